// glslang: --auto-map-bindings --stb 10 --ssb 20 --sub 30 --sbb 40 --rsb 3 --keep-uncalled
#version 450
// Binding shifts per resource class, a resource-set override, and --keep-uncalled functions.
layout(location = 0) in vec2 uv;
layout(location = 0) out vec4 color;
uniform sampler2D albedo;
uniform texture2D tex;
uniform sampler samp;
uniform Params { vec4 tint; } params;
buffer Extra { float e[]; } extra;

float neverCalled(float x) { return x * 42.0; }
vec3 alsoNeverCalled(vec3 v) { return v.zyx * neverCalled(v.x); }

void main()
{
    color = texture(albedo, uv) * params.tint + texture(sampler2D(tex, samp), uv) * extra.e[0];
}
