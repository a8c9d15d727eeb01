/* Dominator trees (SPIR-V 2.2.5 "Dominate"; 2.16.1 uses dominated by their
 * definitions; 2.11 structural dominance).  Lengauer–Tarjan with path
 * compression, O(m log n), everything iterative: a hostile module can have
 * a chain of a million blocks. */
#include <string.h>

#include "val.h"

#define NONE UINT32_MAX

typedef struct lt_state {
    uint32_t *dfnum;    /* node -> DFS number, NONE if unreachable */
    uint32_t *vertex;   /* DFS number -> node */
    uint32_t *parent;   /* DFS number -> parent's DFS number */
    uint32_t *semi;     /* DFS number -> semidominator's DFS number */
    uint32_t *ancestor; /* DFS number -> forest ancestor, NONE at a root */
    uint32_t *label;    /* DFS number -> best DFS number on the compressed path */
    uint32_t *idom;     /* DFS number -> immediate dominator's DFS number */
    uint32_t *bucket_head, *bucket_next;
    uint32_t *stack;
    uint32_t *pred_first, *pred; /* predecessor lists over DFS numbers */
} lt_state;

/* EVAL of Lengauer–Tarjan: compress the ancestor path of x (iteratively),
 * then return the label with the least semidominator. */
static uint32_t lt_eval(lt_state *s, uint32_t x)
{
    if (s->ancestor[x] == NONE)
        return x;
    uint32_t depth = 0;
    for (uint32_t y = x; s->ancestor[s->ancestor[y]] != NONE; y = s->ancestor[y])
        s->stack[depth++] = y;
    while (depth > 0) {
        uint32_t y = s->stack[--depth];
        uint32_t a = s->ancestor[y];
        if (s->semi[s->label[a]] < s->semi[s->label[y]])
            s->label[y] = s->label[a];
        s->ancestor[y] = s->ancestor[a];
    }
    return s->label[x];
}

static void lt_free(spvrt_context *ctx, lt_state *s)
{
    uint32_t **arrays[] = {&s->dfnum, &s->vertex, &s->parent, &s->semi, &s->ancestor, &s->label,
                           &s->idom, &s->bucket_head, &s->bucket_next, &s->stack, &s->pred_first, &s->pred};
    for (size_t i = 0; i < sizeof arrays / sizeof arrays[0]; i++) {
        spvrt_free(ctx, *arrays[i]);
        *arrays[i] = NULL;
    }
}

/* Preorder, postorder numbers of the dominator tree for O(1) queries. */
static bool number_tree(spvrt_context *ctx, spvrt_val_domtree *t)
{
    uint32_t n = t->node_count;
    uint32_t *child_first = spvrt_alloc_zero(ctx, (size_t)n + 1, sizeof *child_first);
    uint32_t *child = spvrt_alloc_zero(ctx, n ? n : 1, sizeof *child);
    uint32_t *stack = spvrt_alloc_zero(ctx, n ? n : 1, sizeof *stack);
    uint32_t *next = spvrt_alloc_zero(ctx, n ? n : 1, sizeof *next);
    bool ok = child_first && child && stack && next;
    if (ok) {
        for (uint32_t v = 0; v < n; v++)
            if (t->idom[v] != NONE && v != t->root)
                child_first[t->idom[v] + 1]++;
        for (uint32_t v = 0; v < n; v++)
            child_first[v + 1] += child_first[v];
        for (uint32_t v = 0; v < n; v++)
            next[v] = child_first[v];
        for (uint32_t v = 0; v < n; v++)
            if (t->idom[v] != NONE && v != t->root)
                child[next[t->idom[v]]++] = v;
        for (uint32_t v = 0; v < n; v++)
            next[v] = child_first[v];
        uint32_t clock = 0, depth = 0;
        stack[depth++] = t->root;
        t->pre[t->root] = clock++;
        while (depth > 0) {
            uint32_t v = stack[depth - 1];
            if (next[v] < child_first[v + 1]) {
                uint32_t c = child[next[v]++];
                t->pre[c] = clock++;
                stack[depth++] = c;
            } else {
                t->post[v] = clock++;
                depth--;
            }
        }
    }
    spvrt_free(ctx, child_first);
    spvrt_free(ctx, child);
    spvrt_free(ctx, stack);
    spvrt_free(ctx, next);
    return ok;
}

