import SnapQuizCore

/// Why the Hunspell dictionaries could not be loaded.
public enum LexiconError: SnapQuizFailure, Equatable {
    /// A dictionary file (`.dic` or `.aff`) is missing; `package` is the Debian package that ships it.
    case missingDictionary(file: String, package: String)
    /// Hunspell could not open the dictionary pair although both files exist.
    case unloadable(dictionary: String)
    /// The dictionary is not UTF-8 (`SET` in the `.aff`), so Swift strings cannot be passed to it as they are.
    case unsupportedEncoding(dictionary: String, encoding: String)
    /// A WordNet database file (parts of speech) is missing or unreadable.
    case missingWordNet(file: String)

    public var kind: FailureKind { .unavailable }

    public var description: String {
        switch self {
        case let .missingDictionary(file, package):
            "the Hunspell dictionary file \(file) is missing; install it (Debian: apt-get install \(package))"
        case let .unloadable(dictionary):
            "Hunspell could not load the dictionary \(dictionary) (.dic/.aff); reinstall it"
        case let .unsupportedEncoding(dictionary, encoding):
            "the Hunspell dictionary \(dictionary) is encoded as \(encoding), not UTF-8 (SET in its .aff); use the Debian hunspell-en-* packages"
        case let .missingWordNet(file):
            "the WordNet file \(file) is missing; install it (Debian: apt-get install wordnet-base)"
        }
    }
}
