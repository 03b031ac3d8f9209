/* The fast PNG writer: our own deflate, specialised for Up-filtered UI pictures.
 *
 * Format decisions:
 * - Every row is Up-filtered (filter byte 2; the row above the first one counts as zeros, as the PNG spec says).
 *   Flat UI areas become long runs of zero bytes, so the encoder never hashes: it compares each row with the
 *   row above (memcmp, then 16 bytes = 4 pixels at a time) and only looks at single pixels where they differ.
 * - Tokens: a run of zero bytes is a literal 0 followed by matches at distance 1 (3..258 bytes each); a pixel
 *   whose filtered value repeats the previous pixel's (the straight top edge of a bubble) is a match at
 *   distance = bytes per pixel; every other byte is a literal. Matches never reach back beyond the band.
 * - Opaque images may be written as colour type 2 (RGB): a quarter fewer bytes to filter and deflate. Asked to
 *   choose, the encoder tries RGB and checks alpha = 255 only where it reads pixels anyway: the first row, and every
 *   pixel that differs from the one above it (any other pixel equals an already checked one). A band that finds a
 *   translucent pixel stops all bands, and the image is encoded again as RGBA.
 * - Premultiplied pixels are un-premultiplied on the fly, only where a row differs from the row above (equal
 *   premultiplied pixels are equal straight pixels), with the rounding of Raster's `unpremultiply`: no copy.
 * - Blocks are dynamic Huffman (BTYPE 2) with length-limited codes (15 bits, 7 for the code-length code),
 *   one block per ~BLOCK_TOKENS tokens; every code has at least two symbols so that it is complete.
 * - Rows come from an image in memory, or from a source that draws them SOURCE_CHUNK_ROWS at a time into a
 *   band's scratch rows just before they are deflated (an image never held whole, its rows still in cache).
 * - Rows are cut into horizontal bands encoded on threads. A band's blocks are not final; it ends byte
 *   aligned with an empty stored block (a sync flush: 00 00 FF FF), except the last band, whose last block is
 *   final. The bands concatenate into one zlib stream; the Adler-32 of the filtered bytes is computed as they
 *   are produced (zero runs in O(1)) and the bands' sums are joined with zlib's adler32_combine.
 * - Chunks: IHDR, sRGB, gAMA, one IDAT, IEND; CRCs by libdeflate. No zlib deflate, no libpng, no setjmp. */
#include "CPNG.h"
#include <libdeflate.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

enum { SOURCE_CHUNK_ROWS = 16, BLOCK_TOKENS = 1 << 15, LITLEN_SYMBOLS = 286, DIST_SYMBOLS = 30, MAX_BITS = 15, MAX_CL_BITS = 7 };
#define MATCH_FLAG 0x80000000u
#define ADLER_MOD 65521u

typedef struct band {
    /* input: the image's rows, or a source that draws them on demand */
    const uint8_t *rgba;
    cpng_row_source source;
    void *source_context;
    const uint8_t *zero_row;      /* the "row above" the first row */
    size_t row_stride;
    uint32_t width, first_row, rows;
    int channels, premultiplied, last;
    int check_opaque;             /* RGB on trial: stop and set *translucent at the first alpha below 255 */
    atomic_int *translucent;
    /* tokens of the open block and their histograms */
    uint32_t *tokens;
    size_t token_count, token_capacity;
    uint32_t lit_freq[LITLEN_SYMBOLS], dist_freq[DIST_SYMBOLS];
    /* pending runs (bytes) and the previous pixel's filtered value in this row */
    uint64_t zero_run, repeat_run;
    uint32_t last_pixel;
    int has_last_pixel;
    /* Adler-32 of the filtered bytes, reduced lazily */
    uint64_t adler_a, adler_b;
    uint32_t adler_pending;
    /* output */
    uint8_t *out;
    size_t out_size, out_capacity;
    uint64_t bits;
    unsigned bit_count;
    int ok;
    /* length and distance symbol tables: index length - 3, and distance - 1 (< 256) or 256 + ((distance - 1) >> 7) */
    uint16_t length_symbol[256], dist_symbol[512];
    /* floor(2^32 / a) + 1: n / a == n * reciprocal[a] >> 32 for every n < 2^16 */
    uint64_t reciprocal[256];
} band;