bool spvrt_val_domtree_build(spvrt_context *ctx, uint32_t node_count, const uint32_t *succ_first,
                             const uint32_t *succ, uint32_t root, spvrt_val_domtree *t)
{
    memset(t, 0, sizeof *t);
    t->node_count = node_count;
    t->root = root;
    size_t n = node_count ? node_count : 1;
    uint32_t edge_count = succ_first[node_count];
    lt_state s = {0};
    t->idom = spvrt_alloc(ctx, n * sizeof *t->idom);
    t->pre = spvrt_alloc(ctx, n * sizeof *t->pre);
    t->post = spvrt_alloc(ctx, n * sizeof *t->post);
    uint32_t **arrays[] = {&s.dfnum, &s.vertex, &s.parent, &s.semi, &s.ancestor, &s.label,
                           &s.idom, &s.bucket_head, &s.bucket_next, &s.stack};
    bool ok = t->idom && t->pre && t->post;
    for (size_t i = 0; ok && i < sizeof arrays / sizeof arrays[0]; i++)
        ok = (*arrays[i] = spvrt_alloc(ctx, n * sizeof(uint32_t))) != NULL;
    if (ok)
        ok = (s.pred_first = spvrt_alloc_zero(ctx, n + 1, sizeof *s.pred_first)) != NULL &&
             (s.pred = spvrt_alloc(ctx, (edge_count ? edge_count : 1) * sizeof *s.pred)) != NULL;
    if (!ok) {
        lt_free(ctx, &s);
        spvrt_val_domtree_free(ctx, t);
        return false;
    }
    for (uint32_t v = 0; v < node_count; v++) {
        s.dfnum[v] = NONE;
        t->idom[v] = NONE;
        t->pre[v] = t->post[v] = NONE;
    }
    /* 1. depth-first numbering from the root; s.ancestor doubles as the edge cursor here */
    uint32_t count = 0, depth = 0;
    s.dfnum[root] = count;
    s.vertex[count] = root;
    s.parent[count] = NONE;
    count++;
    s.stack[depth] = root;
    s.ancestor[depth] = succ_first[root];
    depth++;
    while (depth > 0) {
        uint32_t v = s.stack[depth - 1];
        if (s.ancestor[depth - 1] == succ_first[v + 1]) {
            depth--;
            continue;
        }
        uint32_t w = succ[s.ancestor[depth - 1]++];
        if (w >= node_count || s.dfnum[w] != NONE)
            continue;
        s.dfnum[w] = count;
        s.vertex[count] = w;
        s.parent[count] = s.dfnum[v];
        count++;
        s.stack[depth] = w;
        s.ancestor[depth] = succ_first[w];
        depth++;
    }
    /* predecessor lists between reachable nodes, over DFS numbers */
    for (uint32_t v = 0; v < node_count; v++)
        if (s.dfnum[v] != NONE)
            for (uint32_t e = succ_first[v]; e < succ_first[v + 1]; e++)
                if (succ[e] < node_count && s.dfnum[succ[e]] != NONE)
                    s.pred_first[s.dfnum[succ[e]] + 1]++;
    for (uint32_t i = 0; i < count; i++)
        s.pred_first[i + 1] += s.pred_first[i];
    for (uint32_t i = 0; i < count; i++)
        s.bucket_next[i] = s.pred_first[i]; /* fill cursor */
    for (uint32_t v = 0; v < node_count; v++)
        if (s.dfnum[v] != NONE)
            for (uint32_t e = succ_first[v]; e < succ_first[v + 1]; e++)
                if (succ[e] < node_count && s.dfnum[succ[e]] != NONE)
                    s.pred[s.bucket_next[s.dfnum[succ[e]]]++] = s.dfnum[v];
    for (uint32_t i = 0; i < count; i++) {
        s.semi[i] = i;
        s.label[i] = i;
        s.ancestor[i] = NONE;
        s.idom[i] = NONE;
        s.bucket_head[i] = NONE;
        s.bucket_next[i] = NONE;
    }
    /* 2./3. semidominators in reverse DFS order, implicit immediate dominators */
    for (uint32_t w = count; w-- > 1;) {
        for (uint32_t e = s.pred_first[w]; e < s.pred_first[w + 1]; e++) {
            uint32_t u = lt_eval(&s, s.pred[e]);
            if (s.semi[u] < s.semi[w])
                s.semi[w] = s.semi[u];
        }
        s.bucket_next[w] = s.bucket_head[s.semi[w]];
        s.bucket_head[s.semi[w]] = w;
        uint32_t p = s.parent[w];
        s.ancestor[w] = p; /* LINK(parent, w) */
        for (uint32_t v = s.bucket_head[p]; v != NONE; v = s.bucket_next[v]) {
            uint32_t u = lt_eval(&s, v);
            s.idom[v] = s.semi[u] < s.semi[v] ? u : p;
        }
        s.bucket_head[p] = NONE;
    }
    /* 4. explicit immediate dominators */
    for (uint32_t w = 1; w < count; w++)
        if (s.idom[w] != s.semi[w])
            s.idom[w] = s.idom[s.idom[w]];
    t->idom[root] = root;
    for (uint32_t w = 1; w < count; w++)
        t->idom[s.vertex[w]] = s.vertex[s.idom[w]];
    lt_free(ctx, &s);
    if (!number_tree(ctx, t)) {
        spvrt_val_domtree_free(ctx, t);
        return false;
    }
    return true;
}

bool spvrt_val_dominates(const spvrt_val_domtree *t, uint32_t a, uint32_t b)
{
    if (a == b)
        return true;
    if (a >= t->node_count || b >= t->node_count || t->pre[a] == NONE || t->pre[b] == NONE)
        return false;
    return t->pre[a] <= t->pre[b] && t->post[b] <= t->post[a];
}

bool spvrt_val_reached(const spvrt_val_domtree *t, uint32_t a)
{
    return a < t->node_count && t->pre[a] != NONE;
}

void spvrt_val_domtree_free(spvrt_context *ctx, spvrt_val_domtree *t)
{
    spvrt_free(ctx, t->idom);
    spvrt_free(ctx, t->pre);
    spvrt_free(ctx, t->post);
    t->idom = t->pre = t->post = NULL;
}
