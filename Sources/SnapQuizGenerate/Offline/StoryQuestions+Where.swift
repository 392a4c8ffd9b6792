import Foundation
import SnapQuizLexicon

/// "Where …?" on a story: "Maya took her red kite to the hill behind the village" → "In the story, where did Maya take her
/// red kite? → to the hill behind the village", among the story's other places ("over the river", "into the long grass",
/// "to his workshop"). A story tells where its characters go and put things in short place phrases that a textbook's
/// "where" (`RecallQuestions.placePhrase`: places, seas, mountains) does not read: a hill, a mill, a workshop, a path.
extension StoryQuestions {
    /// Words that open a story's place phrase: "to the hill", "behind the mill", "down the path", "into the long grass".
    static let placeOpeners: Set<String> = ["to", "into", "onto", "over", "behind", "above", "below", "under", "across", "along",
                                            "beside", "near", "through", "towards", "past", "around", "down", "up", "in", "at",
                                            "on", "inside", "outside", "from", "out"]

    /// Parts of a thing, places only with the thing they are of ("the middle of the flour", not "in the middle").
    static let parts: Set<String> = ["middle", "top", "bottom", "side", "end", "edge", "front", "back", "centre", "center", "corner", "base"]

    /// Ways along which a story's characters go, filed by WordNet under acts first ("a path" is first a way of life).
    static let routes: Set<String> = ["path", "road", "street", "lane", "track", "trail", "way", "passage", "corridor", "stairs"]

    /// Words that open a sentence before its subject without a comma: "Suddenly a strong gust tore …", "Then Maya …".
    static let leadingAdverbs: Set<String> = ["then", "suddenly", "soon", "later", "finally", "afterwards", "meanwhile", "next",
                                              "slowly", "quickly", "together", "now", "once", "still"]

    /// A story's place phrase that opens at `words[at]`: a word of `placeOpeners` ("down to", "out of" as one), a
    /// determiner, at most two describing words and a noun WordNet files under things made, places, natural objects or
    /// plants (`placeKinds`), with a second place or an "of" phrase after it ("to the hill behind the village", "to the
    /// front of the boat"). The phrase and the index past it, or nil.
    static func placePhrase(in words: [String], at: Int, page: Page) -> (text: String, end: Int)? {
        guard words.indices.contains(at), !words[at].hasSuffix(",") else { return nil }
        var index = at
        var phrase: [String] = []
        func take(_ allowed: Set<String>) -> Bool {
            guard index < words.count, !words[index].hasSuffix(","), allowed.contains(words[index].lowercased()) else { return false }
            phrase.append(words[index].lowercased()); index += 1
            return true
        }
        guard take(placeOpeners) else { return nil }
        // "down to the harbour", "out of the window", "up onto the sand".
        if ["down", "up", "out", "back"].contains(phrase[0]) { _ = take(["to", "of", "into", "onto"]) }
        if phrase == ["out"] { return nil }
        // A village or a town WordNet files under groups of people, a path under ways of life.
        let place = { (word: String) in Page.placeNouns.contains(word) || routes.contains(word) }
        guard let end = nounPhrase(in: words, from: index, kinds: placeKinds, or: place, page: page) else { return nil }
        phrase += words[index..<end].map(TextTokens.trimmed)
        index = end
        // "the hill behind the village", "the front of the boat", "the middle of the flour".
        let of = index < words.count && words[index].lowercased() == "of"
        if !words[index - 1].hasSuffix(","), index + 1 < words.count, placeOpeners.union(["of"]).contains(words[index].lowercased()),
           let second = nounPhrase(in: words, from: index + 1, kinds: of ? placeKinds.union(thingKinds) : placeKinds, or: place, page: page) {
            phrase += words[index..<second].map(TextTokens.trimmed)
            index = second
        } else if parts.contains(TextTokens.trimmed(words[index - 1]).lowercased()) {
            // "in the middle" of what? A part is a place only with its whole.
            return nil
        }
        return (phrase.joined(separator: " "), index)
    }

