#version 450
#extension GL_EXT_shader_image_load_formatted : require
// Storage images without a format qualifier: Unknown format, StorageImageRead/WriteWithoutFormat.
layout(local_size_x = 8, local_size_y = 8) in;

layout(binding = 0) uniform image2D anyImage;
layout(binding = 1) uniform writeonly image3D anyVolume;
layout(binding = 2) uniform readonly uimage2DArray anyUintArray;
layout(binding = 3) uniform iimageBuffer anyIntBuffer;

void main()
{
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    vec4 c = imageLoad(anyImage, p);
    uvec4 u = imageLoad(anyUintArray, ivec3(p, 2));
    ivec4 i = imageLoad(anyIntBuffer, p.x);
    imageStore(anyImage, p, c.wzyx + vec4(u) + vec4(i));
    imageStore(anyVolume, ivec3(p, 0), c);
    imageStore(anyIntBuffer, p.y, i + 1);
}
