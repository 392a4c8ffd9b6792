-- Assertions for the PostgreSQL tests: each returns one line, "ok - NAME" or "not ok - NAME (why)",
-- which scripts/test-postgres.sh counts. Installed in the test template database only (never a
-- migration); they run with the caller's rights, so statements run as the learner who calls them.
CREATE SCHEMA tap;
GRANT USAGE ON SCHEMA tap TO PUBLIC;

CREATE FUNCTION tap.ok(cond boolean, name text) RETURNS text LANGUAGE sql AS $$
    SELECT CASE WHEN cond THEN 'ok - ' || name ELSE 'not ok - ' || name || ' (false or NULL)' END
$$;

CREATE FUNCTION tap.is(got anycompatible, want anycompatible, name text) RETURNS text LANGUAGE sql AS $$
    SELECT CASE WHEN got IS NOT DISTINCT FROM want THEN 'ok - ' || name
        ELSE 'not ok - ' || name || ' (got ' || coalesce(got::text, 'NULL') || ', want ' || coalesce(want::text, 'NULL') || ')' END
$$;

-- Passes when the statement fails with SQLSTATE state (any error when state is NULL).
CREATE FUNCTION tap.throws(stmt text, state text, name text) RETURNS text LANGUAGE plpgsql AS $$
BEGIN
    EXECUTE stmt;
    RETURN 'not ok - ' || name || ' (no error)';
EXCEPTION WHEN OTHERS THEN
    IF state IS NULL OR SQLSTATE = state THEN
        RETURN 'ok - ' || name;
    END IF;
    RETURN 'not ok - ' || name || ' (' || SQLSTATE || ': ' || SQLERRM || ')';
END
$$;

-- Passes when the statement succeeds and touches exactly want rows.
CREATE FUNCTION tap.affects(stmt text, want bigint, name text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
    n bigint;
BEGIN
    EXECUTE stmt;
    GET DIAGNOSTICS n = ROW_COUNT;
    RETURN tap.is(n, want, name);
EXCEPTION WHEN OTHERS THEN
    RETURN 'not ok - ' || name || ' (' || SQLSTATE || ': ' || SQLERRM || ')';
END
$$;

-- Rows a query returns, as the caller sees them.
CREATE FUNCTION tap.count(query text) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
    n bigint;
BEGIN
    EXECUTE 'SELECT count(*) FROM (' || query || ') s' INTO n;
    RETURN n;
END
$$;

-- The plan of a query, one string.
CREATE FUNCTION tap.plan(query text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
    line text;
    result text := '';
BEGIN
    FOR line IN EXECUTE 'EXPLAIN ' || query LOOP
        result := result || line || E'\n';
    END LOOP;
    RETURN result;
END
$$;

-- A quiz document of the seed's shape: 10 questions q1…q10, 4 options each.
CREATE FUNCTION tap.questions() RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
    SELECT jsonb_build_object('questions', jsonb_agg(jsonb_build_object(
        'id', 'q' || i, 'type', 'mcq', 'question', 'Question ' || i || '?',
        'options', jsonb_build_array('one', 'two', 'three', 'four'), 'correctIndex', i % 4,
        'explanation', 'because', 'evidence', 'page text') ORDER BY i))
    FROM generate_series(1, 10) i
$$;

-- Answers to questions q1…q<total>, the first score of them correct.
CREATE FUNCTION tap.answers(score integer, total integer DEFAULT 10) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
    SELECT jsonb_agg(jsonb_build_object('questionId', 'q' || i, 'chosenIndex', i % 4, 'correct', i <= score) ORDER BY i)
    FROM generate_series(1, total) i
$$;

-- Records an attempt through record_attempt (the attempt row and the progress upsert, SPEC §4) with
-- answers to match the score.
CREATE FUNCTION tap.record(quiz uuid, score integer, total integer DEFAULT 10, kind text DEFAULT 'full',
                           at timestamptz DEFAULT now()) RETURNS progress LANGUAGE sql AS $$
    SELECT record_attempt(quiz, score, total, tap.answers(score, total), NULL, kind, at)
$$;
