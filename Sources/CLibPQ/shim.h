#ifndef SNAPQUIZ_CLIBPQ_SHIM_H
#define SNAPQUIZ_CLIBPQ_SHIM_H
// libpq, PostgreSQL's C client, as installed by libpq-dev (Debian puts the headers in /usr/include/postgresql,
// which no include path names now that pkg-config is not asked: see Package.swift).
#if __has_include(<libpq-fe.h>)
#include <libpq-fe.h>
#else
#include <postgresql/libpq-fe.h>
#endif

// PG_DIAG_* are character-literal macros, which Swift does not import: typed accessors instead.
static inline const char *CLibPQ_sqlstate(const PGresult *result) {
    return PQresultErrorField(result, PG_DIAG_SQLSTATE);
}
static inline const char *CLibPQ_primaryMessage(const PGresult *result) {
    return PQresultErrorField(result, PG_DIAG_MESSAGE_PRIMARY);
}
#endif
