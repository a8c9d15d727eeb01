#!/usr/bin/env python3
"""Writes the issue-15 scripts: tests/amber/dynamic/*.amber (dynamic uniform/storage buffers) and
tests/amber/image/*.amber (images, samplers, texel buffers).  Every EXPECT value is computed here from the
scripts' inputs by a Python model of the shader (the `ref_*` functions), never from an engine's output.

Run: python3 tests/amber/image/make_scripts.py        (rewrites the scripts; review the diff)
     python3 tests/amber/image/make_scripts.py --check (fails if a script differs from what it would write)
"""
import os
import struct
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from amberlib import write_or_check_scripts  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
DYNAMIC = os.path.join(os.path.dirname(HERE), "dynamic")


def f32(x):
    return struct.unpack("<f", struct.pack("<f", x))[0]


def num(x):
    """Shortest text that reads back as the same float32 (or an integer)."""
    if isinstance(x, int):
        return str(x)
    x = f32(x)
    if x == int(x) and abs(x) < 1e9:
        return "%d.0" % int(x) if x != 0 or str(x)[0] != "-" else "-0.0"
    for digits in range(1, 10):
        t = "%.*g" % (digits, x)
        if f32(float(t)) == x:
            return t
    return repr(x)


def header(name, what):
    return ("#!amber\n# %s: %s\n# Expected values: tests/amber/image/make_scripts.py (ref_%s), a Python model of the shader.\n\n"
            % (name, what, name))


def expect_words(buf, offset, values):
    return "EXPECT %s IDX %d EQ %s\n" % (buf, offset, " ".join(num(v) for v in values))


# ---- dynamic/dynamic_offsets -------------------------------------------------------------------------------

def ref_dynamic_offsets():
    ubuf = list(range(128))                      # uint32 DATA 0..127
    sbuf = [0] * 256                             # uint32 SIZE 256 FILL 0
    tbuf = list(range(256))                      # SERIES_FROM 0 INC_BY 1
    out = {}
    # pipeline one: k = ubuf at byte 256 (OFFSET 256), s[0] at 256 + 0, s[1] at 512 + 256, t at 256 + 256
    k = ubuf[64:68]
    for i in range(4):
        sbuf[64 + i] = k[i] + i
        sbuf[192 + i] = k[i] * 2
        tbuf[128 + i] = tbuf[128 + i] + k[0]
    # pipeline two: same shader, OFFSETs 0 and 0/256, DESCRIPTOR_OFFSET 0 0: k = ubuf[0..3], s[0] at 0, s[1] at 256
    k = ubuf[0:4]
    for i in range(4):
        sbuf[0 + i] = k[i] + i
        sbuf[64 + i] = k[i] * 2                  # overwrites pipeline one's s[0] values
        tbuf[0 + i] = tbuf[0 + i] + k[0]
    out["sbuf"] = sbuf
    out["tbuf"] = tbuf
    return out