static const uint16_t length_base[29] = {3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                                          35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
                                         3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
static const uint16_t dist_base[30] = {1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193,
                                        257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577};
static const uint8_t dist_extra[30] = {0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
                                       7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};
static const uint8_t cl_order[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};

static void build_symbol_tables(band *b) {
    for (int code = 0; code < 29; code++) {
        int end = code == 28 ? 259 : length_base[code] + (1 << length_extra[code]);
        if (code == 27) end = 258;   /* 258 has its own code */
        for (int length = length_base[code]; length < end; length++) b->length_symbol[length - 3] = (uint16_t)code;
    }
    for (int code = 0; code < 30; code++) {
        uint32_t first = dist_base[code] - 1u, end = first + (1u << dist_extra[code]);
        if (first < 256) {
            for (uint32_t d = first; d < end; d++) b->dist_symbol[d] = (uint16_t)code;
        } else {   /* from 256 on, every code spans whole multiples of 128 */
            for (uint32_t d = first >> 7; d < end >> 7; d++) b->dist_symbol[256 + d] = (uint16_t)code;
        }
    }
}

/* ---- Adler-32 of the filtered bytes ---- */

static inline void adler_byte(band *b, uint32_t value) {
    b->adler_a += value;
    b->adler_b += b->adler_a;
    if (++b->adler_pending == 65536) {
        b->adler_a %= ADLER_MOD;
        b->adler_b %= ADLER_MOD;
        b->adler_pending = 0;
    }
}

static inline void adler_zeros(band *b, uint64_t count) {
    b->adler_a %= ADLER_MOD;
    b->adler_b = (b->adler_b % ADLER_MOD + (count % ADLER_MOD) * b->adler_a) % ADLER_MOD;
    b->adler_pending = 0;
}

/* ---- tokens ---- */

static inline void literal(band *b, uint32_t value) {
    b->tokens[b->token_count++] = value;
    b->lit_freq[value]++;
    adler_byte(b, value);
}

static inline void match(band *b, uint32_t length, uint32_t distance) {
    b->tokens[b->token_count++] = MATCH_FLAG | (length - 3) << 16 | (distance - 1);
    b->lit_freq[257 + b->length_symbol[length - 3]]++;
    uint32_t d = distance - 1;
    b->dist_freq[d < 256 ? b->dist_symbol[d] : b->dist_symbol[256 + (d >> 7)]]++;
}

/* `count` bytes copied from `distance` back, as matches of 3..258 bytes (count >= 3). */
static void matches(band *b, uint64_t count, uint32_t distance) {
    while (count >= 3) {
        uint64_t length = count < 258 ? count : 258;
        if (count - length > 0 && count - length < 3) length = count - 3;
        match(b, (uint32_t)length, distance);
        count -= length;
    }
}

static void flush_zeros(band *b) {
    uint64_t count = b->zero_run;
    b->zero_run = 0;
    if (count < 4) {
        for (; count > 0; count--) literal(b, 0);
        return;
    }
    literal(b, 0);
    adler_zeros(b, count - 1);
    matches(b, count - 1, 1);
}

static void flush_repeat(band *b) {
    uint64_t count = b->repeat_run;
    b->repeat_run = 0;
    unsigned bpp = (unsigned)b->channels;
    for (uint64_t i = 0; i < count; i += bpp)
        for (unsigned k = 0; k < bpp; k++) adler_byte(b, (b->last_pixel >> (8 * k)) & 0xFF);
    matches(b, count, bpp);
}

static inline void flush_runs(band *b) {
    if (b->zero_run) flush_zeros(b);
    if (b->repeat_run) flush_repeat(b);
}

/* One pixel's filtered bytes, little-endian in `d` (channel 0 in the low byte). */
static inline void pixel(band *b, uint32_t d) {
    unsigned bpp = (unsigned)b->channels;
    if (d == 0) {
        if (b->repeat_run) flush_repeat(b);
        b->zero_run += bpp;
    } else if (b->has_last_pixel && d == b->last_pixel) {
        if (b->zero_run) flush_zeros(b);
        b->repeat_run += bpp;
        return;
    } else {
        if (b->repeat_run) flush_repeat(b);
        for (unsigned k = 0; k < bpp; k++) {
            uint32_t value = (d >> (8 * k)) & 0xFF;
            if (value == 0) b->zero_run++;
            else {
                if (b->zero_run) flush_zeros(b);
                literal(b, value);
            }
        }
    }
    b->last_pixel = d;
    b->has_last_pixel = 1;
}

static inline uint32_t load32(const uint8_t *p) { uint32_t v; memcpy(&v, p, 4); return v; }
static inline uint64_t load64(const uint8_t *p) { uint64_t v; memcpy(&v, p, 8); return v; }

/* Byte-wise a - b (mod 256) in every byte of a word. */
static inline uint32_t sub_bytes(uint32_t a, uint32_t b) {
    return ((a | 0x80808080u) - (b & 0x7F7F7F7Fu)) ^ ((a ^ ~b) & 0x80808080u);
}

static inline uint32_t to_little_endian(uint32_t v) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    return __builtin_bswap32(v);
#else
    return v;
#endif
}

