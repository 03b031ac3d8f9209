#ifndef LETTERPRESS_CICU_H
#define LETTERPRESS_CICU_H
/*
 * A small C face over ICU's C API. ICU renames every symbol with its version (ubrk_open -> ubrk_open_72)
 * through macros that Swift cannot import, so Swift calls these plain functions instead.
 * All functions are safe to call from any thread; an iterator or bidi object belongs to one thread at a time.
 */
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Break iterator kinds.
typedef enum LPBreakKind { LPBreakKindLine = 0, LPBreakKindCharacter = 1, LPBreakKindWord = 2 } LPBreakKind;

/// Opens a break iterator for `locale` (NULL or "" for the root locale). Returns NULL on failure and sets *error.
void *_Nullable lp_break_open(LPBreakKind kind, const char *_Nullable locale, int32_t *_Nonnull error);
/// Points the iterator at `text` (UTF-16, not copied: it must outlive the iteration). Returns an ICU error code (0 = ok).
int32_t lp_break_set_text(void *_Nonnull iterator, const uint16_t *_Nonnull text, int32_t length);
/// The next boundary after the current one, or -1 when done.
int32_t lp_break_next(void *_Nonnull iterator);
/// The first boundary after `offset`, or -1.
int32_t lp_break_following(void *_Nonnull iterator, int32_t offset);
/// The rule status of the boundary last returned (line breaks: 100..199 = mandatory).
int32_t lp_break_rule_status(void *_Nonnull iterator);
/// Whether the last line boundary is a mandatory (hard) break.
int lp_break_is_hard(void *_Nonnull iterator);
void lp_break_close(void *_Nullable iterator);

/// Opens a bidi object, or NULL.
void *_Nullable lp_bidi_open(void);
/// Resolves embedding levels for one paragraph. `paragraphLevel`: 0 LTR, 1 RTL, 0xfe default LTR, 0xff default RTL.
/// Writes `length` levels to `levels` and the resolved paragraph level to `resolvedLevel`. Returns an ICU error code.
int32_t lp_bidi_levels(void *_Nonnull bidi, const uint16_t *_Nonnull text, int32_t length, uint8_t paragraphLevel,
                       uint8_t *_Nonnull levels, uint8_t *_Nonnull resolvedLevel);
void lp_bidi_close(void *_Nullable bidi);

/// Unicode properties used by itemizing.
int lp_is_emoji_presentation(uint32_t scalar);
int lp_is_emoji(uint32_t scalar);
int lp_is_extended_pictographic(uint32_t scalar);
int lp_is_regional_indicator(uint32_t scalar);
int lp_is_default_ignorable(uint32_t scalar);
int lp_is_whitespace(uint32_t scalar);
/// 1 when the scalar has a strong RTL bidi class (R, AL) or is an RTL embedding/override/isolate control.
int lp_is_strong_rtl(uint32_t scalar);
/// The scalar's Grapheme_Cluster_Break value (ICU's UGraphemeClusterBreak) in the low 5 bits, plus 32 when it is
/// Extended_Pictographic, plus 64 when it is of a script ICU's grapheme rules tailor (the conjuncts of Devanagari,
/// Bengali, Gujarati, Oriya, Telugu and Malayalam): what grapheme segmentation needs to know of a code point
/// (surrogates included).
int lp_grapheme_class(uint32_t scalar);

/// The name of an ICU error code.
const char *_Nonnull lp_error_name(int32_t error);

#ifdef __cplusplus
}
#endif
#endif