    /// The place phrases of `words` from left to right, none inside another: "down to the harbour" and "to the hill
    /// behind the village" are one phrase each, not "to the harbour" or "behind the village" as well.
    static func placePhrases(in words: [String], page: Page) -> [(text: String, start: Int, end: Int)] {
        var found: [(text: String, start: Int, end: Int)] = []
        var covered = 0
        for at in words.indices where at >= covered && placeOpeners.contains(words[at].lowercased()) {
            guard let place = placePhrase(in: words, at: at, page: page) else { continue }
            found.append((place.text, at, place.end))
            covered = place.end
        }
        return found
    }

    /// The story's sentences, speech left out, each with its clauses (`clauses(of:page:)`): read once for its "where"
    /// and "what" questions.
    static func storyClauses(_ page: Page) -> [(Sentence, [Clause])] {
        page.statements.filter { !quotes($0) }.map { ($0, clauses(of: $0, page: page)) }
    }

    /// The kind (of `kinds`) WordNet files `noun` under: its commonest sense's, or, where WordNet counts no sense as seen
    /// in its corpus (their order then means nothing: "kite" comes first as a forged cheque), the first of its senses'
    /// that is one of `kinds`.
    static func kind(of noun: String, among kinds: Set<Int>) -> Int? {
        guard let reading = WordNet.shared?.nounReadings(of: noun).first else { return nil }
        if reading.taggedSenses == 0 { return reading.categories.first(where: kinds.contains) }
        return reading.categories.first.flatMap { kinds.contains($0) ? $0 : nil }
    }

    /// Where a noun phrase opening at `words[start]` ends: a determiner, at most two describing words and a noun whose
    /// commonest sense as a noun WordNet files under one of `kinds` (after a determiner it is a noun: "the shed", though
    /// "shed" is more often a verb; not "soaked to the skin"), or that `or` accepts. Nil for anything else.
    static func nounPhrase(in words: [String], from start: Int, kinds: Set<Int>, or accepted: (String) -> Bool = { _ in false },
                           page: Page) -> Int? {
        guard let wordNet = WordNet.shared, start + 1 < words.count, !words[start].hasSuffix(","),
              RecallQuestions.determiners.subtracting(["this", "that", "these", "those"]).contains(words[start].lowercased()) else { return nil }
        for head in (start + 1)...min(start + 3, words.count - 1) {
            let word = TextTokens.trimmed(words[head])
            guard word == word.lowercased(), word.count >= 3, word.allSatisfy(\.isLetter), page.words.isCleanWord(word),
                  !TextAnalysis.commonWords.contains(word), RecallQuestions.numberWords[word] == nil else { return nil }
            // "the oak trees", "her red kite": a word before another noun describes it.
            let next = head + 1 < words.count ? TextTokens.trimmed(words[head + 1]) : ""
            let beforeNoun = words[head] == word && next == next.lowercased() && next.count >= 3 && !TextAnalysis.commonWords.contains(next)
                && !wordNet.nounReadings(of: next).isEmpty && !placeOpeners.contains(next)
                // ("a strong gust tore …": WordNet's "tore" is also a ring-shaped surface.)
                && ItemText.irregularPast[next] == nil && !(next.hasSuffix("ed") && ItemText.base(ofPast: next, words: page.words) != nil)
            if !beforeNoun {
                // (Where WordNet counts no sense as seen in its corpus, their order means nothing and any will do: "kite"
                // comes first as a forged cheque.)
                guard accepted(word) || kind(of: word, among: kinds) != nil else { return nil }
                return head + 1
            }
        }
        return nil
    }

