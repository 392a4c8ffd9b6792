-- Cross-learner access (issue 12, SPEC §9): connected as learner A over a real login, every way of
-- reaching learner B's rows in every table. Reads and writes through the policies see 0 of B's rows;
-- inserts or updates that would give a row B's user_id are refused (42501, row-level security);
-- rows of A's own that would point at B's homework or quiz are refused by the composite foreign
-- keys (23503). Last, the superuser checks B's rows are exactly as they were.
-- One block per table with the same six cases, then cases by id; each line is one case.
\c - postgres
CREATE TABLE public.b_snapshot AS
SELECT t.table_name, (xpath('/row/c/text()', query_to_xml(format('SELECT count(*) AS c FROM %I WHERE user_id = %L', t.table_name, 'bbbbbbbb-0000-4000-8000-000000000000'), false, true, '')))[1]::text::bigint AS n,
       (xpath('/row/h/text()', query_to_xml(format('SELECT md5(coalesce(string_agg(x::text, '','' ORDER BY x::text), '''')) AS h FROM %I x WHERE user_id = %L', t.table_name, 'bbbbbbbb-0000-4000-8000-000000000000'), false, true, '')))[1]::text AS digest
FROM (VALUES ('homework'), ('quiz'), ('quiz_attempts'), ('progress'), ('homework_image'), ('attempt_activity'), ('question_stats'), ('review_schedule')) t (table_name);
GRANT SELECT ON public.b_snapshot TO PUBLIC;
\c - learner_a
SET client_min_messages = warning;
SELECT tap.is(auth.uid(), 'aaaaaaaa-0000-4000-8000-000000000000'::uuid, 'learner_a''s login is user A');

-- homework
SELECT tap.ok(tap.count('SELECT FROM homework') > 0 AND tap.count('SELECT FROM homework WHERE user_id <> ''aaaaaaaa-0000-4000-8000-000000000000''') = 0, 'A sees its own homework rows and no one else''s');
SELECT tap.is(tap.count('SELECT FROM homework WHERE user_id = ''bbbbbbbb-0000-4000-8000-000000000000'''), 0::bigint, 'SELECT B''s homework: 0 rows');
SELECT tap.affects($$UPDATE homework SET title = 'taken' WHERE user_id = 'bbbbbbbb-0000-4000-8000-000000000000'$$, 0, 'UPDATE B''s homework: 0 rows');
SELECT tap.affects($$DELETE FROM homework WHERE user_id = 'bbbbbbbb-0000-4000-8000-000000000000'$$, 0, 'DELETE B''s homework: 0 rows');
SELECT tap.throws($$INSERT INTO homework (user_id, title, image_url, image_sha256) VALUES ('bbbbbbbb-0000-4000-8000-000000000000', 'planted', 'x.jpg', repeat('9', 64))$$, '42501', 'INSERT a homework row with B''s user_id: refused');
SELECT tap.throws($$UPDATE homework SET user_id = 'bbbbbbbb-0000-4000-8000-000000000000' WHERE user_id = 'aaaaaaaa-0000-4000-8000-000000000000'$$, '42501', 'UPDATE A''s homework to B''s user_id: refused');
-- quiz
SELECT tap.ok(tap.count('SELECT FROM quiz') > 0 AND tap.count('SELECT FROM quiz WHERE user_id <> ''aaaaaaaa-0000-4000-8000-000000000000''') = 0, 'A sees its own quiz rows and no one else''s');
SELECT tap.is(tap.count('SELECT FROM quiz WHERE user_id = ''bbbbbbbb-0000-4000-8000-000000000000'''), 0::bigint, 'SELECT B''s quiz: 0 rows');
SELECT tap.affects($$UPDATE quiz SET topic = 'taken' WHERE user_id = 'bbbbbbbb-0000-4000-8000-000000000000'$$, 0, 'UPDATE B''s quiz: 0 rows');
SELECT tap.affects($$DELETE FROM quiz WHERE user_id = 'bbbbbbbb-0000-4000-8000-000000000000'$$, 0, 'DELETE B''s quiz: 0 rows');
SELECT tap.throws($$INSERT INTO quiz (user_id, homework_id, questions, generator) VALUES ('bbbbbbbb-0000-4000-8000-000000000000', 'bbbbbbbb-0000-4000-8000-000000000004', tap.questions(), 'planted')$$, '42501', 'INSERT a quiz row with B''s user_id: refused');
SELECT tap.throws($$UPDATE quiz SET user_id = 'bbbbbbbb-0000-4000-8000-000000000000' WHERE user_id = 'aaaaaaaa-0000-4000-8000-000000000000'$$, '42501', 'UPDATE A''s quiz to B''s user_id: refused');
-- quiz_attempts
SELECT tap.ok(tap.count('SELECT FROM quiz_attempts') > 0 AND tap.count('SELECT FROM quiz_attempts WHERE user_id <> ''aaaaaaaa-0000-4000-8000-000000000000''') = 0, 'A sees its own quiz_attempts rows and no one else''s');
SELECT tap.is(tap.count('SELECT FROM quiz_attempts WHERE user_id = ''bbbbbbbb-0000-4000-8000-000000000000'''), 0::bigint, 'SELECT B''s quiz_attempts: 0 rows');
SELECT tap.affects($$UPDATE quiz_attempts SET time_taken_seconds = 1 WHERE user_id = 'bbbbbbbb-0000-4000-8000-000000000000'$$, 0, 'UPDATE B''s quiz_attempts: 0 rows');
SELECT tap.affects($$DELETE FROM quiz_attempts WHERE user_id = 'bbbbbbbb-0000-4000-8000-000000000000'$$, 0, 'DELETE B''s quiz_attempts: 0 rows');
SELECT tap.throws($$INSERT INTO quiz_attempts (user_id, quiz_id, score, answers) VALUES ('bbbbbbbb-0000-4000-8000-000000000000', 'bbbbbbbb-0000-4000-8000-000000000002', 10, tap.answers(10))$$, '42501', 'INSERT a quiz_attempts row with B''s user_id: refused');
SELECT tap.throws($$UPDATE quiz_attempts SET user_id = 'bbbbbbbb-0000-4000-8000-000000000000' WHERE user_id = 'aaaaaaaa-0000-4000-8000-000000000000'$$, '42501', 'UPDATE A''s quiz_attempts to B''s user_id: refused');
-- progress
SELECT tap.ok(tap.count('SELECT FROM progress') > 0 AND tap.count('SELECT FROM progress WHERE user_id <> ''aaaaaaaa-0000-4000-8000-000000000000''') = 0, 'A sees its own progress rows and no one else''s');
SELECT tap.is(tap.count('SELECT FROM progress WHERE user_id = ''bbbbbbbb-0000-4000-8000-000000000000'''), 0::bigint, 'SELECT B''s progress: 0 rows');
SELECT tap.affects($$UPDATE progress SET best_score = 10 WHERE user_id = 'bbbbbbbb-0000-4000-8000-000000000000'$$, 0, 'UPDATE B''s progress: 0 rows');
SELECT tap.affects($$DELETE FROM progress WHERE user_id = 'bbbbbbbb-0000-4000-8000-000000000000'$$, 0, 'DELETE B''s progress: 0 rows');
SELECT tap.throws($$INSERT INTO progress (user_id, homework_id, best_score, total_attempts) VALUES ('bbbbbbbb-0000-4000-8000-000000000000', 'bbbbbbbb-0000-4000-8000-000000000004', 10, 99)$$, '42501', 'INSERT a progress row with B''s user_id: refused');
SELECT tap.throws($$UPDATE progress SET user_id = 'bbbbbbbb-0000-4000-8000-000000000000' WHERE user_id = 'aaaaaaaa-0000-4000-8000-000000000000'$$, '42501', 'UPDATE A''s progress to B''s user_id: refused');
-- homework_image
SELECT tap.ok(tap.count('SELECT FROM homework_image') > 0 AND tap.count('SELECT FROM homework_image WHERE user_id <> ''aaaaaaaa-0000-4000-8000-000000000000''') = 0, 'A sees its own homework_image rows and no one else''s');
SELECT tap.is(tap.count('SELECT FROM homework_image WHERE user_id = ''bbbbbbbb-0000-4000-8000-000000000000'''), 0::bigint, 'SELECT B''s homework_image: 0 rows');
SELECT tap.affects($$UPDATE homework_image SET mime_type = 'image/png' WHERE user_id = 'bbbbbbbb-0000-4000-8000-000000000000'$$, 0, 'UPDATE B''s homework_image: 0 rows');
SELECT tap.affects($$DELETE FROM homework_image WHERE user_id = 'bbbbbbbb-0000-4000-8000-000000000000'$$, 0, 'DELETE B''s homework_image: 0 rows');
SELECT tap.throws($$INSERT INTO homework_image (user_id, homework_id, mime_type, bytes, sha256) VALUES ('bbbbbbbb-0000-4000-8000-000000000000', 'bbbbbbbb-0000-4000-8000-000000000004', 'image/png', '\x89504e47', repeat('9', 64))$$, '42501', 'INSERT a homework_image row with B''s user_id: refused');
SELECT tap.throws($$UPDATE homework_image SET user_id = 'bbbbbbbb-0000-4000-8000-000000000000' WHERE user_id = 'aaaaaaaa-0000-4000-8000-000000000000'$$, '42501', 'UPDATE A''s homework_image to B''s user_id: refused');
-- attempt_activity
SELECT tap.ok(tap.count('SELECT FROM attempt_activity') > 0 AND tap.count('SELECT FROM attempt_activity WHERE user_id <> ''aaaaaaaa-0000-4000-8000-000000000000''') = 0, 'A sees its own attempt_activity rows and no one else''s');
SELECT tap.is(tap.count('SELECT FROM attempt_activity WHERE user_id = ''bbbbbbbb-0000-4000-8000-000000000000'''), 0::bigint, 'SELECT B''s attempt_activity: 0 rows');
SELECT tap.affects($$UPDATE attempt_activity SET attempts = 99 WHERE user_id = 'bbbbbbbb-0000-4000-8000-000000000000'$$, 0, 'UPDATE B''s attempt_activity: 0 rows');
SELECT tap.affects($$DELETE FROM attempt_activity WHERE user_id = 'bbbbbbbb-0000-4000-8000-000000000000'$$, 0, 'DELETE B''s attempt_activity: 0 rows');
SELECT tap.throws($$INSERT INTO attempt_activity (user_id, learner, slot, attempts) VALUES ('bbbbbbbb-0000-4000-8000-000000000000', 'default', 1, 99)$$, '42501', 'INSERT a attempt_activity row with B''s user_id: refused');
SELECT tap.throws($$UPDATE attempt_activity SET user_id = 'bbbbbbbb-0000-4000-8000-000000000000' WHERE user_id = 'aaaaaaaa-0000-4000-8000-000000000000'$$, '42501', 'UPDATE A''s attempt_activity to B''s user_id: refused');
-- question_stats
SELECT tap.ok(tap.count('SELECT FROM question_stats') > 0 AND tap.count('SELECT FROM question_stats WHERE user_id <> ''aaaaaaaa-0000-4000-8000-000000000000''') = 0, 'A sees its own question_stats rows and no one else''s');
SELECT tap.is(tap.count('SELECT FROM question_stats WHERE user_id = ''bbbbbbbb-0000-4000-8000-000000000000'''), 0::bigint, 'SELECT B''s question_stats: 0 rows');
SELECT tap.affects($$UPDATE question_stats SET missed = 0 WHERE user_id = 'bbbbbbbb-0000-4000-8000-000000000000'$$, 0, 'UPDATE B''s question_stats: 0 rows');
SELECT tap.affects($$DELETE FROM question_stats WHERE user_id = 'bbbbbbbb-0000-4000-8000-000000000000'$$, 0, 'DELETE B''s question_stats: 0 rows');
SELECT tap.throws($$INSERT INTO question_stats (user_id, quiz_id, question_id, learner, asked, missed) VALUES ('bbbbbbbb-0000-4000-8000-000000000000', 'bbbbbbbb-0000-4000-8000-000000000002', 'planted', 'default', 1, 0)$$, '42501', 'INSERT a question_stats row with B''s user_id: refused');
SELECT tap.throws($$UPDATE question_stats SET user_id = 'bbbbbbbb-0000-4000-8000-000000000000' WHERE user_id = 'aaaaaaaa-0000-4000-8000-000000000000'$$, '42501', 'UPDATE A''s question_stats to B''s user_id: refused');
-- review_schedule
SELECT tap.ok(tap.count('SELECT FROM review_schedule') > 0 AND tap.count('SELECT FROM review_schedule WHERE user_id <> ''aaaaaaaa-0000-4000-8000-000000000000''') = 0, 'A sees its own review_schedule rows and no one else''s');
SELECT tap.is(tap.count('SELECT FROM review_schedule WHERE user_id = ''bbbbbbbb-0000-4000-8000-000000000000'''), 0::bigint, 'SELECT B''s review_schedule: 0 rows');
SELECT tap.affects($$UPDATE review_schedule SET due_at = '2100-01-01Z' WHERE user_id = 'bbbbbbbb-0000-4000-8000-000000000000'$$, 0, 'UPDATE B''s review_schedule: 0 rows');
SELECT tap.affects($$DELETE FROM review_schedule WHERE user_id = 'bbbbbbbb-0000-4000-8000-000000000000'$$, 0, 'DELETE B''s review_schedule: 0 rows');
SELECT tap.throws($$INSERT INTO review_schedule (user_id, homework_id, learner, repetitions, easiness, interval_days, due_at, last_quality, last_score, last_total, last_attempt_at) VALUES ('bbbbbbbb-0000-4000-8000-000000000000', 'bbbbbbbb-0000-4000-8000-000000000004', 'default', 0, 2.5, 1, now(), 3, 6, 10, now())$$, '42501', 'INSERT a review_schedule row with B''s user_id: refused');
SELECT tap.throws($$UPDATE review_schedule SET user_id = 'bbbbbbbb-0000-4000-8000-000000000000' WHERE user_id = 'aaaaaaaa-0000-4000-8000-000000000000'$$, '42501', 'UPDATE A''s review_schedule to B''s user_id: refused');
-- By id, as someone who knows B's ids.
SELECT tap.is(tap.count($$SELECT FROM homework WHERE id = 'bbbbbbbb-0000-4000-8000-000000000001'$$), 0::bigint, 'SELECT B''s homework by id: 0 rows');
SELECT tap.is(tap.count($$SELECT FROM homework_image WHERE homework_id = 'bbbbbbbb-0000-4000-8000-000000000001'$$), 0::bigint, 'SELECT B''s image by homework id: 0 rows');
SELECT tap.is(tap.count($$SELECT FROM quiz_attempts a JOIN quiz q ON q.id = a.quiz_id WHERE q.homework_id = 'bbbbbbbb-0000-4000-8000-000000000001'$$), 0::bigint,
              'JOIN through B''s quiz to its attempts: 0 rows');
SELECT tap.throws($$SELECT update_homework_progress('bbbbbbbb-0000-4000-8000-000000000001', 10, 10)$$, 'P0002', 'update_homework_progress on B''s homework: not found');
SELECT tap.throws($$SELECT record_attempt('bbbbbbbb-0000-4000-8000-000000000002', 10, 10, tap.answers(10))$$, 'P0002', 'record_attempt on B''s quiz: not found');
SELECT tap.throws($$INSERT INTO quiz (homework_id, questions, generator) VALUES ('bbbbbbbb-0000-4000-8000-000000000004', tap.questions(), 'planted')$$, '23503',
                  'INSERT an A-owned quiz on B''s homework: refused by the foreign key');
SELECT tap.throws($$INSERT INTO quiz_attempts (quiz_id, score, answers) VALUES ('bbbbbbbb-0000-4000-8000-000000000002', 10, tap.answers(10))$$, '23503',
                  'INSERT an A-owned attempt on B''s quiz: refused by the foreign key');
SELECT tap.throws($$INSERT INTO progress (homework_id, best_score) VALUES ('bbbbbbbb-0000-4000-8000-000000000004', 10)$$, '23503',
                  'INSERT A-owned progress for B''s homework: refused by the foreign key');
SELECT tap.throws($$INSERT INTO homework_image (homework_id, mime_type, bytes, sha256) VALUES ('bbbbbbbb-0000-4000-8000-000000000004', 'image/png', '\x89', repeat('9', 64))$$, '23503',
                  'INSERT an A-owned image for B''s homework: refused by the foreign key');
SELECT tap.throws($$UPDATE quiz SET homework_id = 'bbbbbbbb-0000-4000-8000-000000000001' WHERE homework_id = 'aaaaaaaa-0000-4000-8000-000000000004' OR user_id = 'aaaaaaaa-0000-4000-8000-000000000000'$$, '23503',
                  'move A''s quiz onto B''s homework: refused by the foreign key');
SELECT tap.throws($$TRUNCATE homework CASCADE$$, '42501', 'TRUNCATE homework: permission denied');
SELECT tap.throws($$ALTER TABLE homework DISABLE ROW LEVEL SECURITY$$, '42501', 'disable row-level security: permission denied');
SELECT tap.throws($$DROP POLICY homework_own_rows ON homework$$, '42501', 'drop a policy: permission denied');
SELECT tap.throws($$SELECT * FROM learners$$, '42501', 'read the learner directory: permission denied');
SELECT tap.throws($$INSERT INTO teacher_learners VALUES ('aaaaaaaa-0000-4000-8000-000000000000', 'bbbbbbbb-0000-4000-8000-000000000000')$$, '42501',
                  'make oneself B''s teacher: permission denied');
SELECT tap.throws($$SELECT learner_add('learner_z')$$, '42501', 'create a learner: permission denied');
SELECT tap.throws($$SET ROLE learner_b$$, '42501', 'SET ROLE learner_b: refused');
SELECT tap.throws($$SET SESSION AUTHORIZATION learner_b$$, '42501', 'SET SESSION AUTHORIZATION learner_b: refused');
SELECT tap.throws($$SET ROLE snapquiz_gateway$$, '42501', 'SET ROLE snapquiz_gateway: refused');
SELECT tap.throws($$COPY homework TO PROGRAM 'cat'$$, '42501', 'COPY … TO PROGRAM: refused');
-- After all that, as the superuser: B's rows in every table are exactly as before (count and digest).
\c - postgres
SELECT tap.is((xpath('/row/c/text()', query_to_xml(format('SELECT count(*) AS c FROM %I WHERE user_id = %L', table_name, 'bbbbbbbb-0000-4000-8000-000000000000'), false, true, '')))[1]::text::bigint, n,
              format('B''s %s rows: still %s', table_name, n))
FROM b_snapshot ORDER BY table_name;
SELECT tap.is((xpath('/row/h/text()', query_to_xml(format('SELECT md5(coalesce(string_agg(x::text, '','' ORDER BY x::text), '''')) AS h FROM %I x WHERE user_id = %L', table_name, 'bbbbbbbb-0000-4000-8000-000000000000'), false, true, '')))[1]::text, digest,
              format('B''s %s rows: unchanged content', table_name))
FROM b_snapshot ORDER BY table_name;
