// glslang: --target-env vulkan1.2
#version 450
#extension GL_KHR_memory_scope_semantics : require
// Vulkan memory model: scoped atomics, availability/visibility, nonprivate, controlBarrier.
layout(local_size_x = 64) in;

layout(std430, binding = 0) buffer Flags {
    uint ready;
    uint payload[64];
} fl;

layout(binding = 1, r32ui) uniform uimage2D img;
shared uint sharedVal;

void main()
{
    uint i = gl_LocalInvocationIndex;
    fl.payload[i] = i * 3u;
    atomicStore(fl.ready, 1u, gl_ScopeQueueFamily, gl_StorageSemanticsBuffer, gl_SemanticsRelease | gl_SemanticsMakeAvailable);
    uint r = atomicLoad(fl.ready, gl_ScopeQueueFamily, gl_StorageSemanticsBuffer, gl_SemanticsAcquire | gl_SemanticsMakeVisible);
    uint old = atomicAdd(fl.payload[(i + 1u) & 63u], r, gl_ScopeWorkgroup, gl_StorageSemanticsBuffer | gl_StorageSemanticsShared, gl_SemanticsAcquireRelease);
    atomicCompSwap(sharedVal, 0u, old, gl_ScopeWorkgroup, gl_StorageSemanticsShared, gl_SemanticsRelease, gl_StorageSemanticsShared, gl_SemanticsAcquire);
    atomicExchange(fl.payload[0], old, gl_ScopeSubgroup, 0, 0);
    controlBarrier(gl_ScopeWorkgroup, gl_ScopeWorkgroup, gl_StorageSemanticsShared | gl_StorageSemanticsBuffer, gl_SemanticsAcquireRelease);
    memoryBarrier(gl_ScopeQueueFamily, gl_StorageSemanticsImage, gl_SemanticsRelease | gl_SemanticsMakeAvailable);
    imageAtomicStore(img, ivec2(i, 0), r, gl_ScopeQueueFamily, gl_StorageSemanticsImage, gl_SemanticsRelease);
    uint v = imageAtomicLoad(img, ivec2(0, i), gl_ScopeQueueFamily, gl_StorageSemanticsImage, gl_SemanticsAcquire);
    imageAtomicAdd(img, ivec2(1, 1), v, gl_ScopeInvocation, gl_StorageSemanticsImage, gl_SemanticsVolatile);
    fl.payload[i] += sharedVal;
}
