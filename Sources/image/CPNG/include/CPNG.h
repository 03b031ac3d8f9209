#ifndef LETTERPRESS_CPNG_H
#define LETTERPRESS_CPNG_H

/* CPNG: PNG for the Raster module.
 *
 * Swift calls libpng's simplified API (png_image_*) directly through this header: it reports
 * errors in png_image.message and never longjmps into Swift. Two paths go around libpng for speed:
 * a libdeflate decoder for plain 8-bit RGB/RGBA files (FastDecode.c; it declines anything else to
 * libpng) and our own deflate encoder for the fast setting (FastDeflate.c: Up filter, zero runs and repeated
 * pixels as matches, dynamic Huffman blocks, horizontal bands on threads). Neither uses setjmp. */

#include <stddef.h>
#include <stdint.h>
#include <png.h>

/* Integer constants for format macros that Swift cannot import (they are expressions). */
static const uint32_t CPNG_FORMAT_RGBA = PNG_FORMAT_RGBA;
static const uint32_t CPNG_IMAGE_VERSION = PNG_IMAGE_VERSION;

/* A growable byte buffer that the encoder fills; release it with cpng_buffer_free. */
typedef struct cpng_buffer {
    uint8_t *data;
    size_t size;
    size_t capacity;
} cpng_buffer;

/* Fast decoding of 8-bit RGB/RGBA, non-interlaced PNGs with sRGB gamma and no tRNS/iCCP (FastDecode.c).
 * cpng_fast_probe returns 1 and the size when the fast path can decode `data`; cpng_fast_decode_rgba8 then
 * fills the first width * height * 4 bytes of `rgba` (straight alpha; the buffer must hold
 * cpng_fast_buffer_size bytes, as the zlib stream is inflated into it) and returns 1, or returns 0 — decline,
 * and decode with libpng instead, which reports any problem. */
int cpng_fast_probe(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height);
size_t cpng_fast_buffer_size(uint32_t width, uint32_t height);
int cpng_fast_decode_rgba8(const uint8_t *data, size_t size, uint8_t *rgba, size_t rgba_capacity);

/* Encodes RGBA8 rows as an 8-bit PNG (sRGB and gAMA chunks) with Up-filtered rows, deflated by FastDeflate.c in
 * up to `threads` horizontal bands at once. `channels` 4 writes RGBA (colour type 6); 3 writes RGB (colour type 2)
 * and ignores the alpha bytes; 0 writes RGB when every pixel is opaque, else RGBA (the check costs nothing extra
 * for opaque images; an image found translucent late is encoded twice). `premultiplied` non-zero: the rows hold
 * premultiplied alpha and are stored straight, rounded as Raster's unpremultiply does. Returns 1 on success (out
 * holds the file), 0 for an empty or too large image or when out of memory (out is empty). */
int cpng_encode_fast(const uint8_t *rgba, uint32_t width, uint32_t height, size_t row_stride, int channels,
                     int premultiplied, int threads, cpng_buffer *out);

/* Draws `rows` rows of premultiplied or straight RGBA8 pixels, the first one being image row `first_row`, into
 * `pixels` (rows `stride` bytes apart), setting every byte. Called from the encoder's band threads, several at once
 * for different rows, and possibly more than once for the same rows. */
typedef void (*cpng_row_source)(void *context, uint32_t first_row, uint32_t rows, uint8_t *pixels, size_t stride);

/* cpng_encode_fast for an image that is never held whole: each band asks `source` for its rows a few at a time,
 * just before it deflates them. Returns 0 as cpng_encode_fast does, and for a NULL source. */
int cpng_encode_fast_rows(cpng_row_source source, void *context, uint32_t width, uint32_t height, int channels,
                          int premultiplied, int threads, cpng_buffer *out);

/* Asks the kernel to back the 2 MiB-aligned part of [pointer, pointer + size) with huge pages (Linux's
 * madvise(MADV_HUGEPAGE); nothing elsewhere, or for less than 4 MiB), before the buffer is first written: a decoded
 * screenshot then faults in a few 2 MiB pages instead of ~2,900 4 KiB ones (each fault costs microseconds). */
void cpng_prefer_huge_pages(void *pointer, size_t size);

/* Decodes a 16-bit PNG (Decode16.c) into `rgba` (width × height × 4 bytes, straight alpha, 8 bits a sample, each
 * round(v × 255 / 65535) as pngjs reads it; a gAMA chunk without sRGB converts as libpng's simplified API does).
 * Returns 1, or 0 with libpng's reason in `message`. Check the size against a pixel budget first. */
int cpng_decode16_rgba8(const uint8_t *data, size_t size, uint8_t *rgba, size_t capacity, char *message,
                        size_t message_size);

/* Inflates the IDAT chunks of `png` with zlib, a 64 KiB scratch buffer at a time, and stops as soon as more than
 * `limit` bytes came out: returns 0 then (the compressed data holds more than the image: a decompression bomb, or
 * garbage after the image), with `inflated` set to the bytes inflated so far. Returns 1 otherwise — the stream ended
 * within the limit, or it is broken or truncated, which the caller's decoder then reports. Costs one inflate of at
 * most `limit` + 64 KiB bytes, never more, whatever the file holds. */
int cpng_idat_inflates_within(const uint8_t *png, size_t size, size_t limit, size_t *inflated);

/* For tests: inflates the IDAT chunks of `png` with zlib's own inflate (which checks the Adler-32) and returns 1
 * when the stream ends exactly at the end of the IDAT data, with the inflated byte count in `inflated_size`;
 * 0 for any error (an invalid stream, a wrong checksum, a truncated stream, data after its end). */
int cpng_zlib_check_idat(const uint8_t *png, size_t size, size_t *inflated_size);

/* Frees the buffer's storage and resets it to empty. */
void cpng_buffer_free(cpng_buffer *buffer);

#endif
