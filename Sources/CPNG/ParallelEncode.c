/* The fast PNG writer: rows Up-filtered (flat UI pictures become runs of zeros) and deflated at zlib level 1
 * in horizontal bands on several threads. Each band is a raw deflate stream ended with a sync flush (byte
 * aligned, no final block) except the last, so the bands concatenate into one valid zlib stream; their
 * Adler-32 sums are combined with adler32_combine. Chunks are written and CRC'd here; no libpng, no setjmp. */
#include "CPNG.h"
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

typedef struct band {
    const uint8_t *rgba;
    size_t row_stride, row_bytes;
    uint32_t first_row, rows;
    int last, level;
    uint8_t *deflated;
    size_t deflated_size;
    uLong adler;
    size_t raw_size;
    int ok;
} band;

static void *deflate_band(void *argument) {
    band *b = argument;
    b->raw_size = (b->row_bytes + 1) * b->rows;
    uint8_t *raw = malloc(b->raw_size);
    if (!raw) return NULL;
    for (uint32_t i = 0; i < b->rows; i++) {
        uint32_t y = b->first_row + i;
        uint8_t *line = raw + (size_t)i * (b->row_bytes + 1);
        const uint8_t *row = b->rgba + (size_t)y * b->row_stride;
        if (y == 0) {
            line[0] = 0;  /* None */
            memcpy(line + 1, row, b->row_bytes);
        } else {
            const uint8_t *above = row - b->row_stride;
            line[0] = 2;  /* Up */
            for (size_t x = 0; x < b->row_bytes; x++) line[1 + x] = (uint8_t)(row[x] - above[x]);
        }
    }
    b->adler = adler32(adler32(0L, Z_NULL, 0), raw, (uInt)0);
    for (size_t done = 0; done < b->raw_size;) {
        uInt step = (uInt)((b->raw_size - done) > 0x40000000u ? 0x40000000u : (b->raw_size - done));
        b->adler = adler32(b->adler, raw + done, step);
        done += step;
    }
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    if (deflateInit2(&stream, b->level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) != Z_OK) { free(raw); return NULL; }
    size_t capacity = deflateBound(&stream, b->raw_size) + 16;
    b->deflated = malloc(capacity);
    if (b->deflated) {
        stream.next_in = raw;
        stream.next_out = b->deflated;
        int status = Z_OK;
        size_t consumed = 0;
        while (status == Z_OK) {
            size_t chunk = b->raw_size - consumed > 0x40000000u ? 0x40000000u : b->raw_size - consumed;
            stream.avail_in = (uInt)chunk;
            stream.avail_out = (uInt)(capacity - stream.total_out > 0x40000000u ? 0x40000000u : capacity - stream.total_out);
            int flush = consumed + chunk < b->raw_size ? Z_NO_FLUSH : (b->last ? Z_FINISH : Z_SYNC_FLUSH);
            status = deflate(&stream, flush);
            consumed += chunk - stream.avail_in;
            if (flush == Z_SYNC_FLUSH && status == Z_OK && stream.avail_in == 0 && stream.avail_out > 0) break;
        }
        b->ok = (b->last ? status == Z_STREAM_END : status == Z_OK) && consumed == b->raw_size;
        b->deflated_size = stream.total_out;
    }
    deflateEnd(&stream);
    free(raw);
    return NULL;
}

static int append(cpng_buffer *out, const void *bytes, size_t length) {
    if (out->size + length > out->capacity) {
        size_t capacity = out->capacity ? out->capacity : 65536;
        while (capacity < out->size + length) capacity *= 2;
        uint8_t *grown = realloc(out->data, capacity);
        if (!grown) return 0;
        out->data = grown;
        out->capacity = capacity;
    }
    if (length) memcpy(out->data + out->size, bytes, length);
    out->size += length;
    return 1;
}

static int append_u32(cpng_buffer *out, uint32_t value) {
    uint8_t bytes[4] = {(uint8_t)(value >> 24), (uint8_t)(value >> 16), (uint8_t)(value >> 8), (uint8_t)value};
    return append(out, bytes, 4);
}