def script_dynamic_offsets():
    r = ref_dynamic_offsets()
    s = header("dynamic_offsets", "uniform_dynamic and storage_dynamic buffers: OFFSET (pDynamicOffsets) added to "
               "DESCRIPTOR_OFFSET, a descriptor array of dynamic buffers, DESCRIPTOR_RANGE, two pipelines "
               "sharing one shader with different offsets")
    s += """SHADER compute shader GLSL
#version 450
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
layout(set = 0, binding = 0) uniform U { uvec4 k; } u;
layout(set = 0, binding = 1) buffer S { uint v[4]; } s[2];
layout(set = 1, binding = 0) buffer T { uint w[]; } t;

void main() {
  uint i = gl_LocalInvocationID.x;
  s[0].v[i] = u.k[i] + i;
  s[1].v[i] = u.k[i] * 2u;
  t.w[i] = t.w[i] + u.k.x;
}
END

BUFFER ubuf DATA_TYPE uint32 DATA
"""
    s += " ".join(str(v) for v in range(128)) + "\nEND\n"
    s += """BUFFER sbuf DATA_TYPE uint32 SIZE 256 FILL 0
BUFFER tbuf DATA_TYPE uint32 SIZE 256 SERIES_FROM 0 INC_BY 1

PIPELINE compute one
  ATTACH shader
  BIND BUFFER ubuf AS uniform_dynamic DESCRIPTOR_SET 0 BINDING 0 OFFSET 256
  BIND BUFFER_ARRAY sbuf sbuf AS storage_dynamic DESCRIPTOR_SET 0 BINDING 1 OFFSET 256 512 \\
      DESCRIPTOR_OFFSET 0 256 DESCRIPTOR_RANGE 16 16
  BIND BUFFER tbuf AS storage_dynamic DESCRIPTOR_SET 1 BINDING 0 OFFSET 256 DESCRIPTOR_OFFSET 256
END

PIPELINE compute two
  ATTACH shader
  BIND BUFFER ubuf AS uniform_dynamic DESCRIPTOR_SET 0 BINDING 0 OFFSET 0 DESCRIPTOR_RANGE 16
  BIND BUFFER_ARRAY sbuf sbuf AS storage_dynamic DESCRIPTOR_SET 0 BINDING 1 OFFSET 0 256
  BIND BUFFER tbuf AS storage_dynamic DESCRIPTOR_SET 1 BINDING 0 OFFSET 0
END

RUN one 1 1 1
RUN two 1 1 1

"""
    sb, tb = r["sbuf"], r["tbuf"]
    for start in (0, 64, 192):
        s += expect_words("sbuf", start * 4, sb[start:start + 4])
    s += expect_words("sbuf", 16, sb[4:64])          # untouched between the windows
    s += expect_words("tbuf", 0, tb[0:8])
    s += expect_words("tbuf", 128 * 4, tb[128:136])
    return s


# ---- image/storage_image -----------------------------------------------------------------------------------

def ref_storage_image():
    w, h = 4, 2
    src = [10 + 3 * i for i in range(w * h)]     # R32_UINT SERIES_FROM 10 INC_BY 3, row-major
    dst = [0.0] * (w * h * 4)
    unorm = [0] * (w * h * 4)
    line = [1, 2, 3, 4]
    for y in range(h):
        for x in range(w):
            v = src[y * w + (3 - x)]
            dst[(y * w + x) * 4:(y * w + x) * 4 + 4] = [float(v), float(x), float(y), 0.5]
            # float -> UNORM8: round(f * 255) (Vulkan "Conversion from Floating-Point to Normalized Fixed-Point");
            # the values are k / 255 exactly in real numbers, so either rounding gives k
            unorm[(y * w + x) * 4:(y * w + x) * 4 + 4] = [v % 256, x * 16, 255, 0]
            line[x] += v
    return {"dst": dst, "unorm": unorm, "line": line}


def script_storage_image():
    r = ref_storage_image()
    s = header("storage_image", "storage images: imageLoad of R32_UINT, imageStore to R32G32B32A32_SFLOAT and "
               "R8G8B8A8_UNORM (checked with probes), imageAtomicAdd on a 1D R32_SINT image")
    s += """SHADER compute shader GLSL
#version 450
layout(local_size_x = 4, local_size_y = 2, local_size_z = 1) in;
layout(set = 0, binding = 0, r32ui) uniform readonly uimage2D src;
layout(set = 0, binding = 1, rgba32f) uniform writeonly image2D dst;
layout(set = 0, binding = 2, rgba8) uniform writeonly image2D unorm;
layout(set = 0, binding = 3, r32i) uniform iimage1D line;

void main() {
  ivec2 p = ivec2(gl_GlobalInvocationID.xy);
  uint v = imageLoad(src, ivec2(3 - p.x, p.y)).x;
  imageStore(dst, p, vec4(float(v), float(p.x), float(p.y), 0.5));
  imageStore(unorm, p, vec4(float(v % 256u) / 255.0, float(p.x * 16) / 255.0, 1.0, 0.0));
  imageAtomicAdd(line, p.x, int(v));
}
END

IMAGE src FORMAT R32_UINT DIM_2D WIDTH 4 HEIGHT 2 SERIES_FROM 10 INC_BY 3
IMAGE dst FORMAT R32G32B32A32_SFLOAT DIM_2D WIDTH 4 HEIGHT 2 FILL 0
IMAGE unorm FORMAT R8G8B8A8_UNORM DIM_2D WIDTH 4 HEIGHT 2
IMAGE line DATA_TYPE int32 DIM_1D WIDTH 4 DATA 1 2 3 4 END

PIPELINE compute pipeline
  ATTACH shader
  BIND BUFFER src AS storage_image DESCRIPTOR_SET 0 BINDING 0
  BIND BUFFER dst AS storage_image DESCRIPTOR_SET 0 BINDING 1
  BIND BUFFER unorm AS storage_image DESCRIPTOR_SET 0 BINDING 2
  BIND BUFFER line AS storage_image DESCRIPTOR_SET 0 BINDING 3
END

RUN pipeline 1 1 1

"""
    s += expect_words("dst", 0, r["dst"])
    for y in range(2):
        for x in range(4):
            t = r["unorm"][(y * 4 + x) * 4:(y * 4 + x) * 4 + 4]
            s += "EXPECT unorm IDX %d %d SIZE 1 1 EQ_RGBA %s\n" % (x, y, " ".join(str(v) for v in t))
    s += expect_words("line", 0, r["line"])
    return s


