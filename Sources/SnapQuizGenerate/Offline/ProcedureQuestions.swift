import Foundation
import SnapQuizLexicon

/// Questions on a method: numbered steps that each open with what to do ("4. Tie one end of the string to the middle of
/// the pencil."), as an experiment, a recipe or a how-to page gives them. Asked what comes next, where a thing goes and
/// how long a step takes: a page of salt crystals' method gave one good question and no quiz.
enum ProcedureQuestions {
    /// A step of the method: its words as printed (without its number or sequence word) and the page's sentence it is,
    /// if one is; whether the page numbers it (a prose method's steps have no number to name).
    struct Step {
        var text: String
        var sentence: Int?
        var numbered = true
    }

    /// The page's steps: its numbered steps (`numberedSteps`), else its method written as prose (`proseSteps`).
    static func steps(of page: Page) -> [Step] {
        page.wordKinds.steps {
            let numbered = numberedSteps(of: page)
            return numbered.isEmpty ? proseSteps(of: page) : numbered
        }
    }

    /// Four or more numbered lines in a row, most opening with a verb in its bare form ("Add", "Stir", "Leave"); none
    /// where the list is of anything else.
    static func numberedSteps(of page: Page) -> [Step] {
        var best: [String] = [], run: [String] = []
        for line in page.lines {
            if let body = MathsPages.itemBody(line) { run.append(body) } else {
                if run.count > best.count { best = run }
                run = []
            }
        }
        if run.count > best.count { best = run }
        let commands = best.filter { opensWithCommand($0.split(separator: " ").map(String.init)) }
        guard best.count >= 4, 10 * commands.count >= 7 * best.count else { return [] }
        return best.map { body in
            let bare = withoutFinalMark(body)
            return Step(text: bare, sentence: page.statements.first { withoutFinalMark($0.text).hasSuffix(bare) }?.index)
        }
    }

    /// Whether `words` open with a command: a capitalised verb in its bare form ("Add", "Stir", "Leave") that is no
    /// common word and no adjective first, and not followed by a name or a verb of its own ("Mount Etna is …", "Salt
    /// dissolves …", "Ash clouds can …": a noun that is also a verb, as the sentence's subject).
    static func opensWithCommand(_ words: [String]) -> Bool {
        guard let wordNet = WordNet.shared, let first = words.first, first.first?.isUppercase == true, first.allSatisfy(\.isLetter)
        else { return false }
        let word = first.lowercased()
        guard !TextAnalysis.commonWords.contains(word), wordNet.readings(of: word).contains(where: { $0.partOfSpeech == .verb && !$0.inflected }),
              wordNet.commonest(word)?.partOfSpeech != .adjective else { return false }
        guard words.count > 1 else { return true }
        let next = TextTokens.trimmed(words[1])
        if next.first?.isUppercase == true { return false }
        let lowered = next.lowercased()
        // "Salt crystals are left …", "Ash clouds can …": a word more often a noun, before a noun, is the subject's first
        // word ("Place the funnel", "Spread soft lard" stay commands).
        if wordNet.commonest(word)?.partOfSpeech == .noun, lowered.allSatisfy(\.isLetter), !TextAnalysis.commonWords.contains(lowered),
           wordNet.commonest(lowered)?.partOfSpeech == .noun {
            return false
        }
        let finite: Set<String> = ["is", "are", "was", "were", "can", "could", "will", "would", "may", "might", "must", "should", "has", "have", "had"]
        return !finite.contains(lowered) && !(lowered.hasSuffix("s") && !lowered.hasSuffix("ss")
            && wordNet.readings(of: lowered).contains { $0.partOfSpeech == .verb && $0.inflected } && wordNet.commonest(lowered)?.partOfSpeech == .verb)
    }

    static func candidates(page: Page, picker: DistractorPicker, random: inout QuizRandom) -> [Candidate] {
        let steps = steps(of: page)
        guard !steps.isEmpty else { return [] }
        return nextSteps(steps, picker: picker, random: &random) + places(steps, page: page, picker: picker, random: &random)
            + durations(steps, picker: picker, random: &random) + things(steps, page: page, picker: picker, random: &random)
            + purposes(steps, page: page, picker: picker, random: &random) + untils(steps, picker: picker, random: &random)
            + whens(steps, page: page, picker: picker, random: &random) + tools(steps, page: page, picker: picker, random: &random)
            + ends(steps, picker: picker, random: &random)
    }

