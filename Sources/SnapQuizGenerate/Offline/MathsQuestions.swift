import Foundation

/// Maths questions whose key is the worked-out solution, never a number copied from the statement; wrong options
/// come from the mistakes learners make.
enum MathsQuestions {
    /// Whether a problem that asks nothing of its own holds no number but dates: "When he died in AD 60, he left half of
    /// his kingdom to the Roman emperor Nero" is a history page's sentence, not "60 ÷ 2 = 30. How many is that?" (and
    /// with it the whole page had been taken for a maths sheet).
    static func datesOnly(_ problem: MathsProblem) -> Bool {
        guard problem.question == nil else { return false }
        let text = problem.setup
        let numbers = Regex.allMatches(#"\d[\d,.]*\d|\d"#, in: text).compactMap { $0.group(0) }
        guard !numbers.isEmpty else { return false }
        let dated = Regex.allMatches(#"\b(?:AD|CE)\s+\d+|\d+\s*(?:BC|BCE|AD|CE)\b|\b(?:in|In|since|until|by|from|to|during|after|before|of)\s+(?:1\d{3}|20\d{2})\b"#, in: text).count
        return dated >= numbers.count
    }

    static func candidates(page: Page) -> [Candidate] {
        var result: [Candidate] = []
        // The page as evidence quotes are matched against it (`QuizReply.problems`).
        let grounding = Grounding(text: page.text)
        for (number, original) in MathsPages.problems(in: page.text).enumerated() where !datesOnly(original) {
            let problem = original
            guard let found = MathsSolver.solutions(problem) else { continue }
            var solved = found.solutions.map { (problem, $0, "") }
            // The same problem with new numbers, worked out by the same rule: practice a short sheet still gives.
            if let first = solved.first, let variant = variant(of: problem, answer: first.1.value, rule: found.rule) { solved.append(variant) }
            for (rank, (problem, solution, lead)) in solved.enumerated() {
                // A question asking two things ("What is its area, and how much fencing …?") is asked one part at a time.
                let own = problem.question.flatMap { question in
                    [", and ", " and how ", " and what ", " and which "].contains(where: question.contains) ? nil : question
                }
                let asked = rank == 0 || !lead.isEmpty ? (own ?? solution.defaultQuestion) : solution.defaultQuestion
                // "Solve: 4x + 7 = 31" has no full stop of its own before the question.
                var setup = ".?!:".contains(problem.setup.last ?? ".") ? problem.setup : problem.setup + "."
                // A second question after the page's own instruction would contradict it ("… Using π = 3.14, calculate its
                // circumference. What is its area?"): the instruction goes, or the question when the instruction states a number.
                if rank > 0, lead.isEmpty, problem.question == nil {
                    var sentences = MathsPages.sentences(in: setup)
                    if let last = sentences.last, Regex.firstMatch(#"\b(?:find|calculate|work out|what is|write down|give)\b"#, in: last) != nil {
                        guard sentences.count > 1, !last.contains(where: \.isNumber) else { continue }
                        sentences.removeLast()
                        setup = sentences.joined(separator: " ")
                    }
                }
                // "What is 15% of £80?" is both the setup and the question: asked once.
                // "Write 0.75 as a fraction.", "Round 4,768 to the nearest hundred.", "If a = 4, find …": an instruction asks on its own,
                // without "What is it as a fraction?" after it.
                let instruction = problem.question == nil && (rank == 0 || !lead.isEmpty) && MathsPages.sentences(in: problem.setup).count == 1
                    && Regex.firstMatch(#"(?:^|^if [^,]+, )(?:write|convert|express|change|round|work out|calculate|find|solve|simplify|estimate|put|order|arrange|multiply|divide|by rounding|expand)\b"#, in: problem.setup) != nil
                // "A circular pond has a radius of 5 m. Taking π as 3.14, work out the area of the pond.": a last sentence that
                // asks asks on its own too, without "What is its area?" after it.
                let lastAsks = problem.question == nil && (rank == 0 || !lead.isEmpty)
                    && MathsPages.sentences(in: problem.setup).last.map { Regex.firstMatch(#"(?:^|, )(?:work out|calculate|find) (?:the|its|their|his|her)\b"#, in: $0) != nil } == true
                let stem = lead + (asked == problem.setup || instruction || lastAsks ? setup : setup + " " + asked)
                let answer = solution.format(solution.value)
                // A key the stem already shows would be copied, not worked out; unless the stem shows every option ("Which is
                // the largest: 0.6, 0.45, 0.506 or 0.09?"), checked below.
                let shown = ItemFlaws.appears(answer, in: stem)
                    || TextTokens.words(in: stem).contains(MathsSolver.plain(solution.value)) && solution.value >= 10
                guard solution.value.isFinite else { continue }
                var seen: Set<String> = [answer]
                var distractors: [String] = []
                // A whole number of things has whole wrong answers: "37.33 pupils" gives itself away. (A percentage is no
                // count: "0.35 as a percentage → 35%" has the slips 3.5% and 0.35%, not near misses like 39%.)
                let whole = abs(solution.value - solution.value.rounded()) < 1e-9 && !answer.hasPrefix("£") && !answer.hasPrefix("$")
                    && !answer.hasSuffix("%")
                for wrong in solution.mistakes where wrong.isFinite && (wrong > 0 || solution.signed) && abs(wrong - solution.value) > 1e-9
                    && (!whole || abs(wrong - wrong.rounded()) < 1e-9) {
                    let text = solution.format(wrong)
                    if !text.isEmpty, seen.insert(text).inserted { distractors.append(text) }
                }
                // Too few distinct slips: near misses of the right size.
                for step in [1.0, -1, 2, 10, -2] where distractors.count < 3 {
                    let text = solution.format(solution.value + step * max(1, (solution.value / 10).rounded()))
                    if solution.value + step > 0 || solution.signed, seen.insert(text).inserted { distractors.append(text) }
                }
                guard distractors.count >= 3, !shown || ItemFlaws.choosesFromStem(options: [answer] + distractors.prefix(3), stem: stem) else { continue }
                // The evidence is the page's own problem, also for a variant with new numbers; with its question when
                // only that states a number ("There are twelve eggs in a carton. How many eggs are in 5 cartons?").
                var evidence = original.setup.contains(where: \.isNumber) ? original.setup : original.setup + " " + (original.question ?? "")
                // A sentence after the question ("… into the oven at 11:50. At what time …? Give your answer using the 24-hour
                // clock.") joins the setup but not the page's words: the quote ends where the page's does. (Unquoted, the
                // evidence made a whole timetable sheet give no quiz.)
                if !grounding.contains(evidence) {
                    var sentences = MathsPages.sentences(in: evidence)
                    while sentences.count > 1, !grounding.contains(sentences.joined(separator: " ")) { sentences.removeLast() }
                    if grounding.contains(sentences.joined(separator: " ")) { evidence = sentences.joined(separator: " ") }
                }
                let question = ItemText.question(stem, answer: answer, distractors: Array(distractors.prefix(3)), evidence: evidence,
                                                 explanation: "Working: \(solution.working).")
                result.append(Candidate(kind: .maths, sentences: [30_000 + number * 4 + rank], question: question,
                                        score: !lead.isEmpty ? 3.2 : (rank == 0 ? 6 : 5.2), position: problem.position))
            }
        }
        return result
    }

    /// The problem with its first quantity changed so that the same rule still gives a whole (or money) answer.
    static func variant(of problem: MathsProblem, answer: Double, rule: MathsSolver.Rule? = nil) -> (MathsProblem, MathsSolution, String)? {
        // Not a digit of a time, a decimal, an amount of money or a fraction ("3/4" must not become "6/4").
        // A full stop after it ends the sentence ("Find 1/5 of 35."), and gave no variant.
        let whole = #"(?<![\d:./£$,])(\d+)(?![\d:/]|[.,]\d)"#
        // Not 1 either: "1 hour" made "2 hour".
        let changeable = { (text: String) in Quantity.matches(whole, in: text).first { Double($0.text(1)).map { $0 > 1 } ?? false } }
        // A sheet of money and clock times has no plain count to change: its first amount of money changes instead
        // ("a magazine for £3.65" → "£7.30"), to whole pence. Such a sheet of eight problems made 9 questions, no quiz.
        let money = { (text: String) in Quantity.matches(#"(?<=[£$])(\d+(?:\.\d\d)?)(?!\d|\.\d)"#, in: text).first }
        let inSetup = changeable(problem.setup) ?? money(problem.setup)
        let source = inSetup != nil ? problem.setup : (problem.question ?? "")
        // The number where it was found: the first "1" of "7:15 pm and lasts 1 hour" is inside the time.
        guard let match = inSetup ?? changeable(source) ?? money(source), let value = Double(match.text(1)) else { return nil }
        let range = match.range
        let isMoney = range.lowerBound > source.startIndex && "£$".contains(source[source.index(before: range.lowerBound)])
        for factor in [2.0, 1.5, 3, 0.5, 4] {
            let changed = isMoney ? (value * factor * 100).rounded() / 100 : (value * factor).rounded()
            guard changed != value, changed > 0 else { continue }
            var variant = problem
            let written = isMoney && (match.text(1).contains(".") || changed != changed.rounded()) ? String(format: "%.2f", changed) : MathsSolver.plain(changed)
            let rewritten = source.replacingCharacters(in: range, with: written)
            // A problem that is its own question ("3/4 of 28 = ?") changes in both, or the stem would show two sums.
            if inSetup != nil { variant.setup = rewritten } else { variant.question = rewritten }
            if inSetup != nil, problem.question == problem.setup { variant.question = rewritten }
            guard let solution = rule.map({ MathsSolver.solve(variant, by: $0) }) ?? MathsSolver.solve(variant), solution.value > 0, solution.value != answer,
                  abs(solution.value * 100 - (solution.value * 100).rounded()) < 1e-6 else { continue }
            return (variant, solution, "Now with new numbers: ")
        }
        return nil
    }
}
