"""Spellings that changed between the two spirv-dis versions the tests meet.

spvrt's text follows the newest SPIRV-Tools (47c74f48, grammar of
SPIRV-Headers 0d25db97): among aliases it prints the registry's preferred
name, mostly the KHR/EXT one.  CI can only install Debian's spirv-dis
(SPIRV-Tools 2023.1), which printed the older spelling.  The text tests
compare with Debian's tool after rewriting its old spellings with this table
(old -> new); nothing else is normalised.  Each pair names one number
(Debian's grammar and the registry agree on it), so the rewrite changes no
meaning.  Only names a Vulkan shader can carry are listed; a name missing
here shows up as a test failure naming both spellings.
"""

import re

OLD_TO_NEW = {
    # ExecutionModel (SPV_KHR_ray_tracing replaced SPV_NV_ray_tracing's names)
    "RayGenerationNV": "RayGenerationKHR",
    "IntersectionNV": "IntersectionKHR",
    "AnyHitNV": "AnyHitKHR",
    "ClosestHitNV": "ClosestHitKHR",
    "MissNV": "MissKHR",
    "CallableNV": "CallableKHR",
    # StorageClass
    "CallableDataNV": "CallableDataKHR",
    "IncomingCallableDataNV": "IncomingCallableDataKHR",
    "RayPayloadNV": "RayPayloadKHR",
    "HitAttributeNV": "HitAttributeKHR",
    "IncomingRayPayloadNV": "IncomingRayPayloadKHR",
    "ShaderRecordBufferNV": "ShaderRecordBufferKHR",
    # BuiltIn
    "LaunchIdNV": "LaunchIdKHR",
    "LaunchSizeNV": "LaunchSizeKHR",
    "WorldRayOriginNV": "WorldRayOriginKHR",
    "WorldRayDirectionNV": "WorldRayDirectionKHR",
    "ObjectRayOriginNV": "ObjectRayOriginKHR",
    "ObjectRayDirectionNV": "ObjectRayDirectionKHR",
    "RayTminNV": "RayTminKHR",
    "RayTmaxNV": "RayTmaxKHR",
    "InstanceCustomIndexNV": "InstanceCustomIndexKHR",
    "ObjectToWorldNV": "ObjectToWorldKHR",
    "WorldToObjectNV": "WorldToObjectKHR",
    "HitKindNV": "HitKindKHR",
    "IncomingRayFlagsNV": "IncomingRayFlagsKHR",
    # ExecutionMode (mesh shaders, compute derivatives)
    "OutputLinesNV": "OutputLinesEXT",
    "OutputPrimitivesNV": "OutputPrimitivesEXT",
    "OutputTrianglesNV": "OutputTrianglesEXT",
    "DerivativeGroupQuadsNV": "DerivativeGroupQuadsKHR",
    "DerivativeGroupLinearNV": "DerivativeGroupLinearKHR",
    # Decoration
    "PerPrimitiveNV": "PerPrimitiveEXT",
    # Capability
    "ComputeDerivativeGroupQuadsNV": "ComputeDerivativeGroupQuadsKHR",
    "ComputeDerivativeGroupLinearNV": "ComputeDerivativeGroupLinearKHR",
    "GroupNonUniformPartitionedNV": "GroupNonUniformPartitionedEXT",
    "RayTracingOpacityMicromapEXT": "RayTracingOpacityMicromapKHR",
    # GroupOperation
    "PartitionedReduceNV": "PartitionedReduceEXT",
    "PartitionedInclusiveScanNV": "PartitionedInclusiveScanEXT",
    "PartitionedExclusiveScanNV": "PartitionedExclusiveScanEXT",
    # instructions
    "OpGroupNonUniformPartitionNV": "OpGroupNonUniformPartitionEXT",
}

_WORD = re.compile(r"(?<![%\w])(" + "|".join(sorted(OLD_TO_NEW, key=len, reverse=True)) + r")(?!\w)")


# A pointer type's friendly name holds its storage class: %_ptr_RayPayloadNV_float.
_POINTER_NAME = re.compile(r"(?<=%_ptr_)(" + "|".join(sorted(OLD_TO_NEW, key=len, reverse=True)) + r")(?![A-Za-z0-9])")
# An indented line with a result: "%name = " right-aligned so the opcode starts in column 15.
_RESULT = re.compile(r"^ *(%[^ ]+) = ")


def _line(line):
    # only outside string literals ("..." with \" escapes)
    parts = re.split(r'("(?:[^"\\]|\\.)*")', line)
    new = "".join(p if i % 2 else _POINTER_NAME.sub(lambda m: OLD_TO_NEW[m.group(1)],
                                                    _WORD.sub(lambda m: OLD_TO_NEW[m.group(1)], p))
                  for i, p in enumerate(parts))
    m, old = _RESULT.match(new), _RESULT.match(line)
    if m and old and m.group(1) != old.group(1) and line.startswith(" "):  # a renamed result id: align again
        new = " " * max(0, 14 - len(m.group(1)) - 1) + new[m.start(1):]
    return new


def newest_spelling(text):
    """Debian spirv-dis text (bytes or str) with the old spellings rewritten."""
    as_bytes = isinstance(text, bytes)
    s = text.decode("utf-8", errors="surrogateescape") if as_bytes else text
    s = "\n".join(_line(l) for l in s.split("\n"))
    return s.encode("utf-8", errors="surrogateescape") if as_bytes else s
