// Looking inside a text's layout, to explain where Pango and Letterpress break lines differently.
#include "PeerInternal.h"

#include <stdio.h>

LPPStatus lpp_text_line(LPPText *text, int index, LPPLine *out) {
    if (!text || !out || index < 0 || index >= pango_layout_get_line_count(text->layout)) return LPP_ERROR_ARGUMENT;
    PangoLayoutLine *line = pango_layout_get_line_readonly(text->layout, index);
    PangoRectangle logical;
    pango_layout_line_get_extents(line, NULL, &logical);
    out->start = line->start_index;
    out->length = line->length;
    out->x = (double)logical.x / PANGO_SCALE;
    out->width = (double)logical.width / PANGO_SCALE;
    return LPP_OK;
}

int lpp_text_describe_line(LPPText *text, int index, char *buffer, size_t size) {
    if (!text || (!buffer && size > 0) || index < 0 || index >= pango_layout_get_line_count(text->layout)) return -1;
    PangoLayoutLine *line = pango_layout_get_line_readonly(text->layout, index);
    GString *description = g_string_new(NULL);
    for (GSList *node = line->runs; node; node = node->next) {
        PangoGlyphItem *run = node->data;
        PangoFontDescription *font = pango_font_describe(run->item->analysis.font);
        PangoRectangle logical;
        pango_glyph_string_extents(run->glyphs, run->item->analysis.font, NULL, &logical);
        g_string_append_printf(description, "%s%s [%d, %d) %.3f", description->len ? " | " : "",
                               pango_font_description_get_family(font), run->item->offset,
                               run->item->offset + run->item->length, (double)logical.width / PANGO_SCALE);
        pango_font_description_free(font);
    }
    int needed = (int)description->len;
    if (size > 0) snprintf(buffer, size, "%s", description->str);
    g_string_free(description, TRUE);
    return needed;
}
