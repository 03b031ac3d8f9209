#ifndef LETTERPRESS_CTEXTSTACK_H
#define LETTERPRESS_CTEXTSTACK_H
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_BITMAP_H
#include FT_STROKER_H
#include FT_TRUETYPE_TABLES_H
#include FT_MULTIPLE_MASTERS_H
#include <harfbuzz/hb.h>
#include <harfbuzz/hb-ot.h>
#include <png.h>
#include <fontconfig/fontconfig.h>
#endif
