/* What CPixels' loops share: 32-byte and 32-lane vector types (clang's portable vector extensions), the
 * attribute that adds an AVX2 copy of a function (chosen by the loader on x86-64 Linux), and source-over. */
#ifndef LETTERPRESS_CPIXELS_VECTORS_H
#define LETTERPRESS_CPIXELS_VECTORS_H

#include <stdint.h>

/* Vectors pass between always-inlined helpers only, so the ABI note about wide vector arguments does not apply. */
#pragma clang diagnostic ignored "-Wpsabi"

typedef uint8_t cpx_u8x32 __attribute__((ext_vector_type(32)));
typedef uint16_t cpx_u16x32 __attribute__((ext_vector_type(32)));

#if defined(__has_feature)
#if __has_feature(thread_sanitizer) || __has_feature(address_sanitizer)
#define CPX_SANITIZED 1
#endif
#endif

/* Not under a sanitizer: the loader runs an ifunc's resolver before the sanitizer's runtime is set up, and the
 * instrumented resolver would crash. */
#if defined(__x86_64__) && defined(__linux__) && defined(__clang__) && !defined(CPX_SANITIZED)
#define CPX_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define CPX_CLONES
#endif

/* Source-over of eight premultiplied pixels (widened to 16-bit lanes) onto eight pixels: each channel is
 * source + destination × (255 − source alpha) / 255, with x / 255 rounded as (x + 128 + ((x + 128) >> 8)) >> 8. */
static inline __attribute__((always_inline)) cpx_u16x32 cpx_over8(cpx_u16x32 source, cpx_u8x32 destination) {
    cpx_u16x32 keep = 255 - __builtin_shufflevector(source, source, 3, 3, 3, 3, 7, 7, 7, 7, 11, 11, 11, 11,
                                                    15, 15, 15, 15, 19, 19, 19, 19, 23, 23, 23, 23,
                                                    27, 27, 27, 27, 31, 31, 31, 31);
    cpx_u16x32 kept = __builtin_convertvector(destination, cpx_u16x32) * keep + 128;
    return source + ((kept + (kept >> 8)) >> 8);
}

#endif
