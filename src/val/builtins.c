/* Built-in variables (SPIR-V 3.21 BuiltIn; Vulkan "Built-In Variables"). */
#include "interface.h"

void spvrt_interface_builtin_rules(spvrt_interface *s)
{
    (void)s;
}
