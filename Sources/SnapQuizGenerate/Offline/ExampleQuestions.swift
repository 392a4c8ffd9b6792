import SnapQuizLexicon

/// Which thing the page gives as one of a group: "Soft rock such as clay erodes quickly" → "According to the text, which
/// of these is an example of soft rock? → clay"; "The four inner planets, Mercury, Venus, Earth and Mars, are small and
/// rocky" → "According to the text, which of these is one of the inner planets? → Venus"; "Ice, wood and iron are
/// examples of solids". Wrong options are things of the key's kind the page never puts in that group (chalk, the page's
/// example of hard rock; Jupiter, an outer planet).
enum ExampleQuestions {
    /// A group the page names with its members.
    struct Group {
        /// As the page writes it: "soft rock", "inner planets", "towns".
        var name: String
        var members: [String]
        var sentence: Int
        /// Whether the page lists every member ("The four inner planets, …"): then "one of", else "an example of".
        var listsAll: Bool
    }

    static func candidates(page: Page, picker: DistractorPicker, random: inout QuizRandom) -> [Candidate] {
        let found = page.statements.flatMap { Self.groups(in: $0, page: page) }
        var result: [Candidate] = []
        // "Towns such as Manchester": the page's other towns (Stockton, Darlington) are no wrong options, though it never
        // calls them towns. Names are asked only of a group the page lists whole ("The four inner planets, …").
        for group in found where group.listsAll || group.members.allSatisfy({ $0.first?.isLowercase == true }) {
            guard let sentence = page.sentence(group.sentence), let key = group.members.shuffled(using: &random).first else { continue }
            let stem = group.listsAll
                ? "According to the text, which of these is one of the \(group.name)?"
                : "According to the text, which of these is \(asOne(group.name))?"
            // Nothing the page puts in the group anywhere ("towns such as Bath" and "the towns of Colchester, London"):
            // every sentence naming the group is read for its members.
            let named = page.statements.filter { TextTokens.lowered($0.text).joined(separator: " ").contains(group.name.lowercased()) }
            let isName = key.first?.isUppercase == true
            // The members of another group of the same head ("Hard rock such as chalk", "The four outer planets, Jupiter, …").
            let contrasted = found.filter { $0.name != group.name && $0.name.split(separator: " ").last == group.name.split(separator: " ").last }
                .flatMap(\.members)
            let pool = ((isName ? page.names(like: key, from: page.pool(.name)) : nouns(on: page)) + contrasted).filter { option in
                !group.members.contains(option) && !named.contains { ItemFlaws.appears(option, in: $0.text) }
                    && !ItemFlaws.appears(option, in: group.name) && !ItemFlaws.appears(group.name, in: option)
            }
            // Only the page's own words, and none WordNet files under the group ("polio" is a disease too, "dysentery"
            // beside "cholera" was offered from outside the page).
            let head = group.name.split(separator: " ").last.map { String($0).lowercased() } ?? group.name
            let lemma = WordNet.shared?.nounReadings(of: head).first(where: \.inflected)?.lemma ?? head
            // Things of the key's sort (WordNet's noun file: "chalk" and "sand" beside "clay"; "vacuole" and "nucleus" beside
            // "heart"): "cholera | country | middle | worker" asked nothing a learner must know. A kind of the group's head stands only where the page makes it a member of another group of that head
            // ("Hard rock such as chalk" beside "soft rock"): WordNet cannot tell soft rock from hard.
            let category = Page.nounCategory(of: key)
            let outsideGroup = pool.filter { option in
                isName || contrasted.contains(option) || WordNet.shared.map { wordNet in
                    Page.nounCategory(of: option) == category && !wordNet.kindsOf(option, depth: 4).contains(lemma)
                } ?? false
            }
            // The other group's member first: "chalk" is the wrong option a learner must know soft rock from.
            let picked = picker.pick(for: key, from: outsideGroup, stem: stem, random: &random)
            guard let distractors = picker.preferring(contrasted.filter(outsideGroup.contains), over: picked, for: key, stem: stem, random: &random),
                  !distractors.contains(where: { option in named.contains { ItemFlaws.appears(option, in: $0.text) } })
            else { continue }
            let question = ItemText.question(stem, answer: key, distractors: distractors, evidence: sentence.text)
            // A wrong option from another group shows that group's members: a question on its sentence ("one of the outer
            // planets" after "Jupiter | Neptune | Uranus" stood beside "one of the inner planets") is answered by it.
            let shown = found.filter { other in other.name != group.name && other.members.contains(where: distractors.contains) }.map(\.sentence)
            result.append(Candidate(kind: .who, sentences: Set([group.sentence] + shown), question: question, score: 4.0, position: group.sentence))
        }
        return result
    }

