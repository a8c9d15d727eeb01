// glslang: --target-env vulkan1.3
#version 450
#extension GL_EXT_terminate_invocation : require
// terminateInvocation (OpTerminateInvocation) under SPIR-V 1.6.
layout(location = 0) in flat int mode;
layout(location = 0) out vec4 color;

void main()
{
    if (mode == 1)
        terminateInvocation;
    color = vec4(float(mode));
    if (mode < 0) {
        color = vec4(-1.0);
        terminateInvocation;
    }
    color.a = 1.0;
}
