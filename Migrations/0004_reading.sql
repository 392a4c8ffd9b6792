-- How well each page was read (issue 10: spelling repair and the reading grade). Nothing is lost:
-- ocr_text is what questions are built from (misreads repaired, unreadable lines left out);
-- ocr_raw_text is what the engine read, ocr_corrections each word that was changed.
-- Rows stored before this migration have NULL here: they were never graded.
-- Released migrations are never edited: add a new file instead.
ALTER TABLE homework ADD COLUMN ocr_raw_text TEXT;
ALTER TABLE homework ADD COLUMN ocr_corrections TEXT
    CHECK (ocr_corrections IS NULL OR (json_valid(ocr_corrections) AND json_type(ocr_corrections) = 'array'));
ALTER TABLE homework ADD COLUMN reading_grade TEXT
    CHECK (reading_grade IS NULL OR reading_grade IN ('good', 'fair', 'poor'));
ALTER TABLE homework ADD COLUMN reading_confidence REAL
    CHECK (reading_confidence IS NULL OR reading_confidence BETWEEN 0 AND 100);
ALTER TABLE homework ADD COLUMN reading_dictionary_rate REAL
    CHECK (reading_dictionary_rate IS NULL OR reading_dictionary_rate BETWEEN 0 AND 1);
ALTER TABLE homework ADD COLUMN reading_words INTEGER
    CHECK (reading_words IS NULL OR reading_words >= 0);
