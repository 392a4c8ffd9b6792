/// Mends words hyphenated across a line break: "exam-" + "ple is…" becomes "example" on the first line and
/// "is…" on the second. Only a letter, a hyphen (or soft hyphen) and a lower-case start on the next line of the
/// same paragraph count: "Anglo-" before "Saxon" keeps its hyphen and its break ("Sanford-Smith" is untouched).
///
/// The one place hyphenated breaks are joined: the generators and the grounding of quotes take joined text.
struct HyphenJoin: TextStage {
    func apply(_ lines: [String]) -> [String] {
        var out: [String] = []
        for line in lines {
            if let last = out.last, last.count > 2, last.hasSuffix("-") || last.hasSuffix("\u{AD}"),
               let before = last.dropLast().last, before.isLetter,
               let first = line.first, first.isLowercase {
                let words = line.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
                out[out.count - 1] = String(last.dropLast()) + words[0]
                if words.count > 1 { out.append(String(words[1])) }
            } else {
                out.append(line)
            }
        }
        return out
    }
}
