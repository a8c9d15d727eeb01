"""Shared helpers for the amber acceptance tests: number formats and the
parts of AmberScript (google/amber docs/amber_script.md) the checker reads.
Independent of spvrt: plain Python, no numpy."""
import os
import math
import struct

SCALAR_BYTES = {"int8": 1, "uint8": 1, "int16": 2, "uint16": 2, "int32": 4,
                "uint32": 4, "int64": 8, "uint64": 8, "float": 4, "double": 8}


def wrap(x, bits, signed):
    x &= (1 << bits) - 1
    if signed and x >> (bits - 1):
        x -= 1 << bits
    return x


def s8(x): return wrap(x, 8, True)
def u8(x): return wrap(x, 8, False)
def s16(x): return wrap(x, 16, True)
def u16(x): return wrap(x, 16, False)
def s32(x): return wrap(x, 32, True)
def u32(x): return wrap(x, 32, False)
def s64(x): return wrap(x, 64, True)
def u64(x): return wrap(x, 64, False)


def f32(x):
    """Round a Python float to the nearest float32 (ties to even)."""
    return struct.unpack("<f", struct.pack("<f", x))[0]


def f16(x):
    return struct.unpack("<e", struct.pack("<e", x))[0]


def f16_bits(x):
    return struct.unpack("<H", struct.pack("<e", x))[0]


def f32_bits(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]


def bits_f32(b):
    return struct.unpack("<f", struct.pack("<I", b & 0xffffffff))[0]


def tdiv(a, b):
    """Integer division truncating toward zero (OpSDiv)."""
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def srem(a, b):
    """OpSRem: sign of the result follows the dividend."""
    return a - b * tdiv(a, b)


def smod(a, b):
    """OpSMod: sign of the result follows the divisor."""
    r = srem(a, b)
    if r != 0 and (r < 0) != (b < 0):
        r += b
    return r


def fmt(value, dtype):
    """Shortest decimal text that reads back as the same value of dtype."""
    if dtype in ("float", "double"):
        if dtype == "float":
            value = f32(value)
        if value == int(value) and abs(value) < 1e15:
            return str(int(value)) if value != 0 or math.copysign(1, value) > 0 else "-0.0"
        for p in range(1, 18):
            text = "%.*g" % (p, value)
            back = float(text)
            if (f32(back) if dtype == "float" else back) == value:
                return text
        return repr(value)
    return str(int(value))


def parse_number(text, dtype):
    if dtype in ("float", "double"):
        return float(text)
    return int(text, 0)


def scalar_of(dtype):
    """'vec4<float>' -> ('float', 4); 'uint32' -> ('uint32', 1)."""
    if dtype.startswith("vec"):
        return dtype[5:-1], int(dtype[3])
    return dtype, 1


def element_stride(dtype, layout):
    scalar, comps = scalar_of(dtype)
    size = SCALAR_BYTES[scalar] * (4 if comps == 3 else comps)
    if layout == "STD140":
        size = max(size, 16)
    return size


def write_or_check_scripts(scripts, argv):
    """The main of the make_scripts.py generators: scripts is a list of (folder, name, make) where make()
    returns a script's text; writes each FOLDER/NAME.amber, or with --check in argv reports each that
    differs from what it would write.  Returns the exit status."""
    check = "--check" in argv
    bad = 0
    for folder, name, make in scripts:
        path = os.path.join(folder, name + ".amber")
        text = make()
        if check:
            if not os.path.exists(path) or open(path).read() != text:
                print("%s differs from what make_scripts.py writes" % path)
                bad += 1
        else:
            with open(path, "w") as f:
                f.write(text)
    return 1 if bad else 0
