import Foundation
import SnapQuizCore
import SnapQuizLexicon

/// "Which statement agrees with the text?": the page's own sentence against three copies of it with one key fact
/// changed (a name, number, year or term swapped for another of the same kind from the page).
enum StatementQuestions {
    static func candidates(page: Page, picker: DistractorPicker, random: inout QuizRandom) -> [Candidate] {
        var result: [Candidate] = []
        let bySentence = Dictionary(grouping: page.terms, by: \.sentence)
        // "If one bulb breaks, the whole circuit stops working" is true of one circuit the page describes and false of
        // the other: a condition the page states twice makes no true statement on its own.
        let conditional = page.statements.compactMap { sentence in ClauseQuestions.split(sentence.text).map { (sentence.index, QuizShape.fold($0.stem)) } }
        let repeated = Set(Dictionary(grouping: conditional, by: \.1).values.filter { $0.count > 1 }.flatMap { $0.map(\.0) })
        // "Hydraulic headland happens when …", "so air gravity slows the skydiver": a word of a term the page names in two
        // words ("hydraulic action", "air resistance": a term it defines or asks about, or a sentence's subject), swapped
        // alone, makes a name no one uses, false by sense alone. (Every noun phrase of the page was too many: "molten
        // rock" and "volcanic ash" kept the volcano pages' statements out, and two pages from their quizzes.)
        let named = page.definitions.map(\.term) + page.pool(.term) + page.statements.compactMap { RecallQuestions.subject(of: $0, page: page)?.phrase }
        let termsOfTwoWords = Set(named.filter { $0.split(separator: " ").count == 2 && $0.first?.isLowercase == true }.map { $0.lowercased() }).sorted()
        // Words a character says ("“We must bring the boat up from the harbour,” he said.") are no fact of the page to
        // agree with, and printed as a statement they read '"We must … harbour.".'.
        let speech = { (text: String) in text.first.map { "\"“‘'".contains($0) } ?? false }
        var versions: [Version] = []
        // A request ("Please think carefully before you make your decision.") states nothing to agree with: its false
        // versions read "… before you make your mistake".
        let request = { (text: String) in text.lowercased().hasPrefix("please ") }
        for sentence in page.statements where (7...24).contains(sentence.wordCount) && !repeated.contains(sentence.index) && !speech(sentence.text)
            && !request(sentence.text) {
            let statement = withoutFinalMark(sentence.text) + "."
            guard page.words.isClean(statement) || sentence.wordCount <= 24 else { continue }
            let terms = (bySentence[sentence.index] ?? []).sorted { $0.score > $1.score }
            // Swaps of words filed alike first ("fences" for "walls"), drawn with a generator of their own so every other
            // draw stays as it was: "Universal laboratory changes colour" ("laboratory" is filed with "indicator" only by
            // the latter's third sense) and "Alkalis … can dissolve safety" (a state, for "grease", second dirt) came where
            // the page had closer swaps.
            var own = random
            let close = falseStatements(statement, terms: terms, sentence: sentence, page: page, reach: .sameFile, termsOfTwoWords: termsOfTwoWords, random: &own)
                .shuffled(using: &own)
            // Swaps of the same kind of thing; a sentence short of them may use things of the same broad group, and last
            // any noun of the same number — a weaker question, chosen only when a short page needs it.
            var changed: [String] = []
            var score = 3.9
            // A describing word or a verb turned to its opposite ("a strong acid" → "a weak acid") is a false statement
            // of its own: a sentence with one needs fewer swaps of its nouns.
            let opposites = OppositeStatements.falseStatements(statement, page: page)
            for reach in [WordKind.Reach.sameThing, .broadly, .anyNoun] where changed.count + opposites.count < 3 {
                changed += falseStatements(statement, terms: terms, sentence: sentence, page: page, reach: reach, termsOfTwoWords: termsOfTwoWords, random: &random)
                    .filter { !changed.contains($0) }
                if reach == .anyNoun { score = 2.0 }
            }
            // Three false statements, and the true one is not the only full-length one (or, below, false statements of
            // the sentences near it).
            let enough = changed.count + opposites.count >= 3
            let shuffled = enough ? changed.shuffled(using: &random) : changed
            // Swaps of the key's kind of thing first ("lived in towns" before "lived in diseases", `Page.akin`), in the order
            // drawn: a statement false by absurdity ("The Earth behaves like a giant strength") tests no reading, and a
            // question with one is off kind (`Page.offKind`), asked only where the page has nothing better.
            let drawn = close + shuffled.filter { !close.contains($0) }
            let kin = { (swapped: String) in page.swapAkin(statement, swapped) }
            // Close kin first among those ("Red blood cells carry nitrogen" before "… carry phosphorus", `Page.closeKin`).
            let closeKin = { (swapped: String) in Page.swappedSpan(statement, swapped).map { page.closeKin($0.1, to: $0.0) } ?? false }
            // A swap into a bare noun's place that the page never writes bare reads wrong ("… and becomes planet"): fair
            // only where nothing else is.
            let fair = { (swapped: String) in kin(swapped) && !Self.bareMismatch(statement, swapped, page: page) }
            // Then opposites, before any swap of another kind.
            let good = drawn.filter { fair($0) && closeKin($0) } + drawn.filter { fair($0) && !closeKin($0) } + opposites.filter { !drawn.contains($0) }
            versions.append(Version(sentence: sentence, statement: statement, good: good.filter(page.words.isClean),
                                    others: enough ? Array((good + drawn.filter { kin($0) && !fair($0) } + drawn.filter { !kin($0) }).prefix(3)) : nil,
                                    score: score))
        }
        for version in versions {
            let stem = stems[version.sentence.index % stems.count]
            let own = Array(version.good.prefix(3))
            var choices = [own]
            var score = version.score
            if own.count < 3, !own.isEmpty {
                // "After the fire, new buildings had to be made of brick or stone" has one fair false version ("old
                // buildings") and only swaps of another kind besides ("new flames", "new gardens"): the page's nearest
                // sentences, each with one fact changed fairly, are the other wrong options, rather than one false by
                // sense alone.
                choices = borrowed(by: version, own: own, from: versions, page: page).map { own + $0 }
                score -= 0.3
            }
            if choices.isEmpty || choices[0].count < 3 {
                // With no fair false version, the question as it was: off kind, asked only where a page has nothing better.
                guard let others = version.others, others.allSatisfy(page.words.isClean) else { continue }
                (choices, score) = ([others], version.score)
            }
            for (rank, picked) in choices.enumerated() {
                let question = ItemText.question(stem, answer: version.statement, distractors: picked, evidence: version.sentence.text)
                result.append(Candidate(kind: .statement, sentences: [version.sentence.index], question: question,
                                        score: score - borrowedChoiceStep * Double(rank), position: version.sentence.index))
            }
        }
        return result
    }

