#!/usr/bin/env bash
# A throwaway PostgreSQL 15 cluster for tests: its own data directory in a fresh temp folder, reachable
# only through a Unix socket in that folder (no TCP), trust authentication (the folder is 0700, so only
# its owner and root can reach the socket). Run as root (CI), the server runs as an unprivileged user,
# because postgres refuses to run as root.
#
#   eval "$(scripts/pg-cluster.sh start)"   # starts it; prints export lines (PGHOST, PGPORT, PGUSER, …)
#   scripts/pg-cluster.sh env               # prints them again for the cluster in $SNAPQUIZ_PG_DIR
#   scripts/pg-cluster.sh stop              # stops it and removes the folder ($SNAPQUIZ_PG_DIR or DIR)
#
# Environment: PG_BIN (default /usr/lib/postgresql/15/bin), SNAPQUIZ_PG_RUN_AS (the user the server
# runs as when started by root; default nobody). Any failure exits non-zero with the server's log.
set -euo pipefail

PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
PORT=5432   # only names the socket file; nothing listens on TCP

die() { echo "pg-cluster: $*" >&2; exit 1; }

# Runs a command as the cluster's owner: the unprivileged user when we are root, else ourselves.
as_owner() {
    if [ "$(id -u)" -eq 0 ]; then
        runuser -u "$RUN_AS" -- "$@"
    else
        "$@"
    fi
}

print_env() {
    local dir=$1
    cat <<EOF
export SNAPQUIZ_PG_DIR='$dir'
export PGHOST='$dir'
export PGPORT='$PORT'
export PGUSER='postgres'
export PGDATABASE='postgres'
export SNAPQUIZ_PG_URL='postgresql://postgres@/postgres?host=$dir&port=$PORT'
EOF
}

start() {
    [ -x "$PG_BIN/initdb" ] && [ -x "$PG_BIN/pg_ctl" ] \
        || die "no PostgreSQL 15 server in $PG_BIN (apt-get install postgresql-15, or run scripts/install-deps.sh)"
    RUN_AS=${SNAPQUIZ_PG_RUN_AS:-nobody}
    if [ "$(id -u)" -eq 0 ]; then
        id -u "$RUN_AS" >/dev/null 2>&1 || die "user $RUN_AS does not exist (set SNAPQUIZ_PG_RUN_AS to an unprivileged user)"
        [ "$(id -u "$RUN_AS")" -ne 0 ] || die "SNAPQUIZ_PG_RUN_AS must not be root"
        command -v runuser >/dev/null || die "runuser (util-linux) is needed to start the server as $RUN_AS"
    fi

    local dir
    dir=$(mktemp -d "${TMPDIR:-/tmp}/snapquiz-pg.XXXXXX") || die "cannot create a temp folder"
    chmod 0700 "$dir"
    if [ "$(id -u)" -eq 0 ]; then
        chown "$RUN_AS:" "$dir"
        # A TMPDIR under /root is not reachable by the server's user: say so rather than fail in initdb.
        runuser -u "$RUN_AS" -- test -w "$dir" \
            || { rm -rf "$dir"; die "$RUN_AS cannot reach $dir; set TMPDIR to a folder every user can traverse (e.g. /tmp)"; }
    else
        RUN_AS=$(id -un)
    fi

    # C.UTF-8 ships with every Debian libc; text is UTF-8 like SQLite's.
    if ! as_owner "$PG_BIN/initdb" --pgdata="$dir/data" --username=postgres --auth=trust \
            --encoding=UTF8 --locale=C.UTF-8 --no-instructions >"$dir/initdb.log" 2>&1; then
        cat "$dir/initdb.log" >&2
        rm -rf "$dir"
        die "initdb failed"
    fi
    # Throwaway data: no fsync. Enough connections for the 64-session concurrency test.
    cat >>"$dir/data/postgresql.conf" <<EOF
listen_addresses = ''
unix_socket_directories = '$dir'
unix_socket_permissions = 0700
port = $PORT
max_connections = 120
fsync = off
synchronous_commit = off
full_page_writes = off
shared_buffers = 64MB
log_min_messages = warning
EOF
    if ! as_owner "$PG_BIN/pg_ctl" --pgdata="$dir/data" --log="$dir/server.log" --wait --timeout=60 \
            start >"$dir/pg_ctl.log" 2>&1; then
        cat "$dir/pg_ctl.log" "$dir/server.log" >&2 2>/dev/null || true
        as_owner "$PG_BIN/pg_ctl" --pgdata="$dir/data" stop -m immediate >/dev/null 2>&1 || true
        rm -rf "$dir"
        die "the server did not start (its log is above)"
    fi
    # pg_ctl --wait returned: prove a client gets in before saying so.
    if ! "$PG_BIN/psql" -X -q -h "$dir" -p "$PORT" -U postgres -d postgres -c 'SELECT 1' >/dev/null 2>"$dir/psql.log"; then
        cat "$dir/psql.log" "$dir/server.log" >&2
        as_owner "$PG_BIN/pg_ctl" --pgdata="$dir/data" stop -m immediate >/dev/null 2>&1 || true
        rm -rf "$dir"
        die "the server started but refuses connections (its log is above)"
    fi
    echo "pg-cluster: PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') running as $RUN_AS, socket in $dir" >&2
    print_env "$dir"
}

stop() {
    local dir=${1:-${SNAPQUIZ_PG_DIR:-}}
    [ -n "$dir" ] || die "stop: which cluster? (SNAPQUIZ_PG_DIR or an argument)"
    case "$dir" in */snapquiz-pg.*) ;; *) die "stop: $dir is not a folder this script made" ;; esac
    [ -d "$dir/data" ] || die "stop: no cluster in $dir"
    RUN_AS=$(stat -c %U "$dir/data")
    as_owner "$PG_BIN/pg_ctl" --pgdata="$dir/data" --wait --timeout=60 stop -m fast >/dev/null \
        || die "stop: pg_ctl could not stop the server in $dir"
    rm -rf "$dir"
}

case "${1:-}" in
    start) start ;;
    stop) stop "${2:-}" ;;
    env)
        dir=${2:-${SNAPQUIZ_PG_DIR:-}}
        [ -n "$dir" ] && [ -S "$dir/.s.PGSQL.$PORT" ] || die "env: no running cluster (SNAPQUIZ_PG_DIR=${dir:-unset})"
        print_env "$dir" ;;
    *) echo "usage: $0 start|stop [DIR]|env [DIR]" >&2; exit 64 ;;
esac
