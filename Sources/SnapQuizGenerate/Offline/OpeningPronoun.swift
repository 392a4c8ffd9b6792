import Foundation

/// A sentence whose statement opens with a pronoun ("He is famous for having six wives.", "Once it reaches the surface
/// it is called lava.") says nothing a learner can check once it is lifted out of its page. When the sentence before
/// names one person, "He" or "She" is that person, shown in brackets as a teacher quoting the text would ("He [Henry
/// VIII] is famous for …"); "It" or "They" is the subject of the sentence before when nothing else there agrees with it
/// ("It [the Nile] flows north …", "Once it [the magma] reaches …"). A pronoun that stays unresolved is not asked; a
/// demonstrative or possessive before a noun ("This molten rock …") costs `penalty`, so the quiz takes it only when
/// sentences that stand alone cannot fill it.
enum OpeningPronoun {
    /// What a question costs that shows a sentence opening with a pronoun nobody resolved.
    static let penalty = 2.0

    static let pronouns: Set<String> = ["he", "she", "it", "they", "this", "these", "those", "its", "his", "her", "their"]

    /// The pronouns and possessives for a person or people a question lifted out of its sentence may keep ("When did her
    /// navy defeat …?", "When did he make himself …?").
    static let personal: Set<String> = ["he", "she", "they", "his", "her", "their"]

    /// What the pronoun opening a sentence's statement stands for.
    enum Meaning: Equatable {
        /// No such pronoun, a dummy "it" ("It is important to …"), or one the sentence itself names ("When it was
        /// finished, the bridge …").
        case none
        /// The pronoun (with the text up to it) and what it means: "Once it" → "the magma".
        case resolved(text: String, meant: String)
        /// A pronoun for a thing or a person that cannot be resolved, or "This"/"These" standing alone for a whole
        /// sentence before ("This means that …").
        case unresolved(text: String)
        /// A demonstrative or possessive before a noun ("This molten rock …", "Its waters …"): readable, though vaguer.
        case vague(text: String)
    }

    /// What the pronoun that opens the statement of sentence `index` means.
    static func meaning(ofSentence index: Int, on page: Page) -> Meaning {
        // "Here enzymes from the pancreas break down proteins": a place the sentence before named, which the sentence
        // lifted out of its page does not show. Readable, though vaguer.
        guard let sentence = page.sentence(index) else { return .none }
        if sentence.text.hasPrefix("Here ") { return .vague(text: "Here") }
        guard let opening = opening(of: sentence) ?? leadingPronoun(of: sentence) else { return .none }
        let words = sentence.text.split(separator: " ").map(String.init)
        let at = opening.text.split(separator: " ").count - 1
        if isDummy(words, at: at) || isCataphoric(words, at: at) { return .none }
        let plural = ["they", "them", "their"].contains(opening.pronoun)
        let meant = ["he", "she", "him", "his", "her"].contains(opening.pronoun)
            ? person(before: index, pronoun: opening.pronoun, on: page) ?? character(before: index, pronoun: opening.pronoun, on: page)
            : ["it", "they", "them", "its", "their"].contains(opening.pronoun)
                ? topic(before: index, plural: plural, on: page) ?? mainSubject(before: index, plural: plural, on: page) : nil
        // "Their walls are only one cell thick" after "The smallest blood vessels are known as capillaries": "Their [the
        // smallest blood vessels’] walls".
        if let meant, ["its", "their", "his", "her"].contains(opening.pronoun) {
            return .resolved(text: opening.text, meant: meant + (meant.hasSuffix("s") ? "’" : "’s"))
        }
        if let meant { return .resolved(text: opening.text, meant: meant) }
        // A pronoun after a story's time ("The next morning he took her …") is read only where it resolves: a story's
        // sentence quoted with its "he" reads as the story does, and was asked so before this reading.
        if Self.opening(of: sentence) == nil, opensWithStoryTime(words, before: at) { return .none }
        // "This means that …", "These are …": a demonstrative standing alone means a whole sentence before.
        let alone = ["this", "these", "those"].contains(opening.pronoun) && at + 1 < words.count
            && isVerb(TextTokens.trimmed(words[at + 1]).lowercased(), on: page)
        return referring.contains(opening.pronoun) || alone ? .unresolved(text: opening.text) : .vague(text: opening.text)
    }

