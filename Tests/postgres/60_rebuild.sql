-- rebuild_progress_summaries (migration 7) gives exactly what the per-attempt rules give: a history of
-- learner A's attempts is recorded through record_attempt and the triggers, the figures are kept, wiped,
-- rebuilt from the attempts, and compared row for row (doubles and timestamps exactly). Learner B's rows
-- must not change. Run as the superuser, as a bulk load would be.
SET client_min_messages = warning;

-- Three more homework of A's: one with two quiz versions, one in another subject.
INSERT INTO homework (id, user_id, learner, title, subject, image_url, image_sha256)
SELECT ('aaaaaaaa-0000-4000-8000-0000000001' || lpad(i::text, 2, '0'))::uuid, 'aaaaaaaa-0000-4000-8000-000000000000',
       CASE WHEN i = 3 THEN 'sister' ELSE 'default' END, 'Rebuild ' || i, CASE WHEN i = 2 THEN 'history' ELSE 'science' END,
       'r' || i || '.jpg', repeat(i::text, 64)
FROM generate_series(1, 3) i;
INSERT INTO quiz (id, user_id, homework_id, questions, generator, created_at)
SELECT ('aaaaaaaa-0000-4000-8000-0000000002' || lpad(i::text, 2, '0'))::uuid, 'aaaaaaaa-0000-4000-8000-000000000000',
       ('aaaaaaaa-0000-4000-8000-0000000001' || lpad(least(i, 3)::text, 2, '0'))::uuid, tap.questions(), 'offline',
       '2026-01-01Z'::timestamptz + i * interval '1 minute'
FROM generate_series(1, 4) i;

-- 240 attempts over about two years: 1 minute to 9 days apart (before and after each due date), scores 0-10,
-- a fifth of them reviews of 1-10 questions, each answer right or wrong at random; same seed, same history.
DO $$
DECLARE
    t timestamptz := '2026-01-01 08:03Z';
    quizzes uuid[] := ARRAY['aaaaaaaa-0000-4000-8000-000000000002', 'aaaaaaaa-0000-4000-8000-000000000201',
                            'aaaaaaaa-0000-4000-8000-000000000202', 'aaaaaaaa-0000-4000-8000-000000000203',
                            'aaaaaaaa-0000-4000-8000-000000000204']::uuid[];
    total integer;
    kind text;
    answers jsonb;
BEGIN
    PERFORM setseed(0.25);
    FOR i IN 1..240 LOOP
        t := t + (1 + floor(random() * 9 * 24 * 60)) * interval '1 minute';
        kind := CASE WHEN random() < 0.2 THEN 'review' ELSE 'full' END;
        total := CASE WHEN kind = 'review' THEN 1 + floor(random() * 10)::integer ELSE 10 END;
        SELECT jsonb_agg(jsonb_build_object('questionId', 'q' || n, 'chosenIndex', n % 4, 'correct', random() < 0.65) ORDER BY n)
        INTO answers FROM generate_series(1, total) n;
        PERFORM record_attempt(quizzes[1 + floor(random() * 5)::integer],
                               (SELECT count(*)::integer FROM jsonb_array_elements(answers) a WHERE a -> 'correct' = 'true'),
                               total, answers, NULL, kind, t);
    END LOOP;
END
$$;

CREATE TEMP TABLE kept_progress AS
SELECT homework_id, user_id, completion_percentage, best_score, total_attempts, last_played_at FROM progress;
CREATE TEMP TABLE kept_activity AS SELECT * FROM attempt_activity;
CREATE TEMP TABLE kept_questions AS SELECT * FROM question_stats;
CREATE TEMP TABLE kept_schedule AS SELECT * FROM review_schedule;

SELECT tap.ok((SELECT count(*) FROM kept_schedule WHERE user_id = 'aaaaaaaa-0000-4000-8000-000000000000') = 4
              AND (SELECT count(DISTINCT repetitions) FROM kept_schedule) >= 3
              AND (SELECT count(*) FROM quiz_attempts WHERE kind = 'review') > 20,
              'the sample exercises SM-2 (schedules at several repetitions) and review attempts');

-- As after a bulk load: A's figures gone (progress at its defaults), then rebuilt from the attempts alone.
UPDATE progress SET completion_percentage = 0, best_score = NULL, total_attempts = 0, last_played_at = NULL
WHERE user_id = 'aaaaaaaa-0000-4000-8000-000000000000';
DELETE FROM attempt_activity WHERE user_id = 'aaaaaaaa-0000-4000-8000-000000000000';
DELETE FROM question_stats WHERE user_id = 'aaaaaaaa-0000-4000-8000-000000000000';
DELETE FROM review_schedule WHERE user_id = 'aaaaaaaa-0000-4000-8000-000000000000';
SELECT rebuild_progress_summaries('aaaaaaaa-0000-4000-8000-000000000000');

