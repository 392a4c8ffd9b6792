import Foundation
import SnapQuizCore

/// A play scene's lines asked as a play: who says a line ("Who says “Where are my glasses?”” among the scene's
/// speakers), which line a character says, and what a stage direction has a character do as they speak. A scene's
/// speech read as prose gave 3 good questions of the Lost Ticket and the Storm, and no quiz.
enum PlayQuestions {
    /// One speech of the scene: its speaker as the page writes the name, the direction in brackets that opens it, and
    /// what is said.
    struct Speech {
        var speaker: String
        var direction: String?
        var words: String
        /// The page's line (or, for a name on its own line, the speech's line), to find its sentences.
        var line: String
    }

    /// The scene's speeches, when the page is one: four or more, by two or more speakers, each speaking more than
    /// once on average (a page of "NAME: …" lines naming each once is a list). Three layouts: "GRAN: Oh dear.",
    /// "GRAN. Oh dear." and "GRAN" on a line of its own above the speech.
    static func speeches(of page: Page) -> [Speech] {
        var speeches: [Speech] = []
        var pendingSpeaker: String?
        for line in page.lines {
            if let pending = pendingSpeaker, speakerName(line) == nil {
                speeches.append(speech(by: pending, saying: line))
                pendingSpeaker = nil
                continue
            }
            pendingSpeaker = nil
            if let name = speakerName(line) {
                pendingSpeaker = name
                continue
            }
            for mark in [":", "."] {
                guard let range = line.range(of: mark), let name = speakerName(String(line[..<range.lowerBound])) else { continue }
                let rest = line[range.upperBound...].trimmingCharacters(in: .whitespaces)
                guard !rest.isEmpty else { continue }
                speeches.append(speech(by: name, saying: rest))
                break
            }
        }
        let speakers = Set(speeches.map(\.speaker))
        guard speeches.count >= 4, speakers.count >= 2, speeches.count >= speakers.count + 2 else { return [] }
        return speeches
    }

    /// A speaker's name as a play writes it: one to three words in capitals ("GRAN", "TICKET INSPECTOR"), letters only.
    static func speakerName(_ text: String) -> String? {
        let name = text.trimmingCharacters(in: .whitespaces)
        let words = name.split(separator: " ")
        guard (1...3).contains(words.count), name.count >= 2,
              words.allSatisfy({ $0.count >= 2 && $0.allSatisfy { $0.isUppercase || $0 == "'" || $0 == "-" } }) else { return nil }
        return name
    }

    /// `text` without a speaker's label opening it or a quotation in it ("“MUM: Then bring …" → "“Then bring …").
    static func withoutLabels(_ text: String) -> String {
        text.split(separator: "“", omittingEmptySubsequences: false).map { piece in
            for mark in [": ", ". "] {
                if let range = piece.range(of: mark), speakerName(String(piece[..<range.lowerBound])) != nil {
                    return String(piece[range.upperBound...])
                }
            }
            return String(piece)
        }.joined(separator: "“")
    }

    private static func speech(by speaker: String, saying text: String) -> Speech {
        var words = text
        var direction: String?
        if let open = words.first, "([".contains(open), let close = words.firstIndex(where: { ")]".contains($0) }) {
            direction = String(words[words.index(after: words.startIndex)..<close]).trimmingCharacters(in: .whitespaces)
            words = words[words.index(after: close)...].trimmingCharacters(in: .whitespaces)
        }
        return Speech(speaker: speaker, direction: direction, words: words, line: text)
    }

    /// The opening of a speech, as quoted in a stem or an option: its first sentence, or more while that is under three
    /// words ("Dad!" alone or "Gone?" tells nothing of the scene). A long speech is known by its opening.
    static func quoted(_ words: String) -> String {
        var end = words.startIndex
        for (index, character) in zip(words.indices, words) where ".!?".contains(character) {
            let next = words.index(after: index)
            guard next == words.endIndex || words[next] == " " else { continue }
            end = next
            if words[..<end].split(separator: " ").count >= 3 { break }
        }
        return end == words.startIndex ? words : String(words[..<end])
    }

    /// The close of a speech, as a reply's cue: its last sentence, or more while that is under three words. A reply
    /// answers how a speech ends ("… Joe, fetch the torch from the drawer, please." → "There are no batteries in it."),
    /// and cued by its opening "It won't fall on the house." the reply read as none.
    static func closing(_ words: String) -> String {
        let sentences = TextAnalysis.sentences(in: words).map(\.text)
        var kept: [String] = []
        for sentence in sentences.reversed() {
            kept.insert(sentence, at: 0)
            if kept.joined(separator: " ").split(separator: " ").count >= 3 { break }
        }
        return kept.isEmpty ? words : kept.joined(separator: " ")
    }

