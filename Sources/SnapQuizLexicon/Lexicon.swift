import Foundation

/// English spelling from the Debian Hunspell dictionaries (en_US and en_GB): a word is known if either knows it.
///
/// Case follows Hunspell: a lower-case dictionary word is also accepted capitalised or in capitals
/// ("rivers", "Rivers", "RIVERS"), but a word the dictionary lists capitalised must be capitalised
/// ("Paris" is known, "paris" is not). Hunspell handles are not thread-safe, so every call is
/// serialised with a lock; for heavy parallel use give each worker its own `Lexicon`.
public final class Lexicon: @unchecked Sendable {
    /// Where Debian's hunspell-en-us and hunspell-en-gb put their dictionaries.
    public static let defaultFolder = "/usr/share/hunspell"

    private let handles: [HunspellHandle]
    private let lock = NSLock()
    /// `knows` answers (under `lock`): a quiz asks of the same words again and again, each time of two dictionaries.
    private var known: [String: Bool] = [:]

    private init(handles: [HunspellHandle]) {
        self.handles = handles
    }

    /// Loads en_US and en_GB from `folder`; throws `LexiconError` naming the missing file and its apt package.
    public static func english(folder: String = defaultFolder) throws -> Lexicon {
        Lexicon(handles: [
            try HunspellHandle(folder: folder, name: "en_US", package: "hunspell-en-us"),
            try HunspellHandle(folder: folder, name: "en_GB", package: "hunspell-en-gb"),
        ])
    }

    private static let loaded: Lexicon? = try? english()

    /// The process-wide English lexicon, loaded on first use; nil when the dictionaries are not installed.
    public static var shared: Lexicon? { loaded }

    /// Whether en_US or en_GB accepts `word` (case rules as Hunspell's; see the type's summary).
    public func knows(_ word: String) -> Bool {
        guard !word.isEmpty else { return false }
        lock.lock()
        defer { lock.unlock() }
        if let answer = known[word] { return answer }
        let answer = handles.contains { $0.spell(word) }
        known[word] = answer
        return answer
    }

    /// Whether every dictionary that knows `base` knows `form` too, and one does: a plural made by rule ("livestocks",
    /// which en_GB lists and en_US does not: an uncountable noun to one of them) is no word to offer.
    public func knowsEverywhere(_ form: String, as base: String) -> Bool {
        guard !form.isEmpty, !base.isEmpty else { return false }
        lock.lock()
        defer { lock.unlock() }
        let knowing = handles.filter { $0.spell(base) }
        return !knowing.isEmpty && knowing.allSatisfy { $0.spell(form) }
    }

    /// Hunspell's suggestions for `word`, best first: en_US's, then en_GB's not already given.
    public func suggestions(for word: String) -> [String] {
        guard !word.isEmpty else { return [] }
        lock.lock()
        defer { lock.unlock() }
        var seen = Set<String>()
        return handles.flatMap { $0.suggest(word) }.filter { seen.insert($0).inserted }
    }

    /// The first of `suggestions(for: word)` that is one of `candidates`. Each dictionary's suggest is slow (tens to
    /// hundreds of milliseconds a word), so en_GB is asked only when en_US suggests none of them, and a dictionary that
    /// knows none of `candidates` is not asked at all: Hunspell suggests only words its own dictionary accepts
    /// ("kdometres" on history-photo: en_US knows no "kilometres", and its suggest cost ~170 M instructions).
    public func firstSuggestion(for word: String, among candidates: Set<String>) -> String? {
        guard !word.isEmpty, !candidates.isEmpty else { return nil }
        lock.lock()
        defer { lock.unlock() }
        for handle in handles where candidates.contains(where: handle.spell) {
            if let found = handle.suggest(word).first(where: candidates.contains) { return found }
        }
        return nil
    }
}
