#ifndef LINESPACE_CFONTCONFIG_SHIM_H
#define LINESPACE_CFONTCONFIG_SHIM_H
#include <fontconfig/fontconfig.h>

// FC_* property names are string macros Swift imports poorly; name them once here.
static inline const char *ls_fc_family(void) { return FC_FAMILY; }
static inline const char *ls_fc_file(void) { return FC_FILE; }
static inline const char *ls_fc_index(void) { return FC_INDEX; }
static inline const char *ls_fc_weight(void) { return FC_WEIGHT; }
static inline const char *ls_fc_slant(void) { return FC_SLANT; }
static inline const char *ls_fc_charset(void) { return FC_CHARSET; }
static inline const char *ls_fc_lang(void) { return FC_LANG; }
static inline const char *ls_fc_color(void) { return FC_COLOR; }
static inline const char *ls_fc_fontformat(void) { return FC_FONTFORMAT; }
#endif
