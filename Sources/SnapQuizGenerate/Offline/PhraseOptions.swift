import SnapQuizLexicon

/// Wrong options of a phrase key's shape. "What heats water in rivers, lakes and seas? → energy from the Sun | planet |
/// ground | groundwater" and "What makes the soil very fertile? → volcanic ash | pressure | mountain" keyed the one
/// phrase among single words, which a learner picks without reading. A phrase key stands among phrases only
/// (`DistractorPicker`); these are the phrases it can stand among: the page's own noun phrases whose head names the
/// same kind of thing in the same number ("molten rock", "hot water" beside "volcanic ash"), and the key with the noun
/// after its preposition swapped for the page's other nouns ("energy from the ground", "energy from the oceans").
enum PhraseOptions {
    /// Phrases that could stand beside `key` (two words or more, no name): page noun phrases and swapped variants,
    /// written with the key's article; empty for a single word or a name.
    static func candidates(for key: String, on page: Page, stem: String = "") -> [String] {
        var words = key.split(separator: " ").map(String.init)
        guard words.count >= 2, key.first?.isLowercase == true else { return [] }
        let article = articles.contains(words[0]) ? words.removeFirst() : nil
        guard let head = words.last, !head.contains(where: \.isNumber) else { return [] }
        var found: [String] = []
        // "energy from the Sun": what comes from where is the fact; the same words from somewhere else are false.
        if let at = words.lastIndex(where: prepositions.contains), at >= 1, at < words.count - 1 {
            found += swapped(words, at: words.count - 1, page: page).map { ([article].compactMap { $0 } + $0).joined(separator: " ") }
        }
        // "volcanic ash" (a describing word or a noun before a noun): the page's other such phrases of its number.
        if words.count <= 3, !words.contains(where: prepositions.contains) {
            // "Plants also release _____" takes "tiny droplets" as well as "water vapour"; "what makes the soil fertile?"
            // and "As the _____ rises" take a noun of the key's number only.
            let number = agrees(blankIn: stem, page: page) ? page.nounNumber(head) : nil
            let kind = page.kind(of: head)
            for phrase in nounPhrases(on: page) where phrase.split(separator: " ").count <= words.count + 1 && !describesBySize(phrase, on: page) {
                guard let other = phrase.split(separator: " ").last.map(String.init), other.lowercased() != head.lowercased() else { continue }
                if let number, let theirs = page.nounNumber(other), theirs != number { continue }
                if let kind, let theirs = page.kind(of: other), !kind.fits(theirs) || kind.overlapsAsPeople(theirs) || kind.strayKind(theirs)
                    || kind.isPerson != theirs.isPerson { continue }
                found.append(article.map { $0 + " " + phrase } ?? phrase)
            }
        }
        return found.filter { $0.lowercased() != key.lowercased() }
    }

    /// Whether a phrase of the page's term pool reads as a noun phrase, to stand beside a phrase key: one WordNet lists
    /// ("carbon dioxide"), one of the page's noun phrases, or a phrase with a preposition ("rate of photosynthesis");
    /// not "need light" (from "plants need light to …"). A name or a single word always does.
    static func readsAsNounPhrase(_ option: String, on page: Page) -> Bool {
        let words = option.split(separator: " ").map(String.init)
        guard words.count >= 2, option.first?.isLowercase == true else { return true }
        if words.contains(where: prepositions.contains) { return true }
        if WordNet.shared?.readings(of: option).contains(where: { $0.partOfSpeech == .noun }) == true { return true }
        let bare = articles.contains(words[0]) ? words.dropFirst().joined(separator: " ") : option
        return nounPhrases(on: page).contains(bare.lowercased())
    }

    /// Whether a verb agrees with what stands in the blank of `stem`: a question with no blank asks for a subject ("what
    /// makes …?"), and a verb right after the blank ("As the _____ rises") agrees with it.
    private static func agrees(blankIn stem: String, page: Page) -> Bool {
        let words = stem.split(separator: " ").map { TextTokens.trimmed(String($0)).lowercased() }
        guard let at = words.firstIndex(where: { $0.contains("_____") }) else { return true }
        guard words.indices.contains(at + 1) else { return false }
        let next = words[at + 1]
        return page.verbsWithS.contains(next) || page.bareVerbs.contains(next) || finiteVerbs.contains(next)
            || page.kind(of: next)?.partOfSpeech == .verb
    }

    private static let finiteVerbs: Set<String> = ["is", "are", "was", "were", "has", "have", "does", "do"]

    /// `words` with the noun at `index` swapped for each of the page's one-word terms naming the same kind of thing in its
    /// number ("energy from the ground" for "… the Sun"; not "energy from the vapour", a substance for a star).
    private static func swapped(_ words: [String], at index: Int, page: Page) -> [[String]] {
        let noun = words[index].lowercased()
        // Read as the page writes it: "the Sun" is the star, "the sun" sunshine first (`WordKind.of`).
        guard let kind = page.kind(of: words[index]), kind.partOfSpeech == .noun else { return [] }
        return page.pool(.term).compactMap { other in
            guard !other.contains(" "), other.first?.isLowercase == true, other != noun,
                  let theirs = page.kind(of: other), kind.sameThing(theirs), !kind.strayKind(theirs), kind.isPerson == theirs.isPerson,
                  !TrueOptions.alsoTrue(other, for: noun) else { return nil }
            var changed = words
            changed[index] = other
            return changed
        }
    }

