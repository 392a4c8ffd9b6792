-- SPEC §4 through update_homework_progress, as learner A over a real login.
\c - learner_a
SET client_min_messages = warning;

-- A fresh homework and quiz of A's (user_id comes from auth.uid(), the login's own id).
INSERT INTO homework (id, title, image_url, image_sha256) VALUES
    ('aaaaaaaa-0000-4000-8000-0000000000a1', 'Progress', 'p.jpg', repeat('1', 64));
INSERT INTO quiz (id, homework_id, questions, generator) VALUES
    ('aaaaaaaa-0000-4000-8000-0000000000a2', 'aaaaaaaa-0000-4000-8000-0000000000a1', tap.questions(), 'offline');
SELECT tap.is((SELECT user_id FROM homework WHERE id = 'aaaaaaaa-0000-4000-8000-0000000000a1'),
              'aaaaaaaa-0000-4000-8000-000000000000'::uuid, 'a row inserted by learner_a gets A''s user_id by default');
SELECT tap.is(tap.count('SELECT FROM progress WHERE homework_id = ''aaaaaaaa-0000-4000-8000-0000000000a1'''), 0::bigint,
              'no progress row before the first attempt');

-- First attempt: 7 of 10 is 70 (never 0 by integer division), best 7, one attempt.
SELECT tap.is(format('%s/%s/%s', p.total_attempts, p.best_score, p.completion_percentage), '1/7/70',
              'first attempt 7/10: attempts 1, best 7, completion 70')
FROM tap.record('aaaaaaaa-0000-4000-8000-0000000000a2', 7, 10, 'full', '2026-11-02 09:00Z') p;
-- Lower score: best and completion are never lowered.
SELECT tap.is(format('%s/%s/%s', p.total_attempts, p.best_score, p.completion_percentage), '2/7/70',
              'then 3/10: best stays 7, completion stays 70, attempts 2')
FROM tap.record('aaaaaaaa-0000-4000-8000-0000000000a2', 3, 10, 'full', '2026-11-02 10:00Z') p;
-- Score 0 still counts as an attempt.
SELECT tap.is(format('%s/%s/%s', p.total_attempts, p.best_score, p.completion_percentage), '3/7/70',
              'then 0/10: attempts 3, nothing lowered')
FROM tap.record('aaaaaaaa-0000-4000-8000-0000000000a2', 0, 10, 'full', '2026-11-02 11:00Z') p;
-- A review attempt (subset of questions) counts, but raises nothing even when perfect.
SELECT tap.is(format('%s/%s/%s', p.total_attempts, p.best_score, p.completion_percentage), '4/7/70',
              'then a perfect review attempt 3/3: attempts 4, best and completion unchanged')
FROM tap.record('aaaaaaaa-0000-4000-8000-0000000000a2', 3, 3, 'review', '2026-11-02 12:00Z') p;
SELECT tap.is(format('%s/%s/%s', p.total_attempts, p.best_score, p.completion_percentage), '5/9/90',
              'then 9/10: best 9, completion 90')
FROM tap.record('aaaaaaaa-0000-4000-8000-0000000000a2', 9, 10, 'full', '2026-11-02 13:00Z') p;
SELECT tap.is((SELECT last_played_at FROM progress WHERE homework_id = 'aaaaaaaa-0000-4000-8000-0000000000a1'),
              '2026-11-02 13:00Z'::timestamptz, 'last_played_at is the latest completed_at');
-- An attempt completed earlier (an offline client syncing late) does not move last_played_at back.
SELECT tap.is(p.last_played_at, '2026-11-02 13:00Z'::timestamptz, 'an older completed_at leaves last_played_at')
FROM tap.record('aaaaaaaa-0000-4000-8000-0000000000a2', 1, 10, 'full', '2026-11-01 08:00Z') p;
-- completion is the max of previous and new, independently of best: 2/3 = 67 after best 9/10 = 90 keeps 90.
SELECT tap.is(p.completion_percentage, 90, 'completion 90 is not lowered by 2/3 (67)')
FROM tap.record('aaaaaaaa-0000-4000-8000-0000000000a2', 2, 3, 'full') p;
SELECT tap.is((SELECT count(*) FROM quiz_attempts WHERE quiz_id = 'aaaaaaaa-0000-4000-8000-0000000000a2'), 7::bigint,
              'seven attempt rows for seven recorded attempts');