SELECT tap.is(tap.count($$(SELECT homework_id, user_id, completion_percentage, best_score, total_attempts, last_played_at FROM progress
                             EXCEPT SELECT * FROM kept_progress)
                            UNION ALL (SELECT * FROM kept_progress EXCEPT
                             SELECT homework_id, user_id, completion_percentage, best_score, total_attempts, last_played_at FROM progress)$$),
              0::bigint, 'rebuilt progress rows equal what record_attempt left, row for row');
SELECT tap.is(tap.count($$(SELECT * FROM attempt_activity EXCEPT SELECT * FROM kept_activity)
                            UNION ALL (SELECT * FROM kept_activity EXCEPT SELECT * FROM attempt_activity)$$),
              0::bigint, 'rebuilt attempt_activity equals the trigger''s, slot for slot');
SELECT tap.is(tap.count($$(SELECT * FROM question_stats EXCEPT SELECT * FROM kept_questions)
                            UNION ALL (SELECT * FROM kept_questions EXCEPT SELECT * FROM question_stats)$$),
              0::bigint, 'rebuilt question_stats equal the trigger''s (asked, missed, last missed)');
SELECT tap.is(tap.count($$(SELECT * FROM review_schedule EXCEPT SELECT * FROM kept_schedule)
                            UNION ALL (SELECT * FROM kept_schedule EXCEPT SELECT * FROM review_schedule)$$),
              0::bigint, 'rebuilt review_schedule equals the SM-2 trigger''s (easiness and due dates exactly)');
SELECT tap.is((SELECT count(*) FROM question_stats WHERE user_id = 'aaaaaaaa-0000-4000-8000-000000000000'),
              (SELECT count(*) FROM kept_questions WHERE user_id = 'aaaaaaaa-0000-4000-8000-000000000000'),
              'as many question rows as before');

-- Loading with the trigger set aside, then rebuilding: the same figures as recording one by one.
BEGIN;
ALTER TABLE quiz_attempts DISABLE TRIGGER quiz_attempts_summaries;
INSERT INTO quiz_attempts (id, user_id, quiz_id, score, total_questions, answers, completed_at)
VALUES ('aaaaaaaa-0000-4000-8000-000000000301', 'aaaaaaaa-0000-4000-8000-000000000000',
        'aaaaaaaa-0000-4000-8000-000000000201', 10, 10, tap.answers(10), '2029-01-01Z');
ALTER TABLE quiz_attempts ENABLE TRIGGER quiz_attempts_summaries;
SELECT rebuild_progress_summaries('aaaaaaaa-0000-4000-8000-000000000000');
COMMIT;
DELETE FROM quiz_attempts WHERE id = 'aaaaaaaa-0000-4000-8000-000000000301';   -- takes its activity back, by trigger
SELECT tap.is(tap.count($$(SELECT * FROM attempt_activity EXCEPT SELECT * FROM kept_activity)
                            UNION ALL (SELECT * FROM kept_activity EXCEPT SELECT * FROM attempt_activity)$$),
              0::bigint, 'an attempt loaded without the trigger is counted by the rebuild and taken back by the delete trigger');
SELECT tap.is((SELECT format('%s/%s', total_attempts, best_score) FROM progress WHERE homework_id = 'aaaaaaaa-0000-4000-8000-000000000101'),
              (SELECT format('%s/%s', total_attempts + 1, 10) FROM kept_progress WHERE homework_id = 'aaaaaaaa-0000-4000-8000-000000000101'),
              'the loaded attempt reached progress through the rebuild');

SELECT tap.is(tap.count($$SELECT FROM progress p JOIN kept_progress k USING (homework_id)
                           WHERE p.user_id <> 'aaaaaaaa-0000-4000-8000-000000000000'
                             AND (p.total_attempts, p.best_score, p.completion_percentage) IS DISTINCT FROM
                                 (k.total_attempts, k.best_score, k.completion_percentage)$$),
              0::bigint, 'other learners'' progress is untouched');
SELECT tap.throws($$SET ROLE learner_b; SELECT rebuild_progress_summaries('aaaaaaaa-0000-4000-8000-000000000000')$$, '42501',
                  'a learner may not call the rebuild');
RESET ROLE;
