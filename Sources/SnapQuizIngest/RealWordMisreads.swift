import SnapQuizCore
import SnapQuizLexicon

/// Repairs misreads that are words themselves, which spelling repair cannot see ("aqueducts and wails" for "walls",
/// "The empire Built roads" for "built"), from what the page itself prints. Only words Tesseract doubted (confidence
/// below `maximumConfidence`; for a list's members, below spelling repair's bound) are touched, but for a list's "or"
/// read as "of" (below), and every change is recorded as spelling repair's are.
///
/// - A doubted word the page prints once, one OCR confusion (`SpellingRepair.confusions`) from exactly one word that
///   is a form of a word the page prints confidently elsewhere ("wails" → "walls" beside "Hadrian's Wall"), and that
///   is mostly used as a part of speech the misread can be, and the other way round (so "fall" is not taken for "tall"
///   beside "tall trees"), is that word.
/// - A noun in a list ("rain, snow, sleet or hall") that names a thing of another kind than the rest, whose commonest
///   senses share a WordNet category (noun.phenomenon), one confusion from exactly one noun of that kind ("hail"), is
///   that noun, if Tesseract doubted it at all (below spelling repair's bound: "oil, tar and coat" was read at 90–95).
/// - A doubted common word with a capital between two words in lower case ("The empire Built roads") is lower-cased
///   when the page prints it in lower case elsewhere ("was built") and nowhere else with the capital. The sentence
///   splitter takes such a capital for a sentence's start, and the generator for a name.
struct RealWordMisreads {
    typealias Word = TesseractAPI.Word

    /// Words Tesseract is at least this sure of are left as read (`DoubtedWords`' bound: 67 of 76 real-word misreads of
    /// the dev photos were below it).
    static let maximumConfidence = DoubtedWords.recordedBelow
    /// Shorter words lie too close together for a confusion to say which was meant.
    static let minimumLetters = 4

    /// Letters a blurred photo reads for one another by one stroke more or less, besides spelling repair's
    /// confusions: tried only here, where the page must print the word ("Energy from the Sun feats water" beside
    /// "spreads heat"; "lasted" read "tasted", "last" read "fast").
    static let strokeConfusions: [(String, String)] = [("f", "h"), ("f", "l"), ("t", "l")]

    let lexicon: Lexicon
    let wordNet: WordNet?

    init(lexicon: Lexicon, wordNet: WordNet? = WordNet.shared) {
        self.lexicon = lexicon
        self.wordNet = wordNet
    }

    /// `lines` with the real-word misreads the page shows repaired, and what was changed, in reading order.
    func repair(_ lines: [[Word]]) -> (lines: [[Word]], corrections: [OCRCorrection]) {
        // How often the page prints each word as written, and in any case.
        var uses: [String: Int] = [:], usesInAnyCase: [String: Int] = [:], lowerCase = Set<String>(), confidentLemmas = Set<String>()
        for word in lines.joined() {
            let core = SpellingRepair.Token(word.text).core
            guard core.contains(where: \.isLetter) else { continue }
            uses[core, default: 0] += 1
            usesInAnyCase[core.lowercased(), default: 0] += 1
            if core.first?.isLowercase == true { lowerCase.insert(core) }
            if word.confidence >= Self.maximumConfidence { confidentLemmas.formUnion(lemmas(of: core.lowercased())) }
        }
        var repaired = lines, corrections: [OCRCorrection] = []
        let lists = kindsOfLists(lines)
        let listKinds = lists.kinds
        for position in lists.misreadConjunctions {
            corrections.append(OCRCorrection(from: lines[position.line][position.word].text, to: "or", confirmed: true))
            repaired[position.line][position.word].text = "or"
        }
        for (l, line) in lines.enumerated() {
            for (w, word) in line.enumerated() where word.confidence < SpellingRepair.maximumConfidence {
                let listKind = listKinds[Position(line: l, word: w)]
                let token = SpellingRepair.Token(word.text)
                guard token.core.count >= Self.minimumLetters, token.core.allSatisfy(\.isLetter),
                      (token.leading + token.trailing).allSatisfy(SpellingRepair.punctuation.contains) else { continue }
                let previous = w > 0 ? line[w - 1].text : nil
                let next = w + 1 < line.count ? line[w + 1].text : lines.dropFirst(l + 1).first { !$0.isEmpty }?.first?.text
                var fixed: String?
                let doubted = word.confidence < Self.maximumConfidence
                if doubted, token.core.first?.isUppercase == true {
                    fixed = lowered(token.core, previous: previous, next: next, uses: uses, lowerCase: lowerCase)
                } else if doubted, usesInAnyCase[token.core.lowercased()] == 1 {
                    fixed = pageWord(for: token.core, confidentLemmas: confidentLemmas)
                }
                var confirmed = false
                if fixed == nil, let listKind, let member = listMember(token.core, kinds: listKind, anyLetter: doubted) {
                    fixed = member
                    confirmed = true
                }
                guard let fixed else { continue }
                let text = token.leading + fixed + token.possessive + token.trailing
                corrections.append(OCRCorrection(from: word.text, to: text, confirmed: confirmed))
                repaired[l][w].text = text
            }
        }
        return (repaired, corrections)
    }

