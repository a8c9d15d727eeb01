#version 450
// Classic vertex shader: gl_PerVertex block, clip/cull distances, point size.
layout(location = 0) in vec3 position;
layout(location = 1) in vec3 normal;
layout(location = 2) in vec2 texcoord;

layout(set = 0, binding = 0) uniform Camera {
    mat4 view;
    mat4 proj;
    vec4 clipPlane;
} cam;

layout(push_constant) uniform Model { mat4 model; } pc;

layout(location = 0) out vec3 vNormal;
layout(location = 1) out vec2 vTexcoord;

out gl_PerVertex {
    vec4 gl_Position;
    float gl_PointSize;
    float gl_ClipDistance[2];
    float gl_CullDistance[1];
};

void main()
{
    vec4 world = pc.model * vec4(position, 1.0);
    gl_Position = cam.proj * cam.view * world;
    gl_PointSize = 2.0;
    gl_ClipDistance[0] = dot(world, cam.clipPlane);
    gl_ClipDistance[1] = -world.y;
    gl_CullDistance[0] = world.z;
    vNormal = mat3(pc.model) * normal;
    vTexcoord = texcoord;
}
