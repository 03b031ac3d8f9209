// Rendering one text with pango_cairo_show_layout into an ARGB32 surface, and PNG encoding with cairo.
#include "PeerInternal.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

struct LPPImage {
    cairo_surface_t *surface;
    unsigned char *png;        /* reusable PNG output buffer */
    size_t pngLength;
    size_t pngCapacity;
    int pngFailed;
    double layoutSeconds;      /* time spent laying out, inside lpp_peer_render */
};

static double monotonic_seconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)now.tv_sec + (double)now.tv_nsec * 1e-9;
}

/* Cairo's own limit on image surface sides. */
enum { LPP_MAX_SIDE = 32767 };

static int pixel_side(double points, double scale) {
    double pixels = ceil(points * scale - 1e-6);   /* DESIGN.md's rounding rule */
    if (pixels < 1) return 1;
    return pixels > LPP_MAX_SIDE ? -1 : (int)pixels;
}

LPPImage *lpp_peer_render(LPPPeer *peer, const char *text, int length, double widthPt, double scale,
                          LPPStatus *status) {
    int width;
    if (!peer || !text || length < 0 || !isfinite(scale) || scale <= 0 || scale > 64
        || !lpp_internal_pango_width(widthPt, &width))
        LPP_FAIL(status, LPP_ERROR_ARGUMENT, NULL);
    LPPImage *image = calloc(1, sizeof *image);
    if (!image) LPP_FAIL(status, LPP_ERROR_MEMORY, NULL);

    /* Give the render context the target's matrix first, as pango_cairo_update_context would. */
    PangoMatrix matrix = PANGO_MATRIX_INIT;
    pango_matrix_scale(&matrix, scale, scale);
    const PangoMatrix *current = pango_context_get_matrix(peer->renderContext);
    if (!current || current->xx != matrix.xx || current->yy != matrix.yy)
        pango_context_set_matrix(peer->renderContext, &matrix);

    double layoutStart = monotonic_seconds();
    PangoLayout *layout = lpp_internal_layout_new(peer, peer->renderContext);
    pango_layout_set_width(layout, width);
    pango_layout_set_text(layout, text, length);
    PangoRectangle logical;
    pango_layout_get_extents(layout, NULL, &logical);
    image->layoutSeconds = monotonic_seconds() - layoutStart;
    int pixelWidth = pixel_side((double)logical.width / PANGO_SCALE, scale);
    int pixelHeight = pixel_side((double)logical.height / PANGO_SCALE, scale);
    if (pixelWidth < 0 || pixelHeight < 0) {
        g_object_unref(layout);
        free(image);
        LPP_FAIL(status, LPP_ERROR_CAIRO, NULL);
    }
    image->surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, pixelWidth, pixelHeight);
    cairo_t *cr = cairo_create(image->surface);
    if (cairo_status(cr) != CAIRO_STATUS_SUCCESS) {
        cairo_destroy(cr);
        g_object_unref(layout);
        lpp_image_destroy(image);
        LPP_FAIL(status, LPP_ERROR_CAIRO, NULL);
    }
    cairo_scale(cr, scale, scale);
    cairo_set_source_rgb(cr, 0, 0, 0);
    /* The logical rect's origin moves to (0, 0): right-aligned RTL lines start at logical.x > 0. */
    cairo_move_to(cr, -(double)logical.x / PANGO_SCALE, -(double)logical.y / PANGO_SCALE);
    pango_cairo_show_layout(cr, layout);
    cairo_destroy(cr);
    cairo_surface_flush(image->surface);
    g_object_unref(layout);
    if (status) *status = LPP_OK;
    return image;
}

double lpp_image_layout_seconds(const LPPImage *image) {
    return image ? image->layoutSeconds : 0;
}

int lpp_image_width(const LPPImage *image) {
    return image ? cairo_image_surface_get_width(image->surface) : 0;
}

int lpp_image_height(const LPPImage *image) {
    return image ? cairo_image_surface_get_height(image->surface) : 0;
}

const unsigned char *lpp_image_pixels(LPPImage *image, int *stride) {
    if (!image) return NULL;
    if (stride) *stride = cairo_image_surface_get_stride(image->surface);
    return cairo_image_surface_get_data(image->surface);
}

static cairo_status_t append_png_bytes(void *closure, const unsigned char *data, unsigned int length) {
    LPPImage *image = closure;
    if (image->pngLength + length > image->pngCapacity) {
        size_t capacity = image->pngCapacity ? image->pngCapacity : 4096;
        while (capacity < image->pngLength + length) capacity *= 2;
        unsigned char *grown = realloc(image->png, capacity);
        if (!grown) {
            image->pngFailed = 1;
            return CAIRO_STATUS_NO_MEMORY;
        }
        image->png = grown;
        image->pngCapacity = capacity;
    }
    memcpy(image->png + image->pngLength, data, length);
    image->pngLength += length;
    return CAIRO_STATUS_SUCCESS;
}

LPPStatus lpp_image_encode_png(LPPImage *image, const unsigned char **bytes, size_t *length) {
    if (!image || !bytes || !length) return LPP_ERROR_ARGUMENT;
    image->pngLength = 0;
    image->pngFailed = 0;
    cairo_status_t result = cairo_surface_write_to_png_stream(image->surface, append_png_bytes, image);
    if (result != CAIRO_STATUS_SUCCESS) return image->pngFailed ? LPP_ERROR_MEMORY : LPP_ERROR_CAIRO;
    *bytes = image->png;
    *length = image->pngLength;
    return LPP_OK;
}

LPPStatus lpp_image_write_png(LPPImage *image, const char *path) {
    if (!image || !path) return LPP_ERROR_ARGUMENT;
    return cairo_surface_write_to_png(image->surface, path) == CAIRO_STATUS_SUCCESS ? LPP_OK : LPP_ERROR_CAIRO;
}

void lpp_image_destroy(LPPImage *image) {
    if (!image) return;
    if (image->surface) cairo_surface_destroy(image->surface);
    free(image->png);
    free(image);
}
