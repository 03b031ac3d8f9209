#include "CICU.h"
#include <unicode/ubrk.h>
#include <unicode/ubidi.h>
#include <unicode/uchar.h>
#include <unicode/uscript.h>
#include <unicode/utypes.h>

void *lp_break_open(LPBreakKind kind, const char *locale, int32_t *error) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIteratorType type = kind == LPBreakKindLine ? UBRK_LINE : (kind == LPBreakKindWord ? UBRK_WORD : UBRK_CHARACTER);
    UBreakIterator *it = ubrk_open(type, locale ? locale : "", NULL, 0, &status);
    *error = (int32_t)status;
    if (U_FAILURE(status)) { if (it) ubrk_close(it); return NULL; }
    return it;
}

int32_t lp_break_set_text(void *iterator, const uint16_t *text, int32_t length) {
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText((UBreakIterator *)iterator, (const UChar *)text, length, &status);
    return (int32_t)status;
}

int32_t lp_break_next(void *iterator) {
    int32_t next = ubrk_next((UBreakIterator *)iterator);
    return next == UBRK_DONE ? -1 : next;
}

int32_t lp_break_following(void *iterator, int32_t offset) {
    int32_t next = ubrk_following((UBreakIterator *)iterator, offset);
    return next == UBRK_DONE ? -1 : next;
}

int32_t lp_break_rule_status(void *iterator) { return ubrk_getRuleStatus((UBreakIterator *)iterator); }

int lp_break_is_hard(void *iterator) {
    int32_t s = ubrk_getRuleStatus((UBreakIterator *)iterator);
    return s >= UBRK_LINE_HARD && s < UBRK_LINE_HARD_LIMIT;
}

void lp_break_close(void *iterator) { if (iterator) ubrk_close((UBreakIterator *)iterator); }

void *lp_bidi_open(void) { return ubidi_open(); }

int32_t lp_bidi_levels(void *bidi, const uint16_t *text, int32_t length, uint8_t paragraphLevel,
                       uint8_t *levels, uint8_t *resolvedLevel) {
    UErrorCode status = U_ZERO_ERROR;
    UBiDi *b = (UBiDi *)bidi;
    ubidi_setPara(b, (const UChar *)text, length, (UBiDiLevel)paragraphLevel, NULL, &status);
    if (U_FAILURE(status)) return (int32_t)status;
    const UBiDiLevel *resolved = ubidi_getLevels(b, &status);
    if (U_FAILURE(status)) return (int32_t)status;
    for (int32_t i = 0; i < length; i++) levels[i] = resolved[i];
    *resolvedLevel = ubidi_getParaLevel(b);
    return 0;
}

void lp_bidi_close(void *bidi) { if (bidi) ubidi_close((UBiDi *)bidi); }

int lp_is_emoji_presentation(uint32_t s) { return u_hasBinaryProperty((UChar32)s, UCHAR_EMOJI_PRESENTATION); }
int lp_is_emoji(uint32_t s) { return u_hasBinaryProperty((UChar32)s, UCHAR_EMOJI); }
int lp_is_extended_pictographic(uint32_t s) { return u_hasBinaryProperty((UChar32)s, UCHAR_EXTENDED_PICTOGRAPHIC); }
int lp_is_regional_indicator(uint32_t s) { return u_hasBinaryProperty((UChar32)s, UCHAR_REGIONAL_INDICATOR); }
int lp_is_default_ignorable(uint32_t s) { return u_hasBinaryProperty((UChar32)s, UCHAR_DEFAULT_IGNORABLE_CODE_POINT); }
int lp_is_whitespace(uint32_t s) { return u_isUWhiteSpace((UChar32)s); }

int lp_grapheme_class(uint32_t s) {
    UErrorCode error = U_ZERO_ERROR;
    UScriptCode script = uscript_getScript((UChar32)s, &error);
    int tailored = script == USCRIPT_DEVANAGARI || script == USCRIPT_BENGALI || script == USCRIPT_GUJARATI
        || script == USCRIPT_ORIYA || script == USCRIPT_TELUGU || script == USCRIPT_MALAYALAM;
    return u_getIntPropertyValue((UChar32)s, UCHAR_GRAPHEME_CLUSTER_BREAK)
        | (u_hasBinaryProperty((UChar32)s, UCHAR_EXTENDED_PICTOGRAPHIC) ? 32 : 0) | (tailored ? 64 : 0);
}

int lp_is_strong_rtl(uint32_t s) {
    UCharDirection d = u_charDirection((UChar32)s);
    return d == U_RIGHT_TO_LEFT || d == U_RIGHT_TO_LEFT_ARABIC || d == U_RIGHT_TO_LEFT_EMBEDDING ||
           d == U_RIGHT_TO_LEFT_OVERRIDE || d == U_RIGHT_TO_LEFT_ISOLATE;
}

const char *lp_error_name(int32_t error) { return u_errorName((UErrorCode)error); }