/* The straight RGBA of the premultiplied pixel at p, as load32 would read it: transparent pixels become 0, the
 * colour channels of the others round(c * 255 / a), at most 255 (Raster's unpremultiply). */
static inline uint32_t load_straight(const band *b, const uint8_t *p) {
    uint32_t a = p[3];
    if (a == 255 || (p[0] | p[1] | p[2]) == 0) return load32(p);   /* opaque, or black (text in black) */
    if (a == 0) return 0;
    uint64_t m = b->reciprocal[a];
    uint8_t q[4];
    for (int k = 0; k < 3; k++) {
        uint32_t v = (uint32_t)(((uint64_t)(p[k] * 255u + a / 2) * m) >> 32);
        q[k] = (uint8_t)(v > 255 ? 255 : v);
    }
    q[3] = (uint8_t)a;
    return load32(q);
}

static inline uint32_t filtered(const band *b, const uint8_t *cur, const uint8_t *above) {
    uint32_t c = load32(cur), a = load32(above);
    if (c == a) return 0;
    uint32_t d = b->premultiplied ? sub_bytes(load_straight(b, cur), load_straight(b, above)) : sub_bytes(c, a);
    return to_little_endian(d) & (b->channels == 4 ? 0xFFFFFFFFu : 0x00FFFFFFu);
}

/* Tokenizes one row; returns 0 when an RGB trial meets a translucent pixel (or another band did). */
static int row(band *b, const uint8_t *cur, const uint8_t *above, int first_row) {
    size_t width = b->width;
    b->has_last_pixel = 0;
    if (b->check_opaque) {
        if (atomic_load_explicit(b->translucent, memory_order_relaxed)) return 0;
        for (size_t x = 0; first_row && x < width; x++) {
            if (cur[x * 4 + 3] != 255) { atomic_store(b->translucent, 1); return 0; }
        }
    }
    if (memcmp(cur, above, width * 4) == 0) {
        b->zero_run += (uint64_t)width * (uint64_t)b->channels;
        return 1;
    }
    size_t x = 0;
    for (; x + 4 <= width; x += 4) {
        const uint8_t *p = cur + x * 4, *q = above + x * 4;
        if (((load64(p) ^ load64(q)) | (load64(p + 8) ^ load64(q + 8))) == 0) {
            if (b->repeat_run) flush_repeat(b);
            b->zero_run += 4u * (unsigned)b->channels;
            b->last_pixel = 0;
            b->has_last_pixel = 1;
            continue;
        }
        if (b->check_opaque && (p[3] & p[7] & p[11] & p[15]) != 255) { atomic_store(b->translucent, 1); return 0; }
        for (int k = 0; k < 4; k++) pixel(b, filtered(b, p + 4 * k, q + 4 * k));
    }
    for (; x < width; x++) {
        if (b->check_opaque && cur[x * 4 + 3] != 255) { atomic_store(b->translucent, 1); return 0; }
        pixel(b, filtered(b, cur + x * 4, above + x * 4));
    }
    return 1;
}

/* ---- bits ---- */

static int reserve(band *b, size_t more) {
    if (b->out_size + more + 8 <= b->out_capacity) return 1;
    size_t capacity = b->out_capacity ? b->out_capacity : 65536;
    while (capacity < b->out_size + more + 8) capacity *= 2;
    uint8_t *grown = realloc(b->out, capacity);
    if (!grown) return 0;
    b->out = grown;
    b->out_capacity = capacity;
    return 1;
}

static inline void store_le64(uint8_t *p, uint64_t v) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    v = __builtin_bswap64(v);
#endif
    memcpy(p, &v, 8);
}

/* Appends `count` (<= 32) bits; room was reserved. */
static inline void put(band *b, uint32_t value, unsigned count) {
    b->bits |= (uint64_t)value << b->bit_count;
    b->bit_count += count;
    if (b->bit_count >= 32) {
        uint8_t *o = b->out + b->out_size;
        o[0] = (uint8_t)b->bits; o[1] = (uint8_t)(b->bits >> 8); o[2] = (uint8_t)(b->bits >> 16); o[3] = (uint8_t)(b->bits >> 24);
        b->out_size += 4;
        b->bits >>= 32;
        b->bit_count -= 32;
    }
}

