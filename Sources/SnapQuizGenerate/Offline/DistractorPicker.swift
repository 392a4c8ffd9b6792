import Foundation
import SnapQuizLexicon

/// Chooses three wrong options for an answer from options of the same kind: clean words only, no spelling variant of
/// the answer or of each other, nothing the stem already shows, similar in length, and not always shorter than the
/// answer (the longest option is correct in at most about one question in four).
struct DistractorPicker {
    let words: WordCheck
    /// Where options' numbers are remembered: the page's word kinds (a picker of its own where none is given).
    var kinds = WordKinds()
    /// The page folded (`QuizShape.fold`): an option the page itself puts where the blank is stands no more
    /// (`TrueOptions.saidOnPage`). Empty: not checked.
    var folded = ""
    /// The words the page equates (`Page.equated`): "compass" is no wrong option for "magnet" where a compass needle
    /// is a small magnet.
    var equated: Set<String> = []
    /// The page's lists of words (`Page.lists`): another of the key's kind listed alike stands in a listed blank no more.
    var lists: [Set<String>] = []
    /// What the page says things are kinds of (`Page.kindsNamed`): a kind stands beside kinds, a member beside members.
    var kindsNamed: Set<String> = []

    /// Three distractors for `answer` from `pool` (best first), or nil when the pool has too few good ones. `anyNumber`
    /// lets nouns of either number stand beside the key, where the stem reads the same before both ("Who ruled
    /// Egypt? → pharaoh | priests | scribes").
    func pick(for answer: String, from pool: [String], stem: String, anyNumber: Bool = false, random: inout QuizRandom) -> [String]? {
        let answerWords = answer.split(separator: " ").count
        let answerStem = OptionSimilarity.stem(answer)
        let (stemWords, siblings, classed, followers) = reading(of: stem)
        var usable: [String] = []
        var usableStems: [String] = []
        var seen = Set<String>()
        // The nearest in length first, and no more than needed: every option is compared with every other kept one.
        let length = answer.count
        let nearest = pool.count <= 30 ? pool
            : Array(pool.map { ($0, abs($0.count - length)) }.sorted { $0.1 < $1.1 }.prefix(30).map(\.0))
        for option in nearest {
            let option = option.first == " " || option.last == " " ? option.trimmingCharacters(in: .whitespaces) : option
            guard !option.isEmpty, seen.insert(option).inserted else { continue }
            let optionStem = OptionSimilarity.stem(option)
            guard canStand(option, optionStem, beside: answer, answerStem, followers: followers, stemWords: stemWords, siblings: siblings, classed: classed, kept: usableStems) else { continue }
            usable.append(option)
            usableStems.append(optionStem)
        }
        guard usable.count >= 3 else { return nil }
        // "What heats water in rivers, lakes and seas? → energy from the Sun | planet | ground": the one phrase among single
        // words is the key, found without reading. A phrase key stands among phrases (`PhraseOptions` finds the page's),
        // or, for a term of two words, among two phrases and a word where the page has only two ("water vapour | fresh
        // water | warm water | groundwater": the key is one of three), or is not asked (`phrasesBeside`). A full name needs one other full name beside it
        // ("Annius Verus | Commodus | Marcus Aurelius | Pius"): people's names come in both shapes.
        var phrasesFirst: [String] = []
        if answerWords >= 2 {
            let phrases = usable.filter { $0.contains(" ") }
            if phrases.count >= 3 { usable = phrases }
            else if phrases.count >= Self.phrasesBeside(answer) { phrasesFirst = phrases }
            else { return nil }
        }
        // "an instrument called … → ammeter | voltmeter | insulators": a plural beside a singular key is ruled out by
        // grammar alone. Options of the key's number only; with fewer than three, no question ("long _____ of volcanoes
        // → chains | chamber | magma" is answered by grammar too).
        if !anyNumber, answerWords == 1, let number = nounNumber(answer) {
            usable = usable.filter { nounNumber($0).map { $0 == number } ?? true }
            guard usable.count >= 3 else { return nil }
        }
        // A single word among single words: one phrase beside them ("artificial lakes" beside "sources" and "countries")
        // stands out, wherever the key is. Phrases only where the pool is short of words, or of words as long as the
        // key (else the key would be the longest option).
        let singleWords = usable.filter { !$0.contains(" ") }
        if answerWords == 1, singleWords.count >= 3, singleWords.contains(where: { $0.count >= answer.count }) { usable = singleWords }
        // Nearest in shape first: the same number of words, then the closest length.
        func distance(_ option: String) -> Double {
            Double(abs(option.count - answer.count)) / Double(max(answer.count, 1)) + (option.split(separator: " ").count == answerWords ? 0 : 0.6)
        }
        // Each option's distance once, not in every comparison of the sort (the same comparisons, the same order).
        let ranked = usable.shuffled(using: &random).map { ($0, distance($0)) }.sorted { $0.1 < $1.1 }.map(\.0)
        var picked = Array(ranked.prefix(5).shuffled(using: &random).prefix(3))
        // Keep "pick the longest" from working: usually let one wrong option be at least as long as the answer.
        if picked.allSatisfy({ $0.count < answer.count }), Double.random(in: 0..<1, using: &random) < 0.8,
           let longer = ranked.first(where: { $0.count >= answer.count && !picked.contains($0) }) {
            picked[picked.count - 1] = longer
        }
        if !phrasesFirst.isEmpty {
            picked = phrasesFirst.shuffled(using: &random) + ranked.filter { !$0.contains(" ") }.prefix(3 - phrasesFirst.count)
            guard picked.count == 3 else { return nil }
        }
        return picked
    }

