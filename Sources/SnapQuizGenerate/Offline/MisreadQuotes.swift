import Foundation
import SnapQuizLexicon

/// A gap-fill stem quotes its whole sentence, and a photo's sentence may hold a misread far from the gap ("founded in
/// 73.3 BC by the twins _____ and Remus", "become too reer they fall back to the _____ as precipitation") or run two
/// sentences together where a stop was read as a comma ("… houses and _____, including St Paul's Cathedral, Only six
/// deaths were recorded …"). The quote is cut to the part around the gap that shows neither, marked with an ellipsis
/// ("… by the twins _____ and Remus."), and so is the sentence the feedback quotes; when too little would be left to
/// answer from, the stem stays as it was (and counts as showing a misread).
enum MisreadQuotes {
    /// The fewest words (the gap among them) a cut quote keeps: "… that form _____." (from "condenses into
    /// tinyforoplets that form _____") gives too little to answer from.
    static let minimumWords = 6
    /// What a cut quote costs against a whole clean one: it gives less of the sentence, so a page with clean sentences
    /// enough asks those first (half a misread word's cost, `OfflineQuizGenerator`).
    static let cutPenalty = 0.75

    /// Words a cut after a misread starts at: the next phrase of the sentence begins with one ("73.3 BC by the twins"
    /// → "by the twins"; "too reer they fall" → "they fall").
    static let phraseOpeners: Set<String> = [
        "a", "an", "the", "this", "that", "these", "those", "its", "their", "his", "her", "our", "it", "they", "he", "she",
        "we", "there", "by", "in", "on", "at", "to", "for", "from", "with", "into", "onto", "of", "over", "under", "through",
        "and", "or", "but", "so", "when", "while", "because", "which", "who", "where", "as", "after", "before", "until",
    ]
    /// Words that open a clause with its own subject or link ("they fall back to the _____"): a cut quote opening with
    /// one may hold its verb.
    static let clauseOpeners: Set<String> = [
        "it", "they", "he", "she", "we", "there", "and", "or", "but", "so", "when", "while", "because", "which", "who",
        "where", "as", "after", "before", "until",
    ]

    /// A word in small letters that is a verb by WordNet's commonest reading ("was", "built", "fall").
    static func isVerb(_ word: String) -> Bool {
        let bare = TextTokens.trimmed(word)
        guard bare.first?.isLowercase == true else { return false }
        return ["is", "was", "are", "were", "be", "been", "has", "had", "have"].contains(bare)
            || WordNet.shared?.commonest(bare)?.partOfSpeech == .verb
    }

    /// Words a quote does not end on before its cut ("the capital at _____ lasted the …" ends at "lasted").
    static let leadingWords: Set<String> = [
        "a", "an", "the", "of", "in", "on", "at", "to", "by", "for", "from", "with", "and", "or", "but", "as", "into", "its",
        "their", "his", "her", "our", "this", "that", "these", "those",
    ]
    /// Capitalised words that open sentences and seldom stand inside one after a comma: after a comma they show a stop
    /// read as a comma ("the city, The Lord Mayor …", "the fire was not serious, By Monday …").
    static let sentenceOpeners: Set<String> = [
        "The", "This", "These", "Those", "It", "Its", "They", "Their", "He", "She", "We", "There", "However", "Today", "By",
        "On", "In", "At", "After", "Before", "During", "When", "While", "Although", "Because", "Many", "Most", "Some", "Only",
        "Each", "Every", "Later", "Then", "Soon", "Since", "Once", "Over",
    ]

    /// `candidate` with its stem's quote (and the feedback's) cut clear of words `isMisread` finds and of a second
    /// sentence run on after a comma; nil when its stem quotes no gap-fill sentence or needs no cut, or when a cut
    /// would leave fewer than `minimumWords`.
    static func cut(_ candidate: Candidate, isMisread: (String) -> Bool) -> Candidate? {
        let stem = candidate.question.question
        guard let open = stem.firstIndex(of: "“"), let close = stem.lastIndex(of: "”"), open < close else { return nil }
        let quote = String(stem[stem.index(after: open)..<close])
        guard let span = span(of: quote, isMisread: isMisread) else { return nil }
        var cut = candidate
        cut.question.question = String(stem[...open]) + span + String(stem[close...])
        let key = candidate.answer
        let filled = quote.replacingOccurrences(of: "_____", with: key), shown = span.replacingOccurrences(of: "_____", with: key)
        cut.question.explanation = candidate.question.explanation.replacingOccurrences(of: filled, with: shown)
        cut.score -= cutPenalty
        return cut
    }

    /// Whether a second sentence opens at `index` of `words` after a comma that was its stop: a word that opens
    /// sentences, with a word after it.
    static func joins(_ words: [String], at index: Int) -> Bool {
        index > 0 && words[index - 1].hasSuffix(",") && sentenceOpeners.contains(TextTokens.trimmed(words[index]))
            && words.indices.contains(index + 1)
    }

    /// The part of `quote` (a sentence with a gap) that shows no misread and no second sentence, with an ellipsis
    /// where it is cut; nil when nothing needs cutting or too little would be left.
    static func span(of quote: String, isMisread: (String) -> Bool) -> String? {
        let words = quote.split(separator: " ").map(String.init)
        guard let gap = words.firstIndex(where: { $0.contains("_____") }) else { return nil }
        let joins = { (index: Int) in Self.joins(words, at: index) }
        var start = 0, startsSentence = false
        for index in 0..<gap {
            if isMisread(words[index]) {
                start = index + 1
                startsSentence = false
            } else if joins(index) {
                start = index
                startsSentence = true
            }
        }
        var end = words.count
        for index in (gap + 1)..<max(gap + 1, words.count) where isMisread(words[index]) || joins(index) {
            end = index
            break
        }
        guard start > 0 || end < words.count else { return nil }
        // After a misread the cut quote opens at the next phrase, unless a comma ends the misread's; it keeps the verb of
        // its clause with the clause's subject: "The Roman Ernpire was one of the largest _____" is not cut to "… of the
        // largest _____", which no longer says what was.
        if start > 0, !startsSentence {
            if !words[start - 1].hasSuffix(",") {
                guard let phrase = (start..<gap).first(where: { phraseOpeners.contains(TextTokens.trimmed(words[$0]).lowercased()) }),
                      !words[start..<phrase].contains(where: isVerb) else { return nil }
                start = phrase
            }
            let opener = TextTokens.trimmed(words[start]).lowercased()
            if !clauseOpeners.contains(opener), words[start..<gap].contains(where: isVerb) { return nil }
        }
        if end < words.count {
            while end - 1 > gap, leadingWords.contains(TextTokens.trimmed(words[end - 1]).lowercased()) { end -= 1 }
        }
        guard end - start >= minimumWords else { return nil }
        var kept = Array(words[start..<end])
        if end < words.count, let last = kept.last, let mark = last.last, ",;:".contains(mark) {
            kept[kept.count - 1] = String(last.dropLast())
        }
        return (start > 0 && !startsSentence ? "… " : "") + kept.joined(separator: " ") + (end < words.count ? " …" : "")
    }
}
