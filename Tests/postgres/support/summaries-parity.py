#!/usr/bin/env python3
"""The summaries (activity slots, question stats, the SM-2 review schedule) must come out the same from
the PostgreSQL triggers (Migrations/postgres/0003) as from the SQLite ones (Migrations/0003): one seeded
history of attempts, review attempts and deletes is replayed into a fresh SQLite file (the real SQLite
migrations, through the sqlite3 shell) and into a PostgreSQL database, and the three tables are compared
row by row, floats exactly. Prints "ok - …"/"not ok - …" lines for scripts/test-postgres.sh.

usage: summaries-parity.py PG_DATABASE   (libpq environment: PGHOST, PGUSER…)
"""
import json
import os
import random
import subprocess
import sys
import tempfile
import uuid
from datetime import datetime, timedelta, timezone

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..")
USER_ID = "aaaaaaaa-0000-4000-8000-000000000000"  # learner A of the fixtures
database = sys.argv[1]
rng = random.Random(20261123)


def ident(*parts):
    return str(uuid.uuid5(uuid.NAMESPACE_URL, "snapquiz-parity/" + "/".join(map(str, parts))))


def text_time(t):
    """SQLite's timestamp text: UTC, milliseconds."""
    return t.strftime("%Y-%m-%d %H:%M:%S.") + f"{t.microsecond // 1000:03d}"


def quote(s):
    return "'" + s.replace("'", "''") + "'"


questions = json.dumps({"questions": [
    {"id": f"q{i}", "type": "mcq", "question": f"Question {i}?", "options": ["one", "two", "three", "four"],
     "correctIndex": i % 4, "explanation": "because", "evidence": "page text"} for i in range(1, 11)]})

# One history, as SQL statements with a placeholder for the dialect's user_id column.
steps = []  # (sqlite_sql, postgres_sql)
homework = []
for h in range(6):
    hid, qid = ident("hw", h), ident("quiz", h)
    learner = "default" if h % 3 else "sam"
    homework.append((hid, qid, learner))
    created = text_time(datetime(2026, 9, 1, tzinfo=timezone.utc))
    steps.append((
        f"INSERT INTO homework (id, learner, title, image_url, image_sha256, created_at, updated_at) VALUES "
        f"({quote(hid)}, {quote(learner)}, 'hw {h}', 'x.jpg', {quote(format(h, '064x'))}, {quote(created)}, {quote(created)});",
        f"INSERT INTO homework (id, user_id, learner, title, image_url, image_sha256, created_at, updated_at) VALUES "
        f"({quote(hid)}, {quote(USER_ID)}, {quote(learner)}, 'hw {h}', 'x.jpg', {quote(format(h, '064x'))}, {quote(created)}, {quote(created)});"))
    steps.append((
        f"INSERT INTO quiz (id, homework_id, questions, generator, created_at) VALUES "
        f"({quote(qid)}, {quote(hid)}, {quote(questions)}, 'offline', {quote(created)});",
        f"INSERT INTO quiz (id, user_id, homework_id, questions, generator, created_at) VALUES "
        f"({quote(qid)}, {quote(USER_ID)}, {quote(hid)}, {quote(questions)}, 'offline', {quote(created)});"))

attempts = []
clock = datetime(2026, 9, 1, 8, 0, tzinfo=timezone.utc)
for n in range(400):
    # Mostly forward in time by minutes to weeks (so attempts land before, on and after their due
    # dates), now and then a late-synced older one; every score, full and review attempts.
    clock += timedelta(minutes=rng.choice([1, 7, 14, 15, 16, 60, 600, 1440, 1441, 2880, 8640, 20000]))
    at = clock - timedelta(days=rng.choice([0] * 9 + [3])) + timedelta(milliseconds=rng.randrange(1000))
    hid, qid, learner = rng.choice(homework)
    kind = "review" if rng.random() < 0.2 else "full"
    total = rng.randint(1, 10) if kind == "review" else 10
    asked = sorted(rng.sample(range(1, 11), total))
    score = rng.randint(0, total)
    correct = set(rng.sample(asked, score))
    answers = json.dumps([{"questionId": f"q{i}", "chosenIndex": i % 4, "correct": i in correct} for i in asked],
                         separators=(",", ":"))
    aid = ident("attempt", n)
    attempts.append(aid)
    steps.append((
        f"INSERT INTO quiz_attempts (id, quiz_id, score, total_questions, answers, completed_at, kind) VALUES "
        f"({quote(aid)}, {quote(qid)}, {score}, {total}, {quote(answers)}, {quote(text_time(at))}, {quote(kind)});",
        f"INSERT INTO quiz_attempts (id, user_id, quiz_id, score, total_questions, answers, completed_at, kind) VALUES "
        f"({quote(aid)}, {quote(USER_ID)}, {quote(qid)}, {score}, {total}, {quote(answers)}, {quote(text_time(at) + 'Z')}, {quote(kind)});"))
    if n % 37 == 36:  # now and then an attempt is deleted
        gone = attempts.pop(rng.randrange(len(attempts)))
        sql = f"DELETE FROM quiz_attempts WHERE id = {quote(gone)};"
        steps.append((sql, sql))
