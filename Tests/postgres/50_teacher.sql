-- A teacher or parent (teacher_t, assigned learner A only) reads A's progress and what stats need,
-- nothing of B's or C's, no photos, and can change nothing at all.
\c - teacher_t
SET client_min_messages = warning;
SET request.jwt.claims = '{"sub":"bbbbbbbb-0000-4000-8000-000000000000"}';  -- ignored: teacher_t is a direct login
SELECT tap.ok(tap.count('SELECT FROM homework WHERE user_id = ''aaaaaaaa-0000-4000-8000-000000000000''') > 0, 'teacher reads assigned learner A''s homework');
SELECT tap.is(tap.count('SELECT FROM homework WHERE user_id <> ''aaaaaaaa-0000-4000-8000-000000000000'''), 0::bigint, 'teacher reads none of unassigned B''s or C''s homework');
SELECT tap.ok(tap.count('SELECT FROM quiz WHERE user_id = ''aaaaaaaa-0000-4000-8000-000000000000''') > 0, 'teacher reads assigned learner A''s quiz');
SELECT tap.is(tap.count('SELECT FROM quiz WHERE user_id <> ''aaaaaaaa-0000-4000-8000-000000000000'''), 0::bigint, 'teacher reads none of unassigned B''s or C''s quiz');
SELECT tap.ok(tap.count('SELECT FROM quiz_attempts WHERE user_id = ''aaaaaaaa-0000-4000-8000-000000000000''') > 0, 'teacher reads assigned learner A''s quiz_attempts');
SELECT tap.is(tap.count('SELECT FROM quiz_attempts WHERE user_id <> ''aaaaaaaa-0000-4000-8000-000000000000'''), 0::bigint, 'teacher reads none of unassigned B''s or C''s quiz_attempts');
SELECT tap.ok(tap.count('SELECT FROM progress WHERE user_id = ''aaaaaaaa-0000-4000-8000-000000000000''') > 0, 'teacher reads assigned learner A''s progress');
SELECT tap.is(tap.count('SELECT FROM progress WHERE user_id <> ''aaaaaaaa-0000-4000-8000-000000000000'''), 0::bigint, 'teacher reads none of unassigned B''s or C''s progress');
SELECT tap.ok(tap.count('SELECT FROM attempt_activity WHERE user_id = ''aaaaaaaa-0000-4000-8000-000000000000''') > 0, 'teacher reads assigned learner A''s attempt_activity');
SELECT tap.is(tap.count('SELECT FROM attempt_activity WHERE user_id <> ''aaaaaaaa-0000-4000-8000-000000000000'''), 0::bigint, 'teacher reads none of unassigned B''s or C''s attempt_activity');
SELECT tap.ok(tap.count('SELECT FROM question_stats WHERE user_id = ''aaaaaaaa-0000-4000-8000-000000000000''') > 0, 'teacher reads assigned learner A''s question_stats');
SELECT tap.is(tap.count('SELECT FROM question_stats WHERE user_id <> ''aaaaaaaa-0000-4000-8000-000000000000'''), 0::bigint, 'teacher reads none of unassigned B''s or C''s question_stats');
SELECT tap.ok(tap.count('SELECT FROM review_schedule WHERE user_id = ''aaaaaaaa-0000-4000-8000-000000000000''') > 0, 'teacher reads assigned learner A''s review_schedule');
SELECT tap.is(tap.count('SELECT FROM review_schedule WHERE user_id <> ''aaaaaaaa-0000-4000-8000-000000000000'''), 0::bigint, 'teacher reads none of unassigned B''s or C''s review_schedule');
SELECT tap.throws($$SELECT * FROM homework_image$$, '42501', 'teacher reads no photos: permission denied');
SELECT tap.is((SELECT format('%s/%s/%s', best_score, total_attempts, completion_percentage) FROM progress WHERE user_id = 'aaaaaaaa-0000-4000-8000-000000000000'),
              '6/1/60', 'teacher sees A''s progress figures');