static void align_to_byte(band *b) {
    while (b->bit_count > 0) {
        b->out[b->out_size++] = (uint8_t)b->bits;
        b->bits >>= 8;
        b->bit_count = b->bit_count > 8 ? b->bit_count - 8 : 0;
    }
    b->bits = 0;
}

/* ---- Huffman codes ---- */

/* Sorts keys (frequency << 16 | symbol) ascending: Shell sort, n <= 286. */
static void sort_keys(uint64_t *keys, int n) {
    static const int gaps[] = {132, 57, 23, 10, 4, 1};
    for (int g = 0; g < 6; g++) {
        int gap = gaps[g];
        for (int i = gap; i < n; i++) {
            uint64_t key = keys[i];
            int j = i;
            for (; j >= gap && keys[j - gap] > key; j -= gap) keys[j] = keys[j - gap];
            keys[j] = key;
        }
    }
}

/* Code lengths (<= max_bits) for n <= 286 symbols, at least two of them with a non-zero frequency:
 * Moffat and Katajainen's in-place minimum-redundancy algorithm, then lengths above the limit folded back
 * so that the code stays complete (as miniz does). */
static void code_lengths(const uint32_t *freq, int n, int max_bits, uint8_t *lengths) {
    uint64_t used[LITLEN_SYMBOLS];   /* frequency << 16 | symbol, sorted by frequency */
    uint32_t a[LITLEN_SYMBOLS];
    int count = 0;
    for (int i = 0; i < n; i++) {
        lengths[i] = 0;
        if (freq[i]) used[count++] = (uint64_t)freq[i] << 16 | (uint64_t)i;
    }
    if (count < 2) {   /* not reached: at_least_two runs first */
        for (int i = 0; i < count; i++) lengths[used[i] & 0xFFFF] = 1;
        return;
    }
    sort_keys(used, count);
    for (int i = 0; i < count; i++) a[i] = (uint32_t)(used[i] >> 16);
    /* Moffat & Katajainen: a[i] becomes the depth of the i-th least frequent symbol. */
    int root = 0, leaf = 2, next;
    a[0] += a[1];
    for (next = 1; next < count - 1; next++) {
        if (leaf >= count || a[root] < a[leaf]) { a[next] = a[root]; a[root++] = (uint32_t)next; }
        else a[next] = a[leaf++];
        if (leaf >= count || (root < next && a[root] < a[leaf])) { a[next] += a[root]; a[root++] = (uint32_t)next; }
        else a[next] += a[leaf++];
    }
    a[count - 2] = 0;
    for (next = count - 3; next >= 0; next--) a[next] = a[a[next]] + 1;
    int available = 1, taken = 0, depth = 0;
    root = count - 2;
    next = count - 1;
    while (available > 0) {
        while (root >= 0 && (int)a[root] == depth) { taken++; root--; }
        while (available > taken) { a[next--] = (uint32_t)depth; available--; }
        available = 2 * taken;
        depth++;
        taken = 0;
    }
    /* How many codes of each length, with the long ones folded into max_bits. */
    uint32_t per_length[LITLEN_SYMBOLS + 1] = {0};
    for (int i = 0; i < count; i++) per_length[a[i] > (uint32_t)max_bits ? (uint32_t)max_bits : a[i]]++;
    uint32_t total = 0;
    for (int i = max_bits; i > 0; i--) total += per_length[i] << (max_bits - i);
    while (total != (1u << max_bits)) {
        per_length[max_bits]--;
        for (int i = max_bits - 1; i > 0; i--) {
            if (per_length[i]) { per_length[i]--; per_length[i + 1] += 2; break; }
        }
        total--;
    }
    /* The most frequent symbols (at the end of `used`) get the shortest codes. */
    int j = count;
    for (int length = 1; length <= max_bits; length++)
        for (uint32_t k = per_length[length]; k > 0; k--) lengths[used[--j] & 0xFFFF] = (uint8_t)length;
}

