import Foundation

/// "In 1963, who becomes the first woman in space?" from a timeline's line "1963 - Valentina Tereshkova becomes the first
/// woman in space": the person a dated line names, among the other people of the timeline. A timeline was asked only
/// its years (ten "When did …?" of which a quiz takes few), and a space-race timeline of ten lines got no quiz.
enum TimelinePeople {
    static func candidates(page: Page, picker: DistractorPicker, random: inout QuizRandom) -> [Candidate] {
        let events: [(sentence: Sentence, date: String, person: String, rest: String)] = page.sentences.filter(\.isDatedLine).compactMap { sentence in
            guard let (date, event) = TextAnalysis.datedLineEvent(sentence.text) else { return nil }
            let words = withoutFinalMark(event).split(separator: " ").map(String.init)
            // The person: two to four capitalised words opening the line ("Yuri Gagarin", "Neil Armstrong and Buzz
            // Aldrin" is two people and no one answer), then the verb in the timeline's present ("becomes", "makes").
            guard let verb = words.indices.first(where: { words[$0].first?.isLowercase == true }), (2...4).contains(verb),
                  words[..<verb].allSatisfy({ $0.first?.isUppercase == true && $0.allSatisfy { $0.isLetter || $0 == "-" || $0 == "'" } }),
                  RecallQuestions.presentBase(of: words[verb]) != nil || ["is", "was"].contains(words[verb]),
                  verb + 1 < words.count else { return nil }
            let person = words[..<verb].joined(separator: " ")
            // "The Soviet Union launches Sputnik 1": a country or a body is no one.
            guard !["the", "a", "an"].contains(words[0].lowercased()), page.isPersonLike(person), page.words.isClean(person) else { return nil }
            return (sentence, date.trimmingCharacters(in: .whitespaces), person, words[verb...].joined(separator: " "))
        }
        let people = events.map(\.person)
        guard Set(people).count >= 4 else { return [] }
        return events.compactMap { event in
            let stem = "In \(event.date), who \(event.rest)?"
            guard let distractors = picker.pick(for: event.person, from: people.filter { $0 != event.person }, stem: stem, random: &random)
            else { return nil }
            let question = ItemText.question(stem, answer: event.person, distractors: distractors, evidence: event.sentence.text)
            return Candidate(kind: .who, sentences: [event.sentence.index], question: question, score: 3.4, position: event.sentence.index)
        }
    }
}
