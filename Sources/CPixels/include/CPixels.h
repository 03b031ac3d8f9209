#ifndef LETTERPRESS_CPIXELS_H
#define LETTERPRESS_CPIXELS_H

/* CPixels: the blending inner loops of TextRender and ChatRender, eight pixels a step in vector registers (clang vector
 * extensions: SSE2 on any x86-64, an AVX2 copy picked at load time on Linux, NEON on arm64).
 *
 * Pixels are premultiplied RGBA8 (R, G, B, A bytes in memory order). `tables` are a blender's 256 premultiplied
 * source pixels, one per coverage value (the colour times the coverage, after any gamma curve), packed like the
 * pixels (R in the low byte of each uint32_t). Blending is source-over, each channel
 *
 *     result = source + destination × (255 − source alpha) / 255
 *
 * with x / 255 rounded as (x + 128 + ((x + 128) >> 8)) >> 8, identical on every path. */

#include <stddef.h>
#include <stdint.h>

/* Blends the table's pixel for each of `count` coverage bytes onto `count` pixels. */
void cpx_blend_coverage_row(const uint32_t *tables, const uint8_t *coverage, uint8_t *pixels, size_t count);

/* Stores the table's pixel for each of `count` coverage bytes onto `count` pixels known to be transparent black,
 * without reading them (what blending onto them gives). Pixels of coverage 0 are left as they are: `tables[0]`
 * must be transparent black, as a blender's always is. */
void cpx_store_coverage_row(const uint32_t *tables, const uint8_t *coverage, uint8_t *pixels, size_t count);

/* cpx_store_coverage_row over `rows` rows: coverage rows `coverage_stride` bytes apart onto pixel rows
 * `pixel_stride` bytes apart, `width` pixels each (a whole glyph onto transparent rows in one call). */
void cpx_store_coverage_rect(const uint32_t *tables, const uint8_t *coverage, size_t coverage_stride,
                             uint8_t *pixels, size_t pixel_stride, size_t width, size_t rows);

/* Source-over of `count` premultiplied RGBA8 pixels at `source` onto `count` pixels at `target`
 * (SourceOverRows.c): result = source + target × (255 − source alpha) / 255, clamped to 255. */
void cpx_source_over_row(const uint8_t *source, uint8_t *target, size_t count);

#endif
