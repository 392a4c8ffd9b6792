import Foundation
import SnapQuizLexicon
import SnapQuizCore

/// What the offline generator knows about one page: its sentences, its key terms, and which words may be options.
struct Page {
    let text: String
    /// Every sentence in reading order, headings included.
    let sentences: [Sentence]
    /// Sentences that state something: the ones questions are built on.
    let statements: [Sentence]
    let terms: [KeyTerm]
    let words: WordCheck
    /// -s words the page uses as verbs: never options beside plural nouns.
    let verbsWithS: Set<String>
    /// Words the page uses as bare verbs, after "to" or a modal ("to evaporate", "can grow").
    let bareVerbs: Set<String>
    /// Nouns the page follows with ", which" (lower case): things, whatever WordNet's commonest sense ("straddle carriers,
    /// which carry the containers": a carrier is first a person, and was asked among "dockers" and "electricians").
    let thingsByWhich: Set<String>
    /// The text folded (lower case, spaces collapsed), for containment checks.
    let folded: String
    /// Names the page writes after "the": "the Bastille", "the National Assembly". A swap keeps to its own group.
    let namesAfterThe: Set<String>
    /// Names the page writes after "in", "to", "across", "from", "at" or "near", or after "the village of" and the like:
    /// places ("in Italy", "across Europe", "the village of Woolsthorpe").
    let places: Set<String>
    /// Names the page shows are people: after a title ("King Charles II", "Sir Thomas Bloodworth") or beside a word for
    /// a person ("The baker, Thomas Farriner", "Samuel Pepys, a naval official"). Asked with "who", among people.
    let people: Set<String>
    /// Names the page calls a festival (`festivalNames`): "Diwali is one of the most important festivals".
    let festivals: Set<String>
    /// One-word plural names the page lists with a people (`peoplesListed`): "Sikhs and Jains".
    let peoplesListed: Set<String>
    /// Clean key terms of each kind, as written, each once: the pools distractors come from (asked for every question).
    private let pools: [TermKind: [String]]
    /// Words spelling repair put in place of what the engine read, and that the page does not also show as read
    /// ("walter" repaired to "waiter"): guesses, so no answer key is made of them.
    let guessed: Set<String>
    /// The words Tesseract doubted (`OCRDoubt`), lower case, with their confidence: `doubt(inKey:stem:)`.
    let doubtful: [String: Double]
    /// Below this confidence a doubted word is as likely a misread as not: over the 35 dev images, half the dictionary
    /// words Tesseract read below 50 are misreads ("caring", "lanes" for "lands", "Clark" for "Clare"), half are right
    /// ("atmosphere", "rectangular"); of those read at 50–90, one in thirteen is (28 of 380).
    static let misreadBelow = 50.0
    /// Parts of speech of the words questions compare, looked up once per page.
    let wordKinds = WordKinds()
    /// The terms the page defines ("… is called X"): definition questions, and wrong options for other terms.
    private(set) var definitions: [DefinitionQuestions.Definition] = []
    /// For each defined term (lower case), the others the page names alike (`DefinitionQuestions.namedAlike`): of its kind
    /// on this page (`akin`).
    private(set) var termsNamedAlike: [String: Set<String>] = [:]
    /// The page's tables of figures (`TableQuestions`), read before their lines were taken out of its prose.
    var tables: [TableQuestions.Table] = []

    /// What the page says one thing is ("A compass needle is a small magnet": compass and needle are magnets here), as
    /// pairs of words (`TrueOptions.equates`).
    let equated: Set<String>
    /// The page's lists of single words ("rivers, lakes and seas"), for `TrueOptions.listedAlike`.
    let lists: [Set<String>]
    /// What the page says things are kinds of ("most metals, such as copper, are good conductors"), for `TrueOptions.kindOf`.
    let kindsNamed: Set<String>

    /// The non-empty lines of the page, trimmed (a vocabulary list compares every line for every separator).
    let lines: [String]
    /// What `countsAsOne` asks, worked out once a page.
    private let counted: (words: Set<String>, afterCounter: Set<String>)
    /// The numbers the page writes before "percent" or "per cent" (`sameMeasure`).
    private let percentages: Set<String>
    /// What each number of the page measures, by the unit written after it ("220 °C" a temperature, "500 g" a mass),
    /// none for a number written without a unit ("87 churches", "1666"): `sameMeasure`.
    private let measures: [String: Set<String>]
    /// The numbers of `measures` the page writes before a unit's symbol ("220 °C", "300 ml", "5 km"), which no quantity
    /// question asks: a number before a unit's word ("120 metres") is asked with its unit (`RecallQuestions`).
    private let beforeSymbols: Set<String>
    /// The words of the statements after their first, trimmed, as written (`usesAsName`, asked of most stems and
    /// options: splitting every statement for each question grew with the square of the page).
    private let laterWords: Set<String>

