// glslang: -g
#version 450
/* Debug-info test: OpSource carries this whole file, including "double quotes",
   'single quotes', backslashes \ and \\ and \n (not a newline), C:\path\to\file.glsl,
   a trailing backslash at the end of this line is avoided on purpose,
   tabs:	<-there, and printf-like %s %d %% sequences. */
layout(local_size_x = 8) in;

layout(std430, binding = 0) buffer Data { float values[]; } data;

// A helper with "quoted" names in the comment: "helper(float)"
float helper(float x)
{
    float y = x * x;   // square
    return y + 1.0;    // "plus one"
}

void main()
{
    uint i = gl_GlobalInvocationID.x;
    float v = data.values[i];
    for (int k = 0; k < 3; ++k) {
        v = helper(v);
    }
    data.values[i] = v;
}
