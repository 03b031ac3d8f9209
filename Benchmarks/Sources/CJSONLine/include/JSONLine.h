// JSONLine: the two values the C peers read from each corpus line {"id": …, "text": "…"}, with a small reader
// (a plain search for the key; JSON string escapes decoded to UTF-8), so that their I/O costs little.
#ifndef LETTERPRESS_BENCH_JSON_LINE_H
#define LETTERPRESS_BENCH_JSON_LINE_H

#include <stddef.h>

/// The raw JSON text of the value of `key` in the one-line object `line` (up to the next ',' or '}'): its start,
/// with its length in `*length`; NULL when the key is not there.
const char *jl_raw_value(const char *line, size_t lineLength, const char *key, size_t *length);

/// Decodes the JSON string value of `key` into `out` (at least `lineLength` bytes) as UTF-8; returns its length,
/// or -1 when the key is missing, its value is not a string, or an escape is malformed.
long jl_string_value(const char *line, size_t lineLength, const char *key, char *out);

#endif
