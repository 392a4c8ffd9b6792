#ifndef SNAPQUIZ_CHEIF_SHIM_H
#define SNAPQUIZ_CHEIF_SHIM_H
// libheif's C API (HEIC/HEIF photos, the iPhone's default), as installed by libheif-dev.
#include <libheif/heif.h>
#endif
