#include "JSONLine.h"

#include <string.h>

/* Appends the UTF-8 of `scalar` to `out`; returns the byte count. */
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

/* The start of the value of "key" in `line`, or NULL. */
static const char *find_value(const char *line, const char *end, const char *key) {
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

const char *jl_raw_value(const char *line, size_t lineLength, const char *key, size_t *length) {
    const char *end = line + lineLength, *value = find_value(line, end, key);
    if (!value) return NULL;
    const char *p = value;
    while (p < end && *p != ',' && *p != '}') p++;
    *length = (size_t)(p - value);
    return value;
}

long jl_string_value(const char *line, size_t lineLength, const char *key, char *out) {
    const char *end = line + lineLength, *p = find_value(line, end, key);
    if (!p || *p != '"') return -1;
    p++;
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
    return p < end ? (long)length : -1;
}