# Deleting a quiz and a whole homework takes their attempts back out of the activity slots.
for sql in (f"DELETE FROM quiz WHERE id = {quote(homework[1][1])};", f"DELETE FROM homework WHERE id = {quote(homework[2][0])};"):
    steps.append((sql, sql))

SQLITE_DUMP = {
    "review_schedule": "SELECT homework_id, learner, repetitions, printf('%!.17g', easiness), interval_days, due_at, "
                       "last_quality, last_score, last_total, last_attempt_at FROM review_schedule ORDER BY 1",
    "attempt_activity": "SELECT learner, slot, attempts FROM attempt_activity ORDER BY 1, 2",
    "question_stats": "SELECT quiz_id, question_id, learner, asked, missed, coalesce(last_missed_at, '') "
                      "FROM question_stats ORDER BY 1, 2",
}
PG_TIME = "to_char(%s AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.MS')"
PG_DUMP = {
    "review_schedule": f"SELECT homework_id, learner, repetitions, easiness, interval_days, {PG_TIME % 'due_at'}, "
                       f"last_quality, last_score, last_total, {PG_TIME % 'last_attempt_at'} FROM review_schedule ORDER BY 1",
    "attempt_activity": "SELECT learner, slot, attempts FROM attempt_activity ORDER BY 1, 2",
    "question_stats": f"SELECT quiz_id, question_id, learner, asked, missed, coalesce({PG_TIME % 'last_missed_at'}, '') "
                      "FROM question_stats ORDER BY 1, 2",
}


def rows(text, float_column=None):
    """Rows of a '|'-separated dump, with the float column compared as a double, not as text."""
    result = []
    for line in text.splitlines():
        fields = line.split("|")
        if float_column is not None:
            fields[float_column] = repr(float(fields[float_column]))
        result.append(tuple(fields))
    return result


with tempfile.TemporaryDirectory() as folder:
    store = os.path.join(folder, "parity.sqlite")
    migrations = "".join(open(os.path.join(ROOT, "Migrations", name)).read()
                         for name in sorted(os.listdir(os.path.join(ROOT, "Migrations"))) if name.endswith(".sql"))
    script = "PRAGMA foreign_keys = ON;\n" + migrations + "\nBEGIN;\n" + "\n".join(s for s, _ in steps) + "\nCOMMIT;\n"
    subprocess.run(["sqlite3", "-bail", store], input=script, text=True, check=True, capture_output=True)
    # Start from no rows (the fixtures' are not part of this history); the superuser bypasses RLS.
    pg_script = "\\set ON_ERROR_STOP 1\nBEGIN;\nDELETE FROM homework;\nDELETE FROM attempt_activity;\n" + "\n".join(p for _, p in steps) + "\nCOMMIT;\n"
    subprocess.run(["psql", "-X", "-q", "-d", database], input=pg_script, text=True, check=True, capture_output=True)

    for table in SQLITE_DUMP:
        float_column = 3 if table == "review_schedule" else None
        lite = subprocess.run(["sqlite3", "-separator", "|", store, SQLITE_DUMP[table]],
                              text=True, check=True, capture_output=True).stdout
        pg = subprocess.run(["psql", "-X", "-q", "-At", "-d", database, "-c", "SET extra_float_digits = 3", "-c", PG_DUMP[table]],
                            text=True, check=True, capture_output=True).stdout
        a, b = rows(lite, float_column), rows(pg, float_column)
        name = f"{table}: PostgreSQL's triggers give SQLite's {len(a)} rows ({len(attempts)} attempts kept of 400, quiz and homework deleted)"
        if a == b and len(a) > 0:
            print(f"ok - {name}")
        else:
            diff = [f"sqlite {x} / postgres {y}" for x, y in zip(a, b) if x != y][:3]
            print(f"not ok - {name} (sqlite {len(a)} rows, postgres {len(b)}; first differences: {diff})")
