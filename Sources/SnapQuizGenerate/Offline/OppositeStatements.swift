import SnapQuizCore
import SnapQuizLexicon

/// False statements that turn one describing word or one verb of the page's sentence into its opposite: "Hydrochloric
/// acid is a strong acid" → "… a weak acid", "There are about fifteen hundred active volcanoes on land" → "… inactive
/// volcanoes …", "Unlike poles attract" → "Unlike poles repel", "The warm water evaporates and rises" → "… falls". What
/// a teacher asks of a page first (did the learner read which way it goes?), and where a page has too few nouns of
/// one kind to swap ("The empire built roads" made false as "The equipment built roads"), still a fair statement.
/// The opposite is WordNet's of the word's commonest sense only (`WordNet.antonym`), in the word's own form.
enum OppositeStatements {
    /// `statement` (a page's sentence ending in a full stop) with each word that has an opposite turned into it, one
    /// at a time; none from a sentence that denies something ("not", "never": its opposite may be as true) or that
    /// holds the opposite already ("an eastern and a western half"), and none that the page states itself.
    static func falseStatements(_ statement: String, page: Page) -> [String] {
        guard let wordNet = WordNet.shared else { return [] }
        let tokens = statement.split(separator: " ").map(String.init)
        let bare = tokens.map { TextTokens.trimmed($0) }
        let lowered = bare.map { $0.lowercased() }
        guard !lowered.contains(where: { negations.contains($0) || $0.hasSuffix("n't") }) else { return [] }
        let lemmas = Set(lowered.flatMap { word in wordNet.readings(of: word).map(\.lemma) })
        var result: [String] = []
        for (index, word) in bare.enumerated() where word.count >= 3 && word == lowered[index] && !tokens[index].contains("\"") {
            guard !TextAnalysis.commonWords.contains(word), !kept.contains(word),
                  let (part, lemma) = changeable(word, at: index, of: lowered, page: page, wordNet: wordNet),
                  part != .adjective || !statesAnAim(at: index, of: lowered),
                  let opposite = wordNet.antonym(of: lemma, as: part), !lemmas.contains(opposite),
                  !joinedToItsOpposite(at: index, of: lowered, lemma: lemma, wordNet: wordNet),
                  part == .adjective || pageUses(verb: opposite, page: page),
                  let form = inflected(opposite, like: word, lemma: lemma, as: part, after: index > 0 ? lowered[index - 1] : "", page: page, wordNet: wordNet)
            else { continue }
            var changed = tokens
            changed[index] = tokens[index].replacingOccurrences(of: word, with: form)
            // "an active volcano" → "an inactive volcano", "a strong acid" → "a weak acid": the article agrees.
            if index > 0, ["a", "an"].contains(lowered[index - 1]) {
                let article = "aeiou".contains(form.first ?? "x") ? "an" : "a"
                changed[index - 1] = tokens[index - 1].first?.isUppercase == true ? article.capitalized : article
            }
            let swapped = changed.joined(separator: " ")
            guard !page.folded.contains(QuizShape.fold(String(swapped.dropLast()))) else { continue }
            result.append(swapped)
        }
        return result
    }

