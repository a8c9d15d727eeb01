// glslang: --target-env vulkan1.2
#version 460
#extension GL_EXT_ray_tracing : require
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_scalar_block_layout : require
// Closest hit fetching vertex data through buffer references held in the shader record.
layout(location = 0) rayPayloadInEXT vec3 hitColor;
hitAttributeEXT vec2 attribs;

layout(buffer_reference, scalar) readonly buffer Vertices { vec3 normals[]; };
layout(buffer_reference, scalar) readonly buffer Indices { uvec3 tris[]; };
layout(shaderRecordEXT, scalar) buffer Record { Vertices verts; Indices idx; vec3 tint; } rec;

void main()
{
    uvec3 tri = rec.idx.tris[gl_PrimitiveID];
    vec3 n0 = rec.verts.normals[tri.x];
    vec3 n1 = rec.verts.normals[tri.y];
    vec3 n2 = rec.verts.normals[tri.z];
    vec3 n = normalize(n0 * (1.0 - attribs.x - attribs.y) + n1 * attribs.x + n2 * attribs.y);
    n = normalize(vec3(n * gl_WorldToObjectEXT));
    hitColor = (n * 0.5 + 0.5) * rec.tint;
}
