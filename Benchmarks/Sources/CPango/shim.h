// System headers for the Pango + Cairo peer (pkg-config: pangocairo, pangoft2, cairo, fontconfig).
#ifndef LETTERPRESS_BENCH_CPANGO_H
#define LETTERPRESS_BENCH_CPANGO_H
#include <fontconfig/fontconfig.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <cairo.h>
#endif
