-- snapquiz schema v1 (SPEC §3). Released migrations are never edited: add a new file instead.
-- Timestamps are UTC text 'YYYY-MM-DD HH:MM:SS.SSS', which SQLite's date functions read.

CREATE TABLE homework (
    id              TEXT PRIMARY KEY NOT NULL,
    learner         TEXT NOT NULL DEFAULT 'default' CHECK (length(learner) > 0),
    title           TEXT NOT NULL,
    subject         TEXT,
    image_url       TEXT NOT NULL,
    image_sha256    TEXT NOT NULL CHECK (length(image_sha256) = 64),
    ocr_text        TEXT,
    ocr_confidence  REAL CHECK (ocr_confidence IS NULL OR ocr_confidence BETWEEN 0 AND 100),
    created_at      TEXT NOT NULL,
    updated_at      TEXT NOT NULL,
    UNIQUE (learner, image_sha256)
) STRICT;
CREATE INDEX homework_created_at ON homework (created_at DESC);
CREATE INDEX homework_subject ON homework (subject);
CREATE INDEX homework_learner ON homework (learner);

CREATE TABLE quiz (
    id                        TEXT PRIMARY KEY NOT NULL,
    homework_id               TEXT NOT NULL REFERENCES homework (id) ON DELETE CASCADE,
    questions                 TEXT NOT NULL CHECK (json_valid(questions)),
    topic                     TEXT,
    subtopic                  TEXT,
    classification_confidence REAL CHECK (classification_confidence IS NULL OR classification_confidence BETWEEN 0 AND 1),
    generator                 TEXT NOT NULL,
    created_at                TEXT NOT NULL
) STRICT;
CREATE INDEX quiz_homework_id ON quiz (homework_id);
CREATE INDEX quiz_topic ON quiz (topic);
CREATE INDEX quiz_created_at ON quiz (created_at);

CREATE TABLE progress (
    id                    TEXT PRIMARY KEY NOT NULL,
    homework_id           TEXT NOT NULL UNIQUE REFERENCES homework (id) ON DELETE CASCADE,
    completion_percentage INTEGER NOT NULL DEFAULT 0 CHECK (completion_percentage BETWEEN 0 AND 100),
    best_score            INTEGER CHECK (best_score IS NULL OR best_score BETWEEN 0 AND 10),
    total_attempts        INTEGER NOT NULL DEFAULT 0 CHECK (total_attempts >= 0),
    last_played_at        TEXT,
    created_at            TEXT NOT NULL,
    updated_at            TEXT NOT NULL
) STRICT;
CREATE INDEX progress_last_played_at ON progress (last_played_at DESC);

CREATE TABLE quiz_attempts (
    id                 TEXT PRIMARY KEY NOT NULL,
    quiz_id            TEXT NOT NULL REFERENCES quiz (id) ON DELETE CASCADE,
    score              INTEGER NOT NULL CHECK (score BETWEEN 0 AND 10),
    total_questions    INTEGER NOT NULL DEFAULT 10 CHECK (total_questions BETWEEN 1 AND 10),
    time_taken_seconds INTEGER CHECK (time_taken_seconds IS NULL OR time_taken_seconds >= 0),
    answers            TEXT NOT NULL CHECK (json_valid(answers)),
    completed_at       TEXT NOT NULL,
    CHECK (score <= total_questions)
) STRICT;
CREATE INDEX quiz_attempts_quiz_id ON quiz_attempts (quiz_id);
CREATE INDEX quiz_attempts_completed_at ON quiz_attempts (completed_at DESC);