    /// `picked` with the options of `preferred` that can stand beside `answer` put in first (the page's other named
    /// processes beside "condensation" rather than "window"), at most three; nil when neither gives three options.
    func preferring(_ preferred: [String], over picked: [String]?, for answer: String, stem: String, random: inout QuizRandom) -> [String]? {
        let answerStem = OptionSimilarity.stem(answer)
        let (stemWords, siblings, classed, followers) = reading(of: stem)
        var chosen: [String] = [], chosenStems: [String] = []
        // Preferred options of the key's number only ("insulators", a defined term, beside the key "ammeter").
        let number = answer.contains(" ") ? nil : nounNumber(answer)
        let agreeing = preferred.filter { option in number.map { number in nounNumber(option).map { $0 == number } ?? true } ?? true }
        // A phrase key's phrases first, and no fewer of them than `pick` asks for.
        let phraseKey = answer.contains(" ")
        let offered = (agreeing.shuffled(using: &random) + (picked ?? [])).sorted { phraseKey && $0.contains(" ") && !$1.contains(" ") }
        for option in offered where chosen.count < 3 {
            let optionStem = OptionSimilarity.stem(option)
            guard canStand(option, optionStem, beside: answer, answerStem, followers: followers, stemWords: stemWords, siblings: siblings, classed: classed, kept: chosenStems) else { continue }
            chosen.append(option)
            chosenStems.append(optionStem)
        }
        guard !phraseKey || chosen.filter({ $0.contains(" ") }).count >= Self.phrasesBeside(answer) else { return nil }
        return chosen.count == 3 ? chosen : nil
    }

    /// What `canStand` reads of a stem (`StemReading`), worked out once a stem: a blank's options are picked, then
    /// mended with the page's kin two or three times over (`Page.distractors`).
    private func reading(of stem: String) -> StemReading {
        kinds.stemReading(stem, folded: folded) {
            (TextTokens.lowered(stem), TrueOptions.siblings(ofBlankIn: stem), TrueOptions.classedSubject(ofBlankIn: stem),
             folded.isEmpty ? [] : TrueOptions.followers(ofBlankIn: stem, folded: folded))
        }
    }

    /// A stem's words, lowered; the words listed with its blank (`TrueOptions.siblings`); the thing its blank classes
    /// (`TrueOptions.classedSubject`); and what the page writes after the word before its blank (`TrueOptions.followers`).
    typealias StemReading = (words: [String], siblings: [String], classed: String?, followers: [Substring])

    /// How many of a phrase key's three wrong options must be phrases at least: all three beside a description of three
    /// words or more ("energy from the Sun"), two beside a term of two ("water vapour"), one beside a full name.
    static func phrasesBeside(_ answer: String) -> Int {
        answer.first?.isUppercase == true ? 1 : answer.split(separator: " ").count >= 3 ? 3 : 2
    }

