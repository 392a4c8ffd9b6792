-- Identity: JWT claims count only for the trusted gateway (issue 12 §4). A learner who sets
-- request.jwt.claims (or the older request.jwt.claim.sub) to B's id in its own session stays A and
-- sees nothing of B's; the gateway login, a member of snapquiz_gateway, with B's claims is B.
\c - learner_a
SET client_min_messages = warning;
SET request.jwt.claims = '{"sub":"bbbbbbbb-0000-4000-8000-000000000000","role":"authenticated"}';
SET request.jwt.claim.sub = 'bbbbbbbb-0000-4000-8000-000000000000';
SELECT tap.is(auth.uid(), 'aaaaaaaa-0000-4000-8000-000000000000'::uuid, 'learner_a with B''s claims set: auth.uid() is still A');
SELECT tap.is(tap.count('SELECT FROM homework WHERE user_id = ''bbbbbbbb-0000-4000-8000-000000000000'''), 0::bigint, 'learner_a with B''s claims: 0 of B''s homework');
SELECT tap.is(tap.count('SELECT FROM quiz WHERE user_id = ''bbbbbbbb-0000-4000-8000-000000000000'''), 0::bigint, 'learner_a with B''s claims: 0 of B''s quiz');
SELECT tap.is(tap.count('SELECT FROM quiz_attempts WHERE user_id = ''bbbbbbbb-0000-4000-8000-000000000000'''), 0::bigint, 'learner_a with B''s claims: 0 of B''s quiz_attempts');
SELECT tap.is(tap.count('SELECT FROM progress WHERE user_id = ''bbbbbbbb-0000-4000-8000-000000000000'''), 0::bigint, 'learner_a with B''s claims: 0 of B''s progress');
SELECT tap.is(tap.count('SELECT FROM homework_image WHERE user_id = ''bbbbbbbb-0000-4000-8000-000000000000'''), 0::bigint, 'learner_a with B''s claims: 0 of B''s homework_image');
SELECT tap.is(tap.count('SELECT FROM attempt_activity WHERE user_id = ''bbbbbbbb-0000-4000-8000-000000000000'''), 0::bigint, 'learner_a with B''s claims: 0 of B''s attempt_activity');
SELECT tap.is(tap.count('SELECT FROM question_stats WHERE user_id = ''bbbbbbbb-0000-4000-8000-000000000000'''), 0::bigint, 'learner_a with B''s claims: 0 of B''s question_stats');
SELECT tap.is(tap.count('SELECT FROM review_schedule WHERE user_id = ''bbbbbbbb-0000-4000-8000-000000000000'''), 0::bigint, 'learner_a with B''s claims: 0 of B''s review_schedule');
SELECT tap.affects($$UPDATE progress SET best_score = 10 WHERE user_id = 'bbbbbbbb-0000-4000-8000-000000000000'$$, 0, 'learner_a with B''s claims: UPDATE B''s progress touches 0 rows');
SELECT tap.throws($$INSERT INTO homework (user_id, title, image_url, image_sha256) VALUES ('bbbbbbbb-0000-4000-8000-000000000000', 'x', 'x.jpg', repeat('8', 64))$$, '42501',
                  'learner_a with B''s claims: INSERT as B refused');
-- Claims set for the transaction only (as PostgREST does with set_config(…, true)) change nothing either.
BEGIN;
SELECT set_config('request.jwt.claims', '{"sub":"bbbbbbbb-0000-4000-8000-000000000000"}', true) IS NOT NULL AS set \gset
SELECT tap.is(tap.count('SELECT FROM homework'), tap.count('SELECT FROM homework WHERE user_id = ''aaaaaaaa-0000-4000-8000-000000000000'''), 'transaction-local claims: still only A''s homework');
COMMIT;
-- SET ROLE to the learners' group changes current_user, not session_user: still A.
SET ROLE snapquiz_learner;
SELECT tap.is(auth.uid(), 'aaaaaaaa-0000-4000-8000-000000000000'::uuid, 'after SET ROLE snapquiz_learner: still A');
SELECT tap.is(tap.count('SELECT FROM homework WHERE user_id = ''bbbbbbbb-0000-4000-8000-000000000000'''), 0::bigint, 'after SET ROLE snapquiz_learner: 0 of B''s homework');
RESET ROLE;

-- A login that is nobody (not in learners) sees nothing even with claims.
\c - postgres
CREATE ROLE stranger LOGIN IN ROLE snapquiz_learner;
\c - stranger
SET request.jwt.claims = '{"sub":"bbbbbbbb-0000-4000-8000-000000000000"}';
SELECT tap.is(auth.uid(), NULL::uuid, 'an unmapped login is nobody, whatever its claims');
SELECT tap.is(tap.count('SELECT FROM homework'), 0::bigint, 'an unmapped login sees no homework');

