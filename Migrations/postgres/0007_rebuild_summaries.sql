-- Migration 7: the progress figures of one user rebuilt from their attempts, for bulk loads.
-- A load of many attempts (COPY, generate_series) runs with the per-attempt work set aside
-- (ALTER TABLE quiz_attempts DISABLE TRIGGER quiz_attempts_summaries, no record_attempt) and then
-- calls this once: progress, attempt_activity, question_stats and review_schedule are computed from
-- the user's attempts in a few set-based statements, by the rules of migration 3, as if each attempt
-- had been recorded in completion order (completed_at, then id). Runs with the caller's rights.

CREATE FUNCTION rebuild_progress_summaries(p_user_id uuid) RETURNS void
LANGUAGE plpgsql SET search_path = ''
AS $$
BEGIN
    -- SPEC §4 over the whole history: update_homework_progress only ever raises best and completion
    -- (GREATEST ignores NULLs), counts every attempt and keeps the latest completed_at.
    INSERT INTO public.progress AS p (user_id, homework_id, completion_percentage, best_score, total_attempts, last_played_at)
    SELECT h.user_id, h.id,
           coalesce(max(pg_catalog.round(100 * a.score::numeric / a.total_questions)::integer) FILTER (WHERE a.kind = 'full'), 0),
           max(a.score) FILTER (WHERE a.kind = 'full'), pg_catalog.count(*), max(a.completed_at)
    FROM public.quiz_attempts a JOIN public.quiz q ON q.id = a.quiz_id JOIN public.homework h ON h.id = q.homework_id
    WHERE a.user_id = p_user_id
    GROUP BY h.user_id, h.id
    ON CONFLICT (homework_id) DO UPDATE SET
        completion_percentage = excluded.completion_percentage, best_score = excluded.best_score,
        total_attempts = excluded.total_attempts, last_played_at = excluded.last_played_at;

    DELETE FROM public.attempt_activity WHERE user_id = p_user_id;
    INSERT INTO public.attempt_activity (user_id, learner, slot, attempts)
    SELECT a.user_id, h.learner, public.activity_slot(a.completed_at), pg_catalog.count(*)
    FROM public.quiz_attempts a JOIN public.quiz q ON q.id = a.quiz_id JOIN public.homework h ON h.id = q.homework_id
    WHERE a.user_id = p_user_id
    GROUP BY 1, 2, 3;

    -- A question is missed unless its answer says "correct": true; the last miss is the latest one.
    DELETE FROM public.question_stats WHERE user_id = p_user_id;
    INSERT INTO public.question_stats (user_id, quiz_id, question_id, learner, asked, missed, last_missed_at)
    SELECT a.user_id, a.quiz_id, e ->> 'questionId', h.learner, pg_catalog.count(*),
           pg_catalog.count(*) FILTER (WHERE (e -> 'correct') IS DISTINCT FROM 'true'::jsonb),
           max(a.completed_at) FILTER (WHERE (e -> 'correct') IS DISTINCT FROM 'true'::jsonb)
    FROM public.quiz_attempts a JOIN public.quiz q ON q.id = a.quiz_id JOIN public.homework h ON h.id = q.homework_id,
         pg_catalog.jsonb_array_elements(a.answers) e
    WHERE a.user_id = p_user_id
    GROUP BY a.user_id, a.quiz_id, e ->> 'questionId', h.learner;

    -- SM-2 depends on order, so it is a recursion over each homework's full attempts, step n from step n-1,
    -- every homework advancing together: the expressions are the trigger's, term for term (doubles, sqlite_round).
    DROP TABLE IF EXISTS pg_temp.rebuild_sm2_steps;
    CREATE TEMP TABLE rebuild_sm2_steps AS
    SELECT q.homework_id, a.user_id, h.learner, a.score, a.total_questions, a.completed_at,
           public.sqlite_round(5.0::double precision * a.score / a.total_questions) AS quality,
           pg_catalog.row_number() OVER (PARTITION BY q.homework_id ORDER BY a.completed_at, a.id) AS step
    FROM public.quiz_attempts a JOIN public.quiz q ON q.id = a.quiz_id JOIN public.homework h ON h.id = q.homework_id
    WHERE a.user_id = p_user_id AND a.kind = 'full';
    CREATE INDEX ON pg_temp.rebuild_sm2_steps (homework_id, step);
    ANALYZE pg_temp.rebuild_sm2_steps;

    DELETE FROM public.review_schedule WHERE user_id = p_user_id;
    WITH RECURSIVE sm AS (
        SELECT s.homework_id, s.user_id, s.learner, s.step,
               CASE WHEN s.quality >= 3 THEN 1 ELSE 0 END AS repetitions,
               GREATEST(1.3::double precision, 2.5::double precision + 0.1::double precision
                        - (5 - s.quality) * (0.08::double precision + (5 - s.quality) * 0.02::double precision)) AS easiness,
               1 AS interval_days,
               s.completed_at + interval '24 hours' AS due_at,
               s.quality AS last_quality, s.score AS last_score, s.total_questions AS last_total, s.completed_at AS last_attempt_at
        FROM pg_temp.rebuild_sm2_steps s WHERE s.step = 1
        UNION ALL
        SELECT n.homework_id, n.user_id, n.learner, n.step,
               CASE WHEN n.quality < 3 THEN 0
                    WHEN n.completed_at < p.due_at THEN p.repetitions
                    ELSE p.repetitions + 1 END,
               CASE WHEN n.quality >= 3 AND n.completed_at < p.due_at THEN p.easiness
                    ELSE GREATEST(1.3::double precision, p.easiness + 0.1::double precision
                                  - (5 - n.quality) * (0.08::double precision + (5 - n.quality) * 0.02::double precision)) END,
               CASE WHEN n.quality < 3 THEN 1
                    WHEN n.completed_at < p.due_at THEN p.interval_days
                    WHEN p.repetitions = 0 THEN 1
                    WHEN p.repetitions = 1 THEN 6
                    ELSE GREATEST(1, public.sqlite_round(p.interval_days * p.easiness)) END,
               CASE WHEN n.quality < 3 THEN n.completed_at + interval '24 hours'
                    WHEN n.completed_at < p.due_at THEN p.due_at
                    ELSE n.completed_at + interval '24 hours' * (CASE
                        WHEN p.repetitions = 0 THEN 1
                        WHEN p.repetitions = 1 THEN 6
                        ELSE GREATEST(1, public.sqlite_round(p.interval_days * p.easiness)) END) END,
               n.quality, n.score, n.total_questions, n.completed_at
        FROM sm p JOIN pg_temp.rebuild_sm2_steps n ON n.homework_id = p.homework_id AND n.step = p.step + 1
    )
    INSERT INTO public.review_schedule (homework_id, user_id, learner, repetitions, easiness, interval_days, due_at,
                                        last_quality, last_score, last_total, last_attempt_at)
    SELECT DISTINCT ON (homework_id) homework_id, user_id, learner, repetitions, easiness, interval_days, due_at,
           last_quality, last_score, last_total, last_attempt_at
    FROM sm ORDER BY homework_id, step DESC;
    DROP TABLE pg_temp.rebuild_sm2_steps;
END
$$;
REVOKE ALL ON FUNCTION rebuild_progress_summaries(uuid) FROM PUBLIC;
