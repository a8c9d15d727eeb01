#version 420
// Older desktop GLSL version (OpSource GLSL 420) with explicit layouts required by Vulkan,
// gl_VertexIndex-free indexing via vertex attributes, and a uniform array of matrices.
layout(location = 0) in vec3 position;
layout(location = 1) in vec4 color;
layout(location = 2) in uvec2 skin;
layout(location = 0) out vec4 vColor;
layout(set = 0, binding = 0) uniform Transform { mat4 mvp; mat4 bones[16]; } transform;

vec4 skinned(vec4 p)
{
    mat4 b = transform.bones[skin.x & 15u] * 0.5 + transform.bones[skin.y & 15u] * 0.5;
    return b * p;
}

void main()
{
    vColor = color;
    gl_Position = transform.mvp * skinned(vec4(position, 1.0));
}
