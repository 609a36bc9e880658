#ifndef LINESPACE_CZLIB_SHIM_H
#define LINESPACE_CZLIB_SHIM_H
#include <zlib.h>
#endif
