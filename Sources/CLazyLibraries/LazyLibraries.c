// Loads a library of Libraries.h the first time one of its functions is called (see Trampolines.c).
//
// Why: linked the usual way, Tesseract, Leptonica, libheif, Hunspell, libcurl and libpq bring 59 shared libraries
// that the dynamic loader maps, relocates and initialises before main, for every command: 46% of the
// instructions of `snapquiz --version`, and libheif's start-up (de265_init, via its HEVC plugin) another 34%.
// Only ingest, ocr, regenerate and doctor need the first five, only a PostgreSQL store needs libpq.
// glibc has no lazy loading of DT_NEEDED libraries (`-z lazy` only defers binding), so the libraries are not
// linked at all: each function is a trampoline that dlopens its library on the first call.
#include "Libraries.h"

#include <dlfcn.h>
#include <stdio.h>
#include <unistd.h>

/// What Trampolines.c keeps per function.
struct snapquiz_lazy_record {
    void *address;  // the function's stub until its library is loaded, then the function
    const char *name;
    long library;
};

/// The names each library is tried under: the soname of the version the headers describe first.
static const char *const library_names[SNAPQUIZ_LIBRARY_COUNT][3] = {
    [SNAPQUIZ_LIBRARY_TESSERACT] = {"libtesseract.so.5", "libtesseract.so", NULL},
    // Leptonica 1.83 renamed liblept.so.5 to libleptonica.so.6.
    [SNAPQUIZ_LIBRARY_LEPTONICA] = {"liblept.so.5", "libleptonica.so.6", "libleptonica.so"},
    [SNAPQUIZ_LIBRARY_HEIF] = {"libheif.so.1", "libheif.so", NULL},
    [SNAPQUIZ_LIBRARY_HUNSPELL] = {"libhunspell-1.7.so.0", "libhunspell-1.7.so", NULL},
    [SNAPQUIZ_LIBRARY_CURL] = {"libcurl.so.4", "libcurl.so", NULL},
    [SNAPQUIZ_LIBRARY_PQ] = {"libpq.so.5", "libpq.so", NULL},
};

/// The Debian package to install when a library is missing.
static const char *const library_packages[SNAPQUIZ_LIBRARY_COUNT] = {
    [SNAPQUIZ_LIBRARY_TESSERACT] = "libtesseract5",
    [SNAPQUIZ_LIBRARY_LEPTONICA] = "liblept5",
    [SNAPQUIZ_LIBRARY_HEIF] = "libheif1",
    [SNAPQUIZ_LIBRARY_HUNSPELL] = "libhunspell-1.7-0",
    [SNAPQUIZ_LIBRARY_CURL] = "libcurl4",
    [SNAPQUIZ_LIBRARY_PQ] = "libpq5",
};

static void *library_handles[SNAPQUIZ_LIBRARY_COUNT];

/// A library the binary cannot do without once it is asked for: say which and stop, as the dynamic loader
/// would have done at start-up (70: internal error, SPEC §7; the command cannot do anything useful).
__attribute__((noreturn)) static void fail(const char *what, const char *name, const char *detail, long library) {
    dprintf(STDERR_FILENO, "snapquiz: %s %s: %s (install the %s package)\n", what, name, detail ? detail : "?",
            library_packages[library]);
    _exit(70);
}

static void *library_handle(long library) {
    void *handle = __atomic_load_n(&library_handles[library], __ATOMIC_ACQUIRE);
    if (handle != NULL) return handle;
    // The first name's error is the one to report; dlerror's text does not outlive the next dlopen, so it is copied.
    char error[512] = "";
    for (int i = 0; i < 3 && library_names[library][i] != NULL && handle == NULL; i++) {
        handle = dlopen(library_names[library][i], RTLD_LAZY | RTLD_LOCAL);
        const char *detail = handle == NULL ? dlerror() : NULL;
        if (detail != NULL && error[0] == 0) snprintf(error, sizeof error, "%s", detail);
    }
    if (handle == NULL) fail("cannot load", library_names[library][0], error, library);
    // Two threads may both get here first: dlopen counts references, so either handle is the library.
    __atomic_store_n(&library_handles[library], handle, __ATOMIC_RELEASE);
    return handle;
}

/// Called by snapquiz_lazy_enter with a record whose function has not been looked up yet; returns its address.
__attribute__((visibility("hidden"))) void *snapquiz_lazy_resolve(struct snapquiz_lazy_record *record) {
    void *handle = library_handle(record->library);
    void *address = dlsym(handle, record->name);
    if (address == NULL) fail("cannot find", record->name, dlerror(), record->library);
    __atomic_store_n(&record->address, address, __ATOMIC_RELEASE);
    return address;
}
