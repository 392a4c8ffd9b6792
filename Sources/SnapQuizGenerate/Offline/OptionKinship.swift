import SnapQuizCore
import SnapQuizLexicon

/// A wrong option a learner weighs names a thing of the key's own kind: a place for a place, a material for a
/// material, a time for a time. "began in the _____ of the eighteenth century → middle | worker | country | cholera"
/// and "most people lived in diseases" are answered by sense alone, though each word is a noun of the page. WordNet's
/// tree of kinds says how near two nouns stand (`WordNet.kinship`): "gravel" and "sand" are both materials (0.62),
/// "villages" and "towns" both districts (0.71); "gravel" and "source" (0.18), "villages" and "rivers" (0.17),
/// "famine" and "bucket" (0.17) meet only as physical things or abstractions.
extension Page {
    /// Below this a pair of nouns meets only high in WordNet's tree. Measured on the words of five pages of history,
    /// geography, science and biology: pairs a teacher would set ("arrows" and "stones" 0.50, "oesophagus" and
    /// "intestine" 0.57, "villages" and "towns" 0.71) stand above it; pairs a learner rules out ("villages" and
    /// "railways" 0.40, "harvest" and "famine" 0.35, "middle" and "worker" 0.31) below.
    static let leastKinship = 0.45

    /// For two artifacts by their commonest senses, the least kinship of those senses alone: WordNet files every made
    /// thing together, and rarer senses join what a learner keeps apart ("houses" and "railways" meet as businesses,
    /// 0.75). "houses" and "factories" 0.67, "halls" and "kitchens" 0.47, "sickles" and "ploughs" 0.35 stand; "houses"
    /// and "railways" 0, "canals" and "sickles" 0.12 do not. (Asked beside any artifact, "houses" and "arrows", first a
    /// mark, came apart too, but the greedy choice of the quiz then missed ten on a page of ancient Egypt in 2 of 5 seeds.)
    static let leastArtifactKinship = 0.3

    /// Whether `option` can stand in `key`'s place by what it names: true unless both are common nouns as this page
    /// uses them, known to WordNet, that are neither filed alike (`WordKind.namesSameThing`: landforms and waters are
    /// filed together, but meet only as physical things in WordNet's shallow tree) nor meet low in its tree
    /// (`leastKinship`); two artifacts by their commonest senses must meet low (`leastArtifactKinship`). Names,
    /// numbers, phrases WordNet does not list and words of other parts of speech are not judged here.
    func akin(_ option: String, to key: String) -> Bool {
        wordKinds.akin(option, key) { decideAkin($0, to: $1) }
    }

