import Foundation

/// A revision sheet of questions with their answers ("Q: Who was the first Tudor king?" / "A: Henry VII, who won the
/// Battle of Bosworth in 1485."): each question asked as the sheet words it, its key the part of the answer that
/// answers it (a name for "Who …?" and "Which queen …?", a number for "How many …?", a year for "When …?"), the wrong
/// options the sheet's other answers of that kind. Such a sheet was read as a word list ("What does “Q” mean?") and
/// got no quiz.
enum RevisionAnswers {
    /// The labels that open a question or an answer line.
    static let labels: Set<String> = ["q", "a", "question", "answer", "ans"]

    struct Pair {
        var question: String
        var answer: String
        var line: Int
    }

    /// The question-and-answer pairs of `page`: a line labelled "Q:" (or "Question:") ending in "?", and the next line
    /// labelled "A:" (or "Answer:").
    static func pairs(of page: Page) -> [Pair] {
        func labelled(_ line: String, _ names: [String]) -> String? {
            for name in names {
                for mark in [":", ".", ")"] where line.lowercased().hasPrefix(name + mark) {
                    return String(line.dropFirst(name.count + mark.count)).trimmingCharacters(in: .whitespaces)
                }
            }
            return nil
        }
        var pairs: [Pair] = []
        for index in page.lines.indices.dropLast() {
            guard let question = labelled(page.lines[index], ["q", "question"]), question.hasSuffix("?"),
                  let answer = labelled(page.lines[index + 1], ["a", "answer", "ans"]), !answer.isEmpty else { continue }
            pairs.append(Pair(question: question, answer: answer, line: index))
        }
        return pairs
    }

    /// What answers `question` in `answer`: the name that opens it for "Who"/"Which", a number for "How many", a year
    /// for "When" or "In which year"; nil for any other question (a "Why" answer is a sentence no other answer stands
    /// beside as a wrong option).
    static func key(_ question: String, in answer: String) -> (key: String, kind: KeyKind)? {
        let asked = question.lowercased()
        let words = answer.split(separator: " ").map { String($0) }
        if asked.hasPrefix("who ") || asked.hasPrefix("which ") {
            // "Henry VII, who …", "Elizabeth I defeated …": the capitalised words that open the answer, to a comma.
            var name: [String] = []
            for word in words {
                let bare = word.trimmingCharacters(in: CharacterSet(charactersIn: ",.;:"))
                guard bare.first?.isUppercase == true || ["of", "the", "de", "von"].contains(bare) && !name.isEmpty else { break }
                name.append(bare)
                if word.hasSuffix(",") || word.hasSuffix(".") { break }
            }
            while let last = name.last, ["of", "the", "de", "von"].contains(last) { name.removeLast() }
            guard !name.isEmpty, !["The", "A", "An", "It", "He", "She", "They"].contains(name[0]) else { return nil }
            let key = name.joined(separator: " ")
            // The key is no repeat of the question ("Which Tudor queen …?" → "Tudor" would be).
            guard !asked.contains(key.lowercased()) else { return nil }
            return (key, .name)
        }
        if asked.hasPrefix("how many ") {
            for word in words {
                let bare = word.trimmingCharacters(in: CharacterSet(charactersIn: ",.;:")).lowercased()
                if RecallQuestions.numberWords[bare] != nil || (Int(bare) != nil && bare.count < 4) { return (bare, .count) }
            }
            return nil
        }
        if asked.hasPrefix("when ") || asked.hasPrefix("in which year") || asked.hasPrefix("in what year") {
            for word in words {
                let bare = word.trimmingCharacters(in: CharacterSet(charactersIn: ",.;:"))
                if bare.count == 4, let year = Int(bare), (1000...2100).contains(year) { return (bare, .year) }
            }
        }
        return nil
    }

    enum KeyKind { case name, count, year }

    static func candidates(page: Page, picker: DistractorPicker, random: inout QuizRandom) -> [Candidate] {
        let pairs = pairs(of: page)
        guard pairs.count >= 3 else { return [] }
        let keyed = pairs.compactMap { pair in key(pair.question, in: pair.answer).map { (pair, $0.key, $0.kind) } }
        // The wrong options: the sheet's other keys of the kind, and for names the other names its answers give.
        // People among people: "Church of England", "Battle of Bosworth" and "The Pope" are no answer to "Who …?".
        let names = Set(keyed.filter { $0.2 == .name }.map(\.1)
            + page.terms.filter { $0.kind == .name && $0.text.split(separator: " ").count <= 3 }.map(\.text))
            .filter(page.isPersonName)
        return keyed.compactMap { pair, key, kind in
            let stem = pair.question
            let pool: [String]
            switch kind {
            case .name: pool = names.filter { $0 != key && !pair.question.contains($0) && !key.contains($0) && !$0.contains(key) }.sorted()
            case .count:
                let value = RecallQuestions.numberWords[key] ?? Int(key) ?? 0
                let words = RecallQuestions.numberWords.filter { $0.value > 0 && $0.value != value && abs($0.value - value) <= 4 }.map(\.key)
                pool = Int(key) != nil ? (max(1, value - 3)...(value + 3)).filter { $0 != value }.map(String.init) : words.sorted()
            case .year:
                let value = Int(key) ?? 0
                // Past the present only if the answer is (`RecallQuestions.nudged`).
                let near = [value - 10, value + 12, value - 25, value + 30].filter { $0 <= RecallQuestions.latestWrongYear(for: value) }
                pool = keyed.filter { $0.2 == .year && $0.1 != key }.map(\.1) + near.map(String.init)
            }
            guard let distractors = picker.pick(for: key, from: pool, stem: stem, anyNumber: true, random: &random) else { return nil }
            let question = ItemText.question(stem, answer: key, distractors: distractors, evidence: pair.answer)
            return Candidate(kind: .pageQuestion, sentences: [pair.line + 30_000, pair.line + 30_001], question: question, score: 5,
                             position: pair.line)
        }
    }
}
