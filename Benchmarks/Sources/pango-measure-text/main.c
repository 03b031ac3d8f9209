// pango-measure-text: the Pango peer of `measure-text --jsonl`, as a whole process. It reads JSON lines with an
// "id" and a "text" from standard input, measures each text with the same Pango setup as letterpress-bench's
// in-process peer (CPangoPeer: private fontconfig, 72 dpi, unhinted, PANGO_WRAP_WORD_CHAR) and writes
// {"id":…,"lineCount":…,"width":…,"height":…} per line. It reads only the two keys the corpus has, with a small
// JSON string reader, so that its I/O costs little next to Pango.
//
// Usage: pango-measure-text FONT_FILE FONTS_DIR FAMILY_LIST SIZE_PT WIDTH_PT < lines.jsonl > answers.jsonl
#include <PangoPeer.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Appends the UTF-8 of `scalar` to `out`. */
static size_t put_utf8(unsigned scalar, char *out) {
    if (scalar < 0x80) { out[0] = (char)scalar; return 1; }
    if (scalar < 0x800) { out[0] = (char)(0xC0 | scalar >> 6); out[1] = (char)(0x80 | (scalar & 0x3F)); return 2; }
    if (scalar < 0x10000) {
        out[0] = (char)(0xE0 | scalar >> 12); out[1] = (char)(0x80 | ((scalar >> 6) & 0x3F)); out[2] = (char)(0x80 | (scalar & 0x3F));
        return 3;
    }
    out[0] = (char)(0xF0 | scalar >> 18); out[1] = (char)(0x80 | ((scalar >> 12) & 0x3F));
    out[2] = (char)(0x80 | ((scalar >> 6) & 0x3F)); out[3] = (char)(0x80 | (scalar & 0x3F));
    return 4;
}

static int hex4(const char *p, unsigned *value) {
    *value = 0;
    for (int i = 0; i < 4; i++) {
        char c = p[i];
        unsigned digit = c >= '0' && c <= '9' ? (unsigned)(c - '0') : c >= 'a' && c <= 'f' ? (unsigned)(c - 'a' + 10)
                       : c >= 'A' && c <= 'F' ? (unsigned)(c - 'A' + 10) : 16;
        if (digit == 16) return 0;
        *value = *value << 4 | digit;
    }
    return 1;
}

/* Unescapes the JSON string starting after the quote at `p` into `out`; returns its length, or -1. */
static long json_string(const char *p, const char *end, char *out, const char **after) {
    size_t length = 0;
    while (p < end && *p != '"') {
        if (*p != '\\') { out[length++] = *p++; continue; }
        if (++p >= end) return -1;
        char escape = *p++;
        switch (escape) {
        case '"': case '\\': case '/': out[length++] = escape; break;
        case 'b': out[length++] = '\b'; break;
        case 'f': out[length++] = '\f'; break;
        case 'n': out[length++] = '\n'; break;
        case 'r': out[length++] = '\r'; break;
        case 't': out[length++] = '\t'; break;
        case 'u': {
            unsigned scalar, low;
            if (end - p < 4 || !hex4(p, &scalar)) return -1;
            p += 4;
            if (scalar >= 0xD800 && scalar < 0xDC00 && end - p >= 6 && p[0] == '\\' && p[1] == 'u' && hex4(p + 2, &low)
                && low >= 0xDC00 && low < 0xE000) {
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00);
                p += 6;
            }
            length += put_utf8(scalar, out + length);
            break;
        }
        default: return -1;
        }
    }
    if (p >= end) return -1;
    *after = p + 1;
    return (long)length;
}

/* The raw JSON text of the value of "key" in the object `line`, by a plain search (the corpus's shape). */
static const char *find_key(const char *line, const char *end, const char *key) {
    size_t keyLength = strlen(key);
    for (const char *p = line; p + keyLength + 2 < end; p++) {
        if (p[0] == '"' && memcmp(p + 1, key, keyLength) == 0 && p[keyLength + 1] == '"') {
            p += keyLength + 2;
            while (p < end && (*p == ' ' || *p == ':')) p++;
            return p;
        }
    }
    return NULL;
}

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
        const char *end = line + length;
        if (textCapacity < (size_t)length + 4) {
            textCapacity = (size_t)length + 4;
            text = realloc(text, textCapacity);
        }
        const char *id = find_key(line, end, "id");
        const char *idEnd = id;
        while (idEnd && idEnd < end && *idEnd != ',' && *idEnd != '}') idEnd++;
        const char *value = find_key(line, end, "text"), *after = NULL;
        long textLength = value && *value == '"' ? json_string(value + 1, end, text, &after) : -1;
        LPPMetrics metrics;
        if (textLength < 0 || lpp_peer_measure(peer, text, (int)textLength, width, &metrics) != LPP_OK) {
            printf("{\"id\":%.*s,\"error\":\"cannot measure\"}\n", id ? (int)(idEnd - id) : 4, id ? id : "null");
            failed = 1;
            continue;
        }
        printf("{\"id\":%.*s,\"lineCount\":%d,\"width\":%.17g,\"height\":%.17g}\n", id ? (int)(idEnd - id) : 4, id ? id : "null",
               metrics.lineCount, metrics.width, metrics.height);
    }
    fflush(stdout);
    free(line);
    free(text);
    lpp_peer_destroy(peer);
    return failed;
}
