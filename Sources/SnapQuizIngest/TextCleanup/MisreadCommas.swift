/// Turns a full stop that a word in lower case follows back into the comma it was: a blurred or small comma reads
/// as a stop ("Behind it lies Lake Nasser. one of the largest …", "the silt. so farmers …"), which cuts a sentence
/// in two, and a quiz then quotes half a sentence or blanks a word of the wrong one. Printed prose never goes on in
/// lower case after a full stop, except after an abbreviation ("etc. and", "e.g. the", "approx. three"), a single
/// letter (an initial) or a number that opens a line ("1. the first step"), which are left as they are. The word
/// after may open the next line.
struct MisreadCommas: TextStage {
    /// Words that end in a stop and may go on in lower case (lower case, without the stop).
    static let abbreviations: Set<String> = [
        "etc", "approx", "vs", "cf", "al", "ca", "viz", "fig", "figs", "eq", "vol", "vols", "ch", "pp", "ed", "eds", "est",
        "dept", "govt", "no", "nos", "st", "mt", "dr", "mr", "mrs", "ms", "jr", "sr", "co", "ltd", "inc", "min", "max", "sec",
        "hr", "hrs", "km", "kg", "cm", "mm", "oz", "lb", "lbs", "ft", "in", "yd", "mi", "pt", "qt", "gal", "illus", "jan",
        "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec", "esp", "incl", "excl", "misc",
    ]

    func apply(_ lines: [String]) -> [String] {
        var out = lines
        for index in out.indices {
            var tokens = out[index].split(separator: " ", omittingEmptySubsequences: false).map(String.init)
            let following = index + 1 < out.count ? out[index + 1].split(separator: " ").map(String.init) : []
            var capitalNext = false
            for t in tokens.indices {
                // What goes on after the stop: the rest of this line, or the next line of the same paragraph.
                let after = t + 1 < tokens.count ? Array(tokens[(t + 1)...]) : following
                if Self.lostItsCapital(after), Self.isMisreadComma(tokens[t], before: after[0]) {
                    if t + 1 < tokens.count { tokens[t + 1] = Self.capitalized(tokens[t + 1]) } else { capitalNext = true }
                    continue
                }
                if t + 1 < tokens.count, tokens[t + 1] == "Which", Self.isMisreadComma(tokens[t], before: "which"),
                   !Self.asks(Array(tokens[(t + 1)...]) + out[(index + 1)...].prefix { !$0.isEmpty }.flatMap { $0.split(separator: " ").map(String.init) }) {
                    tokens[t] = String(tokens[t].dropLast()) + ","
                    tokens[t + 1] = "which"
                    continue
                }
                guard Self.goesOn(after) else { continue }
                if Self.isMisreadComma(tokens[t], before: after[0]) || (t > 0 && Self.isMisreadCommaAfterNumber(tokens[t], before: after[0])) {
                    tokens[t] = String(tokens[t].dropLast()) + ","
                }
            }
            out[index] = tokens.joined(separator: " ")
            if capitalNext { out[index + 1] = Self.capitalized(out[index + 1]) }
        }
        return out
    }

    /// Whether the words after a stop go on as a sentence: two words at least. A lone word after the last stop of a
    /// line is more often a speck at the page's edge read as letters ("… their equipment. an" on a keystone photo).
    static func goesOn(_ after: [String]) -> Bool {
        after.count >= 2 && after.prefix(2).allSatisfy { $0.filter(\.isLetter).count >= 2 }
    }

    /// Whether the words after a stop are a sentence opener and a number ("Sea. in 27 BC Augustus became"): there the
    /// stop is real and the opener's capital was misread; "Sea, in 27 BC Augustus" would join two sentences.
    static func lostItsCapital(_ after: [String]) -> Bool {
        after.count >= 2 && after[0].first?.isLowercase == true && MissingStops.allOpeners.contains(capitalized(after[0]))
            && after[1].first?.isNumber == true
    }

    /// Whether the sentence opening `words` is a question: its first end mark is a question mark. "Which" opening a
    /// sentence that is none ("filled with cell sap. Which keeps the cell firm.", a photo of a page about cells) is a
    /// relative clause cut off by a comma read as a stop, its w read as the W of the same shape.
    static func asks(_ words: [String]) -> Bool {
        words.first { $0.last.map { ".?!".contains($0) } ?? false }?.hasSuffix("?") ?? true
    }

    static func capitalized(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }

    /// Whether a number's stop inside a line ("ended in AD 476. when the last emperor") was a comma. A number that
    /// opens a line is a list's ("1. the first step"), and is not asked about.
    static func isMisreadCommaAfterNumber(_ token: String, before next: String) -> Bool {
        guard token.hasSuffix("."), let first = next.first, first.isLowercase else { return false }
        let number = token.dropLast()
        return number.count >= 2 && number.allSatisfy(\.isNumber)
    }

    /// Whether `token`'s final stop, with `next` after it, was a comma.
    static func isMisreadComma(_ token: String, before next: String) -> Bool {
        guard token.hasSuffix("."), !token.hasSuffix(".."), let first = next.first, first.isLowercase,
              next.contains(where: \.isLetter) else { return false }
        let word = token.dropLast()
        // "e.g.", "U.S.", "3.5.": a stop inside is an abbreviation or a number.
        guard word.count >= 2, !word.contains("."), word.allSatisfy({ $0.isLetter || $0 == "'" || $0 == "’" || $0 == ")" || $0 == "\"" || $0 == "”" }),
              word.contains(where: \.isLetter) else { return false }
        return !abbreviations.contains(word.lowercased().filter(\.isLetter))
    }
}
