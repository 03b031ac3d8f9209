/* Coverage blending through a blender's table, eight pixels (32 bytes) a step.
 *
 * The table lookups stay scalar (a gather is slower than eight loads); the source-over arithmetic runs on all
 * 32 channels at once in 16-bit lanes. The vector types are clang's portable ones, so one source compiles to
 * SSE2, AVX2 (a second copy chosen by the loader on x86-64 Linux) or NEON. The tail uses the same arithmetic in
 * 32-bit words, so a pixel's value never depends on which path blended it. */
#include "CPixels.h"
#include "Vectors.h"
#include <string.h>

static inline uint64_t load64(const uint8_t *bytes) {
    uint64_t value;
    memcpy(&value, bytes, 8);
    return value;
}

/* Source-over of one table pixel onto one pixel, two channels per 32-bit multiply (R and B, then G and A). */
static inline void blend1(uint32_t source, uint8_t *pixel) {
    uint32_t destination;
    memcpy(&destination, pixel, 4);
    uint32_t keep = 255 - (source >> 24);
    uint32_t red_blue = (destination & 0x00FF00FFu) * keep + 0x00800080u;
    red_blue = ((red_blue + ((red_blue >> 8) & 0x00FF00FFu)) >> 8) & 0x00FF00FFu;
    uint32_t green_alpha = ((destination >> 8) & 0x00FF00FFu) * keep + 0x00800080u;
    green_alpha = (green_alpha + ((green_alpha >> 8) & 0x00FF00FFu)) & 0xFF00FF00u;
    uint32_t result = source + (red_blue | green_alpha);
    memcpy(pixel, &result, 4);
}

CPX_CLONES
void cpx_blend_coverage_row(const cpx_coverage_tables *table, const uint8_t *coverage, uint8_t *pixels, size_t count) {
    const uint32_t *tables = table->pixels;
    /* Full coverage of an opaque colour gives the colour whatever lies below: a box's inside is stored, not blended. */
    const uint32_t full = tables[255];
    const int opaque = (full >> 24) == 0xFF;
    size_t i = 0;
    for (; i + 8 <= count; i += 8) {
        uint64_t quad = load64(coverage + i);
        if (quad == 0) continue;  /* most of a glyph's box is empty */
        if (opaque && quad == UINT64_MAX) {
            uint32_t fill[8] = {full, full, full, full, full, full, full, full};
            memcpy(pixels + 4 * i, fill, 32);
            continue;
        }
        uint32_t looked_up[8];
        for (int lane = 0; lane < 8; lane++) looked_up[lane] = tables[(quad >> (8 * lane)) & 0xFF];
        cpx_u8x32 source_bytes, destination_bytes;
        memcpy(&source_bytes, looked_up, 32);
        memcpy(&destination_bytes, pixels + 4 * i, 32);
        cpx_u8x32 result = __builtin_convertvector(cpx_over8(__builtin_convertvector(source_bytes, cpx_u16x32),
                                                             destination_bytes), cpx_u8x32);
        memcpy(pixels + 4 * i, &result, 32);
    }
    for (; i < count; i++) {
        if (coverage[i]) blend1(tables[coverage[i]], pixels + 4 * i);
    }
}

static inline __attribute__((always_inline)) void store_row(const uint32_t *tables, const uint8_t *coverage,
                                                             uint8_t *pixels, size_t count) {
    size_t i = 0;
    for (; i + 8 <= count; i += 8) {
        uint64_t quad = load64(coverage + i);
        if (quad == 0) continue;  /* already transparent: a glyph box's empty margins cost no stores */
        uint32_t looked_up[8];
        for (int lane = 0; lane < 8; lane++) looked_up[lane] = tables[(quad >> (8 * lane)) & 0xFF];
        memcpy(pixels + 4 * i, looked_up, 32);
    }
    for (; i < count; i++) {
        if (coverage[i]) memcpy(pixels + 4 * i, &tables[coverage[i]], 4);
    }
}

CPX_CLONES
void cpx_store_coverage_rect_portable(const cpx_coverage_tables *tables, const uint8_t *coverage, size_t coverage_stride,
                                      uint8_t *pixels, size_t pixel_stride, size_t width, size_t rows) {
    for (size_t row = 0; row < rows; row++) {
        store_row(tables->pixels, coverage + row * coverage_stride, pixels + row * pixel_stride, width);
    }
}

void cpx_store_coverage_rect(const cpx_coverage_tables *tables, const uint8_t *coverage, size_t coverage_stride,
                             uint8_t *pixels, size_t pixel_stride, size_t width, size_t rows) {
    if (cpx_avx512_available()) {
        cpx_store_coverage_rect_avx512(tables, coverage, coverage_stride, pixels, pixel_stride, width, rows);
    } else {
        cpx_store_coverage_rect_portable(tables, coverage, coverage_stride, pixels, pixel_stride, width, rows);
    }
}
