import SnapQuizCore

/// Turns a full stop inside a number back into the thousands comma it was, where the page leaves no doubt: a blurred
/// or small comma reads as a stop ("It flows north for about 6.650 kilometres", printed "6,650"), and the quiz then
/// keys a distance of six and a half kilometres. A stop before exactly three digits ("6.650", "12.000") is read as a
/// comma only when
/// - the page writes another number with a comma between thousands ("By 1940 about 12,000 farms …"), its own way,
///   and a word follows (a number before a unit or a noun is a figure of the text, not a code or a list's number);
/// - the word after counts whole things ("2.500 families", "1.200 years"): no page counts a fraction of a family;
/// - or a word of estimate comes before it ("about 6.650 kilometres", "nearly 3.069 miles"): a rounded figure is
///   not given to a thousandth.
/// Otherwise it stays a decimal ("The marathon is 42.195 kilometres", "0.125 litres", "Pi is 3.142"), and the
/// generator asks no question about it (`TextAnalysis.isAmbiguousThousands`).
struct ThousandsSeparators: TextStage {
    /// Words of estimate before a figure.
    static let estimates: Set<String> = ["about", "around", "nearly", "almost", "approximately", "roughly", "over", "some",
                                         "than", "to", "under", "circa", "c."]
    /// Words after a number that measure rather than count: a decimal of them is a quantity, not a misread.
    static let measures: Set<String> = [
        "metres", "meters", "kilometres", "kilometers", "centimetres", "centimeters", "millimetres", "millimeters", "miles",
        "km", "m", "cm", "mm", "kg", "g", "mg", "l", "ml", "litres", "liters", "millilitres", "milliliters", "grams",
        "kilograms", "tonnes", "tons", "pounds", "ounces", "degrees", "seconds", "minutes", "hours", "volts", "amps",
        "watts", "joules", "newtons", "percent", "per", "times", "units", "inches", "feet", "yards", "acres", "hectares",
        "points", "marks", "ohms", "hertz", "calories", "kilojoules",
    ]
    /// Plural nouns that do not end in "s".
    static let irregularPlurals: Set<String> = ["people", "children", "men", "women", "sheep", "cattle", "deer", "fish", "mice", "geese"]

    func apply(_ lines: [String]) -> [String] {
        let pageUsesCommas = lines.contains { line in line.split(separator: " ").contains { ThousandsGroups.grouped(Self.core(String($0)), by: ",") } }
        var out = lines
        for index in out.indices {
            var tokens = out[index].split(separator: " ", omittingEmptySubsequences: false).map(String.init)
            let following = index + 1 < out.count ? out[index + 1].split(separator: " ").map(String.init) : []
            let previous = index > 0 ? out[index - 1].split(separator: " ").last.map(String.init) ?? "" : ""
            for t in tokens.indices {
                let core = Self.core(tokens[t])
                guard ThousandsGroups.grouped(core, by: ".") else { continue }
                let next = t + 1 < tokens.count ? tokens[t + 1] : following.first ?? ""
                let before = t > 0 ? tokens[t - 1] : previous
                guard pageUsesCommas && Self.isWord(next) || Self.counts(next) || Self.estimates.contains(before.lowercased()) && Self.isWord(next) else { continue }
                tokens[t] = tokens[t].replacingOccurrences(of: core, with: core.replacingOccurrences(of: ".", with: ","))
            }
            out[index] = tokens.joined(separator: " ")
        }
        return out
    }

    /// Whether `word` is a plural noun that counts whole things: "families", "people", "years" — not a measure.
    static func counts(_ word: String) -> Bool {
        let lower = Self.core(word).lowercased()
        guard isWord(word), !measures.contains(lower) else { return false }
        if irregularPlurals.contains(lower) { return true }
        return lower.count >= 4 && lower.hasSuffix("s") && !["ss", "us", "is"].contains(where: lower.hasSuffix)
    }

    /// A word in lower case (a unit or a noun), not a number or a name.
    static func isWord(_ word: String) -> Bool {
        let core = Self.core(word)
        return core.first?.isLowercase == true && core.allSatisfy(\.isLetter)
    }

    /// `token` without the marks around it: "6.650," → "6.650", "(people)" → "people".
    static func core(_ token: String) -> String {
        let isKept = { (c: Character) in c.isLetter || c.isNumber }
        guard let first = token.firstIndex(where: isKept), let last = token.lastIndex(where: isKept) else { return "" }
        return String(token[first...last])
    }
}
