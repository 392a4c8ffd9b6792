-- snapquiz on PostgreSQL (SPEC §9), migration 1: who is asking.
-- Applied by scripts/pg-migrate.sh as the database owner (a superuser or a role with CREATEROLE),
-- in one transaction, recorded in schema_migrations. Released migrations are never edited.
--
-- Identity has two sources and never mixes them:
--   * a direct login (psql, the snapquiz binary over libpq) is the learner or teacher its LOGIN ROLE
--     is mapped to in `learners`/`teachers`; anything it puts in request.jwt.claims is ignored;
--   * a trusted gateway (PostgREST/Supabase log in as `authenticator`, which the school makes a member
--     of snapquiz_gateway) speaks for the user named by the JWT claims it sets, as Supabase does.
-- session_user cannot be changed without superuser (SET ROLE changes current_user only), so a
-- learner cannot become another learner, nor the gateway.

-- Roles are cluster-wide: create them only if an earlier database on this cluster has not.
DO $$
BEGIN
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'snapquiz_learner') THEN
        CREATE ROLE snapquiz_learner NOLOGIN;   -- group of learner logins: their own rows only
    END IF;
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'snapquiz_teacher') THEN
        CREATE ROLE snapquiz_teacher NOLOGIN;   -- group of teacher/parent logins: read assigned learners
    END IF;
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'snapquiz_gateway') THEN
        CREATE ROLE snapquiz_gateway NOLOGIN;   -- membership marks a session_user whose JWT claims count
    END IF;
END
$$;

-- A learner: a user id (the shard key of every table) and, for a direct login, its role.
-- A learner known only to a gateway (Supabase auth.users) needs no row here.
CREATE TABLE learners (
    user_id    uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    role_name  text UNIQUE CHECK (role_name IS NULL OR length(role_name) BETWEEN 1 AND 63),
    name       text NOT NULL CHECK (length(name) > 0),
    created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE teachers (
    user_id    uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    role_name  text UNIQUE CHECK (role_name IS NULL OR length(role_name) BETWEEN 1 AND 63),
    name       text NOT NULL CHECK (length(name) > 0),
    created_at timestamptz NOT NULL DEFAULT now()
);

-- Which learners a teacher or parent may read.
CREATE TABLE teacher_learners (
    teacher_id uuid NOT NULL REFERENCES teachers (user_id) ON DELETE CASCADE,
    learner_id uuid NOT NULL REFERENCES learners (user_id) ON DELETE CASCADE,
    PRIMARY KEY (teacher_id, learner_id)
);
CREATE INDEX teacher_learners_learner ON teacher_learners (learner_id);

-- Nobody but the owner reads the directory: auth.uid() looks it up on the caller's behalf.
REVOKE ALL ON learners, teachers, teacher_learners FROM PUBLIC;

CREATE SCHEMA IF NOT EXISTS auth;
GRANT USAGE ON SCHEMA auth TO PUBLIC;

-- Supabase's auth.uid() (supabase/auth migration 20211202183645) for gateway sessions; the login's own
-- mapping for everyone else. SECURITY DEFINER so callers need no grant on the directory tables;
-- an empty search_path so nothing the caller creates can stand in for what it reads.
CREATE OR REPLACE FUNCTION auth.uid() RETURNS uuid
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = ''
AS $$
    SELECT CASE
        WHEN pg_catalog.pg_has_role(session_user, 'snapquiz_gateway', 'MEMBER') THEN
            NULLIF(COALESCE(
                pg_catalog.current_setting('request.jwt.claim.sub', true),
                (NULLIF(pg_catalog.current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
            ), '')::uuid
        ELSE COALESCE(
            (SELECT l.user_id FROM public.learners l WHERE l.role_name = session_user),
            (SELECT t.user_id FROM public.teachers t WHERE t.role_name = session_user))
    END
$$;

-- The learners the caller may read as a teacher or parent (none for a learner).
CREATE OR REPLACE FUNCTION auth.assigned_learners() RETURNS SETOF uuid
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = ''
AS $$
    SELECT tl.learner_id FROM public.teacher_learners tl WHERE tl.teacher_id = auth.uid()
$$;

GRANT EXECUTE ON FUNCTION auth.uid(), auth.assigned_learners() TO PUBLIC;
