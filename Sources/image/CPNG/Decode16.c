/* 16-bit PNGs through libpng's classic API, read as pngjs (pixelmatch's reader) reads them: every sample scaled to
 * 8 bits as round(v × 255 / 65535) (png_set_scale_16, which is exact), tRNS compared at 16 bits before scaling.
 * libpng 1.6's simplified API is not used for them: it takes untagged 16-bit data as linear (an image stored as
 * v × 257 came out 86 % different), and it misplaces the rows of interlaced 16-bit images.
 *
 * A file's own gAMA chunk (without an sRGB chunk) still applies, converted to sRGB as the simplified API does for
 * 8-bit files. setjmp stays in this file: libpng's errors longjmp here and come back as a message. */
#include "CPNG.h"
#include <setjmp.h>
#include <stdio.h>
#include <string.h>

typedef struct reader {
    const uint8_t *data;
    size_t size, offset;
    char *message;
    size_t message_size;
    jmp_buf jump;
} reader;

static void read_bytes(png_structp png, png_bytep out, size_t count) {
    reader *source = png_get_io_ptr(png);
    if (count > source->size - source->offset) png_error(png, "the file ends before the image does");
    memcpy(out, source->data + source->offset, count);
    source->offset += count;
}

static void on_error(png_structp png, png_const_charp text) {
    reader *source = png_get_error_ptr(png);
    snprintf(source->message, source->message_size, "%s", text);
    longjmp(source->jump, 1);
}

static void on_warning(png_structp png, png_const_charp text) { (void)png; (void)text; }

int cpng_decode16_rgba8(const uint8_t *data, size_t size, uint8_t *rgba, size_t capacity, char *message,
                        size_t message_size) {
    reader source = {data, size, 0, message, message_size};
    if (message_size > 0) message[0] = 0;
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &source, on_error, on_warning);
    if (png == NULL) { snprintf(message, message_size, "out of memory"); return 0; }
    png_infop info = png_create_info_struct(png);
    png_bytepp rows = NULL;
    /* volatile: read after a longjmp */
    png_bytepp volatile rows_to_free = NULL;
    if (info == NULL || setjmp(source.jump)) {
        png_free(png, rows_to_free);
        png_destroy_read_struct(&png, info ? &info : NULL, NULL);
        if (message_size > 0 && message[0] == 0) snprintf(message, message_size, "libpng failed");
        return 0;
    }
    png_set_read_fn(png, &source, read_bytes);
    png_read_info(png, info);
    png_uint_32 width = png_get_image_width(png, info), height = png_get_image_height(png, info);
    int color = png_get_color_type(png, info);
    if ((size_t)width * 4 * height > capacity) png_error(png, "the output buffer is too small");
    png_set_expand(png);             /* palette, low-bit grey, tRNS → alpha */
    png_set_scale_16(png);
    if (!(color & PNG_COLOR_MASK_COLOR)) png_set_gray_to_rgb(png);
    if (!(color & PNG_COLOR_MASK_ALPHA) && !png_get_valid(png, info, PNG_INFO_tRNS)) png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
    png_fixed_point file_gamma;
    if (!png_get_valid(png, info, PNG_INFO_sRGB) && png_get_gAMA_fixed(png, info, &file_gamma) && file_gamma != 45455)
        png_set_gamma_fixed(png, PNG_DEFAULT_sRGB, file_gamma);
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)width * 4) png_error(png, "unexpected row size after conversion to RGBA8");
    rows = png_malloc(png, sizeof(png_bytep) * height);
    rows_to_free = rows;
    for (png_uint_32 y = 0; y < height; y++) rows[y] = rgba + (size_t)y * width * 4;
    png_read_image(png, rows);
    png_free(png, rows);
    rows_to_free = NULL;
    png_destroy_read_struct(&png, &info, NULL);
    return 1;
}