    /// `sentences` are the text's (`TextAnalysis.sentences`) when the caller has them already.
    init(text: String, knows: @escaping (String) -> Bool, guessed: Set<String> = [], doubted: [OCRDoubt] = [], sentences: [Sentence]? = nil) {
        self.text = text
        lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        counted = Self.countedWords(in: text)
        self.sentences = sentences ?? TextAnalysis.sentences(in: text)
        let sentences = self.sentences
        statements = sentences.filter(OfflineQuizGenerator.isInformative)
        laterWords = Set(statements.flatMap { $0.text.split(separator: " ").dropFirst().map { TextTokens.trimmed(String($0)) } })
        // "Sunday _____ September 1666", "on Thursday 87 September": a day of the month is no fact to learn, and the
        // page's counts give it away; no question blanks or swaps it.
        terms = TextAnalysis.keyTerms(in: statements).filter { [sentences] term in
            !(term.kind == .number && sentences.indices.contains(term.sentence) && Self.isDayOfMonth(term.text, in: sentences[term.sentence].text))
                && !(sentences.indices.contains(term.sentence) && Self.opensAsLink(term.text, sentences[term.sentence].text))
                && !(term.kind == .name && sentences.indices.contains(term.sentence) && Self.isNickname(term.text, in: sentences[term.sentence].text))
        }
        percentages = Self.percentages(in: text)
        (measures, beforeSymbols) = Self.measures(of: terms, in: sentences)
        equated = TrueOptions.equations(in: statements)
        lists = TrueOptions.lists(in: statements)
        kindsNamed = TrueOptions.kinds(in: statements)
        words = Self.wordCheck(text, knows: knows, doubted: doubted)
        self.guessed = guessed
        doubtful = Dictionary(doubted.map { (WordCheck.bare($0.word).lowercased(), $0.confidence) }, uniquingKeysWith: min)
        verbsWithS = WordShape.verbsWithS(in: statements)
        var bare = Set<String>()
        for sentence in statements {
            let words = sentence.text.lowercased().split(separator: " ").map { TextTokens.trimmed(String($0)) }
            for (index, word) in words.enumerated().dropFirst() where ["to", "can", "will", "may", "must", "could", "would"].contains(words[index - 1]) {
                bare.insert(word)
            }
        }
        bareVerbs = bare.union(Self.verbsAfterSubjects(in: statements))
        thingsByWhich = Self.nounsBeforeWhich(in: statements)
        folded = QuizShape.fold(text)
        var afterThe = Set<String>()
        for term in terms where term.kind == .name {
            let sentence = sentences.indices.contains(term.sentence) ? sentences[term.sentence].text : ""
            if sentence.contains("the " + term.text) || sentence.contains("The " + term.text)
                || Self.describedAfterThe(term.text, in: sentence) { afterThe.insert(term.text) }
        }
        namesAfterThe = afterThe
        let names = terms.filter { $0.kind == .name }
        festivals = Self.festivalNames(in: sentences)
        peoplesListed = Self.peoplesListed(among: names, in: sentences)
        // "pray to Lakshmi, the goddess of wealth": whom one prays to is no place.
        let roled = Set(names.filter { sentences.indices.contains($0.sentence) && Self.rolesPerson(after: $0.text, in: sentences[$0.sentence].text) }.map(\.text))
        let noPlace = { [festivals] (name: String) in festivals.contains(name) || roled.contains(name) || Self.namesOnlyPerson(name) }
        var places = Set<String>()
        for term in terms where term.kind == .name && !Self.namesBeliefOrTime(term.text) && !noPlace(term.text) {
            // Whole words: "asked to join Florence Nightingale's team" has no "in Florence Nightingale".
            let sentence = " " + (sentences.indices.contains(term.sentence) ? sentences[term.sentence].text : "")
            if ["in ", "to ", "into ", "across ", "from ", "at ", "near ", "marched on "].contains(where: { sentence.contains(" " + $0 + term.text) })
                || Self.placeNouns.contains(where: { sentence.contains(" " + $0 + " of " + term.text) })
                || ["river", "lake", "mount", "sea", "ocean", "island"].contains(where: { sentence.contains(" " + $0 + " " + term.text) }) {
                places.insert(term.text) // "the river Tiber"
            }
        }
        self.places = places.union(Self.placesBeside(places, among: terms, in: sentences).filter { !noPlace($0) })
        people = Self.people(named: names, in: sentences, places: places)
        var pools: [TermKind: [String]] = [:]
        var seen: [TermKind: Set<String>] = [:]
        // A one-word "name" the dictionary knows in lower case, written once and not after "the" ("Built", "Soldiers"),
        // is a common word after a full stop OCR lost: no name to offer beside "Augustus". "The Amazon" stays a name.
        let words = words
        let capitalised = Dictionary(grouping: terms.filter { $0.kind == .name }, by: \.text).mapValues(\.count)
        let commonWord = { (name: String) in
            !name.contains(" ") && words.knows(name.lowercased()) && capitalised[name, default: 0] <= 1 && !afterThe.contains(name)
        }
        let modifiers = Self.modifiersOnly(in: statements)
        for term in terms where words.isClean(term.text) && (term.kind != .name || Self.isNameLike(term.text) && !commonWord(term.text))
            && !modifiers.contains(term.text.lowercased()) {
            if seen[term.kind, default: []].insert(OptionSimilarity.stem(term.text)).inserted { pools[term.kind, default: []].append(term.text) }
        }
        self.pools = pools
        definitions = DefinitionQuestions.find(in: self)
        // "Abrasion happens when waves throw pebbles against the cliff": the page names what happens as it names a term.
        termsNamedAlike = DefinitionQuestions.namedAlike(definitions + DefinitionQuestions.happenings(in: self))
    }

    /// Below this confidence a name the page writes once and the dictionary lacks is a misread. Of such words the 33
    /// TestImages photos read below 90, every one under 85 was a misread ("Axigustus" 57 for "Augustus", "Carope" 58,
    /// "Romuleg" 59, "Catheatral" 66, "Auquetus" 77, "Mavor" 79); the one real name, "Farriner", was read at 89.
    /// "Axigustus" had become a key, with the misread "Romudus" among its options.
    static let unsureNameBelow = 85.0

    /// Which words of `text` may be options and keys: a word Tesseract doubted below `unsureNameBelow` is no name.
    static func wordCheck(_ text: String, knows: @escaping (String) -> Bool, doubted: [OCRDoubt]) -> WordCheck {
        WordCheck(page: text, knows: knows,
                  doubted: Set(doubted.filter { $0.confidence < unsureNameBelow }.map { WordCheck.bare($0.word).lowercased() }))
    }