    /// "Complete step 2 of the method: “Add a spoonful of _____ and stir until it dissolves.”" → salt, among the
    /// method's other things of the same kind (what it uses and makes: WordNet's things made, food, plants, substances,
    /// natural objects), one a step.
    static func things(_ steps: [Step], page: Page, picker: DistractorPicker, random: inout QuizRandom) -> [Candidate] {
        guard let wordNet = WordNet.shared else { return [] }
        // The page's things, each with its kind: in the steps and in what the method needs ("You will need: a jam jar, …").
        var kinds: [String: Int] = [:]
        var found: [[String]] = []
        // (A line that holds a step, numbered or in a paragraph of prose, is read as the step: "Finally, slide the pancake" gave
        // "slide" as a thing.)
        let lowered = steps.map { $0.text.lowercased() }
        for text in steps.map(\.text) + page.lines.filter({ line in !lowered.contains { line.lowercased().contains($0) } }) {
            let words = text.split(separator: " ").map(String.init)
            var heads: [String] = []
            for (at, raw) in words.enumerated() where at > 0 {
                let word = TextTokens.trimmed(raw)
                // (Not "a piece of", "the top of": a part of a thing is no thing of the method.)
                guard word == word.lowercased(), word.count >= 3, word.allSatisfy(\.isLetter), !TextAnalysis.commonWords.contains(word),
                      !StoryQuestions.parts.union(["piece", "bit", "part", "half", "place"]).contains(word),
                      page.words.isCleanWord(word), let kind = StoryQuestions.kind(of: word, among: [6, 13, 17, 20, 27]),
                      wordNet.commonest(word)?.partOfSpeech == .noun else { continue }
                // "the jam jar": a noun before a noun describes it.
                let next = at + 1 < words.count ? TextTokens.trimmed(words[at + 1]) : ""
                // "… and tie a ribbon through it": a second command's verb is no thing.
                if ["and", "then"].contains(words[at - 1].lowercased()), RecallQuestions.determiners.contains(next.lowercased()) { continue }
                if raw == word, next == next.lowercased(), !next.isEmpty, wordNet.commonest(next)?.partOfSpeech == .noun, !TextAnalysis.commonWords.contains(next) { continue }
                kinds[word] = kind
                heads.append(word)
            }
            found.append(heads)
        }
        var result: [Candidate] = []
        // Each thing asked once: "salt" in "Add a spoonful of salt" and in "Keep adding salt" is one question's key.
        var used = Set<String>()
        for (index, step) in steps.enumerated() {
            guard let word = found[index].first(where: { !used.contains($0) }), let blanked = OfflineQuizGenerator.blank(word, in: step.text + ".") else { continue }
            let stem = step.numbered ? "Complete step \(index + 1) of the method: “\(blanked)”" : "Complete this step of the method: “\(blanked)”"
            let shown = Set(TextTokens.lowered(blanked))
            let others = kinds.keys.filter { $0 != word && !shown.contains($0) }.sorted()
            let sameKind = others.filter { kinds[$0] == kinds[word] }
            let picked = picker.pick(for: word, from: others, stem: stem, random: &random)
            guard let distractors = picker.preferring(sameKind, over: picked, for: word, stem: stem, random: &random) else { continue }
            let question = ItemText.question(stem, answer: word, distractors: distractors, evidence: step.text + ".")
            used.insert(word)
            result.append(Candidate(kind: .procedure, sentences: sentences(steps, index), question: question, score: 3.2,
                                    position: step.sentence ?? 60_000 + index))
        }
        return result
    }

    /// The sentences a question on step `index` stands on: its own, or one of its own where the page has none.
    static func sentences(_ steps: [Step], _ index: Int) -> Set<Int> { [steps[index].sentence ?? 60_000 + index] }

    /// "In the method, what do you do right after “Tie one end of the string to the middle of the pencil”?" → the next
    /// step; wrong options other steps, none next to either. Pairs share no step.
    static func nextSteps(_ steps: [Step], picker: DistractorPicker, random: inout QuizRandom) -> [Candidate] {
        var result: [Candidate] = []
        var lastUsed = -1
        for index in steps.indices.dropLast() where index > lastUsed && steps[index + 1].text.split(separator: " ").count <= 16
            && follows(steps[index + 1], steps[index]) {
            let stem = "In the method, what do you do right after “\(steps[index].text)”?"
            let answer = steps[index + 1].text
            let others = steps.indices.filter { abs($0 - index) > 2 }.map { steps[$0].text }.filter { $0.split(separator: " ").count <= 16 }
            guard let distractors = picker.pick(for: answer, from: others, stem: stem, random: &random) else { continue }
            let question = ItemText.question(stem, answer: answer, distractors: distractors, evidence: answer)
            lastUsed = index + 1
            result.append(Candidate(kind: .procedure, sentences: sentences(steps, index).union(sentences(steps, index + 1)), question: question,
                                    score: 3.4, position: steps[index].sentence ?? 60_000 + index))
        }
        return result
    }

