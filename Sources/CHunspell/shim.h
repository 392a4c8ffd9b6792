#ifndef SNAPQUIZ_CHUNSPELL_SHIM_H
#define SNAPQUIZ_CHUNSPELL_SHIM_H
// Hunspell's C API, as installed by libhunspell-dev (pkg-config name "hunspell", library hunspell-1.7).
#include <hunspell/hunspell.h>
#endif
