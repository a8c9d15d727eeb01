/* PNG writer for spvrt run --png (spvrt_amber_options.pngs): 8-bit RGBA,
 * non-interlaced, through Debian's libpng.  libpng reports errors by
 * longjmp to the setjmp below; nothing it allocated survives a failure. */
#include <errno.h>
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <string.h>

#include "png_write.h"

typedef struct png_failure {
    char *error;
    size_t error_size;
} png_failure;

static void on_error(png_structp png, png_const_charp text)
{
    png_failure *f = png_get_error_ptr(png);
    snprintf(f->error, f->error_size, "libpng: %s", text);
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp text)
{
    (void)png;
    (void)text;
}

bool amber_png_write(const char *path, const uint8_t *rgba, uint32_t width, uint32_t height, char *error,
                     size_t error_size)
{
    if (width == 0 || height == 0 || width > PNG_USER_WIDTH_MAX || height > PNG_USER_HEIGHT_MAX) {
        snprintf(error, error_size, "%ux%u is not an image size libpng writes", width, height);
        return false;
    }
    FILE *file = fopen(path, "wb");
    if (!file) {
        snprintf(error, error_size, "cannot write: %s", strerror(errno));
        return false;
    }
    png_failure failure = {error, error_size};
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &failure, on_error, on_warning);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (!png || !info) {
        png_destroy_write_struct(&png, NULL);
        fclose(file);
        snprintf(error, error_size, "out of memory");
        return false;
    }
    /* volatile: read after the longjmp */
    volatile bool ok = false;
    if (setjmp(png_jmpbuf(png)) == 0) {
        png_init_io(png, file);
        png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                     PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
        png_write_info(png, info);
        for (uint32_t y = 0; y < height; y++)
            png_write_row(png, rgba + (size_t)y * width * 4);
        png_write_end(png, NULL);
        ok = true;
    }
    png_destroy_write_struct(&png, &info);
    if (fclose(file) != 0 && ok) {
        snprintf(error, error_size, "cannot write: %s", strerror(errno));
        ok = false;
    }
    return ok;
}