    /// Whether `next` is what the page says to do right after `step`: a numbered step always, a step of prose where no
    /// sentence stands between them ("Leave it to rise. When it has doubled in size, shape it into a loaf." has nothing
    /// between; a sentence that is no step may say what to do in between, so no step after it is keyed the next).
    static func follows(_ next: Step, _ step: Step) -> Bool {
        if step.numbered && next.numbered { return true }
        guard let first = step.sentence, let second = next.sentence else { return true }
        return second == first + 1
    }

    /// "In the method, which of these do you do first?" → the first step, and "… last?" → the last; wrong options steps
    /// at least two away from it. Each stands on the key's step alone, as a next step's wrong options do on theirs.
    static func ends(_ steps: [Step], picker: DistractorPicker, random: inout QuizRandom) -> [Candidate] {
        guard steps.count >= 6 else { return [] }
        return [(0, "first"), (steps.count - 1, "last")].compactMap { index, end in
            let stem = "In the method, which of these do you do \(end)?"
            let answer = steps[index].text
            let others = steps.indices.filter { abs($0 - index) >= 2 }.map { steps[$0].text }.filter { $0.split(separator: " ").count <= 16 }
            guard answer.split(separator: " ").count <= 16, let distractors = picker.pick(for: answer, from: others, stem: stem, random: &random) else { return nil }
            let question = ItemText.question(stem, answer: answer, distractors: distractors, evidence: answer)
            return Candidate(kind: .procedure, sentences: sentences(steps, index), question: question, score: 3.0,
                             position: steps[index].sentence ?? 60_000 + index)
        }
    }

    /// "Leave the jar in a warm place for three days" → "In the method, where do you leave the jar? → in a warm place",
    /// among the method's other places (`StoryQuestions.placePhrase`).
    static func places(_ steps: [Step], page: Page, picker: DistractorPicker, random: inout QuizRandom) -> [Candidate] {
        var phrases: [(step: Int, text: String)] = []
        var asked: [(step: Int, stem: String, answer: String)] = []
        for (index, step) in steps.enumerated() {
            let words = step.text.split(separator: " ").map(String.init)
            for place in StoryQuestions.placePhrases(in: words, page: page) {
                let at = place.start
                // "Look at the string": what you look at is no place; nor is "Put on your safety goggles" where you put anything.
                if at >= 1, words[at].lowercased() == "at", ["look", "stare", "glance", "point", "aim"].contains(words[at - 1].lowercased()) { continue }
                if at == 1, ["on", "off"].contains(words[at].lowercased()) { continue }
                phrases.append((index, place.text))
                // The step's verb, what it moves (up to five words, no comma or pronoun), then the place ending a clause.
                guard asked.last?.step != index, at >= 1, at <= 6, StoryQuestions.closes(place.end, in: words)
                        || ["for", "so", "until"].contains(words[place.end].lowercased()),
                      !words[1..<at].contains(where: { $0.hasSuffix(",") || OpeningPronoun.pronouns.contains($0.lowercased()) || $0.lowercased() == "it" })
                else { continue }
                let object = words[1..<at].joined(separator: " ")
                asked.append((index, "In the method, where do you \(words[0].lowercased())\(object.isEmpty ? "" : " " + object)?", place.text))
            }
        }
        var result: [Candidate] = []
        for question in asked {
            let head = question.answer.split(separator: " ").last.map(String.init)
            // Not a place from a step that names the key's place: "Make a well in the middle of the flour" puts the well
            // there, so "in the middle of the flour" is no wrong answer to where the eggs go.
            let pool = Array(Set(phrases.filter { phrase in
                phrase.step != question.step && phrase.text.split(separator: " ").last.map(String.init) != head
                    && !(head.map { TextTokens.lowered(steps[phrase.step].text).contains($0) } ?? false)
            }.map(\.text))).sorted()
            guard let distractors = picker.pick(for: question.answer, from: pool, stem: question.stem, anyNumber: true, random: &random) else { continue }
            let item = ItemText.question(question.stem, answer: question.answer, distractors: distractors, evidence: steps[question.step].text)
            result.append(Candidate(kind: .procedure, sentences: sentences(steps, question.step), question: item, score: 3.6,
                                    position: steps[question.step].sentence ?? 60_000 + question.step))
        }
        return result
    }

