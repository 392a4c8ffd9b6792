-- Summaries for progress reports, kept current by triggers on quiz_attempts so that every writer
-- (any snapquiz process, the store, bulk loaders) updates them in the attempt's own transaction.
-- With a million attempts, `stats` and `due` read these small tables instead of scanning attempts
-- and their answers JSON. Released migrations are never edited: add a new file instead.

-- Days with activity, for streaks: per learner, the 15-minute UTC slots that hold a completed attempt.
-- Every time zone offset (and DST shift) is a multiple of 15 minutes, so a slot falls in exactly one
-- local day whatever TZ the report is made in.
CREATE TABLE attempt_activity (
    learner  TEXT NOT NULL,
    slot     INTEGER NOT NULL,                       -- unixepoch(completed_at) / 900
    attempts INTEGER NOT NULL CHECK (attempts >= 0),
    PRIMARY KEY (learner, slot)
) STRICT, WITHOUT ROWID;

-- How often each question was asked and missed, for "weakest questions".
CREATE TABLE question_stats (
    quiz_id        TEXT NOT NULL REFERENCES quiz (id) ON DELETE CASCADE,
    question_id    TEXT NOT NULL,
    learner        TEXT NOT NULL,
    asked          INTEGER NOT NULL CHECK (asked >= 0),
    missed         INTEGER NOT NULL CHECK (missed >= 0),
    last_missed_at TEXT,
    PRIMARY KEY (quiz_id, question_id)
) STRICT, WITHOUT ROWID;
CREATE INDEX question_stats_learner_missed ON question_stats (learner, missed DESC);

-- The SM-2 spaced-repetition state of each homework (see the trigger below and SnapQuizProgress/DueSchedule.swift).
CREATE TABLE review_schedule (
    homework_id     TEXT PRIMARY KEY NOT NULL REFERENCES homework (id) ON DELETE CASCADE,
    learner         TEXT NOT NULL,
    repetitions     INTEGER NOT NULL CHECK (repetitions >= 0),
    easiness        REAL NOT NULL CHECK (easiness >= 1.3),
    interval_days   INTEGER NOT NULL CHECK (interval_days >= 1),
    due_at          TEXT NOT NULL,
    last_quality    INTEGER NOT NULL CHECK (last_quality BETWEEN 0 AND 5),
    last_score      INTEGER NOT NULL,
    last_total      INTEGER NOT NULL,
    last_attempt_at TEXT NOT NULL
) STRICT;
CREATE INDEX review_schedule_learner_due ON review_schedule (learner, due_at);

-- Backfill: take the existing attempts out, then put them back in completion order through the triggers.
CREATE TEMP TABLE attempts_backfill AS SELECT * FROM quiz_attempts ORDER BY completed_at, rowid;
DELETE FROM quiz_attempts;

CREATE TRIGGER quiz_attempts_summaries AFTER INSERT ON quiz_attempts
BEGIN
    INSERT INTO attempt_activity (learner, slot, attempts)
    SELECT h.learner, CAST(unixepoch(NEW.completed_at) AS INTEGER) / 900, 1
    FROM quiz q JOIN homework h ON h.id = q.homework_id WHERE q.id = NEW.quiz_id
    ON CONFLICT (learner, slot) DO UPDATE SET attempts = attempts + 1;

    INSERT INTO question_stats (quiz_id, question_id, learner, asked, missed, last_missed_at)
    SELECT NEW.quiz_id, json_extract(a.value, '$.questionId'), h.learner, 1,
           CASE WHEN json_extract(a.value, '$.correct') THEN 0 ELSE 1 END,
           CASE WHEN json_extract(a.value, '$.correct') THEN NULL ELSE NEW.completed_at END
    FROM json_each(NEW.answers) a, quiz q JOIN homework h ON h.id = q.homework_id
    WHERE q.id = NEW.quiz_id
    ON CONFLICT (quiz_id, question_id) DO UPDATE SET
        asked = asked + 1,
        missed = missed + excluded.missed,
        last_missed_at = coalesce(excluded.last_missed_at, last_missed_at);
END;

