import Foundation
import SnapQuizLexicon

/// What a method says beside its order: why a step is done ("Stir the mixture all the time to stop it burning"), how long
/// it goes on ("until the batter is smooth"), what it is done with ("with the stirring rod") and when a safety rule holds
/// ("Wear goggles when you stir the hot solution"). An eight-step method gave five good questions and no quiz.
extension ProcedureQuestions {
    /// A command read as its verb, what it acts on (one to ten words, no comma, nothing that stands for something
    /// else) and the clause that follows.
    struct Command {
        var verb: String
        var object: [String]
        var clause: String
        var step: Int
    }

    /// Verbs whose "to …" is what they take, not what they are done for ("Leave the batter to rest").
    private static let takingInfinitive = PurposeQuestions.takingInfinitive.union(["leave", "wait", "ask", "remember"])

    /// `text` read up to the first word `opens` accepts, as a command and its clause; the object is what lies between
    /// the verb (or the last verb after "and": "Add the salt and stir until …" asks of stirring) and that word.
    static func command(_ text: String, step: Int, longest: Int = 10, opens: ([String], Int) -> Bool) -> Command? {
        let words = text.split(separator: " ").map(String.init)
        guard words.count >= 3, let mark = (1..<words.count).first(where: { opens(words, $0) }) else { return nil }
        var start = 0
        if let and = words[..<mark].lastIndex(where: { $0.lowercased() == "and" }), and + 1 < mark, opensWithCommand([words[and + 1].capitalized] + Array(words[(and + 2)...])) {
            start = and + 1
        }
        let object = Array(words[(start + 1)..<mark])
        let pronouns: Set<String> = ["it", "them", "they", "this", "these", "those", "one"]
        guard object.count <= longest, !object.contains(where: { $0.hasSuffix(",") || $0.hasSuffix(";") || pronouns.contains(TextTokens.trimmed($0).lowercased()) })
        else { return nil }
        var clause = words[mark...].joined(separator: " ")
        for cut in [", and ", ", but ", ", then ", "; ", ", which "] {
            if let range = clause.range(of: cut) { clause = String(clause[..<range.lowerBound]) }
        }
        clause = withoutFinalMark(clause)
        let clauseWords = clause.split(separator: " ").map { TextTokens.trimmed(String($0)).lowercased() }
        guard (2...14).contains(clauseWords.count) else { return nil }
        return Command(verb: words[start].lowercased(), object: object, clause: clause, step: step)
    }

    /// What the command asks of in a stem: "stir the mixture all the time".
    static func doing(_ command: Command) -> String { ([command.verb] + command.object).joined(separator: " ") }

