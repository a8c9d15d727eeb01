#version 450
// Spec-constant expressions: every foldable operation becomes OpSpecConstantOp.
layout(local_size_x = 1) in;

layout(constant_id = 0) const int A = 10;
layout(constant_id = 1) const int B = -3;
layout(constant_id = 2) const uint C = 7u;
layout(constant_id = 3) const uint D = 0x80000000u;
layout(constant_id = 4) const bool P = true;
layout(constant_id = 5) const bool Q = false;

const int  sAdd   = A + B;
const int  sSub   = A - B;
const int  sMul   = A * B;
const int  sDiv   = A / B;
const int  sMod   = A % B;
const int  sNeg   = -A;
const int  sNot   = ~B;
const int  sShl   = A << 2;
const int  sShr   = B >> 1;
const uint uShr   = D >> C;
const uint uDiv   = D / C;
const uint uMod   = D % C;
const uint uAnd   = D & C;
const uint uOr    = D | C;
const uint uXor   = D ^ C;
const bool bLt    = A < B;
const bool bGe    = A >= B;
const bool bULt   = C < D;
const bool bEq    = A == B;
const bool bNe    = C != D;
const bool bAnd   = P && Q;
const bool bOr    = P || Q;
const bool bXor   = P ^^ Q;
const bool bNot   = !P;
const int  sSel   = P ? A : B;
const uint toU    = uint(A);
const int  toI    = int(D);
const bool toB    = bool(C);
const int  fromB  = int(Q);
const uint fromBU = uint(P);

layout(std430, binding = 0) buffer Out { int i[12]; uint u[8]; uint b[12]; } o;

void main()
{
    o.i[0] = sAdd;  o.i[1] = sSub; o.i[2] = sMul; o.i[3] = sDiv;
    o.i[4] = sMod;  o.i[5] = sNeg; o.i[6] = sNot; o.i[7] = sShl;
    o.i[8] = sShr;  o.i[9] = sSel; o.i[10] = toI; o.i[11] = fromB;
    o.u[0] = uShr;  o.u[1] = uDiv; o.u[2] = uMod; o.u[3] = uAnd;
    o.u[4] = uOr;   o.u[5] = uXor; o.u[6] = toU;  o.u[7] = fromBU;
    o.b[0] = uint(bLt);  o.b[1] = uint(bGe); o.b[2] = uint(bULt);
    o.b[3] = uint(bEq);  o.b[4] = uint(bNe); o.b[5] = uint(bAnd);
    o.b[6] = uint(bOr);  o.b[7] = uint(bXor); o.b[8] = uint(bNot);
    o.b[9] = uint(toB);  o.b[10] = 0u; o.b[11] = 1u;
}