    /// "In the story, where did the kite drift? → over the river": a sentence whose subject (a name, "the"/"a" and its
    /// words, or "she"/"he"/"it" that `OpeningPronoun` resolves) does something in the past and the place phrase ends
    /// the clause. Wrong options are the story's other place phrases, none from the same sentence nor on the same noun.
    /// `read`: the story's sentences with their clauses (`storyClauses`), where the caller has them.
    static func whereEvents(page: Page, read: [(Sentence, [Clause])]? = nil, picker: DistractorPicker, random: inout QuizRandom) -> [Candidate] {
        // Every place phrase of the story that ends its clause, with its sentence: the options.
        var places: [(sentence: Int, text: String)] = []
        for sentence in page.statements where !quotes(sentence) {
            let words = sentence.text.split(separator: " ").map(String.init)
            places += placePhrases(in: words, page: page).filter { closes($0.end, in: words) }.map { (sentence.index, $0.text) }
        }
        let questions = (read ?? storyClauses(page)).compactMap { sentence, clauses in whereQuestion(in: clauses, page: page).map { (sentence, $0) } }
        var result: [Candidate] = []
        for (sentence, asked) in questions {
            let head = asked.answer.split(separator: " ").last.map(String.init)
            // Not another place the story puts the same subject: "Where did the kite drift?" is not "above the oak trees",
            // where it rose.
            let same = Set(questions.filter { $0.1.subject == asked.subject }.map(\.0.index))
            // Nor one from a sentence that names the key's place ("the mill stood beside the river": a place of the mill).
            let pool = places.filter { place in
                !same.contains(place.sentence) && place.text.split(separator: " ").last.map(String.init) != head
                    && !(head.map { head in page.sentence(place.sentence).map { TextTokens.lowered($0.text).contains(head) } ?? false } ?? false)
            }.map(\.text)
            // "Where did the bang come from? → the road": a source is asked without its "from", and so are the options.
            let fromSource = asked.stem.hasSuffix(" from?")
            var options = Array(Set(fromSource ? pool.map(withoutOpener) : pool)).sorted()
            // "Where did Mum fix the gap? → in the hedge | to the park | from the road": places of the key's role first
            // (where a thing is, where it goes, the way it goes), so its word "in" does not give it away.
            let role = Self.role(of: asked.answer)
            var sameRole = fromSource ? [] : options.filter { Self.role(of: $0) == role }
            // With fewer than three, the story's other places are put the key's way ("in the park", "in the grass" beside
            // "in the hedge"): which place, not which little word, is what the learner must remember. Only a word any
            // place takes: "down the oak trees", "along his workshop" are no places.
            let opener = Self.opener(of: asked.answer)
            if !fromSource, sameRole.count < 3, Self.anyPlaceOpeners.contains(opener) {
                let reworded = options.filter { Self.role(of: $0) != role }.map { opener + " " + Self.placeOnly($0) }
                sameRole = Array(Set(sameRole + reworded).subtracting([asked.answer])).sorted()
                options = sameRole
            }
            guard let picked = picker.pick(for: asked.answer, from: options, stem: asked.stem, anyNumber: true, random: &random),
                  let distractors = sameRole.isEmpty ? picked : picker.preferring(sameRole, over: picked, for: asked.answer, stem: asked.stem, random: &random)
            else { continue }
            let question = ItemText.question(asked.stem, answer: asked.answer, distractors: distractors, evidence: sentence.text)
            result.append(Candidate(kind: .storyWhere, sentences: [sentence.index], question: question, score: 3.3, position: sentence.index))
        }
        return result
    }

    /// What a place phrase says by its first word: where something goes ("to", "into" …), the way it goes ("across",
    /// "through" …) or where it is (any other opener).
    static func role(of place: String) -> Int {
        let opener = place.split(separator: " ").first.map { $0.lowercased() } ?? ""
        return goals.contains(opener) ? 0 : paths.contains(opener) ? 1 : 2
    }

    static let goals: Set<String> = ["to", "into", "onto", "towards"]
    static let paths: Set<String> = ["over", "across", "along", "through", "past", "around", "down", "up", "out", "from"]

    /// Words that open a place phrase with any place after them ("to the mill", "in the hedge", "behind the shed"), unlike
    /// a way's ("down the path", "across the grass").
    static let anyPlaceOpeners: Set<String> = ["to", "into", "in", "at", "on", "near", "under", "behind", "beside", "inside", "outside",
                                               "above", "below"]

    /// The opening words of a place phrase: "in" of "in the hedge", "down to" of "down to the harbour", "out of" of "out
    /// of the window".
    static func opener(of place: String) -> String {
        place.split(separator: " ").prefix { openerWords.contains($0.lowercased()) }.joined(separator: " ")
    }

    /// The words a place phrase may open with (`placeOpeners`, and the "of" of "out of").
    private static let openerWords = placeOpeners.union(["of"])

    /// A place phrase without its opening words (`opener`): "down to the harbour" → "the harbour".
    static func placeOnly(_ place: String) -> String {
        let opening = opener(of: place)
        return opening.isEmpty || opening.count == place.count ? place : String(place.dropFirst(opening.count + 1))
    }

    /// A place phrase without its opening word: "from the road" → "the road".
    static func withoutOpener(_ place: String) -> String {
        let words = place.split(separator: " ")
        guard let first = words.first, placeOpeners.contains(first.lowercased()), words.count > 1 else { return place }
        return words.dropFirst().joined(separator: " ")
    }

