-- Migration 4: who may see and change what.
-- The seed's policies, one per table: a user reaches the rows whose user_id is auth.uid() (written
-- `(SELECT auth.uid())` so it is evaluated once per statement, as Supabase advises). A teacher or
-- parent reads the rows of the learners assigned to it and writes nothing. FORCE applies the policies
-- to the tables' owner too; only superusers and BYPASSRLS roles (the school's administrator) pass by.
-- Each policy names its group role: permissive policies that apply to a session are OR'ed, and an OR
-- with the teacher's subquery would keep a learner's queries off the user_id indexes (measured: a
-- sequential scan of every learner's rows).
-- Under row-level security PostgreSQL evaluates the policy before any operator that is not LEAKPROOF,
-- so jsonb @> on questions cannot use the GIN index in a learner's session; the index serves the
-- administrator's and reporting queries (superuser or BYPASSRLS), which is where whole-table JSON
-- searches happen.

DO $$
DECLARE
    t text;
BEGIN
    FOREACH t IN ARRAY ARRAY['homework', 'quiz', 'progress', 'quiz_attempts', 'homework_image',
                             'attempt_activity', 'question_stats', 'review_schedule']
    LOOP
        EXECUTE format('ALTER TABLE public.%I ENABLE ROW LEVEL SECURITY', t);
        EXECUTE format('ALTER TABLE public.%I FORCE ROW LEVEL SECURITY', t);
        EXECUTE format($p$CREATE POLICY %I ON public.%I FOR ALL TO snapquiz_learner
                          USING (user_id = (SELECT auth.uid()))
                          WITH CHECK (user_id = (SELECT auth.uid()))$p$, t || '_own_rows', t);
        EXECUTE format('REVOKE ALL ON public.%I FROM PUBLIC', t);
        -- The summaries too: their triggers run with the attempt writer's rights, under these policies.
        EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON public.%I TO snapquiz_learner', t);
    END LOOP;

    -- What progress reports read (StatsBuilder, DueSchedule): everything but the photos.
    FOREACH t IN ARRAY ARRAY['homework', 'quiz', 'progress', 'quiz_attempts',
                             'attempt_activity', 'question_stats', 'review_schedule']
    LOOP
        EXECUTE format($p$CREATE POLICY %I ON public.%I FOR SELECT TO snapquiz_teacher
                          USING (user_id = ANY (ARRAY(SELECT auth.assigned_learners())))$p$, t || '_assigned_learners', t);
        EXECUTE format('GRANT SELECT ON public.%I TO snapquiz_teacher', t);
    END LOOP;
END
$$;

-- The progress rules run with the caller's rights; only learners (and the gateway acting for one) call them.
REVOKE ALL ON FUNCTION update_homework_progress(uuid, integer, integer, text, timestamptz) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION update_homework_progress(uuid, integer, integer, text, timestamptz) TO snapquiz_learner;
REVOKE ALL ON FUNCTION record_attempt(uuid, integer, integer, jsonb, integer, text, timestamptz, uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION record_attempt(uuid, integer, integer, jsonb, integer, text, timestamptz, uuid) TO snapquiz_learner;
