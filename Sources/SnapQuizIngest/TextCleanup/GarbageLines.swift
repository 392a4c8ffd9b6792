/// Drops lines of specks and rules read as text: no word of two letters (or digits) and mostly symbols. A
/// garbage line is dropped without a paragraph break in its place.
struct GarbageLines: TextStage {
    func apply(_ lines: [String]) -> [String] {
        lines.filter { $0.isEmpty || !Self.isGarbage($0) }
    }

    static func isGarbage(_ line: String) -> Bool {
        let alnum = line.filter { $0.isLetter || $0.isNumber }.count
        let visible = line.filter { !$0.isWhitespace }.count
        if alnum == 0 { return true }
        // A sum of one-digit numbers ("2) 6 × 7 = ?", "1) 3 × (4 + 5) = ?") is mostly symbols but is an exercise.
        if line.range(of: #"\d\)?\s*[+\-−×x*÷/]\s*\(?\d"#, options: .regularExpression) != nil { return false }
        let hasWord = line.split(separator: " ").contains { word in word.filter { $0.isLetter || $0.isNumber }.count >= 2 }
        if !hasWord && visible > 1 { return alnum * 2 < visible }
        return Double(alnum) / Double(visible) < 0.3
    }
}
