#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_float64 : require
// Many attribute formats: matrices, doubles, arrays, components; output blocks with locations.
layout(location = 0) in vec4 pos;
layout(location = 1) in ivec2 boneIds;
layout(location = 1, component = 2) in vec2 boneWeightsLo;
layout(location = 2) in uvec4 flags;
layout(location = 3) in mat4 instanceXform;   // locations 3..6
layout(location = 7) in dvec2 precisePos;
layout(location = 8) in float extra[3];       // locations 8..10
layout(location = 11, component = 1) in float lonelyY;

layout(location = 0) out VertexOut {
    vec4 color;
    flat ivec2 bones;
    layout(location = 3) vec2 weights;
    noperspective float depth;
} vout;
layout(location = 5) out float outExtra[3];

void main()
{
    vec4 p = instanceXform * pos;
    p.xy += vec2(precisePos);
    gl_Position = p;
    vout.color = vec4(flags) / 255.0;
    vout.bones = boneIds;
    vout.weights = boneWeightsLo + lonelyY;
    vout.depth = p.z / p.w;
    for (int i = 0; i < 3; ++i) outExtra[i] = extra[i] * 2.0;
}