    /// "Built" → "built" between two words in lower case, when the page prints "built" and no other "Built". After a name
    /// ("in Italy According to legend") the capital may open a sentence whose stop was lost (`MissingStops`), and stays.
    func lowered(_ core: String, previous: String?, next: String?, uses: [String: Int], lowerCase: Set<String>) -> String? {
        let lower = core.lowercased()
        guard core.dropFirst().allSatisfy(\.isLowercase), let previous, let next,
              previous.first?.isLowercase == true, previous.last?.isLowercase == true, next.first?.isLowercase == true,
              !MissingStops.namingWords.contains(previous), !MissingStops.titleSmallWords.contains(previous),
              uses[core] == 1, lowerCase.contains(lower), lexicon.knows(lower) else { return nil }
        return lower
    }

    /// The one word a confusion away from `core` (lower case, a dictionary word the page prints once) that is a form of a
    /// word the page prints confidently and shares a part of speech with `core`; nil when there is none or several.
    func pageWord(for core: String, confidentLemmas: Set<String>) -> String? {
        guard let wordNet, lexicon.knows(core), confidentLemmas.isDisjoint(with: lemmas(of: core)) else { return nil }
        let readings = wordNet.readings(of: core)
        guard let commonest = WordNet.commonest(of: readings)?.partOfSpeech else { return nil }
        let edits = SpellingRepair.edits(of: core).union(SpellingRepair.edits(of: core, by: Self.strokeConfusions))
        let candidates = edits.filter { candidate in
            guard candidate.count >= Self.minimumLetters, lexicon.knows(candidate),
                  !confidentLemmas.isDisjoint(with: lemmas(of: candidate)) else { return false }
            // Each is mostly used as something the other can be ("tall", an adjective, is also a noun in WordNet).
            let other = wordNet.readings(of: candidate)
            return other.contains { $0.partOfSpeech == commonest }
                && WordNet.commonest(of: other).map { found in readings.contains { $0.partOfSpeech == found.partOfSpeech } } == true
        }
        return candidates.count == 1 ? candidates.first : nil
    }

    /// Where a word stands on the page.
    struct Position: Hashable {
        var line: Int, word: Int
    }

