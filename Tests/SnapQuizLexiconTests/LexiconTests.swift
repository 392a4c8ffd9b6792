import Foundation
import Testing
@testable import SnapQuizLexicon

/// Against the real Debian dictionaries in /usr/share/hunspell (hunspell-en-us, hunspell-en-gb).
@Suite struct LexiconTests {
    static let lexicon: Lexicon? = Lexicon.shared

    @Test func knowsWordsOfTheDemoPage() throws {
        let lexicon = try #require(Self.lexicon, "install hunspell-en-us and hunspell-en-gb")
        for word in ["transpiration", "rivers", "warm", "ground", "begins", "runs"] {
            #expect(lexicon.knows(word), "\(word)")
        }
    }

    @Test func eitherSpellingIsKnown() throws {
        let lexicon = try #require(Self.lexicon)
        #expect(lexicon.knows("colour"))  // en_GB only
        #expect(lexicon.knows("color"))   // en_US
    }

    @Test func rejectsOCRMisreads() throws {
        let lexicon = try #require(Self.lexicon)
        for word in ["nivers", "beyins", "qround", "warin", ""] {
            #expect(!lexicon.knows(word), "\(word)")
        }
    }

    @Test func caseIsHunspells() throws {
        let lexicon = try #require(Self.lexicon)
        #expect(lexicon.knows("Rivers") && lexicon.knows("RIVERS"))
        #expect(lexicon.knows("Paris"))
        #expect(!lexicon.knows("paris"))
    }

    /// `knows` remembers its answers: asked again, and in the other case, each word gets what a fresh lexicon says.
    @Test func rememberedAnswersAreHunspells() throws {
        let lexicon = try #require(Self.lexicon)
        let fresh = try Lexicon.english()
        for word in ["Paris", "paris", "rivers", "Rivers", "nivers", "colour", "qround", "Romulus", "romulus"] {
            let first = lexicon.knows(word)
            #expect(lexicon.knows(word) == first && fresh.knows(word) == first, "\(word)")
        }
        #expect(lexicon.knows("Paris") && !lexicon.knows("paris"))
    }

    @Test func suggestsTheWordOCRMisread() throws {
        let lexicon = try #require(Self.lexicon)
        #expect(lexicon.suggestions(for: "nivers").contains("rivers"))
        #expect(lexicon.suggestions(for: "beyins").contains("begins"))
    }

    @Test func firstSuggestionIsTheFirstOfAllSuggestionsAmongTheCandidates() throws {
        let lexicon = try #require(Self.lexicon)
        // "colour" and "honour" only en_GB suggests: asked of en_GB when en_US has none taken. "kilometres" en_US does
        // not know, so only en_GB is asked for "kdometres"; the answer must be the one asking both would give.
        for (word, taken) in [("nivers", ["rivers"]), ("coluor", ["colour"]), ("honuor", ["honour", "honor"]),
                              ("beyins", ["begins", "beings"]), ("qround", ["nothing"]), ("kdometres", ["kilometres"]),
                              ("kdometers", ["kilometers", "kilometres"])] {
            let candidates = Set(taken)
            #expect(lexicon.firstSuggestion(for: word, among: candidates) == lexicon.suggestions(for: word).first(where: candidates.contains),
                    "\(word)")
        }
        #expect(lexicon.firstSuggestion(for: "coluor", among: ["colour"]) == "colour")
        #expect(lexicon.firstSuggestion(for: "kdometres", among: ["kilometres"]) == "kilometres")
        #expect(lexicon.firstSuggestion(for: "nivers", among: []) == nil)
    }

    @Test func aMissingDictionaryIsNamedWithItsPackage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lexicon-\(UUID().uuidString)").path
        #expect(throws: LexiconError.missingDictionary(file: "\(folder)/en_US.dic", package: "hunspell-en-us")) {
            try Lexicon.english(folder: folder)
        }
    }

    @Test func aMissingSecondDictionaryIsNamed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lexicon-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for ext in ["aff", "dic"] {
            try FileManager.default.copyItem(atPath: "\(Lexicon.defaultFolder)/en_US.\(ext)", toPath: folder.appendingPathComponent("en_US.\(ext)").path)
        }
        #expect(throws: LexiconError.missingDictionary(file: "\(folder.path)/en_GB.dic", package: "hunspell-en-gb")) {
            try Lexicon.english(folder: folder.path)
        }
    }

    @Test func concurrentCallersGetTheSameAnswers() async throws {
        let lexicon = try #require(Self.lexicon)
        let results = await withTaskGroup(of: Bool.self) { group in
            for index in 0..<16 {
                group.addTask { lexicon.knows(index.isMultiple(of: 2) ? "rivers" : "nivers") == index.isMultiple(of: 2) }
            }
            return await group.reduce(true) { $0 && $1 }
        }
        #expect(results)
    }
}
