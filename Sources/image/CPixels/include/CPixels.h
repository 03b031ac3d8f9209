#ifndef LETTERPRESS_CPIXELS_H
#define LETTERPRESS_CPIXELS_H

/* CPixels: the blending inner loops of TextRender and ChatRender, eight pixels a step in vector registers (clang vector
 * extensions: SSE2 on any x86-64, an AVX2 copy picked at load time on Linux, NEON on arm64), and a store onto
 * transparent pixels that takes 64 pixels a step on CPUs with AVX-512 VBMI.
 *
 * Pixels are premultiplied RGBA8 (R, G, B, A bytes in memory order). `tables` are a blender's 256 premultiplied
 * source pixels, one per coverage value (`cpx_coverage_tables`). Blending is source-over, each channel
 *
 *     result = source + destination × (255 − source alpha) / 255
 *
 * with x / 255 rounded as (x + 128 + ((x + 128) >> 8)) >> 8, identical on every path. */

#include <stddef.h>
#include <stdint.h>

/* A blender's lookup tables: `pixels` holds the premultiplied source pixel for every coverage value (the colour
 * times the coverage, after any gamma curve), packed like the pixels (R in the low byte); `channels` holds the same
 * bytes split per channel (`channels[c][v]` is byte c of `pixels[v]`). Fill `pixels`, then call
 * cpx_tables_prepare. `pixels[0]` must be transparent black, as a blender's always is. */
typedef struct cpx_coverage_tables {
    uint32_t pixels[256];
    uint8_t channels[4][256];
} cpx_coverage_tables;

/* Fills `tables->channels` from `tables->pixels`. */
void cpx_tables_prepare(cpx_coverage_tables *tables);

/* Blends the table's pixel for each of `count` coverage bytes onto `count` pixels. */
void cpx_blend_coverage_row(const cpx_coverage_tables *tables, const uint8_t *coverage, uint8_t *pixels, size_t count);

/* Stores the table's pixel for each coverage byte onto pixels known to be transparent black, without reading them
 * (what blending onto them gives): `rows` rows of `width` pixels, coverage rows `coverage_stride` bytes apart onto
 * pixel rows `pixel_stride` bytes apart (a whole glyph in one call). Uses the AVX-512 loop where the CPU has
 * AVX-512 VBMI, the portable one elsewhere; both give the same pixels. */
void cpx_store_coverage_rect(const cpx_coverage_tables *tables, const uint8_t *coverage, size_t coverage_stride,
                             uint8_t *pixels, size_t pixel_stride, size_t width, size_t rows);

/* The two implementations behind cpx_store_coverage_rect, for tests. The portable one (clang vector extensions)
 * skips eight-pixel groups without coverage; the AVX-512 VBMI one (CoverageRowsAVX512.c) looks up 64 pixels at
 * once and may only be called when cpx_avx512_available() is non-zero. */
void cpx_store_coverage_rect_portable(const cpx_coverage_tables *tables, const uint8_t *coverage, size_t coverage_stride,
                                      uint8_t *pixels, size_t pixel_stride, size_t width, size_t rows);
void cpx_store_coverage_rect_avx512(const cpx_coverage_tables *tables, const uint8_t *coverage, size_t coverage_stride,
                                    uint8_t *pixels, size_t pixel_stride, size_t width, size_t rows);

/* Whether this CPU runs cpx_store_coverage_rect_avx512 (x86-64 with AVX-512 F, BW and VBMI). */
int cpx_avx512_available(void);

/* Source-over of `count` premultiplied RGBA8 pixels at `source` onto `count` pixels at `target`
 * (SourceOverRows.c): result = source + target × (255 − source alpha) / 255, clamped to 255. */
void cpx_source_over_row(const uint8_t *source, uint8_t *target, size_t count);

#endif
