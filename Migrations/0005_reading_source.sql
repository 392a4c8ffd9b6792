-- Who read each page (issue 10, item 8): 'tesseract', or 'llm:<model>' when a vision model transcribed a photo
-- that Tesseract could not read (handwriting, hopeless photos). Every page graded before this migration was
-- read by Tesseract; typed notes (no reading) stay NULL. An LLM's transcription has no word confidence, so
-- reading_confidence is NULL for it (the column already allows that).
-- Released migrations are never edited: add a new file instead.
ALTER TABLE homework ADD COLUMN reading_source TEXT
    CHECK (reading_source IS NULL OR reading_source = 'tesseract'
           OR (reading_source GLOB 'llm:?*' AND length(reading_source) <= 200));  -- GLOB: LIKE ignores case
UPDATE homework SET reading_source = 'tesseract' WHERE reading_grade IS NOT NULL;
