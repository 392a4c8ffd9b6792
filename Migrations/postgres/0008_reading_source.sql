-- Migration 8: who read each page (SQLite migration 0005, issue 10 item 8): 'tesseract', or 'llm:<model>' when a
-- vision model transcribed a photo Tesseract could not read. Pages graded before were read by Tesseract; typed
-- notes (no reading) stay NULL. An LLM's transcription has no word confidence: reading_confidence is NULL for it.
ALTER TABLE homework ADD COLUMN reading_source text
    CHECK (reading_source IS NULL OR reading_source = 'tesseract'
           OR (reading_source LIKE 'llm:_%' AND length(reading_source) <= 200));
-- Row-level security is forced on homework: run as a superuser or BYPASSRLS administrator (as pg-migrate.sh
-- expects) the backfill reaches every row; snapquiz also reads a graded row with a NULL source as 'tesseract'.
UPDATE homework SET reading_source = 'tesseract' WHERE reading_grade IS NOT NULL;