    /// Whether two wrong-option candidates may stand beside `key`: no absolute word ("always") the key lacks (only a
    /// wrong option with one gives it away), and no "his" beside a key with "her" or the other way about.
    private static func canStand(_ option: String, beside key: String) -> Bool {
        let words = TextTokens.lowered(option), keyWords = TextTokens.lowered(key)
        let mismatched = keyWords.contains("her") && words.contains("his") || keyWords.contains("his") && words.contains("her")
        return !mismatched && (!ItemFlaws.hasAbsoluteTerm(option) || ItemFlaws.hasAbsoluteTerm(key))
    }

    static func candidates(page: Page, picker: DistractorPicker, random: inout QuizRandom) -> [Candidate] {
        let speeches = speeches(of: page).filter { !$0.words.isEmpty }
        guard !speeches.isEmpty else { return [] }
        let speakers = speeches.map(\.speaker).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        func sentences(of speech: Speech) -> Set<Int> {
            let opening = quoted(speech.words)
            return Set(page.sentences.filter { $0.text.contains(opening) || speech.line.contains($0.text) && $0.text.count > 3 }.map(\.index).prefix(1))
        }
        func named(_ name: String, in text: String) -> Bool {
            TextTokens.lowered(text).contains(name.lowercased().split(separator: " ").last.map(String.init) ?? name.lowercased())
        }
        var candidates: [Candidate] = []
        for (number, speech) in speeches.enumerated() {
            let line = quoted(speech.words)
            let position = sentences(of: speech).first ?? number
            // A line question stands on its speech's sentence and a place of its own: two places, so no pronoun opening the
            // quote is named ("He was chasing a ball" is the speaker's words, and the question was dropped unresolved). A
            // direction's question stands on the direction alone; one that quotes a line asked elsewhere is a leak the
            // assembler refuses.
            let asked = sentences(of: speech).union([100_000 + number])
            let wordCount = line.split(separator: " ").count
            guard (2...16).contains(wordCount) else { continue }
            // "Who says …?" among the scene's other speakers, where it has four.
            if speakers.count >= 4, !named(speech.speaker, in: line) {
                let stem = "In the scene, who says “\(line)”?"
                let others = speakers.filter { $0 != speech.speaker }
                if let distractors = picker.pick(for: speech.speaker, from: others, stem: stem, random: &random) {
                    let question = ItemText.question(stem, answer: speech.speaker, distractors: distractors, evidence: speech.line, explanation: "\(speech.speaker) says: “\(speech.words)”")
                    candidates.append(Candidate(kind: .playLine, sentences: asked, question: question, score: 3.3, position: position))
                }
            }
            // "Which of these does SAM say?" among other speakers' lines; none that names the speaker (a line spoken
            // to Gran is no line of Gran's, and a learner rules it out on its words alone).
            if !named(speech.speaker, in: line) {
                let others = speeches.filter { $0.speaker != speech.speaker }.map { quoted($0.words) }
                    .filter { !named(speech.speaker, in: $0) && (2...16).contains($0.split(separator: " ").count) && canStand($0, beside: line) }
                // Each stem its own (two alike are one question to the assembler, so a speaker was asked one line): by the
                // direction the line is said with, else as the speaker's first or last line.
                let own = speeches.indices.filter { speeches[$0].speaker == speech.speaker }
                let when: String
                if let direction = speech.direction, direction.split(separator: " ").first?.hasSuffix("ing") == true {
                    when = " while \(direction)"
                } else if own.count > 1, own.first == number {
                    when = " first"
                } else if own.count > 1, own.last == number {
                    when = " last"
                } else {
                    when = ""
                }
                let stem = "In the scene, which of these lines does \(speech.speaker) say\(when)?"
                let pool = others.reduce(into: [String]()) { if !$0.contains($1) && $1 != line { $0.append($1) } }
                    .sorted { abs($0.count - line.count) < abs($1.count - line.count) }
                if pool.count >= 3 {
                    let distractors = Array(pool.prefix(6).shuffled(using: &random).prefix(3))
                    let question = ItemText.question(stem, answer: line, distractors: distractors, evidence: speech.line, explanation: "\(speech.speaker) says: “\(speech.words)”")
                    candidates.append(Candidate(kind: .playLine, sentences: asked, question: question, score: 3.0, position: position))
                }
            }
            // "What does GRAN reply when SAM says …?": the next speech, by another speaker, among the scene's other lines.
            if number + 1 < speeches.count, case let reply = speeches[number + 1], reply.speaker != speech.speaker {
                let answer = quoted(reply.words)
                let pool = speeches.filter { $0.speaker != reply.speaker }.map { quoted($0.words) }
                    .filter { $0 != answer && !speech.words.hasPrefix($0) && !named(reply.speaker, in: $0) && (2...16).contains($0.split(separator: " ").count) && canStand($0, beside: answer) }
                    .reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
                let cue = closing(speech.words)
                let stem = "In the scene, what does \(reply.speaker) reply when \(speech.speaker) says “\(cue)”?"
                if (2...16).contains(answer.split(separator: " ").count), pool.count >= 3 {
                    let distractors = Array(pool.shuffled(using: &random).prefix(3))
                    let question = ItemText.question(stem, answer: answer, distractors: distractors, evidence: reply.line, explanation: "\(speech.speaker) says “\(cue)”, and \(reply.speaker) replies: “\(reply.words)”")
                    candidates.append(Candidate(kind: .playReply, sentences: [400_000 + number, 500_000 + number], question: question, score: 2.9, position: position))
                }
            }
            // "What is JOE doing as he says …?" from the direction that opens the speech, among the scene's other directions.
            if let direction = speech.direction, direction.split(separator: " ").count <= 8 {
                let ing = { (text: String) in text.split(separator: " ").first?.hasSuffix("ing") == true }
                let others = speeches.compactMap(\.direction).filter { $0 != direction && ing($0) == ing(direction) && $0.split(separator: " ").count <= 8 && canStand($0, beside: direction) }
                let pool = others.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
                let stem = ing(direction) ? "In the scene, what is \(speech.speaker) doing when saying “\(line)”?"
                    : "In the scene, how does \(speech.speaker) say “\(line)”?"
                if pool.count >= 3 {
                    let distractors = Array(pool.shuffled(using: &random).prefix(3))
                    let question = ItemText.question(stem, answer: direction, distractors: distractors, evidence: speech.line, explanation: "\(speech.speaker): “\(speech.line)”")
                    // Its stem quotes the line with its speaker, which answers "Who says …?" of that line: one place with it.
                    candidates.append(Candidate(kind: .stageDirection, sentences: [100_000 + number, 200_000 + number, 300_000 + number], question: question, score: 3.2, position: position))
                }
            }
        }
        return candidates + actions(page: page, speeches: speeches, random: &random)
    }

