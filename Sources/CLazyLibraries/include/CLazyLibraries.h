#ifndef SNAPQUIZ_CLAZYLIBRARIES_H
#define SNAPQUIZ_CLAZYLIBRARIES_H
// Nothing to import: depending on this target links the trampolines (Trampolines.c) that stand in for the
// functions of Tesseract, Leptonica, libheif, Hunspell, libcurl and libpq, whose headers come from the C wrapper
// modules (CTesseract, CHeif, CHunspell, CCurl, CLibPQ) as before.
#endif
