/* Entry points and execution modes (SPIR-V 2.16, 3.52.5 mode-setting
 * instructions; Vulkan "Shader Interfaces" and the Standalone SPIR-V rules
 * of the Vulkan environment appendix). */
#include "interface.h"

void spvrt_interface_entry_point_rules(spvrt_interface *s)
{
    (void)s;
}
