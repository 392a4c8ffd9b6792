import Foundation
import SnapQuizCore
import SnapQuizLexicon

/// Names whose kind the page itself says, where WordNet does not know them or a preposition misleads: a festival the
/// page calls one ("Diwali is one of the most important festivals", unknown to WordNet, and "at Diwali" made it a
/// place), a person set beside a role ("Lakshmi, the goddess of wealth": "pray to Lakshmi" made her a place), a people
/// listed with a people ("Sikhs and Jains"). Each stands only among its own kind: "He returned to the city of Diwali",
/// "Many also pray to Amritsar, the goddess of wealth" and "celebrated by Sikhs and _____ → Jains | Rama | Sita" were
/// answered by kind alone.
extension Page {
    /// The names (runs of capitalised words) a sentence of the page calls a festival: "Diwali is one of the most
    /// important festivals", "the festival of Holi", "Sikhs also celebrate Diwali", "the Diwali festival". Read from
    /// the sentences, not the page's name terms: a name that opens its sentence ("Diwali is the Hindu festival of
    /// lights") is no term, though a question may ask it.
    static func festivalNames(in sentences: [Sentence]) -> Set<String> {
        var found = Set<String>()
        for sentence in sentences {
            let raw = sentence.text.split(separator: " ").map(String.init)
            let words = raw.map { TextTokens.trimmed($0) }
            var start = 0
            while start < words.count {
                guard words[start].first?.isUppercase == true else { start += 1; continue }
                // The run of capitalised words from `start`, to a word that ends a phrase ("Diwali." or "Diwali,").
                var end = start + 1
                while end < words.count, words[end].first?.isUppercase == true, !raw[end - 1].hasSuffix(","), !raw[end - 1].hasSuffix(".") { end += 1 }
                defer { start = end }
                let name = words[start..<end].joined(separator: " ")
                // "It is a festival", "Many celebrate …": a sentence's opening word the language uses anyway is no name.
                guard !TextAnalysis.commonWords.contains(name.lowercased()), !openers.contains(name.lowercased()) else { continue }
                let before = start > 0 ? words[start - 1].lowercased() : ""
                let twoBefore = start > 1 ? words[start - 2].lowercased() : ""
                let after = words[end...].map { $0.lowercased() }
                let closed = raw[end - 1].hasSuffix(",") || raw[end - 1].hasSuffix(".")
                // A describing word says whose festival it is ("the Hindu festival"), no festival's name.
                let describes = WordNet.shared?.readings(of: name).contains { $0.partOfSpeech == .adjective } ?? false
                if before == "of" && festivalWords.contains(twoBefore) || before.hasPrefix("celebrat")
                    || !describes && !closed && after.first.map(festivalWords.contains) == true {
                    found.insert(name)
                // "Diwali is one of the most important festivals", "Hanukkah is the Jewish festival": what the name is,
                // with no other thing named between ("York was the site of a festival").
                } else if !closed, let verb = after.first, ["is", "was"].contains(verb),
                          let at = after.dropFirst().prefix(8).firstIndex(where: festivalWords.contains),
                          !raw[end..<(end + at)].contains(where: { $0.hasSuffix(",") || $0.hasSuffix(".") }),
                          words[(end + 1)..<(end + at)].allSatisfy({ $0.first?.isUppercase == true || $0 == "one"
                              || WordNet.shared?.commonest($0.lowercased())?.partOfSpeech != .noun }) {
                    found.insert(name)
                }
            }
        }
        return found
    }

    /// Capitalised words that open a sentence and name nothing: "It is a festival", "This is the feast".
    private static let openers: Set<String> = ["it", "this", "that", "there", "many", "some", "most", "each", "every", "all", "one"]

    /// Words that say a name is a festival.
    static let festivalWords: Set<String> = ["festival", "festivals", "holiday", "holidays", "feast", "feasts", "celebration", "celebrations"]

    /// Whether WordNet knows a one-word name only as a person (every commonest sense noun.person: "Lakshmi", "Hadrian"),
    /// never as a place: such a name after "to" is whom one prays or writes to ("pray to Lakshmi"), no place one goes.
    static func namesOnlyPerson(_ name: String) -> Bool {
        guard !name.contains(" "), let categories = WordNet.shared?.readings(of: name.lowercased()).first(where: { $0.partOfSpeech == .noun })?.categories,
              !categories.isEmpty else { return false }
        return categories.allSatisfy { $0 == WordNet.people }
    }