    /// `akin`, worked out (`WordKinds.akin` remembers it: every candidate's options are weighed again by `offKind`).
    private func decideAkin(_ option: String, to key: String) -> Bool {
        // "condensation", "freezing" and "sublimation", each named as a change of state, whatever WordNet files them under.
        if termsNamedAlike[key.lowercased()]?.contains(option.lowercased()) == true { return true }
        // "electric motors" against "sea turtles", "same way" against "magnetic field": a phrase WordNet does not list is
        // weighed by the noun it ends in (`nounForm`), as a learner reads it.
        guard let option = Self.nounForm(of: option), let key = Self.nounForm(of: key) else { return true }
        // "for one minute" beside "for two minutes": one word in either number is of its own kind.
        if TrueOptions.sameWord(option, key) { return true }
        if option.first?.isUppercase == true, key.first?.isUppercase == true { return namesAkin(option, key) }
        // A describing word beside those of its scale only (`WordNet.onOneScale`): "decided the fire was not _____ →
        // serious | official | famous | strong" and "the soil very _____ → fertile | tectonic | enormous" are answered by
        // sense alone.
        if let mine = kind(of: option), let theirs = kind(of: key), mine.partOfSpeech == .adjective, theirs.partOfSpeech == .adjective,
           WordNet.shared?.onOneScale(theirs.lemma, mine.lemma) == false { return false }
        // A character's name WordNet does not know, beside a thing the page writes in lower case, is no answer of its
        // kind: "a girl called … What is this girl called? → Priya | hopscotch | magnets | tomorrow" (a diary).
        if key.first?.isUppercase == true, option.first?.isLowercase == true, !key.contains(" "), usesAsName(key),
           kind(of: key) == nil, kind(of: option)?.partOfSpeech == .noun { return false }
        guard option.first?.isLowercase == true, key.first?.isLowercase == true,
              !option.contains(where: \.isNumber), !key.contains(where: \.isNumber),
              let mine = kind(of: option), let theirs = kind(of: key), mine.partOfSpeech == .noun, theirs.partOfSpeech == .noun,
              let wordNet = WordNet.shared else { return true }
        // People by role beside people ("sailors and _____ → explorers | traders"), never an animal or a machine: WordNet
        // puts a person and an animal both under organisms (0.71), but "sailors and sea turtles have used compasses" is
        // false by sense alone.
        if mine.isPerson != theirs.isPerson || mine.strayKind(theirs) { return false }
        // Places by what kind of place they are: "Some mountains, such as the Nile, build a delta", "Small streams called
        // mountains join the river": WordNet files every landform and water alike (natural objects), and its shallow tree
        // sets none apart; a river and a lake stand together, a mountain and a river do not.
        // Asked only of nouns filed as natural objects or places: `placeKind` reads WordNet's kinds, and `akin` is asked
        // of every option a page weighs.
        if Self.places.contains(mine.categories.first ?? 0), Self.places.contains(theirs.categories.first ?? 0),
           let mine = Self.placeGroup(of: option), let theirs = Self.placeGroup(of: key), mine != theirs { return false }
        let (a, b) = key < option ? (key, option) : (option, key)
        if mine.categories.first == Self.artifacts, theirs.categories.first == Self.artifacts {
            let near = wordKinds.kinship(a, b, commonestOnly: true) { wordNet.kinship($0, $1, commonestOnly: true) }
            return near.map { $0 >= Self.leastArtifactKinship } ?? true
        }
        let near = { self.wordKinds.kinship(a, b, commonestOnly: false) { wordNet.kinship($0, $1) }.map { $0 >= Self.leastKinship } ?? true }
        // Filed alike by their commonest senses, or by a rarer sense of one that still meets the other low in the tree:
        // "gravity" (third a solemn manner) and "distance" (first a property) are both filed as attributes, but a force
        // and a length meet only as abstractions (0.36), and "the pull of distance on its mass" is false by sense alone.
        // Groups of people and groups of things are the exception: WordNet files a forest ("rainforests") and a
        // foundation ("charities"), a nation ("countries") or a division ("branches") as groups alike, and "Tropical
        // charities grow near the equator" is false by sense alone. Such a pair must meet low in the tree; groups of
        // people stand together as filed ("clergy" and "nobility" meet only at 0.27).
        if mine.namesSameThing(theirs) {
            let apart = mine.categories.first == Self.groups && theirs.categories.first == Self.groups
                && wordNet.namesPeopleGroup(option) != wordNet.namesPeopleGroup(key)
            return mine.categories.first == theirs.categories.first && !apart || near()
        }
        return near()
    }

    /// WordNet's lexicographer file of groups (noun.group).
    private static let groups = 14

    /// At or above this two nouns are kinds of one near thing: "oxygen" and "nitrogen" (both gases and elements, 0.8),
    /// "artery" and "vein" (blood vessels, 0.89), "magnet" and "battery" (devices, 0.8). Kin that meet higher up stand
    /// below it: "oxygen" and "mixture" (substances, 0.67), "oxygen" and "filament" (0.55), "village" and "town" (0.71).
    static let closeKinship = 0.75

    /// Whether `option` is close kin of `key` (`closeKinship`), both common nouns as this page uses them: the wrong
    /// options a teacher sets first ("nitrogen", "hydrogen" beside "oxygen", not "mixture" nor "filament", which the
    /// page's words as loosely kin would offer as often). Phrases WordNet does not list are weighed by their last word.
    func closeKin(_ option: String, to key: String) -> Bool {
        guard let option = Self.nounForm(of: option), let key = Self.nounForm(of: key), option != key,
              option.first?.isLowercase == true, key.first?.isLowercase == true,
              let mine = kind(of: option), let theirs = kind(of: key), mine.partOfSpeech == .noun, theirs.partOfSpeech == .noun,
              mine.isPerson == theirs.isPerson, let wordNet = WordNet.shared,
              // Close kin are filed alike (their commonest senses in one lexicographer file): a cheap test first, as
              // every option of every pick is asked (the tree walk cost 10 ms a quiz on the magnets page).
              mine.categories.first == theirs.categories.first else { return false }
        let (a, b) = key < option ? (key, option) : (option, key)
        let near = wordKinds.kinship(a, b, commonestOnly: false) { wordNet.kinship($0, $1) }
        return near.map { $0 >= Self.closeKinship } ?? false
    }