/* Canonical codes, bit-reversed for LSB-first output. */
static void canonical_codes(const uint8_t *lengths, int n, uint16_t *codes) {
    uint16_t count[MAX_BITS + 1] = {0}, next[MAX_BITS + 2] = {0};
    for (int i = 0; i < n; i++) count[lengths[i]]++;
    count[0] = 0;
    for (int bits = 1; bits <= MAX_BITS; bits++) next[bits + 1] = (uint16_t)((next[bits] + count[bits]) << 1);
    for (int i = 0; i < n; i++) {
        unsigned length = lengths[i];
        if (!length) { codes[i] = 0; continue; }
        unsigned code = next[length]++, reversed = 0;
        for (unsigned k = 0; k < length; k++) { reversed = reversed << 1 | (code & 1); code >>= 1; }
        codes[i] = (uint16_t)reversed;
    }
}

/* Makes sure at least two symbols are used, so every code is complete. */
static void at_least_two(uint32_t *freq, int n) {
    int used = 0;
    for (int i = 0; i < n && used < 2; i++) used += freq[i] != 0;
    for (int i = 0; used < 2; i++) if (!freq[i]) { freq[i] = 1; used++; }
}

/* Writes the open block's tokens as one dynamic Huffman block. */
static int write_block(band *b, int final) {
    uint8_t lit_len[LITLEN_SYMBOLS], dist_len[DIST_SYMBOLS], cl_len[19];
    uint16_t lit_code[LITLEN_SYMBOLS], dist_code[DIST_SYMBOLS], cl_code[19];
    b->lit_freq[256] = 1;
    at_least_two(b->lit_freq, LITLEN_SYMBOLS);
    at_least_two(b->dist_freq, DIST_SYMBOLS);
    code_lengths(b->lit_freq, LITLEN_SYMBOLS, MAX_BITS, lit_len);
    code_lengths(b->dist_freq, DIST_SYMBOLS, MAX_BITS, dist_len);
    canonical_codes(lit_len, LITLEN_SYMBOLS, lit_code);
    canonical_codes(dist_len, DIST_SYMBOLS, dist_code);
    int hlit = LITLEN_SYMBOLS, hdist = DIST_SYMBOLS;
    while (hlit > 257 && !lit_len[hlit - 1]) hlit--;
    while (hdist > 1 && !dist_len[hdist - 1]) hdist--;
    /* Run-length code the concatenated code lengths (16: repeat previous 3-6, 17: 3-10 zeros, 18: 11-138 zeros). */
    uint8_t all[LITLEN_SYMBOLS + DIST_SYMBOLS], rle[LITLEN_SYMBOLS + DIST_SYMBOLS], rle_extra[LITLEN_SYMBOLS + DIST_SYMBOLS];
    int total = hlit + hdist, rle_count = 0;
    memcpy(all, lit_len, (size_t)hlit);
    memcpy(all + hlit, dist_len, (size_t)hdist);
    uint32_t cl_freq[19] = {0};
    for (int i = 0; i < total;) {
        uint8_t value = all[i];
        int run = 1;
        while (i + run < total && all[i + run] == value) run++;
        i += run;
        if (value == 0) {
            while (run >= 11) { int r = run > 138 ? 138 : run; rle[rle_count] = 18; rle_extra[rle_count++] = (uint8_t)(r - 11); run -= r; }
            if (run >= 3) { rle[rle_count] = 17; rle_extra[rle_count++] = (uint8_t)(run - 3); run = 0; }
        } else {
            rle[rle_count] = value; rle_extra[rle_count++] = 0; run--;
            while (run >= 3) { int r = run > 6 ? 6 : run; rle[rle_count] = 16; rle_extra[rle_count++] = (uint8_t)(r - 3); run -= r; }
        }
        for (; run > 0; run--) { rle[rle_count] = value; rle_extra[rle_count++] = 0; }
    }
    for (int i = 0; i < rle_count; i++) cl_freq[rle[i]]++;
    at_least_two(cl_freq, 19);
    code_lengths(cl_freq, 19, MAX_CL_BITS, cl_len);
    canonical_codes(cl_len, 19, cl_code);
    int hclen = 19;
    while (hclen > 4 && !cl_len[cl_order[hclen - 1]]) hclen--;

    /* Worst case: 48 bits a token, plus the header. */
    if (!reserve(b, b->token_count * 6 + 1024)) return 0;
    put(b, final ? 1 : 0, 1);
    put(b, 2, 2);
    put(b, (uint32_t)(hlit - 257), 5);
    put(b, (uint32_t)(hdist - 1), 5);
    put(b, (uint32_t)(hclen - 4), 4);
    for (int i = 0; i < hclen; i++) put(b, cl_len[cl_order[i]], 3);
    for (int i = 0; i < rle_count; i++) {
        put(b, cl_code[rle[i]], cl_len[rle[i]]);
        if (rle[i] == 16) put(b, rle_extra[i], 2);
        else if (rle[i] == 17) put(b, rle_extra[i], 3);
        else if (rle[i] == 18) put(b, rle_extra[i], 7);
    }
    /* The tokens: at most 7 + 48 bits pending, stored 8 bytes at a time without branches. */
    uint32_t length_bits[256], length_count[256];   /* the length code and its extra bits, by length - 3 */
    for (unsigned length = 0; length < 256; length++) {
        unsigned ls = b->length_symbol[length];
        length_bits[length] = lit_code[257 + ls] | (length + 3 - length_base[ls]) << lit_len[257 + ls];
        length_count[length] = lit_len[257 + ls] + length_extra[ls];
    }
    uint64_t bits = b->bits;
    unsigned count = b->bit_count;
    uint8_t *o = b->out + b->out_size;
    for (size_t i = 0; i < b->token_count; i++) {
        uint32_t token = b->tokens[i];
        if (!(token & MATCH_FLAG)) {
            bits |= (uint64_t)lit_code[token] << count;
            count += lit_len[token];
        } else {
            uint32_t length = (token >> 16) & 0xFF, d = token & 0x7FFF;
            unsigned ds = d < 256 ? b->dist_symbol[d] : b->dist_symbol[256 + (d >> 7)];
            bits |= (uint64_t)length_bits[length] << count;
            count += length_count[length];
            bits |= (uint64_t)(dist_code[ds] | (d + 1 - dist_base[ds]) << dist_len[ds]) << count;
            count += dist_len[ds] + dist_extra[ds];
        }
        store_le64(o, bits);
        o += count >> 3;
        bits >>= count & ~7u;
        count &= 7;
    }
    b->bits = bits;
    b->bit_count = count;
    b->out_size = (size_t)(o - b->out);
    put(b, lit_code[256], lit_len[256]);
    b->token_count = 0;
    memset(b->lit_freq, 0, sizeof b->lit_freq);
    memset(b->dist_freq, 0, sizeof b->dist_freq);
    return 1;
}

