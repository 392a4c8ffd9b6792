import Foundation
import SnapQuizLexicon

/// "Where …?" recall: a subject, its verb and the place phrase right after it ("The Rhine rises in the Swiss Alps" →
/// "Where does the Rhine rise? → in the Swiss Alps"), among the page's other place phrases.
extension RecallQuestions {
    /// Prepositions that open a place right after a verb: "rises in", "lies between", "empties into", "stands on".
    static let placePrepositions: Set<String> = ["in", "at", "into", "near", "on", "between", "beside", "along", "across",
                                                 "under", "beneath", "inside", "below", "above"]
    /// Past participles after "is"/"was" that say where a thing is or was put: "is found in", "was born in".
    static let placeParticiples: Set<String> = ["found", "located", "situated", "born", "buried", "built", "kept", "stored",
                                                "grown", "held", "made", "formed", "produced"]

    /// A place phrase: its preposition, the words after it up to the place's last word ("in the Swiss Alps", "on the border
    /// between Nepal and China", "near the port of Rotterdam"), and where it ends among the sentence's words.
    struct PlacePhrase: Equatable {
        var text: String
        var end: Int
    }

    /// The place phrase opening at `words[at]` (a preposition of `placePrepositions`), when what follows is a place: a
    /// name the page or WordNet shows is a place, or "the"/"a" and a noun WordNet files under locations or natural
    /// objects ("the mountains", "the sea", "a valley"). Never a date, a number or a person.
    static func placePhrase(in words: [String], at: Int, page: Page) -> PlacePhrase? {
        guard words.indices.contains(at), placePrepositions.contains(words[at].lowercased()), !words[at].hasSuffix(",") else { return nil }
        var index = at + 1
        var phrase: [String] = [words[at].lowercased()]
        // Up to two describing words after an article: "the upper valley", "the Swiss Alps".
        if index < words.count, ["the", "a", "an"].contains(words[index].lowercased()) { phrase.append(words[index]); index += 1 }
        guard let head = placeHead(in: words, from: index, page: page) else { return nil }
        // "above sea level", "at sea level": a place word before another noun only describes it.
        if !words[head - 1].hasSuffix(","), head < words.count, let next = Optional(TextTokens.trimmed(words[head]).lowercased()),
           next.first?.isLetter == true, !TextAnalysis.commonWords.contains(next), !placePrepositions.contains(next),
           WordNet.shared?.commonest(next)?.partOfSpeech == .noun, words[head].first?.isLowercase == true { return nil }
        // "between Nepal": between needs two places.
        if words[at].lowercased() == "between" {
            guard head + 1 < words.count, words[head] == "and", placeHead(in: words, from: head + 1, page: page, namesOnly: true) != nil else { return nil }
        }
        phrase += words[index..<head].map(TextTokens.trimmed)
        index = head
        // "the border between Nepal and China", "the port of Rotterdam": the place it is of or between goes with it.
        if !words[index - 1].hasSuffix(","), index < words.count, ["of", "between"].contains(words[index]) {
            let joiner = words[index]
            var next = index + 1
            if next < words.count, words[next] == "the" { next += 1 }
            // "the middle of the cell", "the edges of plates": a common place word is of a thing, one or two words to a noun.
            let common = words[index - 1].first?.isLowercase == true
            if joiner == "of", common, next < words.count {
                let end = (next..<min(next + 2, words.count)).last { at in
                    !words[next..<at].contains { $0.hasSuffix(",") } && TextTokens.trimmed(words[at]).first?.isLowercase == true
                        && !TextAnalysis.commonWords.contains(TextTokens.trimmed(words[at]).lowercased())
                        && WordNet.shared?.commonest(TextTokens.trimmed(words[at]).lowercased())?.partOfSpeech == .noun
                        && (at + 1 == words.count || words[at].hasSuffix(",") || WordNet.shared?.commonest(TextTokens.trimmed(words[at + 1]).lowercased())?.partOfSpeech != .noun)
                }
                if let end {
                    phrase += words[index...end].map(TextTokens.trimmed)
                    index = end + 1
                }
            }
            if index < words.count, words[index] == joiner, let name = placeHead(in: words, from: next, page: page, namesOnly: true) {
                var end = name
                if joiner == "between", !words[end - 1].hasSuffix(","), end + 1 < words.count, words[end] == "and",
                   let second = placeHead(in: words, from: end + 1, page: page, namesOnly: true) {
                    end = second
                } else if joiner == "between" { return nil }
                phrase += words[index..<end].map(TextTokens.trimmed)
                index = end
            }
        }
        let text = phrase.joined(separator: " ")
        guard page.words.isClean(text.split(separator: " ").dropFirst().joined(separator: " ")) else { return nil }
        return PlacePhrase(text: text, end: index)
    }

