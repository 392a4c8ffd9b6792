import Foundation

/// Questions on a table of figures: "What number does the table give for Mars under “Moons”?" → 2, "Which planet has 95
/// under “Moons” in the table?" → Jupiter, "According to the table, which planet has the largest number under
/// “Moons”?" → Saturn (three openings: a quiz of one opening is flawed, `ItemFlaws.quizFlaws`). A
/// science or geography page often holds one, and OCR reads it as lines of a name and its numbers ("Mars 228 2") under
/// a header line ("Planet Distance from the Sun (million km) Moons"); prose questions found nothing in it, and a page of
/// two sentences and a table got no quiz.
enum TableQuestions {
    /// A table read off the page: what its rows are ("planet", from the header's first word, or nil), its columns'
    /// names, and its rows (a name and one figure a column, as printed), with the line each row is on.
    struct Table {
        /// The header's and the rows' lines as the page has them (`withoutTables`).
        var lines: Set<String>
        var rowNoun: String?
        var columns: [String]
        var rows: [(name: String, figures: [String], line: String)]
    }

    /// A figure as a table prints it: "58", "1,427", "4.5", "95%".
    private static let figure = #"\d{1,3}(?:,\d{3})+(?:\.\d+)?%?|\d+(?:\.\d+)?%?"#

    /// The tables of `page`: at least four lines in a row (blank lines between them aside) of a name of one to three
    /// words and the same number of figures, under a header line with no figure whose words name the columns.
    static func tables(in text: String) -> [Table] {
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let row = #"^([A-Za-z][A-Za-z'’.\- ]{0,40}?)\s*[|\t ]\s*((?:(?:"# + figure + #")\s*[|\t ]?\s*)+)$"#
        var tables: [Table] = []
        var index = 0
        while index < lines.count {
            var rows: [(name: String, figures: [String], line: String)] = []
            var at = index
            while at < lines.count, let match = Regex.firstMatch(row, in: lines[at]), let name = match.group(1), let numbers = match.group(2) {
                let figures = Regex.allMatches(figure, in: numbers).compactMap { $0.group(0) }
                let words = name.split(separator: " ")
                guard (1...3).contains(words.count), words.first?.first?.isUppercase == true,
                      rows.first.map({ $0.figures.count == figures.count }) ?? true else { break }
                rows.append((name.trimmingCharacters(in: .whitespaces), figures, lines[at]))
                at += 1
            }
            if rows.count >= 4, index > 0, let table = table(header: lines[index - 1], rows: rows) { tables.append(table) }
            index = max(at, index + 1)
        }
        return tables
    }

    /// The table under `header`, its columns named: split at "|", a tab or two spaces where the header has them, else
    /// after its first word (what the rows are) and after each closing bracket ("Distance from the Sun (million km) |
    /// Moons"); nil where the names do not come out one a column.
    private static func table(header: String, rows: [(name: String, figures: [String], line: String)]) -> Table? {
        guard !header.contains(where: \.isNumber), !header.hasSuffix("."), let count = rows.first?.figures.count else { return nil }
        var cells: [String]
        if header.contains("|") || header.contains("\t") || header.contains("  ") {
            cells = header.components(separatedBy: CharacterSet(charactersIn: "|\t")).flatMap { $0.components(separatedBy: "  ") }
                .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        } else {
            let words = header.split(separator: " ").map(String.init)
            guard words.count >= count + 1 else { return nil }
            cells = [words[0]]
            var current: [String] = []
            for word in words.dropFirst() {
                current.append(word)
                if word.hasSuffix(")") { cells.append(current.joined(separator: " ")); current = [] }
            }
            if !current.isEmpty {
                // One name left for one column, or single words one a column ("Country Capital Population").
                if cells.count == count { cells.append(current.joined(separator: " ")) } else { cells += current }
            }
            // A name of several words holds no second capital but after "the", "of" … ("Distance from the Sun"):
            // "Capital Population (millions)" is two columns, one of words the rows' names swallowed ("France Paris 68").
            let joiners: Set<String> = ["the", "of", "from", "in", "per", "at", "on", "to", "a", "an", "and", "for"]
            for cell in cells.dropFirst() {
                let words = cell.split(separator: " ").map(String.init)
                for (at, word) in words.enumerated().dropFirst() where word.first?.isUppercase == true && !joiners.contains(words[at - 1]) {
                    return nil
                }
            }
        }
        // A name for the rows and one a column, or one a column only.
        let rowNoun: String?
        if cells.count == count + 1 { rowNoun = cells.removeFirst().lowercased() } else if cells.count == count { rowNoun = nil } else { return nil }
        guard cells.allSatisfy({ !$0.isEmpty && $0.count <= 50 }) else { return nil }
        // "which planet", not "which planets" or "which name and …".
        let noun = rowNoun.flatMap { $0.split(separator: " ").count == 1 && $0.allSatisfy(\.isLetter) ? $0 : nil }
        return Table(lines: Set([header] + rows.map(\.line)), rowNoun: noun, columns: cells, rows: rows)
    }

