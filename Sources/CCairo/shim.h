#ifndef LINESPACE_CCAIRO_SHIM_H
#define LINESPACE_CCAIRO_SHIM_H
#include <cairo.h>
#include <cairo-ft.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
#endif