    /// Whether two numbers of the page can stand in each other's place: a percentage only for a percentage written
    /// the same way ("40%" for "3%", "69" of "69 percent" for "97" of "97 percent"), and a number given in a unit only for
    /// one given in a unit of the same measure ("bake it at _____ °C → 1 | 2 | 500 | 220" offered a teaspoon's and a
    /// tablespoon's count for an oven's heat; `measuredStandIns` fill in where the page has too few). "About 3,530 of the
    /// people of Russia" and "flows for 40% km" were offered as false statements.
    func sameMeasure(_ number: String, _ other: String) -> Bool {
        guard percentSign(number) == percentSign(other) else { return false }
        // (A number the page does not give, a stand-in of `measuredStandIns`, is of the key's measure.)
        // A year of the page is no amount of anything: "two calendars, one of 1428 days" for "one of 365 days" ("from about
        // 1428 until 1521").
        // A number written before an era ("around 570 CE") is a year however few its digits: "about 570 billion Muslims"
        // and "born around 1.9 CE" were offered as false statements.
        let year = { (text: String) in
            TextAnalysis.isYear(text) && self.measures[text]?.isEmpty ?? true || self.measures[text]?.contains(Self.eraYear) == true
        }
        guard year(number) == year(other) else { return false }
        guard let mine = measures[number], let theirs = measures[other] else { return true }
        // Both the page's: a number it writes with no unit is no measure's ("about 6,000 to 5 centimetres each year" for
        // "2 to 5", where 6,000 was degrees), either way round.
        if mine.isEmpty || theirs.isEmpty { return mine.isEmpty == theirs.isEmpty }
        return !mine.isDisjoint(with: theirs)
    }

    /// Wrong numbers for a whole `number` the page gives before a unit's symbol (`beforeSymbols`): the key scaled and
    /// rounded as it is (`MeasureQuestions.nearValues`: "220" → 110, 330, 440 …), written as the page writes it; none
    /// for any other (a number before a unit's word has its quantity question, with near values of its own).
    func measuredStandIns(for number: String) -> [String] {
        guard beforeSymbols.contains(number), let value = Int(number.replacingOccurrences(of: ",", with: "")) else { return [] }
        return MeasureQuestions.nearValues(value).map { RecallQuestions.format(Double($0), grouped: number.contains(",")) }
    }

    /// The measure a unit word names: a temperature for "°C", "degrees" or "celsius"; else the maths solver's measure
    /// of a unit it converts ("g", "ml", "km", "minutes"), or the unit itself ("volts"); nil for a word that is no unit.
    static func measure(ofUnit word: String) -> String? {
        let lower = word.lowercased()
        if lower.hasPrefix("°") || ["degree", "degrees", "celsius", "fahrenheit"].contains(lower) { return "temperature" }
        let bare = TextTokens.trimmed(lower)
        if let unit = Quantity.units[bare] { return "\(unit.0)" }
        return DistractorPicker.otherUnits.contains(bare) && bare != "percent" ? bare : nil
    }

    /// The measure of a number written before an era's marker ("570 CE", "776 BC"): a year, whatever its digits.
    static let eraYear = "year of an era"

    /// `measures` and `beforeSymbols`, read from the word after each number term in its sentence ("220 °C", "220°C",
    /// "500 g of flour").
    static func measures(of terms: [KeyTerm], in sentences: [Sentence]) -> (measures: [String: Set<String>], beforeSymbols: Set<String>) {
        var found: [String: Set<String>] = [:], symbols = Set<String>()
        for term in terms where term.kind == .number && sentences.indices.contains(term.sentence) {
            let words = sentences[term.sentence].text.split(separator: " ").map(String.init)
            // (A number written with no unit is entered too, with no measure: `sameMeasure` tells it from a stand-in.)
            if found[term.text] == nil { found[term.text] = [] }
            for (index, word) in words.enumerated() where word.hasPrefix(term.text) {
                let rest = String(word.dropFirst(term.text.count))
                let next = { (offset: Int) in index + offset < words.count ? words[index + offset] : "" }
                if rest.isEmpty, RecallQuestions.eras.contains(TextTokens.trimmed(next(1))) {
                    found[term.text, default: []].insert(eraYear)
                    continue
                }
                // "about 2 to 5 centimetres": the first number of a range is in the unit written after the second.
                let ranged = rest.isEmpty && ["to", "and", "or"].contains(next(1)) && next(2).first?.isNumber == true
                let unit = rest.isEmpty ? next(ranged ? 3 : 1) : rest
                guard rest.isEmpty || rest.hasPrefix("°"), let measure = measure(ofUnit: unit) else { continue }
                found[term.text, default: []].insert(measure)
                if !TextTokens.trimmed(unit).allSatisfy(\.isLetter) || TextTokens.trimmed(unit).count < 4 { symbols.insert(term.text) }
            }
        }
        return (found, symbols)
    }

    /// How the page writes `number` as a percentage: "%" ("40%"), "percent" ("97 percent", "two per cent"), or not.
    private func percentSign(_ number: String) -> String {
        number.hasSuffix("%") ? "%" : percentages.contains(number) ? "percent" : ""
    }

    /// Words the page uses only in front of a noun and that can describe, and name a thing as well ("a single loop",
    /// "potential energy"): no option beside nouns ("a higher single than a short one"). A word that only describes
    /// ("an opaque material") stays: it is an option beside describing words ("… is transparent → opaque |
    /// translucent", where "bigger" and "smaller" had stood).
    static func modifiersOnly(in sentences: [Sentence]) -> Set<String> {
        guard let wordNet = WordNet.shared else { return [] }
        var before: [String: Bool] = [:]
        for sentence in sentences {
            let words = sentence.text.split(separator: " ").map(String.init)
            for (index, raw) in words.enumerated() {
                let word = TextTokens.trimmed(raw).lowercased()
                guard word.count >= 6 else { continue }
                let next = index + 1 < words.count ? TextTokens.trimmed(words[index + 1]) : ""
                // WordNet's tagged counts make "loop" first a verb: any noun reading will do, unless the word is a
                // verb form in "-s" ("current passes").
                let nounReading = wordNet.readings(of: next).contains { $0.partOfSpeech == .noun }
                    && (!next.hasSuffix("s") || wordNet.commonest(next)?.partOfSpeech == .noun)
                let modifies = !raw.hasSuffix(",") && next.first?.isLowercase == true && nounReading
                before[word] = (before[word] ?? true) && modifies
            }
        }
        return Set(before.filter { word, always in
            let readings = wordNet.readings(of: word)
            return always && readings.contains { $0.partOfSpeech == .adjective } && readings.contains { $0.partOfSpeech == .noun }
        }.keys)
    }

    /// A word's shape as this page uses it.
    func shape(of word: String) -> WordShape {
        let lower = word.lowercased()
        return verbsWithS.contains(lower) || bareVerbs.contains(lower) ? .verbS : WordShape.of(word)
    }

