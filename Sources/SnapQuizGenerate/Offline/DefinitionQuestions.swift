import Foundation
import SnapQuizLexicon

/// Term-and-definition questions from the ways a text names things: "… is called X", "… is known as X",
/// "… in a process called X", "X is the process by which …", "X means …", "X is defined as …".
enum DefinitionQuestions {
    /// A term the page defines, with the question that asks for it.
    struct Definition {
        var term: String
        var stem: String
        var sentence: Int
        var evidence: String
        /// The sentences the stem shows (a "This process is called …" question quotes the sentence before it too).
        var sentences: Set<Int>
    }

    static func candidates(page: Page, picker: DistractorPicker, random: inout QuizRandom) -> [Candidate] {
        candidates(asking: page.definitions, page: page, picker: picker, random: &random)
    }

    /// The questions that ask for `asked` (the page's definitions, or some found another way: `GenusDefinition`).
    static func candidates(asking asked: [Definition], page: Page, picker: DistractorPicker, random: inout QuizRandom) -> [Candidate] {
        let definitions = page.definitions + asked.filter { definition in !page.definitions.contains { $0.term == definition.term } }
        // Distractors: the page's other defined terms first, then its technical words.
        let terms = definitions.map(\.term) + page.pool(.term).filter { page.shape(of: $0) != .verbS }
        var result: [Candidate] = []
        for definition in asked {
            // Names stand beside names only: "Greenland" is no wrong answer for "evaporation".
            let isName = definition.term.first?.isUppercase == true && page.usesAsName(definition.term)
            var distractors = isName
                ? picker.pick(for: definition.term, from: page.pool(.name), stem: definition.stem, random: &random)
                : page.distractors(for: definition.term, from: terms.filter { $0 != definition.term }, stem: definition.stem,
                                   picker: picker, random: &random)
            if !isName {
                // The things the page names the same way ("freezing", "sublimation" beside "condensation") come first:
                // "window", a noun of the page, is no process to confuse with condensation.
                // Of the answer's shape: a phrase among single words is the key ("surface runoff" beside "evaporation").
                let isPhrase = definition.term.contains(" ")
                // People beside people: "kings called pharaohs" offered "hieroglyphs", another term the page defines.
                let isPerson = page.kind(of: definition.term)?.isPerson ?? false
                let namedTerms = definitions.filter {
                    $0.term != definition.term && $0.term.first?.isUppercase != true && $0.term.contains(" ") == isPhrase
                        && (page.kind(of: $0.term)?.isPerson ?? false) == isPerson
                }
                // "What is a material that lets all light pass through called? → transparent | smaller | bigger", then
                // "→ transparent | mirrors | objects": a describing word stands among describing words of its degree
                // ("opaque", "translucent"; `StatementQuestions.degree`), or is not asked.
                let describing = page.kind(of: definition.term)?.partOfSpeech == .adjective
                let degree = StatementQuestions.degree(of: definition.term)
                let ofKeysPart = { (term: String) in
                    !describing || page.kind(of: term)?.partOfSpeech == .adjective && StatementQuestions.degree(of: term) == degree
                }
                let named = namedTerms.map(\.term).filter(ofKeysPart)
                let namedAlike = named.filter { page.termsNamedAlike[definition.term.lowercased()]?.contains($0.lowercased()) == true }
                // A term WordNet reads first as another part of speech ("freezing") still has the page's nouns of the key's
                // number and kind ("What is a natural satellite … called? → moon | planets | gravity | comets" was answered
                // by grammar and sense alone). Every wrong option is of the key's kind (`Page.akin`): "What is the space
                // around a magnet … called? → magnetic field | same way | compass needle" is no question.
                let number = isPhrase ? nil : page.nounNumber(definition.term)
                let akin = { (noun: String) in page.akin(noun, to: definition.term) }
                // "What are animals that cannot make their own food called? → consumers": the page's terms it writes one at
                // a time ("A herbivore eats only plants") stand in the key's plural ("herbivores"), where WordNet knows it.
                let inKeyNumber = { (term: String) -> String in
                    guard number == true, page.nounNumber(term) == false else { return term }
                    let plural = Page.plural(of: term)
                    let known = WordNet.shared?.nounReadings(of: plural).contains { $0.inflected && $0.lemma == term } == true
                    return known && !terms.contains(plural) ? plural : term
                }
                let fitting = terms.filter { $0 != definition.term && $0.contains(" ") == isPhrase
                    && (describing ? ofKeysPart($0) : (page.kind(of: $0)?.partOfSpeech ?? .noun) == .noun) }
                    .map(inKeyNumber).shuffled(using: &random)
                let agrees = { (noun: String) in number == nil || page.nounNumber(noun).map { $0 == number } ?? true }
                // Off kind only where the page has too few of its kind: such a question is asked last (`Page.offKind`).
                let nouns = fitting.filter { agrees($0) && akin($0) } + fitting.filter { agrees($0) && !akin($0) } + fitting.filter { !agrees($0) }
                let ofItsKind = distractors.map { $0.filter { akin($0) && ofKeysPart($0) } } ?? nouns.filter { agrees($0) && akin($0) }
                let ofTheirKind = picker.preferring(named.filter(akin), over: ofItsKind, for: definition.term, stem: definition.stem, random: &random)
                // The terms the page names alike come before all others.
                let alikeFirst = namedAlike.isEmpty ? ofTheirKind
                    : picker.preferring(namedAlike, over: ofTheirKind ?? ofItsKind, for: definition.term, stem: definition.stem, random: &random)
                distractors = alikeFirst
                    ?? picker.preferring(named, over: distractors.map { $0.filter(ofKeysPart) } ?? nouns, for: definition.term, stem: definition.stem, random: &random)
            }
            guard let distractors else { continue }
            let question = ItemText.question(definition.stem, answer: definition.term, distractors: distractors, evidence: definition.evidence)
            result.append(Candidate(kind: .definition, sentences: definition.sentences, question: question, score: 5, position: definition.sentence))
        }
        return result
    }

