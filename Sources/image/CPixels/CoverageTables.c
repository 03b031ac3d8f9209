/* A blender's tables split into one byte table per channel, for the 64-byte lookups of CoverageRowsAVX512.c. */
#include "CPixels.h"

void cpx_tables_prepare(cpx_coverage_tables *tables) {
    for (int channel = 0; channel < 4; channel++) {
        for (int coverage = 0; coverage < 256; coverage++) {
            tables->channels[channel][coverage] = (uint8_t)(tables->pixels[coverage] >> (8 * channel));
        }
    }
}
