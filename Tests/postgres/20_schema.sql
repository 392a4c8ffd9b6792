-- Cascades, updated_at triggers, CHECKs and JSON shapes, as learner A over a real login.
\c - learner_a
SET client_min_messages = warning;

-- updated_at follows every update; created_at does not move.
SELECT updated_at AS hw_before, created_at AS hw_created FROM homework WHERE id = 'aaaaaaaa-0000-4000-8000-000000000001' \gset
SELECT pg_sleep(0.01) \gset
UPDATE homework SET title = 'Water cycle, corrected' WHERE id = 'aaaaaaaa-0000-4000-8000-000000000001';
SELECT tap.ok(updated_at > :'hw_before'::timestamptz, 'homework.updated_at moves on UPDATE')
FROM homework WHERE id = 'aaaaaaaa-0000-4000-8000-000000000001';
SELECT tap.is(created_at, :'hw_created'::timestamptz, 'homework.created_at stays on UPDATE')
FROM homework WHERE id = 'aaaaaaaa-0000-4000-8000-000000000001';
-- Even a client that writes updated_at itself cannot set it into the past.
UPDATE homework SET subject = 'geography', updated_at = '2000-01-01Z' WHERE id = 'aaaaaaaa-0000-4000-8000-000000000001';
SELECT tap.ok(updated_at > '2020-01-01Z', 'homework.updated_at is the trigger''s, not the client''s')
FROM homework WHERE id = 'aaaaaaaa-0000-4000-8000-000000000001';
SELECT updated_at AS p_before FROM progress WHERE homework_id = 'aaaaaaaa-0000-4000-8000-000000000001' \gset
SELECT pg_sleep(0.01) \gset
SELECT tap.ok(p.updated_at > :'p_before'::timestamptz, 'progress.updated_at moves when an attempt is recorded')
FROM tap.record('aaaaaaaa-0000-4000-8000-000000000002', 8) p;
SELECT updated_at AS p_before FROM progress WHERE homework_id = 'aaaaaaaa-0000-4000-8000-000000000001' \gset
SELECT pg_sleep(0.01) \gset
UPDATE progress SET total_attempts = total_attempts WHERE homework_id = 'aaaaaaaa-0000-4000-8000-000000000001';
SELECT tap.ok(updated_at > :'p_before'::timestamptz, 'progress.updated_at moves on a direct UPDATE')
FROM progress WHERE homework_id = 'aaaaaaaa-0000-4000-8000-000000000001';

-- CHECKs: scores and totals.
SELECT tap.throws($$INSERT INTO quiz_attempts (quiz_id, score, total_questions, answers)
                    VALUES ('aaaaaaaa-0000-4000-8000-000000000002', 11, 10, tap.answers(10))$$, '23514', 'score 11 of 10 refused');
SELECT tap.throws($$INSERT INTO quiz_attempts (quiz_id, score, total_questions, answers)
                    VALUES ('aaaaaaaa-0000-4000-8000-000000000002', 6, 5, tap.answers(5, 5))$$, '23514', 'score above total (6 of 5) refused');
SELECT tap.throws($$INSERT INTO quiz_attempts (quiz_id, score, total_questions, answers)
                    VALUES ('aaaaaaaa-0000-4000-8000-000000000002', 0, 11, tap.answers(0, 11))$$, '23514', 'total 11 refused');
SELECT tap.throws($$INSERT INTO quiz_attempts (quiz_id, score, total_questions, answers)
                    VALUES ('aaaaaaaa-0000-4000-8000-000000000002', -1, 10, tap.answers(0))$$, '23514', 'score -1 refused');
SELECT tap.throws($$INSERT INTO quiz_attempts (quiz_id, score, answers, kind)
                    VALUES ('aaaaaaaa-0000-4000-8000-000000000002', 1, tap.answers(1), 'cram')$$, '23514', 'attempt kind other than full/review refused');
SELECT tap.throws($$INSERT INTO quiz_attempts (quiz_id, score, answers, time_taken_seconds)
                    VALUES ('aaaaaaaa-0000-4000-8000-000000000002', 1, tap.answers(1), -5)$$, '23514', 'negative time taken refused');
SELECT tap.throws($$UPDATE progress SET best_score = 11 WHERE homework_id = 'aaaaaaaa-0000-4000-8000-000000000001'$$,
                  '23514', 'progress.best_score 11 refused');
SELECT tap.throws($$UPDATE progress SET completion_percentage = 101 WHERE homework_id = 'aaaaaaaa-0000-4000-8000-000000000001'$$,
                  '23514', 'progress.completion_percentage 101 refused');
