// pango-measure-text: the Pango peer of `measure-text --jsonl`, as a whole process. It reads JSON lines with an
// "id" and a "text" from standard input, measures each text with the same Pango setup as letterpress-bench's
// in-process peer (CPangoPeer: private fontconfig, 72 dpi, unhinted, PANGO_WRAP_WORD_CHAR) and writes
// {"id":…,"lineCount":…,"width":…,"height":…} per line.
//
// Usage: pango-measure-text FONT_FILE FONTS_DIR FAMILY_LIST SIZE_PT WIDTH_PT < lines.jsonl > answers.jsonl
#include <JSONLine.h>
#include <PangoPeer.h>

#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    if (argc != 6) {
        fprintf(stderr, "usage: pango-measure-text FONT_FILE FONTS_DIR FAMILY_LIST SIZE_PT WIDTH_PT < lines.jsonl\n");
        return 2;
    }
    double size = atof(argv[4]), width = atof(argv[5]);
    LPPStatus status = LPP_OK;
    LPPPeer *peer = lpp_peer_create(argv[1], argv[2], argv[3], size, &status);
    if (!peer) {
        fprintf(stderr, "error: %s\n", lpp_status_message(status));
        return 3;
    }
    char *line = NULL, *text = NULL;
    size_t capacity = 0, textCapacity = 0;
    ssize_t length;
    int failed = 0;
    static char output[1 << 16];
    setvbuf(stdout, output, _IOFBF, sizeof output);
    while ((length = getline(&line, &capacity, stdin)) >= 0) {
        if (textCapacity < (size_t)length + 4) {
            textCapacity = (size_t)length + 4;
            text = realloc(text, textCapacity);
        }
        size_t idLength = 4;
        const char *id = jl_raw_value(line, (size_t)length, "id", &idLength);
        if (!id) id = "null";
        long textLength = jl_string_value(line, (size_t)length, "text", text);
        LPPMetrics metrics;
        if (textLength < 0 || lpp_peer_measure(peer, text, (int)textLength, width, &metrics) != LPP_OK) {
            printf("{\"id\":%.*s,\"error\":\"cannot measure\"}\n", (int)idLength, id);
            failed = 1;
            continue;
        }
        printf("{\"id\":%.*s,\"lineCount\":%d,\"width\":%.17g,\"height\":%.17g}\n", (int)idLength, id,
               metrics.lineCount, metrics.width, metrics.height);
    }
    fflush(stdout);
    free(line);
    free(text);
    lpp_peer_destroy(peer);
    return failed;
}
