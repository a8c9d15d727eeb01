#version 450
// Fragment built-ins: coord, facing, point coord, sample info, depth, layer/viewport, helper.
layout(location = 0) out vec4 color;
layout(location = 1) out ivec2 extra;

void main()
{
    vec4 c = gl_FragCoord;
    if (gl_FrontFacing) c.x += 1.0;
    c.xy += gl_PointCoord;
    c.z += float(gl_SampleID) + gl_SamplePosition.x;
    c.w += float(gl_SampleMaskIn[0] & 1);
    c.w += float(gl_PrimitiveID + gl_Layer + gl_ViewportIndex);
    c.y += gl_ClipDistance[0] + gl_CullDistance[1];
    if (gl_HelperInvocation) c = vec4(0.0);
    gl_SampleMask[0] = 0x5;
    gl_FragDepth = clamp(gl_FragCoord.z * 0.5, 0.0, 1.0);
    color = c;
    extra = ivec2(gl_FragCoord.xy);
}
