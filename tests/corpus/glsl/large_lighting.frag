#version 450
// LARGE benchmark shader: macro-unrolled many-light shading with texture sampling per light,
// producing lots of OpImageSample*, OpAccessChain, GLSL.std.450 calls and OpFOrdLessThan branches.
layout(location = 0) in vec3 worldPos;
layout(location = 1) in vec3 worldNormal;
layout(location = 2) in vec2 uv;
layout(location = 0) out vec4 outColor;

struct Light { vec4 posRadius; vec4 colorIntensity; vec4 dirAngle; };
layout(std140, set = 0, binding = 0) uniform Lights { Light lights[64]; vec4 ambient; } L;
layout(set = 0, binding = 1) uniform sampler2D albedoTex;
layout(set = 0, binding = 2) uniform sampler2DArray cookieTex;
layout(set = 0, binding = 3) uniform samplerCubeShadow shadowCube;

#define LIGHT(i) { \
    vec3 toL = L.lights[i].posRadius.xyz - worldPos; \
    float dist = length(toL); \
    vec3 ldir = toL / max(dist, 1e-4); \
    float ndl = max(dot(n, ldir), 0.0); \
    float atten = clamp(1.0 - dist / L.lights[i].posRadius.w, 0.0, 1.0); \
    atten *= atten; \
    float spot = smoothstep(L.lights[i].dirAngle.w, 1.0, dot(-ldir, L.lights[i].dirAngle.xyz)); \
    vec4 cookie = textureLod(cookieTex, vec3(ldir.xy * 0.5 + 0.5, float(i)), 0.0); \
    float vis = texture(shadowCube, vec4(-ldir, dist / L.lights[i].posRadius.w - 0.005)); \
    vec3 h = normalize(ldir + v); \
    float spec = pow(max(dot(n, h), 0.0), 32.0 + float(i)); \
    if (ndl > 0.0 && atten > 0.0) { \
        diffuse += L.lights[i].colorIntensity.rgb * (L.lights[i].colorIntensity.w * ndl * atten * spot * vis) * cookie.rgb; \
        specular += L.lights[i].colorIntensity.rgb * (spec * atten * vis); \
    } \
}

#define LIGHTS8(i) LIGHT(i) LIGHT(i + 1) LIGHT(i + 2) LIGHT(i + 3) LIGHT(i + 4) LIGHT(i + 5) LIGHT(i + 6) LIGHT(i + 7)
#define LIGHTS64 LIGHTS8(0) LIGHTS8(8) LIGHTS8(16) LIGHTS8(24) LIGHTS8(32) LIGHTS8(40) LIGHTS8(48) LIGHTS8(56)

void main()
{
    vec3 n = normalize(worldNormal);
    vec3 v = normalize(-worldPos);
    vec3 diffuse = L.ambient.rgb;
    vec3 specular = vec3(0.0);
    LIGHTS64
    LIGHTS64
    vec4 albedo = texture(albedoTex, uv);
    outColor = vec4(albedo.rgb * diffuse + specular, albedo.a);
}