    /// Whether a one-word common noun is a member of a kind a lesson names (`WordNet.namedByLessons`: an element, a
    /// metal, a noble gas), by its commonest sense: only such a term has world members (`sisterTerms`) worth a look.
    func namesMembers(_ term: String) -> Bool {
        guard term.first?.isLowercase == true, let wordNet = WordNet.shared else { return false }
        return !wordNet.commonestKinds(term).isDisjoint(with: WordNet.lessonKinds)
    }

    /// Whether two names name the same kind of thing: places of one kind (`placeKind`: a city beside a city, never beside
    /// a country, a lake or a wall: "What is the capital of Sudan? → Khartoum | Egypt | Lake Victoria"), no person beside
    /// a place, a language only beside languages (`isLanguageName`: "Latin and _____" offered "Constantinople"), and
    /// names WordNet knows filed alike. Names neither the page nor WordNet tells the kind of are not judged.
    private func namesAkin(_ option: String, _ key: String) -> Bool {
        guard !option.contains(where: \.isNumber), !key.contains(where: \.isNumber) else { return true }
        let language = Self.isLanguageName(option)
        if language != Self.isLanguageName(key) { return false }
        // "Latin" beside "Russian" or "German" (first a person to WordNet): two languages are of one kind.
        if language { return true }
        // "the city of _____ → Amritsar | Diwali": a festival the page names (`festivals`) only beside festivals or times
        // WordNet knows ("Easter"), and they only beside it.
        if festivals.contains(option) || festivals.contains(key) {
            let time = { (name: String) in self.festivals.contains(name) || Self.nounCategory(of: name) == Self.times }
            if time(option) != time(key) { return false }
        }
        // "Sikhs and _____ → Jains | Rama | Sita": a people beside peoples, one person beside persons.
        if isPeopleName(option) != isPeopleName(key), isPersonLike(option), isPersonLike(key) { return false }
        let isPlace = { (name: String) in self.places.contains(name) || Self.isPlaceName(name) || Self.isPlaceInWordNet(name) }
        let (optionPlace, keyPlace) = (isPlace(option), isPlace(key))
        if optionPlace, keyPlace {
            guard let mine = Self.placeKind(of: option), let theirs = Self.placeKind(of: key) else { return true }
            return mine == theirs
        }
        if optionPlace && isPersonLike(key) || keyPlace && isPersonLike(option) { return false }
        // "festivals in _____ → Hinduism | Ayodhya | Amritsar": a name WordNet files as no place (a religion, a goddess)
        // is not offered beside the page's places, nor they beside it.
        let filedElsewhere = { (name: String) in Self.nounCategory(of: name).map { !Self.places.contains($0) } ?? false }
        if optionPlace != keyPlace, optionPlace ? filedElsewhere(key) : filedElsewhere(option) { return false }
        // Filed alike by WordNet (both one-word names it knows): places (locations and natural objects) count as one file.
        guard !option.contains(" "), !key.contains(" "), let mine = Self.nounCategory(of: option), let theirs = Self.nounCategory(of: key) else { return true }
        let file = { (category: Int) in Self.places.contains(category) ? 15 : category }
        return file(mine) == file(theirs)
    }

    /// Whether every one of `options` names a thing of `key`'s kind (`akin`): the rule every wrong option of a cloze,
    /// recall, definition or statement question keeps. A question without three such options is not asked.
    func allAkin(_ options: [String], to key: String) -> Bool {
        options.allSatisfy { akin($0, to: key) }
    }