    /// A name proper: not "U-shaped" (a capital before a hyphen) nor a people or language ("Spanish", "Romans").
    static func isNameLike(_ text: String) -> Bool {
        if text.contains("-"), text.split(separator: "-").dropFirst().contains(where: { $0.first?.isLowercase == true }) { return false }
        guard !text.contains(" ") else { return true }
        return !["ish", "ese", "ans", "ian", "ians"].contains { text.hasSuffix($0) }
    }

    /// The sentence with this index.
    func sentence(_ index: Int) -> Sentence? { sentences.indices.contains(index) ? sentences[index] : nil }

    /// Clean key terms of one kind, as written, each once: the pool distractors come from.
    func pool(_ kind: TermKind) -> [String] { pools[kind] ?? [] }

    /// A name that can be a person's: no common noun capitalised ("Citizen"), never written after "the" ("the Bastille"),
    /// not a name WordNet knows first as something else ("Latin", a language, though also "an inhabitant of Latium";
    /// "Augustus" and "Newton" are people first).
    func isPersonLike(_ name: String) -> Bool {
        wordKinds.isPersonLike(name) { mayBePerson($0, sure: true) }
    }

    /// A name that answers "Who …?": a person's name the page spells cleanly, not "The Pope" nor a title alone ("Pope",
    /// a word of the dictionary), nor "Church of England".
    func isPersonName(_ name: String) -> Bool {
        !name.hasPrefix("The ") && isPersonLike(name) && words.isClean(name)
            && !(name.split(separator: " ").count == 1 && words.knows(name.lowercased()))
    }

    /// Whether a name may be a person's: anything but a place, a name written after "the" ("the Royal Navy") or an
    /// event. `sure` (`isPersonLike`, whose names become who-questions and options among people) also turns away a
    /// one-word name the dictionary knows ("Cook" is also a word). Not sure (whom an opening "He" means, where a second
    /// name that may be a person makes "He" a guess) turns away a place WordNet knows as well.
    func mayBePerson(_ name: String, sure: Bool) -> Bool {
        if isPerson(name) { return true }
        if festivals.contains(name) { return false }
        let words = name.split(separator: " ").map(String.init)
        if Self.isPluralPeople(name) { return true }
        if sure, words.count == 1, self.words.knows(name.lowercased()) { return false }
        // "Newfoundland", a place (and a dog), or "Endeavour": WordNet's first reading of a one-word name is no person.
        if words.count == 1, let category = Self.nounCategory(of: name), category != 18 { return false }
        // "George Stephenson's Locomotion", "Hadrian's Wall": what a person owns or made is no person.
        if words.dropLast().contains(where: { $0.hasSuffix("'s") || $0.hasSuffix("’s") }) { return false }
        return !namesAfterThe.contains(name) && !places.contains(name) && !Self.isPlaceName(name)
            && !Self.eventHeads.contains(words.last.map { $0.lowercased() } ?? "") && (sure || !Self.isPlaceInWordNet(name))
    }

    /// A people ("the Egyptians believed …", "the Vikings"): a one-word plural WordNet reads first as persons, whatever "the".
    static func isPluralPeople(_ name: String) -> Bool {
        !name.contains(" ") && name.hasSuffix("s") && nounCategory(of: name) == 18
            && WordNet.shared?.commonest(name.lowercased()).map({ $0.inflected && $0.partOfSpeech == .noun }) == true
    }

    /// What a question costs for the doubted words it shows: a key of a word read below `misreadBelow` 1, of one read
    /// at 50–90 0.5 (a learner marked wrong for the printed word is the worst a misread does); a stem word read below
    /// `misreadBelow` 0.5. Costs, not bans: Tesseract's doubt is as often wrong as right ("atmosphere" at 0), and a
    /// page near the edge of ten questions needs its doubted sentences. Stem words read at 50–90 and options cost
    /// nothing: costing them too took science-rot90's full quizzes from 28 to 15 of 30 seeds for no fewer misreads shown.
    func doubt(inKey key: String, stem: String) -> Double {
        let confidence = { (word: String) in doubtful[WordCheck.bare(word).lowercased()] }
        let inKey = TextTokens.words(in: key).compactMap(confidence).map { $0 < Self.misreadBelow ? 1.0 : 0.5 }.reduce(0, +)
        return inKey + 0.5 * Double(TextTokens.words(in: stem).compactMap(confidence).filter { $0 < Self.misreadBelow }.count)
    }