/* A chunk whose payload is the concatenation of `count` pieces. */
static int append_chunk(cpng_buffer *out, const char type[4], const uint8_t *const *pieces, const size_t *lengths, int count) {
    size_t total = 0;
    for (int i = 0; i < count; i++) total += lengths[i];
    if (total > 0x7FFFFFFFu || !append_u32(out, (uint32_t)total) || !append(out, type, 4)) return 0;
    uLong crc = crc32(crc32(0L, Z_NULL, 0), (const Bytef *)type, 4);
    for (int i = 0; i < count; i++) {
        if (!append(out, pieces[i], lengths[i])) return 0;
        for (size_t done = 0; done < lengths[i];) {
            uInt step = (uInt)(lengths[i] - done > 0x40000000u ? 0x40000000u : lengths[i] - done);
            crc = crc32(crc, pieces[i] + done, step);
            done += step;
        }
    }
    return append_u32(out, (uint32_t)crc);
}

int cpng_encode_rgba8_parallel(const uint8_t *rgba, uint32_t width, uint32_t height, size_t row_stride,
                               int zlib_level, int threads, cpng_buffer *out) {
    memset(out, 0, sizeof *out);
    if (width == 0 || height == 0 || (size_t)width > 0x1FFFFFFFu) return 0;
    int count = threads < 1 ? 1 : threads > 16 ? 16 : threads;
    if ((uint32_t)count > height / 64 + 1) count = (int)(height / 64 + 1);
    band bands[16];
    pthread_t workers[16];
    int started[16] = {0};
    for (int i = 0; i < count; i++) {
        uint32_t first = (uint32_t)((uint64_t)height * (uint64_t)i / (uint64_t)count);
        uint32_t end = (uint32_t)((uint64_t)height * (uint64_t)(i + 1) / (uint64_t)count);
        bands[i] = (band){.rgba = rgba, .row_stride = row_stride, .row_bytes = (size_t)width * 4, .first_row = first,
                          .rows = end - first, .last = i == count - 1, .level = zlib_level};
    }
    for (int i = 1; i < count; i++) started[i] = pthread_create(&workers[i], NULL, deflate_band, &bands[i]) == 0;
    deflate_band(&bands[0]);
    for (int i = 1; i < count; i++) {
        if (started[i]) pthread_join(workers[i], NULL);
        else deflate_band(&bands[i]);
    }
    int ok = 1;
    uLong adler = bands[0].adler;
    for (int i = 0; i < count; i++) {
        ok = ok && bands[i].ok;
        if (i > 0) adler = adler32_combine(adler, bands[i].adler, (z_off_t)bands[i].raw_size);
    }
    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};
    uint8_t header[13] = {(uint8_t)(width >> 24), (uint8_t)(width >> 16), (uint8_t)(width >> 8), (uint8_t)width,
                          (uint8_t)(height >> 24), (uint8_t)(height >> 16), (uint8_t)(height >> 8), (uint8_t)height,
                          8, 6, 0, 0, 0};   /* 8-bit RGBA, deflate, adaptive filtering, not interlaced */
    static const uint8_t srgb[1] = {0};               /* perceptual */
    static const uint8_t gamma[4] = {0, 0, 0xB1, 0x8F}; /* 45455 = 1/2.2, for readers without sRGB */
    static const uint8_t zlib_header[2] = {0x78, 0x01};
    uint8_t trailer[4] = {(uint8_t)(adler >> 24), (uint8_t)(adler >> 16), (uint8_t)(adler >> 8), (uint8_t)adler};
    const uint8_t *pieces[18];
    size_t lengths[18];
    int pieceCount = 0;
    pieces[pieceCount] = zlib_header; lengths[pieceCount++] = 2;
    for (int i = 0; i < count; i++) { pieces[pieceCount] = bands[i].deflated; lengths[pieceCount++] = bands[i].deflated_size; }
    pieces[pieceCount] = trailer; lengths[pieceCount++] = 4;
    const uint8_t *one[1];
    size_t oneLength[1];
    ok = ok && append(out, signature, 8);
    one[0] = header; oneLength[0] = 13;
    ok = ok && append_chunk(out, "IHDR", one, oneLength, 1);
    one[0] = srgb; oneLength[0] = 1;
    ok = ok && append_chunk(out, "sRGB", one, oneLength, 1);
    one[0] = gamma; oneLength[0] = 4;
    ok = ok && append_chunk(out, "gAMA", one, oneLength, 1);
    ok = ok && append_chunk(out, "IDAT", pieces, lengths, pieceCount);
    ok = ok && append_chunk(out, "IEND", NULL, NULL, 0);
    for (int i = 0; i < count; i++) free(bands[i].deflated);
    if (!ok) cpng_buffer_free(out);
    return ok;
}
