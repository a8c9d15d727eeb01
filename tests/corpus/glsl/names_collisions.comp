#version 450
// Identifiers chosen to collide with spirv-dis friendly names and with each other.
layout(local_size_x = 1) in;

struct v4float { float x; float y; float z; float w; };
struct float_1 { int a_b; int a; int b; };
struct _ptr_Function_float { float _ptr_Function_float; };
struct uint_0 { uint uint_1; };

layout(std430, binding = 0) buffer _runtimearr_float {
    v4float v4float_;
    float_1 float_0;
    uint_0  uint_2;
    float   float_[];
} bool_;

layout(binding = 1) uniform UBO { vec4 v4float_0; vec4 main_0; } main_1;

int a_b = 3;
int int_3 = -3;
float float_2 = 2.0;
vec4 v4float__ = vec4(1.0);
uint uint_4 = 4u;
bool true_ = true;
bool false_ = false;
float float_0_5 = 0.5;

int a(int a_b) { return a_b + 1; }
int b(float_1 s) { return s.a_b + s.a + s.b; }
float _ptr_Function_float_(inout _ptr_Function_float p) { p._ptr_Function_float += 1.0; return p._ptr_Function_float; }
void main_2() { int_3 = a(int_3); }
int _() { return 0; }
int _0() { return 1; }
int __() { return 2; }

void main()
{
    main_2();
    float_1 s;
    s.a_b = a(a_b);
    s.a = int_3;
    s.b = int(float_2);
    _ptr_Function_float p = _ptr_Function_float(float_0_5);
    float r = _ptr_Function_float_(p);
    v4float v = v4float(v4float__.x, v4float__.y, r, float(uint_4));
    if (true_ && !false_) bool_.v4float_ = v;
    bool_.float_0 = s;
    bool_.uint_2.uint_1 = uint(b(s) + _() + _0() + __());
    bool_.float_[0] = main_1.v4float_0.x + main_1.main_0.y;
}