    /// The part of speech `word` has at `index` of the sentence and its lemma, when it is an adjective or a verb there:
    /// an adjective as WordNet reads it most often (not "light" the noun), a verb the page uses as one (an -s form the
    /// page uses as a verb, a past or -ing form, or a bare verb after "to" or a modal) and not before a particle ("gives
    /// off", "takes in": the phrase means something else than the verb alone).
    private static func changeable(_ word: String, at index: Int, of words: [String], page: Page,
                                   wordNet: WordNet) -> (WordNet.PartOfSpeech, String)? {
        let readings = wordNet.readings(of: word)
        guard let commonest = WordNet.commonest(of: readings) else { return nil }
        let tagged = { (part: WordNet.PartOfSpeech) in readings.first { $0.partOfSpeech == part }?.taggedSenses ?? -1 }
        let next = index + 1 < words.count ? words[index + 1] : ""
        // "heated", "rising": a verb's form, whatever WordNet files as an adjective ("unheated" is no opposite a page uses).
        let verbForm = word.hasSuffix("ed") || word.hasSuffix("ing")
        if !verbForm, let adjective = readings.first(where: { $0.partOfSpeech == .adjective }), commonest.partOfSpeech == .adjective
            || [WordNet.PartOfSpeech.noun, .verb, .adverb].allSatisfy({ adjective.taggedSenses > tagged($0) }) {
            // Not a measure ("8,849 metres high" is no "metres low"), a preposition ("near the poles"), nor half of the
            // name of a thing ("fresh water", "dry land", "hot spring": WordNet lists them).
            let previous = index > 0 ? words[index - 1] : ""
            // Nor a count's ("walls only one cell thick" is no "one cell thin"), nor an "as … as" a number bounds
            // ("children as young as six" is no "as old as six").
            let isCount = { (at: Int) in
                words.indices.contains(at) && (words[at].contains(where: \.isNumber) || words[at] == "one" || RecallQuestions.numberWords[words[at]] != nil)
            }
            let measure = previous.contains(where: \.isNumber) || DistractorPicker.isUnit(previous) || spans.contains(previous)
                || isCount(index - 2) && !isCount(index - 1) && !RecallQuestions.determiners.contains(previous)
                    && wordNet.commonest(previous)?.partOfSpeech == .noun
                || previous == "as" && next == "as" && isCount(index + 2)
            guard !measure, !particles.contains(word), !RecallQuestions.determiners.contains(next), !placeWords.contains(next),
                  wordNet.nounReadings(of: word + " " + next).isEmpty, !headsNounPhrase(after: previous, before: next, wordNet: wordNet)
            else { return nil }
            return (.adjective, adjective.lemma)
        }
        guard let verb = readings.first(where: { $0.partOfSpeech == .verb }), verb.taggedSenses >= tagged(.noun), !particles.contains(next) else { return nil }
        // "it stays still or keeps moving": a verb that links a describing word ending its clause says how a thing is,
        // and its opposite says nothing ("it changes still").
        let afterNext = index + 2 < words.count ? words[index + 2] : ""
        if wordNet.readings(of: next).contains(where: { $0.partOfSpeech == .adjective }), afterNext.isEmpty || ["or", "and", "but"].contains(afterNext) {
            return nil
        }
        // "Like poles repel", "it cools and rises": a word that is no noun, or one read most often as a verb after a word
        // that opens a clause ("bubble wrap" is a noun).
        let previous = index > 0 ? words[index - 1] : ""
        let usedAsVerb = page.verbsWithS.contains(word) || page.bareVerbs.contains(word) || verbForm
            || wordNet.irregularForms(of: verb.lemma, as: .verb).contains(word)
            || tagged(.noun) < 0 || verb.taggedSenses > tagged(.noun) && clauseOpeners.contains(previous)
        return usedAsVerb ? (.verb, verb.lemma) : nil
    }

    /// Whether the word at `index` stands with "or"/"and" beside a word whose opposite it is: "to open or close the gap"
    /// turned round is "to shut or close the gap", the same words as before in other words, no false statement.
    private static func joinedToItsOpposite(at index: Int, of words: [String], lemma: String, wordNet: WordNet) -> Bool {
        let partners = [index + 2, index - 2].filter { words.indices.contains($0) && ["or", "and"].contains(words[($0 + index) / 2]) }
        return partners.contains { at in
            // Whichever part of speech each is read as: "open" is first a describing word, "close" a verb.
            wordNet.readings(of: words[at]).contains { wordNet.antonym(of: $0.lemma, as: $0.partOfSpeech) == lemma }
        }
    }

    /// Whether a word WordNet reads first as a describing word is the noun a phrase ends in here: after an article or
    /// a describing word and before no noun nor describing word ("Samuel Pepys, a naval official, wrote …" is no
    /// "naval unofficial"). Not before "and"/"or", which join describing words ("an eastern and a western half").
    private static func headsNounPhrase(after previous: String, before next: String, wordNet: WordNet) -> Bool {
        let describing = RecallQuestions.determiners.contains(previous) || wordNet.commonest(previous)?.partOfSpeech == .adjective
        guard describing, !["and", "or", "but"].contains(next) else { return false }
        // The end of the sentence, or a word WordNet does not know (a name), ends the phrase too.
        guard let following = wordNet.commonest(next) else { return true }
        return ![WordNet.PartOfSpeech.noun, .adjective].contains(following.partOfSpeech)
    }

    /// Whether the describing word at `index` is a state an act was to keep ("buried his wine … to keep them safe"): its
    /// opposite ("to keep them dangerous") is an aim no one has, nonsense rather than a false fact. (A state an act makes
    /// stays: "To make the test unfair, we used …" tests the fair test a method page is about.)
    static func statesAnAim(at index: Int, of words: [String]) -> Bool {
        let before = words[max(0, index - 4)..<index]
        return before.indices.contains { at in
            aimVerbs.contains(words[at]) && at >= 1 && words[at - 1] == "to"
        }
    }

