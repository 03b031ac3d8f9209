/* Writes a subset of a font holding only the given characters: the font-loading seeds are small subsets of the
 * embedded fonts (a mutated 11 MB font would be fuzzed slowly), so that each table kind (CFF, glyf, CBDT colour
 * strikes, GSUB/GPOS, cmap) is in the corpus.
 *
 *   cc -o subset-font Fuzz/Tools/subset-font.c $(pkg-config --cflags --libs harfbuzz-subset)
 *   ./subset-font Fonts/Inter-Regular.otf "Hi, wörld" Fuzz/Corpus/font-loading/inter-cff */
#include <hb-subset.h>
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv) {
    if (argc != 4) { fprintf(stderr, "usage: subset-font FONT TEXT OUT\n"); return 2; }
    hb_blob_t *blob = hb_blob_create_from_file_or_fail(argv[1]);
    if (!blob) { fprintf(stderr, "cannot read %s\n", argv[1]); return 1; }
    hb_face_t *face = hb_face_create(blob, 0);
    hb_subset_input_t *input = hb_subset_input_create_or_fail();
    hb_set_t *unicodes = hb_subset_input_unicode_set(input);
    hb_buffer_t *buffer = hb_buffer_create();
    hb_buffer_add_utf8(buffer, argv[2], -1, 0, -1);
    unsigned count;
    hb_glyph_info_t *infos = hb_buffer_get_glyph_infos(buffer, &count);
    for (unsigned i = 0; i < count; i++) hb_set_add(unicodes, infos[i].codepoint);
    hb_face_t *subset = hb_subset_or_fail(face, input);
    if (!subset) { fprintf(stderr, "subsetting failed\n"); return 1; }
    hb_blob_t *out = hb_face_reference_blob(subset);
    unsigned length;
    const char *data = hb_blob_get_data(out, &length);
    FILE *file = fopen(argv[3], "wb");
    if (!file || fwrite(data, 1, length, file) != length) { fprintf(stderr, "cannot write %s\n", argv[3]); return 1; }
    fclose(file);
    printf("%s: %u bytes\n", argv[3], length);
    return 0;
}
