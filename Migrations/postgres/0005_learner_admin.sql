-- Migration 5: managing learners and teachers (scripts/pg-learner.sh calls these).
-- They run with the caller's rights: the caller needs CREATEROLE (or superuser) and owns the
-- directory tables, which is the school's administrator. Nobody else may call them.

-- The login role both kinds of user get: validated name, created if missing (LOGIN and nothing more),
-- the password set when given, and membership of p_group (snapquiz_learner or snapquiz_teacher).
CREATE FUNCTION login_role_ensure(p_kind text, p_role text, p_password text, p_group text) RETURNS void
LANGUAGE plpgsql SET search_path = ''
AS $$
BEGIN
    IF p_role !~ '^[a-z_][a-z0-9_]{0,62}$' THEN
        RAISE EXCEPTION '% role name % must be lower-case letters, digits and _ (at most 63)', p_kind, p_role
            USING ERRCODE = '22023';
    END IF;
    IF NOT EXISTS (SELECT FROM pg_catalog.pg_roles WHERE rolname = p_role) THEN
        EXECUTE pg_catalog.format('CREATE ROLE %I LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOBYPASSRLS', p_role);
    END IF;
    IF p_password IS NOT NULL THEN
        EXECUTE pg_catalog.format('ALTER ROLE %I PASSWORD %L', p_role, p_password);
    END IF;
    EXECUTE pg_catalog.format('GRANT %I TO %I', p_group, p_role);
END
$$;

-- Creates login role p_role (password optional: a socket with peer/trust auth needs none), makes it
-- a snapquiz learner and returns its user id. p_user_id keeps an id a learner already has elsewhere.
CREATE FUNCTION learner_add(p_role text, p_name text DEFAULT NULL, p_password text DEFAULT NULL,
                            p_user_id uuid DEFAULT NULL) RETURNS uuid
LANGUAGE plpgsql SET search_path = ''
AS $$
DECLARE
    v_id uuid;
BEGIN
    PERFORM public.login_role_ensure('learner', p_role, p_password, 'snapquiz_learner');
    INSERT INTO public.learners (user_id, role_name, name)
    VALUES (COALESCE(p_user_id, pg_catalog.gen_random_uuid()), p_role, COALESCE(p_name, p_role))
    RETURNING user_id INTO v_id;
    RETURN v_id;
END
$$;

-- Same for a teacher or parent: a login that reads the learners assigned to it.
CREATE FUNCTION teacher_add(p_role text, p_name text DEFAULT NULL, p_password text DEFAULT NULL,
                            p_user_id uuid DEFAULT NULL) RETURNS uuid
LANGUAGE plpgsql SET search_path = ''
AS $$
DECLARE
    v_id uuid;
BEGIN
    PERFORM public.login_role_ensure('teacher', p_role, p_password, 'snapquiz_teacher');
    INSERT INTO public.teachers (user_id, role_name, name)
    VALUES (COALESCE(p_user_id, pg_catalog.gen_random_uuid()), p_role, COALESCE(p_name, p_role))
    RETURNING user_id INTO v_id;
    RETURN v_id;
END
$$;

-- Lets a teacher read a learner's progress (by role names).
CREATE FUNCTION teacher_assign(p_teacher_role text, p_learner_role text) RETURNS void
LANGUAGE plpgsql SET search_path = ''
AS $$
DECLARE
    v_teacher uuid;
    v_learner uuid;
BEGIN
    SELECT user_id INTO v_teacher FROM public.teachers WHERE role_name = p_teacher_role;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'no teacher with role %', p_teacher_role USING ERRCODE = 'P0002';
    END IF;
    SELECT user_id INTO v_learner FROM public.learners WHERE role_name = p_learner_role;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'no learner with role %', p_learner_role USING ERRCODE = 'P0002';
    END IF;
    INSERT INTO public.teacher_learners (teacher_id, learner_id) VALUES (v_teacher, v_learner)
    ON CONFLICT DO NOTHING;
END
$$;

REVOKE ALL ON FUNCTION login_role_ensure(text, text, text, text), learner_add(text, text, text, uuid), teacher_add(text, text, text, uuid),
                       teacher_assign(text, text) FROM PUBLIC;
