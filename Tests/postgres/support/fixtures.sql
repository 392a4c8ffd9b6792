-- The people and rows every test starts from (run as the superuser on the template database).
-- Learners A, B, C; teacher T reads A only; a gateway login trusted for JWT claims.
-- Ids are fixed so tests can name them: user X… ; homework X…1 (with quiz X…2, attempt X…3, progress,
-- image) and X…4 (bare: no quiz, progress, image or schedule) for X in a, b, c.
SET client_min_messages = warning;
SELECT learner_add('learner_a', 'Ann', NULL, 'aaaaaaaa-0000-4000-8000-000000000000');
SELECT learner_add('learner_b', 'Ben', NULL, 'bbbbbbbb-0000-4000-8000-000000000000');
SELECT learner_add('learner_c', 'Cai', NULL, 'cccccccc-0000-4000-8000-000000000000');
SELECT teacher_add('teacher_t', 'Ms Teach', NULL, 'eeeeeeee-0000-4000-8000-000000000000');
SELECT teacher_assign('teacher_t', 'learner_a');
DO $$
BEGIN
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'gateway_test') THEN
        CREATE ROLE gateway_test LOGIN;
    END IF;
END
$$;
-- As a school would set up PostgREST's authenticator: trusted for claims, learner privileges.
GRANT snapquiz_gateway, snapquiz_learner TO gateway_test;

DO $$
DECLARE
    x text;
    u uuid;
BEGIN
    FOREACH x IN ARRAY ARRAY['a', 'b', 'c'] LOOP
        u := (repeat(x, 8) || '-0000-4000-8000-000000000000')::uuid;
        INSERT INTO homework (id, user_id, title, subject, image_url, image_sha256, ocr_text, ocr_confidence)
        VALUES ((repeat(x, 8) || '-0000-4000-8000-000000000001')::uuid, u, 'Water cycle ' || x, 'science',
                'images/' || x || '1.jpg', repeat(x, 64), 'Evaporation turns water into vapour.', 91.5),
               ((repeat(x, 8) || '-0000-4000-8000-000000000004')::uuid, u, 'Fractions ' || x, 'maths',
                'images/' || x || '4.jpg', repeat(x || '4', 32), NULL, NULL);
        INSERT INTO quiz (id, user_id, homework_id, questions, topic, generator)
        VALUES ((repeat(x, 8) || '-0000-4000-8000-000000000002')::uuid, u,
                (repeat(x, 8) || '-0000-4000-8000-000000000001')::uuid, tap.questions(), 'water cycle', 'offline');
        INSERT INTO quiz_attempts (id, user_id, quiz_id, score, answers, completed_at)
        VALUES ((repeat(x, 8) || '-0000-4000-8000-000000000003')::uuid, u,
                (repeat(x, 8) || '-0000-4000-8000-000000000002')::uuid, 6, tap.answers(6), '2026-11-01 10:00Z');
        PERFORM update_homework_progress((repeat(x, 8) || '-0000-4000-8000-000000000001')::uuid, 6, 10,
                                         'full', '2026-11-01 10:00Z');
        INSERT INTO homework_image (homework_id, user_id, mime_type, bytes, sha256)
        VALUES ((repeat(x, 8) || '-0000-4000-8000-000000000001')::uuid, u, 'image/jpeg',
                '\xffd8ffe000104a464946'::bytea, repeat(x, 64));
    END LOOP;
END
$$;