SELECT tap.throws($$UPDATE progress SET total_attempts = -1 WHERE homework_id = 'aaaaaaaa-0000-4000-8000-000000000001'$$,
                  '23514', 'progress.total_attempts -1 refused');
SELECT tap.throws($$INSERT INTO progress (homework_id) VALUES ('aaaaaaaa-0000-4000-8000-000000000001')$$,
                  '23505', 'a second progress row for one homework refused');
SELECT tap.throws($$UPDATE homework SET ocr_confidence = 100.5 WHERE id = 'aaaaaaaa-0000-4000-8000-000000000001'$$,
                  '23514', 'ocr_confidence above 100 refused');
SELECT tap.throws($$UPDATE homework SET image_sha256 = 'abc' WHERE id = 'aaaaaaaa-0000-4000-8000-000000000001'$$,
                  '23514', 'image_sha256 not 64 characters refused');
SELECT tap.throws($$UPDATE homework SET learner = '' WHERE id = 'aaaaaaaa-0000-4000-8000-000000000001'$$,
                  '23514', 'empty learner name refused');
SELECT tap.throws($$INSERT INTO homework (title, image_url, image_sha256) VALUES ('again', 'x.jpg', repeat('a', 64))$$,
                  '23505', 'the same photo twice for one learner refused (UNIQUE user_id, learner, image_sha256)');
SELECT tap.affects($$INSERT INTO homework (title, learner, image_url, image_sha256) VALUES ('sibling', 'ann-2', 'x.jpg', repeat('a', 64))$$,
                   1, 'the same photo under another learner name of the same user is allowed');
SELECT tap.throws($$UPDATE quiz SET classification_confidence = 1.5 WHERE id = 'aaaaaaaa-0000-4000-8000-000000000002'$$,
                  '23514', 'classification_confidence above 1 refused');

-- Migration 8: who read the page is 'tesseract' or 'llm:<model>', nothing else.
SELECT tap.throws($$UPDATE homework SET reading_source = 'gpt-4o' WHERE id = 'aaaaaaaa-0000-4000-8000-000000000001'$$,
                  '23514', 'reading_source without the llm: prefix refused');
SELECT tap.throws($$UPDATE homework SET reading_source = 'llm:' WHERE id = 'aaaaaaaa-0000-4000-8000-000000000001'$$,
                  '23514', 'reading_source llm: without a model refused');
SELECT tap.affects($$UPDATE homework SET reading_source = 'llm:gpt-4o', reading_confidence = NULL
                     WHERE id = 'aaaaaaaa-0000-4000-8000-000000000001'$$, 1, 'an LLM reading with no confidence stored');

-- Migration 9: the doubted words are a JSON array.
SELECT tap.throws($$UPDATE homework SET ocr_doubted = '{"word": "mins"}' WHERE id = 'aaaaaaaa-0000-4000-8000-000000000001'$$,
                  '23514', 'ocr_doubted that is not an array refused');
SELECT tap.affects($$UPDATE homework SET ocr_doubted = '[{"word": "mins", "confidence": 84.1}]'
                     WHERE id = 'aaaaaaaa-0000-4000-8000-000000000001'$$, 1, 'doubted words stored');

-- JSON: invalid JSON cannot be stored at all; shapes follow QuizShape and the answers format.
SELECT tap.throws($$INSERT INTO quiz (homework_id, questions, generator) VALUES ('aaaaaaaa-0000-4000-8000-000000000004', '{"questions": [', 'x')$$,
                  '22P02', 'malformed JSON questions refused');
SELECT tap.throws($$INSERT INTO quiz (homework_id, questions, generator) VALUES ('aaaaaaaa-0000-4000-8000-000000000004', '[]', 'x')$$,
                  '23514', 'questions that are not {"questions":[…]} refused');
SELECT tap.throws($$INSERT INTO quiz (homework_id, questions, generator) VALUES ('aaaaaaaa-0000-4000-8000-000000000004',
                    jsonb_set(tap.questions(), '{questions}', (tap.questions() -> 'questions') - 0), 'x')$$,
                  '23514', '9 questions refused');
SELECT tap.throws($$INSERT INTO quiz (homework_id, questions, generator) VALUES ('aaaaaaaa-0000-4000-8000-000000000004',
                    jsonb_set(tap.questions(), '{questions,3,options}', '["a","b","c"]'), 'x')$$,
                  '23514', 'a question with 3 options refused');