    /// `text` with the lines of `tables` left blank: a table's rows joined to its header were read as a sentence of
    /// prose and offered as a reason ("Planet Distance from the Sun (million km) Moons Mercury 58 0").
    static func withoutTables(_ text: String, _ tables: [Table]) -> String {
        let lines = tables.reduce(into: Set<String>()) { $0.formUnion($1.lines) }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { lines.contains($0.trimmingCharacters(in: .whitespaces)) ? "" : String($0) }.joined(separator: "\n")
    }

    static func candidates(page: Page, picker: DistractorPicker, random: inout QuizRandom) -> [Candidate] {
        var result: [Candidate] = []
        for (number, table) in page.tables.enumerated() {
            let which = "which \(table.rowNoun ?? "row")"
            let names = table.rows.map(\.name)
            for (column, heading) in table.columns.enumerated() {
                let figures = table.rows.map { $0.figures[column] }
                let values = figures.map { Double($0.replacingOccurrences(of: ",", with: "").replacingOccurrences(of: "%", with: "")) ?? 0 }
                // The largest and the smallest, where one row alone has it.
                for (largest, extreme) in [(true, values.max()), (false, values.min())] {
                    guard let extreme, values.filter({ $0 == extreme }).count == 1, let row = values.firstIndex(of: extreme) else { continue }
                    let stem = "According to the table, \(which) has the \(largest ? "largest" : "smallest") number under “\(heading)”?"
                    guard let distractors = picker.pick(for: names[row], from: names.filter { $0 != names[row] }, stem: stem, anyNumber: true, random: &random)
                    else { continue }
                    let question = ItemText.question(stem, answer: names[row], distractors: distractors, evidence: table.rows[row].line)
                    result.append(Candidate(kind: .table, sentences: [50_000 + number * 1_000 + 990 + column * 2 + (largest ? 0 : 1)],
                                            question: question, score: 4.0, position: 50_000 + number * 1_000))
                }
                for (row, name) in names.enumerated() {
                    let value = figures[row]
                    // One cell is one fact: asked either way, never both ("what number for Mars" shows "Mars", the key
                    // of "which planet has 228").
                    let cell: Set<Int> = [50_000 + number * 1_000 + row * 10 + column]
                    // Each row once a column: a figure other rows share names none of them.
                    let others = Array(Set(figures.filter { $0 != value })).sorted()
                    if others.count >= 3, let distractors = picker.pick(for: value, from: others, stem: name, anyNumber: true, random: &random) {
                        let stem = "What number does the table give for \(name) under “\(heading)”?"
                        let question = ItemText.question(stem, answer: value, distractors: distractors, evidence: table.rows[row].line)
                        result.append(Candidate(kind: .table, sentences: cell, question: question, score: 3.6, position: 50_000 + number * 1_000 + row))
                    }
                    if figures.filter({ $0 == value }).count == 1 {
                        let stem = "\(which.prefix(1).uppercased() + which.dropFirst()) has \(value) under “\(heading)” in the table?"
                        if let distractors = picker.pick(for: name, from: names.filter { $0 != name }, stem: stem, anyNumber: true, random: &random) {
                            let question = ItemText.question(stem, answer: name, distractors: distractors, evidence: table.rows[row].line)
                            // Below the figures: a name as the key shows in every other stem that asks its row.
                            result.append(Candidate(kind: .table, sentences: cell, question: question, score: 3.0, position: 50_000 + number * 1_000 + row))
                        }
                    }
                }
            }
        }
        return result
    }
}