    static func find(in page: Page) -> [Definition] {
        var found: [Definition] = []
        var previous: Sentence?
        for sentence in page.sentences {
            defer { previous = sentence.isHeading ? previous : sentence }
            guard !sentence.isHeading, !sentence.text.contains("?") else { continue }
            let text = withoutFinalMark(sentence.text)
            guard let definition = named(text, sentence: sentence, previous: previous, page: page) else { continue }
            found.append(definition)
            // "The change from a gas back to a liquid is called condensation, and the change from a liquid to a solid is
            // called freezing": the clause after ", and" names a second term the same way.
            if let and = text.range(of: ", and "), text[..<and.lowerBound].hasSuffix(definition.term),
               let second = named(String(text[and.upperBound...]), sentence: sentence, previous: nil, page: page),
               second.term != definition.term {
                found.append(second)
            }
        }
        return found
    }

    /// The things the page names by what happens ("Hydraulic action happens when waves force air into cracks in the
    /// cliff"), as terms of one to three words with the sentence as their evidence. They are asked with "what is it
    /// called when …?" (`RecallQuestions`); here they are only weighed as kin of the terms the page defines.
    static func happenings(in page: Page) -> [Definition] {
        page.statements.compactMap { sentence in
            let words = sentence.text.split(separator: " ").map(String.init)
            guard let verb = words.indices.dropFirst().prefix(3).first(where: { index in
                index + 1 < words.count && RecallQuestions.happeningVerbs.contains(words[index]) && words[index + 1] == "when"
            }) else { return nil }
            let term = lowercasingFirst(words[..<verb].joined(separator: " "), page: page)
            guard page.words.isClean(term), !TextAnalysis.commonWords.contains(term.lowercased()),
                  term.allSatisfy({ $0.isLetter || $0 == " " }) else { return nil }
            return Definition(term: term, stem: "", sentence: sentence.index, evidence: sentence.text, sentences: [sentence.index])
        }
    }

    /// For each term of `named` (lower case), the others the page names as it names it: in one sentence ("… is called
    /// condensation, and … is called freezing"), or in sentences sharing two words of substance ("the change from a gas
    /// back to a liquid" and "change straight from a solid to a gas"), neither term's own words counted. Such terms are
    /// of one kind on this page, whatever WordNet files them under ("sublimation" first as a psychological defence).
    static func namedAlike(_ named: [Definition]) -> [String: Set<String>] {
        // Each evidence's words of substance with their stems, worked out once: a pair leaves out the two terms' own words.
        let substance = named.map { definition in
            Set(TextTokens.lowered(definition.evidence).filter { $0.count >= 3 && !TextAnalysis.commonWords.contains($0) })
                .map { (word: $0, stem: OptionSimilarity.stem($0)) }
        }
        let own = named.map { Set(TextTokens.lowered($0.term)) }
        var alike: [String: Set<String>] = [:]
        for i in named.indices {
            for j in named.indices where j > i && named[i].term != named[j].term {
                let terms = own[i].union(own[j])
                let stems = { (k: Int) in Set(substance[k].filter { !terms.contains($0.word) }.map(\.stem)) }
                guard named[i].sentence == named[j].sentence || stems(i).intersection(stems(j)).count >= 2 else { continue }
                alike[named[i].term.lowercased(), default: []].insert(named[j].term.lowercased())
                alike[named[j].term.lowercased(), default: []].insert(named[i].term.lowercased())
            }
        }
        return alike
    }

