#!/usr/bin/env bash
# The PostgreSQL schema's tests against a real server: starts a throwaway cluster (scripts/pg-cluster.sh),
# applies Migrations/postgres, loads the fixtures, runs every Tests/postgres/NN_*.sql on its own copy of
# the database (each prints "ok - …"/"not ok - …" lines), compares the summaries' triggers with SQLite's
# (summaries-parity.py), runs the 64-session concurrency checks with pgbench, stops the cluster and
# prints "N passed, N failed". Exits non-zero on any failure, including a server that does not start:
# these tests never skip.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$(date +%s%N)

export PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
export PATH="$PG_BIN:$PATH"
export PGOPTIONS='--client-min-messages=warning'

cluster_env=$(scripts/pg-cluster.sh start) || { echo "test-postgres: FAILED: the PostgreSQL server could not start" >&2; exit 1; }
eval "$cluster_env"
trap 'scripts/pg-cluster.sh stop "$SNAPQUIZ_PG_DIR"' EXIT
trap 'exit 130' INT TERM   # so the EXIT trap stops the server on Ctrl-C too

passed=0
failed=0
# Counts one result line of the form "ok - …" / "not ok - …" and shows the failures.
tally() {
    local line
    while IFS= read -r line; do
        case "$line" in
            "ok - "*) passed=$((passed + 1)); [ -n "${VERBOSE:-}" ] && echo "  $line" ;;
            "not ok - "*) failed=$((failed + 1)); echo "  $line" ;;
            *) [ -n "$line" ] && echo "  | $line" ;;
        esac
    done
    return 0
}
check() {  # check NAME COMMAND…: one case that passes when COMMAND succeeds
    local name=$1; shift
    if "$@" >/dev/null 2>&1; then tally <<<"ok - $name"; else tally <<<"not ok - $name"; fi
}

psql=(psql -X -q -v ON_ERROR_STOP=1)
createdb snapquiz_template
scripts/pg-migrate.sh -d snapquiz_template
echo "migrations:"
check "a second migrate run applies nothing and succeeds" scripts/pg-migrate.sh -d snapquiz_template
check "schema_migrations records 0001…$(ls Migrations/postgres | tail -1 | cut -c1-4) once each" \
    test "$("${psql[@]}" -At -d snapquiz_template -c 'SELECT count(*) = count(DISTINCT version) AND count(*) > 0 FROM schema_migrations')" = t
createdb -T snapquiz_template snapquiz_newer
"${psql[@]}" -d snapquiz_newer -c "INSERT INTO schema_migrations VALUES (9999, '9999_future')"
check "a database newer than this checkout is refused" bash -c '! scripts/pg-migrate.sh -d snapquiz_newer'
dropdb snapquiz_newer
echo "learner management:"
createdb -T snapquiz_template snapquiz_admin
check "pg-learner.sh add dora prints a user id" \
    bash -c 'PGDATABASE=snapquiz_admin scripts/pg-learner.sh add dora "Dora E." | grep -Eq "^[0-9a-f-]{36}$"'
check "dora is a login in snapquiz_learner only, without superuser, createrole or bypassrls" \
    test "$("${psql[@]}" -At -d snapquiz_admin -c "SELECT rolcanlogin AND NOT rolsuper AND NOT rolcreaterole AND NOT rolbypassrls
        AND (SELECT array_agg(b.rolname) FROM pg_auth_members m JOIN pg_roles b ON b.oid = m.roleid WHERE m.member = r.oid) = '{snapquiz_learner}'
        FROM pg_roles r WHERE rolname = 'dora'")" = t
check "dora connects and auth.uid() is her id" \
    test "$(psql -X -At -U dora -d snapquiz_admin -c 'SELECT auth.uid()')" = "$("${psql[@]}" -At -d snapquiz_admin -c "SELECT user_id FROM learners WHERE role_name = 'dora'")"
check "pg-learner.sh teacher + assign: mr_lee reads dora" \
    bash -c 'export PGDATABASE=snapquiz_admin; scripts/pg-learner.sh teacher mr_lee >/dev/null && scripts/pg-learner.sh assign mr_lee dora && scripts/pg-learner.sh list | grep -q "^reads	mr_lee	dora"'
