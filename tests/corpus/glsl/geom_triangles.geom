#version 450
// Instanced geometry shader: triangles in, triangle_strip out, layered rendering.
layout(triangles, invocations = 4) in;
layout(triangle_strip, max_vertices = 3) out;

layout(location = 0) in vec3 vNormal[];
layout(location = 1) in vec2 vUv[];
layout(location = 0) out vec3 gNormal;
layout(location = 1) out vec2 gUv;
layout(location = 2) out flat int gFace;

layout(set = 0, binding = 0) uniform Faces { mat4 faceViewProj[4]; } faces;

void main()
{
    vec3 e0 = gl_in[1].gl_Position.xyz - gl_in[0].gl_Position.xyz;
    vec3 e1 = gl_in[2].gl_Position.xyz - gl_in[0].gl_Position.xyz;
    vec3 faceN = normalize(cross(e0, e1));
    for (int i = 0; i < gl_in.length(); ++i) {
        gl_Position = faces.faceViewProj[gl_InvocationID] * gl_in[i].gl_Position;
        gl_Layer = gl_InvocationID;
        gl_ViewportIndex = 0;
        gl_PrimitiveID = gl_PrimitiveIDIn;
        gNormal = normalize(vNormal[i] + faceN);
        gUv = vUv[i];
        gFace = gl_InvocationID;
        EmitVertex();
    }
    EndPrimitive();
}