SELECT tap.throws($$INSERT INTO quiz (homework_id, questions, generator) VALUES ('aaaaaaaa-0000-4000-8000-000000000004',
                    jsonb_set(tap.questions(), '{questions,3,options}', '["a","b","a","d"]'), 'x')$$,
                  '23514', 'a question with two equal options refused');
SELECT tap.throws($$INSERT INTO quiz (homework_id, questions, generator) VALUES ('aaaaaaaa-0000-4000-8000-000000000004',
                    jsonb_set(tap.questions(), '{questions,3,options}', '["a","b","  ","d"]'), 'x')$$,
                  '23514', 'a question with a blank option refused');
SELECT tap.throws($$INSERT INTO quiz (homework_id, questions, generator) VALUES ('aaaaaaaa-0000-4000-8000-000000000004',
                    jsonb_set(tap.questions(), '{questions,3,correctIndex}', '4'), 'x')$$,
                  '23514', 'correctIndex 4 refused');
SELECT tap.throws($$INSERT INTO quiz (homework_id, questions, generator) VALUES ('aaaaaaaa-0000-4000-8000-000000000004',
                    jsonb_set(tap.questions(), '{questions,3,type}', '"essay"'), 'x')$$,
                  '23514', 'a question whose type is not mcq refused');
SELECT tap.affects($$INSERT INTO quiz (homework_id, questions, generator) VALUES ('aaaaaaaa-0000-4000-8000-000000000004', tap.questions(), 'offline')$$,
                   1, 'a well-formed quiz is stored');
SELECT tap.throws($$INSERT INTO quiz_attempts (quiz_id, score, answers) VALUES ('aaaaaaaa-0000-4000-8000-000000000002', 1, '{"a":1}')$$,
                  '23514', 'answers that are not an array refused');
SELECT tap.throws($$INSERT INTO quiz_attempts (quiz_id, score, answers) VALUES ('aaaaaaaa-0000-4000-8000-000000000002', 1, tap.answers(1, 9))$$,
                  '23514', 'answers count different from total_questions refused');
SELECT tap.throws($$INSERT INTO quiz_attempts (quiz_id, score, answers) VALUES ('aaaaaaaa-0000-4000-8000-000000000002', 2, tap.answers(1))$$,
                  '23514', 'answers whose correct count differs from the score refused');
SELECT tap.throws($$INSERT INTO quiz_attempts (quiz_id, score, answers) VALUES ('aaaaaaaa-0000-4000-8000-000000000002', 1,
                    jsonb_set(tap.answers(1), '{2,chosenIndex}', '7'))$$, '23514', 'chosenIndex 7 refused');
-- The GIN index serves containment queries on questions.
SET enable_seqscan = off;
SELECT tap.is((SELECT count(*) FROM quiz WHERE questions @> '{"questions":[{"id":"q3"}]}'), 2::bigint,
              'questions @> containment finds A''s 2 quizzes');
SELECT tap.ok(tap.plan($$SELECT id FROM quiz WHERE user_id = 'aaaaaaaa-0000-4000-8000-000000000000'$$) NOT LIKE '%ANY%',
              'a learner''s query is filtered by its own-rows policy alone (no teacher subquery OR''ed in)');
RESET enable_seqscan;
\c - postgres
SET enable_seqscan = off;
SELECT tap.ok(tap.plan($$SELECT id FROM quiz WHERE questions @> '{"questions":[{"id":"q3"}]}'$$) LIKE '%Index Scan on quiz_questions%',
              'the administrator''s questions @> query uses the GIN index quiz_questions');
RESET enable_seqscan;
\c - learner_a

-- Images: 10 MB limit and formats.
SELECT tap.throws($$INSERT INTO homework_image (homework_id, mime_type, bytes, sha256)
                    VALUES ('aaaaaaaa-0000-4000-8000-000000000004', 'image/gif', '\x47494638', repeat('0', 64))$$,
                  '23514', 'a GIF image refused');
SELECT tap.throws($$INSERT INTO homework_image (homework_id, mime_type, bytes, sha256)
                    VALUES ('aaaaaaaa-0000-4000-8000-000000000004', 'image/png', ''::bytea, repeat('0', 64))$$,
                  '23514', 'an empty image refused');
SELECT tap.throws($$INSERT INTO homework_image (homework_id, mime_type, bytes, sha256)
                    VALUES ('aaaaaaaa-0000-4000-8000-000000000004', 'image/png', decode(repeat('00', 10 * 1024 * 1024 + 1), 'hex'), repeat('0', 64))$$,
                  '23514', 'an image of 10 MB + 1 byte refused');
