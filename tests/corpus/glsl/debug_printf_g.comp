// glslang: -g
#version 450
#extension GL_EXT_debug_printf : require
// debugPrintfEXT with -g: OpString for the format AND the OpSource text hold "escaped\" \\ strings".
layout(local_size_x = 4, local_size_y = 2) in;
layout(std430, binding = 0) buffer Values { vec2 v[]; } values;

void report(uint idx, vec2 value)
{
    if (value.x != value.x)
        debugPrintfEXT("NaN at index %u!", idx);
    else
        debugPrintfEXT("[%u] = (%f, %f)", idx, value.x, value.y);
}

void main()
{
    debugPrintfEXT("tab\there, quote\" and backslash\\ and newline\n");
    debugPrintfEXT("invocation %u of %u", gl_LocalInvocationIndex, gl_WorkGroupSize.x * gl_WorkGroupSize.y);
    report(gl_LocalInvocationIndex, values.v[gl_LocalInvocationIndex]);
    debugPrintfEXT("local id %v2u", gl_LocalInvocationID.xy);
}
