#include "CPNG.h"

#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

typedef struct cpng_write_state {
    cpng_buffer *out;
    char *message;
    size_t message_size;
    int out_of_memory;
} cpng_write_state;

static void cpng_copy_message(cpng_write_state *state, const char *text) {
    if (state->message == NULL || state->message_size == 0) return;
    strncpy(state->message, text ? text : "unknown libpng error", state->message_size - 1);
    state->message[state->message_size - 1] = '\0';
}

static void cpng_error(png_structp png, png_const_charp text) {
    cpng_write_state *state = (cpng_write_state *)png_get_error_ptr(png);
    cpng_copy_message(state, text);
    png_longjmp(png, 1);
}

static void cpng_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

static void cpng_write(png_structp png, png_bytep data, png_size_t length) {
    cpng_write_state *state = (cpng_write_state *)png_get_io_ptr(png);
    cpng_buffer *out = state->out;
    if (length > SIZE_MAX - out->size) {
        state->out_of_memory = 1;
        png_error(png, "encoded PNG too large");
    }
    if (out->size + length > out->capacity) {
        size_t capacity = out->capacity ? out->capacity : 65536;
        while (capacity < out->size + length) {
            if (capacity > SIZE_MAX / 2) { capacity = out->size + length; break; }
            capacity *= 2;
        }
        uint8_t *grown = (uint8_t *)realloc(out->data, capacity);
        if (grown == NULL) {
            state->out_of_memory = 1;
            png_error(png, "out of memory while encoding PNG");
        }
        out->data = grown;
        out->capacity = capacity;
    }
    memcpy(out->data + out->size, data, length);
    out->size += length;
}

static void cpng_flush(png_structp png) { (void)png; }

int cpng_encode_rgba8(const uint8_t *rgba, uint32_t width, uint32_t height, size_t row_stride,
                      int zlib_level, int zlib_strategy, int filters,
                      cpng_buffer *out, char *message, size_t message_size) {
    cpng_write_state state = { out, message, message_size, 0 };
    out->data = NULL;
    out->size = 0;
    out->capacity = 0;
    if (message != NULL && message_size > 0) message[0] = '\0';
    if (rgba == NULL || width == 0 || height == 0 || row_stride < (size_t)width * 4) {
        cpng_copy_message(&state, "invalid image dimensions or row stride");
        return 0;
    }

    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &state, cpng_error, cpng_warning);
    if (png == NULL) {
        cpng_copy_message(&state, "png_create_write_struct failed");
        return 0;
    }
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_write_struct(&png, NULL);
        cpng_copy_message(&state, "png_create_info_struct failed");
        return 0;
    }
    /* Everything below that can longjmp stays inside this function; no Swift frame is crossed. */
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        cpng_buffer_free(out);
        return 0;
    }
    png_set_write_fn(png, &state, cpng_write, cpng_flush);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_sRGB_gAMA_and_cHRM(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    png_set_compression_level(png, zlib_level);
    png_set_compression_strategy(png, zlib_strategy);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    png_write_info(png, info);
    for (uint32_t y = 0; y < height; y++) {
        png_write_row(png, (png_const_bytep)(rgba + (size_t)y * row_stride));
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    return 1;
}

void cpng_buffer_free(cpng_buffer *buffer) {
    if (buffer == NULL) return;
    free(buffer->data);
    buffer->data = NULL;
    buffer->size = 0;
    buffer->capacity = 0;
}
