import Foundation

/// Whether "she" or "he" can mean a person: the sex the page marks for a name, from its own words.
extension OpeningPronoun {
    enum Gender: Equatable {
        case female, male

        /// The sex a pronoun says: "she", "her", "herself" a woman; "he", "him", "his", "himself" a man.
        init?(pronoun: String) {
            switch pronoun.lowercased() {
            case "she", "her", "hers", "herself": self = .female
            case "he", "him", "his", "himself": self = .male
            default: return nil
            }
        }
    }

    /// Titles and words for people that say a person's sex: "Queen Victoria", "Mrs Pankhurst"; "was the first woman".
    static let femaleWords: Set<String> = ["mrs", "miss", "ms", "queen", "lady", "dame", "princess", "empress", "duchess",
                                           "countess", "madame", "sister", "mother", "woman", "girl", "wife", "daughter",
                                           "widow", "actress", "nun", "aunt", "niece", "grandmother", "heroine", "baroness"]
    static let maleWords: Set<String> = ["mr", "king", "sir", "lord", "prince", "emperor", "duke", "earl", "baron", "count",
                                         "tsar", "pope", "father", "brother", "man", "boy", "husband", "son", "widower",
                                         "monk", "uncle", "nephew", "grandfather", "pharaoh"]

    /// The sex the page marks for `name`, or nil when it marks none or both: a title before it ("Queen Elizabeth"), a
    /// word for a woman or a man it is said to be ("Marie was the first woman to …", "Pierre Curie, her husband"), or a
    /// possessive, reflexive or subject pronoun after it in a sentence it opens, before any other name ("Marie named the
    /// first one polonium after her home country"; "Henry made himself head …"). WordNet knows too few first names to ask it.
    static func gender(of name: String, on page: Page) -> Gender? {
        let parts = name.split(separator: " ").map(String.init)
        // "Marie" and "Curie" stand for "Marie Curie"; "Curie" may be Pierre as well, so only a first name counts alone.
        let forms = Set([name] + (parts.count >= 2 ? [parts[0]] : []))
        var female = 0, male = 0
        func count(_ word: String) {
            let word = TextTokens.trimmed(word).lowercased()
            if femaleWords.contains(word) { female += 1 } else if maleWords.contains(word) { male += 1 }
        }
        // "Mr John Randall", "Queen Victoria": a title the name holds.
        if parts.count >= 2 { count(parts[0]) }
        for sentence in page.sentences where !sentence.isHeading {
            let words = sentence.text.split(separator: " ").map(String.init)
            for form in forms {
                let length = form.split(separator: " ").count
                for start in words.indices where start + length <= words.count
                    && words[start..<(start + length)].map(TextTokens.trimmed).joined(separator: " ") == form {
                    // A name part of a longer name ("Marie" in "Marie Curie" is counted once, as the whole).
                    if form != name, start + parts.count <= words.count, words[start..<(start + parts.count)].map(TextTokens.trimmed).joined(separator: " ") == name { continue }
                    if start > 0 { count(words[start - 1]) }
                    let after = words[(start + length)...].prefix(5)
                    // "Pierre Curie, a French scientist, her husband", "Marie was the first woman"; not what the name
                    // does after a comma ("His third wife, Jane Seymour, gave him the son he wanted").
                    let apposition = words[start + length - 1].last == "," && after.first.map { ["a", "an", "the", "her", "his", "their"].contains($0.lowercased()) } == true
                    if apposition || ["was", "is", "became"].contains(after.first ?? "") {
                        for word in after.prefix(5) { count(word); if word.hasSuffix(",") && word != words[start + length - 1] { break } }
                    }
                    // Her own: a possessive, reflexive or subject pronoun in a sentence the name opens, before any other
                    // name ("Maya ran down the path, but she could not find it").
                    // Past the apposition: "Pierre Curie, her husband, …" is no "her" of his.
                    guard start == 0 else { continue }
                    let skipped = apposition ? (after.firstIndex { $0.hasSuffix(",") }.map { $0 + 1 } ?? start + length) : start + length
                    for word in words[skipped...] {
                        let bare = TextTokens.trimmed(word)
                        if bare.first?.isUppercase == true { break }
                        if ["her", "herself", "she"].contains(bare.lowercased()) { female += 1; break }
                        if ["his", "himself", "he"].contains(bare.lowercased()) { male += 1; break }
                    }
                }
            }
        }
        if female > male { return .female }
        if male > female { return .male }
        return nil
    }
}