/* The rows `cur` and `above` of band row `i`: in the image, or drawn by the source into `scratch` (the row above
 * the chunk, then SOURCE_CHUNK_ROWS rows), a chunk at a time so that they are still in cache when deflated. */
static void band_rows(band *b, uint32_t i, uint8_t *scratch, const uint8_t **cur, const uint8_t **above) {
    uint32_t y = b->first_row + i;
    if (!b->source) {
        *cur = b->rgba + (size_t)y * b->row_stride;
        *above = y == 0 ? b->zero_row : *cur - b->row_stride;
        return;
    }
    size_t stride = (size_t)b->width * 4;
    uint32_t slot = i % SOURCE_CHUNK_ROWS;
    if (slot == 0) {
        if (i > 0) memcpy(scratch, scratch + SOURCE_CHUNK_ROWS * stride, stride);
        else if (y == 0) memcpy(scratch, b->zero_row, stride);
        else b->source(b->source_context, y - 1, 1, scratch, stride);
        uint32_t count = b->rows - i < SOURCE_CHUNK_ROWS ? b->rows - i : SOURCE_CHUNK_ROWS;
        b->source(b->source_context, y, count, scratch + stride, stride);
    }
    *cur = scratch + (size_t)(slot + 1) * stride;
    *above = *cur - stride;
}

static void *encode_band(void *argument) {
    band *b = argument;
    b->ok = 0;
    build_symbol_tables(b);
    for (uint32_t a = 1; a < 256; a++) b->reciprocal[a] = (UINT64_C(1) << 32) / a + 1;
    size_t row_out = (size_t)b->width * (size_t)b->channels + 1;
    /* A row adds at most one token per byte; a block is written once BLOCK_TOKENS are reached at a row's end. */
    b->token_capacity = BLOCK_TOKENS + row_out + 8;
    b->tokens = malloc(b->token_capacity * sizeof *b->tokens);
    uint8_t *scratch = b->source ? malloc((size_t)b->width * 4 * (SOURCE_CHUNK_ROWS + 1)) : NULL;
    if (!b->tokens || (b->source && !scratch)) goto done;
    b->adler_a = 1;
    for (uint32_t i = 0; i < b->rows; i++) {
        const uint8_t *cur, *above;
        band_rows(b, i, scratch, &cur, &above);
        flush_runs(b);
        if (b->token_count >= BLOCK_TOKENS && !write_block(b, 0)) goto done;
        literal(b, 2);   /* Up */
        if (!row(b, cur, above, b->first_row + i == 0)) goto done;
    }
    flush_runs(b);
    if (!write_block(b, b->last)) goto done;
    if (!reserve(b, 16)) goto done;
    if (!b->last) {   /* sync flush: an empty stored block */
        put(b, 0, 3);
        align_to_byte(b);
        static const uint8_t empty_stored[4] = {0, 0, 0xFF, 0xFF};
        memcpy(b->out + b->out_size, empty_stored, 4);
        b->out_size += 4;
    } else {
        align_to_byte(b);
    }
    b->adler_a %= ADLER_MOD;
    b->adler_b %= ADLER_MOD;
    b->ok = 1;
done:
    free(scratch);
    free(b->tokens);
    b->tokens = NULL;
    return NULL;
}

