/* A fast path for the most common PNGs (8-bit RGB or RGBA, not interlaced, no gamma but sRGB's, no tRNS/iCCP):
 * chunks are walked and CRC-checked here, the zlib stream is inflated by libdeflate (several times faster than
 * zlib's inflate, which libpng uses) and rows are unfiltered straight into the caller's RGBA buffer.
 * Anything else — or anything suspicious — is declined, and the caller decodes with libpng's simplified API,
 * which then reports the problem. Declining is always safe; this code never decides that a file is corrupt. */
#include "CPNG.h"
#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>

static uint32_t read_u32(const uint8_t *p) {
    return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | (uint32_t)p[3];
}

static const uint8_t png_signature[8] = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};

/* A chunk type is four ASCII letters (libpng rejects the file otherwise: "invalid chunk type"). */
static int is_chunk_type(const uint8_t *type) {
    for (int i = 0; i < 4; i++) {
        uint8_t c = type[i];
        if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'))) return 0;
    }
    return 1;
}

/* Walks the chunks: checks the header and collects the IDAT payload size. Returns 1 when eligible. */
static int scan(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height, int *channels, size_t *idat_size) {
    if (size < 8 + 25 || memcmp(data, png_signature, 8) != 0) return 0;
    size_t offset = 8;
    int seen_header = 0, seen_end = 0;
    *idat_size = 0;
    while (offset + 12 <= size) {
        uint32_t length = read_u32(data + offset);
        const uint8_t *type = data + offset + 4;
        if (length > 0x7FFFFFFFu || (size_t)length > size - offset - 12 || !is_chunk_type(type)) return 0;
        const uint8_t *payload = data + offset + 8;
        uint32_t crc = read_u32(payload + length);
        if (libdeflate_crc32(0, type, 4 + (size_t)length) != crc) return 0;
        if (!seen_header) {
            if (memcmp(type, "IHDR", 4) != 0 || length != 13) return 0;
            *width = read_u32(payload);
            *height = read_u32(payload + 4);
            uint8_t depth = payload[8], colour = payload[9];
            if (*width == 0 || *height == 0 || depth != 8 || payload[10] != 0 || payload[11] != 0 || payload[12] != 0) return 0;
            if (colour == 2) *channels = 3;
            else if (colour == 6) *channels = 4;
            else return 0;
            seen_header = 1;
        } else if (memcmp(type, "IDAT", 4) == 0) {
            *idat_size += length;
        } else if (memcmp(type, "IEND", 4) == 0) {
            seen_end = 1;
            break;
        } else if (memcmp(type, "gAMA", 4) == 0) {
            /* 1/2.2 (45455, what ImageMagick and most encoders write) is sRGB's gamma: libpng leaves the
             * pixels alone. Any other gamma is converted by libpng: leave those files to it. */
            if (length != 4 || read_u32(payload) != 45455) return 0;
        } else if (memcmp(type, "tRNS", 4) == 0 || memcmp(type, "iCCP", 4) == 0 || memcmp(type, "sBIT", 4) == 0) {
            return 0;  /* libpng would transform the pixels: leave it to libpng */
        } else if (!(type[0] & 0x20)) {
            if (memcmp(type, "PLTE", 4) != 0) return 0;  /* an unknown critical chunk */
        }
        offset += 12 + (size_t)length;
    }
    return seen_header && seen_end && *idat_size > 0;
}

int cpng_fast_probe(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height) {
    int channels;
    size_t idat_size;
    return scan(data, size, width, height, &channels, &idat_size);
}

static inline uint8_t paeth(uint8_t a, uint8_t b, uint8_t c) {
    int pa = abs((int)b - (int)c), pb = abs((int)a - (int)c), pc = abs((int)a + (int)b - 2 * (int)c);
    return (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c);
}

/* Unfilters one row of `bpp`-byte pixels from `in` into `out`; `previous` is the unfiltered row above (or
 * zeros). `out` may be `in` shifted left (it is written at or before where `in` is read). */
static inline int unfilter(uint8_t filter, const uint8_t *in, uint8_t *out, const uint8_t *previous,
                           size_t row_bytes, size_t bpp) {
    switch (filter) {
    case 0: memmove(out, in, row_bytes); return 1;
    case 1:
        for (size_t i = 0; i < bpp; i++) out[i] = in[i];
        for (size_t i = bpp; i < row_bytes; i++) out[i] = in[i] + out[i - bpp];
        return 1;
    case 2:
        for (size_t i = 0; i < row_bytes; i++) out[i] = in[i] + previous[i];
        return 1;
    case 3:
        for (size_t i = 0; i < bpp; i++) out[i] = in[i] + (previous[i] >> 1);
        for (size_t i = bpp; i < row_bytes; i++) out[i] = in[i] + (uint8_t)(((unsigned)out[i - bpp] + previous[i]) >> 1);
        return 1;
    case 4:
        for (size_t i = 0; i < bpp; i++) out[i] = in[i] + previous[i];
        for (size_t i = bpp; i < row_bytes; i++) out[i] = in[i] + paeth(out[i - bpp], previous[i], previous[i - bpp]);
        return 1;
    default: return 0;
    }
}

size_t cpng_fast_buffer_size(uint32_t width, uint32_t height) {
    return ((size_t)width * 4 + 1) * height;
}

