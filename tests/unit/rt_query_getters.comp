#version 460
#extension GL_EXT_ray_query : require
layout(local_size_x = 4) in;
layout(set = 0, binding = 0) uniform accelerationStructureEXT tlas;
struct Ray { vec4 o; vec4 d; uint flags; uint mode; float gen_t; uint pad; };
layout(std430, set = 0, binding = 1) readonly buffer Rays { Ray rays[]; };
layout(std430, set = 0, binding = 2) buffer Out { uint o[]; };
void put(uint at, float v) { o[at] = floatBitsToUint(v); }
void main() {
    uint i = gl_GlobalInvocationID.x;
    Ray r = rays[i];
    rayQueryEXT q;
    rayQueryInitializeEXT(q, tlas, r.flags, 0xFF, r.o.xyz, r.o.w, r.d.xyz, r.d.w);
    uint b = i * 128u;
    uint n = 0;
    while (rayQueryProceedEXT(q)) {
        uint ct = rayQueryGetIntersectionTypeEXT(q, false);
        if (n == 0) {
            o[b + 50] = ct;
            if (ct == gl_RayQueryCandidateIntersectionTriangleEXT) {
                put(b + 51, rayQueryGetIntersectionTEXT(q, false));
                vec2 bc = rayQueryGetIntersectionBarycentricsEXT(q, false);
                put(b + 57, bc.x); put(b + 58, bc.y);
                o[b + 59] = rayQueryGetIntersectionFrontFaceEXT(q, false) ? 1u : 0u;
            }
            o[b + 52] = rayQueryGetIntersectionInstanceCustomIndexEXT(q, false);
            o[b + 53] = rayQueryGetIntersectionInstanceIdEXT(q, false);
            o[b + 54] = rayQueryGetIntersectionInstanceShaderBindingTableRecordOffsetEXT(q, false);
            o[b + 55] = rayQueryGetIntersectionGeometryIndexEXT(q, false);
            o[b + 56] = rayQueryGetIntersectionPrimitiveIndexEXT(q, false);
            o[b + 60] = rayQueryGetIntersectionCandidateAABBOpaqueEXT(q) ? 1u : 0u;
            vec3 od = rayQueryGetIntersectionObjectRayDirectionEXT(q, false);
            vec3 oo = rayQueryGetIntersectionObjectRayOriginEXT(q, false);
            put(b + 61, od.x); put(b + 62, od.y); put(b + 63, od.z);
            put(b + 64, oo.x); put(b + 65, oo.y); put(b + 66, oo.z);
            mat4x3 m = rayQueryGetIntersectionObjectToWorldEXT(q, false);
            mat4x3 v = rayQueryGetIntersectionWorldToObjectEXT(q, false);
            for (int c = 0; c < 4; c++) for (int k = 0; k < 3; k++) { put(b + 67 + c * 3 + k, m[c][k]); put(b + 79 + c * 3 + k, v[c][k]); }
        }
        n++;
        if (ct == gl_RayQueryCandidateIntersectionTriangleEXT) {
            if ((r.mode & 1u) != 0u) rayQueryConfirmIntersectionEXT(q);
        } else {
            rayQueryGenerateIntersectionEXT(q, r.gen_t);
        }
        if ((r.mode & 2u) != 0u) rayQueryTerminateEXT(q);
    }
    o[b + 0] = n;
    uint t = rayQueryGetIntersectionTypeEXT(q, true);
    o[b + 1] = t;
    put(b + 2, rayQueryGetRayTMinEXT(q));
    o[b + 3] = rayQueryGetRayFlagsEXT(q);
    vec3 wo = rayQueryGetWorldRayOriginEXT(q), wd = rayQueryGetWorldRayDirectionEXT(q);
    put(b + 4, wo.x); put(b + 5, wo.y); put(b + 6, wo.z);
    put(b + 7, wd.x); put(b + 8, wd.y); put(b + 9, wd.z);
    if (t != gl_RayQueryCommittedIntersectionNoneEXT) {
        put(b + 10, rayQueryGetIntersectionTEXT(q, true));
        o[b + 11] = rayQueryGetIntersectionInstanceCustomIndexEXT(q, true);
        o[b + 12] = rayQueryGetIntersectionInstanceIdEXT(q, true);
        o[b + 13] = rayQueryGetIntersectionInstanceShaderBindingTableRecordOffsetEXT(q, true);
        o[b + 14] = rayQueryGetIntersectionGeometryIndexEXT(q, true);
        o[b + 15] = rayQueryGetIntersectionPrimitiveIndexEXT(q, true);
        if (t == gl_RayQueryCommittedIntersectionTriangleEXT) {
            vec2 bc = rayQueryGetIntersectionBarycentricsEXT(q, true);
            put(b + 16, bc.x); put(b + 17, bc.y);
            o[b + 18] = rayQueryGetIntersectionFrontFaceEXT(q, true) ? 1u : 0u;
        }
        vec3 od = rayQueryGetIntersectionObjectRayDirectionEXT(q, true);
        vec3 oo = rayQueryGetIntersectionObjectRayOriginEXT(q, true);
        put(b + 19, od.x); put(b + 20, od.y); put(b + 21, od.z);
        put(b + 22, oo.x); put(b + 23, oo.y); put(b + 24, oo.z);
        mat4x3 m = rayQueryGetIntersectionObjectToWorldEXT(q, true);
        mat4x3 v = rayQueryGetIntersectionWorldToObjectEXT(q, true);
        for (int c = 0; c < 4; c++) for (int k = 0; k < 3; k++) { put(b + 25 + c * 3 + k, m[c][k]); put(b + 37 + c * 3 + k, v[c][k]); }
    }
}