    /// The common nouns of the page's statements, as written (lower case, one word).
    static func nouns(on page: Page) -> [String] {
        var seen = Set<String>()
        return page.statements.flatMap { sentence in
            sentence.text.split(separator: " ").dropFirst().map { TextTokens.trimmed(String($0)) }.filter { word in
                word.count >= 3 && word.allSatisfy(\.isLetter) && word.first?.isLowercase == true && !TextAnalysis.commonWords.contains(word)
                    && page.words.isCleanWord(word) && WordNet.shared?.commonest(word)?.partOfSpeech == .noun && seen.insert(word).inserted
            }
        }
    }

    /// "soft rock" → "an example of soft rock"; "towns" → "an example of a town"; "explosive volcanoes" → "an example of an
    /// explosive volcano".
    static func asOne(_ group: String) -> String {
        var words = group.split(separator: " ").map(String.init)
        guard let head = words.last, let reading = WordNet.shared?.nounReadings(of: head.lowercased()).first(where: \.inflected) else {
            return "an example of \(group)"
        }
        words[words.count - 1] = reading.lemma.replacingOccurrences(of: "_", with: " ")
        let one = words.joined(separator: " ")
        return "an example of \(ItemText.takesAn(one) ? "an" : "a") \(one)"
    }

    /// The groups a sentence names with their members.
    static func groups(in sentence: Sentence, page: Page) -> [Group] {
        let words = withoutFinalMark(sentence.text).split(separator: " ").map(String.init)
        var found: [Group] = []
        // "Soft rock such as clay", "towns such as Manchester", "explosive volcanoes such as Mount St Helens".
        for index in words.indices.dropFirst() where words[index].lowercased() == "such" && index + 2 < words.count && words[index + 1] == "as"
            && words[index - 1] == TextTokens.trimmed(words[index - 1]) {
            guard let name = groupName(endingAt: index - 1, in: words, page: page),
                  let members = members(from: index + 2, in: words, page: page) else { continue }
            found.append(Group(name: name, members: members, sentence: sentence.index, listsAll: false))
        }
        // "Ice, wood and iron are examples of solids."
        if let are = words.firstIndex(of: "are"), are + 3 < words.count, words[are + 1] == "examples", words[are + 2] == "of",
           let members = members(from: 0, in: Array(words[..<are]), page: page, whole: true), members.count >= 2 {
            let name = TextTokens.trimmed(words[(are + 3)...].prefix(3).joined(separator: " "))
            if (1...3).contains(name.split(separator: " ").count), words.count - are - 3 <= 3, page.words.isClean(name) {
                found.append(Group(name: name, members: members, sentence: sentence.index, listsAll: false))
            }
        }
        // "The four inner planets, Mercury, Venus, Earth and Mars, are small and rocky": the group, then all its members.
        if let first = words.firstIndex(where: { $0.hasSuffix(",") }), first <= 4, ["the"].contains(words[0].lowercased()) {
            let count = TextTokens.trimmed(words[1]).lowercased()
            let counted = RecallQuestions.numberWords[count] != nil || Int(count) != nil
            let nameWords = words[(counted ? 2 : 1)...first].map(TextTokens.trimmed)
            let name = nameWords.joined(separator: " ")
            // The list closes at the comma after its last member: "… and Mars, are".
            if let and = words.indices.dropFirst(first + 1).first(where: { ["and", "or"].contains(words[$0]) }),
               let close = words.indices.dropFirst(and + 1).prefix(3).first(where: { words[$0].hasSuffix(",") }), close + 1 < words.count,
               let head = nameWords.last?.lowercased(), WordNet.shared?.nounReadings(of: head).contains(where: \.inflected) == true,
               nameWords.allSatisfy({ $0.first?.isLowercase == true && page.words.isCleanWord($0) }),
               let members = members(from: first + 1, in: Array(words[...close]), page: page, whole: true), members.count >= 2 {
                found.append(Group(name: name, members: members, sentence: sentence.index, listsAll: counted))
            }
        }
        return found
    }

