#ifndef LINESPACE_CHARFBUZZ_SHIM_H
#define LINESPACE_CHARFBUZZ_SHIM_H
#include <hb.h>
#include <hb-ot.h>
#endif