/* RGB → RGBA with alpha 255, four pixels (12 bytes in, 16 out) per SSSE3 shuffle where the CPU has it. */
#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#include <immintrin.h>
__attribute__((target("ssse3")))
static void expand_rgb_ssse3(const uint8_t *in, uint8_t *out, uint32_t width) {
    const __m128i shuffle = _mm_setr_epi8(0, 1, 2, -1, 3, 4, 5, -1, 6, 7, 8, -1, 9, 10, 11, -1);
    const __m128i alpha = _mm_set1_epi32((int)0xFF000000u);
    uint32_t x = 0;
    /* 16 bytes are loaded for 12 used: stop while 16 bytes remain in the row. */
    for (; x + 6 <= width; x += 4) {
        __m128i rgb = _mm_loadu_si128((const __m128i *)(in + 3 * (size_t)x));
        _mm_storeu_si128((__m128i *)(out + 4 * (size_t)x), _mm_or_si128(_mm_shuffle_epi8(rgb, shuffle), alpha));
    }
    for (; x < width; x++) {
        out[4 * x] = in[3 * x];
        out[4 * x + 1] = in[3 * x + 1];
        out[4 * x + 2] = in[3 * x + 2];
        out[4 * x + 3] = 255;
    }
}
#endif

static void expand_rgb(const uint8_t *in, uint8_t *out, uint32_t width) {
#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
    static int has_ssse3 = -1;
    if (has_ssse3 < 0) has_ssse3 = __builtin_cpu_supports("ssse3") ? 1 : 0;
    if (has_ssse3) { expand_rgb_ssse3(in, out, width); return; }
#endif
    for (uint32_t x = 0; x < width; x++) {
        out[4 * x] = in[3 * x];
        out[4 * x + 1] = in[3 * x + 1];
        out[4 * x + 2] = in[3 * x + 2];
        out[4 * x + 3] = 255;
    }
}

int cpng_fast_decode_rgba8(const uint8_t *data, size_t size, uint8_t *rgba, size_t rgba_capacity) {
    uint32_t width, height;
    int channels;
    size_t idat_size;
    if (!scan(data, size, &width, &height, &channels, &idat_size)) return 0;
    /* libpng refuses images past its user limits (1,000,000 × 1,000,000 by default): leave those to it, so that both
     * paths answer alike. (The probe still reports their size: the caller's pixel budget is checked first.) */
    if (width > PNG_USER_WIDTH_MAX || height > PNG_USER_HEIGHT_MAX) return 0;
    size_t capacity = cpng_fast_buffer_size(width, height);
    if (rgba_capacity < capacity) return 0;
    size_t row_bytes = (size_t)width * (size_t)channels;
    size_t raw_size = (row_bytes + 1) * height;
    size_t out_row = (size_t)width * 4;
    /* The zlib stream is inflated into the output buffer itself, no second image-sized buffer (its pages would
     * all fault in): RGBA at its start, unfiltered in place one byte to the left a row; RGB at its end, so that
     * widening row y to RGBA never reaches raw row y + 1 (4w(y + 1) <= (4w + 1)h - (3w + 1)(h - y - 1)). */
    uint8_t *raw = rgba + (capacity - raw_size);
    /* One IDAT chunk (our encoder's) is inflated where it lies; several are joined first. */
    const uint8_t *idat = NULL;
    uint8_t *joined = NULL;
    uint8_t *zeros = calloc(row_bytes, 1);
    uint8_t *rgb_rows = channels == 3 ? malloc(row_bytes * 2) : NULL;
    struct libdeflate_decompressor *inflater = libdeflate_alloc_decompressor();
    int ok = zeros && inflater && (channels == 4 || rgb_rows);
    if (ok) {
        size_t offset = 8, filled = 0, chunks = 0;
        for (size_t at = 8; at + 12 <= size; at += 12 + (size_t)read_u32(data + at)) {
            if (memcmp(data + at + 4, "IDAT", 4) == 0 && chunks++ == 0) idat = data + at + 8;
            if (memcmp(data + at + 4, "IEND", 4) == 0) break;
        }
        if (chunks > 1) {
            joined = malloc(idat_size);
            ok = joined != NULL;
            while (ok && offset + 12 <= size) {
                uint32_t length = read_u32(data + offset);
                if (memcmp(data + offset + 4, "IDAT", 4) == 0) {
                    memcpy(joined + filled, data + offset + 8, length);
                    filled += length;
                }
                if (memcmp(data + offset + 4, "IEND", 4) == 0) break;
                offset += 12 + (size_t)length;
            }
            idat = joined;
        }
        size_t produced = 0;
        ok = ok && idat && libdeflate_zlib_decompress(inflater, idat, idat_size, raw, raw_size, &produced) == LIBDEFLATE_SUCCESS &&
             produced == raw_size;
    }
    for (uint32_t y = 0; ok && y < height; y++) {
        const uint8_t *line = raw + (size_t)y * (row_bytes + 1);
        uint8_t *out = rgba + (size_t)y * out_row;
        if (channels == 4) {
            ok = unfilter(line[0], line + 1, out, y == 0 ? zeros : out - out_row, row_bytes, 4);
        } else {
            uint8_t *current = rgb_rows + (y & 1) * row_bytes, *previous = y == 0 ? zeros : rgb_rows + ((y + 1) & 1) * row_bytes;
            ok = unfilter(line[0], line + 1, current, previous, row_bytes, 3);
            if (ok) expand_rgb(current, out, width);
        }
    }
    if (inflater) libdeflate_free_decompressor(inflater);
    free(joined);
    free(zeros);
    free(rgb_rows);
    return ok;
}
