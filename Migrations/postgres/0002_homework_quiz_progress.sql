-- Migration 2: the seed's tables, made exact (SPEC §3 and §9), mirroring Migrations/0001-0002 for SQLite.
-- Every table carries user_id and every foreign key includes it: (homework_id, user_id) references
-- homework (id, user_id). So a row can never point at another learner's homework, row-level security
-- needs no joins, and user_id works as the distribution key when the data is sharded (README).

-- Shape of a quiz's questions, as QuizShape (SnapQuizCore) checks it before storing:
-- {"questions":[10 × {"id","type":"mcq","question","options":[4 distinct non-empty strings],"correctIndex":0-3,...}]}.
CREATE FUNCTION quiz_questions_valid(doc jsonb) RETURNS boolean
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE SET search_path = ''
AS $$
    SELECT pg_catalog.jsonb_typeof(doc) = 'object'
       AND pg_catalog.jsonb_typeof(doc -> 'questions') = 'array'
       AND pg_catalog.jsonb_array_length(doc -> 'questions') = 10
       AND NOT EXISTS (
           SELECT FROM pg_catalog.jsonb_array_elements(doc -> 'questions') q
           WHERE pg_catalog.jsonb_typeof(q) IS DISTINCT FROM 'object'
              OR pg_catalog.jsonb_typeof(q -> 'id') IS DISTINCT FROM 'string'
              OR pg_catalog.length(pg_catalog.btrim(q ->> 'id')) = 0
              OR (q ->> 'type') IS DISTINCT FROM 'mcq'
              OR pg_catalog.jsonb_typeof(q -> 'question') IS DISTINCT FROM 'string'
              OR pg_catalog.length(pg_catalog.btrim(q ->> 'question')) = 0
              OR pg_catalog.jsonb_typeof(q -> 'options') IS DISTINCT FROM 'array'
              OR pg_catalog.jsonb_array_length(q -> 'options') <> 4
              OR (SELECT pg_catalog.count(DISTINCT o) FILTER (WHERE pg_catalog.jsonb_typeof(o) = 'string'
                                                               AND pg_catalog.length(pg_catalog.btrim(o #>> '{}')) > 0)
                  FROM pg_catalog.jsonb_array_elements(q -> 'options') o) <> 4
              OR pg_catalog.jsonb_typeof(q -> 'correctIndex') IS DISTINCT FROM 'number'
              OR (q ->> 'correctIndex') NOT IN ('0', '1', '2', '3'))
$$;

-- Shape of an attempt's answers: [{"questionId":"…","chosenIndex":0-3,"correct":bool}], one per question
-- asked, with as many correct as the score says.
CREATE FUNCTION quiz_answers_valid(answers jsonb, score integer, total integer) RETURNS boolean
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE SET search_path = ''
AS $$
    SELECT pg_catalog.jsonb_typeof(answers) = 'array'
       AND pg_catalog.jsonb_array_length(answers) = total
       AND NOT EXISTS (
           SELECT FROM pg_catalog.jsonb_array_elements(answers) a
           WHERE pg_catalog.jsonb_typeof(a) IS DISTINCT FROM 'object'
              OR pg_catalog.jsonb_typeof(a -> 'questionId') IS DISTINCT FROM 'string'
              OR pg_catalog.jsonb_typeof(a -> 'chosenIndex') IS DISTINCT FROM 'number'
              OR (a ->> 'chosenIndex') NOT IN ('0', '1', '2', '3')
              OR pg_catalog.jsonb_typeof(a -> 'correct') IS DISTINCT FROM 'boolean')
       AND (SELECT pg_catalog.count(*) FROM pg_catalog.jsonb_array_elements(answers) a
            WHERE (a -> 'correct') = 'true'::jsonb) = score
$$;

CREATE TABLE homework (
    id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    user_id         uuid NOT NULL DEFAULT auth.uid(),
    learner         text NOT NULL DEFAULT 'default' CHECK (length(learner) > 0),
    title           text NOT NULL,
    subject         text,
    image_url       text NOT NULL,
    image_sha256    text NOT NULL CHECK (length(image_sha256) = 64),
    ocr_text        text,
    ocr_confidence  real CHECK (ocr_confidence IS NULL OR ocr_confidence BETWEEN 0 AND 100),
    created_at      timestamptz NOT NULL DEFAULT now(),
    updated_at      timestamptz NOT NULL DEFAULT now(),
    UNIQUE (id, user_id),                                -- target of the composite foreign keys
    UNIQUE (user_id, learner, image_sha256)              -- SQLite's UNIQUE (learner, image_sha256), per user
);
CREATE INDEX homework_created_at ON homework (created_at DESC);
CREATE INDEX homework_subject ON homework (subject);
CREATE INDEX homework_user_learner ON homework (user_id, learner);

CREATE TABLE quiz (
    id                        uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    user_id                   uuid NOT NULL DEFAULT auth.uid(),
    homework_id               uuid NOT NULL,
    questions                 jsonb NOT NULL CHECK (quiz_questions_valid(questions)),
    topic                     text,
    subtopic                  text,
    classification_confidence real CHECK (classification_confidence IS NULL OR classification_confidence BETWEEN 0 AND 1),
    generator                 text NOT NULL,
    created_at                timestamptz NOT NULL DEFAULT now(),
    UNIQUE (id, user_id),
    FOREIGN KEY (homework_id, user_id) REFERENCES homework (id, user_id) ON DELETE CASCADE
);
CREATE INDEX quiz_homework_id ON quiz (homework_id);
CREATE INDEX quiz_topic ON quiz (topic);
CREATE INDEX quiz_created_at ON quiz (created_at);
CREATE INDEX quiz_questions ON quiz USING gin (questions);

CREATE TABLE progress (
    id                    uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    user_id               uuid NOT NULL DEFAULT auth.uid(),
    homework_id           uuid NOT NULL UNIQUE,
    completion_percentage integer NOT NULL DEFAULT 0 CHECK (completion_percentage BETWEEN 0 AND 100),
    best_score            integer CHECK (best_score IS NULL OR best_score BETWEEN 0 AND 10),
    total_attempts        integer NOT NULL DEFAULT 0 CHECK (total_attempts >= 0),
    last_played_at        timestamptz,
    created_at            timestamptz NOT NULL DEFAULT now(),
    updated_at            timestamptz NOT NULL DEFAULT now(),
    FOREIGN KEY (homework_id, user_id) REFERENCES homework (id, user_id) ON DELETE CASCADE
);
CREATE INDEX progress_last_played_at ON progress (last_played_at DESC);
CREATE INDEX progress_user_id ON progress (user_id);

-- kind: SQLite migration 0002. A review attempt asks only the questions missed last time; it is kept
-- in history and counted in total_attempts, but never raises best_score or completion_percentage.
CREATE TABLE quiz_attempts (
    id                 uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    user_id            uuid NOT NULL DEFAULT auth.uid(),
    quiz_id            uuid NOT NULL,
    score              integer NOT NULL CHECK (score BETWEEN 0 AND 10),
    total_questions    integer NOT NULL DEFAULT 10 CHECK (total_questions BETWEEN 1 AND 10),
    time_taken_seconds integer CHECK (time_taken_seconds IS NULL OR time_taken_seconds >= 0),
    answers            jsonb NOT NULL,
    completed_at       timestamptz NOT NULL DEFAULT now(),
    kind               text NOT NULL DEFAULT 'full' CHECK (kind IN ('full', 'review')),
    CHECK (score <= total_questions),
    CHECK (quiz_answers_valid(answers, score, total_questions)),
    FOREIGN KEY (quiz_id, user_id) REFERENCES quiz (id, user_id) ON DELETE CASCADE
);
CREATE INDEX quiz_attempts_quiz_id ON quiz_attempts (quiz_id);
CREATE INDEX quiz_attempts_completed_at ON quiz_attempts (completed_at DESC);
CREATE INDEX quiz_attempts_user_completed_at ON quiz_attempts (user_id, completed_at DESC);

-- The photo itself, so every client of the server can reach it (SPEC §8 limits: 10 MB, these formats).
-- Deleting the homework deletes it.
CREATE TABLE homework_image (
    homework_id uuid PRIMARY KEY,
    user_id     uuid NOT NULL DEFAULT auth.uid(),
    mime_type   text NOT NULL CHECK (mime_type IN ('image/jpeg', 'image/png', 'image/tiff', 'image/webp',
                                                   'image/heic', 'image/heif')),
    bytes       bytea NOT NULL CHECK (octet_length(bytes) BETWEEN 1 AND 10 * 1024 * 1024),
    sha256      text NOT NULL CHECK (length(sha256) = 64),
    created_at  timestamptz NOT NULL DEFAULT now(),
    FOREIGN KEY (homework_id, user_id) REFERENCES homework (id, user_id) ON DELETE CASCADE
);
CREATE INDEX homework_image_user_id ON homework_image (user_id);
-- The bytes are already compressed; keep them out of line without a second compression attempt.
ALTER TABLE homework_image ALTER COLUMN bytes SET STORAGE EXTERNAL;

-- updated_at follows every change of a row, whoever writes it.
CREATE FUNCTION set_updated_at() RETURNS trigger
LANGUAGE plpgsql SET search_path = ''
AS $$
BEGIN
    NEW.updated_at := pg_catalog.now();
    RETURN NEW;
END
$$;
CREATE TRIGGER homework_updated_at BEFORE UPDATE ON homework FOR EACH ROW EXECUTE FUNCTION set_updated_at();
CREATE TRIGGER progress_updated_at BEFORE UPDATE ON progress FOR EACH ROW EXECUTE FUNCTION set_updated_at();
