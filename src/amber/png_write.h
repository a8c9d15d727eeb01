/* Private header: the PNG writer of the script layer (png.c). */
#ifndef SPVRT_AMBER_PNG_WRITE_H
#define SPVRT_AMBER_PNG_WRITE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Write width x height pixels of 8-bit RGBA (rows top to bottom) to path.
 * On failure returns false with a message in error. */
bool amber_png_write(const char *path, const uint8_t *rgba, uint32_t width, uint32_t height, char *error,
                     size_t error_size);

#endif
