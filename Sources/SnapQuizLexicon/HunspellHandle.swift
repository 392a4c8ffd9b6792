import Foundation
internal import CHunspell

/// Owns one `Hunhandle*` for a `.aff`/`.dic` pair; not thread-safe, so `Lexicon` serialises every call.
final class HunspellHandle {
    private let handle: OpaquePointer
    let name: String

    /// Loads `<folder>/<name>.aff` and `.dic`; refuses missing files and non-UTF-8 dictionaries.
    init(folder: String, name: String, package: String) throws {
        let aff = "\(folder)/\(name).aff", dic = "\(folder)/\(name).dic"
        // Hunspell_create does not fail on a missing file: it returns a handle that knows no word.
        for file in [dic, aff] where !FileManager.default.isReadableFile(atPath: file) {
            throw LexiconError.missingDictionary(file: file, package: package)
        }
        guard let handle = Hunspell_create(aff, dic) else { throw LexiconError.unloadable(dictionary: "\(folder)/\(name)") }
        let encoding = Hunspell_get_dic_encoding(handle).map { String(cString: $0) } ?? "unknown"
        guard encoding.uppercased() == "UTF-8" else {
            Hunspell_destroy(handle)
            throw LexiconError.unsupportedEncoding(dictionary: "\(folder)/\(name)", encoding: encoding)
        }
        self.handle = handle
        self.name = name
    }

    deinit { Hunspell_destroy(handle) }

    func spell(_ word: String) -> Bool { Hunspell_spell(handle, word) != 0 }

    func suggest(_ word: String) -> [String] {
        var list: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
        let count = Int(Hunspell_suggest(handle, &list, word))
        guard count > 0, let words = list else { return [] }
        defer { Hunspell_free_list(handle, &list, Int32(count)) }
        return (0..<count).compactMap { words[$0].map { String(cString: $0) } }
    }
}
