import SnapQuizLexicon

/// The dictionary the generator checks options against: Hunspell's en_US and en_GB, loaded once per process.
enum DictionaryWords {
    /// Whether the English dictionaries know `word`. Without them installed (`scripts/install-deps.sh` installs
    /// them) every word passes, so a quiz can still be made, as before the check existed.
    static let knows: @Sendable (String) -> Bool = { word in
        guard let lexicon = Lexicon.shared else { return true }
        return lexicon.knows(word)
    }
}