    /// How many sets of borrowed false versions one sentence offers the quiz at most, besides one without each
    /// neighbour's (`borrowed`).
    static let borrowedChoices = 3
    /// What each further set costs against the first: the nearest sentences' versions are the better wrong options.
    static let borrowedChoiceStep = 0.05

    /// The false versions `version` (with its own fair ones, `own`) takes from the sentences within three of it, each
    /// changed fairly: the nearest sentences' first, then other sets of them, so the quiz can take a set no other
    /// question of it shows. (One set each gave the README's demo quiz the same false sentence in two or three
    /// questions of 19 in 20: a short page asks most of its sentences, and their neighbours lend alike.) They are wrong
    /// options, not questions on those sentences: a quiz may still ask about them (what a false version shows of another
    /// question's key is weighed as a give-away, `ItemFlaws.givesAway`).
    /// A neighbour opening with a pronoun lends its versions with the pronoun named ("It [the Nile] is about 354
    /// kilometres long …"), as the question's own sentence is shown; one whose pronoun names nothing sure lends none.
    private static func borrowed(by version: Version, own: [String], from versions: [Version], page: Page) -> [[String]] {
        let here = version.sentence.index
        let near = versions.filter { $0.sentence.index != here && !$0.good.isEmpty && abs($0.sentence.index - here) <= 3 }
            .compactMap { neighbour -> Version? in
                switch OpeningPronoun.meaning(ofSentence: neighbour.sentence.index, on: page) {
                case .none, .vague: return neighbour
                case .unresolved: return nil
                case .resolved(let opening, let meant):
                    var named = neighbour
                    named.good = neighbour.good.map { lent in
                        lent.hasPrefix(opening + " ") ? OpeningPronoun.bracketed(opening, meant: meant) + lent.dropFirst(opening.count) : lent
                    }
                    return named
                }
            }
            .sorted { (abs($0.sentence.index - here), $0.sentence.index) < (abs($1.sentence.index - here), $1.sentence.index) }
        let needed = 3 - own.count
        guard near.count >= needed else { return [] }
        // Round by round, each neighbour's next version (starting where the sentence's place falls, so two sentences
        // borrowing from one neighbour start on different versions): the first set is the nearest sentences' first.
        let rounds = near.map(\.good.count).max() ?? 0
        var lendable: [(text: String, from: Int)] = []
        for round in 0..<rounds {
            for neighbour in near where round < neighbour.good.count {
                let lent = neighbour.good[(here + round) % neighbour.good.count]
                if !lendable.contains(where: { $0.text == lent }), !own.contains(lent) { lendable.append((lent, neighbour.sentence.index)) }
            }
        }
        var sets = stride(from: 0, to: lendable.count - needed + 1, by: needed).prefix(borrowedChoices).map { lendable[$0..<($0 + needed)].map(\.text) }
        // A neighbour asked itself shows its own false versions, and a quiz may not show one twice (`QuizAssembler`):
        // "Some animals can sense the magnetic field …" and "The lines are closest together …", each lending the other
        // its versions, were never asked together. So also a set without each neighbour's, the nearest others' first.
        for neighbour in near {
            let others = lendable.filter { $0.from != neighbour.sentence.index }.prefix(needed).map(\.text)
            if others.count == needed, !sets.contains(others) { sets.append(others) }
        }
        return sets
    }

