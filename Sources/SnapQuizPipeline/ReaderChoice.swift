/// Who reads a photo (`--reader`): a closed set.
public enum ReaderChoice: String, CaseIterable, Sendable {
    /// Tesseract, then a vision model when the page was read poorly and one is configured.
    case auto
    /// Tesseract only (no network).
    case tesseract
    /// A vision model only; an error when none is configured.
    case llm
}

/// A quiz generator as `--generator` names it (SPEC §6): a closed set.
public enum GeneratorChoice: String, CaseIterable, Sendable {
    case auto, offline, openai, anthropic
}
