import Foundation

/// "Henry VII, who won the Battle of Bosworth in 1485" → "Who won the Battle of Bosworth in 1485?": a person the page
/// names and then says what they did in a "who" clause, asked with the page's other people as wrong options. Revision
/// notes write facts so ("Edward VI, who became king at the age of nine"), and no other kind read them.
enum RelativeWho {
    /// Words that may stand inside a name: "Catherine of Aragon", "Henry VII".
    private static let inName: Set<String> = ["of", "the", "de", "von", "van", "da"]

    /// The name before ", who" and the clause after it, to its end (the next comma, semicolon or full stop).
    static func clause(in sentence: String) -> (name: String, doing: String)? {
        guard let range = sentence.range(of: ", who ") else { return nil }
        let before = sentence[..<range.lowerBound].split(separator: " ").map(String.init)
        var name: [String] = []
        for word in before.reversed() {
            guard word.first?.isUppercase == true || inName.contains(word) && !name.isEmpty else { break }
            name.insert(word, at: 0)
        }
        while let first = name.first, inName.contains(first) || ["The", "A", "An"].contains(first) { name.removeFirst() }
        guard (1...4).contains(name.count) else { return nil }
        let after = sentence[range.upperBound...]
        let doing = String(after.prefix { !",;.".contains($0) }).trimmingCharacters(in: .whitespaces)
        let words = doing.split(separator: " ").map(String.init)
        // A deed in the past: "won", "became", "died", "was crowned", "had six wives".
        guard words.count >= 3, let verb = words.first, verb.first?.isLowercase == true,
              ["was", "were", "had"].contains(verb) || verb.hasSuffix("ed") || ItemText.irregularPast[verb] != nil,
              // "who was his first wife": whose wife the stem cannot say.
              !words.contains(where: { ["his", "her", "their", "its", "him", "them", "it", "he", "she", "they"].contains($0.lowercased()) })
        else { return nil }
        return (name.joined(separator: " "), doing)
    }

    /// A sentence's words as a "When …?" question reads them around a ", who …," or ", which …," clause. The clause's
    /// "who" is never the stem's subject: "Mary, Queen of Scots, who was executed in 1587, was Elizabeth's cousin" was
    /// asked "When was Mary, Queen of Scots, who executed …?". A date inside the clause dates what the clause says of
    /// the sentence's subject ("Mary, Queen of Scots, was executed in 1587"); a date outside it dates the main clause,
    /// which is read without the aside ("In 1605 a group of Catholics tried to blow up Parliament"). Nil when the
    /// clause hangs on something other than the subject ("Wren designed the cathedral, which was completed in 1711").
    static func datedReading(_ words: [String], date: Range<Int>, page: Page) -> [String]? {
        guard let who = words.indices.first(where: { $0 > 0 && ["who", "which"].contains(words[$0]) && words[$0 - 1].hasSuffix(",") })
        else { return words }
        let last = words[who...].firstIndex(where: { $0.hasSuffix(",") }) ?? words.count - 1
        guard date.lowerBound > who, date.upperBound - 1 <= last else {
            // The aside says nothing about the date: leave it out.
            var reading = words
            reading.removeSubrange(who...last)
            if last == words.count - 1 { reading[who - 1] = String(reading[who - 1].dropLast()) + "." }
            else { reading[who - 1].removeLast() }
            return reading
        }
        // The clause dated must be about the sentence's subject: a short noun phrase that opens the sentence, with no
        // verb of its own and no date or opening preposition before it.
        let subject = Array(words[..<who])
        guard subject.count <= 6, let first = subject.first, first.first?.isUppercase == true,
              !RecallQuestions.subordinators.contains(first.lowercased()),
              !["in", "on", "at", "by", "during", "from", "with", "for"].contains(first.lowercased()),
              !subject.contains(where: { word in
                  let bare = TextTokens.trimmed(word).lowercased()
                  return ["is", "are", "was", "were", "had", "has"].contains(bare) || ItemText.base(ofPast: bare, words: page.words) != nil
              }) else { return nil }
        var named = subject
        // "Henry VIII, who …" → "Henry VIII"; "Mary, Queen of Scots, who …" keeps the comma that closes its apposition.
        if !named.dropLast().contains(where: { $0.hasSuffix(",") }) { named[named.count - 1].removeLast() }
        var doing = Array(words[(who + 1)...last])
        if let end = doing.last, end.hasSuffix(",") { doing[doing.count - 1].removeLast() }
        return named + doing
    }

    static func candidates(page: Page, picker: DistractorPicker, random: inout QuizRandom) -> [Candidate] {
        let found = page.sentences.compactMap { sentence in clause(in: sentence.text).map { (sentence, $0.name, $0.doing) } }
        guard !found.isEmpty else { return [] }
        // The page's people: named in such clauses or as names of people elsewhere.
        let people = Set(found.map(\.1) + page.terms.filter { $0.kind == .name }.map(\.text)).filter(page.isPersonName)
        return found.compactMap { sentence, name, doing in
            guard people.contains(name) else { return nil }
            let stem = "Who \(doing)?"
            let pool = people.filter { $0 != name && !$0.contains(name) && !name.contains($0) && !ItemFlaws.appears($0, in: doing) }.sorted()
            guard let distractors = picker.pick(for: name, from: pool, stem: stem, random: &random) else { return nil }
            let question = ItemText.question(stem, answer: name, distractors: distractors, evidence: sentence.text)
            return Candidate(kind: .who, sentences: [sentence.index], question: question, score: 3.6, position: sentence.index)
        }
    }
}
