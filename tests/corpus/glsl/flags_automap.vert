// glslang: --auto-map-locations --auto-map-bindings --invert-y -DSCALE=2.5 -DUSE_EXTRA
#version 450
// No explicit locations/bindings: --auto-map-* assigns them; --invert-y negates gl_Position.y; -D macros.
in vec3 position;
in vec2 texcoord;
out vec2 vUv;
out float vExtra;
uniform Camera { mat4 viewProj; } cam;
uniform sampler2D heightTex;

void main()
{
    float h = textureLod(heightTex, texcoord, 0.0).r * SCALE;
    vUv = texcoord;
#ifdef USE_EXTRA
    vExtra = h;
#else
    vExtra = 0.0;
#endif
    gl_Position = cam.viewProj * vec4(position + vec3(0.0, h, 0.0), 1.0);
}