    /// Whether `sentence` gives `name` to a person as another name: "the soldiers called her Mother Seacole", "his men
    /// nicknamed him Old Ironsides". The person's own name and this one are one person: neither stands for the other in
    /// a false statement ("… the soldiers called her Mary Seacole", "Mother Seacole was born in Kingston" were offered as
    /// false), nor as the other's wrong option.
    /// So is a name a pronoun's person is given: "This is why she is often called Bloody Mary" (Mary I).
    static func isNickname(_ name: String, in sentence: String) -> Bool {
        // Most sentences name no one: the pattern is built only where a naming verb stands.
        guard ["called", "named", "known as", "dubbed"].contains(where: sentence.contains) else { return false }
        return ["called", "named", "nicknamed", "dubbed"].contains { verb in
            ["her", "him", "them"].contains { sentence.contains(" \(verb) \($0) \(name)") }
        } || Regex.firstMatch(#"(?i)\b(?:he|she|they)(?: (?:is|was|are|were|has been|have been|became))(?: (?:often|also|sometimes|still|later|usually|widely|popularly))? (?:called|named|nicknamed|known as|remembered as) "#
                                  + NSRegularExpression.escapedPattern(for: name) + #"\b"#, in: sentence) != nil
    }

    /// Whether `number` stands beside a month's name in `sentence` ("2 September", "September 2").
    static func isDayOfMonth(_ number: String, in sentence: String) -> Bool {
        let words = sentence.split(separator: " ").map { TextTokens.trimmed(String($0)).lowercased() }
        return words.indices.contains { index in
            words[index] == number.lowercased()
                && [index - 1, index + 1].contains { words.indices.contains($0) && RecallQuestions.months.contains(words[$0]) }
        }
    }

    /// Words that end the name of a day, an event or a document, never a person's: "Christmas Day", "the Great War".
    static let eventHeads: Set<String> = [
        "day", "eve", "week", "war", "wars", "revolution", "age", "act", "treaty", "festival", "games", "cup", "plague",
        "fire", "battle", "rebellion", "declaration", "charter", "empire", "dynasty", "period", "era", "century",
    ]

    /// Whether the page shows `name` is a person's: one of `people` (with a first name before it), or a title before a
    /// name ("King Charles II").
    func isPerson(_ name: String) -> Bool {
        let words = name.split(separator: " ")
        // A name at a sentence's start is found without its first word ("Pepys" in "Samuel Pepys, a naval official, …").
        return people.contains { name == $0 || name.hasSuffix(" " + $0) } || words.count >= 2 && Self.titles.contains(words[0].lowercased())
    }

    /// Words that open a person's name: "King Charles II", "Sir Thomas Bloodworth", "Dr Jenner".
    static let titles: Set<String> = [
        "king", "queen", "sir", "lord", "lady", "dame", "prince", "princess", "emperor", "empress", "pope", "president",
        "dr", "mr", "mrs", "ms", "miss", "captain", "general", "admiral", "duke", "duchess", "tsar", "pharaoh", "professor",
        "chief", "archbishop", "bishop", "saint", "earl", "baron", "count", "countess", "governor", "senator", "colonel",
    ]

    /// Words for a stretch of land whose name a page gives ("the area … became known as the Danelaw").
    static let areaNouns: Set<String> = Set(placeNouns).union(["area", "land", "lands", "territory", "settlement", "colony", "realm",
                                                               "empire", "valley", "plain", "desert", "forest", "island", "islands"])

    /// "the village of Woolsthorpe", "the city of York": what a place is called before its name.
    static let placeNouns = ["village", "town", "city", "county", "country", "island", "kingdom", "state", "province", "region",
                             "port", "isle", "capital", "district", "republic"]

    /// What sort of place a name names. A learner rules out a lake offered for a continent by its kind alone ("the
    /// longest river in _____ → Africa | Lake Tana | Lake Victoria"), or a lake for a river. In the order a kind is
    /// looked for.
    /// A city and a country are told apart ("What is the capital of Sudan? → Khartoum | Egypt | Ethiopia"): a settlement
    /// is looked for before a region, as WordNet files a capital under both.
    enum PlaceKind: CaseIterable { case river, water, built, land, settlement, region, continent }

    /// Words that end (or open) the name of a place ("Pudding Lane", "River Thames", "Mount Etna"), by the kind of
    /// place each says the name is.
    static let placeHeadKinds: [PlaceKind: Set<String>] = [
        .river: ["river", "falls"],
        .water: ["lake", "sea", "ocean", "bay", "gulf", "strait", "channel", "harbour", "harbor"],
        .built: ["lane", "street", "road", "avenue", "square", "cathedral", "abbey", "castle", "bridge", "palace", "tower",
                 "park", "church", "wall", "fort", "station", "museum", "hall", "dam", "canal", "railway", "airport",
                 "stadium", "temple", "monument", "mill"],
        .land: ["mountains", "mountain", "mount", "hills", "valley", "desert", "forest", "basin", "island", "islands",
                "peninsula", "coast", "cape", "highlands", "delta", "plain", "plains", "plateau", "field", "fields"],
        .settlement: ["city", "port"],
        .region: ["county"],
    ]

    static let placeHeads: Set<String> = placeHeadKinds.values.reduce(into: []) { $0.formUnion($1) }

    /// Heads that open a place's name rather than end it: "River Thames", "Lake Tana", "Mount Etna".
    private static let openingPlaceHeads: Set<String> = ["river", "lake", "mount", "cape", "fort"]

    /// The words that say what sort of place: the heads above, and more that end a name ("Roman Empire") or that
    /// WordNet gives as what a name is ("Africa", a continent).
    private static let placeKindWords: [(kind: PlaceKind, words: Set<String>)] = {
        let more: [PlaceKind: Set<String>] = [
            .river: ["stream", "watercourse", "tributary", "waterfall"],
            .water: ["body of water"],
            .built: ["structure", "building"],
            .land: ["hill", "highland", "range", "mountain peak", "volcano", "natural elevation", "geological formation"],
            .settlement: ["town", "capital", "national capital", "municipality", "village", "state capital", "provincial capital"],
            .region: ["country", "state", "continent", "landmass", "region", "geographical area", "administrative district", "district",
                      "province", "kingdom", "empire"],
        ]
        return PlaceKind.allCases.map { ($0, placeHeadKinds[$0, default: []].union(more[$0, default: []])) }
    }()

    /// A place name's kind by its own words ("Lake Tana", "the Ethiopian Highlands", "Aswan High Dam"), else by what
    /// WordNet says it is ("Africa", a continent; "Khartoum", a capital; "Nile", a river). Nil when neither says.
    static func placeKind(of name: String) -> PlaceKind? {
        let words = name.split(separator: " ").map { $0.lowercased() }
        if words.count >= 2, let first = words.first, let last = words.last {
            for (kind, heads) in placeKindWords where heads.contains(last) || openingPlaceHeads.contains(first) && heads.contains(first) {
                return kind
            }
        }
        guard let wordNet = WordNet.shared else { return nil }
        // "Germany is in the middle of _____ → Europe | Russia | Africa": a continent (by the name's commonest sense:
        // Australia is first a country) stands only beside continents, a country beside countries.
        if !name.contains(" "), wordNet.commonestKinds(name).contains("continent") { return .continent }
        let kinds = wordNet.kindsOf(name)
        guard !kinds.isEmpty else { return nil }
        return placeKindWords.first { !$0.words.isDisjoint(with: kinds) }?.kind
    }

    /// Whether a name's own first or last word says it is a place.
    static func isPlaceName(_ name: String) -> Bool {
        let words = name.split(separator: " ").map { TextTokens.trimmed(String($0)).lowercased() }
        guard words.count >= 2, let first = words.first, let last = words.last else { return false }
        // "Ancient Egypt", "Northern Italy", "Great Britain": a describing word before a place WordNet knows
        // ("Who grew up along the banks of the Nile? → Ancient Egypt" was asked among people).
        let describedPlace = words.count == 2 && isPlaceInWordNet(last)
            && WordNet.shared?.readings(of: first).contains { $0.partOfSpeech == .adjective } == true
        return placeHeads.contains(last) || openingPlaceHeads.contains(first) || describedPlace
    }

    /// Whether the page writes `name` after "the" and describing words only ("the neighbouring Trinovantes", "the
    /// ancient Egyptians"; a word in -ing, as WordNet lists "neighboring" only): a people or a thing named, as "the
    /// Iceni" is, and no person ("the emperor Nero": a word for a person between says the name is one).
    static func describedAfterThe(_ name: String, in sentence: String) -> Bool {
        guard let wordNet = WordNet.shared else { return false }
        let words = sentence.split(separator: " ").map { String($0) }
        let length = name.split(separator: " ").count
        for start in words.indices where start + length <= words.count && words[start..<(start + length)].map(TextTokens.trimmed).joined(separator: " ") == name {
            var index = start - 1
            while index >= 0, start - index <= 2, words[index].first?.isLowercase == true, words[index] != "the", !words[index].hasSuffix(","),
                  words[index].hasSuffix("ing") || wordNet.readings(of: words[index]).contains(where: { $0.partOfSpeech == .adjective }),
                  !isPersonNoun(words[index]) {
                index -= 1
            }
            if index >= 0, index < start - 1, ["the", "The"].contains(words[index]) { return true }
        }
        return false
    }

    /// Names the page shows are places by the place beside them, where no preposition shows it: "Camulodunum, which is
    /// now Colchester", "in what is now Norfolk" (a place is now another place, or what a place was), and a name
    /// listed with a place ("marched on Londinium and Verulamium", "between France and Burgundy"). Only names WordNet
    /// knows as nothing else (no person, no people).
    static func placesBeside(_ places: Set<String>, among terms: [KeyTerm], in sentences: [Sentence]) -> Set<String> {
        let names = terms.filter { $0.kind == .name && !places.contains($0.text) }
        let known = { (name: String) in places.contains(name) || isPlaceName(name) || isPlaceInWordNet(name) }
        let unknown = { (name: String) in nounCategory(of: name) == nil && !titles.contains(name.split(separator: " ")[0].lowercased()) }
        var found = Set<String>()
        for name in names {
            guard let sentence = sentences.indices.contains(name.sentence) ? " " + sentences[name.sentence].text : nil else { continue }
            // "what is now Norfolk", "which is now Colchester", "now called Istanbul".
            if [" is now ", " was now ", " now called ", " present-day ", " modern-day "].contains(where: { sentence.contains($0 + name.text) }) {
                found.insert(name.text); continue
            }
            guard unknown(name.text) else { continue }
            // Listed with a place: "Londinium and Verulamium", "France, Burgundy and Flanders".
            let listed = terms.filter { $0.kind == .name && $0.sentence == name.sentence && $0.text != name.text && known($0.text) }
            if listed.contains(where: { other in
                [" and ", ", ", " or "].contains { sentence.contains(" " + name.text + $0 + other.text) || sentence.contains(" " + other.text + $0 + name.text) }
            }) { found.insert(name.text) }
        }
        // "Camulodunum, which is now Colchester": the old name of a place, when the new one is a place (Colchester is
        // one by the "is now" rule above).
        for name in names where unknown(name.text) && !found.contains(name.text) {
            let sentence = " " + (sentences.indices.contains(name.sentence) ? sentences[name.sentence].text : "")
            if let range = sentence.range(of: " " + name.text + ", which is now "),
               terms.contains(where: { $0.kind == .name && (known($0.text) || found.contains($0.text)) && sentence[range.upperBound...].hasPrefix($0.text) }) {
                found.insert(name.text)
            }
        }
        // Another name for a place, or the name of an area: "captured York, which the Vikings called Jorvik"; "the area
        // ruled by the Vikings became known as the Danelaw". Otherwise a name after "the" could be a people's ("the
        // Iceni") and a name WordNet does not know a person's: how the page names it says it is a place.
        for name in names where !found.contains(name.text) {
            let sentence = " " + (sentences.indices.contains(name.sentence) ? sentences[name.sentence].text : "")
            // "The Egyptians called their land Kemet", "the Romans named the island Britannia": an area given its name.
            if Self.namesArea(name.text, in: sentence) { found.insert(name.text); continue }
            guard let naming = [" called ", " known as ", " named "].lazy.compactMap({ marker in
                [marker + name.text, marker + "the " + name.text].lazy.compactMap { sentence.range(of: $0) }.first
            }).first else { continue }
            let before = sentence[..<naming.lowerBound]
            // The clause that names it opens with its subject, an area ("and the area ruled by the Vikings became known
            // as", "an area later called the Danelaw"); "a great survey of the land, which became known as the Domesday
            // Book" names the survey.
            let clause = (before.range(of: ", ", options: .backwards).map { before[$0.upperBound...] } ?? before)
                .split(separator: " ").map { TextTokens.trimmed(String($0)).lowercased() }.drop { ["and", "but", "so"].contains($0) }
            let namesAnArea = clause.count >= 2 && ["the", "this", "that", "a", "an"].contains(clause.first ?? "")
                && Self.areaNouns.contains(clause[clause.index(after: clause.startIndex)])
            let aliased = before.range(of: ", which ", options: .backwards).map { which in
                let place = sentence[..<which.lowerBound]
                // What is given a second name is a place, unless it is a person's name ("York", which WordNet files first
                // as a royal house and the dictionary lists as a word, so it is no key term).
                let last = place.split(separator: " ").last.map { TextTokens.trimmed(String($0)) } ?? ""
                return before[which.upperBound...].split(separator: " ").count <= 4
                    && (last.first?.isUppercase == true && nounCategory(of: last) != 18
                        || terms.contains { $0.kind == .name && (known($0.text) || found.contains($0.text)) && place.hasSuffix(" " + $0.text) })
            } ?? false
            if aliased || namesAnArea { found.insert(name.text) }
        }
        return found
    }

    /// Whether `sentence` gives an area `name` by a naming verb and the area as its object: "called their land Kemet",
    /// "named the new colony Virginia".
    static func namesArea(_ name: String, in sentence: String) -> Bool {
        let words = sentence.split(separator: " ").map { TextTokens.trimmed(String($0)) }
        let length = name.split(separator: " ").count
        let owners: Set<String> = ["the", "their", "its", "his", "her", "our", "this"]
        // "called the new colony Virginia": at most one describing word between the owner and the area.
        return words.indices.contains { start in
            guard start + length <= words.count, words[start..<(start + length)].joined(separator: " ") == name,
                  start >= 3, areaNouns.contains(words[start - 1].lowercased()) else { return false }
            let owner = owners.contains(words[start - 2].lowercased()) ? start - 2
                : start >= 4 && words[start - 2].first?.isLowercase == true && owners.contains(words[start - 3].lowercased()) ? start - 3 : nil
            return owner.map { $0 >= 1 && ["called", "named", "renamed", "call", "name"].contains(words[$0 - 1].lowercased()) } ?? false
        }
    }

    /// The names of `names` that the page shows are people (see `people`).
    static func people(named names: [KeyTerm], in sentences: [Sentence], places: Set<String>) -> Set<String> {
        var found = Set<String>()
        for name in names where !places.contains(name.text) && !isPlaceName(name.text) {
            guard sentences.indices.contains(name.sentence), let range = sentences[name.sentence].text.range(of: name.text) else { continue }
            let sentence = sentences[name.sentence].text
            if titles.contains(name.text.split(separator: " ").first.map { $0.lowercased() } ?? "") { found.insert(name.text); continue }
            let before = sentence[..<range.lowerBound].split(separator: " ")
            // "Sir Thomas Bloodworth", "The baker, Thomas Farriner", "the architect Christopher Wren".
            // A capitalised word before the name is part of it, not what the person was: "Ancient Egypt" ("ancient" is
            // also a noun for a person of old times).
            if let previous = before.last, titles.contains(TextTokens.trimmed(String(previous)).lowercased())
                || previous.first?.isLowercase == true && isPersonNoun(String(previous)) {
                found.insert(name.text)
            // "Samuel Pepys, a naval official, wrote …": an apposition naming what the person was.
            } else if rolesPerson(after: name.text, in: sentence) {
                found.insert(name.text)
            }
        }
        return found
    }

    /// Whether WordNet reads a name as a belief or a time (noun.cognition: "Hinduism", "Christianity"; noun.time: "Diwali",
    /// "Easter") and never as a place: "festivals in Hinduism", "the story of Rama and Sita at Diwali" are no places
    /// ("Hinduism | Ayodhya | Amritsar", "the city of Diwali" were offered).
    static func namesBeliefOrTime(_ name: String) -> Bool {
        guard !name.contains(" "), let categories = WordNet.shared?.readings(of: name.lowercased()).first(where: { $0.partOfSpeech == .noun })?.categories
        else { return false }
        return categories.contains { [9, 28].contains($0) } && categories.allSatisfy { !Self.places.contains($0) }
    }

    /// Whether WordNet's first noun reading of `word` is a person ("baker", "pharaoh", "scribes"; category noun.person).
    static func isPersonNoun(_ raw: String) -> Bool {
        let word = TextTokens.trimmed(raw).lowercased()
        guard word.count >= 3, word.first?.isLetter == true else { return false }
        return nounCategory(of: word) == 18
    }

    /// WordNet's noun file of the commonest noun sense of `word` (18 = noun.person, 15 = noun.location, 17 =
    /// noun.object …), nil when WordNet does not know it as a noun.
    static func nounCategory(of word: String) -> Int? {
        WordNet.shared?.readings(of: word.lowercased()).first { $0.partOfSpeech == .noun }?.categories.first
    }

    /// The words right before ", which" in `statements`, lower case (`thingsByWhich`).
    static func nounsBeforeWhich(in statements: [Sentence]) -> Set<String> {
        Set(statements.flatMap { sentence in
            let words = sentence.text.split(separator: " ")
            return words.indices.dropLast().filter { words[$0].hasSuffix(",") && words[$0 + 1].lowercased() == "which" }
                .map { TextTokens.trimmed(String(words[$0])).lowercased() }
        })
    }

    /// Words the page uses only as bare verbs after a plural subject, or before an article's noun (see below):
    /// "volcanologists measure small earthquakes",
    /// "chains of volcanoes run along the ridges", "they grow rice". WordNet knows "measure" first as a noun, and as an
    /// option beside "magma" and "surface" it was the one word a learner could rule out by grammar. A word the page
    /// also writes after an article, a possessive or "of" ("a measure of") is a noun there, and is left as one.
    static func verbsAfterSubjects(in statements: [Sentence]) -> Set<String> {
        guard let wordNet = WordNet.shared else { return [] }
        let pronouns: Set<String> = ["they", "we", "you", "who"]
        let nounMarkers: Set<String> = ["a", "an", "the", "this", "these", "those", "its", "their", "his", "her", "our",
                                        "your", "my", "of", "each", "every", "some", "any", "no"]
        var verbs = Set<String>(), nouns = Set<String>()
        for sentence in statements {
            let raw = sentence.text.split(separator: " ").map(String.init)
            let words = raw.map { TextTokens.trimmed($0).lowercased() }
            for index in words.indices.dropFirst() {
                let word = words[index], subject = words[index - 1]
                if nounMarkers.contains(subject) { nouns.insert(word) }
                // A clause goes on after the verb ("measure small earthquakes"), or the sentence's clause ends with it
                // ("the gases that escape,"): not the end of a list or a phrase.
                let relative = ["that", "which"].contains(subject)
                guard index + 1 < words.count || relative, relative || !raw[index].hasSuffix(","), index + 1 == words.count || !["of", "and", "or"].contains(words[index + 1]),
                      !raw[index - 1].hasSuffix(","), word.first?.isLetter == true else { continue }
                // A plural WordNet does not list ("volcanologists") is judged by its ending; "the gases that escape" by
                // the word "that" or "which" stands for. (The subject first: WordNet is asked about few words.)
                let isPlural = { (word: String) in
                    word.hasSuffix("s") && (wordNet.commonest(word).map { $0.partOfSpeech == .noun && $0.inflected } ?? (WordShape.of(word) == .plural))
                }
                let plural = pronouns.contains(subject) || isPlural(subject) || relative && index >= 2 && isPlural(words[index - 2])
                // "a diet high in saturated fat increase the risk": a bare word between a noun and an article takes
                // that article's noun as its object (not after "in", "the" or a comma: "In winter the lake freezes"; nor a key
                // word before its colon: "Asteroid belt: a ring of rocky objects").
                let beforeArticle = index + 1 < words.count && ["the", "a", "an"].contains(words[index + 1]) && raw[index].last?.isLetter == true
                    && !TextAnalysis.commonWords.contains(subject) && wordNet.readings(of: subject).contains { $0.partOfSpeech == .noun }
                if plural || beforeArticle, wordNet.readings(of: word).contains(where: { $0.partOfSpeech == .verb && $0.lemma == word }) { verbs.insert(word) }
            }
        }
        return verbs.subtracting(nouns)
    }

    /// Whether the page shows `noun` can be counted: it writes it after "a", "an", "one", "each", "every" or "another",
    /// or in the plural ("bakery" in "a bakery"; not "timber" in "made of timber and pitch"). A word after "a" is
    /// swapped only for such a word: "a fire started in a timber" is no English.
    func countsAsOne(_ noun: String) -> Bool {
        let lower = noun.lowercased()
        guard !lower.contains(" ") else { return true }
        return counted.afterCounter.contains(lower) || counted.words.contains(lower + "s") || counted.words.contains(lower + "es")
            || lower.hasSuffix("y") && counted.words.contains(lower.dropLast() + "ies")
    }

    /// The numbers written before "percent" or "per cent" ("97 percent").
    static func percentages(in text: String) -> Set<String> {
        let words = text.split(whereSeparator: \.isWhitespace).map { TextTokens.trimmed(String($0)) }
        return Set(words.indices.dropLast().filter { index in
            let next = words[index + 1].lowercased()
            return next == "percent" || next == "per" && index + 2 < words.count && words[index + 2].lowercased() == "cent"
        }.map { words[$0] })
    }

    /// The page's words (lower case), and those it writes after "a", "an", "one", "each", "every" or "another".
    /// Whether the page writes the one word `word` anywhere (`ItemFlaws.appears` for one word, from the page's words
    /// worked out once: the bare-noun check asks it of every option of every gap).
    func writesWord(_ word: String) -> Bool {
        let tokens = TextTokens.lowered(word)
        return tokens.count == 1 ? counted.words.contains(tokens[0]) : ItemFlaws.appears(word, in: text)
    }

    static func countedWords(in text: String) -> (words: Set<String>, afterCounter: Set<String>) {
        let counters: Set<String> = ["a", "an", "one", "each", "every", "another"]
        let words = TextTokens.lowered(text)
        var afterCounter = Set<String>()
        for index in words.indices.dropFirst() where counters.contains(words[index - 1]) { afterCounter.insert(words[index]) }
        return (Set(words), afterCounter)
    }

    /// Whether `term` is the noun of the linking phrase that opens `sentence` ("In conclusion, I strongly urge you …",
    /// "As a result, …"): a letter's or an essay's signpost, no fact. Swapped or blanked it gave "In species, I strongly
    /// urge you …" and "In _____, I strongly urge you … → conclusion | species | mistake".
    static func opensAsLink(_ term: String, _ sentence: String) -> Bool {
        let lowered = sentence.lowercased()
        return linkingOpeners.contains { opener in
            lowered.hasPrefix(opener + ",") && TextTokens.lowered(opener).contains(term.lowercased())
        }
    }

    /// Linking phrases that open a sentence before a comma.
    private static let linkingOpeners = [
        "in conclusion", "in addition", "in fact", "in summary", "in short", "in general", "in particular", "in contrast",
        "as a result", "for example", "for instance", "on the other hand", "in the end", "in my opinion", "in other words",
        "above all", "after all", "at last", "at first", "of course", "to sum up", "in the meantime",
    ]

    /// Whether the page writes `word` capitalised in the middle of a sentence (a name: "Rome", not "Plants").
    func usesAsName(_ word: String) -> Bool {
        laterWords.contains(word)
    }


}

/// A sentence without its closing mark: "They fall as rain." → "They fall as rain".
func withoutFinalMark(_ text: String) -> String {
    var text = text.trimmingCharacters(in: .whitespaces)
    while let last = text.last, ".!?;:,".contains(last) { text.removeLast() }
    return text
}

/// The first letter lowered unless the first word is a name, an acronym or "I".
func lowercasingFirst(_ text: String, page: Page? = nil) -> String {
    guard let first = text.split(separator: " ").first else { return text }
    let word = String(first)
    // "How do Many Muslims start the meal?": a word for an amount before a people's name is no part of the name.
    let determiners = Set(["a", "an", "the", "this", "some", "most"]).union(RecallQuestions.amountWords)
    // "Smoking, a diet …": the word without its comma is the one to look up.
    let bare = TextTokens.trimmed(word)
    let common = TextAnalysis.commonWords.contains(bare.lowercased()) || determiners.contains(bare.lowercased()) || bare.lowercased() == "it"
        || DictionaryWords.knows(bare.lowercased()) && page?.usesAsName(bare) != true
    // "I" is written with its capital wherever it stands ("i look forward to hearing from you" was a letter's option).
    let pronounI = bare == "I" || bare.hasPrefix("I'") || bare.hasPrefix("I’")
    guard common, !pronounI, word.dropFirst().allSatisfy({ !$0.isUppercase }) else { return text }
    // "King Charles II", "Lord Mayor": a capitalised word after the first makes it part of a name ("The Romans" aside).
    let second = text.split(separator: " ").dropFirst().first
    if second?.first?.isUppercase == true, !determiners.contains(word.lowercased()) { return text }
    return word.lowercased() + text.dropFirst(word.count)
}

/// The first letter raised: "they fall as rain" → "They fall as rain".
func capitalizingFirst(_ text: String) -> String {
    guard let first = text.first else { return text }
    return first.uppercased() + text.dropFirst()
}