    /// A term named in passing at the end of a sentence: "Saliva contains an enzyme called amylase" → "“Saliva contains
    /// an enzyme called …” What is this enzyme called?"; "… tiny finger-like projections called villi" → "What are these
    /// projections called?". The thing named must be a noun, so the question reads as English.
    private static func namedInPassing(_ text: String, sentence: Sentence, page: Page, term: (Substring) -> String?) -> Definition? {
        for marker in [" called ", " known as "] {
            guard let range = text.range(of: marker, options: .backwards), let name = term(text[range.upperBound...]),
                  !name.contains(where: \.isNumber) else { continue }
            let before = String(text[..<range.lowerBound])
            // "huge slabs of rock called tectonic plates": the slabs are named, not the rock ("What is this rock called?").
            let beforeWords = before.split(separator: " ").map { TextTokens.trimmed(String($0)) }
            let ofPhrase = beforeWords.count >= 3 && beforeWords[beforeWords.count - 2] == "of"
            let head = ofPhrase ? beforeWords[beforeWords.count - 3] : (beforeWords.last ?? "")
            guard before.split(separator: " ").count >= 3, !before.hasSuffix(","), head.first?.isLowercase == true,
                  let kind = page.kind(of: head), kind.partOfSpeech == .noun,
                  !["is", "are", "was", "were", "be", "been"].contains(head) else { continue }
            let asked = marker.trimmingCharacters(in: .whitespaces)
            // "strong cords called tendons": "cords" is a plural first, though WordNet's commonest reading is a word of its
            // own (corduroy trousers), and "What is this cords called?" was asked.
            // An article before it keeps it one ("a species called …").
            let singular = beforeWords.suffix(4).contains { ["a", "an", "one", "this", "each", "every"].contains($0.lowercased()) }
            let plural = kind.inflection == .plural
                || !singular && WordNet.shared?.nounReadings(of: head.lowercased()).contains(where: \.inflected) == true
            let stem = "“\(before) \(asked) …” What \(plural ? "are these" : "is this") \(head) \(asked)?"
            return Definition(term: name, stem: stem, sentence: sentence.index, evidence: sentence.text, sentences: [sentence.index])
        }
        return nil
    }

    /// "Animals cannot make their own food, so they are called consumers" → "What are animals that cannot make their own
    /// food called? → consumers": things named for what the clause before says of them (a subject of one to three words,
    /// then its verb). The plural only: "it" may stand for the whole clause.
    private static func namedForWhatItDoes(_ text: String, sentence: Sentence, page: Page, term: (Substring) -> String?) -> Definition? {
        guard let range = [", so they are called ", ", which is why they are called ", ", so they are known as "]
            .lazy.compactMap({ text.range(of: $0) }).first, let name = term(text[range.upperBound...]) else { return nil }
        let words = text[..<range.lowerBound].split(separator: " ").map(String.init)
        guard let verb = words.indices.prefix(4).dropFirst().first(where: { index in
            let word = words[index].lowercased()
            return clauseVerbs.contains(word) || page.verbsWithS.contains(word) || page.bareVerbs.contains(word)
        }), (3...12).contains(words.count - verb) else { return nil }
        let subject = words[..<verb].joined(separator: " ")
        let head = words[verb - 1].lowercased()
        guard subject.allSatisfy({ $0.isLetter || $0 == " " }), !["they", "these", "it", "this", "there"].contains(words[0].lowercased()),
              page.kind(of: head)?.partOfSpeech == .noun, WordNet.shared?.nounReadings(of: head).first?.inflected == true else { return nil }
        let clause = lowercasingFirst(subject, page: page) + " that " + words[verb...].joined(separator: " ")
        let verbWord = text[range].contains("known as") ? "known as" : "called"
        return Definition(term: name, stem: "What are \(clause) \(verbWord)?", sentence: sentence.index, evidence: sentence.text,
                          sentences: [sentence.index])
    }

