#version 450
// Subpass inputs (InputAttachmentIndex), multisampled inputs, integer inputs.
layout(input_attachment_index = 0, set = 0, binding = 0) uniform subpassInput albedo;
layout(input_attachment_index = 1, set = 0, binding = 1) uniform subpassInputMS depthMS;
layout(input_attachment_index = 2, set = 0, binding = 2) uniform usubpassInput materialId;
layout(input_attachment_index = 3, set = 0, binding = 3) uniform isubpassInputMS offsets;
layout(location = 0) out vec4 color;

void main()
{
    vec4 a = subpassLoad(albedo);
    float d = 0.0;
    for (int s = 0; s < 4; ++s) d += subpassLoad(depthMS, s).r;
    uint id = subpassLoad(materialId).x;
    ivec4 off = subpassLoad(offsets, gl_SampleID);
    color = a * (d * 0.25) + vec4(float(id), vec3(off.xyz));
}
