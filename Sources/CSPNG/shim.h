#ifndef LINESPACE_CSPNG_SHIM_H
#define LINESPACE_CSPNG_SHIM_H
#include <spng.h>
#endif