    /// A story's "where": whom or what it asks about, the stem and the key.
    struct Asked {
        var subject: String
        var stem: String
        var answer: String
    }

    /// Whether a place phrase ending before `words[end]` ends its clause: "… over the river and disappeared …", "… to the
    /// harbour, and …", but not "into the long grass three times".
    static func closes(_ end: Int, in words: [String]) -> Bool {
        end == words.count || words[end - 1].hasSuffix(",") || words[end - 1].last.map { ".;:!?".contains($0) } == true
            || ["and", "but", "so", "until", "where", "when", "while", "before", "after"].contains(words[end].lowercased())
            // "rowed to the island to thank Sam": what for follows where.
            || words[end].lowercased() == "to" && end + 1 < words.count
                && WordNet.shared?.readings(of: words[end + 1]).contains { $0.partOfSpeech == .verb && !$0.inflected } == true
                && !RecallQuestions.determiners.contains(words[end + 1].lowercased())
    }

    /// Whether a sentence quotes speech: what a character says happened is no place the story tells.
    static func quotes(_ sentence: Sentence) -> Bool {
        sentence.text.contains("“") || sentence.text.contains("\"")
    }

    /// A clause of a story told in the past: who or what does it (a name, "the"/"a" and its words, or the "she", "he"
    /// or "it" `OpeningPronoun` resolves), the verb's base form, and the clause's words with the verb at `verbAt`.
    struct Clause {
        var subject: String
        var verb: String
        var words: [String]
        var verbAt: Int
    }

    /// The clauses of `sentence` that open with a subject and a verb in the past: its first, and each after ", and",
    /// ", but" or ", so" ("She tried again, and this time the kite rose high above the oak trees").
    static func clauses(of sentence: Sentence, page: Page) -> [Clause] {
        let words = withoutFinalMark(sentence.text).split(separator: " ").map(String.init)
        guard words.count >= 4 else { return [] }
        var starts = [0]
        for index in words.indices.dropLast() where words[index].hasSuffix(",") && ["and", "but", "so", "then"].contains(words[index + 1].lowercased()) {
            starts.append(index + 2)
        }
        return starts.indices.compactMap { number in
            let end = number + 1 < starts.count ? starts[number + 1] - 1 : words.count
            guard starts[number] < end else { return nil }
            return clause(Array(words[starts[number]..<end]), first: number == 0, of: sentence, page: page)
        }
    }