    /// Numbers as words ("thirty"), for a duration's wrong options written as the step writes its own.
    private static let spelled = Dictionary(uniqueKeysWithValues: RecallQuestions.numberWords.map { ($0.value, $0.key) } + [(1, "one")])

    /// The last of a step's commands joined by "and", with what it acts on: "tip" and " the dough onto a floured table
    /// and knead it" give "knead" and " the dough" (its "it" the first command's object, up to a place or a tool); the
    /// step's own where it has one command ("Boil the eggs and potatoes"). Nil where "it" stands for nothing so named.
    static func lastCommand(verb: String, then rest: String) -> (String, String)? {
        guard let and = rest.range(of: " and ", options: .backwards) else { return (verb, rest) }
        let after = rest[and.upperBound...].split(separator: " ").map(String.init)
        guard let second = after.first, opensWithCommand([second.capitalized] + after.dropFirst()) else { return (verb, rest) }
        var object = Array(after.dropFirst())
        if object.count == 1, ["it", "them"].contains(object[0].lowercased()) {
            let first = rest[..<and.lowerBound].split(separator: " ").map(String.init)
            let prepositions: Set<String> = ["onto", "into", "in", "on", "with", "to", "from", "over", "under", "at", "through", "for", "until"]
            let named = Array(first.prefix { !prepositions.contains($0.lowercased()) })
            guard let article = named.first?.lowercased(), ["the", "a", "an", "some", "your"].contains(article), (2...4).contains(named.count),
                  !named.contains(where: { $0.hasSuffix(",") }) else { return nil }
            object = ["the"] + named.dropFirst()
        }
        return (second, object.isEmpty ? "" : " " + object.joined(separator: " "))
    }

    /// "Leave the jar in a warm place for three days" → "In the method, how long do you leave the jar in a warm place?
    /// → for three days"; wrong options the same unit with other numbers, written the way the step writes its own.
    static func durations(_ steps: [Step], picker: DistractorPicker, random: inout QuizRandom) -> [Candidate] {
        let units = #"(seconds?|minutes?|hours?|days?|weeks?|months?)"#
        var result: [Candidate] = []
        for (index, step) in steps.enumerated() {
            guard let match = Regex.firstMatch(#"^(\S+)(.*?) for (about |around )?(\d+|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty) "# + units + #"\b"#, in: step.text),
                  let verb = match.group(1), let between = match.group(2), let written = match.group(4), let unit = match.group(5),
                  let amount = Int(written) ?? MathsSolver.words[written.lowercased()].map(Int.init),
                  !between.contains(",") else { continue }
            // "Tip the dough onto a floured table and knead it for ten minutes": the time is the kneading's, and "it" the
            // dough ("how long do you knead the dough?", not "how long do you tip the dough … and knead it?").
            guard let (verb, between) = lastCommand(verb: verb, then: between) else { continue }
            let inWords = Int(written) == nil
            let say = { (value: Int) -> String in
                let number = inWords ? spelled[value] ?? String(value) : String(value)
                let plural = unit.hasSuffix("s") ? String(unit.dropLast()) : unit
                return "for \(number) \(value == 1 ? plural : plural + "s")"
            }
            let answer = "for \(match.group(3) ?? "")\(written) \(unit)"
            // (In words where the step writes its own so: "for thirty minutes", not "for 35 minutes" beside it.)
            let others = [amount * 2, amount + 1, amount > 1 ? amount - 1 : amount + 3, amount * 3, amount + 5, amount % 2 == 0 ? amount / 2 : 0, amount + 10]
                .filter { $0 != amount && $0 > 0 && (!inWords || spelled[$0] != nil) }.map(say)
            let stem = "In the method, how long do you \(verb.lowercased())\(between)?"
            guard let distractors = picker.pick(for: answer, from: Array(Set(others)).sorted(), stem: stem, anyNumber: true, random: &random) else { continue }
            let question = ItemText.question(stem, answer: answer, distractors: distractors, evidence: step.text)
            result.append(Candidate(kind: .procedure, sentences: sentences(steps, index), question: question, score: 3.8,
                                    position: step.sentence ?? 60_000 + index))
        }
        return result
    }
}
