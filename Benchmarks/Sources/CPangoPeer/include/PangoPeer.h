// PangoPeer: Pango 1.50 + Cairo doing, in-process, the same measuring and rasterizing work that
// Letterpress does, so the benchmarks can time both on the same input in one run.
//
// Every object belongs to one peer handle: a peer owns a private FcConfig (only the font files it was
// given), a PangoCairo font map and a PangoContext. Peers share no state with each other, so one peer per
// thread is safe; a single peer and the objects it created must be used from one thread at a time.
//
// Units: points. The context resolution is 72 dpi, so 1 pt = 1 device unit (pixel at scale 1).
// Metrics are unhinted (CAIRO_HINT_METRICS_OFF, CAIRO_HINT_STYLE_NONE) and glyph positions are not
// rounded (pango_context_set_round_glyph_positions(FALSE)). Wrapping is PANGO_WRAP_WORD_CHAR, and by default
// without the hyphen Pango (>= 1.44) inserts where it breaks inside a word, because Letterpress, like TextKit,
// never draws one (lpp_peer_set_insert_hyphens turns Pango's default back on). Language: "en".
#ifndef LETTERPRESS_BENCH_PANGO_PEER_H
#define LETTERPRESS_BENCH_PANGO_PEER_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Result of a peer call. `lpp_status_message` describes each value.
typedef enum LPPStatus {
    LPP_OK = 0,
    LPP_ERROR_ARGUMENT = 1,      ///< NULL handle or text, negative length, non-finite or negative size/width/scale
    LPP_ERROR_FONT_FILE = 2,     ///< the font file is missing, unreadable, or holds no font fontconfig accepts
    LPP_ERROR_FONT_DIR = 3,      ///< the fallback directory is missing or holds no font
    LPP_ERROR_FAMILY = 4,        ///< the first requested family does not resolve to the given font file
    LPP_ERROR_FONTCONFIG = 5,    ///< fontconfig could not create a configuration
    LPP_ERROR_CAIRO = 6,         ///< cairo failed (surface too large, out of memory, PNG write failed)
    LPP_ERROR_MEMORY = 7         ///< an allocation failed
} LPPStatus;

/// A peer: private fontconfig configuration, PangoCairo font map, context and font description.
typedef struct LPPPeer LPPPeer;

/// A PangoLayout with one text already set; re-measuring it at a new width only calls
/// `pango_layout_set_width` and reads the extents again.
typedef struct LPPText LPPText;

/// An ARGB32 cairo image surface holding one rendered text, plus a reusable PNG output buffer.
typedef struct LPPImage LPPImage;

/// The layout's logical extents (pango_layout_get_extents / PANGO_SCALE) and its line count.
typedef struct LPPMetrics {
    int lineCount;
    double width;
    double height;
} LPPMetrics;

/// A short English description of `status` (static storage; never NULL).
const char *lpp_status_message(LPPStatus status);

/// The Pango version string of the linked library, e.g. "1.50.12" (static storage).
const char *lpp_pango_version(void);

/// Creates a peer that sees only `font_file` and, when `fallback_dir` is not NULL, the fonts in that
/// directory (non-recursive scan by fontconfig). `family` is a Pango family list such as
/// "Inter, Noto Sans Arabic, Noto Color Emoji"; its first family must resolve to `font_file`.
/// `size_pt` is the font size in points. On failure returns NULL and sets `*status` (if not NULL).
LPPPeer *lpp_peer_create(const char *font_file, const char *fallback_dir, const char *family,
                         double size_pt, LPPStatus *status);

/// Whether layouts created from now on (and the peer's own reused layout) insert a hyphen where a word is
/// broken across lines (Pango's `insert_hyphens` attribute). Off after `lpp_peer_create`.
void lpp_peer_set_insert_hyphens(LPPPeer *peer, int insert_hyphens);

/// Releases the peer. Texts and images created from it must be destroyed first.
void lpp_peer_destroy(LPPPeer *peer);

