import SnapQuizCore

/// A page's heading is what `take` shows above its quiz ("Tropical Rainforests: 10 questions"), so a key that is the
/// heading's word, or a false statement made by swapping it out, is answered by the title: "Tropical _____ grow near the
/// equator → rainforests | countries | charities", "Other large branches are found in the Congo Basin" on a page about
/// rainforests. A teacher asks what the page says about its subject, not which word its subject is.
extension Page {
    /// The stems (`OptionSimilarity.stem`) of the heading's words of substance: none where the page opens with no heading.
    var titleStems: Set<String> {
        guard let heading = sentences.first, heading.isHeading else { return [] }
        return Set(TextTokens.words(in: heading.text).map { TextTokens.trimmed($0).lowercased() }
            .filter { $0.count >= 3 && !Self.titleFillers.contains($0) }.map(OptionSimilarity.stem))
    }

    /// Whether `candidate` is answered by the page's title: its key is the one option made of title words alone, or,
    /// for a statement, a false option swaps title words out for others. "acid" beside "alkali" on a page headed "Acids
    /// and Alkalis" is no give-away: the title names both, and telling them apart is what the page teaches. Numbers
    /// and clauses are not judged.
    func asksTitle(_ candidate: Candidate, stems: Set<String>) -> Bool {
        guard !stems.isEmpty, Self.kindsHeldToKin.contains(candidate.kind) else { return false }
        let inTitle = { (words: [String]) in
            let words = words.filter { !Self.titleFillers.contains($0.lowercased()) }
            return !words.isEmpty && words.count <= 3 && words.allSatisfy { stems.contains(OptionSimilarity.stem(TextTokens.trimmed($0).lowercased())) }
        }
        let question = candidate.question
        let wrong = question.options.indices.filter { $0 != question.correctIndex }.map { question.options[$0] }
        guard candidate.kind == .statement else {
            let words = { (option: String) in option.split(separator: " ").map(String.init) }
            return !candidate.answer.contains(where: \.isNumber) && inTitle(words(candidate.answer)) && !wrong.contains { inTitle(words($0)) }
        }
        return wrong.contains { option in
            Self.swappedWords(candidate.answer, option).map { inTitle($0.mine) && !inTitle($0.theirs) } == true
        }
    }

    /// Words of a heading that name no subject.
    static let titleFillers: Set<String> = ["the", "and", "of", "a", "an", "in", "on", "how", "what", "why", "our", "for", "to", "with"]
}