static uint8_t *put_u32(uint8_t *o, uint32_t v) {
    o[0] = (uint8_t)(v >> 24); o[1] = (uint8_t)(v >> 16); o[2] = (uint8_t)(v >> 8); o[3] = (uint8_t)v;
    return o + 4;
}

/* Writes a chunk with the given payload pieces at `o`; returns the end. */
static uint8_t *put_chunk(uint8_t *o, const char type[4], const uint8_t *const *pieces, const size_t *lengths, int count) {
    size_t total = 0;
    for (int i = 0; i < count; i++) total += lengths[i];
    o = put_u32(o, (uint32_t)total);
    uint8_t *start = o;
    memcpy(o, type, 4);
    o += 4;
    for (int i = 0; i < count; i++) {
        if (lengths[i]) memcpy(o, pieces[i], lengths[i]);
        o += lengths[i];
    }
    return put_u32(o, libdeflate_crc32(0, start, (size_t)(o - start)));
}

/* Encodes all bands (on threads) with the given format; returns 1 when every band succeeded. */
static int encode_bands(band *bands, int count, const uint8_t *rgba, cpng_row_source source, void *source_context,
                        const uint8_t *zero_row, uint32_t width, uint32_t height, size_t row_stride, int channels,
                        int premultiplied, int check_opaque, atomic_int *translucent) {
    pthread_t workers[16];
    int started[16] = {0};
    for (int i = 0; i < count; i++) {
        free(bands[i].out);
        memset(&bands[i], 0, sizeof bands[i]);
        uint32_t first = (uint32_t)((uint64_t)height * (uint64_t)i / (uint64_t)count);
        uint32_t end = (uint32_t)((uint64_t)height * (uint64_t)(i + 1) / (uint64_t)count);
        bands[i].rgba = rgba;
        bands[i].source = source;
        bands[i].source_context = source_context;
        bands[i].zero_row = zero_row;
        bands[i].row_stride = row_stride;
        bands[i].width = width;
        bands[i].first_row = first;
        bands[i].rows = end - first;
        bands[i].channels = channels;
        bands[i].premultiplied = premultiplied != 0 && channels == 4;
        bands[i].last = i == count - 1;
        bands[i].check_opaque = check_opaque;
        bands[i].translucent = translucent;
    }
    for (int i = 1; i < count; i++) started[i] = pthread_create(&workers[i], NULL, encode_band, &bands[i]) == 0;
    encode_band(&bands[0]);
    for (int i = 1; i < count; i++) {
        if (started[i]) pthread_join(workers[i], NULL);
        else encode_band(&bands[i]);
    }
    int ok = 1;
    for (int i = 0; i < count; i++) ok = ok && bands[i].ok;
    return ok;
}