/// Measures `length` bytes of UTF-8 `text` wrapped at `width_pt`, reusing the peer's own layout
/// (pango_layout_set_text + pango_layout_set_width + pango_layout_get_extents).
LPPStatus lpp_peer_measure(LPPPeer *peer, const char *text, int length, double width_pt, LPPMetrics *out);

/// Creates a layout holding `text` (no width set yet). Returns NULL and sets `*status` on failure.
LPPText *lpp_text_create(LPPPeer *peer, const char *text, int length, LPPStatus *status);

/// Sets the width of the text's layout (pango_layout_set_width only) and reads its extents.
LPPStatus lpp_text_measure(LPPText *text, double width_pt, LPPMetrics *out);

/// One line of a text's layout: its byte range in the UTF-8 text and its logical extents in points.
typedef struct LPPLine {
    int start;
    int length;
    double x;
    double width;
} LPPLine;

/// Reads line `index` of the text's layout at the width of the last `lpp_text_measure`.
LPPStatus lpp_text_line(LPPText *text, int index, LPPLine *out);

/// Writes a NUL-terminated description of line `index`'s runs into `buffer` (at most `size` bytes), one
/// "family [start, end) width" entry per run, separated by " | ". Returns the length the full description
/// needs (like snprintf), or -1 for a bad argument.
int lpp_text_describe_line(LPPText *text, int index, char *buffer, size_t size);

/// Releases a text created by `lpp_text_create`.
void lpp_text_destroy(LPPText *text);

/// Lays out `text` at `width_pt`, then renders it with pango_cairo_show_layout in opaque black on a
/// transparent ARGB32 surface of ceil(width * scale) x ceil(height * scale) pixels (at least 1 x 1),
/// with the cairo matrix scaled by `scale`. Returns NULL and sets `*status` on failure.
LPPImage *lpp_peer_render(LPPPeer *peer, const char *text, int length, double width_pt, double scale,
                          LPPStatus *status);

/// The seconds `lpp_peer_render` spent laying the text out (creating the layout, setting its width and text,
/// and `pango_layout_get_extents`), measured with CLOCK_MONOTONIC; the rest of the call was rasterizing.
double lpp_image_layout_seconds(const LPPImage *image);

/// Pixel size of the image.
int lpp_image_width(const LPPImage *image);
int lpp_image_height(const LPPImage *image);

/// The pixels: cairo ARGB32, premultiplied, native-endian 32-bit words (B, G, R, A bytes on
/// little-endian machines), `*stride` bytes per row. Valid until the image is destroyed.
const unsigned char *lpp_image_pixels(LPPImage *image, int *stride);

/// Encodes the image as PNG into memory with cairo_surface_write_to_png_stream. `*bytes` points into a
/// buffer owned by the image, valid until the next encode or until the image is destroyed.
LPPStatus lpp_image_encode_png(LPPImage *image, const unsigned char **bytes, size_t *length);

/// Writes the image as a PNG file with cairo_surface_write_to_png.
LPPStatus lpp_image_write_png(LPPImage *image, const char *path);

/// Releases an image created by `lpp_peer_render`.
void lpp_image_destroy(LPPImage *image);

/// The Pango + Cairo peer of `render-chat`: draws one chat screen described by the JSON file at `screen_path`
/// and writes it with cairo_surface_write_to_png to `png_path`. The file is the layout JSON's element list for
/// the screen, in screen points, with what to draw in each element:
/// `{"width", "height", "scale", "background": [r, g, b, a], "elements": [{"kind", "messageId", "frame": {"x", "y",
/// "width", "height"}, then either "text", "size", "weight", "italic", "color", "lines", "center" (a
/// pango_cairo_show_layout of the text wrapped at the frame's width) or "fill", "radius" / "shape": "circle"}]}`.
/// Fonts are the peer's family list at each element's size and weight. Reading the file is part of the work.
LPPStatus lpp_chat_render(LPPPeer *peer, const char *screen_path, const char *png_path);

#ifdef __cplusplus
}
#endif

#endif