    /// Whether `swapped` puts a one-word noun the page writes, but never bare, where `statement` has a bare one ("becomes
    /// groundwater" → "becomes planet"; not "the groundwater" → "the planet").
    static func bareMismatch(_ statement: String, _ swapped: String, page: Page) -> Bool {
        guard let swap = Page.swappedWords(statement, swapped), swap.mine.count == 1, swap.theirs.count == 1, swap.at.lowerBound > 0,
              let theirs = swap.theirs.first else { return false }
        // The sentence's first word is in capitals for its place alone: "Without factor there would be …".
        let written = TextTokens.trimmed(String(statement.split(separator: " ")[swap.at.lowerBound - 1]))
        return page.readsWrongBare(theirs, after: swap.at.lowerBound == 1 ? written.lowercased() : written)
    }

    /// Several statement questions in one quiz need stems of their own.
    private static let stems = ["Which statement agrees with the text?", "According to the text, which of these sentences is true?",
                                "Which sentence says what the page says?", "Which of these is correct, according to the text?"]

    /// A sentence's statement and its false versions: `good` those of the key's kind and opposites, `others` the three a
    /// question on it alone would offer (nil with fewer than three false versions of any kind).
    private struct Version {
        let sentence: Sentence
        let statement: String
        var good: [String]
        let others: [String]?
        let score: Double
    }

