-- Migration 9: the words Tesseract doubted (SQLite migration 0007, issue 11): each word of ocr_text read below
-- confidence 90 everywhere the page shows it, as a JSON array of {"word": "mins", "confidence": 84.1}. NULL: nothing
-- recorded (rows stored before, typed notes, LLM transcriptions, pages with no doubted word).
ALTER TABLE homework ADD COLUMN ocr_doubted jsonb
    CHECK (ocr_doubted IS NULL OR jsonb_typeof(ocr_doubted) = 'array');
