import Foundation

/// A homework of two subjects (a two-page TIFF with the water cycle on one page and the Roman Empire on the other, typed
/// notes for two lessons) is asked part by part: a question on evaporation offered "equipment" and "frontier", and
/// "The atmosphere built roads, aqueducts and walls" stood as a false statement about the empire. A part starts at a
/// heading whose section the topic table places in another area of study than the part before; sections it cannot
/// place, and areas that meet (the sciences and geography), stay together, so a page's own sub-headings
/// ("Evaporation", "Condensation") never split it.
enum PageParts {
    /// The text's parts, in reading order: the whole text when it has one subject. `sentences` are the text's
    /// (`TextAnalysis.sentences`), as the page already has them.
    static func split(_ text: String, sentences: [Sentence]? = nil) -> [String] {
        let headings = Set((sentences ?? TextAnalysis.sentences(in: text)).filter(\.isHeading).map(\.text))
        guard headings.count >= 2 else { return [text] }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Sections: each heading line starts one; any text above the first heading belongs to it.
        var sections: [[String]] = [[]]
        for line in lines {
            if headings.contains(cleaned(line)), sections[sections.count - 1].contains(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }) {
                sections.append([])
            }
            sections[sections.count - 1].append(line)
        }
        guard sections.count >= 2 else { return [text] }
        var parts: [(lines: [String], area: String?)] = []
        for section in sections {
            let area = Self.area(of: section.joined(separator: "\n"))
            if let last = parts.last, area == nil || last.area == nil || area == last.area {
                parts[parts.count - 1].lines += section
                if parts[parts.count - 1].area == nil { parts[parts.count - 1].area = area }
            } else {
                parts.append((section, area))
            }
        }
        return parts.map { $0.lines.joined(separator: "\n").trimmingCharacters(in: .newlines) }
    }

    /// The area of study a section is confidently about (`minimumConfidence`), or nil. An area's score is its topics'
    /// together: the water cycle's evaporation and condensation count for chemistry, its rain and clouds for earth science.
    static func area(of section: String) -> String? {
        let scores = TopicClassifier.scores(section)
        let byArea = Dictionary(scores.topics.map { (areas[$0.key] ?? $0.key, $0.value) }, uniquingKeysWith: +)
        guard let best = byArea.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }),
              TopicClassifier.confidence(score: best.value, of: scores.total) >= minimumConfidence else { return nil }
        return best.key
    }

    /// Below this the topic table's guess is a few stray keywords: a section of ordinary prose ("Rome began as a small
    /// town…" scores 0.76 for history, the water cycle 0.8 for the sciences; a paragraph naming one river, 0.3).
    static let minimumConfidence = 0.5

    /// Topics whose words and names belong together as options: the sciences and geography share rivers, rocks and
    /// weather.
    static let areas: [String: String] = [
        "Biology": "science", "Chemistry": "science", "Physics": "science", "Earth science": "science", "Geography": "science",
    ]

    /// A line as `TextAnalysis.sentences` writes a heading: words with a letter or digit, single spaces.
    private static func cleaned(_ line: String) -> String {
        line.split(whereSeparator: \.isWhitespace).filter { $0.contains { $0.isLetter || $0.isNumber } }.joined(separator: " ")
    }
}
