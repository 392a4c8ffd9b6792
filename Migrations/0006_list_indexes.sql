-- `list` (issue 13, item 9): a learner's homework newest first, each with its current quiz. Without these the
-- query sorted all of the learner's homework, and for every homework sorted its quizzes to find the newest
-- (measured with the sqlite3 shell on the 10k-homework bench store: 65M and 75M instructions of 523M).
-- Read backwards, each index gives the order the queries ask for (created_at DESC, rowid DESC).
-- Released migrations are never edited: add a new file instead.
CREATE INDEX homework_learner_created_at ON homework (learner, created_at);
CREATE INDEX quiz_homework_id_created_at ON quiz (homework_id, created_at);
