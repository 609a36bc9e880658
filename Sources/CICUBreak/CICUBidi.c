// Forwards to ICU's versioned ubidi_* symbols (libicuuc exports only names like ubidi_open_72).
#include "CICUBidi.h"

#include <unicode/ubidi.h>
#include <unicode/uchar.h>

static UBiDi *ub(ls_bidi *b) { return (UBiDi *)b; }

ls_bidi *ls_bidi_open(void) { return (ls_bidi *)ubidi_open(); }

void ls_bidi_close(ls_bidi *bidi) {
    if (bidi) ubidi_close(ub(bidi));
}

int32_t ls_bidi_set_paragraph(ls_bidi *bidi, const uint16_t *text, int32_t length, uint8_t level) {
    UErrorCode error = U_ZERO_ERROR;
    UBiDiLevel para = level == LS_BIDI_LEVEL_NATURAL ? UBIDI_DEFAULT_LTR : (UBiDiLevel)(level & 1);
    ubidi_setPara(ub(bidi), (const UChar *)text, length, para, NULL, &error);
    return (int32_t)error;
}

uint8_t ls_bidi_paragraph_level(const ls_bidi *bidi) {
    return (uint8_t)ubidi_getParaLevel((const UBiDi *)bidi);
}

int32_t ls_bidi_is_mixed(const ls_bidi *bidi) {
    return ubidi_getDirection((const UBiDi *)bidi) == UBIDI_MIXED;
}

int32_t ls_bidi_line_levels(ls_bidi *bidi, int32_t start, int32_t limit, uint8_t *levels) {
    UErrorCode error = U_ZERO_ERROR;
    int32_t length = ubidi_getLength(ub(bidi));
    if (start == 0 && limit == length) {
        const UBiDiLevel *all = ubidi_getLevels(ub(bidi), &error);
        if (U_FAILURE(error)) return (int32_t)error;
        for (int32_t i = 0; i < length; i++) levels[i] = all[i];
        return 0;
    }
    UBiDi *line = ubidi_openSized(limit - start, 0, &error);
    if (U_FAILURE(error)) return (int32_t)error;
    ubidi_setLine(ub(bidi), start, limit, line, &error);
    if (U_SUCCESS(error)) {
        const UBiDiLevel *lineLevels = ubidi_getLevels(line, &error);
        if (U_SUCCESS(error)) {
            for (int32_t i = 0; i < limit - start; i++) levels[i] = lineLevels[i];
        }
    }
    ubidi_close(line);
    return (int32_t)error;
}

void ls_bidi_reorder(const uint8_t *levels, int32_t count, int32_t *visual) {
    // ubidi_reorderVisual gives, for each visual position, the logical index shown there.
    ubidi_reorderVisual((const UBiDiLevel *)levels, count, visual);
}

int32_t ls_bidi_is_removed_by_x9(uint32_t scalar) {
    switch (u_charDirection((UChar32)scalar)) {
        case U_LEFT_TO_RIGHT_EMBEDDING:
        case U_LEFT_TO_RIGHT_OVERRIDE:
        case U_RIGHT_TO_LEFT_EMBEDDING:
        case U_RIGHT_TO_LEFT_OVERRIDE:
        case U_POP_DIRECTIONAL_FORMAT:
        case U_BOUNDARY_NEUTRAL:
            return 1;
        default:
            return 0;
    }
}

int32_t ls_bidi_is_rtl_or_control(uint32_t scalar) {
    switch (u_charDirection((UChar32)scalar)) {
        case U_RIGHT_TO_LEFT:
        case U_RIGHT_TO_LEFT_ARABIC:
        case U_ARABIC_NUMBER:
        case U_LEFT_TO_RIGHT_EMBEDDING:
        case U_LEFT_TO_RIGHT_OVERRIDE:
        case U_RIGHT_TO_LEFT_EMBEDDING:
        case U_RIGHT_TO_LEFT_OVERRIDE:
        case U_POP_DIRECTIONAL_FORMAT:
        case U_LEFT_TO_RIGHT_ISOLATE:
        case U_RIGHT_TO_LEFT_ISOLATE:
        case U_FIRST_STRONG_ISOLATE:
        case U_POP_DIRECTIONAL_ISOLATE:
            return 1;
        default:
            return 0;
    }
}

int32_t ls_bidi_role(uint32_t scalar) {
    switch (u_charDirection((UChar32)scalar)) {
        case U_LEFT_TO_RIGHT:
            return LS_BIDI_ROLE_STRONG_LEFT_TO_RIGHT;
        case U_RIGHT_TO_LEFT:
        case U_RIGHT_TO_LEFT_ARABIC:
            return LS_BIDI_ROLE_STRONG_RIGHT_TO_LEFT;
        case U_ARABIC_NUMBER:
            return LS_BIDI_ROLE_ARABIC_NUMBER;
        case U_LEFT_TO_RIGHT_EMBEDDING:
        case U_LEFT_TO_RIGHT_OVERRIDE:
        case U_RIGHT_TO_LEFT_EMBEDDING:
        case U_RIGHT_TO_LEFT_OVERRIDE:
            return LS_BIDI_ROLE_EMBEDDING;
        case U_LEFT_TO_RIGHT_ISOLATE:
        case U_RIGHT_TO_LEFT_ISOLATE:
        case U_FIRST_STRONG_ISOLATE:
            return LS_BIDI_ROLE_ISOLATE;
        case U_POP_DIRECTIONAL_FORMAT:
            return LS_BIDI_ROLE_POP_EMBEDDING;
        case U_POP_DIRECTIONAL_ISOLATE:
            return LS_BIDI_ROLE_POP_ISOLATE;
        case U_OTHER_NEUTRAL:
            switch (u_getIntPropertyValue((UChar32)scalar, UCHAR_BIDI_PAIRED_BRACKET_TYPE)) {
                case U_BPT_OPEN: return LS_BIDI_ROLE_OPENING_BRACKET;
                case U_BPT_CLOSE: return LS_BIDI_ROLE_CLOSING_BRACKET;
                default: return LS_BIDI_ROLE_OTHER;
            }
        default:
            return LS_BIDI_ROLE_OTHER;
    }
}

uint32_t ls_bidi_paired_bracket(uint32_t scalar) {
    return (uint32_t)u_getBidiPairedBracket((UChar32)scalar);
}
