// The peer handle: a private fontconfig configuration, font map and context; text measuring.
#include "PeerInternal.h"

#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

const char *lpp_status_message(LPPStatus status) {
    switch (status) {
    case LPP_OK: return "ok";
    case LPP_ERROR_ARGUMENT: return "invalid argument (NULL, negative length, or a non-finite/non-positive number)";
    case LPP_ERROR_FONT_FILE: return "the font file is missing, unreadable, or not a font fontconfig accepts";
    case LPP_ERROR_FONT_DIR: return "the fallback font directory is missing or holds no font";
    case LPP_ERROR_FAMILY: return "the first requested family does not resolve to the given font file";
    case LPP_ERROR_FONTCONFIG: return "fontconfig or the Pango font map could not be created";
    case LPP_ERROR_CAIRO: return "cairo failed (surface too large, out of memory, or PNG output failed)";
    case LPP_ERROR_MEMORY: return "out of memory";
    }
    return "unknown status";
}

const char *lpp_pango_version(void) { return pango_version_string(); }

static int count_app_fonts(FcConfig *config) {
    FcFontSet *set = FcConfigGetFonts(config, FcSetApplication);
    return set ? set->nfont : 0;
}

/* The first family of a comma-separated list, trimmed; caller frees. */
static char *first_family(const char *family) {
    while (*family == ' ') family++;
    size_t length = strcspn(family, ",");
    while (length > 0 && family[length - 1] == ' ') length--;
    return length ? strndup(family, length) : NULL;
}

/* Does `family` (weight regular, upright) resolve to `fontFile` in `config`? */
static int family_resolves_to_file(FcConfig *config, const char *family, const char *fontFile) {
    char *name = first_family(family);
    char *wanted = realpath(fontFile, NULL);
    int matches = 0;
    FcPattern *pattern = name ? FcPatternCreate() : NULL;
    if (pattern && wanted) {
        FcPatternAddString(pattern, FC_FAMILY, (const FcChar8 *)name);
        FcConfigSubstitute(config, pattern, FcMatchPattern);
        FcDefaultSubstitute(pattern);
        FcResult result;
        FcPattern *match = FcFontMatch(config, pattern, &result);
        FcChar8 *file = NULL, *matchedFamily = NULL;
        if (match && FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch
            && FcPatternGetString(match, FC_FAMILY, 0, &matchedFamily) == FcResultMatch) {
            char *found = realpath((const char *)file, NULL);
            matches = found && strcmp(found, wanted) == 0
                && strcasecmp((const char *)matchedFamily, name) == 0;
            free(found);
        }
        if (match) FcPatternDestroy(match);
    }
    if (pattern) FcPatternDestroy(pattern);
    free(wanted);
    free(name);
    return matches;
}

/* The private configuration's rules: fontconfig's user cache directory (so scanning the fallback directory
 * is cached, and fontconfig does not complain that no cache directory is writable), and the bitmap scaling
 * rule of fontconfig's stock 10-scale-bitmap-fonts.conf, without which Noto Color Emoji's 136 px strike is
 * used unscaled at every font size. Every Debian system configuration has that rule. */
static const char *const privateConfigRules =
    "<?xml version=\"1.0\"?><fontconfig>"
    "<cachedir prefix=\"xdg\">fontconfig</cachedir>"
    "<match target=\"font\"><test name=\"outline\" compare=\"eq\"><bool>false</bool></test>"
    "<edit name=\"pixelsizefixupfactor\" mode=\"assign\"><divide>"
    "<name target=\"pattern\">pixelsize</name><name target=\"font\">pixelsize</name></divide></edit></match>"
    "<match target=\"font\"><test name=\"outline\" compare=\"eq\"><bool>false</bool></test>"
    "<test name=\"pixelsizefixupfactor\" compare=\"not_eq\"><double>1.0</double></test>"
    "<edit name=\"matrix\" mode=\"assign\"><times><name>matrix</name><matrix>"
    "<name>pixelsizefixupfactor</name><double>0</double><double>0</double><name>pixelsizefixupfactor</name>"
    "</matrix></times></edit>"
    "<edit name=\"size\" mode=\"assign\"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>"
    "</match></fontconfig>";