    /// Where a place's words end when they start at `from`: a run of capitalised words naming a place ("Swiss Alps",
    /// "Black Forest", "Warsaw"), or, unless `namesOnly`, up to two words ending in a noun of WordNet's locations
    /// (15) or natural objects (17): "mountains", "sunny slopes", "valley".
    private static func placeHead(in words: [String], from: Int, page: Page, namesOnly: Bool = false) -> Int? {
        guard from < words.count else { return nil }
        var end = from
        while end < words.count, end - from < 4, let first = TextTokens.trimmed(words[end]).first, first.isUppercase,
              !months.contains(TextTokens.trimmed(words[end]).lowercased()), !eras.contains(TextTokens.trimmed(words[end])) {
            end += 1
            if words[end - 1].hasSuffix(",") { break }
        }
        if end > from {
            let name = words[from..<end].map(TextTokens.trimmed).joined(separator: " ")
            guard !page.isPersonLike(name), !page.isPerson(name),
                  page.places.contains(name) || Page.isPlaceName(name) || Page.isPlaceInWordNet(name) || Page.placeKind(of: name) != nil
            else { return nil }
            return end
        }
        guard !namesOnly else { return nil }
        for length in 1...2 where from + length <= words.count {
            let run = words[from..<(from + length)]
            if run.dropLast().contains(where: { $0.hasSuffix(",") }) { break }
            let last = TextTokens.trimmed(run.last ?? "").lowercased()
            guard last.first?.isLetter == true, !TextAnalysis.commonWords.contains(last) else { break }
            if let reading = WordNet.shared?.commonest(last), reading.partOfSpeech == .noun,
               [15, 17].contains(reading.categories.first ?? 0) {
                // "the mountains" ends here unless a noun follows ("the mountain valleys").
                let next = from + length < words.count ? TextTokens.trimmed(words[from + length]).lowercased() : ""
                if !run.last!.hasSuffix(","), length == 1, WordNet.shared?.commonest(next).map({ $0.partOfSpeech == .noun && [15, 17].contains($0.categories.first ?? 0) }) == true {
                    continue
                }
                return from + length
            }
        }
        return nil
    }

    /// How a "where" question asks after a verb as the sentence writes it: "rises" → ("does", "rise"), "settled" →
    /// ("did", "settle"), "live" after a plural → ("do", "live"); nil for any other word.
    static func whereAuxiliary(_ verb: String, pluralSubject: Bool, page: Page) -> (auxiliary: String, base: String)? {
        guard verb.first?.isLowercase == true, verb.allSatisfy(\.isLetter) else { return nil }
        if verb.hasSuffix("s"), !pluralSubject, let base = presentBase(of: verb) { return ("does", base) }
        if let base = ItemText.base(ofPast: verb, words: page.words) { return ("did", base) }
        if pluralSubject, !verb.hasSuffix("s"), presentBase(of: verb) == verb { return ("do", verb) }
        return nil
    }

