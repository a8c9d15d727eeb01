#version 450
// early_fragment_tests plus depth_unchanged conservative depth (EarlyFragmentTests, DepthUnchanged),
// with storage writes that rely on early tests to avoid shading occluded fragments.
layout(early_fragment_tests) in;
layout(depth_unchanged) out float gl_FragDepth;
layout(location = 0) in vec3 normal;
layout(location = 1) flat in uint objectId;
layout(location = 0) out vec4 color;
layout(location = 1) out uint idOut;
layout(set = 0, binding = 0, r32ui) uniform uimage2D visibility;
layout(set = 0, binding = 1) buffer Counts { uint visibleFragments[]; } counts;

void main()
{
    vec3 n = normalize(normal);
    imageStore(visibility, ivec2(gl_FragCoord.xy), uvec4(objectId));
    atomicAdd(counts.visibleFragments[objectId], 1u);
    idOut = objectId;
    color = vec4(n * 0.5 + 0.5, 1.0);
}