    /// Whether `option` can be a wrong option for `answer`: a clean word, no spelling variant of the answer or of an
    /// option already `kept` (their stems), nothing the stem shows, no absolute word ("always") the answer lacks, no
    /// round count beside a key that is none, no unit beside a thing, no compound of the key nor its head (`compounds`),
    /// and nothing that would be true as well (`TrueOptions`: a kind, part or synonym of the key or of its `siblings`, or a
    /// word the page itself puts where the blank is), nor a kind, part or whole of the thing a "X is a _____" blank
    /// classes (`classed`, `TrueOptions.classedSubject`).
    private func canStand(_ option: String, _ optionStem: String, beside answer: String, _ answerStem: String, followers: [Substring], stemWords: [String],
                          siblings: [String], classed: String?, kept: [String]) -> Bool {
        words.isClean(option) && !OptionSimilarity.nearDuplicate(stems: optionStem, answerStem)
            && !ItemFlaws.appears(TextTokens.lowered(option), in: stemWords)
            && (!ItemFlaws.hasAbsoluteTerm(option) || ItemFlaws.hasAbsoluteTerm(answer))
            && !kept.contains { OptionSimilarity.nearDuplicate(stems: $0, optionStem) }
            && (!Self.roundCounts.contains(option.lowercased()) || Self.roundCounts.contains(answer.lowercased()))
            && Self.isUnit(option) == Self.isUnit(answer) && !Self.compounds(option, answer)
            && !kinds.alsoTrue(option, for: answer, listedWith: siblings)
            // "The heart is a _____ → muscle | organ | left ventricle": the heart is an organ too, and a ventricle is a
            // part of it, no class it could be.
            && !(classed.map { kinds.alsoTrue(option, for: $0, listedWith: []) } ?? false)
            && !TrueOptions.saidOnPage(option, followers: followers) && !TrueOptions.equates(equated, option, answer)
            && !TrueOptions.listedAlike(lists, option, answer, siblings: siblings)
            // "What is an animal that eats only plants called? → herbivore | rabbit", where "rabbits … are herbivores":
            // a member of the key's kind is true of it, and one of another kind is no name for a kind.
            // "A material that lets all light pass through is called _____ → transparent | smaller | bigger": a word
            // that compares stands only beside one that compares (`StatementQuestions.degree`).
            && StatementQuestions.degree(of: option) == StatementQuestions.degree(of: answer)
            && !TrueOptions.kindOf(kindsNamed, option, answer) && !TrueOptions.kindBesideMember(kindsNamed, option, answer)
    }

    /// Whether one word is the other with a word before it, written as one ("rainforest" and "forest"): "The _____
    /// covers five million square kilometres → forest | rainforest" has two right answers, and "the largest city inside
    /// the forest" is no false statement on a page about the rainforest. Not a cost but a rule: the penalty WordNet's
    /// kinds got (`partlyTrue`, then a cost) left the Amazon page asking it in 5 of its 10 questions.
    static func compounds(_ option: String, _ answer: String) -> Bool {
        guard option.first?.isLowercase == true, answer.first?.isLowercase == true, let wordNet = WordNet.shared else { return false }
        return wordNet.closedCompound(option, endsIn: answer) || wordNet.closedCompound(answer, endsIn: option)
    }

    /// `nounNumber(_:)`, remembered for the page.
    func nounNumber(_ word: String) -> Bool? {
        kinds.nounNumber(word, Self.nounNumber)
    }

    /// Whether a one-word noun is plural (true) or singular (false) by its WordNet noun readings ("switches" is a
    /// plural noun as well as a verb); nil for names, for words with no noun reading, and where the two readings weigh the same.
    static func nounNumber(_ word: String) -> Bool? {
        guard !word.contains(" "), word.first?.isLowercase == true, let wordNet = WordNet.shared else { return nil }
        // "bacteria", "fungi": WordNet lists the Latin plurals as words of their own, with no number.
        if latinPlurals.contains(word) { return true }
        let nouns = wordNet.nounReadings(of: word)
        guard let own = nouns.first(where: { !$0.inflected }) else { return nouns.isEmpty ? nil : true }
        guard let base = nouns.first(where: \.inflected) else { return false }
        // "chains" (one sense as restraints) is mostly the plural of "chain" (ten); "news" and "physics" (no noun "new",
        // "physic" is rare) read as themselves; "humans" (one sense each, as "human" and as mankind) as a plural.
        return base.senses > own.senses ? true : own.senses > base.senses ? false : (word.hasSuffix("s") && !word.hasSuffix("ss") ? true : nil)
    }

    /// Latin and Greek plurals a science page writes, which WordNet lists as lemmas of their own.
    static let latinPlurals: Set<String> = ["bacteria", "fungi", "algae", "larvae", "nuclei", "cacti", "stimuli", "criteria",
                                            "phenomena", "data", "media", "vertebrae", "antennae"]

    /// A unit of measure ("millimetres", "degrees", "amperes"): a unit and a thing are never each other's options
    /// ("Plants and _____ → animals | burrows | millimetres"; "rising by about 5 _____ → millimetres | valleys").
    static func isUnit(_ word: String) -> Bool {
        let lower = word.lowercased()
        return lower.count >= 4 && Quantity.units[lower] != nil || otherUnits.contains(lower)
    }

    /// Units the maths solver does not convert.
    static let otherUnits: Set<String> = [
        "percent", "degree", "degrees", "celsius", "fahrenheit", "ampere", "amperes", "amps", "volt", "volts", "watt",
        "watts", "joule", "joules", "newton", "newtons", "ohm", "ohms", "hertz", "tonne", "tonnes", "acre", "acres",
        "hectare", "hectares", "calorie", "calories", "kilojoules", "decibels",
    ]

    /// Counts a page writes as nouns ("thousands of kilometres"): a wrong option among things only a learner who never
    /// read the sentence would weigh ("long chains of _____": volcanoes, thousands; "sailors and _____": explorers,
    /// thousands). They stay keys and options among themselves.
    static let roundCounts: Set<String> = ["hundreds", "thousands", "millions", "billions", "dozens"]
}
