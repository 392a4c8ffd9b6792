-- The words Tesseract doubted (issue 11): each word of ocr_text read below confidence 90 everywhere the page shows
-- it, as a JSON array of {"word": "mins", "confidence": 84.1}, so the offline generator can leave a possible misread
-- that is itself a word ("mins" for "runs") out of answer keys, at ingest and at regenerate alike. Rows stored
-- before this migration, typed notes, LLM transcriptions and pages with no doubted word have NULL.
-- Released migrations are never edited: add a new file instead.
ALTER TABLE homework ADD COLUMN ocr_doubted TEXT
    CHECK (ocr_doubted IS NULL OR (json_valid(ocr_doubted) AND json_type(ocr_doubted) = 'array'));