check "adding dora twice fails" bash -c '! PGDATABASE=snapquiz_admin scripts/pg-learner.sh add dora 2>/dev/null'
check "a role name that is not a plain identifier is refused" \
    bash -c '! PGDATABASE=snapquiz_admin scripts/pg-learner.sh add "x; DROP TABLE homework" 2>/dev/null'
check "assigning an unknown learner fails" bash -c '! PGDATABASE=snapquiz_admin scripts/pg-learner.sh assign mr_lee nobody_here 2>/dev/null'
check "a learner cannot add learners" bash -c '! psql -X -q -U dora -d snapquiz_admin -v ON_ERROR_STOP=1 -c "SELECT learner_add('"'"'eve'"'"')" 2>/dev/null'
dropdb snapquiz_admin
"${psql[@]}" -d snapquiz_template -f Tests/postgres/support/tap.sql
"${psql[@]}" -d snapquiz_template -f Tests/postgres/support/fixtures.sql >/dev/null

for test in Tests/postgres/[0-9][0-9]_*.sql; do
    name=$(basename "$test" .sql)
    echo "$name:"
    createdb -T snapquiz_template "t_$name"
    before=$((passed + failed))
    if output=$("${psql[@]}" -At -d "t_$name" -f "$test" 2>&1); then
        tally <<<"$output"
    else
        tally <<<"$output"
        tally <<<"not ok - $name ran to its end (psql stopped on an error above)"
    fi
    echo "  $((passed + failed - before)) cases"
done

# The README's set-up: a non-superuser administrator with CREATEROLE owns the database and migrates it.
echo "school admin:"
"${psql[@]}" -d postgres -c "CREATE ROLE school_admin LOGIN CREATEROLE"
createdb -O school_admin snapquiz_school
check "pg-migrate.sh as a non-superuser owner with CREATEROLE" env PGUSER=school_admin scripts/pg-migrate.sh -d snapquiz_school
"${psql[@]}" -d snapquiz_school -f Tests/postgres/support/tap.sql
if output=$("${psql[@]}" -At -d snapquiz_school -f Tests/postgres/support/school-admin.sql 2>&1); then
    tally <<<"$output"
else
    tally <<<"$output"
    tally <<<"not ok - school-admin.sql ran to its end"
fi

# The summaries behind stats and due, replayed through SQLite's and PostgreSQL's triggers alike.
echo "summaries-parity:"
createdb -T snapquiz_template t_parity
if output=$(python3 Tests/postgres/support/summaries-parity.py t_parity 2>&1); then
    tally <<<"$output"
else
    tally <<<"$output"
    tally <<<"not ok - summaries-parity ran to its end"
fi

# SPEC §4 under contention, on homework that has no progress row yet, each of 64 sessions logged in
# as learner A running 25 transactions: first update_homework_progress alone, then the store's whole
# "insert the attempt, upsert the progress" transaction.
echo "concurrency:"
db=t_concurrency
createdb -T snapquiz_template "$db"
"${psql[@]}" -d "$db" <<'SQL'
INSERT INTO homework (id, user_id, title, image_url, image_sha256)
VALUES ('aaaaaaaa-0000-4000-8000-0000000000c1', 'aaaaaaaa-0000-4000-8000-000000000000', 'Race', 'r.jpg', repeat('c', 64)),
       ('aaaaaaaa-0000-4000-8000-0000000000d1', 'aaaaaaaa-0000-4000-8000-000000000000', 'Race 2', 'd.jpg', repeat('d', 64));
INSERT INTO quiz (id, user_id, homework_id, questions, generator)
VALUES ('aaaaaaaa-0000-4000-8000-0000000000c2', 'aaaaaaaa-0000-4000-8000-000000000000',
        'aaaaaaaa-0000-4000-8000-0000000000c1', tap.questions(), 'offline');
