// A stdint-only face for ICU's bidi algorithm (UAX #9), for the same reason as CICUBreak.h:
// ICU's headers cannot be imported into Swift files that import Foundation.
#ifndef LINESPACE_CICUBIDI_H
#define LINESPACE_CICUBIDI_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// An opaque ICU UBiDi object.
typedef struct ls_bidi ls_bidi;

/// Paragraph levels for ls_bidi_set_paragraph: 0 (LTR), 1 (RTL), or "natural" (rules P2/P3:
/// the first strong character decides, left to right when there is none).
#define LS_BIDI_LEVEL_NATURAL ((uint8_t)0xFE)

/// A UBiDi object; NULL when ICU cannot allocate one.
ls_bidi *ls_bidi_open(void);
void ls_bidi_close(ls_bidi *bidi);

/// Runs UAX #9 (through rule L1 for a paragraph ending at `length`) on `text`. ICU keeps the
/// pointer: `text` must outlive every later call on `bidi`. Returns ICU's error code (<= 0 is
/// success).
int32_t ls_bidi_set_paragraph(ls_bidi *bidi, const uint16_t *text, int32_t length, uint8_t level);

/// The resolved paragraph level (0 or 1).
uint8_t ls_bidi_paragraph_level(const ls_bidi *bidi);

/// Whether ICU resolved every level of the paragraph by the algorithm (ubidi_getDirection gives
/// UBIDI_MIXED); otherwise it took a shortcut for text of one direction.
int32_t ls_bidi_is_mixed(const ls_bidi *bidi);

/// Copies the resolved embedding level of every UTF-16 unit of `start..<limit` into `levels`
/// (limit - start entries), as a line of the paragraph: rule L1 is applied at `limit` (trailing
/// white space takes the paragraph level). Returns ICU's error code.
int32_t ls_bidi_line_levels(ls_bidi *bidi, int32_t start, int32_t limit, uint8_t *levels);

/// Rule L2: `visual[i]` is the logical index shown at visual position i, for items with the
/// given levels.
void ls_bidi_reorder(const uint8_t *levels, int32_t count, int32_t *visual);

/// Whether rule X9 removes `scalar` (explicit embedding controls and boundary neutrals).
int32_t ls_bidi_is_removed_by_x9(uint32_t scalar);

/// Whether `scalar` is strong right-to-left (R or AL) or an explicit right-to-left control;
/// used to skip the algorithm for text that cannot have odd levels.
int32_t ls_bidi_is_rtl_or_control(uint32_t scalar);

/// What a prefix's final levels depend on (`BidiPrefix`): the role of `scalar` in rules P2,
/// X1–X8 and BD16, from its bidi class and paired-bracket type.
enum {
    LS_BIDI_ROLE_OTHER = 0,
    /// Strong left to right: bidi class L.
    LS_BIDI_ROLE_STRONG_LEFT_TO_RIGHT = 1,
    /// Strong right to left: bidi class R or AL.
    LS_BIDI_ROLE_STRONG_RIGHT_TO_LEFT = 8,
    /// Bidi class AN.
    LS_BIDI_ROLE_ARABIC_NUMBER = 9,
    /// LRE, RLE, LRO or RLO.
    LS_BIDI_ROLE_EMBEDDING = 2,
    /// LRI, RLI or FSI.
    LS_BIDI_ROLE_ISOLATE = 3,
    LS_BIDI_ROLE_POP_EMBEDDING = 4,
    LS_BIDI_ROLE_POP_ISOLATE = 5,
    /// Bidi class ON with Bidi_Paired_Bracket_Type Open, or Close.
    LS_BIDI_ROLE_OPENING_BRACKET = 6,
    LS_BIDI_ROLE_CLOSING_BRACKET = 7,
};
int32_t ls_bidi_role(uint32_t scalar);

/// Bidi_Paired_Bracket of `scalar` (itself when it has none).
uint32_t ls_bidi_paired_bracket(uint32_t scalar);

#ifdef __cplusplus
}
#endif

#endif
