// harfbuzz-floor: the raw-HarfBuzz floor with the HarfBuzz Letterpress links (Debian's), for comparison with the
// uharfbuzz floor (which bundles a newer HarfBuzz). It reads corpus JSON lines from standard input, shapes each
// text once, whole, with the font file (hb-ot font functions, a reused buffer: clear, add UTF-8, guess segment
// properties, shape), times only those calls with CLOCK_MONOTONIC and prints one JSON report.
//
// Usage: harfbuzz-floor FONT_FILE < lines.jsonl
#include <JSONLine.h>
#include <hb.h>

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: harfbuzz-floor FONT_FILE < lines.jsonl\n");
        return 2;
    }
    hb_blob_t *blob = hb_blob_create_from_file_or_fail(argv[1]);
    if (!blob) {
        fprintf(stderr, "error: cannot read %s\n", argv[1]);
        return 3;
    }
    hb_face_t *face = hb_face_create(blob, 0);
    hb_font_t *font = hb_font_create(face);
    hb_buffer_t *buffer = hb_buffer_create();
    char *line = NULL, *text = NULL;
    size_t capacity = 0, textCapacity = 0;
    ssize_t length;
    double seconds = 0;
    long messages = 0;
    while ((length = getline(&line, &capacity, stdin)) >= 0) {
        if (textCapacity < (size_t)length + 4) {
            textCapacity = (size_t)length + 4;
            text = realloc(text, textCapacity);
        }
        long textLength = jl_string_value(line, (size_t)length, "text", text);
        if (textLength < 0) continue;
        struct timespec start, end;
        clock_gettime(CLOCK_MONOTONIC, &start);
        hb_buffer_clear_contents(buffer);
        hb_buffer_add_utf8(buffer, text, (int)textLength, 0, (int)textLength);
        hb_buffer_guess_segment_properties(buffer);
        hb_shape(font, buffer, NULL, 0);
        clock_gettime(CLOCK_MONOTONIC, &end);
        seconds += (double)(end.tv_sec - start.tv_sec) + (double)(end.tv_nsec - start.tv_nsec) * 1e-9;
        messages++;
    }
    printf("{\"engine\":\"HarfBuzz floor\",\"version\":\"HarfBuzz %s, Debian's, as Letterpress links it\",\"seconds\":%.9f,\"messages\":%ld}\n",
           hb_version_string(), seconds, messages);
    hb_buffer_destroy(buffer);
    hb_font_destroy(font);
    hb_face_destroy(face);
    hb_blob_destroy(blob);
    free(line);
    free(text);
    return 0;
}
