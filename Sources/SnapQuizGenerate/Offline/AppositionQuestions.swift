import Foundation

/// A name and what it was, set side by side between commas: "the last emperor, Romulus Augustulus," → "Who was the last
/// emperor, according to the text?"; "Khartoum, the capital of Sudan," → "What is the capital of Sudan, according to the
/// text?". The page's other names of the same kind are the wrong options. A short page of history or geography (the
/// Roman Empire photos gave eight or nine questions) often says who or what someone was only so.
enum AppositionQuestions {
    /// A name and the words that say what it is ("the last emperor", "a naval official").
    struct Apposition: Equatable {
        var name: String
        var role: String
    }

    static func candidates(page: Page, picker: DistractorPicker, random: inout QuizRandom) -> [Candidate] {
        var result: [Candidate] = []
        var asked = Set<String>()
        // "gave him a daughter, Mary" and "gave birth to a daughter, Elizabeth": "Who was a daughter?" has two answers, and
        // a bare "a daughter" none a teacher would ask. A role the page gives twice, or an article and one noun, is not asked.
        let roles = Dictionary(grouping: page.statements.flatMap { appositions(in: $0.text) }, by: \.role).mapValues(\.count)
        for sentence in page.statements {
            for found in appositions(in: sentence.text) where asked.insert(found.name).inserted {
                let roleWords = found.role.split(separator: " ")
                guard roles[found.role, default: 0] < 2, !(roleWords.count == 2 && ["a", "an"].contains(roleWords[0])) else { continue }
                guard page.pool(.name).contains(found.name) || Page.isNameLike(found.name), page.words.isClean(found.name + " " + found.role)
                else { continue }
                let isPerson = page.isPersonLike(found.name)
                let be = ClauseQuestions.isPast(sentence.text) ? "was" : "is"
                let stem = "\(isPerson ? "Who" : "What") \(be) \(found.role), according to the text?"
                guard let picked = page.nameDistractors(for: found.name, from: page.pool(.name), stem: stem, picker: picker, random: &random)
                else { continue }
                let question = ItemText.question(stem, answer: found.name, distractors: picked.options, evidence: sentence.text)
                var candidate = Candidate(kind: .who, sentences: [sentence.index], question: question, score: 3.5, position: sentence.index)
                candidate.mixedKinds = picked.mixed
                result.append(candidate)
            }
        }
        return result
    }

    /// The appositions of a sentence: "the ROLE, Name," or "Name, the ROLE," (or "a ROLE"), the role one to six words in
    /// lower case with no verb of being, the name a run of capitalised words that is not the sentence's first word alone.
    static func appositions(in sentence: String) -> [Apposition] {
        let words = sentence.split(separator: " ").map(String.init)
        var found: [Apposition] = []
        let articles: Set<String> = ["the", "a", "an"]
        // A role's words are in lower case but for a name after "of" or "in" ("the capital of Sudan").
        func isRoleWord(_ at: Int) -> Bool {
            let bare = words[at].trimmingCharacters(in: CharacterSet(charactersIn: ",."))
            let named = bare.first?.isUppercase == true && at > 0 && ["of", "in"].contains(words[at - 1])
            return (bare.first?.isLowercase == true || named) && bare.allSatisfy { $0.isLetter || $0 == "-" || $0 == "'" }
                && !["is", "are", "was", "were", "who", "which", "that", "and", "or", "but", "such", "as"].contains(bare)
        }
        // A run of capitalised words from `start` ending in a comma: its words without the comma, and the index after it.
        func name(from start: Int) -> (text: String, end: Int)? {
            var index = start
            var parts: [String] = []
            while index < words.count, let first = words[index].first, first.isUppercase {
                parts.append(words[index])
                if words[index].hasSuffix(",") {
                    let text = parts.joined(separator: " ").dropLast()
                    return text.contains(where: \.isLetter) ? (String(text), index + 1) : nil
                }
                index += 1
            }
            return nil
        }
        // "the ROLE, Name,": the role ends with a comma, the name follows and ends with one.
        for start in words.indices where articles.contains(words[start].lowercased()) {
            var end = start + 1
            while end < words.count, end - start <= 6, isRoleWord(end), !words[end].hasSuffix(",") { end += 1 }
            guard end < words.count, end > start, isRoleWord(end), words[end].hasSuffix(","), end - start <= 6,
                  let named = name(from: end + 1) else { continue }
            // "The four inner planets, Mercury, Venus, Earth and Mars,": a group and its list, no role and its name ("What
            // is the four inner planets?"); `ExampleQuestions` asks it.
            if named.end < words.count, words[named.end].first?.isUppercase == true { continue }
            let role = ([words[start].lowercased()] + words[(start + 1)...end]).joined(separator: " ").dropLast()
            found.append(Apposition(name: named.text, role: String(role)))
        }
        // "Name, the ROLE,": a name opening the sentence or after a lower-case word, then the role between commas.
        for start in words.indices where start == 0 || words[start - 1].first?.isLowercase == true {
            guard let named = name(from: start), named.end < words.count, articles.contains(words[named.end].lowercased()) else { continue }
            // A sentence's first word alone ("Later, the …") is no name.
            if start == 0, !named.text.contains(" "), !(named.text.first?.isUppercase == true && named.text.dropFirst().contains(where: \.isUppercase)) {
                guard TextAnalysis.commonWords.contains(named.text.lowercased()) == false, !DictionaryWords.knows(named.text.lowercased()) else { continue }
            }
            // The role ends at a comma, or with the sentence ("at Khartoum, the capital of Sudan.").
            let closes = { (at: Int) in words[at].hasSuffix(",") || at == words.count - 1 && words[at].hasSuffix(".") }
            var end = named.end + 1
            while end < words.count, end - named.end <= 6, isRoleWord(end), !closes(end) { end += 1 }
            guard end < words.count, end > named.end, isRoleWord(end), closes(end), end - named.end <= 6 else { continue }
            let role = ([words[named.end].lowercased()] + words[(named.end + 1)...end]).joined(separator: " ").dropLast()
            found.append(Apposition(name: named.text, role: String(role)))
        }
        return found
    }
}