    /// `statement` with one term at a time swapped for another of the page's that can stand in its place. Only a swap
    /// that leaves English changes a fact: a noun for a noun naming the same kind of thing, an adjective for an
    /// adjective ("large, journey food molecules" is ruled out by its grammar alone).
    private static func falseStatements(_ statement: String, terms: [KeyTerm], sentence: Sentence, page: Page, reach: WordKind.Reach,
                                        termsOfTwoWords: [String], random: inout QuizRandom) -> [String] {
        var changed: [String] = []
        let lowered = " " + TextTokens.lowered(sentence.text).joined(separator: " ") + " "
        let phrasesHere = termsOfTwoWords.filter { lowered.contains(" " + $0 + " ") }.map { Set($0.split(separator: " ").map(String.init)) }
        for term in terms where page.words.isClean(term.text) {
            if term.kind != .number, term.kind != .year, usedAttributively(term.text, in: sentence.text, page: page) { continue }
            if term.kind == .term, TextAnalysis.isInsideCompound(term.text, in: sentence.text) || page.usedAsAdverb(term.text, in: sentence.text) { continue }
            if term.kind == .term, !term.text.contains(" "), phrasesHere.contains(where: { $0.contains(term.text.lowercased()) }) { continue }
            // "over oceans of years", "The thirty built roads": a count swapped for a thing, or a thing for a count.
            let isCount = { (word: String) in RecallQuestions.numberWords[word.lowercased()] != nil || DistractorPicker.roundCounts.contains(word.lowercased()) }
            // "The two rivers meet at Khartoum, the capital of Sudan" made false as "… at Washington, the capital of Sudan": a
            // name the sentence describes after a comma keeps to the page's names, which the learner must have read.
            let described = [", the ", ", a ", ", an "].contains { sentence.text.contains(term.text + $0) }
            // "The Vikings were seafaring people from Norway, Denmark and Baghdad": a place of another known kind (a city for
            // a country, a sea for a city) is false by its kind alone.
            let placeKind = term.kind == .name ? Page.placeKind(of: term.text) : nil
            // "King Charles II ordered …" made false as "King Christopher Wren ordered …": after a title only a name the
            // page writes after that title stands (a person swapped into a title slot is false by sense, not by the page).
            let title = term.kind == .name ? Self.title(before: term.text, in: sentence.text) : nil
            let pool = term.kind == .name
                ? page.names(like: term.text, from: page.pool(.name)).filter { name in
                    (!described || page.pool(.name).contains(name)) && page.fitsSex(name, for: term.text, in: sentence.text)
                        && (placeKind == nil || Page.placeKind(of: name).map { $0 == placeKind } ?? true)
                        && title.map { Self.writesTitled(name, $0, page: page) } ?? true
                } : page.pool(term.kind)
            // "Many people believed that windows was a job for men": a noun of the other number, weighed by its senses
            // ("windows" and "letters" are nouns of their own in WordNet too, so their first reading passed).
            let number = page.nounNumber
            let termNumber = number(term.text)
            let blanked = OfflineQuizGenerator.blank(term.text, in: statement)
            // "An electromagnet attracts objects made of iron" (for "A magnet …") is no false statement, nor a swap the page
            // says elsewhere after the same word ("attracts filings").
            let siblings = blanked.map(TrueOptions.siblings(ofBlankIn:)) ?? []
            let followers = blanked.map { TrueOptions.followers(ofBlankIn: $0, folded: page.folded) } ?? []
            // "Deserts receive less than 500 millimetres of rain" is no false statement where the page says 250. Only a
            // measure bounds so: "A pH below 7 is acidic" draws a line, and "below 10" is false.
            let measured = blanked.flatMap { $0.components(separatedBy: "_____").dropFirst().first?.split(separator: " ").first }
                .map { TextTokens.trimmed(String($0)) }.map { $0.first?.isLowercase == true && !TextAnalysis.commonWords.contains($0) } ?? false
            let bound = measured ? blanked.flatMap(TrueOptions.bound(beforeBlankIn:)) : nil
            // (`kindChecked`: names already of the term's kind, which `Page.canSwap` need not weigh again.)
            func standIns(_ pool: [String], kindChecked: Bool = false) -> [String] { pool.filter {
                isCount($0) == isCount(term.text) && DistractorPicker.isUnit($0) == DistractorPicker.isUnit(term.text)
                    && (term.kind != .number || page.sameMeasure(term.text, $0))
                    && (termNumber == nil || number($0).map { $0 == termNumber } ?? true)
                    && !OptionSimilarity.nearDuplicate($0, term.text) && (term.kind != .term || kindChecked || page.canSwap(term.text, for: $0, reach: reach))
                    && $0.split(separator: " ").count == term.text.split(separator: " ").count
                    && !TrueOptions.alsoTrue($0, for: term.text, listedWith: siblings) && !TrueOptions.saidOnPage($0, followers: followers)
                    && !TrueOptions.equates(page.equated, $0, term.text) && !TrueOptions.listedAlike(page.lists, $0, term.text, siblings: siblings)
                    && !TrueOptions.withinBound($0, for: term.text, bound) && !TrueOptions.kindOf(page.kindsNamed, $0, term.text)
            } }
            var others = standIns(pool).shuffled(using: &random)
            // "bake it in the oven at 220 °C" has no other temperature on the page to swap in: the key's neighbours do.
            if term.kind == .number, others.count < 3 {
                others += standIns(page.measuredStandIns(for: term.text)).filter { !others.contains($0) }
            }
            // Fewer than three close kin on the page ("oxygen" has "nitrogen" and "mixture"): the members of its kind a
            // lesson names go in too, close kin first (`StatementQuestions.candidates` orders them).
            if others.count < 3 || term.kind == .term && !term.text.contains(" ") && page.namesMembers(term.text)
                && others.filter({ page.closeKin($0, to: term.text) }).count < 3 {
                others += standIns(worldSisters(of: term, in: sentence.text, page: page, reach: reach)).filter { !others.contains($0) }
            }
            // "… in a process called transpiration" made false as "… called groundwater": the processes the page tells of
            // with verbs ("evaporates", "condenses") are the false versions a teacher writes (`Page.processNames`), first.
            let processes = term.kind == .term && reach != .anyNoun
                ? page.kind(of: term.text).map { standIns(page.processNames(like: term.text, kind: $0, stem: sentence.text), kindChecked: true) } ?? [] : []
            others = processes + others.filter { !processes.contains($0) }
            // "a fire started in a _____ on Pudding Lane": no "a timber" nor "a gunpowder" (the page uses both as masses).
            let afterArticle = blanked.map { blanked in
                ["a _____", "an _____"].contains { blanked.lowercased().contains($0) }
            } ?? false
            // The first three that can stand: a swap already in the sentence ("water vapour" for "transpiration" in "Plants
            // release water vapour …") leaves room for the next, so a sentence does not lose its question by the draw.
            // "The Moon is much smaller than the Earth" made false as "… much sunlit than the Earth", "The outer planets are
            // much larger" as "… much furthest", "… much famous": a comparative stands only for a comparative, a
            // superlative for a superlative, and neither for a word of no degree.
            let degree = Self.degree(of: term.text)
            let standing = others.filter {
                !ItemFlaws.appears($0, in: statement) && (!afterArticle || page.countsAsOne($0)) && Self.degree(of: $0) == degree
            }
            let isClose = { (other: String) in term.kind == .term && (processes.contains(other) || page.closeKin(other, to: term.text)) }
            for other in (standing.filter(isClose) + standing.filter { !isClose($0) }).prefix(3) {
                guard let swapped = replacingOnce(term.text, with: other, in: statement), !sentenceOnPage(swapped, page: page),
                      !changed.contains(swapped) else { continue }
                changed.append(swapped)
            }
        }
        return changed
    }