    /// Verbs whose describing word is a state kept ("to keep them safe", "to stay warm").
    private static let aimVerbs: Set<String> = ["keep", "stay", "remain"]

    /// Whether the page uses a form of the verb `lemma` itself: a verb's opposite holds in one sense only ("the river
    /// divides into channels" is not "unites"; "a force that acts" is not "refrains"), and a page that writes both
    /// ("like poles repel, unlike poles attract"; "rises … falls") sets them against each other in that sense.
    private static func pageUses(verb lemma: String, page: Page) -> Bool {
        page.verbLemmas.contains(lemma)
    }

    /// `opposite` in the form `word` has of `lemma`: "smaller" for "larger", "falls" for "rises", "fell" for "rose",
    /// "fallen" after "had"; nil where no such form is a dictionary word WordNet reads as `opposite`.
    private static func inflected(_ opposite: String, like word: String, lemma: String, as part: WordNet.PartOfSpeech,
                                  after previous: String, page: Page, wordNet: WordNet) -> String? {
        guard word != lemma else { return opposite }
        let irregular = wordNet.irregularForms(of: opposite, as: part)
        let stem = String(opposite.dropLast())
        let doubled = opposite + String(opposite.last ?? " ")
        var forms: [String]
        switch part {
        case .adjective:
            let most = word.hasSuffix("st")
            forms = irregular.filter { $0.hasSuffix("st") == most }
                + (most ? [opposite + "est", opposite + "st", stem + "iest", doubled + "est"] : [opposite + "er", opposite + "r", stem + "ier", doubled + "er"])
        default:
            if word.hasSuffix("ing") {
                forms = irregular.filter { $0.hasSuffix("ing") } + [opposite + "ing", stem + "ing", doubled + "ing"]
            } else if word.hasSuffix("s"), !word.hasSuffix("ss") {
                forms = [opposite + "s", opposite + "es", stem + "ies"]
            } else {
                // A past form: after "have" or "be" the participle ("had fallen", "was broken"), else the past ("fell").
                let participle = participleAfter.contains(previous)
                let past = irregular.filter { !$0.hasSuffix("ing") && !$0.hasSuffix("s") }
                let chosen = past.count <= 1 ? past : past.filter { $0.hasSuffix("n") == participle }
                forms = !past.isEmpty ? (chosen.isEmpty ? Array(past.prefix(1)) : chosen) : [opposite + "ed", opposite + "d", stem + "ied", doubled + "ed"]
            }
        }
        return forms.first { form in
            page.words.knows(form) && wordNet.readings(of: form).contains { $0.partOfSpeech == part && $0.lemma == opposite }
        }
    }

    /// Words that deny: a sentence with one has no single opposite.
    private static let negations: Set<String> = ["not", "no", "never", "neither", "nor", "none", "nothing", "without", "cannot"]

    /// Describing words whose opposite changes no fact a learner reads for ("the same amount", "the first emperor"),
    /// or that WordNet reads as adjectives where pages use them otherwise ("like poles").
    private static let kept: Set<String> = ["same", "different", "other", "own", "only", "first", "last", "next", "many", "few",
                                            "more", "most", "less", "least", "much", "whole", "such", "certain", "like", "unlike",
                                            "able", "unable", "known", "called", "named", "used", "given", "found", "made"]

    /// Words after a verb that make it a phrase of its own ("gives off", "takes in", "sets up").
    private static let particles: Set<String> = ["up", "down", "off", "out", "away", "back", "over", "on", "in"]

    /// Words a clause's verb follows without a noun between ("it cools and rises").
    private static let clauseOpeners: Set<String> = ["and", "or", "then", "it", "they", "which", "that", "who", "we", "you", "he", "she"]

    /// Words after which a describing word tells where, as an adverb ("high above the water" is no "low above"), or is a
    /// preposition itself ("close to", "next to").
    private static let placeWords: Set<String> = ["to", "above", "below", "over", "under", "up", "down", "into", "onto", "across",
                                                  "through", "beyond", "behind", "beside", "off", "away"]

    /// Spans of time a measure ends in ("nine years old").
    private static let spans: Set<String> = ["year", "years", "month", "months", "week", "weeks", "day", "days", "hour", "hours"]

    /// Words after which a past form is a participle.
    private static let participleAfter: Set<String> = ["have", "has", "had", "having", "be", "been", "being", "is", "are", "was", "were"]
}
