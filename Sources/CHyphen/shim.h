// libhyphen (Debian libhyphen-dev), which ships no pkg-config file.
#include <hyphen.h>
