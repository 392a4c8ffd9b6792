/// Collapses runs of spaces and tabs (and no-break spaces, form feeds, carriage returns) to one space, drops
/// control and format characters, and trims each line's ends.
struct Whitespace: TextStage {
    func apply(_ lines: [String]) -> [String] {
        lines.map(Self.normalize)
    }

    static func normalize(_ line: String) -> String {
        var result = ""
        var pendingSpace = false
        for scalar in line.unicodeScalars {
            if scalar == " " || scalar == "\t" || scalar == "\u{A0}" || scalar == "\r" || scalar == "\u{0C}" {
                pendingSpace = !result.isEmpty
                continue
            }
            if scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format { continue }
            if pendingSpace { result.append(" "); pendingSpace = false }
            result.unicodeScalars.append(scalar)
        }
        return result
    }
}