    /// The page's commands that are no step: its safety lines ("Safety: Wear goggles when you stir the hot solution.").
    static func rules(of page: Page, besides steps: [Step]) -> [String] {
        let asked = Set(steps.compactMap(\.sentence))
        return page.sentences.compactMap { sentence -> String? in
            guard !asked.contains(sentence.index), !sentence.isHeading else { return nil }
            var text = sentence.text
            if let colon = text.firstIndex(of: ":"), text[..<colon].split(separator: " ").count <= 2 {
                text = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
            return command(in: text)
        }
    }

    /// "Stir the mixture all the time to stop it burning." → "In the method, why do you stir the mixture all the time?
    /// → to stop it burning"; a safety line's "Wear goggles to protect your eyes" → "Why should you wear goggles?". Wrong
    /// options the method's other purposes, then its other steps put as purposes ("to cut the flapjacks into squares").
    static func purposes(_ steps: [Step], page: Page, picker: DistractorPicker, random: inout QuizRandom) -> [Candidate] {
        guard let wordNet = WordNet.shared else { return [] }
        let opens = { (words: [String], at: Int) -> Bool in
            let word = words[at].lowercased()
            if word == "so", at + 1 < words.count { return words[at + 1].lowercased() == "that" }
            guard word == "to", at + 1 < words.count, !takingInfinitive.contains(words[0].lowercased()) else { return false }
            let next = TextTokens.trimmed(words[at + 1]).lowercased()
            return next != "be" && !RecallQuestions.determiners.contains(next) && wordNet.readings(of: next).contains { $0.partOfSpeech == .verb && !$0.inflected }
        }
        let texts = steps.map(\.text) + rules(of: page, besides: steps)
        let found = texts.enumerated().compactMap { index, text in command(text, step: index, opens: opens) }
        // The other steps as what one might do them for: "to melt the butter, sugar and syrup" (up to a comma or a clause).
        let made = steps.enumerated().compactMap { index, step -> (Int, String)? in
            var words = step.text.split(separator: " ").map(String.init)
            // ("Ask an adult to …" is done for nothing of its own; "Weave the strip over and under the slits" goes on past
            // its "and", "Melt the butter and stir" stops there.)
            guard !takingInfinitive.contains(words[0].lowercased()) else { return nil }
            if let cut = words.indices.first(where: { at in
                ["to", "so", "until", "when", "before", "after"].contains(words[at].lowercased())
                    || words[at].lowercased() == "and" && at + 1 < words.count && opensWithCommand([words[at + 1].capitalized] + Array(words[(at + 2)...]))
            }) { words = Array(words[..<cut]) }
            if let comma = words.firstIndex(where: { $0.hasSuffix(",") }) { words = Array(words[...comma]) }
            let phrase = withoutFinalMark(words.joined(separator: " "))
            guard (3...9).contains(words.count) else { return nil }
            return (index, "to " + phrase.prefix(1).lowercased() + phrase.dropFirst())
        }
        return found.compactMap { purpose in
            let onStep = purpose.step < steps.count
            let stem = (onStep ? "In the method, why do you " : "Why should you ") + doing(purpose) + "?"
            let isSoThat = purpose.clause.hasPrefix("so")
            let others = found.filter { $0.step != purpose.step }.map(\.clause)
            let same = others.filter { $0.hasPrefix("so") == isSoThat }
            return question(stem, answer: purpose.clause, from: others + made.filter { $0.0 != purpose.step }.map(\.1), preferring: same,
                            on: purpose.step, of: texts, steps: steps, page: page, score: 3.9, picker: picker, random: &random)
        }
    }

    /// "Stir the water with the stirring rod until all the salt has dissolved." → "In the method, how long do you stir the
    /// water with the stirring rod? → until all the salt has dissolved"; wrong options the method's other "until"s and
    /// times ("until the batter is smooth", "for twenty minutes").
    static func untils(_ steps: [Step], picker: DistractorPicker, random: inout QuizRandom) -> [Candidate] {
        let all = steps.enumerated().compactMap { index, step in
            command(step.text, step: index, longest: 16) { words, at in words[at].lowercased() == "until" && !words[at - 1].hasSuffix(",") }
        }.filter { !$0.object.contains { $0.lowercased() == "for" } }
        // A key says what it waits for ("until they are golden" says nothing alone) in a stem of a readable length; a wrong
        // option may be any other wait.
        let found = all.filter { $0.object.count <= 10 && !$0.clause.split(separator: " ").contains { ["it", "they", "them"].contains($0.lowercased()) } }
        let times = steps.compactMap { step in Regex.firstMatch(#"\bfor (about |around )?(\d+|[a-z]+) (seconds?|minutes?|hours?|days?|weeks?)\b"#, in: step.text)?.group(0) }
        return found.compactMap { asked in
            let stem = "In the method, how long do you \(doing(asked))?"
            let others = all.filter { $0.step != asked.step }.map(\.clause)
            guard let picked = picker.pick(for: asked.clause, from: others + times, stem: stem, anyNumber: true, random: &random),
                  let distractors = picker.preferring(others, over: picked, for: asked.clause, stem: stem, random: &random) else { return nil }
            let question = ItemText.question(stem, answer: asked.clause, distractors: distractors, evidence: steps[asked.step].text)
            return Candidate(kind: .procedure, sentences: sentences(steps, asked.step), question: question, score: 3.5,
                             position: steps[asked.step].sentence ?? 60_000 + asked.step)
        }
    }

    /// "Wear goggles when you stir the hot solution." → "When should you wear goggles? → when you stir the hot solution";
    /// wrong options the page's other times of the same word, then its steps put that way ("when you fill the jam jar
    /// with hot water").
    static func whens(_ steps: [Step], page: Page, picker: DistractorPicker, random: inout QuizRandom) -> [Candidate] {
        let openers: Set<String> = ["when", "before", "after", "while"]
        let texts = steps.map(\.text) + rules(of: page, besides: steps)
        let found = texts.enumerated().compactMap { index, text in
            command(text, step: index) { words, at in openers.contains(words[at].lowercased()) && !words[at - 1].hasSuffix(",") }
        }
        return found.compactMap { asked in
            let onStep = asked.step < steps.count
            let stem = (onStep ? "In the method, when do you " : "When should you ") + doing(asked) + "?"
            let opener = String(asked.clause.split(separator: " ")[0]).lowercased()
            let sameWord = found.filter { $0.step != asked.step && $0.clause.lowercased().hasPrefix(opener + " ") }.map(\.clause)
            // Steps as times: "before you fold the filter paper" (the step's verb and object, up to any clause of its own).
            // (Only for a time put that way: "after touching the lard" among "after you pour …" is the odd one out.)
            let asTimes = !asked.clause.lowercased().hasPrefix(opener + " you ") ? [] : steps.indices.filter { $0 != asked.step }.compactMap { index -> String? in
                var words = steps[index].text.split(separator: " ").map(String.init)
                if let cut = words.firstIndex(where: { ["to", "so", "until", "when", "before", "after", "and", "for"].contains($0.lowercased()) }) { words = Array(words[..<cut]) }
                guard (2...7).contains(words.count), !words.contains(where: { $0.hasSuffix(",") }) else { return nil }
                return opener + " you " + withoutFinalMark(words.joined(separator: " ")).lowercased()
            }
            return question(stem, answer: asked.clause, from: sameWord + asTimes, preferring: sameWord, on: asked.step, of: texts, steps: steps,
                            page: page, score: 3.7, anyNumber: true, picker: picker, random: &random)
        }
    }

    /// The question `stem` on step or rule `index` of `texts` (a step of `steps` below their count, else a line of the
    /// page's rules), keyed `answer`: wrong options from `pool`, those of `preferred` first. A why and a when are put alike.
    private static func question(_ stem: String, answer: String, from pool: [String], preferring preferred: [String], on index: Int,
                                 of texts: [String], steps: [Step], page: Page, score: Double, anyNumber: Bool = false,
                                 picker: DistractorPicker, random: inout QuizRandom) -> Candidate? {
        let pool = pool.filter { !ItemFlaws.appears($0, in: stem) }
        guard let picked = picker.pick(for: answer, from: pool, stem: stem, anyNumber: anyNumber, random: &random),
              let distractors = picker.preferring(preferred, over: picked, for: answer, stem: stem, random: &random) else { return nil }
        let text = texts[index]
        let question = ItemText.question(stem, answer: answer, distractors: distractors, evidence: text)
        let sentence = index < steps.count ? sentences(steps, index) : Set(page.sentences.filter { $0.text.contains(text) }.map(\.index).prefix(1))
        return Candidate(kind: .causeEffect, sentences: sentence.isEmpty ? [70_000 + index] : sentence, question: question, score: score,
                         position: sentence.min() ?? 70_000 + index)
    }

    /// "Stir the water with the stirring rod until …" → "In the method, what do you stir the water with? → the stirring
    /// rod", among the method's other tools and what its equipment list names (things made, by WordNet).
    static func tools(_ steps: [Step], page: Page, picker: DistractorPicker, random: inout QuizRandom) -> [Candidate] {
        let artifact: Set<Int> = [6]
        var found: [(command: Command, tool: String)] = []
        for (index, step) in steps.enumerated() {
            var tool = 0..<0
            guard let asked = command(step.text, step: index, opens: { words, at in
                guard words[at].lowercased() == "with", let end = StoryQuestions.nounPhrase(in: words, from: at + 1, kinds: artifact, page: page),
                      end == words.count || words[end].lowercased() != "of" else { return false }
                tool = (at + 2)..<end
                return true
            }), !tool.isEmpty else { continue }
            let words = step.text.split(separator: " ").map(String.init)
            found.append((asked, "the " + withoutFinalMark(words[tool].joined(separator: " "))))
        }
        guard !found.isEmpty else { return [] }
        // The equipment list's things: "two beakers, a measuring cylinder, a thermometer" → "the measuring cylinder".
        var listed: [String] = []
        for paragraph in labelledParagraphs(page.text) {
            let label = paragraph.prefix { $0 != ":" }.lowercased()
            guard listsNeeds(paragraph), label != "ingredients" else { continue }
            let items = paragraph.dropFirst(label.count + 1).replacingOccurrences(of: " and ", with: ", ").split(separator: ",")
            for item in items {
                var words = withoutFinalMark(String(item)).split(separator: " ").map(String.init)
                if let first = words.first?.lowercased(), ["a", "an", "the", "some"].contains(first) { words.removeFirst() }
                guard (1...3).contains(words.count), let head = words.last, head == head.lowercased(), head.allSatisfy(\.isLetter),
                      page.words.isCleanWord(head), StoryQuestions.kind(of: head, among: artifact) != nil else { continue }
                listed.append("the " + words.joined(separator: " "))
            }
        }
        // And the things the steps handle ("Crack three eggs into a bowl" → "the bowl"), each with its step: a method without
        // a list still has its tools.
        var handled: [(step: Int, thing: String)] = []
        for (index, step) in steps.enumerated() {
            let words = step.text.split(separator: " ").map(String.init)
            for at in words.indices {
                guard let end = StoryQuestions.nounPhrase(in: words, from: at, kinds: artifact, page: page), end == words.count || words[end].lowercased() != "of"
                else { continue }
                handled.append((index, "the " + withoutFinalMark(words[(at + 1)..<end].joined(separator: " "))))
            }
        }
        return found.compactMap { asked in
            let stem = "In the method, what do you \(doing(asked.command)) with?"
            let head = asked.tool.split(separator: " ").last.map(String.init) ?? asked.tool
            let others = found.filter { $0.command.step != asked.command.step }.map(\.tool) + handled.filter { $0.step != asked.command.step }.map(\.thing)
            var pool = Array(Set(others + listed)).sorted().filter { $0 != asked.tool && !$0.hasSuffix(" " + head) && !ItemFlaws.appears($0, in: stem) }
            // "the clean tea towel" and "the tea towel" are one thing: the shorter name stands for both.
            pool = pool.filter { phrase in !pool.contains { $0 != phrase && phrase.hasSuffix(" " + $0.dropFirst("the ".count)) } }
            guard let distractors = picker.pick(for: asked.tool, from: pool, stem: stem, anyNumber: true, random: &random) else { return nil }
            let step = asked.command.step
            let question = ItemText.question(stem, answer: asked.tool, distractors: distractors, evidence: steps[step].text)
            return Candidate(kind: .procedure, sentences: sentences(steps, step), question: question, score: 3.6,
                             position: steps[step].sentence ?? 60_000 + step)
        }
    }
}