    /// The degree an adjective or adverb is written in: "larger" and "more" compare, "furthest" and "best" are
    /// superlatives, "large", "famous" and any noun have none.
    enum Degree { case none, comparative, superlative }

    static func degree(of word: String) -> Degree {
        guard !word.contains(" ") else { return .none }
        if isComparative(word) { return .comparative }
        if ["best", "worst", "most", "least", "fewest", "furthest", "farthest", "eldest"].contains(word.lowercased()) { return .superlative }
        guard word.hasSuffix("est"), let wordNet = WordNet.shared,
              let reading = wordNet.readings(of: word).first(where: { [.adjective, .adverb].contains($0.partOfSpeech) }), reading.inflected,
              wordNet.commonest(word)?.partOfSpeech != .noun else { return .none }
        return .superlative
    }

    /// The title written right before `name` in `sentence` ("King" in "King Charles II ordered …"), as written.
    static func title(before name: String, in sentence: String) -> String? {
        guard let range = sentence.range(of: name), let previous = sentence[..<range.lowerBound].split(separator: " ").last,
              sentence[..<range.lowerBound].hasSuffix(" "), previous.first?.isUppercase == true,
              Page.titles.contains(previous.lowercased()) else { return nil }
        return String(previous)
    }

    /// Whether the page writes `name` after `title` ("King Philip II" for "King"), and the name holds no title of its own.
    static func writesTitled(_ name: String, _ title: String, page: Page) -> Bool {
        guard let first = name.split(separator: " ").first, !Page.titles.contains(first.lowercased()) else { return false }
        return page.folded.contains(QuizShape.fold(title + " " + name))
    }

    /// Whether a word is a comparative: "smaller", "larger", "better", "more"; not "sunlit", nor "water" or "mother".
    static func isComparative(_ word: String) -> Bool {
        if ["better", "worse", "more", "less", "fewer", "further", "farther", "elder"].contains(word.lowercased()) { return true }
        guard word.hasSuffix("er"), let wordNet = WordNet.shared else { return false }
        let describing: Set<WordNet.PartOfSpeech> = [.adjective, .adverb]
        return wordNet.readings(of: word).contains(where: { describing.contains($0.partOfSpeech) })
            && wordNet.commonest(word)?.partOfSpeech != .noun
    }