-- SM-2 (Wozniak 1990), per homework, on full attempts only. Quality q = round(5 * score / total), 0–5.
-- q < 3: repetitions 0, interval 1 day. q >= 3 on or after the due date: interval 1, then 6, then
-- round(interval * EF); repetitions + 1. A passing attempt before the due date (cramming) leaves
-- the schedule as it is. EF' = max(1.3, EF + 0.1 - (5 - q) * (0.08 + (5 - q) * 0.02)), EF starts at 2.5.
-- In ON CONFLICT DO UPDATE every right-hand side reads the row's previous values.
CREATE TRIGGER quiz_attempts_schedule AFTER INSERT ON quiz_attempts WHEN NEW.kind = 'full'
BEGIN
    INSERT INTO review_schedule (homework_id, learner, repetitions, easiness, interval_days, due_at,
                                 last_quality, last_score, last_total, last_attempt_at)
    SELECT q.homework_id, h.learner,
           CASE WHEN s.quality >= 3 THEN 1 ELSE 0 END,
           max(1.3, 2.5 + 0.1 - (5 - s.quality) * (0.08 + (5 - s.quality) * 0.02)),
           1,
           strftime('%Y-%m-%d %H:%M:%f', NEW.completed_at, '+1 days'),
           s.quality, NEW.score, NEW.total_questions, NEW.completed_at
    FROM quiz q JOIN homework h ON h.id = q.homework_id,
         (SELECT CAST(round(5.0 * NEW.score / NEW.total_questions) AS INTEGER) AS quality) s
    WHERE q.id = NEW.quiz_id
    ON CONFLICT (homework_id) DO UPDATE SET
        repetitions = CASE
            WHEN excluded.last_quality < 3 THEN 0
            WHEN excluded.last_attempt_at < due_at THEN repetitions
            ELSE repetitions + 1 END,
        interval_days = CASE
            WHEN excluded.last_quality < 3 THEN 1
            WHEN excluded.last_attempt_at < due_at THEN interval_days
            WHEN repetitions = 0 THEN 1
            WHEN repetitions = 1 THEN 6
            ELSE max(1, CAST(round(interval_days * easiness) AS INTEGER)) END,
        easiness = CASE
            WHEN excluded.last_quality >= 3 AND excluded.last_attempt_at < due_at THEN easiness
            ELSE max(1.3, easiness + 0.1 - (5 - excluded.last_quality) * (0.08 + (5 - excluded.last_quality) * 0.02)) END,
        due_at = CASE
            WHEN excluded.last_quality < 3 THEN excluded.due_at
            WHEN excluded.last_attempt_at < due_at THEN due_at
            ELSE strftime('%Y-%m-%d %H:%M:%f', excluded.last_attempt_at, '+' || (CASE
                WHEN repetitions = 0 THEN 1
                WHEN repetitions = 1 THEN 6
                ELSE max(1, CAST(round(interval_days * easiness) AS INTEGER)) END) || ' days') END,
        last_quality = excluded.last_quality,
        last_score = excluded.last_score,
        last_total = excluded.last_total,
        last_attempt_at = excluded.last_attempt_at;
END;

-- Deleting a homework cascades to its quizzes and attempts after the homework row is gone, when the
-- learner can no longer be looked up, so its activity is taken back before the delete. Direct deletes
-- of a quiz or an attempt (the homework still there) take theirs back the same way.
CREATE TRIGGER homework_activity_delete BEFORE DELETE ON homework
BEGIN
    UPDATE attempt_activity SET attempts = attempts - d.n
    FROM (SELECT CAST(unixepoch(a.completed_at) AS INTEGER) / 900 AS slot, count(*) AS n
          FROM quiz_attempts a JOIN quiz q ON q.id = a.quiz_id
          WHERE q.homework_id = OLD.id GROUP BY 1) d
    WHERE attempt_activity.learner = OLD.learner AND attempt_activity.slot = d.slot;
    DELETE FROM attempt_activity WHERE learner = OLD.learner AND attempts <= 0;
END;

CREATE TRIGGER quiz_activity_delete BEFORE DELETE ON quiz
WHEN EXISTS (SELECT 1 FROM homework WHERE id = OLD.homework_id)
BEGIN
    UPDATE attempt_activity SET attempts = attempts - d.n
    FROM (SELECT CAST(unixepoch(a.completed_at) AS INTEGER) / 900 AS slot, count(*) AS n
          FROM quiz_attempts a WHERE a.quiz_id = OLD.id GROUP BY 1) d
    WHERE attempt_activity.learner = (SELECT learner FROM homework WHERE id = OLD.homework_id)
      AND attempt_activity.slot = d.slot;
    DELETE FROM attempt_activity WHERE attempts <= 0;
END;

CREATE TRIGGER quiz_attempts_activity_delete AFTER DELETE ON quiz_attempts
WHEN EXISTS (SELECT 1 FROM quiz q JOIN homework h ON h.id = q.homework_id WHERE q.id = OLD.quiz_id)
BEGIN
    UPDATE attempt_activity SET attempts = attempts - 1
    WHERE learner = (SELECT h.learner FROM quiz q JOIN homework h ON h.id = q.homework_id WHERE q.id = OLD.quiz_id)
      AND slot = CAST(unixepoch(OLD.completed_at) AS INTEGER) / 900;
    DELETE FROM attempt_activity WHERE attempts <= 0;
    UPDATE question_stats SET
        asked = asked - 1,
        missed = missed - (SELECT count(*) FROM json_each(OLD.answers) a
                           WHERE json_extract(a.value, '$.questionId') = question_stats.question_id
                             AND NOT json_extract(a.value, '$.correct'))
    WHERE quiz_id = OLD.quiz_id
      AND question_id IN (SELECT json_extract(value, '$.questionId') FROM json_each(OLD.answers));
END;

INSERT INTO quiz_attempts SELECT * FROM temp.attempts_backfill;
DROP TABLE temp.attempts_backfill;