    /// `candidate` with its opening pronoun resolved ("It [the Nile] flows …", "Once it [the magma] reaches …") where
    /// its stem or options quote it; nil when the pronoun cannot be ("Once it reaches the _____ it is called lava"
    /// names nothing a learner can check); costed when it is vague (`Meaning.vague`).
    static func resolving(_ candidate: Candidate, on page: Page) -> Candidate? {
        guard candidate.sentences.count == 1, let index = candidate.sentences.first else { return candidate }
        let meaning = meaning(ofSentence: index, on: page)
        let text: String
        switch meaning {
        case .none: return candidate
        case .resolved(let opening, _), .unresolved(let opening), .vague(let opening): text = opening
        }
        var question = candidate.question
        let quoted = "“" + text + " "
        // "In 1891 she shared …" beside the key "In 1903 she shared …": an option that changed a word of the opening opens
        // with the same pronoun in the same place, and is named as the key is (else only the key shows a bracket).
        let count = text.split(separator: " ").count
        let pronoun = text.split(separator: " ").last.map(String.init) ?? text
        func opening(of option: String) -> String? {
            let words = option.split(separator: " ", omittingEmptySubsequences: false)
            guard words.count > count, words[count - 1] == pronoun else { return nil }
            return words[..<count].joined(separator: " ")
        }
        // "In _____ she won a second Nobel Prize": a blank in the opening quoted is named too, as the whole opening is.
        let quote = question.question.range(of: "“")
        let blanked = quote.flatMap { opening(of: String(question.question[$0.upperBound...])) }.flatMap { $0.contains("_____") ? $0 : nil }
        if case .resolved(_, let meant) = meaning, let quote, let blanked, !question.question.contains(quoted) {
            let end = question.question.index(quote.upperBound, offsetBy: blanked.count)
            question.question.replaceSubrange(quote.upperBound..<end, with: bracketed(blanked, meant: meant))
        }
        guard question.question.contains(quoted) || question.options.contains(where: { opening(of: $0) != nil }) else {
            var named = candidate
            named.question = question
            return named
        }
        var resolved = candidate
        switch meaning {
        case .none: return candidate
        case .unresolved: return nil
        case .vague:
            resolved.score -= penalty
            return resolved
        case .resolved(_, let meant):
            let named = bracketed(text, meant: meant) + " "
            if let range = question.question.range(of: quoted) {
                question.question.replaceSubrange(range, with: "“" + named)
            }
            question.options = question.options.map { option in
                guard let own = opening(of: option) else { return option }
                return bracketed(own, meant: meant) + " " + option.dropFirst(own.count + 1)
            }
            resolved.question = question
            return resolved
        }
    }

    /// The opening `text` with what its pronoun means shown in brackets: after a subject pronoun ("It [the Nile]",
    /// "Once it [the magma]"), in place of an object one ("Before it, most people …" → "Before [the Industrial
    /// Revolution], most people …", not "Before it, [the Industrial Revolution] most people …"; "Most of [active
    /// volcanoes] lie …").
    static func bracketed(_ text: String, meant: String) -> String {
        var words = text.split(separator: " ").map(String.init)
        guard words.count >= 2, let last = words.last else { return text + " [" + meant + "]" }
        let pronoun = TextTokens.trimmed(last).lowercased()
        let before = TextTokens.trimmed(words[words.count - 2]).lowercased()
        // "Before it reaches the sea" opens a clause whose subject the pronoun is; "Before it," a phrase.
        let takesObject = objectTakers.contains(before) && (!RecallQuestions.subordinators.contains(before) || last.last?.isLetter == false)
        guard ["them", "him"].contains(pronoun) || takesObject else { return text + " [" + meant + "]" }
        let mark = String(last.drop { $0.isLetter })
        words[words.count - 1] = "[" + meant + "]" + mark
        return words.joined(separator: " ")
    }

    /// Prepositions a pronoun can open a sentence after as their object ("Before it,", "Below it", "Most of them").
    static let objectTakers: Set<String> = [
        "before", "after", "below", "above", "beneath", "under", "inside", "within", "behind", "beside", "around", "of", "during",
        "without", "from", "into", "with", "like", "unlike", "besides",
    ]

    /// The pronoun a sentence opens with (lower case), and the sentence's text up to and including it: the first word,
    /// or the first after a date or a place ("In 1534 he made himself head of the Church of England", "In London he …").
    static func opening(of sentence: Sentence) -> (pronoun: String, text: String)? {
        let words = sentence.text.split(separator: " ").map(String.init)
        guard let first = words.first.map(TextTokens.trimmed) else { return nil }
        if pronouns.contains(first.lowercased()) { return (first.lowercased(), words[0]) }
        // "In London he shares rooms with …": a place opens it as a year does.
        guard words.count > 3, ["In", "By", "During", "After", "Before", "At"].contains(first),
              TextAnalysis.isYear(TextTokens.trimmed(words[1])) || TextAnalysis.isCapitalized(words[1]) && !words[1].hasSuffix(","),
              personal.contains(words[2]) || words[2] == "it" else { return nil }
        return (words[2], words[0...2].joined(separator: " "))
    }