# ---- image/image_3d_mips -----------------------------------------------------------------------------------

def ref_image_3d_mips():
    w, h, d = 4, 4, 2
    level0 = [float(i) for i in range(w * h * d)]
    level1 = [100.0 + i for i in range(2 * 2 * 1)]
    out0 = [0.0] * (w * h * d)
    for z in range(d):
        for y in range(h):
            for x in range(w):
                # reads (x, y, d - 1 - z) of level 0, writes (x, y, z) of out
                out0[(z * h + y) * w + x] = level0[((d - 1 - z) * h + y) * w + x]
    # the second binding is level 1 of the same image (BASE_MIP_LEVEL 1): texel (x, y, 0) += 0.5 for x, y < 2
    level1 = [v + 0.5 for v in level1]
    return {"img": level0 + level1, "out": out0}


def script_image_3d_mips():
    r = ref_image_3d_mips()
    s = header("image_3d_mips", "a 3D image of two levels given whole by DATA (level 0 then level 1, spvrt's "
               "layout), bound twice: level 0 read, level 1 (BASE_MIP_LEVEL 1) read and written; a 3D output image")
    s += """SHADER compute shader GLSL
#version 450
layout(local_size_x = 4, local_size_y = 4, local_size_z = 1) in;
layout(set = 0, binding = 0, r32f) uniform readonly image3D level0;
layout(set = 0, binding = 1, r32f) uniform image3D level1;
layout(set = 0, binding = 2, r32f) uniform writeonly image3D out_img;

void main() {
  ivec3 p = ivec3(gl_GlobalInvocationID.xy, 0);
  for (int z = 0; z < 2; z++)
    imageStore(out_img, ivec3(p.xy, z), imageLoad(level0, ivec3(p.xy, 1 - z)));
  if (p.x < 2 && p.y < 2)
    imageStore(level1, p, imageLoad(level1, p) + vec4(0.5));
}
END

IMAGE img FORMAT R32_SFLOAT MIP_LEVELS 2 DIM_3D WIDTH 4 HEIGHT 4 DEPTH 2 DATA
"""
    vals = r["img"]
    for i in range(0, len(vals), 16):
        s += " ".join(num(float(v) - (0.5 if i >= 32 else 0.0)) for v in vals[i:i + 16]) + "\n"
    s += """END
IMAGE out_img DATA_TYPE float DIM_3D WIDTH 4 HEIGHT 4 DEPTH 2 FILL 0.0

PIPELINE compute pipeline
  ATTACH shader
  BIND BUFFER img AS storage_image DESCRIPTOR_SET 0 BINDING 0
  BIND BUFFER img AS storage_image DESCRIPTOR_SET 0 BINDING 1 BASE_MIP_LEVEL 1
  BIND BUFFER out_img AS storage_image DESCRIPTOR_SET 0 BINDING 2
END

RUN pipeline 1 1 1

"""
    s += expect_words("out_img", 0, r["out"][:16])
    s += expect_words("out_img", 64, r["out"][16:])
    s += expect_words("img", 0, r["img"][:8])
    s += expect_words("img", 128, r["img"][32:])     # level 1 starts after 32 texels of 4 bytes
    return s


