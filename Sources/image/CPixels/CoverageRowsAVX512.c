/* The store onto transparent pixels with AVX-512 VBMI: 64 coverage bytes looked up at once.
 *
 * Each channel's 256-byte table sits in four 64-byte registers; two two-register byte permutes (vpermi2b, seven
 * index bits each) and a blend on the eighth bit give that channel for 64 pixels. Interleaving the four channel
 * vectors (byte, then 16-bit unpacks) works within 16-byte lanes, so the coverage bytes are first permuted such
 * that the unpacked pixels come out in order. Partial rows use masked loads and stores, so there is no scalar
 * tail: a glyph row of 30 pixels is one step. The pixels are those of the table, as on every other path. */
#include "CPixels.h"

#if defined(__x86_64__) && defined(__clang__)
#include <immintrin.h>

#define CPX_AVX512 __attribute__((target("avx512f,avx512bw,avx512vbmi")))

/* Pixel 16k + 4l + j of a step must sit at byte 16l + 4k + j before the in-lane unpacks. */
static const uint8_t unpack_order[64] = {
    0, 1, 2, 3, 16, 17, 18, 19, 32, 33, 34, 35, 48, 49, 50, 51,
    4, 5, 6, 7, 20, 21, 22, 23, 36, 37, 38, 39, 52, 53, 54, 55,
    8, 9, 10, 11, 24, 25, 26, 27, 40, 41, 42, 43, 56, 57, 58, 59,
    12, 13, 14, 15, 28, 29, 30, 31, 44, 45, 46, 47, 60, 61, 62, 63,
};

CPX_AVX512
void cpx_store_coverage_rect_avx512(const cpx_coverage_tables *tables, const uint8_t *coverage, size_t coverage_stride,
                                    uint8_t *pixels, size_t pixel_stride, size_t width, size_t rows) {
    __m512i table[4][4];
    for (int channel = 0; channel < 4; channel++) {
        for (int quarter = 0; quarter < 4; quarter++) {
            table[channel][quarter] = _mm512_loadu_si512(&tables->channels[channel][64 * quarter]);
        }
    }
    const __m512i order = _mm512_loadu_si512(unpack_order);
    for (size_t row = 0; row < rows; row++) {
        const uint8_t *source = coverage + row * coverage_stride;
        uint8_t *target = pixels + row * pixel_stride;
        for (size_t x = 0; x < width; x += 64) {
            size_t count = width - x < 64 ? width - x : 64;
            __mmask64 present = count == 64 ? ~(__mmask64)0 : (((__mmask64)1 << count) - 1);
            __m512i index = _mm512_permutexvar_epi8(order, _mm512_maskz_loadu_epi8(present, source + x));
            __mmask64 upper = _mm512_movepi8_mask(index);
            __m512i channel[4];
            for (int c = 0; c < 4; c++) {
                __m512i low = _mm512_permutex2var_epi8(table[c][0], index, table[c][1]);
                __m512i high = _mm512_permutex2var_epi8(table[c][2], index, table[c][3]);
                channel[c] = _mm512_mask_blend_epi8(upper, low, high);
            }
            __m512i red_green_low = _mm512_unpacklo_epi8(channel[0], channel[1]);
            __m512i red_green_high = _mm512_unpackhi_epi8(channel[0], channel[1]);
            __m512i blue_alpha_low = _mm512_unpacklo_epi8(channel[2], channel[3]);
            __m512i blue_alpha_high = _mm512_unpackhi_epi8(channel[2], channel[3]);
            __m512i quads[4] = {
                _mm512_unpacklo_epi16(red_green_low, blue_alpha_low), _mm512_unpackhi_epi16(red_green_low, blue_alpha_low),
                _mm512_unpacklo_epi16(red_green_high, blue_alpha_high), _mm512_unpackhi_epi16(red_green_high, blue_alpha_high),
            };
            uint8_t *out = target + 4 * x;
            for (size_t k = 0; k < 4 && 16 * k < count; k++) {
                size_t left = count - 16 * k;
                __mmask16 lanes = left >= 16 ? (__mmask16)0xFFFF : (__mmask16)((1u << left) - 1);
                _mm512_mask_storeu_epi32(out + 64 * k, lanes, quads[k]);
            }
        }
    }
}

int cpx_avx512_available(void) {
    return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw")
        && __builtin_cpu_supports("avx512vbmi");
}

#else

void cpx_store_coverage_rect_avx512(const cpx_coverage_tables *tables, const uint8_t *coverage, size_t coverage_stride,
                                    uint8_t *pixels, size_t pixel_stride, size_t width, size_t rows) {
    cpx_store_coverage_rect_portable(tables, coverage, coverage_stride, pixels, pixel_stride, width, rows);
}

int cpx_avx512_available(void) { return 0; }

#endif