    /// "Where does the Rhine rise? → in the Swiss Alps": a sentence that opens with its subject (a name, or "the"/"a" and
    /// up to three words), then its verb, then a place phrase (`placePhrase`); with "is"/"was" before the place, or
    /// before a participle of placing ("is found in", "was born in"). Wrong options are the page's other place phrases.
    static func whereQuestion(_ sentence: Sentence, words: [String], places: [(sentence: Int, phrase: PlacePhrase)], page: Page,
                      picker: DistractorPicker, random: inout QuizRandom) -> Candidate? {
        guard words.count >= 4 else { return nil }
        // "She was born in Warsaw": a pronoun subject is asked by what it means ("Where was Marie Curie born?"), if that is clear.
        let subjectEnd: Int
        let subjectWords: [String]
        if ["he", "she", "it", "they"].contains(words[0].lowercased()) {
            guard case .resolved(let text, let meant) = OpeningPronoun.meaning(ofSentence: sentence.index, on: page), text == words[0] else { return nil }
            subjectEnd = 1
            subjectWords = meant.split(separator: " ").map(String.init)
        } else {
            guard let end = whereSubjectEnd(words, page: page) else { return nil }
            subjectEnd = end
            subjectWords = words[..<end].map(TextTokens.trimmed)
        }
        let subject = lowercasingFirst(subjectWords.joined(separator: " "), page: page)
        let verb = TextTokens.trimmed(words[subjectEnd])
        let plural = words[0].lowercased() == "they" || subjectWords.first?.lowercased() != "a" && WordShape.of(subjectWords.last ?? "") == .plural
        var placeAt = subjectEnd + 1
        let stem: String
        if ["is", "are", "was", "were"].contains(verb), !words[subjectEnd].hasSuffix(",") {
            // "Mount Everest is on the border …", "Most volcanoes are found near …".
            if placeAt < words.count, placeParticiples.contains(words[placeAt]) {
                stem = "Where \(verb) \(subject) \(words[placeAt])?"
                placeAt += 1
            } else {
                stem = "Where \(verb) \(subject)?"
            }
        } else if let (auxiliary, base) = whereAuxiliary(verb, pluralSubject: plural, page: page), verb == words[subjectEnd] {
            guard !(plural && auxiliary == "does") else { return nil }
            stem = "Where \(auxiliary) \(subject) \(base)?"
        } else {
            return nil
        }
        // "A river begins high in the mountains": a word of manner or degree between verb and place stays out of the key.
        if placeAt + 1 < words.count, !placePrepositions.contains(words[placeAt]), !words[placeAt].hasSuffix(","),
           WordNet.shared?.readings(of: words[placeAt]).contains(where: { $0.partOfSpeech == .adverb }) == true {
            placeAt += 1
        }
        guard let place = placePhrase(in: words, at: placeAt, page: page) else { return nil }
        // The phrase ends the clause: "lives in the sea for years" asks no "where" of "in the sea" alone, but "rises in the
        // Swiss Alps and flows north" and "begins high in the mountains, where …" do.
        if place.end < words.count {
            let next = words[place.end].lowercased()
            let closed = words[place.end - 1].hasSuffix(",") || ["and", "where", "which", "because", "before", "until"].contains(next)
            guard closed else { return nil }
        }
        // No other place the page gives the same subject doing the same: "The Rhine rises in …" beside "The Rhine rises in …".
        // Nor one naming the subject itself ("Where does the Rhine rise? → above the Rhine").
        let subjectKey = subjectWords.joined(separator: " ").lowercased()
        let named = subjectWords.filter { $0.first?.isUppercase == true && !["The", "A", "An"].contains($0) }
        var pool = places.filter { other in
            other.sentence != sentence.index && other.phrase.text != place.text
                && !(page.sentence(other.sentence)?.text.lowercased().hasPrefix(subjectKey + " " + verb) ?? false)
                && !named.contains { other.phrase.text.contains($0) }
        }.map(\.phrase.text)
        // Names beside names: "Where does the Danube begin? → in the Black Forest | in the mountains" is partly true of any
        // river, and a common place beside named ones stands out; the other shape only where its own has too few.
        let namesPlace = { (phrase: String) in phrase.split(separator: " ").dropFirst().contains { $0.first?.isUppercase == true } }
        // "in the Alps" beside "in the Swiss Alps" is partly true: no option ends in the key's place word.
        let keyLast = place.text.split(separator: " ").last.map { $0.lowercased() }
        pool = pool.filter { $0.split(separator: " ").last.map { $0.lowercased() } != keyLast }
        // "Where does Kenya lie? → on the Equator | in East Africa | in Africa": the page's other sentences about the same
        // subject ("Kenya is a country in East Africa", or one opening "It" that means it) place it truly too, and so does
        // any place named as theirs is ("in Africa").
        let aboutSubject = places.filter { other in
            guard other.sentence != sentence.index, let text = page.sentence(other.sentence)?.text else { return false }
            if text.lowercased().hasPrefix(subjectKey + " ") { return true }
            guard case .resolved(_, let meant) = OpeningPronoun.meaning(ofSentence: other.sentence, on: page) else { return false }
            return meant.lowercased() == subjectKey || meant.lowercased() == subject.lowercased()
        }
        let trueLasts = Set(aboutSubject.compactMap { $0.phrase.text.split(separator: " ").last.map { $0.lowercased() } })
        pool = pool.filter { !trueLasts.contains($0.split(separator: " ").last.map { $0.lowercased() } ?? "") }
        let sameShape = pool.filter { namesPlace($0) == namesPlace(place.text) }
        if Set(sameShape).count >= 3 { pool = sameShape }
        guard let distractors = picker.pick(for: place.text, from: pool, stem: stem, anyNumber: true, random: &random) else { return nil }
        let question = ItemText.question(stem, answer: place.text, distractors: distractors, evidence: sentence.text)
        return Candidate(kind: .place, sentences: [sentence.index], question: question, score: 4.4, position: sentence.index)
    }