    /// The one person the sentence before `index` can mean: the one person it names; when it opens with "He" or
    /// "She" and names no one, whom that pronoun means (up to three sentences back); when it names no one at all, the
    /// person the page is titled after. Nil when it names two or more who may be people, or is a heading.
    static func person(before index: Int, on page: Page, depth: Int = 0) -> String? {
        person(before: index, pronoun: nil, on: page, depth: depth)
    }

    /// The one person the sentence before `index` can mean for `pronoun` ("she", "her", "he", "his", "him"): as
    /// `person(before:on:)`, but never one the page marks as of the other sex (`gender(of:on:)`): "There she met Pierre
    /// Curie, a French scientist. She …" does not mean Pierre. Then the person the page is titled after, if that one fits.
    static func person(before index: Int, pronoun: String?, on page: Page, depth: Int = 0) -> String? {
        let wanted = pronoun.flatMap(Gender.init(pronoun:))
        // "She expected him to be angry, but he only smiled. The next morning he took her to his workshop": a sentence before
        // that opens with the other sex's pronoun is about someone else ("he [Maya]" was asked).
        if let wanted, let previous = page.sentence(index - 1),
           let opening = opening(of: previous) ?? leadingPronoun(of: previous), let other = Gender(pronoun: opening.pronoun), other != wanted {
            return nil
        }
        // "In 1588 her navy defeated the Armada, sent by Philip II of Spain. In 1603 she died": a sentence before that
        // opens with a pronoun of the same sex goes on with its person, not with one it names later.
        if let wanted, depth < 3, let previous = page.sentence(index - 1), let opening = opening(of: previous) ?? leadingPronoun(of: previous),
           Gender(pronoun: opening.pronoun) == wanted {
            return person(before: previous.index, pronoun: opening.pronoun, on: page, depth: depth + 1)
        }
        guard let found = anyPerson(before: index, on: page, depth: depth) else { return nil }
        guard let wanted else { return found }
        if let marked = gender(of: found, on: page), marked != wanted {
            guard let title = titlePerson(of: page), title != found, gender(of: title, on: page).map({ $0 == wanted }) ?? true else { return nil }
            return title
        }
        return found
    }

    private static func anyPerson(before index: Int, on page: Page, depth: Int = 0) -> String? {
        guard depth < 3, let previous = page.sentence(index - 1), !previous.isHeading else { return nil }
        let names = Set(page.terms.filter { $0.sentence == previous.index && $0.kind == .name && couldBePerson($0.text, on: page) }
            .map { fullName($0.text, in: previous) })
        // "Henry" inside "Henry VIII" is one person.
        let people = names.filter { name in !names.contains { $0 != name && $0.contains(name) } }
        // ("Every evening he climbed …": the pronoun after a time opens the sentence as well.)
        if let opening = opening(of: previous) ?? leadingPronoun(of: previous), ["he", "she"].contains(opening.pronoun) {
            return people.isEmpty ? anyPerson(before: previous.index, on: page, depth: depth + 1) ?? titlePerson(of: page) : nil
        }
        // "In 1898 they discovered two new elements. She named polonium …" on a page titled "Marie Curie": a life story
        // is about the person it is named after.
        if people.isEmpty { return titlePerson(of: page) }
        if let subject = personOpening(previous, on: page) { return subject }
        guard people.count == 1, let person = people.first, page.isPersonLike(person) || !page.words.knows(person.lowercased()) else { return nil }
        return person
    }

    /// The person the page is titled after, when that one's name (or a part of it) opens `sentence`, as its subject:
    /// "Dickens married Catherine Hogarth in 1836. He travelled to America …" means Dickens ("Dickens", a word the
    /// dictionary knows, is no key name of its own, and the quiz had asked "He [Catherine Hogarth] travelled …"). Two
    /// people of whom neither is the page's ("Joseph Banks sailed with Cook") leave the pronoun unresolved.
    private static func personOpening(_ sentence: Sentence, on page: Page) -> String? {
        let words = sentence.text.split(separator: " ").map(String.init)
        let name = words.prefix { $0.first?.isUppercase == true && $0.allSatisfy { $0.isLetter || "'’".contains($0) } }
        guard !name.isEmpty, name.count < words.count, words[name.count].first?.isLowercase == true,
              !TextAnalysis.commonWords.contains(name[0].lowercased()) else { return nil }
        let opening = name.joined(separator: " ")
        guard let title = titlePerson(of: page), title.split(separator: " ").map(String.init).contains(opening) || title == opening else { return nil }
        return title
    }

