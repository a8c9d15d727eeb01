// glslang: --target-env vulkan1.2
#version 460
// SPIR-V 1.4 struct copies between differently laid-out types (OpCopyLogical).
layout(local_size_x = 1) in;

struct Material { vec3 albedo; float roughness; vec2 uvScale; int flags[2]; };

layout(std140, binding = 0) uniform U { Material mats[4]; } u;
layout(std430, binding = 1) buffer S { Material mats[4]; Material single; } s;

void main()
{
    s.mats = u.mats;
    Material local = u.mats[1];
    local.roughness *= 0.5;
    s.single = local;
    s.mats[2] = s.single;
}