-- NULL previous best counts as absent: a progress row with best NULL (only review attempts so far).
INSERT INTO homework (id, title, image_url, image_sha256) VALUES
    ('aaaaaaaa-0000-4000-8000-0000000000b1', 'Null best', 'n.jpg', repeat('2', 64));
INSERT INTO quiz (id, homework_id, questions, generator) VALUES
    ('aaaaaaaa-0000-4000-8000-0000000000b2', 'aaaaaaaa-0000-4000-8000-0000000000b1', tap.questions(), 'offline');
SELECT tap.is(p.best_score, NULL::integer, 'a first review attempt leaves best_score NULL')
FROM tap.record('aaaaaaaa-0000-4000-8000-0000000000b2', 2, 2, 'review') p;
SELECT tap.is(format('%s/%s/%s', p.total_attempts, p.best_score, p.completion_percentage), '2/4/40',
              'NULL best then 4/10: best 4 (not NULL), completion 40')
FROM tap.record('aaaaaaaa-0000-4000-8000-0000000000b2', 4, 10) p;
-- The same through the seed's three-argument signature.
SELECT tap.is(format('%s/%s', p.total_attempts, p.best_score), '3/4',
              'seed signature update_homework_progress(id, score, total) works')
FROM update_homework_progress('aaaaaaaa-0000-4000-8000-0000000000b1', 2, 10) p;
SELECT tap.throws($$SELECT update_homework_progress('aaaaaaaa-0000-4000-8000-0000000000b1', 11, 10)$$, '22023',
                  'score 11 of 10 refused by the function');
SELECT tap.throws($$SELECT update_homework_progress('aaaaaaaa-0000-4000-8000-0000000000b1', 1, 0)$$, '22023',
                  'total 0 refused by the function');
SELECT tap.throws($$SELECT update_homework_progress('aaaaaaaa-0000-4000-8000-0000000000b1', 1, 11)$$, '22023',
                  'total 11 refused by the function');
SELECT tap.throws($$SELECT update_homework_progress('aaaaaaaa-0000-4000-8000-0000000000b1', -1, 10)$$, '22023',
                  'score -1 refused by the function');
SELECT tap.throws($$SELECT update_homework_progress('aaaaaaaa-0000-4000-8000-0000000000ff', 1, 10)$$, 'P0002',
                  'an unknown homework is reported (P0002), not silently ignored');

-- Named rounding cases, each on a fresh homework: completion = round(100 * score / total), half away from zero.
CREATE TEMP TABLE cases (score int, total int, want int);
INSERT INTO cases VALUES (7, 10, 70), (2, 3, 67), (1, 3, 33), (5, 8, 63), (1, 8, 13), (3, 8, 38), (0, 10, 0), (10, 10, 100);
DO $$
DECLARE
    c record;
BEGIN
    FOR c IN SELECT * FROM cases LOOP
        INSERT INTO homework (id, title, image_url, image_sha256)
        VALUES (md5('round' || c.score || '/' || c.total)::uuid, 'r', 'r.jpg', md5('round' || c.score || '/' || c.total) || repeat('0', 32));
        INSERT INTO quiz (id, homework_id, questions, generator)
        VALUES (md5('roundq' || c.score || '/' || c.total)::uuid, md5('round' || c.score || '/' || c.total)::uuid, tap.questions(), 'offline');
    END LOOP;
END
$$;
SELECT tap.is(p.completion_percentage, c.want, format('completion of %s/%s is %s', c.score, c.total, c.want))
FROM cases c, LATERAL tap.record(md5('roundq' || c.score || '/' || c.total)::uuid, c.score, c.total) p
ORDER BY c.total, c.score;