    /// Where the subject a "where" question asks about ends: after "the"/"a"/"an" and up to three words with no comma, or
    /// after a name of up to four capitalised words that is no person's pronoun, amount or subordinate clause.
    static func whereSubjectEnd(_ words: [String], page: Page) -> Int? {
        let first = TextTokens.trimmed(words[0])
        let lower = first.lowercased()
        guard !subordinators.contains(lower), !amountWords.contains(lower), !OpeningPronoun.pronouns.contains(lower),
              numberWords[lower] == nil, !words[0].hasSuffix(",") else { return nil }
        if ["the", "a", "an"].contains(lower) {
            for end in 2...4 where end < words.count {
                if words[end - 1].hasSuffix(",") { return nil }
                let word = TextTokens.trimmed(words[end]).lowercased()
                if ["is", "are", "was", "were"].contains(word) || word.first?.isLowercase == true && ItemText.base(ofPast: word, words: page.words) != nil
                    || page.verbsWithS.contains(word) || words[end - 1].first?.isLowercase == true && page.bareVerbs.contains(word) {
                    let subject = words[1..<end].map { TextTokens.trimmed($0).lowercased() }
                    guard !subject.contains(where: { TextAnalysis.commonWords.contains($0) && $0 != "of" }) else { return nil }
                    return end
                }
            }
            return nil
        }
        // A name: capitalised words, the first not a common word ("In", "Many").
        guard first.first?.isUppercase == true, !TextAnalysis.commonWords.contains(lower) else { return nil }
        var end = 1
        while end < words.count - 2, end < 4, TextTokens.trimmed(words[end]).first?.isUppercase == true, !words[end - 1].hasSuffix(",") { end += 1 }
        if words[end - 1].hasSuffix(",") { return nil }
        // "Plants grow …": a plural common noun capitalised only to open the sentence is no name, but a subject all the same.
        return end
    }
}