    /// How `akin` weighs a term: a word as it is, a common-noun phrase WordNet lists as it is ("electric motors"), one it
    /// does not by its last word ("same way" as "way", "curved lines" as "lines"); nil for a phrase that ends in no word.
    static func nounForm(of term: String) -> String? {
        guard term.contains(" ") else { return term }
        guard term.first?.isLowercase == true, let wordNet = WordNet.shared, wordNet.nounReadings(of: term).isEmpty else { return term }
        return term.split(separator: " ").last.map { TextTokens.trimmed(String($0)) }.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Whether a wrong option of `candidate` (or the word a false statement swaps in) names a thing of another kind than
    /// its key (`akin`): such a question is not asked, whichever builder wrote it. Kinds whose options are clauses,
    /// numbers, years, lines of verse or meanings are not judged here.
    func offKind(_ candidate: Candidate) -> Bool {
        Self.kindsHeldToKin.contains(candidate.kind) && offKind(candidate.question, statement: candidate.kind == .statement)
    }

    /// `offKind(_:)` of a question as a learner meets it, a statement question's options read by the words they swap,
    /// each weighed in the frame of the verb around its blank (`akin(_:to:frame:)`: "constructed bridges and _____").
    func offKind(_ question: Question, statement: Bool) -> Bool {
        let options = question.options
        guard options.indices.contains(question.correctIndex) else { return false }
        let key = options[question.correctIndex]
        // "becomes _____ → groundwater | planet" where the page writes only "the planet".
        let bareAfter = statement ? nil : Self.wordBeforeBlank(in: question.question)
        let frame = statement ? nil : Self.frame(ofBlankIn: question.question)
        return options.indices.contains { index in
            guard index != question.correctIndex else { return false }
            if statement { return !swapAkin(key, options[index]) }
            if let bareAfter, readsWrongBare(options[index], after: bareAfter) { return true }
            return !akin(options[index], to: key, frame: frame)
        }
    }

    /// The words a false statement has in place of the true one's, between the words both share at the start and the
    /// end ("over a bar magnet" → "over an electric current" gives "bar magnet" and "electric current"), each at most
    /// three words; nil where the two differ in more than one place or in none.
    static func swappedSpan(_ key: String, _ option: String) -> (String, String)? {
        swappedWords(key, option).map { ($0.mine.joined(separator: " "), $0.theirs.joined(separator: " ")) }
    }

    /// `swappedSpan`'s words, with where the true statement's stand among its words.
    static func swappedWords(_ key: String, _ option: String) -> (mine: [String], theirs: [String], at: Range<Int>)? {
        // Asked of every false version of every sentence, twice or more: words the same as written need no trimming
        // (trimming every word of both was 3% of the corpus's quiz time).
        let mine = TextTokens.spaced(key), theirs = TextTokens.spaced(option)
        let same = { (x: Substring, y: Substring) in
            x.utf8.elementsEqual(y.utf8) || TextTokens.trimmed(String(x)) == TextTokens.trimmed(String(y))
        }
        var start = 0
        while start < mine.count, start < theirs.count, same(mine[start], theirs[start]) { start += 1 }
        var end = 0
        while end < mine.count - start, end < theirs.count - start, same(mine[mine.count - 1 - end], theirs[theirs.count - 1 - end]) { end += 1 }
        // At most three words each, after an article each that changed with the noun.
        guard mine.count - end - start <= 4, theirs.count - end - start <= 4 else { return nil }
        var a = mine[start..<(mine.count - end)].map { TextTokens.trimmed(String($0)) }
        var b = theirs[start..<(theirs.count - end)].map { TextTokens.trimmed(String($0)) }
        // "a bar magnet" / "an electric current": the article changed with the noun.
        if let first = a.first, let other = b.first, ["a", "an"].contains(first.lowercased()), ["a", "an"].contains(other.lowercased()) {
            a.removeFirst()
            b.removeFirst()
            start += 1
        }
        guard !a.isEmpty, !b.isEmpty, a.count <= 3, b.count <= 3 else { return nil }
        return (a, b, start..<(start + a.count))
    }

    /// The kinds of question whose wrong options name things: terms, names, subjects, swapped words.
    static let kindsHeldToKin: Set<QuestionKind> = [.definition, .who, .cloze, .statement, .pageQuestion]

    /// WordNet's lexicographer file of times (noun.time: "Easter", "Christmas").
    private static let times = 28

    /// WordNet's lexicographer file of made things (noun.artifact).
    private static let artifacts = 6

    /// WordNet's lexicographer files of places (noun.location) and natural objects (noun.object: landforms, waters).
    static let places: Set<Int> = [15, 17]

    /// The kind of natural place a common noun names (`placeKind`): waters (rivers among them) or land. Built places
    /// and regions are left to WordNet's tree ("camps" stand beside "villages").
    private static func placeGroup(of noun: String) -> PlaceKind? {
        switch placeKind(of: noun) {
        case .river?, .water?: .water
        case .land?: .land
        default: nil
        }
    }
}
