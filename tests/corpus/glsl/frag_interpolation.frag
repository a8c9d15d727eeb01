#version 450
// Interpolation qualifiers and interpolateAt* functions; Location/Component decorations.
layout(location = 0) in vec4 smoothV;
layout(location = 1) flat in ivec2 flatI;
layout(location = 1, component = 2) flat in uint flatPacked;
layout(location = 2) noperspective in vec3 noPersp;
layout(location = 3) centroid in vec2 cent;
layout(location = 4) sample in vec4 perSample;
layout(location = 5) centroid noperspective in float both;
layout(location = 6) in Block { vec2 a; flat int b; } blk;
layout(location = 8) in vec4 interpSrc;
layout(location = 0) out vec4 color;

void main()
{
    vec4 c = smoothV + vec4(flatI, flatPacked, 0) + vec4(noPersp, both) + vec4(cent, blk.a) + perSample;
    c += interpolateAtCentroid(interpSrc);
    c += interpolateAtSample(interpSrc, 2);
    c += interpolateAtOffset(interpSrc, vec2(-0.25, 0.125));
    c.x += float(blk.b);
    color = c;
}