/* cpng_encode_fast and cpng_encode_fast_rows: rows from `rgba`, or from `source` when it is not NULL. */
static int encode_fast(const uint8_t *rgba, cpng_row_source source, void *source_context, uint32_t width,
                       uint32_t height, size_t row_stride, int channels, int premultiplied, int threads, cpng_buffer *out) {
    memset(out, 0, sizeof *out);
    if (width == 0 || height == 0 || (size_t)width > 0x1FFFFFFFu || (channels != 0 && channels != 3 && channels != 4))
        return 0;
    int count = threads < 1 ? 1 : threads > 16 ? 16 : threads;
    /* At least 64 rows and 1 MB of pixels (about half a millisecond of work) a band: a thread costs tens of
     * microseconds to start, and far more when the cores are busy. */
    uint64_t bytes = (uint64_t)width * 4u * height;
    uint64_t by_size = bytes / (1024u * 1024u), by_rows = height / 64;
    if (by_size < 1) by_size = 1;
    if (by_rows < 1) by_rows = 1;
    if ((uint64_t)count > by_size) count = (int)by_size;
    if ((uint64_t)count > by_rows) count = (int)by_rows;
    uint8_t *zero_row = calloc((size_t)width, 4);
    band *bands = calloc((size_t)count, sizeof *bands);
    int ok = zero_row && bands;
    if (ok) {
        atomic_int translucent = 0;
        int trial = channels == 0;
        if (trial) channels = 3;
        ok = encode_bands(bands, count, rgba, source, source_context, zero_row, width, height, row_stride, channels,
                          premultiplied, trial, &translucent);
        if (trial && atomic_load(&translucent)) {
            channels = 4;
            ok = encode_bands(bands, count, rgba, source, source_context, zero_row, width, height, row_stride, channels,
                              premultiplied, 0, &translucent);
        }
    }
    uLong adler = 1;
    size_t idat = 2 + 4;
    size_t row_out = (size_t)width * (size_t)channels + 1;
    for (int i = 0; ok && i < count; i++) {
        ok = bands[i].ok;
        uLong band_adler = (uLong)(bands[i].adler_b << 16 | bands[i].adler_a);
        adler = i == 0 ? band_adler : adler32_combine(adler, band_adler, (z_off_t)(row_out * bands[i].rows));
        idat += bands[i].out_size;
    }
    if (ok && idat > 0x7FFFFFFFu) ok = 0;
    size_t file_size = 8 + (12 + 13) + (12 + 1) + (12 + 4) + (12 + idat) + 12;
    if (ok && !(out->data = malloc(file_size))) ok = 0;
    if (ok) {
        static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};
        uint8_t header[13] = {(uint8_t)(width >> 24), (uint8_t)(width >> 16), (uint8_t)(width >> 8), (uint8_t)width,
                              (uint8_t)(height >> 24), (uint8_t)(height >> 16), (uint8_t)(height >> 8), (uint8_t)height,
                              8, channels == 4 ? 6 : 2, 0, 0, 0};   /* 8-bit RGBA or RGB, deflate, filtered, not interlaced */
        static const uint8_t srgb[1] = {0};                 /* perceptual */
        static const uint8_t gamma[4] = {0, 0, 0xB1, 0x8F};   /* 45455 = 1/2.2, for readers without sRGB */
        static const uint8_t zlib_header[2] = {0x78, 0x01};
        uint8_t trailer[4] = {(uint8_t)(adler >> 24), (uint8_t)(adler >> 16), (uint8_t)(adler >> 8), (uint8_t)adler};
        const uint8_t *pieces[18];
        size_t lengths[18];
        int piece_count = 0;
        pieces[piece_count] = zlib_header; lengths[piece_count++] = 2;
        for (int i = 0; i < count; i++) { pieces[piece_count] = bands[i].out; lengths[piece_count++] = bands[i].out_size; }
        pieces[piece_count] = trailer; lengths[piece_count++] = 4;
        const uint8_t *one[1];
        size_t one_length[1];
        uint8_t *o = out->data;
        memcpy(o, signature, 8);
        o += 8;
        one[0] = header; one_length[0] = 13;
        o = put_chunk(o, "IHDR", one, one_length, 1);
        one[0] = srgb; one_length[0] = 1;
        o = put_chunk(o, "sRGB", one, one_length, 1);
        one[0] = gamma; one_length[0] = 4;
        o = put_chunk(o, "gAMA", one, one_length, 1);
        o = put_chunk(o, "IDAT", pieces, lengths, piece_count);
        o = put_chunk(o, "IEND", NULL, NULL, 0);
        out->size = (size_t)(o - out->data);
        out->capacity = file_size;
    }
    for (int i = 0; bands && i < count; i++) free(bands[i].out);
    free(bands);
    free(zero_row);
    if (!ok) cpng_buffer_free(out);
    return ok;
}

int cpng_encode_fast(const uint8_t *rgba, uint32_t width, uint32_t height, size_t row_stride, int channels,
                     int premultiplied, int threads, cpng_buffer *out) {
    return encode_fast(rgba, NULL, NULL, width, height, row_stride, channels, premultiplied, threads, out);
}

int cpng_encode_fast_rows(cpng_row_source source, void *context, uint32_t width, uint32_t height, int channels,
                          int premultiplied, int threads, cpng_buffer *out) {
    if (!source) {
        memset(out, 0, sizeof *out);
        return 0;
    }
    return encode_fast(NULL, source, context, width, height, (size_t)width * 4, channels, premultiplied, threads, out);
}