    /// The members of lists of single words ("rain, snow, sleet or hall"; "iron, nickel, and cobalt") whose kind is
    /// not that of the rest, by position, with the WordNet noun categories (lexicographer files) the rest share and it
    /// lacks (all of them: "cats, dogs" share noun.animal and noun.person, and taking one of a set's two by chance
    /// made a list's repair change from run to run); and the
    /// lists' "or" read as "of" ("rain, snow, sleet of hail", two photos, Tesseract sure of it), which English allows
    /// nowhere in such a list: taken only where every member is a noun of one category.
    func kindsOfLists(_ lines: [[Word]]) -> (kinds: [Position: Set<Int>], misreadConjunctions: [Position]) {
        guard let wordNet else { return ([:], []) }
        let positions = lines.enumerated().flatMap { l, line in line.indices.map { Position(line: l, word: $0) } }
        let texts = positions.map { lines[$0.line][$0.word].text }
        var kinds: [Position: Set<Int>] = [:], conjunctions: [Position] = []
        var start = 0
        while start < texts.count {
            let list = Self.listMembers(texts, from: start).map { ($0, false) } ?? Self.listMembers(texts, from: start, conjunctions: ["of"]).map { ($0, true) }
            guard let (members, readOf) = list else { start += 1; continue }
            let categories = members.map { index in
                Set(wordNet.readings(of: SpellingRepair.Token(texts[index]).core).first { $0.partOfSpeech == .noun }?.categories ?? [])
            }
            if readOf {
                if !categories.dropFirst().reduce(categories[0], { $0.intersection($1) }).isEmpty, let last = members.last {
                    conjunctions.append(positions[last - 1])
                }
                start = members.last.map { $0 + 1 } ?? start + 1
                continue
            }
            for (m, index) in members.enumerated() {
                let others = categories.indices.filter { $0 != m }.map { categories[$0] }
                // The rest share a kind this member has not: all of them, and at least two.
                guard others.count >= 2 else { continue }
                let shared = others.dropFirst().reduce(others[0], { $0.intersection($1) }).subtracting(categories[m])
                if !shared.isEmpty { kinds[positions[index]] = shared }
            }
            start = members.last.map { $0 + 1 } ?? start + 1
        }
        return (kinds, conjunctions)
    }

    /// The indexes of the members of a list of single words starting at `start`: words each followed by a comma, then
    /// one more, one of `conjunctions`, and the last ("sleet or hall." / "sleet, or hall."); nil when none starts there.
    static func listMembers(_ texts: [String], from start: Int, conjunctions: Set<String> = ["and", "or"]) -> [Int]? {
        var members: [Int] = []
        var index = start
        while index < texts.count, texts[index].hasSuffix(","), SpellingRepair.Token(texts[index]).core.allSatisfy(\.isLetter) {
            members.append(index)
            index += 1
        }
        guard !members.isEmpty, index + 1 < texts.count else { return nil }
        if !conjunctions.contains(texts[index]) {
            members.append(index)
            index += 1
        }
        guard index + 1 < texts.count, conjunctions.contains(texts[index]),
              SpellingRepair.Token(texts[index + 1]).core.allSatisfy(\.isLetter) else { return nil }
        members.append(index + 1)
        return members.count >= 3 ? members : nil
    }

    /// The one noun of one of `kinds` (WordNet noun categories) a confusion away from `core`; nil when there is none or
    /// several.
    /// `anyLetter`: when no confusion gives one, any one letter changed may ("rivers, lakes and spas" is "seas", a
    /// shadowed photo's e read as p), for a word Tesseract doubted below `maximumConfidence`: the list's kind is the
    /// proof, and few nouns of one kind lie a letter apart.
    func listMember(_ core: String, kinds: Set<Int>, anyLetter: Bool = false) -> String? {
        guard let wordNet, core.allSatisfy(\.isLowercase) else { return nil }
        let isMember = { (candidate: String) in
            self.lexicon.knows(candidate) && wordNet.readings(of: candidate).contains { $0.partOfSpeech == .noun && !kinds.isDisjoint(with: $0.categories) }
        }
        let edits = SpellingRepair.edits(of: core).union(SpellingRepair.edits(of: core, by: Self.strokeConfusions))
        var candidates = edits.filter(isMember)
        if candidates.isEmpty && anyLetter { candidates = SpellingRepair.anyLetterSwapped(core).filter(isMember) }
        return candidates.count == 1 ? candidates.first : nil
    }

    /// A word (lower case) and the lemmas WordNet reduces it to ("walls" → "wall"; "wall" → "wall").
    func lemmas(of word: String) -> Set<String> {
        Set([word] + (wordNet?.readings(of: word).map(\.lemma) ?? []))
    }
}
