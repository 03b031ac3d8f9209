/* Source-over of premultiplied RGBA8 rows, eight pixels (32 bytes) a step: used to composite finished chat cells
 * onto the screen. Eight transparent source pixels leave the target as it is, eight opaque ones are copied, any
 * other group is blended in 16-bit lanes. Same arithmetic as CoverageRows.c's tail, so every path agrees. */
#include "CPixels.h"
#include "Vectors.h"
#include <string.h>

static inline void over1(const uint8_t *source, uint8_t *target) {
    uint32_t keep = 255 - source[3];
    for (int k = 0; k < 4; k++) {
        uint32_t product = target[k] * keep + 128;
        uint32_t sum = source[k] + ((product + (product >> 8)) >> 8);
        target[k] = (uint8_t)(sum > 255 ? 255 : sum);
    }
}

CPX_CLONES
void cpx_source_over_row(const uint8_t *source, uint8_t *target, size_t count) {
    size_t i = 0;
    for (; i + 8 <= count; i += 8) {
        cpx_u8x32 s;
        memcpy(&s, source + 4 * i, 32);
        cpx_u8x32 alphas = __builtin_shufflevector(s, s, 3, 7, 11, 15, 19, 23, 27, 31, 3, 7, 11, 15, 19, 23, 27, 31,
                                                   3, 7, 11, 15, 19, 23, 27, 31, 3, 7, 11, 15, 19, 23, 27, 31);
        uint64_t alpha8;
        memcpy(&alpha8, &alphas, 8);
        if (alpha8 == 0) continue;
        if (alpha8 == UINT64_MAX) {
            memcpy(target + 4 * i, source + 4 * i, 32);
            continue;
        }
        cpx_u8x32 t;
        memcpy(&t, target + 4 * i, 32);
        cpx_u16x32 sum = cpx_over8(__builtin_convertvector(s, cpx_u16x32), t);
        sum = sum > 255 ? (cpx_u16x32)255 : sum;
        cpx_u8x32 result = __builtin_convertvector(sum, cpx_u8x32);
        memcpy(target + 4 * i, &result, 32);
    }
    for (; i < count; i++) {
        const uint8_t *s = source + 4 * i;
        if (s[3] == 0) continue;
        over1(s, target + 4 * i);
    }
}
