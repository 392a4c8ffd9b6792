#ifndef SNAPQUIZ_CTESSERACT_SHIM_H
#define SNAPQUIZ_CTESSERACT_SHIM_H
// Tesseract's C API and Leptonica, as installed by libtesseract-dev / libleptonica-dev.
#include <tesseract/capi.h>
#include <leptonica/allheaders.h>
#endif
