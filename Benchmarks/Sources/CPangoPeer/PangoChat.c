// The Pango + Cairo peer of render-chat: reads a screen JSON (the layout JSON's elements for one screen, in
// screen points, with what to draw in each) and draws it with cairo shapes and pango_cairo_show_layout, then
// writes the PNG with cairo_surface_write_to_png. See lpp_chat_render in PangoPeer.h for the format.
#include "PeerInternal.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- A small JSON reader: objects, arrays, strings (with \u escapes and surrogate pairs), numbers, literals. */

typedef enum { J_NULL, J_BOOL, J_NUMBER, J_STRING, J_ARRAY, J_OBJECT } JType;

typedef struct JValue {
    JType type;
    double number;
    char *string;             /* J_STRING: UTF-8, NUL-terminated */
    struct JValue *items;     /* J_ARRAY and J_OBJECT values */
    char **keys;              /* J_OBJECT keys */
    int count;
} JValue;

typedef struct { const char *p, *end; int failed; } JReader;

static void j_free(JValue *v) {
    if (!v) return;
    free(v->string);
    for (int i = 0; i < v->count; i++) {
        j_free(&v->items[i]);
        if (v->keys) free(v->keys[i]);
    }
    free(v->items);
    free(v->keys);
}

static void j_space(JReader *r) {
    while (r->p < r->end && (*r->p == ' ' || *r->p == '\n' || *r->p == '\r' || *r->p == '\t')) r->p++;
}

static void j_utf8(char **out, size_t *length, size_t *capacity, unsigned code) {
    if (*length + 4 >= *capacity) {
        *capacity = *capacity * 2 + 16;
        *out = realloc(*out, *capacity);
    }
    char *o = *out + *length;
    if (code < 0x80) { o[0] = (char)code; *length += 1; }
    else if (code < 0x800) { o[0] = (char)(0xC0 | code >> 6); o[1] = (char)(0x80 | (code & 0x3F)); *length += 2; }
    else if (code < 0x10000) {
        o[0] = (char)(0xE0 | code >> 12); o[1] = (char)(0x80 | (code >> 6 & 0x3F)); o[2] = (char)(0x80 | (code & 0x3F));
        *length += 3;
    } else {
        o[0] = (char)(0xF0 | code >> 18); o[1] = (char)(0x80 | (code >> 12 & 0x3F));
        o[2] = (char)(0x80 | (code >> 6 & 0x3F)); o[3] = (char)(0x80 | (code & 0x3F));
        *length += 4;
    }
}

static unsigned j_hex4(JReader *r) {
    unsigned value = 0;
    for (int i = 0; i < 4; i++) {
        if (r->p >= r->end) { r->failed = 1; return 0; }
        char c = *r->p++;
        value <<= 4;
        if (c >= '0' && c <= '9') value |= (unsigned)(c - '0');
        else if (c >= 'a' && c <= 'f') value |= (unsigned)(c - 'a' + 10);
        else if (c >= 'A' && c <= 'F') value |= (unsigned)(c - 'A' + 10);
        else { r->failed = 1; return 0; }
    }
    return value;
}

static char *j_string(JReader *r) {
    if (r->p >= r->end || *r->p != '"') { r->failed = 1; return NULL; }
    r->p++;
    size_t length = 0, capacity = 32;
    char *out = malloc(capacity);
    while (r->p < r->end && *r->p != '"') {
        unsigned char c = (unsigned char)*r->p++;
        if (c != '\\') {
            if (length + 1 >= capacity) { capacity *= 2; out = realloc(out, capacity); }
            out[length++] = (char)c;
            continue;
        }
        if (r->p >= r->end) break;
        char e = *r->p++;
        unsigned code;
        switch (e) {
        case 'n': code = '\n'; break;
        case 't': code = '\t'; break;
        case 'r': code = '\r'; break;
        case 'b': code = '\b'; break;
        case 'f': code = '\f'; break;
        case 'u':
            code = j_hex4(r);
            if (code >= 0xD800 && code < 0xDC00 && r->p + 1 < r->end && r->p[0] == '\\' && r->p[1] == 'u') {
                r->p += 2;
                unsigned low = j_hex4(r);
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
            }
            break;
        default: code = (unsigned char)e; break;
        }
        j_utf8(&out, &length, &capacity, code);
    }
    if (r->p >= r->end) { r->failed = 1; free(out); return NULL; }
    r->p++;
    out[length] = 0;
    return out;
}