-- The gateway: no claims, nobody; B's claims, B and only B.
\c - gateway_test
SET client_min_messages = warning;
SELECT tap.is(auth.uid(), NULL::uuid, 'gateway without claims: auth.uid() is NULL');
SELECT tap.is(tap.count('SELECT FROM homework'), 0::bigint, 'gateway without claims: sees no homework');
SET request.jwt.claims = '{"sub":"bbbbbbbb-0000-4000-8000-000000000000","role":"authenticated"}';
SELECT tap.is(auth.uid(), 'bbbbbbbb-0000-4000-8000-000000000000'::uuid, 'gateway with B''s claims: auth.uid() is B');
SELECT tap.ok(tap.count('SELECT FROM homework WHERE user_id = ''bbbbbbbb-0000-4000-8000-000000000000''') > 0 AND tap.count('SELECT FROM homework WHERE user_id <> ''bbbbbbbb-0000-4000-8000-000000000000''') = 0, 'gateway with B''s claims: sees B''s homework and no one else''s');
SELECT tap.ok(tap.count('SELECT FROM quiz WHERE user_id = ''bbbbbbbb-0000-4000-8000-000000000000''') > 0 AND tap.count('SELECT FROM quiz WHERE user_id <> ''bbbbbbbb-0000-4000-8000-000000000000''') = 0, 'gateway with B''s claims: sees B''s quiz and no one else''s');
SELECT tap.ok(tap.count('SELECT FROM quiz_attempts WHERE user_id = ''bbbbbbbb-0000-4000-8000-000000000000''') > 0 AND tap.count('SELECT FROM quiz_attempts WHERE user_id <> ''bbbbbbbb-0000-4000-8000-000000000000''') = 0, 'gateway with B''s claims: sees B''s quiz_attempts and no one else''s');
SELECT tap.ok(tap.count('SELECT FROM progress WHERE user_id = ''bbbbbbbb-0000-4000-8000-000000000000''') > 0 AND tap.count('SELECT FROM progress WHERE user_id <> ''bbbbbbbb-0000-4000-8000-000000000000''') = 0, 'gateway with B''s claims: sees B''s progress and no one else''s');
SELECT tap.ok(tap.count('SELECT FROM homework_image WHERE user_id = ''bbbbbbbb-0000-4000-8000-000000000000''') > 0 AND tap.count('SELECT FROM homework_image WHERE user_id <> ''bbbbbbbb-0000-4000-8000-000000000000''') = 0, 'gateway with B''s claims: sees B''s homework_image and no one else''s');
SELECT tap.ok(tap.count('SELECT FROM attempt_activity WHERE user_id = ''bbbbbbbb-0000-4000-8000-000000000000''') > 0 AND tap.count('SELECT FROM attempt_activity WHERE user_id <> ''bbbbbbbb-0000-4000-8000-000000000000''') = 0, 'gateway with B''s claims: sees B''s attempt_activity and no one else''s');
SELECT tap.ok(tap.count('SELECT FROM question_stats WHERE user_id = ''bbbbbbbb-0000-4000-8000-000000000000''') > 0 AND tap.count('SELECT FROM question_stats WHERE user_id <> ''bbbbbbbb-0000-4000-8000-000000000000''') = 0, 'gateway with B''s claims: sees B''s question_stats and no one else''s');
SELECT tap.ok(tap.count('SELECT FROM review_schedule WHERE user_id = ''bbbbbbbb-0000-4000-8000-000000000000''') > 0 AND tap.count('SELECT FROM review_schedule WHERE user_id <> ''bbbbbbbb-0000-4000-8000-000000000000''') = 0, 'gateway with B''s claims: sees B''s review_schedule and no one else''s');
SELECT tap.is(p.total_attempts, 2, 'gateway with B''s claims: records an attempt on B''s homework')
FROM tap.record('bbbbbbbb-0000-4000-8000-000000000002', 9) p;
SELECT tap.affects($$UPDATE progress SET best_score = 10 WHERE user_id = 'aaaaaaaa-0000-4000-8000-000000000000'$$, 0, 'gateway with B''s claims: UPDATE A''s progress touches 0 rows');
SELECT tap.throws($$INSERT INTO homework (user_id, title, image_url, image_sha256) VALUES ('aaaaaaaa-0000-4000-8000-000000000000', 'x', 'x.jpg', repeat('8', 64))$$, '42501',
                  'gateway with B''s claims: INSERT as A refused');
SET request.jwt.claims = '{"sub":"cccccccc-0000-4000-8000-000000000000"}';
SELECT tap.is(tap.count('SELECT FROM homework'), tap.count('SELECT FROM homework WHERE user_id = ''cccccccc-0000-4000-8000-000000000000'''), 'gateway switching to C''s claims: only C''s homework');
SELECT tap.ok(tap.count('SELECT FROM homework') > 0, 'gateway with C''s claims: C''s homework visible');
SET request.jwt.claims = '';
SELECT tap.is(auth.uid(), NULL::uuid, 'gateway with empty claims: nobody');
SET request.jwt.claims = '{"role":"anon"}';
SELECT tap.is(tap.count('SELECT FROM homework'), 0::bigint, 'gateway with anonymous claims (no sub): sees no homework');
