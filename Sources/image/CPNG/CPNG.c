#include "CPNG.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>
#if defined(__linux__)
#include <sys/mman.h>
#endif

void cpng_prefer_huge_pages(void *pointer, size_t size) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    const uintptr_t huge = (uintptr_t)2 << 20;
    if (pointer == NULL || size < 2 * huge) return;
    uintptr_t start = ((uintptr_t)pointer + huge - 1) & ~(huge - 1);
    uintptr_t end = ((uintptr_t)pointer + size) & ~(huge - 1);
    if (end > start) madvise((void *)start, end - start, MADV_HUGEPAGE);
#else
    (void)pointer;
    (void)size;
#endif
}

void cpng_buffer_free(cpng_buffer *buffer) {
    if (buffer == NULL) return;
    free(buffer->data);
    buffer->data = NULL;
    buffer->size = 0;
    buffer->capacity = 0;
}

/* Walks the chunks and inflates the IDAT payloads with zlib's own inflate into a scratch buffer. */
int cpng_zlib_check_idat(const uint8_t *png, size_t size, size_t *inflated_size) {
    *inflated_size = 0;
    if (size < 8) return 0;
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    if (inflateInit(&stream) != Z_OK) return 0;
    uint8_t scratch[65536];
    int status = Z_OK, ok = 1;
    size_t total = 0;
    for (size_t offset = 8; ok && offset + 12 <= size;) {
        uint32_t length = (uint32_t)png[offset] << 24 | (uint32_t)png[offset + 1] << 16 | (uint32_t)png[offset + 2] << 8 | png[offset + 3];
        if (length > size - offset - 12) { ok = 0; break; }
        if (memcmp(png + offset + 4, "IDAT", 4) == 0) {
            if (status == Z_STREAM_END && length > 0) { ok = 0; break; }   /* data after the end of the stream */
            stream.next_in = (Bytef *)(png + offset + 8);
            stream.avail_in = length;
            while (stream.avail_in > 0 && status == Z_OK) {
                stream.next_out = scratch;
                stream.avail_out = sizeof scratch;
                status = inflate(&stream, Z_NO_FLUSH);
                total += sizeof scratch - stream.avail_out;
                if (status == Z_BUF_ERROR && stream.avail_out == 0) status = Z_OK;
            }
            if (status != Z_OK && status != Z_STREAM_END) ok = 0;
            if (status == Z_STREAM_END && stream.avail_in > 0) ok = 0;
        }
        offset += 12 + (size_t)length;
    }
    /* Everything the stream holds must be out: drain what is buffered inside zlib. */
    while (ok && status == Z_OK) {
        stream.next_out = scratch;
        stream.avail_out = sizeof scratch;
        status = inflate(&stream, Z_FINISH);
        total += sizeof scratch - stream.avail_out;
        if (status != Z_OK && status != Z_STREAM_END) ok = 0;
        if (status == Z_OK && stream.avail_out > 0) ok = 0;   /* no progress: the stream is truncated */
    }
    inflateEnd(&stream);
    *inflated_size = total;
    return ok && status == Z_STREAM_END;
}

/* One inflate call into `scratch`, adding what came out to `total`. */
static int inflate_into(z_stream *stream, uint8_t *scratch, size_t capacity, int flush, size_t *total) {
    stream->next_out = scratch;
    stream->avail_out = (uInt)capacity;
    int status = inflate(stream, flush);
    *total += capacity - stream->avail_out;
    return status;
}

int cpng_idat_inflates_within(const uint8_t *png, size_t size, size_t limit, size_t *inflated) {
    *inflated = 0;
    if (size < 8) return 1;
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    if (inflateInit(&stream) != Z_OK) return 1;
    uint8_t scratch[65536];
    int status = Z_OK;
    size_t total = 0;
    for (size_t offset = 8; status == Z_OK && total <= limit && offset + 12 <= size;) {
        uint32_t length = (uint32_t)png[offset] << 24 | (uint32_t)png[offset + 1] << 16 | (uint32_t)png[offset + 2] << 8 | png[offset + 3];
        if (length > size - offset - 12 || memcmp(png + offset + 4, "IEND", 4) == 0) break;
        if (memcmp(png + offset + 4, "IDAT", 4) == 0) {
            stream.next_in = (Bytef *)(png + offset + 8);
            stream.avail_in = length;
            while (stream.avail_in > 0 && status == Z_OK && total <= limit) {
                status = inflate_into(&stream, scratch, sizeof scratch, Z_NO_FLUSH, &total);
                if (status == Z_BUF_ERROR && stream.avail_out == 0) status = Z_OK;
            }
        }
        offset += 12 + (size_t)length;
    }
    /* Drain what zlib still holds (it buffers up to its window); no progress means truncated: libpng says so. */
    while (status == Z_OK && total <= limit) {
        status = inflate_into(&stream, scratch, sizeof scratch, Z_SYNC_FLUSH, &total);
        if (stream.avail_out == sizeof scratch) break;
    }
    inflateEnd(&stream);
    *inflated = total;
    return total <= limit;
}
