#version 310 es
// OpenGL ES vertex shader with lowp/mediump/highp mixes and an int attribute; precision
// qualifiers on function parameters and return values.
layout(location = 0) in highp vec4 position;
layout(location = 1) in mediump vec3 normal;
layout(location = 2) in lowp ivec2 ids;
layout(location = 0) out mediump vec3 vNormal;
layout(location = 1) flat out lowp int vId;
layout(location = 2) out mediump float vFog;
layout(std140, binding = 0) uniform UBO { highp mat4 mvp; mediump mat3 normalMat; mediump float fogDensity; } ubo;

mediump float fogFactor(highp float dist, mediump float density)
{
    return clamp(exp(-density * dist), 0.0, 1.0);
}

void main()
{
    gl_Position = ubo.mvp * position;
    vNormal = ubo.normalMat * normal;
    vId = ids.x + ids.y;
    vFog = fogFactor(gl_Position.w, ubo.fogDensity);
}