/* A fresh FcConfig holding only the font file and the fallback directory's fonts. */
static FcConfig *private_config(const char *fontFile, const char *fallbackDir, LPPStatus *status) {
    struct stat info;
    if (access(fontFile, R_OK) != 0 || stat(fontFile, &info) != 0 || !S_ISREG(info.st_mode))
        LPP_FAIL(status, LPP_ERROR_FONT_FILE, NULL);
    if (fallbackDir && (stat(fallbackDir, &info) != 0 || !S_ISDIR(info.st_mode)))
        LPP_FAIL(status, LPP_ERROR_FONT_DIR, NULL);
    FcConfig *config = FcConfigCreate();
    if (!config) LPP_FAIL(status, LPP_ERROR_FONTCONFIG, NULL);
    LPPStatus failure = LPP_OK;
    if (!FcConfigParseAndLoadFromMemory(config, (const FcChar8 *)privateConfigRules, FcTrue)) {
        failure = LPP_ERROR_FONTCONFIG;
    } else if (!FcConfigAppFontAddFile(config, (const FcChar8 *)fontFile) || count_app_fonts(config) == 0) {
        failure = LPP_ERROR_FONT_FILE;
    } else if (fallbackDir) {
        int before = count_app_fonts(config);
        if (!FcConfigAppFontAddDir(config, (const FcChar8 *)fallbackDir) || count_app_fonts(config) == before)
            failure = LPP_ERROR_FONT_DIR;
    }
    if (failure != LPP_OK) {
        FcConfigDestroy(config);
        LPP_FAIL(status, failure, NULL);
    }
    return config;
}

PangoContext *lpp_internal_context_new(PangoFontMap *fontMap, const char *family, double sizePt) {
    PangoContext *context = pango_font_map_create_context(fontMap);
    if (!context) return NULL;
    pango_cairo_context_set_resolution(context, 72.0);   /* 1 pt = 1 device unit */
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
    pango_cairo_context_set_font_options(context, options);
    cairo_font_options_destroy(options);
    pango_context_set_round_glyph_positions(context, FALSE);
    pango_context_set_language(context, pango_language_from_string("en"));
    PangoFontDescription *font = pango_font_description_new();
    pango_font_description_set_family(font, family);
    pango_font_description_set_size(font, (gint)lround(sizePt * PANGO_SCALE));
    pango_context_set_font_description(context, font);
    pango_font_description_free(font);
    return context;
}

int lpp_internal_pango_width(double widthPt, int *pangoWidth) {
    if (!isfinite(widthPt) || widthPt <= 0 || widthPt * PANGO_SCALE >= (double)INT_MAX) return 0;
    *pangoWidth = (int)lround(widthPt * PANGO_SCALE);
    return 1;
}

LPPPeer *lpp_peer_create(const char *fontFile, const char *fallbackDir, const char *family,
                         double sizePt, LPPStatus *status) {
    if (!fontFile || !family || !isfinite(sizePt) || sizePt <= 0 || sizePt > 10000)
        LPP_FAIL(status, LPP_ERROR_ARGUMENT, NULL);
    char *name = first_family(family);
    int hasFamily = name != NULL;
    free(name);
    if (!hasFamily) LPP_FAIL(status, LPP_ERROR_ARGUMENT, NULL);
    FcConfig *config = private_config(fontFile, fallbackDir, status);
    if (!config) return NULL;
    if (!family_resolves_to_file(config, family, fontFile)) {
        FcConfigDestroy(config);
        LPP_FAIL(status, LPP_ERROR_FAMILY, NULL);
    }
    LPPPeer *peer = calloc(1, sizeof *peer);
    PangoFontMap *fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
    if (!peer || !fontMap) {
        free(peer);
        if (fontMap) g_object_unref(fontMap);
        FcConfigDestroy(config);
        LPP_FAIL(status, fontMap ? LPP_ERROR_MEMORY : LPP_ERROR_FONTCONFIG, NULL);
    }
    pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(fontMap), config);   /* takes its own reference */
    pango_cairo_font_map_set_resolution(PANGO_CAIRO_FONT_MAP(fontMap), 72.0);
    peer->config = config;
    peer->fontMap = fontMap;
    peer->context = lpp_internal_context_new(fontMap, family, sizePt);
    peer->renderContext = lpp_internal_context_new(fontMap, family, sizePt);
    peer->attributes = pango_attr_list_new();
    pango_attr_list_insert(peer->attributes, pango_attr_insert_hyphens_new(FALSE));
    peer->layout = peer->context ? lpp_internal_layout_new(peer, peer->context) : NULL;
    if (!peer->layout || !peer->renderContext) {
        lpp_peer_destroy(peer);
        LPP_FAIL(status, LPP_ERROR_MEMORY, NULL);
    }
    if (status) *status = LPP_OK;
    return peer;
}