static void j_value(JReader *r, JValue *v);

static void j_container(JReader *r, JValue *v, int isObject) {
    v->type = isObject ? J_OBJECT : J_ARRAY;
    r->p++;
    int capacity = 0;
    j_space(r);
    if (r->p < r->end && *r->p == (isObject ? '}' : ']')) { r->p++; return; }
    while (!r->failed) {
        if (v->count == capacity) {
            capacity = capacity * 2 + 8;
            v->items = realloc(v->items, (size_t)capacity * sizeof *v->items);
            if (isObject) v->keys = realloc(v->keys, (size_t)capacity * sizeof *v->keys);
        }
        j_space(r);
        if (isObject) {
            v->keys[v->count] = j_string(r);
            j_space(r);
            if (r->failed || r->p >= r->end || *r->p != ':') { r->failed = 1; free(v->keys[v->count]); return; }
            r->p++;
        }
        memset(&v->items[v->count], 0, sizeof v->items[0]);
        j_value(r, &v->items[v->count]);
        v->count++;
        j_space(r);
        if (r->p < r->end && *r->p == ',') { r->p++; continue; }
        if (r->p < r->end && *r->p == (isObject ? '}' : ']')) { r->p++; return; }
        r->failed = 1;
    }
}

static void j_value(JReader *r, JValue *v) {
    j_space(r);
    if (r->p >= r->end) { r->failed = 1; return; }
    char c = *r->p;
    if (c == '{' || c == '[') { j_container(r, v, c == '{'); return; }
    if (c == '"') { v->type = J_STRING; v->string = j_string(r); return; }
    if (r->end - r->p >= 4 && !strncmp(r->p, "true", 4)) { v->type = J_BOOL; v->number = 1; r->p += 4; return; }
    if (r->end - r->p >= 5 && !strncmp(r->p, "false", 5)) { v->type = J_BOOL; v->number = 0; r->p += 5; return; }
    if (r->end - r->p >= 4 && !strncmp(r->p, "null", 4)) { v->type = J_NULL; r->p += 4; return; }
    char *after;
    v->number = strtod(r->p, &after);
    if (after == r->p) { r->failed = 1; return; }
    v->type = J_NUMBER;
    r->p = after;
}

static const JValue *j_get(const JValue *object, const char *key) {
    if (!object || object->type != J_OBJECT) return NULL;
    for (int i = 0; i < object->count; i++)
        if (object->keys[i] && !strcmp(object->keys[i], key)) return &object->items[i];
    return NULL;
}

static double j_number(const JValue *object, const char *key, double fallback) {
    const JValue *v = j_get(object, key);
    return v && (v->type == J_NUMBER || v->type == J_BOOL) ? v->number : fallback;
}

/* ---- Drawing. */

static void set_color(cairo_t *cr, const JValue *color) {
    double c[4] = {0, 0, 0, 255};
    if (color && color->type == J_ARRAY)
        for (int i = 0; i < 4 && i < color->count; i++) c[i] = color->items[i].number;
    cairo_set_source_rgba(cr, c[0] / 255, c[1] / 255, c[2] / 255, c[3] / 255);
}

static void rounded_rect(cairo_t *cr, double x, double y, double w, double h, double r) {
    r = fmin(r, fmin(w, h) / 2);
    cairo_new_sub_path(cr);
    cairo_arc(cr, x + w - r, y + r, r, -M_PI / 2, 0);
    cairo_arc(cr, x + w - r, y + h - r, r, 0, M_PI / 2);
    cairo_arc(cr, x + r, y + h - r, r, M_PI / 2, M_PI);
    cairo_arc(cr, x + r, y + r, r, M_PI, 3 * M_PI / 2);
    cairo_close_path(cr);
}