    /// Whether the words after a name in its sentence set a person's role beside it: ", the goddess of wealth,", ", a
    /// naval official,", ", the wife of Prince Rama,". The role's head is the word before its "of", else its last word,
    /// and WordNet reads it first as a person ("the capital of Sudan" is no person's role).
    static func rolesPerson(after name: String, in sentence: String) -> Bool {
        guard let range = sentence.range(of: name), sentence[range.upperBound...].hasPrefix(", ") else { return false }
        let after = sentence[range.upperBound...].split(separator: " ")
        guard let opener = after.dropFirst().first, ["a", "an", "the"].contains(TextTokens.trimmed(String(opener)).lowercased()),
              let close = after.prefix(7).dropFirst(2).firstIndex(where: { $0.hasSuffix(",") && $0.count > 1 }) else { return false }
        let role = Array(after[2...close])
        let of = role.firstIndex { TextTokens.trimmed(String($0)).lowercased() == "of" }
        let head = of.map { $0 > 0 ? role[$0 - 1] : nil } ?? role.last
        return head.map { isPersonNoun(String($0)) } ?? false
    }

    /// One-word plural names the page lists with a people WordNet knows (`isPluralPeople`): "Sikhs and Jains", "Hindus,
    /// Sikhs and Jains", "the Angles, the Saxons and the Jutes". WordNet does not know "Jains" (and reads "jutes" as a
    /// fibre); listed so, they are a people too, never one person nor a thing.
    static func peoplesListed(among names: [KeyTerm], in sentences: [Sentence]) -> Set<String> {
        let candidates = Set(names.map(\.text).filter { !$0.contains(" ") && $0.hasSuffix("s") && $0.count > 3 })
        var found = Set<String>()
        for sentence in sentences {
            // "the" before each name of the list is passed over: "the Saxons and the Jutes".
            let raw = sentence.text.split(separator: " ").map(String.init).filter { TextTokens.trimmed($0).lowercased() != "the" }
            let words = raw.map { TextTokens.trimmed($0) }
            for (index, word) in words.enumerated() where candidates.contains(word) {
                // The neighbour across "and", "or" or a comma.
                var neighbours: [String] = []
                if index >= 2, ["and", "or"].contains(words[index - 1]) { neighbours.append(words[index - 2]) }
                if index >= 1, raw[index - 1].hasSuffix(",") { neighbours.append(words[index - 1]) }
                if index + 2 < words.count, ["and", "or"].contains(words[index + 1]) { neighbours.append(words[index + 2]) }
                if index + 1 < words.count, raw[index].hasSuffix(",") { neighbours.append(words[index + 1]) }
                if neighbours.contains(where: { $0 != word && isPluralPeople($0) }) { found.insert(word) }
            }
        }
        return found
    }
}

extension Page {
    /// "the twins Romulus and _____ → Remus | Augustus | Romulus Augustulus | Latin": beside a person, the people the
    /// page names only as the owners of a named thing ("Hadrian's Wall", "Stephenson's Rocket"), each a one-word name
    /// WordNet files first as a person and no place, not written after another capitalised word ("St Paul's Cathedral"
    /// names a church, not Paul). (Only where the page named fewer than three others, "Romulus", in the stem, was one
    /// of the three, and the question still took "Latin".)
    func ownersNamed(besides found: [String], key name: String) -> [String] {
        guard isPersonLike(name), !isPeopleName(name) else { return [] }
        var owners: [String] = []
        for sentence in statements {
            let raw = sentence.text.split(separator: " ").map(String.init)
            for (index, word) in raw.enumerated().dropLast() where word.hasSuffix("'s") || word.hasSuffix("’s") {
                let owner = String(word.dropLast(2))
                guard owner.first?.isUppercase == true, owner.count > 2, owner.allSatisfy(\.isLetter),
                      raw[index + 1].first?.isUppercase == true,
                      index == 0 || raw[index - 1].first?.isUppercase != true || raw[index - 1] == "The",
                      owner != name, !found.contains(owner), !owners.contains(owner), !name.split(separator: " ").contains(Substring(owner)),
                      Self.nounCategory(of: owner) == WordNet.people, !Self.isPlaceInWordNet(owner), !Self.isLanguageName(owner)
                else { continue }
                owners.append(owner)
            }
        }
        return owners
    }
}