    /// The one or two words naming a group before "such as": "soft rock", "towns", "explosive volcanoes" (a noun, and a
    /// describing word or noun before it); nil where a verb or a comma stands there.
    private static func groupName(endingAt end: Int, in words: [String], page: Page) -> String? {
        guard let wordNet = WordNet.shared else { return nil }
        // "Towns such as Manchester grew …": a common noun opening the sentence is asked in lower case.
        let head = end == 0 ? lowercasingFirst(words[end], page: page) : words[end]
        guard head.first?.isLowercase == true, wordNet.commonest(head.lowercased())?.partOfSpeech == .noun, page.words.isCleanWord(head),
              !TextAnalysis.commonWords.contains(head.lowercased()) else { return nil }
        var name = [head]
        if end >= 1, words[end - 1] == TextTokens.trimmed(words[end - 1]) {
            let before = words[end - 1].lowercased()
            // "Soft rock", "hard rock", "explosive volcanoes": the describing word is what sets the group apart.
            if !TextAnalysis.commonWords.contains(before), !RecallQuestions.determiners.contains(before),
               wordNet.commonest(before).map({ [.adjective, .noun].contains($0.partOfSpeech) }) == true, page.words.isCleanWord(before) {
                name.insert(before, at: 0)
            }
        }
        return name.joined(separator: " ")
    }

    /// The members listed from `start`: "clay", "Mount St Helens", "Colchester, London and St Albans", "the heart" (as
    /// "heart"). Each is a name of up to three capitalised words or one common noun; the list must end at a comma, the
    /// sentence's end (`whole`) or a verb, so "soya beans grow" gives no "soya".
    private static func members(from start: Int, in words: [String], page: Page, whole: Bool = false) -> [String]? {
        guard let wordNet = WordNet.shared else { return nil }
        var members: [String] = []
        var index = start
        while index < words.count {
            if ["the", "a", "an"].contains(words[index].lowercased()), index + 1 < words.count { index += 1 }
            let first = words[index]
            var member: [String] = []
            if first.first?.isUppercase == true && (index > 0 || whole) {
                while index < words.count, words[index].first?.isUppercase == true, member.count < 3 {
                    member.append(words[index]); index += 1
                    if member.last?.hasSuffix(",") == true { break }
                }
            } else {
                member = [first]; index += 1
            }
            var phrase = member.map(TextTokens.trimmed).joined(separator: " ")
            // "Ice, wood and iron are examples of solids": the capital of the sentence's first word is no name's.
            if index - member.count == 0, member.count == 1 { phrase = lowercasingFirst(phrase, page: page) }
            guard !phrase.isEmpty, page.words.isClean(phrase), !TextAnalysis.commonWords.contains(phrase.lowercased()) else { return nil }
            if member.count == 1, phrase.first?.isLowercase == true {
                guard wordNet.commonest(phrase)?.partOfSpeech == .noun else { return nil }
            }
            members.append(phrase)
            let ended = member.last?.hasSuffix(",") == true
            if index >= words.count { break }
            let next = words[index].lowercased()
            if ended, !whole { break }
            if next == "and" || next == "or" { index += 1; continue }
            if ended { continue }
            // What follows the list: a verb ("erodes", "grew", "spread"), or a word that opens a clause.
            if whole { return nil }
            let readings = wordNet.readings(of: TextTokens.trimmed(next))
            guard ["that", "which", "who", "where", "in", "on", "from", "are", "is", "were", "was", "can", "to", "with"].contains(next)
                    || readings.contains(where: { $0.partOfSpeech == .verb }) && wordNet.commonest(TextTokens.trimmed(next))?.partOfSpeech != .noun
            else { return nil }
            break
        }
        return members.isEmpty ? nil : members
    }
}
