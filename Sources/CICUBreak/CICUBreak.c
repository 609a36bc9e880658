// Forwards to ICU's versioned symbols (libicuuc exports only names like ubrk_open_72): the break
// iterators and the charset converters.
#include "CICUBreak.h"

#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/ucnv.h>
#include <unicode/ustring.h>
#include <unicode/uversion.h>

static UBreakIterator *ubrk(ls_break_iterator *it) { return (UBreakIterator *)it; }

ls_break_iterator *ls_break_open(int32_t kind, const char *locale, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    UBreakIteratorType type = UBRK_CHARACTER;
    switch (kind) {
        case LS_BREAK_WORD: type = UBRK_WORD; break;
        case LS_BREAK_LINE: type = UBRK_LINE; break;
        default: type = UBRK_CHARACTER; break;
    }
    UBreakIterator *it = ubrk_open(type, (locale && *locale) ? locale : "", NULL, 0, &error);
    if (status) *status = (int32_t)error;
    if (U_FAILURE(error)) {
        if (it) ubrk_close(it);
        return NULL;
    }
    return (ls_break_iterator *)it;
}

ls_break_iterator *ls_break_clone(const ls_break_iterator *prototype, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
#if U_ICU_VERSION_MAJOR_NUM >= 69
    UBreakIterator *it = ubrk_clone((const UBreakIterator *)prototype, &error);
#else
    int32_t size = 1;
    UBreakIterator *it = ubrk_safeClone((const UBreakIterator *)prototype, NULL, &size, &error);
#endif
    if (status) *status = (int32_t)error;
    if (U_FAILURE(error)) {
        if (it) ubrk_close(it);
        return NULL;
    }
    return (ls_break_iterator *)it;
}

void ls_break_close(ls_break_iterator *iterator) {
    if (iterator) ubrk_close(ubrk(iterator));
}

void ls_break_set_text(ls_break_iterator *iterator, const uint16_t *text, int32_t length,
                       int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    ubrk_setText(ubrk(iterator), (const UChar *)text, length, &error);
    if (status) *status = (int32_t)error;
}

int32_t ls_break_first(ls_break_iterator *iterator) { return ubrk_first(ubrk(iterator)); }
int32_t ls_break_next(ls_break_iterator *iterator) { return ubrk_next(ubrk(iterator)); }
int32_t ls_icu_unicode_version(void) {
    UVersionInfo info;
    u_getUnicodeVersion(info);
    return (int32_t)info[0] * 100 + (int32_t)info[1];
}

int32_t ls_utf16_from_utf8(uint16_t *dest, int32_t capacity, const uint8_t *source, int32_t length) {
    UErrorCode error = U_ZERO_ERROR;
    int32_t written = 0;
    u_strFromUTF8((UChar *)dest, capacity, &written, (const char *)source, length, &error);
    return U_FAILURE(error) ? -1 : written;
}

int32_t ls_single_byte_charset(const char *charset, uint16_t dest[256]) {
    UErrorCode error = U_ZERO_ERROR;
    UConverter *converter = ucnv_open(charset, &error);
    if (U_FAILURE(error)) return -1;
    if (ucnv_getMaxCharSize(converter) != 1) {
        ucnv_close(converter);
        return -1;
    }
    // An unmapped byte is an error, not U+FFFD or U+001A.
    ucnv_setToUCallBack(converter, UCNV_TO_U_CALLBACK_STOP, NULL, NULL, NULL, &error);
    for (int byte = 0; byte < 256; byte++) {
        char source = (char)byte;
        UChar units[2];
        UErrorCode status = U_ZERO_ERROR;
        ucnv_reset(converter);
        int32_t length = ucnv_toUChars(converter, units, 2, &source, 1, &status);
        dest[byte] = U_SUCCESS(status) && length == 1 ? units[0] : 0xFFFF;
    }
    ucnv_close(converter);
    return U_FAILURE(error) ? -1 : 0;
}