PangoLayout *lpp_internal_layout_new(const LPPPeer *peer, PangoContext *context) {
    PangoLayout *layout = pango_layout_new(context);
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR);
    pango_layout_set_attributes(layout, peer->attributes);
    return layout;
}

void lpp_peer_set_insert_hyphens(LPPPeer *peer, int insertHyphens) {
    if (!peer) return;
    pango_attr_list_unref(peer->attributes);
    peer->attributes = pango_attr_list_new();
    pango_attr_list_insert(peer->attributes, pango_attr_insert_hyphens_new(insertHyphens ? TRUE : FALSE));
    pango_layout_set_attributes(peer->layout, peer->attributes);
}

void lpp_peer_destroy(LPPPeer *peer) {
    if (!peer) return;
    if (peer->layout) g_object_unref(peer->layout);
    if (peer->attributes) pango_attr_list_unref(peer->attributes);
    if (peer->context) g_object_unref(peer->context);
    if (peer->renderContext) g_object_unref(peer->renderContext);
    if (peer->fontMap) {
        /* Pango 1.50 never releases the reference set_config took (its fini skips the config): drop it here. */
        pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(peer->fontMap), NULL);
        g_object_unref(peer->fontMap);
    }
    if (peer->config) FcConfigDestroy(peer->config);
    free(peer);
}

static void read_metrics(PangoLayout *layout, LPPMetrics *out) {
    PangoRectangle logical;
    pango_layout_get_extents(layout, NULL, &logical);
    out->lineCount = pango_layout_get_line_count(layout);
    out->width = (double)logical.width / PANGO_SCALE;
    out->height = (double)logical.height / PANGO_SCALE;
}

LPPStatus lpp_peer_measure(LPPPeer *peer, const char *text, int length, double widthPt, LPPMetrics *out) {
    int width;
    if (!peer || !text || length < 0 || !out || !lpp_internal_pango_width(widthPt, &width))
        return LPP_ERROR_ARGUMENT;
    pango_layout_set_text(peer->layout, text, length);
    pango_layout_set_width(peer->layout, width);
    read_metrics(peer->layout, out);
    return LPP_OK;
}

LPPText *lpp_text_create(LPPPeer *peer, const char *text, int length, LPPStatus *status) {
    if (!peer || !text || length < 0) LPP_FAIL(status, LPP_ERROR_ARGUMENT, NULL);
    LPPText *result = calloc(1, sizeof *result);
    if (!result) LPP_FAIL(status, LPP_ERROR_MEMORY, NULL);
    result->layout = lpp_internal_layout_new(peer, peer->context);
    pango_layout_set_text(result->layout, text, length);
    if (status) *status = LPP_OK;
    return result;
}

LPPStatus lpp_text_measure(LPPText *text, double widthPt, LPPMetrics *out) {
    int width;
    if (!text || !out || !lpp_internal_pango_width(widthPt, &width)) return LPP_ERROR_ARGUMENT;
    pango_layout_set_width(text->layout, width);
    read_metrics(text->layout, out);
    return LPP_OK;
}

void lpp_text_destroy(LPPText *text) {
    if (!text) return;
    g_object_unref(text->layout);
    free(text);
}
