#version 450
// Nested structs, arrays of arrays, struct copies, array length, composite constants.
layout(local_size_x = 1) in;

struct Inner { float x; int y[2]; };
struct Middle { Inner inner[3]; vec2 v; };
struct Outer { Middle mids[2]; mat2 m; bool flag; };

const Inner kInner = Inner(1.5, int[2](-1, 1));
const float kTable[5] = float[5](0.0, 0.25, 0.5, 0.75, 1.0);
const vec2 kGrid[2][3] = vec2[2][3](vec2[3](vec2(0), vec2(1), vec2(2)), vec2[3](vec2(3), vec2(4), vec2(5)));

layout(std430, binding = 0) buffer Data {
    Outer outer;
    float grid[4][3];
    Inner tail[];
} d;

void main()
{
    Outer o = d.outer;
    o.mids[1].inner[2] = kInner;
    o.mids[0].inner[1].y[1] = 42;
    o.mids[1].v = kGrid[1][2] + kGrid[0][1];
    o.flag = !o.flag;
    Middle copy = o.mids[0];
    copy.inner[0].x = kTable[d.tail.length() % 5];
    o.mids[1] = copy;
    float g[4][3] = d.grid;
    for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 3; ++j)
            g[i][j] *= float(i * 3 + j);
    d.grid = g;
    d.outer = o;
    Inner arr[2] = Inner[](kInner, Inner(2.5, int[](3, 4)));
    d.tail[0] = arr[d.tail.length() & 1];
    d.tail[1].y = arr[0].y;
}
