#version 450
#extension GL_EXT_debug_printf : require
// debugPrintfEXT produces NonSemantic.DebugPrintf ext-inst and OpString with escapes.
layout(local_size_x = 4) in;

layout(std430, binding = 0) buffer Data { vec4 v; int i; uint u; double d; } data;

void main()
{
    debugPrintfEXT("plain message");
    debugPrintfEXT("id=%u value=%f\n", gl_LocalInvocationIndex, data.v.x);
    debugPrintfEXT("vector: %v4f, int: %d, hex: %x", data.v, data.i, data.u);
    debugPrintfEXT("quote \" backslash \\ tab \t percent %% done");
    debugPrintfEXT("double %lf and unicode-free ascii ~`!@#$^&*()_+-={}[]|:;'<>,.?/", data.d);
    debugPrintfEXT("%5.2f|%-8d|%08x|%e|%g|%a", data.v.y, data.i, data.u, data.v.z, data.v.w, data.v.x);
    debugPrintfEXT("");
}
