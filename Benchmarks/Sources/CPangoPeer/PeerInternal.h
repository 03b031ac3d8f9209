// Internal layout of the peer handles, shared by the measuring and rendering files.
#ifndef LETTERPRESS_BENCH_PEER_INTERNAL_H
#define LETTERPRESS_BENCH_PEER_INTERNAL_H

#include "PangoPeer.h"
#include <fontconfig/fontconfig.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>

struct LPPPeer {
    FcConfig *config;              /* private: only the given font file and fallback directory */
    PangoFontMap *fontMap;         /* PangoCairoFcFontMap (cairo FT backend) over `config` */
    PangoContext *context;         /* 72 dpi, unhinted, unrounded; identity matrix: for measuring */
    PangoContext *renderContext;   /* same settings; its matrix follows the cairo target (lazy) */
    PangoLayout *layout;           /* reused by lpp_peer_measure */
    PangoAttrList *attributes;     /* applied to every layout: insert-hyphens (off by default) */
};

struct LPPText {
    PangoLayout *layout;
};

/* A new layout on `context` with the peer's wrap mode and attributes. */
PangoLayout *lpp_internal_layout_new(const LPPPeer *peer, PangoContext *context);

/* Sets *status (if not NULL) and returns `value`; keeps error paths to one line. */
#define LPP_FAIL(status, code, value) \
    do { if (status) { *(status) = (code); } return (value); } while (0)

/* A new PangoContext on the peer's font map with the benchmark's settings (see PangoPeer.h). */
PangoContext *lpp_internal_context_new(PangoFontMap *fontMap, const char *family, double sizePt);

/* Validates a width in points and converts it to Pango units; returns 0 when it is unusable. */
int lpp_internal_pango_width(double widthPt, int *pangoWidth);

#endif
