/// Image validation, Leptonica clean-up and Tesseract OCR (filled in by the ingestion issue).
public enum SnapQuizIngestModule {}
