import Foundation

/// Turns typed notes into the plain text a quiz is made from: Markdown markup comes off, then `TextCleanup`'s
/// stages for notes run. Typed text is what the learner wrote, so unlike OCR output nothing is dropped or
/// joined: only line ends, spaces and markup change.
enum NotesText {
    static func plain(_ raw: String, markdown: Bool) -> String {
        guard markdown else { return TextCleanup.text(raw, from: .notes) }
        var lines: [String] = []
        var inFence = false
        for rawLine in raw.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            let line = String(rawLine)
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") { inFence.toggle(); continue }
            if inFence { lines.append(line); continue }
            lines.append(isRule(trimmed) ? "" : unmark(trimmed))
        }
        return TextCleanup.text(lines.joined(separator: "\n"), from: .notes)
    }

    /// `---`, `***`, `___`: a thematic break, not text.
    private static func isRule(_ line: String) -> Bool {
        let marks = line.filter { $0 != " " }
        return marks.count >= 3 && Set(marks).count == 1 && "-*_".contains(marks.first!)
    }

    /// One Markdown line without its block marker (heading, quote, bullet) and inline markup (emphasis, code,
    /// links and images keep their text).
    private static func unmark(_ line: String) -> String {
        var text = Substring(line)
        while text.hasPrefix(">") { text = text.dropFirst().drop { $0 == " " } }
        if text.hasPrefix("#") {
            let hashes = text.prefix { $0 == "#" }
            if hashes.count <= 6, text.dropFirst(hashes.count).first.map({ $0 == " " }) ?? true {
                text = text.dropFirst(hashes.count).drop { $0 == " " }
                while text.hasSuffix("#") || text.hasSuffix(" ") { text = text.dropLast() }
            }
        }
        for bullet in ["- ", "* ", "+ "] where text.hasPrefix(bullet) { text = text.dropFirst(2) }
        var out = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            // [label](target) and ![alt](target): keep the label.
            if character == "[" || (character == "!" && text[text.index(after: index)...].first == "[") {
                let open = character == "!" ? text.index(after: index) : index
                if let close = text[open...].firstIndex(of: "]"), text[text.index(after: close)...].first == "(",
                   let end = text[close...].firstIndex(of: ")") {
                    out += text[text.index(after: open)..<close]
                    index = text.index(after: end)
                    continue
                }
            }
            // Code marks, and emphasis: a run of `*` or `_` with text on one side only ("**bold**", "_word_"),
            // so "2 * 3" and snake_case keep theirs.
            if character == "`" {
                index = text.index(after: index)
                continue
            }
            if character == "*" || character == "_" {
                let end = text[index...].firstIndex { $0 != character } ?? text.endIndex
                let before = index > text.startIndex ? text[text.index(before: index)] : " "
                let after = end < text.endIndex ? text[end] : " "
                if isWordCharacter(before) != isWordCharacter(after) {
                    index = end
                    continue
                }
                out += text[index..<end]
                index = end
                continue
            }
            out.append(character)
            index = text.index(after: index)
        }
        return out
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        !character.isWhitespace && !character.isPunctuation
    }
}