SELECT tap.affects($$INSERT INTO homework_image (homework_id, mime_type, bytes, sha256)
                    VALUES ('aaaaaaaa-0000-4000-8000-000000000004', 'image/png', decode(repeat('00', 10 * 1024 * 1024), 'hex'), repeat('0', 64))$$,
                   1, 'an image of exactly 10 MB stored');
SELECT tap.throws($$INSERT INTO homework_image (homework_id, mime_type, bytes, sha256)
                    VALUES ('aaaaaaaa-0000-4000-8000-0000000000ff', 'image/png', '\x89', repeat('0', 64))$$,
                  '23503', 'an image for no homework refused');

-- Cascade: deleting homework a…1 removes its quizzes, attempts, progress, image, schedule and question
-- stats, and takes its attempts back out of the activity slots; the other homework keeps everything.
SELECT tap.is(format('%s/%s/%s/%s/%s/%s',
                     (SELECT count(*) FROM quiz WHERE homework_id = 'aaaaaaaa-0000-4000-8000-000000000001'),
                     (SELECT count(*) FROM quiz_attempts WHERE quiz_id = 'aaaaaaaa-0000-4000-8000-000000000002'),
                     (SELECT count(*) FROM progress WHERE homework_id = 'aaaaaaaa-0000-4000-8000-000000000001'),
                     (SELECT count(*) FROM homework_image WHERE homework_id = 'aaaaaaaa-0000-4000-8000-000000000001'),
                     (SELECT count(*) FROM review_schedule WHERE homework_id = 'aaaaaaaa-0000-4000-8000-000000000001'),
                     (SELECT count(*) > 0 FROM question_stats WHERE quiz_id = 'aaaaaaaa-0000-4000-8000-000000000002')),
              '1/2/1/1/1/t', 'before the delete: quiz, 2 attempts, progress, image, schedule, question stats');
SELECT tap.record('aaaaaaaa-0000-4000-8000-000000000002', 4) IS NOT NULL AS ok \gset
SELECT sum(attempts) AS activity_before FROM attempt_activity \gset
SELECT tap.affects($$DELETE FROM homework WHERE id = 'aaaaaaaa-0000-4000-8000-000000000001'$$, 1, 'learner A deletes its homework');
SELECT tap.is(format('%s/%s/%s/%s/%s/%s',
                     (SELECT count(*) FROM quiz WHERE homework_id = 'aaaaaaaa-0000-4000-8000-000000000001'),
                     (SELECT count(*) FROM quiz_attempts WHERE quiz_id = 'aaaaaaaa-0000-4000-8000-000000000002'),
                     (SELECT count(*) FROM progress WHERE homework_id = 'aaaaaaaa-0000-4000-8000-000000000001'),
                     (SELECT count(*) FROM homework_image WHERE homework_id = 'aaaaaaaa-0000-4000-8000-000000000001'),
                     (SELECT count(*) FROM review_schedule WHERE homework_id = 'aaaaaaaa-0000-4000-8000-000000000001'),
                     (SELECT count(*) FROM question_stats WHERE quiz_id = 'aaaaaaaa-0000-4000-8000-000000000002')),
              '0/0/0/0/0/0', 'after: no quiz, attempt, progress, image, schedule or question stats left');
SELECT tap.is((SELECT coalesce(sum(attempts), 0) FROM attempt_activity), :activity_before - 3,
              'the 3 attempts are taken out of the activity slots');
SELECT tap.is((SELECT count(*) FROM homework_image WHERE homework_id = 'aaaaaaaa-0000-4000-8000-000000000004'), 1::bigint,
              'the other homework keeps its image');
-- The fixtures' other learners are untouched (checked as the superuser, who sees everything).
\c - postgres
SELECT tap.is((SELECT count(*) FROM homework WHERE user_id <> 'aaaaaaaa-0000-4000-8000-000000000000'), 4::bigint,
              'B''s and C''s 4 homework survive A''s delete');
-- Deleting a single attempt takes it back out of activity and question stats.
SELECT tap.affects($$DELETE FROM quiz_attempts WHERE id = 'bbbbbbbb-0000-4000-8000-000000000003'$$, 1, 'delete one attempt of B''s');
SELECT tap.is(format('%s/%s', (SELECT coalesce(sum(attempts), 0) FROM attempt_activity WHERE user_id = 'bbbbbbbb-0000-4000-8000-000000000000'),
                     (SELECT coalesce(sum(asked), 0) FROM question_stats WHERE user_id = 'bbbbbbbb-0000-4000-8000-000000000000')),
              '0/0', 'its activity slot and question stats are taken back');
