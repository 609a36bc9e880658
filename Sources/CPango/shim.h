#ifndef LINESPACE_CPANGO_SHIM_H
#define LINESPACE_CPANGO_SHIM_H
// Pango through pangocairo, for linespace-bench only (the one target that links Pango).
// Pango's headers pull in <hb.h> and <cairo.h>: a Swift file should import CPango or
// CHarfBuzz/CCairo, not both, or the C types are declared twice.
#include <pango/pangocairo.h>
#endif