    /// "A magnet attracts objects made of iron, nickel and cobalt" on a page that names no other metal: the commonest
    /// other members of a kind a science lesson names (`Page.sisterTerms`, members only: "copper", "tin"), for swaps of
    /// the term's own kind where the page has fewer than three that can stand. Not every WordNet sister: "which absorbs sunlight"
    /// became "… absorbs gegenschein". Not where the sentence gives examples ("metals such as copper and _____"):
    /// another member of the kind may be true there as well.
    private static func worldSisters(of term: KeyTerm, in sentence: String, page: Page, reach: WordKind.Reach) -> [String] {
        guard term.kind == .term, reach != .anyNoun, !term.text.contains(" "), term.text.first?.isLowercase == true,
              let kind = page.kind(of: term.text) else { return [] }
        let lowered = " " + TextTokens.lowered(sentence).joined(separator: " ") + " "
        guard !examplesMarks.contains(where: { lowered.contains(" \($0) ") }) else { return [] }
        let sisters = page.sisterTerms(of: term.text, kind: kind, filed: page.termFiles, membersOnly: true)
        return sisters.filter { !ItemFlaws.appears($0, in: page.text) }
    }

    /// Words that open examples of a kind rather than all of it.
    private static let examplesMarks = ["such as", "including", "include", "includes", "for example", "for instance", "e g", "like", "among them"]

    /// `statement` with `term` swapped for `other`, when the term occurs exactly once as a whole word.
    static func replacingOnce(_ term: String, with other: String, in statement: String) -> String? {
        guard let blanked = OfflineQuizGenerator.blank(term, in: statement) else { return nil }
        let swapped = blanked.replacingOccurrences(of: "_____", with: other)
        return blanked.contains("a _____") || blanked.contains("an _____") || blanked.hasPrefix("A _____") || blanked.hasPrefix("An _____")
            ? ItemText.articleAgreeing(with: other, in: swapped) : swapped
    }

    /// A one-word name or noun written before a noun ("the Catholic faith", "the last Tudor monarch", "droplets of
    /// liquid water") works as an adjective: swapping in another ("the Pope faith", "droplets of groundwater water")
    /// makes nonsense rather than a false fact ("boxing and temple racing").
    static func usedAttributively(_ name: String, in sentence: String, page: Page) -> Bool {
        guard !name.contains(" "), let next = wordAfter(name, in: sentence) else { return false }
        return next.word.first?.isLowercase == true && (page.kind(of: next.word)?.partOfSpeech == .noun || namesActivity(next))
    }

    /// Whether the word after `name` is a function word ("king of England in 1660"): WordNet reads "in" as a noun too
    /// (an inch, indium), so `usedAttributively` takes such a name for a describing one.
    static func beforeFunctionWord(_ name: String, in sentence: String) -> Bool {
        wordAfter(name, in: sentence).map { TextAnalysis.commonWords.contains($0.word) } ?? false
    }

    /// "boxing and chariot racing.": a word before an -ing word that ends the clause names the activity; no other
    /// word stands in its place ("temple racing", "medicine racing").
    static func namesActivity(_ word: String, in sentence: String) -> Bool {
        wordAfter(word, in: sentence).map(namesActivity) ?? false
    }

    private static func namesActivity(_ next: (word: String, endsClause: Bool)) -> Bool {
        next.word.first?.isLowercase == true && next.word.hasSuffix("ing") && next.endsClause
    }

    /// The word right after the first whole-word `word` in `sentence`, and whether it ends the sentence or a clause;
    /// nil when `word` is absent, last, or closes a clause itself ("Rome, which …").
    private static func wordAfter(_ word: String, in sentence: String) -> (word: String, endsClause: Bool)? {
        let words = sentence.split(separator: " ")
        guard let at = words.firstIndex(where: { TextTokens.trimmed(String($0)) == word }), at + 1 < words.count,
              !words[at].hasSuffix(",") else { return nil }
        let next = words[at + 1]
        return (TextTokens.trimmed(String(next)), at + 2 == words.count || next.last.map { ",;:.".contains($0) } == true)
    }

    /// A changed statement that happens to be true elsewhere on the page is not a wrong option.
    private static func sentenceOnPage(_ statement: String, page: Page) -> Bool {
        page.folded.contains(QuizShape.fold(withoutFinalMark(statement)))
    }
}
