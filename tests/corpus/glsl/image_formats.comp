#version 450
// Storage images across many formats and dimensionalities.
layout(local_size_x = 8, local_size_y = 8) in;

layout(binding = 0, rgba32f)        uniform readonly  image2D       imgRgba32f;
layout(binding = 1, rgba16f)        uniform writeonly image2D       imgRgba16f;
layout(binding = 2, rg32f)          uniform image2DArray            imgRg32f;
layout(binding = 3, rg16f)          uniform image3D                 imgRg16f;
layout(binding = 4, r11f_g11f_b10f) uniform image2D                 imgR11g11b10;
layout(binding = 5, r32f)           uniform image1D                 imgR32f;
layout(binding = 6, r16f)           uniform imageCube               imgR16f;
layout(binding = 7, rgba16)         uniform image2D                 imgRgba16;
layout(binding = 8, rgb10_a2)       uniform image2D                 imgRgb10a2;
layout(binding = 9, rgba8)          uniform image2D                 imgRgba8;
layout(binding = 10, rg16)          uniform image1DArray            imgRg16;
layout(binding = 11, rg8)           uniform image2D                 imgRg8;
layout(binding = 12, r16)           uniform image2D                 imgR16;
layout(binding = 13, r8)            uniform image2D                 imgR8;
layout(binding = 14, rgba16_snorm)  uniform image2D                 imgRgba16sn;
layout(binding = 15, rgba8_snorm)   uniform image2D                 imgRgba8sn;
layout(binding = 16, rg16_snorm)    uniform image2D                 imgRg16sn;
layout(binding = 17, r8_snorm)      uniform image2D                 imgR8sn;
layout(binding = 18, rgba32i)       uniform iimage2D                imgRgba32i;
layout(binding = 19, rgba16i)       uniform iimage2D                imgRgba16i;
layout(binding = 20, rgba8i)        uniform iimageCubeArray         imgRgba8i;
layout(binding = 21, r32i)          uniform iimage2DMS              imgR32iMS;
layout(binding = 22, rgba32ui)      uniform uimage2D                imgRgba32ui;
layout(binding = 23, rgb10_a2ui)    uniform uimage2D                imgRgb10a2ui;
layout(binding = 24, rg8ui)         uniform uimage2DMSArray         imgRg8uiMSA;
layout(binding = 25, r32ui)         uniform uimage2DArray           imgR32uiArr;
layout(binding = 26, r16ui)         uniform uimage2D                imgR16ui;

void main()
{
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    vec4 c = imageLoad(imgRgba32f, p);
    imageStore(imgRgba16f, p, c);
    imageStore(imgRg32f, ivec3(p, 1), imageLoad(imgRg32f, ivec3(p, 0)));
    imageStore(imgRg16f, ivec3(p, 2), c);
    imageStore(imgR11g11b10, p, imageLoad(imgR11g11b10, p).bgra);
    imageStore(imgR32f, p.x, vec4(imageSize(imgR32f)));
    imageStore(imgR16f, ivec3(p, 5), c * 2.0);
    imageStore(imgRgba16, p, imageLoad(imgRgba16, p) + imageLoad(imgRgb10a2, p));
    imageStore(imgRgba8, p, imageLoad(imgRg8, p) * imageLoad(imgR16, p).x * imageLoad(imgR8, p).x);
    imageStore(imgRg16, ivec2(p.x, 3), c);
    imageStore(imgRgba16sn, p, -c);
    imageStore(imgRgba8sn, p, imageLoad(imgRg16sn, p) + imageLoad(imgR8sn, p));
    ivec4 ic = imageLoad(imgRgba32i, p) + imageLoad(imgRgba16i, p);
    imageStore(imgRgba8i, ivec3(p, 7), ic);
    ic += imageLoad(imgR32iMS, p, 3);
    uvec4 uc = imageLoad(imgRgba32ui, p) ^ imageLoad(imgRgb10a2ui, p);
    imageStore(imgRg8uiMSA, ivec3(p, 1), 2, uc + uvec4(ic));
    imageStore(imgR32uiArr, ivec3(p, 0), uvec4(imageSamples(imgR32iMS) + imageSamples(imgRg8uiMSA)));
    imageStore(imgR16ui, p, uvec4(imageSize(imgRgba8i).xyzz));
}