-- Every score/total pair the store allows (65), against the SQLite store's Swift computation
-- Int((100.0 * Double(score) / Double(total)).rounded()), tabulated with the same IEEE arithmetic.
CREATE TEMP TABLE swift_completion (score int, total int, want int);
INSERT INTO swift_completion VALUES
(0,1,0),(1,1,100),(0,2,0),(1,2,50),(2,2,100),(0,3,0),(1,3,33),(2,3,67),(3,3,100),(0,4,0),(1,4,25),(2,4,50),(3,4,75),(4,4,100),(0,5,0),(1,5,20),(2,5,40),(3,5,60),(4,5,80),(5,5,100),(0,6,0),(1,6,17),(2,6,33),(3,6,50),(4,6,67),(5,6,83),(6,6,100),(0,7,0),(1,7,14),(2,7,29),(3,7,43),(4,7,57),(5,7,71),(6,7,86),(7,7,100),(0,8,0),(1,8,13),(2,8,25),(3,8,38),(4,8,50),(5,8,63),(6,8,75),(7,8,88),(8,8,100),(0,9,0),(1,9,11),(2,9,22),(3,9,33),(4,9,44),(5,9,56),(6,9,67),(7,9,78),(8,9,89),(9,9,100),(0,10,0),(1,10,10),(2,10,20),(3,10,30),(4,10,40),(5,10,50),(6,10,60),(7,10,70),(8,10,80),(9,10,90),(10,10,100);
INSERT INTO homework (id, title, image_url, image_sha256)
SELECT md5('all' || score || '/' || total)::uuid, 'all', 'a.jpg', md5('all' || score || '/' || total) || repeat('0', 32)
FROM swift_completion;
INSERT INTO quiz (id, homework_id, questions, generator)
SELECT md5('allq' || score || '/' || total)::uuid, md5('all' || score || '/' || total)::uuid, tap.questions(), 'offline'
FROM swift_completion;
SELECT tap.is(string_agg(format('%s/%s gave %s not %s', s.score, s.total, p.completion_percentage, s.want), '; ')
                  FILTER (WHERE p.completion_percentage IS DISTINCT FROM s.want), NULL,
              format('all %s score/total pairs give the SQLite store''s completion', count(*)))
FROM swift_completion s, LATERAL tap.record(md5('allq' || s.score || '/' || s.total)::uuid, s.score, s.total) p;

-- Inside the caller's transaction: if the attempt is rolled back, so is the progress (one transaction).
BEGIN;
SELECT tap.record('aaaaaaaa-0000-4000-8000-0000000000b2', 10, 10) IS NOT NULL AS recorded \gset
ROLLBACK;
SELECT tap.is(format('%s/%s', total_attempts, best_score), '3/4', 'a rolled-back attempt leaves progress as it was')
FROM progress WHERE homework_id = 'aaaaaaaa-0000-4000-8000-0000000000b1';

-- The seed's way, as a client transaction: insert the attempt, then update_homework_progress.
BEGIN;
INSERT INTO quiz_attempts (quiz_id, score, answers) VALUES ('aaaaaaaa-0000-4000-8000-0000000000b2', 8, tap.answers(8));
SELECT tap.is(format('%s/%s/%s', p.total_attempts, p.best_score, p.completion_percentage), '4/8/80',
              'client transaction INSERT attempt + update_homework_progress: attempts 4, best 8, completion 80')
FROM update_homework_progress('aaaaaaaa-0000-4000-8000-0000000000b1', 8, 10) p;
COMMIT;
-- record_attempt is all or nothing: an attempt refused by a CHECK leaves no progress change behind.
SELECT tap.throws($$SELECT record_attempt('aaaaaaaa-0000-4000-8000-0000000000b2', 9, 10, tap.answers(3))$$, '23514',
                  'record_attempt with answers that do not match the score: refused');
SELECT tap.is(format('%s/%s', total_attempts, best_score), '4/8', 'and progress is as it was')
FROM progress WHERE homework_id = 'aaaaaaaa-0000-4000-8000-0000000000b1';
SELECT tap.throws($$SELECT record_attempt('aaaaaaaa-0000-4000-8000-0000000000ff', 1, 10, tap.answers(1))$$, 'P0002',
                  'record_attempt on an unknown quiz: not found');