static void draw_element(cairo_t *cr, PangoLayout *layout, const PangoFontDescription *base, const JValue *element) {
    const JValue *frame = j_get(element, "frame");
    double x = j_number(frame, "x", 0), y = j_number(frame, "y", 0);
    double w = j_number(frame, "width", 0), h = j_number(frame, "height", 0);
    const JValue *text = j_get(element, "text");
    if (text && text->type == J_STRING && text->string) {
        PangoFontDescription *font = pango_font_description_copy(base);
        pango_font_description_set_size(font, (int)(j_number(element, "size", 17) * PANGO_SCALE));
        pango_font_description_set_weight(font, (PangoWeight)(int)j_number(element, "weight", 400));
        pango_font_description_set_style(font, j_number(element, "italic", 0) ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL);
        pango_layout_set_font_description(layout, font);
        pango_font_description_free(font);
        pango_layout_set_width(layout, (int)(ceil(w + 0.01) * PANGO_SCALE));
        int lines = (int)j_number(element, "lines", 0);
        pango_layout_set_height(layout, lines > 0 ? -lines : -1);
        pango_layout_set_ellipsize(layout, lines > 0 ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE);
        pango_layout_set_alignment(layout, j_number(element, "center", 0) ? PANGO_ALIGN_CENTER : PANGO_ALIGN_LEFT);
        pango_layout_set_text(layout, text->string, -1);
        set_color(cr, j_get(element, "color"));
        cairo_move_to(cr, x, y);
        pango_cairo_show_layout(cr, layout);
        return;
    }
    const JValue *shape = j_get(element, "shape");
    set_color(cr, j_get(element, "fill"));
    if (shape && shape->type == J_STRING && shape->string && !strcmp(shape->string, "circle")) {
        cairo_new_sub_path(cr);
        cairo_arc(cr, x + w / 2, y + h / 2, fmin(w, h) / 2, 0, 2 * M_PI);
    } else {
        rounded_rect(cr, x, y, w, h, j_number(element, "radius", 0));
    }
    cairo_fill(cr);
}

LPPStatus lpp_chat_render(LPPPeer *peer, const char *screenPath, const char *pngPath) {
    if (!peer || !screenPath || !pngPath) return LPP_ERROR_ARGUMENT;
    FILE *file = fopen(screenPath, "rb");
    if (!file) return LPP_ERROR_ARGUMENT;
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    fseek(file, 0, SEEK_SET);
    char *json = size > 0 ? malloc((size_t)size) : NULL;
    if (!json || fread(json, 1, (size_t)size, file) != (size_t)size) { fclose(file); free(json); return LPP_ERROR_ARGUMENT; }
    fclose(file);
    JReader reader = {json, json + size, 0};
    JValue root = {0};
    j_value(&reader, &root);
    free(json);
    if (reader.failed || root.type != J_OBJECT) { j_free(&root); return LPP_ERROR_ARGUMENT; }

    double scale = j_number(&root, "scale", 1);
    int width = (int)ceil(j_number(&root, "width", 0) * scale - 1e-6);
    int height = (int)ceil(j_number(&root, "height", 0) * scale - 1e-6);
    if (width < 1 || height < 1 || width > 32767 || height > 32767) { j_free(&root); return LPP_ERROR_ARGUMENT; }
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
    cairo_t *cr = cairo_create(surface);
    if (cairo_status(cr) != CAIRO_STATUS_SUCCESS) {
        cairo_destroy(cr);
        cairo_surface_destroy(surface);
        j_free(&root);
        return LPP_ERROR_CAIRO;
    }
    cairo_scale(cr, scale, scale);
    set_color(cr, j_get(&root, "background"));
    cairo_paint(cr);
    PangoMatrix matrix = PANGO_MATRIX_INIT;
    pango_matrix_scale(&matrix, scale, scale);
    pango_context_set_matrix(peer->renderContext, &matrix);
    PangoLayout *layout = lpp_internal_layout_new(peer, peer->renderContext);
    const PangoFontDescription *base = pango_context_get_font_description(peer->renderContext);
    const JValue *elements = j_get(&root, "elements");
    for (int i = 0; elements && elements->type == J_ARRAY && i < elements->count; i++)
        draw_element(cr, layout, base, &elements->items[i]);
    g_object_unref(layout);
    cairo_destroy(cr);
    cairo_surface_flush(surface);
    cairo_status_t written = cairo_surface_write_to_png(surface, pngPath);
    cairo_surface_destroy(surface);
    j_free(&root);
    return written == CAIRO_STATUS_SUCCESS ? LPP_OK : LPP_ERROR_CAIRO;
}
