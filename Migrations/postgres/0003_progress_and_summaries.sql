-- Migration 3: the progress rules. update_homework_progress is SPEC §4 (the seed's function, fixed);
-- the summaries and their triggers mirror Migrations/0003_progress_summaries.sql for SQLite, keyed
-- by user_id first. Every function here runs with the caller's rights, so row-level security
-- (migration 4) guards what they read and write like any other statement.

-- SPEC §4, step 2. The caller inserts the quiz_attempts row and calls this in the same transaction.
-- One INSERT … ON CONFLICT statement, so concurrent callers serialise on the progress row and none
-- loses an update. greatest() ignores NULLs: a NULL previous best counts as absent.
-- Completion is round(100 * score / total) half away from zero, as the SQLite store computes it
-- (Swift's Double.rounded(); numeric round() agrees on every score/total pair, 0/1 … 10/10: tested).
-- A review attempt only counts as an attempt. p_kind and p_completed_at extend the seed's signature
-- with defaults, so update_homework_progress(id, score, total) still works as the seed wrote it.
CREATE FUNCTION update_homework_progress(
    p_homework_id uuid, p_score integer, p_total_questions integer,
    p_kind text DEFAULT 'full', p_completed_at timestamptz DEFAULT now()
) RETURNS progress
LANGUAGE plpgsql SET search_path = ''
AS $$
DECLARE
    result public.progress;
BEGIN
    IF p_total_questions IS NULL OR p_total_questions NOT BETWEEN 1 AND 10 THEN
        RAISE EXCEPTION 'an attempt has 1 to 10 questions, not %', p_total_questions USING ERRCODE = '22023';
    END IF;
    IF p_score IS NULL OR p_score NOT BETWEEN 0 AND p_total_questions THEN
        RAISE EXCEPTION 'score % is outside 0-%', p_score, p_total_questions USING ERRCODE = '22023';
    END IF;
    IF p_kind IS NULL OR p_kind NOT IN ('full', 'review') THEN
        RAISE EXCEPTION 'attempt kind must be full or review, not %', p_kind USING ERRCODE = '22023';
    END IF;

    INSERT INTO public.progress AS p (user_id, homework_id, completion_percentage, best_score, total_attempts,
                                      last_played_at)
    SELECT h.user_id, h.id,
           CASE WHEN p_kind = 'full' THEN pg_catalog.round(100 * p_score::numeric / p_total_questions)::integer ELSE 0 END,
           CASE WHEN p_kind = 'full' THEN p_score END,
           1, p_completed_at
    FROM public.homework h WHERE h.id = p_homework_id
    ON CONFLICT (homework_id) DO UPDATE SET
        total_attempts = p.total_attempts + 1,
        best_score = GREATEST(p.best_score, excluded.best_score),
        completion_percentage = GREATEST(p.completion_percentage, excluded.completion_percentage),
        last_played_at = GREATEST(p.last_played_at, excluded.last_played_at),
        updated_at = pg_catalog.now()
    RETURNING p.* INTO result;

    IF NOT FOUND THEN  -- no such homework, or not the caller's to see
        RAISE EXCEPTION 'homework % not found', p_homework_id USING ERRCODE = 'P0002';
    END IF;
    RETURN result;
END
$$;

-- SPEC §4 whole: the attempt row and the progress upsert in one statement, so a client records an
-- attempt in one round trip and cannot commit one without the other. Returns the new progress.
CREATE FUNCTION record_attempt(
    p_quiz_id uuid, p_score integer, p_total_questions integer, p_answers jsonb,
    p_time_taken_seconds integer DEFAULT NULL, p_kind text DEFAULT 'full',
    p_completed_at timestamptz DEFAULT now(), p_id uuid DEFAULT gen_random_uuid()
) RETURNS progress
LANGUAGE plpgsql SET search_path = ''
AS $$
DECLARE
    v_homework uuid;
    v_user uuid;
BEGIN
    SELECT q.homework_id, q.user_id INTO v_homework, v_user FROM public.quiz q WHERE q.id = p_quiz_id;
    IF NOT FOUND THEN  -- no such quiz, or not the caller's to see
        RAISE EXCEPTION 'quiz % not found', p_quiz_id USING ERRCODE = 'P0002';
    END IF;
    INSERT INTO public.quiz_attempts (id, user_id, quiz_id, score, total_questions, time_taken_seconds, answers,
                                      completed_at, kind)
    VALUES (p_id, v_user, p_quiz_id, p_score, p_total_questions, p_time_taken_seconds, p_answers, p_completed_at, p_kind);
    RETURN public.update_homework_progress(v_homework, p_score, p_total_questions, p_kind, p_completed_at);
END
$$;

-- Days with activity, for streaks: per user and learner, the 15-minute UTC slots holding a completed
-- attempt (every time zone offset is a multiple of 15 minutes).
CREATE TABLE attempt_activity (
    user_id  uuid NOT NULL,
    learner  text NOT NULL,
    slot     bigint NOT NULL,                         -- epoch seconds of completed_at / 900
    attempts integer NOT NULL CHECK (attempts >= 0),
    PRIMARY KEY (user_id, learner, slot)
);

-- How often each question was asked and missed, for "weakest questions".
CREATE TABLE question_stats (
    user_id        uuid NOT NULL,
    quiz_id        uuid NOT NULL,
    question_id    text NOT NULL,
    learner        text NOT NULL,
    asked          integer NOT NULL CHECK (asked >= 0),
    missed         integer NOT NULL CHECK (missed >= 0),
    last_missed_at timestamptz,
    PRIMARY KEY (quiz_id, question_id),
    FOREIGN KEY (quiz_id, user_id) REFERENCES quiz (id, user_id) ON DELETE CASCADE
);
CREATE INDEX question_stats_learner_missed ON question_stats (user_id, learner, missed DESC);

-- The SM-2 spaced-repetition state of each homework (SnapQuizProgress/DueSchedule.swift).
CREATE TABLE review_schedule (
    homework_id     uuid PRIMARY KEY,
    user_id         uuid NOT NULL,
    learner         text NOT NULL,
    repetitions     integer NOT NULL CHECK (repetitions >= 0),
    easiness        double precision NOT NULL CHECK (easiness >= 1.3),
    interval_days   integer NOT NULL CHECK (interval_days >= 1),
    due_at          timestamptz NOT NULL,
    last_quality    integer NOT NULL CHECK (last_quality BETWEEN 0 AND 5),
    last_score      integer NOT NULL,
    last_total      integer NOT NULL,
    last_attempt_at timestamptz NOT NULL,
    FOREIGN KEY (homework_id, user_id) REFERENCES homework (id, user_id) ON DELETE CASCADE
);
CREATE INDEX review_schedule_learner_due ON review_schedule (user_id, learner, due_at);

-- SQLite's round(x) for x >= 0 is (double)(int64)(x + 0.5), in doubles: floor(x + 0.5) in float8 is the
-- same operation (round() on float8 here would round half to even). Used where SQLite's triggers round.
CREATE FUNCTION sqlite_round(x double precision) RETURNS integer
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN floor(x + 0.5::double precision)::integer;

CREATE FUNCTION activity_slot(t timestamptz) RETURNS bigint
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN floor(extract(epoch FROM t))::bigint / 900;

-- After each attempt: activity slot, question stats, and (full attempts) the SM-2 schedule.
-- Rows are upserted in question_id order so concurrent attempts lock them in the same order.
CREATE FUNCTION quiz_attempts_summaries() RETURNS trigger
LANGUAGE plpgsql SET search_path = ''
AS $$
DECLARE
    v_learner text;
    v_homework uuid;
    v_quality integer;
BEGIN
    SELECT h.learner, h.id INTO v_learner, v_homework
    FROM public.quiz q JOIN public.homework h ON h.id = q.homework_id WHERE q.id = NEW.quiz_id;

    INSERT INTO public.attempt_activity AS s (user_id, learner, slot, attempts)
    VALUES (NEW.user_id, v_learner, public.activity_slot(NEW.completed_at), 1)
    ON CONFLICT (user_id, learner, slot) DO UPDATE SET attempts = s.attempts + 1;

    INSERT INTO public.question_stats AS s (user_id, quiz_id, question_id, learner, asked, missed, last_missed_at)
    SELECT NEW.user_id, NEW.quiz_id, a ->> 'questionId', v_learner, 1,
           CASE WHEN (a -> 'correct') = 'true'::jsonb THEN 0 ELSE 1 END,
           CASE WHEN (a -> 'correct') = 'true'::jsonb THEN NULL ELSE NEW.completed_at END
    FROM pg_catalog.jsonb_array_elements(NEW.answers) a
    ORDER BY a ->> 'questionId'
    ON CONFLICT (quiz_id, question_id) DO UPDATE SET
        asked = s.asked + 1,
        missed = s.missed + excluded.missed,
        last_missed_at = COALESCE(excluded.last_missed_at, s.last_missed_at);

    IF NEW.kind <> 'full' THEN
        RETURN NULL;
    END IF;

    -- SM-2 (Wozniak 1990), exactly as the SQLite trigger quiz_attempts_schedule computes it, in doubles.
    -- q = round(5 * score / total). q < 3: repetitions 0, interval 1 day. q >= 3 on or after the due
    -- date: interval 1, then 6, then round(interval * EF); repetitions + 1. A passing attempt before
    -- the due date leaves the schedule as it is. EF' = max(1.3, EF + 0.1 - (5-q)(0.08 + (5-q) 0.02)).
    -- Days are 24 hours, as SQLite's '+N days' on UTC text.
    v_quality := public.sqlite_round(5.0::double precision * NEW.score / NEW.total_questions);
    INSERT INTO public.review_schedule AS s (homework_id, user_id, learner, repetitions, easiness, interval_days,
                                             due_at, last_quality, last_score, last_total, last_attempt_at)
    VALUES (v_homework, NEW.user_id, v_learner,
            CASE WHEN v_quality >= 3 THEN 1 ELSE 0 END,
            GREATEST(1.3::double precision, 2.5::double precision + 0.1::double precision
                     - (5 - v_quality) * (0.08::double precision + (5 - v_quality) * 0.02::double precision)),
            1,
            NEW.completed_at + interval '24 hours',
            v_quality, NEW.score, NEW.total_questions, NEW.completed_at)
    ON CONFLICT (homework_id) DO UPDATE SET
        repetitions = CASE
            WHEN excluded.last_quality < 3 THEN 0
            WHEN excluded.last_attempt_at < s.due_at THEN s.repetitions
            ELSE s.repetitions + 1 END,
        interval_days = CASE
            WHEN excluded.last_quality < 3 THEN 1
            WHEN excluded.last_attempt_at < s.due_at THEN s.interval_days
            WHEN s.repetitions = 0 THEN 1
            WHEN s.repetitions = 1 THEN 6
            ELSE GREATEST(1, public.sqlite_round(s.interval_days * s.easiness)) END,
        easiness = CASE
            WHEN excluded.last_quality >= 3 AND excluded.last_attempt_at < s.due_at THEN s.easiness
            ELSE GREATEST(1.3::double precision, s.easiness + 0.1::double precision
                          - (5 - excluded.last_quality) * (0.08::double precision
                                                           + (5 - excluded.last_quality) * 0.02::double precision)) END,
        due_at = CASE
            WHEN excluded.last_quality < 3 THEN excluded.due_at
            WHEN excluded.last_attempt_at < s.due_at THEN s.due_at
            ELSE excluded.last_attempt_at + interval '24 hours' * (CASE
                WHEN s.repetitions = 0 THEN 1
                WHEN s.repetitions = 1 THEN 6
                ELSE GREATEST(1, public.sqlite_round(s.interval_days * s.easiness)) END) END,
        last_quality = excluded.last_quality,
        last_score = excluded.last_score,
        last_total = excluded.last_total,
        last_attempt_at = excluded.last_attempt_at;
    RETURN NULL;
END
$$;
CREATE TRIGGER quiz_attempts_summaries AFTER INSERT ON quiz_attempts
FOR EACH ROW EXECUTE FUNCTION quiz_attempts_summaries();

-- Deleting a homework cascades to its quizzes and attempts after the homework row is gone, when the
-- learner can no longer be looked up, so its activity is taken back before the delete. Direct deletes
-- of a quiz or an attempt (the homework still there) take theirs back the same way. (As in SQLite.)
CREATE FUNCTION homework_activity_delete() RETURNS trigger
LANGUAGE plpgsql SET search_path = ''
AS $$
BEGIN
    UPDATE public.attempt_activity aa SET attempts = aa.attempts - d.n
    FROM (SELECT public.activity_slot(a.completed_at) AS slot, pg_catalog.count(*) AS n
          FROM public.quiz_attempts a JOIN public.quiz q ON q.id = a.quiz_id
          WHERE q.homework_id = OLD.id GROUP BY 1) d
    WHERE aa.user_id = OLD.user_id AND aa.learner = OLD.learner AND aa.slot = d.slot;
    DELETE FROM public.attempt_activity WHERE user_id = OLD.user_id AND learner = OLD.learner AND attempts <= 0;
    RETURN OLD;
END
$$;
CREATE TRIGGER homework_activity_delete BEFORE DELETE ON homework
FOR EACH ROW EXECUTE FUNCTION homework_activity_delete();

CREATE FUNCTION quiz_activity_delete() RETURNS trigger
LANGUAGE plpgsql SET search_path = ''
AS $$
DECLARE
    v_learner text;
BEGIN
    SELECT h.learner INTO v_learner FROM public.homework h WHERE h.id = OLD.homework_id;
    IF FOUND THEN
        UPDATE public.attempt_activity aa SET attempts = aa.attempts - d.n
        FROM (SELECT public.activity_slot(a.completed_at) AS slot, pg_catalog.count(*) AS n
              FROM public.quiz_attempts a WHERE a.quiz_id = OLD.id GROUP BY 1) d
        WHERE aa.user_id = OLD.user_id AND aa.learner = v_learner AND aa.slot = d.slot;
        DELETE FROM public.attempt_activity WHERE user_id = OLD.user_id AND learner = v_learner AND attempts <= 0;
    END IF;
    RETURN OLD;
END
$$;
CREATE TRIGGER quiz_activity_delete BEFORE DELETE ON quiz
FOR EACH ROW EXECUTE FUNCTION quiz_activity_delete();

CREATE FUNCTION quiz_attempts_activity_delete() RETURNS trigger
LANGUAGE plpgsql SET search_path = ''
AS $$
DECLARE
    v_learner text;
BEGIN
    SELECT h.learner INTO v_learner
    FROM public.quiz q JOIN public.homework h ON h.id = q.homework_id WHERE q.id = OLD.quiz_id;
    IF FOUND THEN
        UPDATE public.attempt_activity SET attempts = attempts - 1
        WHERE user_id = OLD.user_id AND learner = v_learner AND slot = public.activity_slot(OLD.completed_at);
        DELETE FROM public.attempt_activity WHERE user_id = OLD.user_id AND learner = v_learner AND attempts <= 0;
        UPDATE public.question_stats qs SET
            asked = qs.asked - 1,
            missed = qs.missed - (SELECT pg_catalog.count(*) FROM pg_catalog.jsonb_array_elements(OLD.answers) a
                                  WHERE a ->> 'questionId' = qs.question_id AND (a -> 'correct') <> 'true'::jsonb)
        WHERE qs.quiz_id = OLD.quiz_id
          AND qs.question_id IN (SELECT a ->> 'questionId' FROM pg_catalog.jsonb_array_elements(OLD.answers) a);
    END IF;
    RETURN NULL;
END
$$;
CREATE TRIGGER quiz_attempts_activity_delete AFTER DELETE ON quiz_attempts
FOR EACH ROW EXECUTE FUNCTION quiz_attempts_activity_delete();
