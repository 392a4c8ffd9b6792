-- A review attempt asks only the questions missed last time. It is kept in history and
-- counted in total_attempts, but it never raises best_score or completion_percentage.
ALTER TABLE quiz_attempts ADD COLUMN kind TEXT NOT NULL DEFAULT 'full' CHECK (kind IN ('full', 'review'));
