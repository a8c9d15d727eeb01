#version 450
// Separate textures and samplers combined at use (OpSampledImage), arrays of samplers.
layout(location = 0) in vec3 uvw;
layout(location = 0) out vec4 color;

layout(set = 0, binding = 0) uniform texture2D textures[3];
layout(set = 0, binding = 1) uniform sampler linearSampler;
layout(set = 0, binding = 2) uniform sampler nearestSampler;
layout(set = 1, binding = 0) uniform texture3D volume;
layout(set = 1, binding = 1) uniform textureCube env;
layout(set = 1, binding = 2) uniform utexture2DArray indices;

vec4 sampleWith(texture2D t, sampler s, vec2 p) { return texture(sampler2D(t, s), p); }

void main()
{
    vec4 c = sampleWith(textures[0], linearSampler, uvw.xy);
    c += texture(sampler2D(textures[1], nearestSampler), uvw.yx);
    c += textureLod(sampler2D(textures[2], linearSampler), uvw.xy, 2.0);
    c += texture(sampler3D(volume, linearSampler), uvw);
    c += texture(samplerCube(env, linearSampler), uvw);
    uvec4 id = texelFetch(usampler2DArray(indices, nearestSampler), ivec3(1, 2, 3), 0);
    color = c + vec4(id);
}