SELECT tap.throws($$UPDATE homework SET user_id = user_id WHERE user_id = 'aaaaaaaa-0000-4000-8000-000000000000'$$, '42501', 'teacher UPDATE of A''s homework: permission denied');
SELECT tap.throws($$DELETE FROM homework WHERE user_id = 'aaaaaaaa-0000-4000-8000-000000000000'$$, '42501', 'teacher DELETE of A''s homework: permission denied');
SELECT tap.throws($$UPDATE quiz SET user_id = user_id WHERE user_id = 'aaaaaaaa-0000-4000-8000-000000000000'$$, '42501', 'teacher UPDATE of A''s quiz: permission denied');
SELECT tap.throws($$DELETE FROM quiz WHERE user_id = 'aaaaaaaa-0000-4000-8000-000000000000'$$, '42501', 'teacher DELETE of A''s quiz: permission denied');
SELECT tap.throws($$UPDATE quiz_attempts SET user_id = user_id WHERE user_id = 'aaaaaaaa-0000-4000-8000-000000000000'$$, '42501', 'teacher UPDATE of A''s quiz_attempts: permission denied');
SELECT tap.throws($$DELETE FROM quiz_attempts WHERE user_id = 'aaaaaaaa-0000-4000-8000-000000000000'$$, '42501', 'teacher DELETE of A''s quiz_attempts: permission denied');
SELECT tap.throws($$UPDATE progress SET user_id = user_id WHERE user_id = 'aaaaaaaa-0000-4000-8000-000000000000'$$, '42501', 'teacher UPDATE of A''s progress: permission denied');
SELECT tap.throws($$DELETE FROM progress WHERE user_id = 'aaaaaaaa-0000-4000-8000-000000000000'$$, '42501', 'teacher DELETE of A''s progress: permission denied');
SELECT tap.throws($$UPDATE homework_image SET user_id = user_id WHERE user_id = 'aaaaaaaa-0000-4000-8000-000000000000'$$, '42501', 'teacher UPDATE of A''s homework_image: permission denied');
SELECT tap.throws($$DELETE FROM homework_image WHERE user_id = 'aaaaaaaa-0000-4000-8000-000000000000'$$, '42501', 'teacher DELETE of A''s homework_image: permission denied');
SELECT tap.throws($$UPDATE attempt_activity SET user_id = user_id WHERE user_id = 'aaaaaaaa-0000-4000-8000-000000000000'$$, '42501', 'teacher UPDATE of A''s attempt_activity: permission denied');
SELECT tap.throws($$DELETE FROM attempt_activity WHERE user_id = 'aaaaaaaa-0000-4000-8000-000000000000'$$, '42501', 'teacher DELETE of A''s attempt_activity: permission denied');
SELECT tap.throws($$UPDATE question_stats SET user_id = user_id WHERE user_id = 'aaaaaaaa-0000-4000-8000-000000000000'$$, '42501', 'teacher UPDATE of A''s question_stats: permission denied');
SELECT tap.throws($$DELETE FROM question_stats WHERE user_id = 'aaaaaaaa-0000-4000-8000-000000000000'$$, '42501', 'teacher DELETE of A''s question_stats: permission denied');
SELECT tap.throws($$UPDATE review_schedule SET user_id = user_id WHERE user_id = 'aaaaaaaa-0000-4000-8000-000000000000'$$, '42501', 'teacher UPDATE of A''s review_schedule: permission denied');
SELECT tap.throws($$DELETE FROM review_schedule WHERE user_id = 'aaaaaaaa-0000-4000-8000-000000000000'$$, '42501', 'teacher DELETE of A''s review_schedule: permission denied');
SELECT tap.throws($$INSERT INTO homework (user_id, title, image_url, image_sha256) VALUES ('aaaaaaaa-0000-4000-8000-000000000000', 'x', 'x.jpg', repeat('7', 64))$$, '42501',
                  'teacher INSERT of homework for A: permission denied');
SELECT tap.throws($$SELECT update_homework_progress('aaaaaaaa-0000-4000-8000-000000000001', 10, 10)$$, '42501',
                  'teacher calling update_homework_progress: permission denied');
SELECT tap.throws($$INSERT INTO teacher_learners VALUES ('eeeeeeee-0000-4000-8000-000000000000', 'bbbbbbbb-0000-4000-8000-000000000000')$$, '42501',
                  'teacher assigning itself learner B: permission denied');
-- Assignment is the administrator's: once B is assigned, the teacher reads B's progress too.
\c - postgres
SELECT teacher_assign('teacher_t', 'learner_b') IS NULL AS assigned \gset
\c - teacher_t
SELECT tap.ok(tap.count('SELECT FROM progress WHERE user_id = ''bbbbbbbb-0000-4000-8000-000000000000''') > 0, 'after the administrator assigns B, teacher reads B''s progress');
SELECT tap.is(tap.count('SELECT FROM progress WHERE user_id = ''cccccccc-0000-4000-8000-000000000000'''), 0::bigint, 'and still none of C''s');