    /// One clause of `sentence`, read; a pronoun subject only in the `first` (`OpeningPronoun` resolves those).
    static func clause(_ clause: [String], first: Bool, of sentence: Sentence, page: Page) -> Clause? {
        var words = clause
        guard words.count >= 3 else { return nil }
        // What opens the sentence before its subject: a phrase ending in a comma ("By the time we got back, …"), a
        // word of time ("Then", "Suddenly"), or a time ("The next morning", "That evening", "One day").
        var start = 0
        if let comma = words.prefix(8).firstIndex(where: { $0.hasSuffix(",") }), comma + 1 < words.count - 2,
           ["on", "in", "at", "by", "after", "before", "when", "as", "while", "during", "once", "later", "early", "one", "that",
            "the", "every", "last", "next", "with", "without", "from", "for", "soon", "then", "suddenly", "all"].contains(words[0].lowercased()) {
            start = comma + 1
        } else if leadingAdverbs.contains(words[0].lowercased()) {
            start = 1
        } else if let time = words.prefix(4).firstIndex(where: { word in
            let lower = TextTokens.trimmed(word).lowercased()
            // ("time" itself WordNet files first under events: "this time".)
            return lower == "time" || WordNet.shared?.commonest(lower).map { $0.partOfSpeech == .noun && $0.categories.first == 28 } == true
        }), time >= 1, ["the", "that", "one", "every", "last", "next", "this", "each"].contains(words[0].lowercased()) {
            start = time + 1
        }
        words = Array(words[start...])
        guard words.count >= 3 else { return nil }
        let subject: String
        let subjectEnd: Int
        let pronoun = words[0].lowercased()
        if ["she", "he", "it"].contains(pronoun) {
            guard first else { return nil }
            // Whom "she" means in the sentence (the pronoun must be this sentence's subject, where `OpeningPronoun` finds it).
            guard case .resolved(let text, let meant) = OpeningPronoun.meaning(ofSentence: sentence.index, on: page),
                  text.split(separator: " ").count == start + 1, text.lowercased().hasSuffix(pronoun),
                  !meant.hasSuffix("’s") else { return nil }
            // "it" only for a thing the story names with "the": "It dipped …" after "the kite would not fly".
            if pronoun == "it", !meant.lowercased().hasPrefix("the ") { return nil }
            subject = meant
            subjectEnd = 1
        } else {
            // ("The owl laughed": a clause may end at its verb, as a reason's does; a where or a what then finds no object.)
            guard let end = RecallQuestions.whereSubjectEnd(words, page: page), end < words.count else { return nil }
            let named = words[..<end].map(TextTokens.trimmed)
            // "I", "We", "My uncle": a narrator is no one a question can name.
            guard !["i", "we", "you", "my", "our", "your"].contains(named[0].lowercased()) else { return nil }
            subject = lowercasingFirst(named.joined(separator: " "), page: page)
            subjectEnd = end
        }
        guard subjectEnd < words.count else { return nil }
        // The verb in the past ("drifted", "took"), or the second of two ("dipped and fell into …").
        var verbAt = subjectEnd
        func base(_ at: Int) -> String? {
            guard at < words.count, words[at] == words[at].lowercased(), words[at].allSatisfy(\.isLetter),
                  !["was", "were", "had", "did", "could", "would"].contains(words[at]) else { return nil }
            // ("tied", "died": too short for `ItemText.base(ofPast:)`'s spelling rules, not for WordNet.)
            return ItemText.base(ofPast: words[at], words: page.words)
                ?? (words[at].hasSuffix("ed") ? WordNet.shared?.readings(of: words[at]).first { $0.partOfSpeech == .verb && $0.inflected }?.lemma : nil)
        }
        guard var verb = base(verbAt) else { return nil }
        if verbAt + 2 < words.count, words[verbAt + 1] == "and", let second = base(verbAt + 2) {
            verbAt += 2; verb = second
        }
        return Clause(subject: subject, verb: verb, words: words, verbAt: verbAt)
    }

    /// The stem and key of a story's "where" on `sentence`, or nil: what is moved or put (up to four words, no comma),
    /// then the place ending the clause: "took her red kite | to the hill behind the village".
    static func whereQuestion(_ sentence: Sentence, page: Page) -> Asked? {
        whereQuestion(in: clauses(of: sentence, page: page), page: page)
    }

    /// A "where" on the first of `clauses` that gives one.
    private static func whereQuestion(in clauses: [Clause], page: Page) -> Asked? {
        for clause in clauses {
            let words = clause.words, verbAt = clause.verbAt
            for at in (verbAt + 1)..<min(verbAt + 6, words.count) {
                let word = words[at].lowercased()
                if placeOpeners.contains(word), let place = placePhrase(in: words, at: at, page: page) {
                    guard closes(place.end, in: words) else { break }
                    var object = words[(verbAt + 1)..<at].joined(separator: " ")
                    // "rose high above the oak trees": "Where did the kite rise?", not "… rise high?".
                    if at == verbAt + 2, WordNet.shared?.readings(of: object.lowercased()).contains(where: { $0.partOfSpeech == .adverb }) == true {
                        object = ""
                    }
                    // "took her to his workshop": a person put somewhere by a pronoun is no one the stem can name.
                    if let last = words[(verbAt + 1)..<at].last, OpeningPronoun.pronouns.contains(last.lowercased()) || last.lowercased() == "him" { break }
                    // "came from the road": "Where did a loud bang come from? → the road".
                    let source = word == "from"
                    let stem = "In the story, where did \(clause.subject) \(clause.verb)\(object.isEmpty ? "" : " " + object)\(source ? " from" : "")?"
                    return Asked(subject: clause.subject, stem: stem, answer: source ? withoutOpener(place.text) : place.text)
                }
                if words[at].hasSuffix(",") || ["and", "but", "that", "so", "because", "with", "for"].contains(word)
                    || OpeningPronoun.pronouns.contains(word) && !["her", "his", "its", "their"].contains(word) {
                    break
                }
            }
        }
        return nil
    }
}