    /// Words that end the subject of a clause `namedForWhatItDoes` reads: auxiliaries and the verbs things are named for.
    private static let clauseVerbs: Set<String> = [
        "can", "cannot", "could", "will", "must", "may", "might", "should", "do", "does", "did", "have", "has", "had", "are", "were",
        "need", "use", "make", "eat", "live", "let",
    ]

    /// Whether `subject`, the words before "is called", names one thing and is no clause of its own: "The mountain is an
    /// old volcano with three cones, and the highest of them" asked "What is the mountain is an old volcano …, and the
    /// highest of them called?". No comma, and no "is", "was" or "has" but in a relative clause ("The space around a
    /// magnet where its force can be felt").
    static func isNounPhrase(_ subject: String) -> Bool {
        guard !subject.contains(",") && !subject.contains(";") else { return false }
        let words = subject.lowercased().split(separator: " ").map { TextTokens.trimmed(String($0)) }
        let relative = words.firstIndex { ["which", "that", "who", "whom", "whose", "where", "when"].contains($0) } ?? words.count
        let finite: Set<String> = ["is", "are", "was", "were", "has", "have", "had", "does", "do", "did"]
        return !words[..<relative].contains(where: finite.contains)
    }

    /// Pronouns that stand as a verb's object: after "called" they make it the naming verb ("called him the Lionheart").
    private static let objectPronouns: Set<String> = ["her", "him", "them", "it", "me", "us", "you"]

