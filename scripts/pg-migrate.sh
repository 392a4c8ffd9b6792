#!/usr/bin/env bash
# Applies Migrations/postgres/NNNN_name.sql to a PostgreSQL database, in order, each exactly once:
# each file and its row in schema_migrations commit together in one transaction. A database that
# records a migration this folder does not have (newer than this checkout) is refused.
#
#   scripts/pg-migrate.sh [psql connection arguments, e.g. -d snapquiz or "postgresql://admin@host/snapquiz"]
#
# Run it as the database's administrator (superuser, or owner with CREATEROLE): migration 1 creates
# the group roles. Connection defaults come from libpq's PGHOST/PGUSER/PGDATABASE.
set -euo pipefail
cd "$(dirname "$0")/.."
folder=Migrations/postgres
psql_cmd=(psql -X -q -v ON_ERROR_STOP=1 "$@")

"${psql_cmd[@]}" <<'SQL'
SET client_min_messages = warning;
CREATE TABLE IF NOT EXISTS public.schema_migrations (
    version    integer PRIMARY KEY,
    name       text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
);
REVOKE ALL ON public.schema_migrations FROM PUBLIC;
SQL

known=$(printf '%s\n' "$folder"/[0-9][0-9][0-9][0-9]_*.sql | sed 's|.*/\([0-9]\{4\}\)_.*|\1|' | sed 's/^0*//' | sort -n | tail -1)
newest=$("${psql_cmd[@]}" -At -c 'SELECT coalesce(max(version), 0) FROM public.schema_migrations')
if [ "$newest" -gt "${known:-0}" ]; then
    echo "pg-migrate: the database is at migration $newest, newer than this checkout's $known; use a newer snapquiz" >&2
    exit 1
fi

applied=0
log=$(mktemp)
trap 'rm -f "$log"' EXIT
for file in "$folder"/[0-9][0-9][0-9][0-9]_*.sql; do
    base=$(basename "$file" .sql)
    version=$((10#${base%%_*}))
    # The advisory lock makes two migrators on one database take turns; the check inside the
    # transaction makes the second one skip what the first applied.
    if ! { printf 'BEGIN;\nSELECT pg_advisory_xact_lock(7262011) AS locked \\gset\n'
           printf "SELECT NOT EXISTS (SELECT FROM public.schema_migrations WHERE version = %d) AS pending \\gset\n" "$version"
           printf '\\if :pending\n'
           cat "$file"
           printf "\nINSERT INTO public.schema_migrations (version, name) VALUES (%d, '%s');\n" "$version" "$base"
           printf '\\echo applied\n\\endif\nCOMMIT;\n'
         } | "${psql_cmd[@]}" >"$log" 2>&1; then
        cat "$log" >&2
        echo "pg-migrate: $base failed; nothing of it was applied" >&2
        exit 1
    fi
    grep -qx applied "$log" && applied=$((applied + 1))
done
echo "pg-migrate: $applied migration(s) applied, database at $("${psql_cmd[@]}" -At -c 'SELECT max(version) FROM public.schema_migrations')" >&2