    /// "After HARE says “I shall have a little nap.”, what happens next in the scene?" → the stage direction on a line of its own
    /// that follows the speech ("HARE falls asleep"), among the scene's other such directions. A direction on its own line
    /// tells what happens on stage; read as prose it was dropped for its brackets, and a play of 17 speeches with four
    /// such lines made no quiz in 2 of 3 seeds: every "who says" key, a speaker, is named in the other questions' stems.
    static func actions(page: Page, speeches: [Speech], random: inout QuizRandom) -> [Candidate] {
        // Each direction line with the speech before it (the last speech whose line the page shows above it).
        var found: [(cue: Speech, number: Int, action: String, line: String)] = []
        var last: (speech: Speech, number: Int)?
        var next = speeches.startIndex
        for line in page.lines {
            let text = line.trimmingCharacters(in: .whitespaces)
            if next < speeches.endIndex, text.hasSuffix(speeches[next].line) {
                last = (speeches[next], next)
                next += 1
                continue
            }
            guard let open = text.first, "([".contains(open), let close = text.last, ")]".contains(close), text.count > 2 else { continue }
            let inside = String(text.dropFirst().dropLast())
            guard let cue = last, let first = TextAnalysis.sentences(in: inside).first?.text else { continue }
            let action = withoutFinalMark(first)
            guard (3...16).contains(action.split(separator: " ").count) else { continue }
            found.append((cue.speech, cue.number, action, text))
            last = nil
        }
        guard found.count >= 4 else { return [] }
        return found.enumerated().compactMap { number, entry in
            let others = found.map(\.action).filter { $0 != entry.action }
            // Not "In the scene, …" as the scene's other questions open: more than seven stems of ten opening alike fail the
            // quiz (`ItemFlaws.quizFlaws`), and a play's quiz of line questions stopped at nine.
            let stem = "After \(entry.cue.speaker) says “\(closing(entry.cue.words))”, what happens next in the scene?"
            let distractors = Array(others.shuffled(using: &random).prefix(3))
            guard distractors.count == 3 else { return nil }
            let question = ItemText.question(stem, answer: entry.action, distractors: distractors, evidence: entry.line,
                                             explanation: "\(entry.cue.speaker) says “\(entry.cue.words)”, and then: \(entry.line)")
            // A cue that is the line a "Who says …?" quotes (a speech of one sentence) shows it with its speaker: one place
            // with it. So is the reply to the same cue ("What does FOX reply when HARE says “I shall have a little nap.”?
            // → Look! The tortoise is passing the sleeping hare." tells that the hare falls asleep).
            let cue = (closing(entry.cue.words) == quoted(entry.cue.words) ? [100_000 + entry.number] : []) + [500_000 + entry.number]
            return Candidate(kind: .stageDirection, sentences: Set(cue + [600_000 + number]), question: question, score: 3.0,
                             position: 600_000 + number)
        }
    }
}
