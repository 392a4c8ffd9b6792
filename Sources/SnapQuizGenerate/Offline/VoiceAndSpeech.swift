import Foundation

/// How English-lesson pages speak: a diary or a letter in the writer's own voice ("I", "we"), a story or a report with
/// its characters' and witnesses' words in quotation marks. A question built on them must neither speak as the writer
/// nor cut a quotation in half.
enum VoiceAndSpeech {
    /// Whether `candidate` reads as a teacher would write it on `page`: its stem does not ask the writer about themself
    /// ("What happened when we arrived at the gate?", "What happened if I wanted to play hopscotch?" of a diary: the
    /// learner is not the "I"); no quotation in its stem or options is cut in half ("“The lifeboat crew will never hear the
    /// _____ in this wind."”", "→ it could break," Lucy explained"); and its options do not set a character's words among
    /// narration ("the storm had been raging … | "That's the Mary Rose," he said quietly"), where the one quoted option
    /// is a different kind of answer and often a speech tag.
    static func fits(_ candidate: Candidate, writerSpeaks: Bool) -> Bool {
        let question = candidate.question
        // "I think of a number, … What was my number?" is a maths puzzle's own voice, no question about the page's writer.
        if candidate.kind != .maths, asksTheWriter(question.question, writerSpeaks: writerSpeaks) { return false }
        let texts = [question.question] + question.options
        if texts.contains(where: halvesAQuotation) { return false }
        let quoting = question.options.filter { $0.contains("\"") || $0.contains("“") }.count
        return quoting == 0 || quoting == question.options.count
    }

    /// Whether a page speaks in its writer's voice: "I", "me" or "my" at least twice outside its quotation marks (a
    /// diary, a letter). A story whose "I" stands only in its characters' words is told by no "I".
    static func writerSpeaks(on text: String) -> Bool {
        TextTokens.lowered(outsideQuotations(text)).filter { firstPersonSingular.contains($0) || $0 == "me" || $0 == "my" }.count >= 2
    }

    /// Whether a stem's own words, outside what it quotes, speak as the page's writer: "I", "me", "my", always (no
    /// teacher asks "What did I …?" of the learner); "we", "us", "our" where the page's writer speaks as "I" (a diary's
    /// "we" is the writer and her mother; a science page's "we breathe in oxygen" is everyone).
    static func asksTheWriter(_ stem: String, writerSpeaks: Bool) -> Bool {
        let written = TextTokens.words(in: outsideQuotations(stem))
        let words = written.map { $0.lowercased() }
        // "Elizabeth I", "World War I": an "I" after a name is a numeral.
        let speaking = words.indices.contains { at in
            firstPersonSingular.contains(words[at]) && !(written[at] == "I" && at > 0 && written[at - 1].first?.isUppercase == true
                && !TextAnalysis.commonWords.contains(words[at - 1]) && !stemOpeners.contains(words[at - 1]))
        }
        if speaking || words.contains(where: { ["me", "my", "mine", "myself"].contains($0) }) { return true }
        return writerSpeaks && words.contains { ["we", "us", "our", "ours", "ourselves"].contains($0) }
    }

    /// Words a stem opens with before its subject ("What did I …", "When I …").
    private static let stemOpeners: Set<String> = ["what", "when", "where", "why", "how", "who", "which", "did", "do", "does", "was", "were", "then", "if", "after", "before"]

    /// "I" and its contractions, lowered: a lone "i" is no other word.
    private static let firstPersonSingular: Set<String> = ["i", "i'm", "i've", "i'd", "i'll", "i’m", "i’ve", "i’d", "i’ll"]

    /// Whether `text` holds a quotation cut in half: an odd number of straight double quotes, or unmatched curly ones.
    /// A page's sentence split inside a speech ("We have to help them. The lifeboat crew will never hear the bell in
    /// this wind.") keeps only one of the speech's marks.
    static func halvesAQuotation(_ text: String) -> Bool {
        text.filter { $0 == "\"" }.count % 2 == 1 || text.filter { $0 == "“" }.count != text.filter { $0 == "”" }.count
    }

    /// `text` without what stands between quotation marks, straight or curly: the words of the one speaking it.
    static func outsideQuotations(_ text: String) -> String {
        var result = ""
        var inStraight = false, curly = 0
        for character in text {
            switch character {
            case "\"": inStraight.toggle()
            case "“": curly += 1
            case "”": curly = max(0, curly - 1)
            default: if !inStraight && curly == 0 { result.append(character) }
            }
        }
        return result
    }
}
