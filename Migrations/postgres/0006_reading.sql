-- Migration 6: how well each page was read (SQLite migration 0004, issue 10), so the snapquiz binary
-- stores the same homework on both backends. ocr_text is what questions are built from; ocr_raw_text
-- is what the engine read, ocr_corrections each word that was changed. NULL: never graded.
ALTER TABLE homework ADD COLUMN ocr_raw_text text;
ALTER TABLE homework ADD COLUMN ocr_corrections jsonb
    CHECK (ocr_corrections IS NULL OR jsonb_typeof(ocr_corrections) = 'array');
ALTER TABLE homework ADD COLUMN reading_grade text
    CHECK (reading_grade IS NULL OR reading_grade IN ('good', 'fair', 'poor'));
ALTER TABLE homework ADD COLUMN reading_confidence real
    CHECK (reading_confidence IS NULL OR reading_confidence BETWEEN 0 AND 100);
ALTER TABLE homework ADD COLUMN reading_dictionary_rate real
    CHECK (reading_dictionary_rate IS NULL OR reading_dictionary_rate BETWEEN 0 AND 1);
ALTER TABLE homework ADD COLUMN reading_words integer
    CHECK (reading_words IS NULL OR reading_words >= 0);
