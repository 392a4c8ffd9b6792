import SnapQuizCore

/// When two options are the same answer in different spelling: the rule every generator and the flaw checker share.
enum OptionSimilarity {
    /// Folded, with a plural ending removed, so "cell" and "Cells" count as one option.
    static func stem(_ text: String) -> String {
        var folded = QuizShape.fold(text)
        if folded.utf8.allSatisfy({ $0 < 128 }) { return asciiStem(folded) }
        while let last = folded.last, !(last.isLetter || last.isNumber) { folded.removeLast() }
        if folded.count > 4, folded.hasSuffix("ies") { folded.removeLast(3); folded += "y" }
        else if folded.count > 4, folded.hasSuffix("es"), !folded.hasSuffix("ses") { folded.removeLast(2) }
        else if folded.count > 3, folded.hasSuffix("s"), !folded.hasSuffix("ss") { folded.removeLast() }
        return folded
    }

    /// `stem` of folded plain-ASCII text, on bytes: one byte a Character, so the same rules without walking Characters
    /// (`count`, `last` and `hasSuffix` on the String were most of the time `stem` took, asked of every option pair).
    private static func asciiStem(_ folded: String) -> String {
        var bytes = Array(folded.utf8)
        func isAlnum(_ b: UInt8) -> Bool { (48...57).contains(b) || (65...90).contains(b) || (97...122).contains(b) }
        while let last = bytes.last, !isAlnum(last) { bytes.removeLast() }
        func ends(_ suffix: StaticString) -> Bool {
            let tail = UnsafeBufferPointer(start: suffix.utf8Start, count: suffix.utf8CodeUnitCount)
            return bytes.count >= tail.count && bytes.suffix(tail.count).elementsEqual(tail)
        }
        if bytes.count > 4, ends("ies") { bytes.removeLast(3); bytes.append(UInt8(ascii: "y")) }
        else if bytes.count > 4, ends("es"), !ends("ses") { bytes.removeLast(2) }
        else if bytes.count > 3, ends("s"), !ends("ss") { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// True when `a` and `b` would read as the same option: equal after folding and plurals, one a small spelling
    /// variant of the other ("rivers"/"nivers": an OCR misread beside the real word), or a word-for-word part of it.
    static func nearDuplicate(_ a: String, _ b: String) -> Bool {
        nearDuplicate(stems: stem(a), stem(b))
    }

    /// As `nearDuplicate(_:_:)`, on `stem`s computed beforehand (a distractor pool compares each option many times).
    static func nearDuplicate(stems x: String, _ y: String) -> Bool {
        if x == y { return true }
        if x.isEmpty || y.isEmpty { return false }
        // "a biscuit" and "the biscuit": one thing named twice, whatever word points at it.
        if let bareX = withoutDeterminer(x), let bareY = withoutDeterminer(y), bareX == bareY { return true }
        let xSpaces = x.utf8.reduce(0) { $0 + ($1 == 32 ? 1 : 0) }, ySpaces = y.utf8.reduce(0) { $0 + ($1 == 32 ? 1 : 0) }
        // "Romulus" against "Romulus Augustulus": one is the other with words added (short options only).
        if xSpaces != ySpaces, max(xSpaces, ySpaces) <= 3 {
            let xWords = TextTokens.spaced(x).map { Substring(stem(String($0))) }, yWords = TextTokens.spaced(y).map { Substring(stem(String($0))) }
            let (short, long) = xWords.count < yWords.count ? (xWords, yWords) : (yWords, xWords)
            if short.count >= 1, long.count <= 4, containsRun(short, in: long), !short.allSatisfy({ $0.allSatisfy(\.isNumber) }) { return true }
        }
        // Numbers differ by value, not by spelling: 1789 and 1792 are different answers.
        if x.utf8.contains(where: { (48...57).contains($0) }) || y.utf8.contains(where: { (48...57).contains($0) }) { return false }
        if sameFamily(x, y) { return true }
        let longer = max(x.utf8.count, y.utf8.count)
        // Spelling variants are a word or two long; longer options (statements, lines of verse) that differ at all
        // say different things, and comparing them letter by letter was most of a poem's time.
        if longer > 24 { return false }
        let budget = longer <= 4 ? 0 : (longer <= 8 ? 1 : 2)
        guard budget > 0, editDistance(Array(x.unicodeScalars), Array(y.unicodeScalars), limit: budget) <= budget else { return false }
        // Numbers in words differ by value too: "for one minute" and "for nine minutes" are two answers.
        return !differInNumberWord(x, y)
    }

    /// Words that point at a thing without saying what it is: an option that differs from another only in one of these
    /// names the same thing.
    static let determiners: Set<Substring> = [
        "a", "an", "the", "this", "that", "these", "those", "his", "her", "their", "its", "my", "our", "your", "some",
    ]

    /// A stem of two words or more without its first word where that is a determiner ("the biscuit" → "biscuit"), else nil.
    private static func withoutDeterminer(_ stem: String) -> Substring? {
        guard let space = stem.firstIndex(of: " "), determiners.contains(stem[..<space]) else { return nil }
        return stem[stem.index(after: space)...]
    }

    /// Whether two stems differ in a word that is a number in words ("one" and "nine").
    private static func differInNumberWord(_ x: String, _ y: String) -> Bool {
        let (xWords, yWords) = (TextTokens.spaced(x).map(String.init), TextTokens.spaced(y).map(String.init))
        let isNumber = { (word: String) in word == "one" || RecallQuestions.numberWords[word] != nil }
        return Set(xWords).symmetricDifference(yWords).contains(where: isNumber)
    }

    /// One word of the same family as the other ("gravity" and "gravitation", "evaporate" and "evaporation"): beside
    /// each other they are two right answers, or one names the other. They share a start of at least five letters and
    /// all but two of the shorter word ("transport" and "transpiration" share six of nine: no family); a compound of
    /// the other word ("ground", "groundwater") is no family either.
    static func sameFamily(_ x: String, _ y: String) -> Bool {
        guard !x.contains(" "), !y.contains(" "), x.utf8.allSatisfy({ (97...122).contains($0) }), y.utf8.allSatisfy({ (97...122).contains($0) })
        else { return false }
        let shared = zip(x.utf8, y.utf8).prefix { $0 == $1 }.count
        guard shared >= max(5, min(x.utf8.count, y.utf8.count) - 2) else { return false }
        // "ground" and "groundwater" are a word and a compound of it, two things.
        let (short, long) = x.utf8.count < y.utf8.count ? (x, y) : (y, x)
        let rest = String(long.dropFirst(short.count))
        return !(long.hasPrefix(short) && rest.count >= 3 && DictionaryWords.knows(rest))
    }

    private static func containsRun(_ short: [Substring], in long: [Substring]) -> Bool {
        guard short.count <= long.count else { return false }
        for start in 0...(long.count - short.count) where long[start..<start + short.count].elementsEqual(short) { return true }
        return false
    }

    /// Levenshtein distance, stopping early once it exceeds `limit`.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowBest = current[0]
            for j in 1...b.count {
                current[j] = min(previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1), previous[j] + 1, current[j - 1] + 1)
                rowBest = min(rowBest, current[j])
            }
            if rowBest > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