    private static func named(_ text: String, sentence: Sentence, previous: Sentence?, page: Page) -> Definition? {
        func term(_ raw: Substring) -> String? {
            var term = withoutFinalMark(String(raw)).trimmingCharacters(in: .whitespaces)
            // "the soldiers called her Mother Seacole": "called" with an object is the naming verb, not a name given in
            // passing ("What are these soldiers called? → her Mother Seacole", and "her Mother Seacole" offered as a
            // wrong option for "journey").
            if let first = term.split(separator: " ").first, objectPronouns.contains(first.lowercased()) { return nil }
            // "… is called its source": the name is "source", beside "mouth" (not "its source" among "fresh water").
            for article in ["a ", "an ", "the ", "its ", "their "] where term.lowercased().hasPrefix(article) { term = String(term.dropFirst(article.count)) }
            let count = term.split(separator: " ").count
            guard (1...4).contains(count), page.words.isClean(term), !TextAnalysis.commonWords.contains(term.lowercased()),
                  !term.contains(",") else { return nil }
            return term
        }
        // "… in a process called transpiration" / "… by a process called diffusion"
        for marker in [" in a process called ", " by a process called ", " through a process called ", " in a process known as ",
                       " by a process known as "] {
            if let range = text.range(of: marker), let name = term(text[range.upperBound...]) {
                let clause = ItemText.withoutLinkWords(lowercasingFirst(withoutFinalMark(String(text[..<range.lowerBound])), page: page))
                let preposition = marker.split(separator: " ")[0]
                // A clause of more than fourteen words is two sentences whose full stop OCR lost ("… rises into the
                // atmosphere as water vapour Plants also release water vapour from their leaves"), or too long to hold in mind.
                guard (3...14).contains(clause.split(separator: " ").count) else { continue }
                return Definition(term: name, stem: "What is the process \(preposition) which \(clause) called?", sentence: sentence.index,
                                  evidence: sentence.text, sentences: [sentence.index])
            }
        }
        if let definition = namedForWhatItDoes(text, sentence: sentence, page: page, term: term) { return definition }
        // "X is called Y" / "X are known as Y"; in the past on a history page ("This period was known as the Phoney War").
        let forms = [" is ", " are ", " was ", " were "].flatMap { verb in ["called ", "known as "].map { (verb, $0) } }
        for (verb, participle) in forms {
            guard let range = text.range(of: verb + participle) else { continue }
            let subject = String(text[..<range.lowerBound])
            // "This change is called condensation, and the droplets form clouds": the name ends at the comma.
            let named = text[range.upperBound...]
            guard let name = term(named.firstIndex(of: ",").map { named[..<$0] } ?? named) else { continue }
            let words = subject.split(separator: " ")
            let asked = participle == "called " ? "called" : "known as"
            if let first = words.first?.lowercased(), ["this", "these", "that", "such"].contains(first), words.count <= 3,
               let previous, previous.index == sentence.index - 1 {
                // "This process is called evaporation": the process is the sentence before.
                // "Plants give off water vapour through their leaves. This is called transpiration.": what is this called.
                let noun = words.dropFirst().joined(separator: " ")
                guard !noun.isEmpty || ["this", "these"].contains(first) else { continue }
                // "These smaller rivers are called tributaries": what are these rivers called.
                let be = verb.trimmingCharacters(in: .whitespaces)
                let stem = "“\(previous.text)” What \(be) \([" are ", " were "].contains(verb) ? "these" : "this")\(noun.isEmpty ? "" : " " + noun) \(asked)?"
                return Definition(term: name, stem: stem, sentence: sentence.index, evidence: previous.text + " " + sentence.text,
                                  sentences: [previous.index, sentence.index])
            }
            // The subject must be the thing named: not a pronoun, nor a clause ending in one ("When magma reaches the
            // surface it is known as lava" would ask "What is when magma … it known as?").
            let pronouns: Set<String> = ["it", "they", "this", "these", "he", "she"]
            guard words.count >= 2, !pronouns.contains(words[0].lowercased()), !pronouns.contains(words[words.count - 1].lowercased()),
                  !RecallQuestions.subordinators.contains(words[0].lowercased()), isNounPhrase(subject) else { continue }
            // "… and the place where it meets the sea is called its mouth": "it" is what the sentence before is about ("A
            // river is …"), or the question asks about nothing the learner can see.
            var subjectWords = words.map(String.init)
            if let at = subjectWords.firstIndex(where: { ["it", "they"].contains($0.lowercased()) }) {
                guard let meant = OpeningPronoun.mainSubject(before: sentence.index, plural: subjectWords[at].lowercased() == "they", on: page)
                else { continue }
                subjectWords[at] = meant.first?.isUppercase == true || ["the", "a", "an"].contains(meant.split(separator: " ").first.map { $0.lowercased() } ?? "")
                    ? meant : "the " + meant
            }
            let be = verb.trimmingCharacters(in: .whitespaces)
            return Definition(term: name, stem: "What \(be) \(ItemText.withoutLinkWords(lowercasingFirst(subjectWords.joined(separator: " "), page: page))) \(asked)?",
                              sentence: sentence.index, evidence: sentence.text, sentences: [sentence.index])
        }
        if let definition = namedInPassing(text, sentence: sentence, page: page, term: term) { return definition }
        // "Photosynthesis is the process by which …", "X means …", "X is defined as …"
        let words = text.split(separator: " ").map(String.init)
        for length in 1...3 where words.count > length + 4 {
            let candidate = words.prefix(length).joined(separator: " ")
            let rest = words.dropFirst(length)
            // The term opens the sentence: "Friction" is offered as "friction", beside options written in lower case.
            guard let name = term(Substring(candidate)).map({ lowercasingFirst($0, page: page) }), name.first?.isLetter == true,
                  !["it", "this", "these", "there", "they", "he", "she", "that", "the"].contains(words[0].lowercased()) else { continue }
            let restText = rest.joined(separator: " ")
            for (lead, stemStart) in [("is the ", "Which term names the "), ("are the ", "Which term names the "),
                                      ("is a ", "Which term names a "), ("is an ", "Which term names an "),
                                      ("means ", "Which word means "), ("is defined as ", "Which term is defined as ")] {
                guard restText.hasPrefix(lead) else { continue }
                let definition = Self.withoutAfterthought(String(restText.dropFirst(lead.count)))
                guard definition.split(separator: " ").count >= 4,
                      ["process", "study", "name", "term", "force", "substance", "part", "layer", "organ", "place", "amount", "unit",
                       "energy", "change", "movement", "measure", "number", "shape", "word", "way", "set", "group", "line", "point",
                       "chemical", "gas", "liquid", "area", "period", "system", "type", "kind", "form", "method"]
                        .contains(definition.split(separator: " ").first.map { String($0).lowercased() } ?? "") || lead == "means " || lead == "is defined as "
                else { continue }
                return Definition(term: name, stem: "\(stemStart)\(definition)?", sentence: sentence.index, evidence: sentence.text,
                                  sentences: [sentence.index])
            }
        }
        return nil
    }

    /// A definition without what the sentence adds about the term after it: "a measure of how hard it is for a current
    /// to flow through a component, and it is measured in ohms" asks only for the measure ("Which term names a measure
    /// …, and it is measured in ohms?" read as no question a teacher writes).
    static func withoutAfterthought(_ definition: String) -> String {
        let cut = [", and it ", ", and they ", ", and is ", ", and are ", ", and can ", ", and was ", ", and this ", "; "]
            .compactMap { definition.range(of: $0)?.lowerBound }.min()
        guard let cut, definition[..<cut].split(separator: " ").count >= 4 else { return definition }
        return String(definition[..<cut])
    }
}