    /// The page's noun phrases of two or three words as written: describing words or nouns before a noun, with no
    /// stop, name, number, verb or word too common to quiz (`TextAnalysis.commonWords`: "the", "small", "different")
    /// among them ("molten rock", "tectonic plates", "new sea floor"), each once.
    /// Worked out once per page.
    static func nounPhrases(on page: Page) -> [String] {
        page.wordKinds.nounPhrases {
            var found: [String] = [], seen = Set<String>()
            for sentence in page.statements {
                let raw = sentence.text.split(whereSeparator: \.isWhitespace).map(String.init)
                var run: [String] = []
                func close() {
                    defer { run = [] }
                    // The longest tail of the run that ends on a noun: "the solid rock" gives "solid rock".
                    while let last = run.last, page.kind(of: last)?.partOfSpeech != .noun { run.removeLast() }
                    guard (2...3).contains(run.count), seen.insert(run.joined(separator: " ")).inserted else { return }
                    found.append(run.joined(separator: " "))
                }
                for (index, token) in raw.enumerated() {
                    // "Warm sunlight lets …": a sentence's first word is read in lower case, unless the page writes it so
                    // elsewhere too (a name).
                    let trimmed = TextTokens.trimmed(token)
                    let word = index == 0 && !page.usesAsName(trimmed) ? trimmed.lowercased() : trimmed
                    // "The filings line up": a word before a particle is the verb, no head ("filings line"). WordNet
                    // reads "up" as a describing word too, so after a word a particle ends the phrase whatever its kind
                    // (a phrase may still open on one: "back garden").
                    if !run.isEmpty, particles.contains(word.lowercased()) {
                        run.removeLast()
                        close()
                        continue
                    }
                    // "gives out light": a particle after a verb belongs to it ("out light" is no thing). It opens a
                    // phrase only first in a sentence or after a determiner ("the back garden").
                    if run.isEmpty, index > 0, particles.contains(word.lowercased()),
                       !RecallQuestions.determiners.contains(TextTokens.trimmed(raw[index - 1]).lowercased()) {
                        continue
                    }
                    let usable = word.first?.isLowercase == true && word.allSatisfy(\.isLetter) && !TextAnalysis.commonWords.contains(word)
                        && !RecallQuestions.determiners.contains(word) && RecallQuestions.numberWords[word] == nil && word != "one"
                        && page.words.isCleanWord(word)
                        && !page.verbsWithS.contains(word) && !page.bareVerbs.contains(word)
                        && page.kind(of: word).map { [.noun, .adjective].contains($0.partOfSpeech) } == true
                    // "every living thing fresh water": a describing word after a noun opens the next phrase.
                    if usable, let last = run.last, page.kind(of: last)?.partOfSpeech == .noun, page.kind(of: word)?.partOfSpeech == .adjective {
                        close()
                    }
                    // "plants need light": a word after a noun that reads as a verb too is the verb, no modifier.
                    if usable, run.isEmpty, index > 0, raw[index - 1] == TextTokens.trimmed(raw[index - 1]),
                       let wordNet = WordNet.shared, wordNet.commonest(raw[index - 1].lowercased())?.partOfSpeech == .noun,
                       !TextAnalysis.commonWords.contains(raw[index - 1].lowercased()),
                       wordNet.readings(of: word).contains(where: { $0.partOfSpeech == .verb }) {
                        close()
                        continue
                    }
                    // "sea turtles and salmon use it to navigate": a word that can be a verb, before a pronoun that opens
                    // its object ("it", "them", "their …"), is the verb, no head ("salmon use").
                    if usable, !run.isEmpty, index + 1 < raw.count, objectOpeners.contains(raw[index + 1].lowercased()),
                       WordNet.shared?.readings(of: word).contains(where: { $0.partOfSpeech == .verb }) == true {
                        close()
                        continue
                    }
                    if usable { run.append(word) } else { close() }
                    // A mark after a word ends the phrase: "hot water, steam" are two.
                    if usable, token != trimmed { close() }
                }
                close()
            }
            return found
        }
    }

    /// Whether a phrase opens with a word of size or degree ("huge ball", "largest planet", "bigger stones"): it says
    /// how one thing on the page looks, names no kind of thing, and as a wrong option beside a term ("asteroid belt |
    /// huge ball | largest planet") is ruled out by sense alone.
    static func describesBySize(_ phrase: String, on page: Page) -> Bool {
        guard let first = phrase.split(separator: " ").first.map({ String($0).lowercased() }) else { return false }
        if sizeWords.contains(first) { return true }
        guard let kind = page.kind(of: first), kind.partOfSpeech == .adjective else { return false }
        return kind.inflection == .superlative || kind.inflection == .comparative
    }

    private static let sizeWords: Set<String> = ["huge", "large", "big", "small", "tiny", "enormous", "vast", "great", "little", "massive"]
    private static let particles: Set<String> = ["up", "down", "out", "off", "away", "back"]
    /// Words that open a verb's object: after them a word that can be a verb is one.
    private static let objectOpeners: Set<String> = ["it", "them", "him", "her", "us", "me", "you", "its", "their", "his", "this", "these", "those"]
    private static let articles: Set<String> = ["the", "a", "an"]
    private static let prepositions: Set<String> = ["from", "of", "in", "on", "at", "by", "with", "into", "for", "through"]
}