    /// The person a page is titled after ("Marie Curie", "The Life of Isaac Newton"): a heading that is, or ends
    /// in, a name of two or three capitalised words that may be a person's, which the page also writes in its text.
    static func titlePerson(of page: Page) -> String? {
        guard let title = page.sentences.first, title.isHeading else { return nil }
        let words = title.text.split(separator: " ").map(String.init)
        // "A Short Biography: Marie Curie": the name is what follows the label's colon.
        let name = words.reversed().prefix { $0.first?.isUppercase == true && !$0.hasSuffix(":") && !TextAnalysis.commonWords.contains($0.lowercased()) }.reversed()
        guard (2...3).contains(name.count) else { return nil }
        let person = name.joined(separator: " ")
        guard couldBePerson(person, on: page), page.sentences.dropFirst().contains(where: { $0.text.contains(person) }) else { return nil }
        return person
    }

    /// Whether a name may be a person's, more widely than `Page.isPersonLike`, which must be sure.
    private static func couldBePerson(_ name: String, on page: Page) -> Bool {
        // "Wonderful Adventures of Mrs Seacole" (a book: "She died in London" was asked as "She [Wonderful Adventures of
        // Mrs Seacole] died …"), "Battle of Hastings": an "of" name that opens with an everyday word that names no person
        // is none; "Catherine of Aragon" and "Duke William of Normandy" are.
        let words = name.split(separator: " ").map(String.init)
        if let of = words.firstIndex(of: "of"), of > 0, let first = words.first?.lowercased(), DictionaryWords.knows(first),
           !RecallQuestions.namesAPerson(first) { return false }
        return page.isPersonLike(name) || page.mayBePerson(name, sure: false)
    }

    /// What an opening "It" (or "They", `plural`) means: the subject of the sentence before when that sentence says
    /// what its subject is ("The Nile is the longest river in Africa. It flows north …" → "the Nile"; "Glaciers are
    /// rivers of ice. They move …"), the verb agreeing in number. When that sentence opens with the same pronoun, the
    /// one before it counts (up to three back). Nil otherwise: "The Sun heats water. It rises …" means the water, and
    /// only a sentence that says what its subject is makes that subject the paragraph's topic.
    static func topic(before index: Int, plural: Bool, on page: Page, depth: Int = 0) -> String? {
        guard depth < 3, let previous = page.sentence(index - 1), !previous.isHeading else { return nil }
        if let opening = opening(of: previous), opening.pronoun == (plural ? "they" : "it"), opening.text.split(separator: " ").count == 1 {
            return topic(before: previous.index, plural: plural, on: page, depth: depth + 1)
        }
        let words = previous.text.split(separator: " ").map(String.init)
        let verbs: Set<String> = plural ? ["are", "were"] : ["is", "was"]
        guard let verb = words.firstIndex(where: { verbs.contains($0) }), (1...4).contains(verb) else { return nil }
        var subject = Array(words[..<verb])
        // A noun phrase: no comma; no pronoun, subordinate clause, question or amount first ("This is", "When it rains",
        // "What is", "Most rivers are"); a noun last.
        guard subject.allSatisfy({ !$0.contains(",") && !$0.contains("’") && !$0.contains("'") }),
              let first = subject.first.map({ $0.lowercased() }), !pronouns.contains(first), !RecallQuestions.subordinators.contains(first),
              !RecallQuestions.amountWords.contains(first), !["there", "here", "what", "which", "who", "one"].contains(first) else { return nil }
        // "Magma is molten rock": a common noun capitalised only because it opens the sentence.
        if subject.count == 1, let noun = page.kind(of: subject[0].lowercased()), noun.partOfSpeech == .noun, page.words.knows(subject[0].lowercased()) {
            subject[0] = subject[0].lowercased()
        }
        let last = subject[subject.count - 1]
        if last.first?.isUppercase != true {
            guard let kind = page.kind(of: last), kind.partOfSpeech == .noun, (kind.inflection == .plural) == plural else { return nil }
        } else if plural {
            return nil
        }
        let phrase = subject.joined(separator: " ")
        return ["The", "A", "An"].contains(subject[0]) && subject.count > 1 ? subject[0].lowercased() + phrase.dropFirst(subject[0].count) : phrase
    }

    /// A name with the first name that opens its sentence ("James Cook joined …"), which key terms leave out.
    private static func fullName(_ name: String, in sentence: Sentence) -> String {
        let first = sentence.text.split(separator: " ").first.map(String.init) ?? ""
        guard first != name, sentence.text.hasPrefix(first + " " + name), first.first?.isUppercase == true,
              !TextAnalysis.commonWords.contains(first.lowercased()) else { return name }
        return first + " " + name
    }
}
