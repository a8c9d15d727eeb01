/* Built-in variables (SPIR-V 3.21 BuiltIn; Vulkan "Built-In Variables";
 * SPIRV-Tools validate_builtins.cpp): the type, storage class and
 * execution models each built-in requires.  Not written yet: no rule is
 * checked here (the BuiltIn decoration's target kind is checked in
 * decorations.c). */
#include "interface.h"

void spvrt_interface_builtin_rules(spvrt_interface *s)
{
    (void)s;
}