SQL
# pgbench RUN_NAME SCRIPT: 64 sessions x 25 transactions as learner_a; prints the elapsed ms.
bench() {
    local name=$1 script=$2 t0 output
    t0=$(date +%s%N)
    if output=$(pgbench -n -U learner_a -c 64 -j 2 -t 25 -f "$script" "$db" 2>&1) \
        && grep -q "processed: 1600/1600" <<<"$output"; then
        tally <<<"ok - $name: 64 sessions x 25 transactions as learner_a, 1600/1600 processed"
    else
        tally <<<"not ok - $name: 64 sessions x 25 transactions as learner_a, 1600/1600 processed"
        tail -20 <<<"$output"
    fi
    echo "  | $name: $(grep -E '^tps' <<<"$output" | cut -d' ' -f1-3), $(( ($(date +%s%N) - t0) / 1000000 )) ms for 1600"
}
bench "update_homework_progress alone" Tests/postgres/support/progress-only.pgbench
bench "record_attempt (attempt + progress)" Tests/postgres/support/record-attempt.pgbench
tally < <("${psql[@]}" -At -d "$db" <<'SQL'
SELECT tap.is(format('%s/%s/%s', total_attempts, best_score, completion_percentage), '1600/9/90',
              'update_homework_progress alone: total_attempts exactly 1600, best 9, completion 90')
FROM progress WHERE homework_id = 'aaaaaaaa-0000-4000-8000-0000000000d1';
SELECT tap.is(total_attempts, 1600, 'record_attempt: total_attempts is exactly 64 x 25 = 1600')
FROM progress WHERE homework_id = 'aaaaaaaa-0000-4000-8000-0000000000c1';
SELECT tap.is((SELECT count(*) FROM quiz_attempts WHERE quiz_id = 'aaaaaaaa-0000-4000-8000-0000000000c2'), 1600::bigint,
              'record_attempt: 1600 attempt rows');
SELECT tap.is(p.best_score, (SELECT max(score) FROM quiz_attempts WHERE quiz_id = 'aaaaaaaa-0000-4000-8000-0000000000c2'),
              'record_attempt: best_score is the max of the 1600 scores')
FROM progress p WHERE homework_id = 'aaaaaaaa-0000-4000-8000-0000000000c1';
SELECT tap.is(p.completion_percentage, (SELECT max(round(100 * score::numeric / total_questions))::int FROM quiz_attempts
                                        WHERE quiz_id = 'aaaaaaaa-0000-4000-8000-0000000000c2'),
              'record_attempt: completion_percentage is the max over the 1600 attempts')
FROM progress p WHERE homework_id = 'aaaaaaaa-0000-4000-8000-0000000000c1';
SELECT tap.is(p.last_played_at, (SELECT max(completed_at) FROM quiz_attempts WHERE quiz_id = 'aaaaaaaa-0000-4000-8000-0000000000c2'),
              'record_attempt: last_played_at is the latest attempt')
FROM progress p WHERE homework_id = 'aaaaaaaa-0000-4000-8000-0000000000c1';
SELECT tap.is((SELECT sum(attempts) FROM attempt_activity WHERE user_id = 'aaaaaaaa-0000-4000-8000-000000000000'),
              (SELECT count(*) FROM quiz_attempts WHERE user_id = 'aaaaaaaa-0000-4000-8000-000000000000'),
              'activity slots count every one of A''s attempts (trigger under contention)');
SELECT tap.is((SELECT sum(asked) || '/' || sum(missed) FROM question_stats WHERE quiz_id = 'aaaaaaaa-0000-4000-8000-0000000000c2'),
              (SELECT sum(total_questions) || '/' || sum(total_questions - score) FROM quiz_attempts
               WHERE quiz_id = 'aaaaaaaa-0000-4000-8000-0000000000c2'),
              'question_stats asked/missed add up over the 1600 attempts');
SQL
)

elapsed_ms=$(( ($(date +%s%N) - started) / 1000000 ))
echo "PostgreSQL tests took $((elapsed_ms / 1000)).$(printf '%03d' $((elapsed_ms % 1000))) s"
# The plain closing line CI reads: one word with a colon, then the counts, alone on the line.
echo "postgres: $passed passed, $failed failed"
[ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