# ---- image/sampled ----------------------------------------------------------------------------------------

def ref_sampled():
    w, h = 4, 2
    tex = [[float(10 * (y * w + x) + c) for c in range(4)] for y in range(h) for x in range(w)]
    o = []
    for i in range(8):
        # combined sampler: nearest, CLAMP_TO_EDGE; u = (i + 0.5) / 4 - 0.5, v = 0.25 -> row 0
        u = (i + 0.5) / 4 - 0.5
        x = min(max(int(u * w // 1), 0), w - 1)      # floor(u * width), clamped (Vulkan "Texel Coordinate Systems")
        o.append(tex[0 * w + x])
    for i in range(8):
        # separate sampler: nearest, REPEAT; u = (i + 0.5) / 4 -> texel i mod 4, v = 0.75 -> row 1
        o.append(tex[1 * w + (i % 4)])
    for i in range(8):
        o.append(tex[(i // 4) * w + i % 4])          # texelFetch
    # linear filter half-way between a 0 and a 255 texel of an RGBA8 UNORM 2x1 image: (0 + 1) / 2
    lin = [0.5, 0.25, 1.0, 0.5]
    return {"o": [c for t in o for c in t], "lin": lin, "tex": tex}


def script_sampled():
    r = ref_sampled()
    s = header("sampled", "sampled images and samplers: combined_image_sampler (nearest, clamp_to_edge), "
               "sampled_image with a separate BIND SAMPLER (nearest, repeat), texelFetch, and a linear sampler "
               "half-way between two UNORM texels")
    s += """SHADER compute shader GLSL
#version 450
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;
layout(set = 0, binding = 0) uniform sampler2D tex;
layout(set = 0, binding = 1) uniform texture2D t2;
layout(set = 0, binding = 2) uniform sampler nearest_repeat;
layout(set = 0, binding = 3) uniform sampler2D lin_tex;
layout(set = 0, binding = 4) buffer O { vec4 o[24]; vec4 lin; };

// (i + 0.5) / 4 - 0.5 and (i + 0.5) / 4 as constants: exact coordinates, so that --compare bounds the samples
// by the filtering allowance of docs/float-tolerance.md (a computed coordinate makes them unbounded)
const float u_clamp[8] = float[8](-0.375, -0.125, 0.125, 0.375, 0.625, 0.875, 1.125, 1.375);
const float u_repeat[8] = float[8](0.125, 0.375, 0.625, 0.875, 1.125, 1.375, 1.625, 1.875);

void main() {
  uint i = gl_LocalInvocationID.x;
  o[i] = textureLod(tex, vec2(u_clamp[i], 0.25), 0.0);
  o[8u + i] = textureLod(sampler2D(t2, nearest_repeat), vec2(u_repeat[i], 0.75), 0.0);
  o[16u + i] = texelFetch(sampler2D(t2, nearest_repeat), ivec2(int(i % 4u), int(i / 4u)), 0);
  if (i == 0u)
    lin = textureLod(lin_tex, vec2(0.5, 0.5), 0.0);
}
END

IMAGE tex FORMAT R32G32B32A32_SFLOAT DIM_2D WIDTH 4 HEIGHT 2 DATA
"""
    for t in r["tex"]:
        s += " ".join(num(v) for v in t) + "\n"
    s += """END
IMAGE lin FORMAT R8G8B8A8_UNORM DIM_2D WIDTH 2 HEIGHT 1 DATA
0 0 255 0   255 128 255 255
END
BUFFER o DATA_TYPE vec4<float> SIZE 25 FILL 0.0

SAMPLER clamp_nearest ADDRESS_MODE_U clamp_to_edge ADDRESS_MODE_V clamp_to_edge
SAMPLER nearest_repeat MAG_FILTER nearest MIN_FILTER nearest
SAMPLER linear MAG_FILTER linear MIN_FILTER linear ADDRESS_MODE_U clamp_to_edge ADDRESS_MODE_V clamp_to_edge

PIPELINE compute pipeline
  ATTACH shader
  BIND BUFFER tex AS combined_image_sampler SAMPLER clamp_nearest DESCRIPTOR_SET 0 BINDING 0
  BIND BUFFER tex AS sampled_image DESCRIPTOR_SET 0 BINDING 1
  BIND SAMPLER nearest_repeat DESCRIPTOR_SET 0 BINDING 2
  BIND BUFFER lin AS combined_image_sampler SAMPLER linear DESCRIPTOR_SET 0 BINDING 3
  BIND BUFFER o AS storage DESCRIPTOR_SET 0 BINDING 4
END

RUN pipeline 1 1 1

"""
    o = r["o"]
    for k in range(0, 96, 32):
        s += expect_words("o", k * 4, o[k:k + 32])
    # 128 / 255 = 0.50196: the midpoint of green is (0 + 0.50196) / 2.  Vulkan quantizes the filter's weights to
    # subTexelPrecisionBits (>= 4 bits: 0.5 is exact); lavapipe returns 128/255 for the red midpoint, within the
    # filtering allowance of docs/float-tolerance.md "Image values" under --compare
    lin = [0.5, (128 / 255) / 2, 1.0, 0.5]
    s += "EXPECT o IDX 384 TOLERANCE 0.002 EQ %s\n" % " ".join("%.6g" % v for v in lin)
    return s


# ---- image/texel_buffers ----------------------------------------------------------------------------------

def ref_texel_buffers():
    n = 6
    ub = [(5 * i + c * 40) % 256 for i in range(n) for c in range(4)]   # R8G8B8A8_UNORM bytes
    sb0 = [float(v) for v in ub]                                        # texelFetch * 255
    sb1 = []
    for i in range(n):
        sb1 += [float(i) + 1.0, 2.0, 3.0, float(n)]                     # (i, 1, 2, 9) + 1 in xyz, size in w
    cnt = [0, 0]
    for i in range(n):
        cnt[i % 2] += i
    return {"ub": ub, "sb0": sb0, "sb1": sb1, "cnt": cnt}


def script_texel_buffers():
    r = ref_texel_buffers()
    s = header("texel_buffers", "a uniform texel buffer of R8G8B8A8_UNORM (a format named as DATA_TYPE), an "
               "array of two R32G32B32A32_SFLOAT storage texel buffers (imageLoad, imageStore, imageSize), "
               "imageAtomicAdd on an R32_UINT storage texel buffer")
    s += """SHADER compute shader GLSL
#version 450
#extension GL_EXT_samplerless_texture_functions : require
layout(local_size_x = 6, local_size_y = 1, local_size_z = 1) in;
layout(set = 0, binding = 0) uniform textureBuffer ub;
layout(set = 0, binding = 1, rgba32f) uniform imageBuffer sb[2];
layout(set = 0, binding = 2, r32ui) uniform uimageBuffer cnt;

void main() {
  int i = int(gl_LocalInvocationID.x);
  imageStore(sb[0], i, round(texelFetch(ub, i) * 255.0));
  imageStore(sb[1], i, vec4(imageLoad(sb[1], i).xyz + 1.0, float(imageSize(sb[1]))));
  imageAtomicAdd(cnt, i % 2, uint(i));
}
END

BUFFER ub DATA_TYPE R8G8B8A8_UNORM DATA
"""
    ub = r["ub"]
    for i in range(0, len(ub), 4):
        s += " ".join(str(v) for v in ub[i:i + 4]) + "\n"
    s += "END\nBUFFER sb0 FORMAT R32G32B32A32_SFLOAT SIZE 6 FILL 0.0\nBUFFER sb1 FORMAT R32G32B32A32_SFLOAT DATA\n"
    for i in range(6):
        s += "%d 1 2 9\n" % i
    s += """END
BUFFER cnt FORMAT R32_UINT SIZE 2 FILL 0

PIPELINE compute pipeline
  ATTACH shader
  BIND BUFFER ub AS uniform_texel_buffer DESCRIPTOR_SET 0 BINDING 0
  BIND BUFFER_ARRAY sb0 sb1 AS storage_texel_buffer DESCRIPTOR_SET 0 BINDING 1
  BIND BUFFER cnt AS storage_texel_buffer DESCRIPTOR_SET 0 BINDING 2
END

RUN pipeline 1 1 1

"""
    # UNORM -> float is v / 255 to within the conversion's precision; * 255 and round give v back exactly
    s += expect_words("sb0", 0, r["sb0"])
    s += expect_words("sb1", 0, r["sb1"])
    s += expect_words("cnt", 0, r["cnt"])
    return s


# ---- image/multisample_formats and image/multisample_sampled -----------------------------------------------
# A multisampled image's buffer holds its samples one after another, each a whole image of rows
# (spvrt_image's layout, spvrt.h): texel (x, y) of sample s is element (s * H + y) * W + x.  The Vulkan backend
# fills such an image from the buffer and reads it back with a copy shader (src/vulkan/ms_copy.c).

MS_W, MS_H, MS_N = 3, 2, 4
M32 = 0xFFFFFFFF


def ms_index(x, y, s, w=MS_W, h=MS_H):
    return (s * h + y) * w + x


def ms_initial():
    """Initial per-element values (DATA covering every sample) of the five images, by texel index t."""
    n = MS_W * MS_H * MS_N
    return {
        "i8": [(t * 37 + 11) & 0xFF for t in range(n)],
        "i16": [(t * 4099 + 7) & 0xFFFF for t in range(n)],
        "i32": [(t * 123457 + 0x90000000) & M32 for t in range(n)],
        "i64": [(t * 2 + 1000, (t * 0x01010101) ^ 0xDEADBEEF) for t in range(n)],
        "i128": [(t, t + 100, t * 7, M32 - t) for t in range(n)],
    }


def ref_multisample_formats():
    old = ms_initial()
    new = {k: list(v) for k, v in old.items()}
    out = [0] * (MS_W * MS_H)
    for y in range(MS_H):
        for x in range(MS_W):
            total = 0
            for s in range(MS_N):
                t = ms_index(x, y, s)
                total += old["i8"][t] * (s + 1) + old["i16"][t]
                new["i8"][t] = old["i8"][ms_index(x, y, (s + 1) % MS_N)]        # samples rotated
                new["i16"][t] = (old["i16"][t] + 0x101 * (s + 1)) & 0xFFFF
                new["i32"][t] = (old["i32"][t] * 3 + s) & M32
                a, b = old["i64"][t]
                new["i64"][t] = ((b + s) & M32, a)
                a, b, c, d = old["i128"][t]
                new["i128"][t] = (d, c, b, (a + s) & M32)
            out[y * MS_W + x] = total & M32
    return {"new": new, "out": out}


def flat(values):
    return [c for v in values for c in (v if isinstance(v, tuple) else (v,))]


def script_multisample_formats():
    r = ref_multisample_formats()
    old = ms_initial()
    s = header("multisample_formats", "multisampled storage images (%d x %d, %d samples) of 8, 16, 32, 64 and "
               "128-bit texels: every sample given by DATA, read with imageLoad(img, p, sample) and written "
               "with imageStore (samples rotated, channels swapped), read back whole" % (MS_W, MS_H, MS_N))
    s += """DEVICE_FEATURE shaderStorageImageMultisample

SHADER compute shader GLSL
#version 450
layout(local_size_x = %d, local_size_y = %d, local_size_z = 1) in;
layout(set = 0, binding = 0, r8ui) uniform uimage2DMS i8;
layout(set = 0, binding = 1, r16ui) uniform uimage2DMS i16;
layout(set = 0, binding = 2, r32ui) uniform uimage2DMS i32;
layout(set = 0, binding = 3, rg32ui) uniform uimage2DMS i64;
layout(set = 0, binding = 4, rgba32ui) uniform uimage2DMS i128;
layout(set = 0, binding = 5) buffer Out { uint o[]; };

void main() {
  ivec2 p = ivec2(gl_GlobalInvocationID.xy);
  uint a8[%d];
  uint total = 0u;
  for (int s = 0; s < %d; s++) {
    a8[s] = imageLoad(i8, p, s).x;
    total += a8[s] * uint(s + 1) + imageLoad(i16, p, s).x;
  }
  for (int s = 0; s < %d; s++) {
    imageStore(i8, p, s, uvec4(a8[(s + 1) %% %d]));
    imageStore(i16, p, s, uvec4(imageLoad(i16, p, s).x + 0x101u * uint(s + 1)));
    imageStore(i32, p, s, uvec4(imageLoad(i32, p, s).x * 3u + uint(s)));
    uvec4 v = imageLoad(i64, p, s);
    imageStore(i64, p, s, uvec4(v.y + uint(s), v.x, 0u, 0u));
    v = imageLoad(i128, p, s);
    imageStore(i128, p, s, uvec4(v.w, v.z, v.y, v.x + uint(s)));
  }
  o[p.y * %d + p.x] = total;
}
END

""" % (MS_W, MS_H, MS_N, MS_N, MS_N, MS_N, MS_W)
    for name, fmt in (("i8", "R8_UINT"), ("i16", "R16_UINT"), ("i32", "R32_UINT"), ("i64", "R32G32_UINT"),
                      ("i128", "R32G32B32A32_UINT")):
        s += "IMAGE %s FORMAT %s DIM_2D WIDTH %d HEIGHT %d SAMPLES %d DATA\n  %s\nEND\n" % (
            name, fmt, MS_W, MS_H, MS_N, " ".join(str(v) for v in flat(old[name])))
    s += "BUFFER out DATA_TYPE uint32 SIZE %d FILL 0\n\nPIPELINE compute pipeline\n  ATTACH shader\n" % (MS_W * MS_H)
    for k, name in enumerate(("i8", "i16", "i32", "i64", "i128")):
        s += "  BIND BUFFER %s AS storage_image DESCRIPTOR_SET 0 BINDING %d\n" % (name, k)
    s += "  BIND BUFFER out AS storage DESCRIPTOR_SET 0 BINDING 5\nEND\n\nRUN pipeline 1 1 1\n\n"
    for name in ("i8", "i16", "i32", "i64", "i128"):
        s += expect_words(name, 0, flat(r["new"][name]))
    s += expect_words("out", 0, r["out"])
    return s


def ref_multisample_sampled():
    w, h, n = 2, 2, 4
    out = [0.0] * (w * h * n)
    for y in range(h):
        for x in range(w):
            for s in range(n):
                t = ms_index(x, y, s, w, h)
                real = t * 0.25 + 1.0
                # R8G8B8A8_SRGB texels of 0 or 255 only: 0.0 and 1.0 exactly through the sRGB EOTF (Vulkan
                # "sRGB transfer functions"); alpha is linear
                bits = [(t >> c) & 1 for c in range(4)]
                out[(y * w + x) * n + s] = real + bits[0] + 2 * bits[1] + 4 * bits[2] + 8 * bits[3]
    return {"out": out}


def script_multisample_sampled():
    w, h, n = 2, 2, 4
    r = ref_multisample_sampled()
    s = header("multisample_sampled", "multisampled sampled images: texelFetch with a sample index from a "
               "texture2DMS (sampled_image, R32_SFLOAT) and a sampler2DMS (combined_image_sampler, "
               "R8G8B8A8_SRGB, a format without storage support on most devices)")
    s += """SHADER compute shader GLSL
#version 450
#extension GL_EXT_samplerless_texture_functions : require
layout(local_size_x = %d, local_size_y = %d, local_size_z = 1) in;
layout(set = 0, binding = 0) uniform texture2DMS reals;
layout(set = 0, binding = 1) uniform sampler2DMS colors;
layout(set = 0, binding = 2) buffer Out { float o[]; };

void main() {
  ivec2 p = ivec2(gl_GlobalInvocationID.xy);
  for (int s = 0; s < %d; s++) {
    vec4 c = texelFetch(colors, p, s);
    o[(p.y * %d + p.x) * %d + s] = texelFetch(reals, p, s).x + dot(c, vec4(1.0, 2.0, 4.0, 8.0));
  }
}
END

""" % (w, h, n, w, n)
    count = w * h * n
    s += "IMAGE reals FORMAT R32_SFLOAT DIM_2D WIDTH %d HEIGHT %d SAMPLES %d DATA\n  %s\nEND\n" % (
        w, h, n, " ".join(num(t * 0.25 + 1.0) for t in range(count)))
    s += "IMAGE colors FORMAT R8G8B8A8_SRGB DIM_2D WIDTH %d HEIGHT %d SAMPLES %d DATA\n  %s\nEND\n" % (
        w, h, n, " ".join(str(((t >> c) & 1) * 255) for t in range(count) for c in range(4)))
    s += """BUFFER out DATA_TYPE float SIZE %d FILL 0.0
SAMPLER nearest

PIPELINE compute pipeline
  ATTACH shader
  BIND BUFFER reals AS sampled_image DESCRIPTOR_SET 0 BINDING 0
  BIND BUFFER colors AS combined_image_sampler SAMPLER nearest DESCRIPTOR_SET 0 BINDING 1
  BIND BUFFER out AS storage DESCRIPTOR_SET 0 BINDING 2
END

RUN pipeline 1 1 1

""" % count
    s += expect_words("out", 0, r["out"])
    return s


def script_multisample_8_samples():
    """8 samples: lavapipe has 1 and 4 only (storageImageSampleCounts), so there the Vulkan backend says the
    device lacks it (exit status 2) and the CPU engine runs it alone."""
    w, h, n = 2, 1, 8
    vals = [1000 + 17 * t for t in range(w * h * n)]
    new = list(vals)
    for x in range(w):
        for s in range(n):
            new[ms_index(x, 0, s, w, h)] = vals[ms_index(x, 0, n - 1 - s, w, h)]   # samples reversed
    s = header("multisample_8_samples", "an R32_UINT storage image of 8 samples, samples reversed in place")
    s = s.replace("(ref_multisample_8_samples)", "(script_multisample_8_samples)")
    s += """DEVICE_FEATURE shaderStorageImageMultisample

SHADER compute shader GLSL
#version 450
layout(local_size_x = %d, local_size_y = 1, local_size_z = 1) in;
layout(set = 0, binding = 0, r32ui) uniform uimage2DMS img;

void main() {
  ivec2 p = ivec2(gl_GlobalInvocationID.xy);
  uint v[%d];
  for (int s = 0; s < %d; s++)
    v[s] = imageLoad(img, p, s).x;
  for (int s = 0; s < %d; s++)
    imageStore(img, p, s, uvec4(v[%d - s]));
}
END

IMAGE img FORMAT R32_UINT DIM_2D WIDTH %d HEIGHT %d SAMPLES %d DATA
  %s
END

PIPELINE compute pipeline
  ATTACH shader
  BIND BUFFER img AS storage_image DESCRIPTOR_SET 0 BINDING 0
END

RUN pipeline 1 1 1

""" % (w, n, n, n, n - 1, w, h, n, " ".join(str(v) for v in vals))
    s += expect_words("img", 0, new)
    return s


SCRIPTS = [
    (DYNAMIC, "dynamic_offsets", script_dynamic_offsets),
    (HERE, "storage_image", script_storage_image),
    (HERE, "image_3d_mips", script_image_3d_mips),
    (HERE, "sampled", script_sampled),
    (HERE, "texel_buffers", script_texel_buffers),
    (HERE, "multisample_formats", script_multisample_formats),
    (HERE, "multisample_sampled", script_multisample_sampled),
    (HERE, "multisample_8_samples", script_multisample_8_samples),
]


def main():
    return write_or_check_scripts(SCRIPTS, sys.argv[1:])


if __name__ == "__main__":
    sys.exit(main())
