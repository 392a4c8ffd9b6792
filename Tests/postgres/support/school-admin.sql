-- Run by scripts/test-postgres.sh on a database owned by school_admin, a NON-superuser with CREATEROLE
-- that applied the migrations and so owns every table: the set-up the README recommends. The policies
-- are forced on that owner, cascades still reach every table, and learners stay apart.
\c - school_admin
SELECT learner_add('school_x') IS NOT NULL AS x \gset
SELECT learner_add('school_y') IS NOT NULL AS y \gset
\c - school_x
INSERT INTO homework (id, title, image_url, image_sha256) VALUES ('0000000a-0000-4000-8000-000000000001', 'x', 'x.jpg', repeat('x', 64));
INSERT INTO quiz (id, homework_id, questions, generator) VALUES ('0000000a-0000-4000-8000-000000000002', '0000000a-0000-4000-8000-000000000001', tap.questions(), 'offline');
INSERT INTO homework_image (homework_id, mime_type, bytes, sha256) VALUES ('0000000a-0000-4000-8000-000000000001', 'image/png', '\x89504e47', repeat('x', 64));
SELECT tap.is(p.total_attempts, 1, 'learner x records an attempt') FROM tap.record('0000000a-0000-4000-8000-000000000002', 7) p;
\c - school_admin
SELECT tap.is(tap.count('SELECT FROM homework') + tap.count('SELECT FROM progress'), 0::bigint,
              'the owning admin sees none of x''s homework or progress (the policies are forced on the owner)');
\c - school_y
SELECT tap.is(tap.count('SELECT FROM homework') + tap.count('SELECT FROM quiz_attempts') + tap.count('SELECT FROM progress')
              + tap.count('SELECT FROM homework_image'), 0::bigint, 'learner y sees none of x''s homework, attempts, progress, image');
SELECT tap.affects($$DELETE FROM homework$$, 0, 'learner y deletes none of x''s homework');
\c - school_x
SELECT tap.affects($$DELETE FROM homework WHERE id = '0000000a-0000-4000-8000-000000000001'$$, 1, 'learner x deletes its homework');
\c - postgres
SELECT tap.is(format('%s/%s/%s/%s/%s/%s/%s', (SELECT count(*) FROM quiz), (SELECT count(*) FROM quiz_attempts),
                     (SELECT count(*) FROM progress), (SELECT count(*) FROM homework_image), (SELECT count(*) FROM review_schedule),
                     (SELECT count(*) FROM question_stats), (SELECT count(*) FROM attempt_activity)),
              '0/0/0/0/0/0/0', 'the cascade under a non-superuser owner leaves nothing behind in any table');
