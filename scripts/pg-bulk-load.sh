#!/usr/bin/env bash
# Loads one learner's homework, quizzes and attempts from a SQLite store into a PostgreSQL database in bulk,
# for benchmarks at a scale `snapquiz transfer` (one record_attempt per attempt) is too slow for: a million
# attempts through the per-row triggers took hours. Run as the database's administrator (superuser: the
# rows are given the learner's user_id directly, past row-level security). In one transaction:
#   1. COPY the rows straight from `sqlite3 -csv` (psql's \copy … FROM PROGRAM), with the summary trigger
#      quiz_attempts_summaries disabled and record_attempt not called;
#   2. rebuild_progress_summaries(user) (Migrations/postgres/0007): progress, activity slots, question stats
#      and the SM-2 schedule computed from the attempts by migration 3's rules (Tests/postgres/60_rebuild.sql
#      checks they equal the triggers' figures); then VACUUM (ANALYZE), as autovacuum would.
# The copy is the same store row for row, so `stats --json` must print the same bytes on both.
#
#   scripts/pg-bulk-load.sh SQLITE_FILE LEARNER ROLE [psql connection arguments…]
#   (LEARNER: the `learner` name in the SQLite file; ROLE: the PostgreSQL login it becomes, made with learner_add)
set -euo pipefail
[ $# -ge 3 ] || { echo "usage: $0 SQLITE_FILE LEARNER ROLE [psql arguments…]" >&2; exit 64; }
file=$1 learner=$2 role=$3
shift 3
[ -r "$file" ] || { echo "pg-bulk-load: cannot read $file" >&2; exit 66; }
command -v sqlite3 >/dev/null || { echo "pg-bulk-load: needs the sqlite3 shell (apt-get install sqlite3)" >&2; exit 69; }
[[ $learner =~ ^[A-Za-z0-9_.-]+$ ]] || { echo "pg-bulk-load: learner name $learner is not a plain word" >&2; exit 64; }
psql_cmd=(psql -X -q -v ON_ERROR_STOP=1 "$@")
user_id=$("${psql_cmd[@]}" -At -v role="$role" <<'SQL'
SELECT user_id FROM learners WHERE role_name = :'role'
SQL
)
[ -n "$user_id" ] || { echo "pg-bulk-load: $role is no learner of this database (learner_add first)" >&2; exit 64; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# One query file per table: sqlite3 reads it from stdin, so no quoting passes through \copy's command line.
cat >"$work/homework.sql" <<SQL
SELECT id, '$user_id', learner, title, subject, image_url, image_sha256, ocr_text, ocr_confidence, created_at, updated_at
FROM homework WHERE learner = '$learner';
SQL
cat >"$work/quiz.sql" <<SQL
SELECT q.id, '$user_id', q.homework_id, q.questions, q.topic, q.subtopic, q.classification_confidence, q.generator, q.created_at
FROM quiz q JOIN homework h ON h.id = q.homework_id WHERE h.learner = '$learner';
SQL
cat >"$work/attempts.sql" <<SQL
SELECT a.id, '$user_id', a.quiz_id, a.score, a.total_questions, a.time_taken_seconds, a.answers, a.completed_at, a.kind
FROM quiz_attempts a JOIN quiz q ON q.id = a.quiz_id JOIN homework h ON h.id = q.homework_id WHERE h.learner = '$learner';
SQL
from() { printf "'sqlite3 -readonly -csv %s < %s'" "$file" "$work/$1.sql"; }

started=$(date +%s%N)
"${psql_cmd[@]}" <<SQL
BEGIN;
-- SQLite keeps UTC instants as 'YYYY-MM-DD HH:MM:SS.SSS' without a zone.
SET LOCAL TIME ZONE 'UTC';
ALTER TABLE quiz_attempts DISABLE TRIGGER quiz_attempts_summaries;
\copy homework (id, user_id, learner, title, subject, image_url, image_sha256, ocr_text, ocr_confidence, created_at, updated_at) FROM PROGRAM $(from homework) WITH (FORMAT csv)
INSERT INTO progress (user_id, homework_id, created_at, updated_at)
SELECT user_id, id, created_at, created_at FROM homework h
WHERE user_id = '$user_id' AND NOT EXISTS (SELECT FROM progress p WHERE p.homework_id = h.id);
\copy quiz (id, user_id, homework_id, questions, topic, subtopic, classification_confidence, generator, created_at) FROM PROGRAM $(from quiz) WITH (FORMAT csv)
\copy quiz_attempts (id, user_id, quiz_id, score, total_questions, time_taken_seconds, answers, completed_at, kind) FROM PROGRAM $(from attempts) WITH (FORMAT csv)
ALTER TABLE quiz_attempts ENABLE TRIGGER quiz_attempts_summaries;
\\o /dev/null
SELECT rebuild_progress_summaries('$user_id');
\\o
COMMIT;
-- What autovacuum would do to a server in use: statistics for the planner, and the visibility map that lets
-- counts read indexes alone (a freshly loaded table has none).
VACUUM (ANALYZE) homework, quiz, progress, quiz_attempts, attempt_activity, question_stats, review_schedule;
SQL
echo "pg-bulk-load: $learner of $file → $role in $(( ($(date +%s%N) - started) / 1000000 )) ms" >&2
