import SnapQuizCore
import SnapQuizLexicon

/// Repairs the letter confusions OCR makes ("nivers" → "rivers", "warin" → "warm", "qround" → "ground"),
/// word by word, using what Tesseract reported about each word.
///
/// A doubted word one edit from exactly one word the page prints twice or more is taken as that word. Otherwise
/// a word is touched only when all of these hold: Tesseract doubted it (confidence below `maximumConfidence`),
/// the dictionary does not know it, it is not a token the page uses again (a name, a term, a code; a short word,
/// which can only become a function word, may be: "tne" three times is "the"), and it is not half of a word
/// hyphenated across lines. Only the confusions in `confusions` are tried, one edit and, if
/// that finds nothing, two; every candidate must be a dictionary word. A single one-edit candidate is taken; of
/// several (and of any two-edit candidates), the one Hunspell suggests first; if Hunspell suggests none of them,
/// the word is left as read (ambiguous).
///
/// Measured with `snapquiz-bench ocr --reading` on the 20 bench images (TestImages, ../shared/ocr-dev): 18 words
/// changed, 17 of them to the word the ground truth has ("faii" → "fail" for "fall" is the one wrong); no
/// image's CER got worse, 7 got better (science-photo 0.0089 → 0.0034). "mins off" for "runs off" stays: "mins"
/// is a dictionary word, and telling a real-word misread needs the sentence, not the word.
struct SpellingRepair {
    typealias Word = TesseractAPI.Word

    /// Words Tesseract is at least this sure of are never changed.
    static let maximumConfidence: Float = 95
    /// Shorter words are repaired only to a function word: too many short words lie one confusion apart. Measured
    /// on the 20 bench images: all six repairs of 3-letter words to any word were wrong ("tne" → "tile", "unt" →
    /// "nut", "nar" → "nan").
    static let minimumLetters = 4
    /// Punctuation that may stand before or after a word. Any other symbol there ("$0aks" for "soaks") is
    /// likely a misread letter itself, so the word is left alone.
    static let punctuation: Set<Character> = [".", ",", ";", ":", "!", "?", "(", ")", "[", "]", "\"", "'", "‘", "’", "“", "”", "-", "—", "–"]

    /// Letter groups OCR reads for one another (lower case; each pair is tried both ways).
    static let confusions: [(String, String)] = [
        ("rn", "m"), ("in", "m"), ("ni", "m"), ("ri", "m"), ("ri", "n"), ("ii", "n"), ("ii", "u"), ("n", "r"), ("u", "n"),
        ("cl", "d"), ("li", "h"), ("vv", "w"),
        ("g", "q"), ("g", "y"), ("q", "y"), ("h", "n"),
        ("l", "i"), ("l", "1"), ("i", "1"), ("i", "t"), ("o", "0"), ("s", "5"), ("e", "c"), ("e", "f"), ("t", "f"),
        (":", "i"), ("!", "l"), ("!", "i"), ("|", "l"),
    ]
    /// Confusions that reach rare words as often as the misread one ("ands" → "anils" for "lands"): a word they give
    /// is taken only when Hunspell suggests it too ("kdometres" → "kilometres"). An a or e closed into o ("boxos",
    /// "Quontity") is one: among the plain confusions it mended 8 words of the dev photos and made 5 wrong ("torm" →
    /// "term" for "form", "incent" → "incant"); confirmed, 4 right and 1 wrong ("Raly" → "Roly", for "Italy").
    static let confusionsToConfirm: [(String, String)] = [("il", "d"), ("o", "a"), ("o", "e")]
    /// Symbols OCR reads for a thin letter inside or at the end of a word ("emp:re", "unti!", "wa|ls").
    static var letterSymbols: Dictionary<Character, Character>.Keys { symbolLetters.keys }
    /// The letter each of `letterSymbols` mostly stands for.
    static let symbolLetters: [Character: Character] = [":": "i", "!": "l", "|": "l"]

    /// Hunspell's suggest takes 100–300 ms a word (both dictionaries; measured on the demo page's misreads, where
    /// the confusion candidates themselves take under 1 ms), so a page asks it at most this many times; words
    /// beyond that which would need it are left as read. The 20 bench images needed it at most once a page.
    static let maximumSuggestionLookups = 4

    let lexicon: Lexicon

    /// Hunspell's first suggestion for a word that is one of the given candidates (`Lexicon.firstSuggestion`).
    typealias Suggest = (String, Set<String>) -> String?

    /// `lines` with doubtful misread words repaired, and what was changed, in reading order.
    func repair(_ lines: [[Word]]) -> (lines: [[Word]], corrections: [OCRCorrection]) {
        var uses: [String: Int] = [:]
        for line in lines {
            for word in line { uses[Token(word.text).core.lowercased(), default: 0] += 1 }
        }
        var corrections: [OCRCorrection] = []
        var repaired = lines
        var lookups = 0
        let suggest: Suggest = { word, candidates in
            lookups += 1
            return lookups <= Self.maximumSuggestionLookups ? lexicon.firstSuggestion(for: word, among: candidates) : nil
        }
        // Words the page itself prints at least twice, spelled as the dictionary spells them: a doubted word one
        // edit from exactly one of them is that word misread ("walter" beside "water" ×8 was repaired to "waiter").
        let pageWords = uses.filter { word, count in
            count >= 2 && word.count >= Self.minimumLetters && word.allSatisfy(\.isLetter)
                && (lexicon.knows(word) || lexicon.knows(word.prefix(1).uppercased() + word.dropFirst())) // "Romulus" twice
        }.map(\.key)
        let printed = Set(uses.keys)
        for (l, line) in lines.enumerated() {
            let continuesHyphenation = l > 0 && (lines[l - 1].last?.text.hasSuffix("-") ?? false)
            for (w, word) in line.enumerated() {
                if w == 0 && continuesHyphenation { continue }
                if w == line.count - 1 && word.text.hasSuffix("-") { continue }
                let asRead = Token(word.text)
                // "the black !and" (nile-heading-photo, read at 90 or above): an exclamation mark opens no word, so one
                // glued before small letters is a letter misread (l or i), however sure Tesseract is of it.
                let opensWithExclamation = asRead.leading.last == "!" && asRead.core.first?.isLowercase == true
                guard word.confidence < Self.maximumConfidence || opensWithExclamation else { continue }
                var token = asRead
                // "unti!", "!ands": a symbol beside the letters may be a letter misread ("until", "lands"), if the letters
                // alone are no word, or if a word in lower case follows an exclamation mark ("the capita! of Sudan").
                let goesOnInLowerCase = w + 1 < line.count && line[w + 1].text.first?.isLowercase == true
                if token.possessive.isEmpty, let symbol = token.trailing.first, Self.letterSymbols.contains(symbol),
                   !lexicon.knows(token.core) || (symbol != ":" && goesOnInLowerCase) {
                    token.core.append(symbol)
                    token.trailing.removeFirst()
                }
                if let symbol = token.leading.last, Self.letterSymbols.contains(symbol), !lexicon.knows(token.core) || opensWithExclamation {
                    token.core.insert(symbol, at: token.core.startIndex)
                    token.leading.removeLast()
                }
                let fix = { (token: Token) -> Repair? in
                    guard (token.leading + token.trailing).allSatisfy(Self.punctuation.contains) else { return nil }
                    if uses[token.core.lowercased(), default: 0] >= 2 && token.core.count >= Self.minimumLetters {
                        return Self.repeatedMisread(token.core, printed: printed, knows: lexicon.knows)
                            .map { Repair(word: $0, sure: true) }
                    }
                    return Self.strayHyphen(token.core, knows: lexicon.knows).map { Repair(word: $0) }
                        ?? repairing(token.core, pageWords: pageWords, printed: printed, suggest: suggest,
                                     mayBeTwoWords: word.confidence < Self.maximumSplitConfidence)
                }
                // A symbol that made no letter is punctuation after all: "Questrons:" (science-shadow-photo) is "Questions:",
                // which "Questrons" with its colon as an i never reached.
                var fixed = fix(token)
                if fixed == nil, token.core != asRead.core {
                    token = asRead
                    fixed = fix(token)
                }
                guard let fixed else { continue }
                var fixedWord = fixed.word
                if token.core.first == "I", fixedWord.first == "l" {
                    let previous = w > 0 ? line[w - 1].text : (l > 0 ? lines[l - 1].last?.text : nil)
                    fixedWord = Self.capitalizedAtSentenceStart(fixedWord, previous: previous)
                }
                let text = token.leading + fixedWord + token.possessive + token.trailing
                corrections.append(OCRCorrection(from: word.text, to: text, confirmed: fixed.sure))
                repaired[l][w].text = text
            }
        }
        return (repaired, corrections)
    }

    /// The dictionary word `core` was misread from, or nil when it needs no repair or none is clear.
    /// `mayBeTwoWords`: whether Tesseract doubted the word enough for it to be two run together (`lostSpaceBetweenWords`),
    /// or a name misread beyond a confusion (`misreadName`).
    func repairCore(_ core: String, pageWords: [String] = [], printed: Set<String> = [], suggest: Suggest? = nil,
                    mayBeTwoWords: Bool = true) -> String? {
        repairing(core, pageWords: pageWords, printed: printed, suggest: suggest, mayBeTwoWords: mayBeTwoWords)?.word
    }

    /// A repair, and whether it is sure: the page prints the word (`pageWords`), or it is the only word one letter
    /// confusion away and no lost letter explains the misread too ("frend": "trend" or "friend"). A quiz may ask a sure
    /// one as a key. Of the 13 wrong repairs of the 40 dev pages (of 140), two were sure, "bindt" → "bindi" and "Toca"
    /// → "Toea", both on pages read poor, which get no offline quiz.
    struct Repair: Equatable {
        var word: String
        var sure = false
    }

    /// `repairCore`, saying whether the repair is sure.
    func repairing(_ core: String, pageWords: [String] = [], printed: Set<String> = [], suggest: Suggest? = nil,
                   mayBeTwoWords: Bool = true) -> Repair? {
        let suggest = suggest ?? lexicon.firstSuggestion(for:among:)
        let letters = core.filter { $0.isLetter || Self.letterSymbols.contains($0) }.count
        guard core.count >= 2, !lexicon.knows(core) else { return nil }
        if let word = Self.twoLetterWord(core) ?? Self.smallLetterWord(core, knows: lexicon.knows) ?? Self.letterInNumber(core) {
            return Repair(word: word)
        }
        guard letters >= Self.minimumLetters - 1, letters > core.count - letters,
              core.allSatisfy({ $0.isLetter || $0.isNumber || Self.letterSymbols.contains($0) }) else { return nil }
        if let split = Self.lostSpaceAfterArticle(core, knows: lexicon.knows) ?? Self.lostSpaceBeforeArticle(core)
            ?? Self.lostSpaceBeforeCapital(core, knows: lexicon.knows) { return Repair(word: split) }
        if let word = Self.smallLForCapitalI(core, knows: lexicon.knows) { return Repair(word: word, sure: true) }
        let casing = Casing(core)
        let lower = core.lowercased()
        // Hunspell is asked about the word with its symbols read as the letters they mostly are: for "smai!" it suggests
        // "miasma", for "smail" "small" among others.
        let asked = String(core.map { Self.symbolLetters[$0] ?? $0 })
        // A short word is taken only as a function word: "tne" is "the", "tts" is "its"; "unt" is no "nut".
        if letters < Self.minimumLetters {
            let words = Self.edits(of: lower).filter { Self.functionWords.contains($0) && $0.count == lower.count }
            if words.count == 1 { return words.first.map { Repair(word: casing.apply($0)) } }
            return Self.rnReadAsM(lower, knows: lexicon.knows).map { Repair(word: casing.apply($0)) }
        }
        let onPage = pageWords.filter { Self.oneEditApart(lower, $0) }
        if onPage.count == 1, let word = onPage.first { return Repair(word: casing.apply(word), sure: true) }
        // A word the dictionary knows only as a name ("Uniat", "Alne", "Ecton") is no repair of a doubted word unless
        // the page prints that name too ("Romuius" beside "Romulus"): the three other such repairs on the bench
        // images were all wrong. A name read with its capital ("Furope" for "Europe", history-cloth-photo; "Auqustus")
        // may become a place or person WordNet names (an instance: not "Alne" nor "Ecton", which it does not know, nor
        // "Uniat", a kind of church member, for "Unat"): "Furope" was asked as a quiz key.
        let known = { (word: String) in
            lexicon.knows(word) && (lexicon.knows(word.lowercased()) || printed.contains(word.lowercased())
                || (casing == .capitalized && WordNet.shared?.namesAnInstance(word) == true))
        }
        let once = Self.edits(of: lower)
        let byConfusion = Set(once.map(casing.apply).filter(known))
        var found = byConfusion
        // A name in lower case ("in italy", "to spain"): the capital was misread, a confusion like the others, where the
        // capital is its small letter enlarged (i, s, c, o …) or the name is a place or person WordNet names ("new
        // england" on an invoice photo). "the cell finn." (firm, on a photo of a page about cells) had become "Finn", a
        // kind of person. ("walter" is "water" on a page about water: the page's words come first.)
        let name = Casing.capitalized.apply(lower)
        if casing == .lower, core.allSatisfy(\.isLetter), lexicon.knows(name), let first = lower.first,
           NameCapitals.sameShape.contains(first) || WordNet.shared?.namesAnInstance(name) == true {
            found.insert(name)
        }
        // A thin letter lost ("fertiiser", "siste", "Hadian’s"): where a confusion explains the word too, the confusion is
        // taken unless English uses the other word far more ("euded" is "ended", not "eluded"; "tained" is "trained", not
        // "tamed").
        let restored = casing != .upper && letters > Self.minimumLetters
            ? Set(Self.lostLetterRestored(lower).map(casing.apply).filter(known)) : Set()
        if found.isEmpty {
            found = restored
        } else if !restored.isEmpty, let word = Self.clearlyCommonest(found.union(restored)), restored.contains(word) {
            return Repair(word: word)
        }
        if found.count == 1, let word = found.first { return Repair(word: word, sure: byConfusion.contains(word) && restored.isEmpty) }
        if found.count > 1 { return (Self.clearlyCommonest(found) ?? suggest(asked, found)).map { Repair(word: $0) } }
        if casing == .lower, mayBeTwoWords, let split = Self.lostSpaceBetweenWords(lower, knows: lexicon.knows) { return Repair(word: split) }
        // Two confusions, or one that needs confirming, reach many more words ("tne" → "tile", "ands" → "anils"): take
        // one only if Hunspell suggests it too, and never for a word in capitals, which is a heading or a code as often
        // as a word ("MUNS" → "NUNS", for "RUNS").
        if casing == .upper { return nil }
        let confirmed = Set(Self.edits(of: lower, by: Self.confusionsToConfirm).map(casing.apply).filter(known))
        if !confirmed.isEmpty, let word = suggest(asked, confirmed) { return Repair(word: word) }
        let twice = Set(once.flatMap { Self.edits(of: $0) }).subtracting(once).subtracting([lower]).map(casing.apply)
        let candidates = Set(twice.filter(known))
        if !candidates.isEmpty, let word = suggest(asked, candidates) { return Repair(word: word) }
        // A long word with one letter no confusion explains ("congenses", "Questrons" on a shadowed photo): the one
        // dictionary word that letter changed makes. Few long words lie one letter apart.
        guard core.allSatisfy(\.isLetter) else { return nil }
        if letters >= Self.minimumAnyLetterLength {
            let swapped = Set(Self.anyLetterSwapped(lower).map(casing.apply).filter(known))
            if !swapped.isEmpty { return swapped.count == 1 ? swapped.first.map { Repair(word: $0) } : nil }
        }
        guard casing == .capitalized, mayBeTwoWords else { return nil }
        return Self.misreadName(lower) { word in
            let name = Casing.capitalized.apply(word)
            return WordNet.shared?.namesAnInstance(name) == true && lexicon.knows(name)
        }.map { Repair(word: Casing.capitalized.apply($0)) }
    }

    /// "Britaun" → "Britain", "Aaqustus" → "Augustus" (history-keystone-photo): a name read with its capital that no
    /// confusion explains, taken as the one place or person WordNet names (and the dictionary spells) one letter away;
    /// in a name of `minimumAnyLetterLength` letters or more, two letters away, one of them a confusion, when none is
    /// one away. Names of `minimumNameLetters` letters or more only: shorter names lie too close together ("Tiber",
    /// "Tibet"). Asked only of a name Tesseract doubted below `DoubtedWords.recordedBelow` (the caller's): a clean scan
    /// of Marcus Aurelius read "Domitia Calvilla" and "Catilius Severus" rightly at 90 or above, and they had become
    /// "Castilla" and "Catullus"; "Farriner" (fire-edges-photo) became "Gardiner" before a confusion was required.
    static func misreadName(_ word: String, isName: (String) -> Bool) -> String? {
        guard word.count >= minimumNameLetters else { return nil }
        let once = anyLetterSwapped(word)
        let near = once.filter(isName)
        if !near.isEmpty { return near.count == 1 ? near.first : nil }
        guard word.count >= minimumAnyLetterLength else { return nil }
        let confused = edits(of: word).filter { $0.count == word.count }
        let far = Set(confused.flatMap(anyLetterSwapped)).subtracting(once).subtracting([word]).filter(isName)
        return far.count == 1 ? far.first : nil
    }

    /// Names shorter than this are not repaired by `misreadName`.
    static let minimumNameLetters = 6

    /// "Cycie" and "cycie" on a photo that also prints "cycle" (science-lamp-photo): a misread the page repeats is no
    /// name it uses consistently when it is one letter confusion from exactly one word the page prints as well, a word
    /// the dictionary knows in small letters and the misread is not.
    static func repeatedMisread(_ core: String, printed: Set<String>, knows: (String) -> Bool) -> String? {
        let lower = core.lowercased()
        guard core.allSatisfy(\.isLetter), !knows(core), !knows(lower) else { return nil }
        let words = edits(of: lower).filter { $0.count >= minimumLetters && printed.contains($0) && knows($0) }
        return words.count == 1 ? words.first.map(Casing(core).apply) : nil
    }

    /// Words at least this long may have any one letter repaired, not only a confused one (`anyLetterSwapped`).
    static let minimumAnyLetterLength = 8

    /// Every spelling of `word` (lower case) with one letter changed to another letter.
    static func anyLetterSwapped(_ word: String) -> Set<String> {
        let letters = Array(word)
        var out = Set<String>()
        for index in letters.indices {
            for other in "abcdefghijklmnopqrstuvwxyz" where other != letters[index] {
                var changed = letters
                changed[index] = other
                out.insert(String(changed))
            }
        }
        return out
    }

    /// "1s" → "is", "0f" → "of", "1S its area" (the maths photos): a digit read for a letter in a two-letter word, which
    /// can only be a function word. A capital before the digit is a code ("A5 paper", "B1") and is kept. So is a J
    /// read for a capital I ("Jn", "Jt"). Two small letters that are no word are left: on the dev photos they were
    /// specks ("oe" among the marks of a cloth photo's fold) more often than words.
    static func twoLetterWord(_ core: String) -> String? {
        guard core.count == 2 else { return nil }
        // "Jn 27 BC" (history-rot180): a capital I read as J opens no English word.
        if core.first == "J", let letter = core.last, letter.isLowercase, twoLetterWords.contains("i\(letter)") { return "I\(letter)" }
        guard let digit = core.firstIndex(where: \.isNumber), let letter = core.first(where: \.isLetter),
              digit == core.startIndex || letter.isLowercase else { return nil }
        let words = edits(of: core.lowercased()).filter(twoLetterWords.contains)
        return words.count == 1 ? words.first : nil
    }

    /// "200 Iitres", "Iong": in a sans-serif face a small l is a bar much like a capital I, and a word read with a
    /// capital I before small letters that is no word is mostly that l ("Iitres" had become "Titres", a chemist's word,
    /// on a maths photo). Taken when the dictionary knows the word with the l in small letters; a sentence's first
    /// word gets its capital back where the repair is applied (`capitalizedAtSentenceStart`).
    static func smallLForCapitalI(_ core: String, knows: (String) -> Bool) -> String? {
        guard core.count >= 3, core.first == "I", core.dropFirst().allSatisfy({ $0.isLetter && $0.isLowercase }) else { return nil }
        let word = "l" + core.dropFirst()
        return knows(word) ? word : nil
    }

    /// `repaired` with its first letter in capitals when the word it repairs opens a sentence: the first word of the
    /// page or one after a full stop, question or exclamation mark.
    static func capitalizedAtSentenceStart(_ repaired: String, previous: String?) -> String {
        guard repaired.first?.isLowercase == true, previous.map({ $0.last.map(".?!".contains) ?? true }) ?? true else { return repaired }
        return repaired.prefix(1).uppercased() + repaired.dropFirst()
    }

    /// The two-letter function words.
    static let twoLetterWords = functionWords.filter { $0.count == 2 }.union(["in", "as", "an", "no", "up"])

    /// "aS precipitation" → "as precipitation": a capital whose shape is its small letter's (c, o, s, v, w, x, z) read
    /// inside a word in small letters, when the word in small letters is one the dictionary knows.
    static func smallLetterWord(_ core: String, knows: (String) -> Bool) -> String? {
        guard core.first?.isLowercase == true, core.contains(where: \.isUppercase),
              core.filter(\.isUppercase).allSatisfy("COSVWXZ".contains), knows(core.lowercased()) else { return nil }
        return core.lowercased()
    }

    /// "wam" → "warn" (volcanoes-2col-photo: "scientists can warn people"): a three-letter non-word whose m was an r
    /// and an n run together, when exactly one such m makes a dictionary word. The function-word rule for short words
    /// never reached it, since the misread is a letter shorter than the word.
    static func rnReadAsM(_ word: String, knows: (String) -> Bool) -> String? {
        let letters = Array(word)
        let words = letters.indices.filter { letters[$0] == "m" }.map { i in
            String(letters[..<i]) + "rn" + String(letters[(i + 1)...])
        }.filter(knows)
        return words.count == 1 ? words.first : nil
    }

    /// "7S3" → "753" (history-photo-webp: "founded in 753 BC"): one letter shaped like a digit (S, O, I, l, B, Z) between
    /// digits, in a number of three characters or more. A code that opens or ends with the letter ("B12", "4S") or holds
    /// two letters ("A4S") is left as it is.
    static func letterInNumber(_ core: String) -> String? {
        let characters = Array(core)
        guard characters.count >= 3, characters.first?.isNumber == true, characters.last?.isNumber == true else { return nil }
        let letters = characters.indices.filter { !characters[$0].isNumber }
        guard letters.count == 1, let digit = digitShapes[characters[letters[0]]] else { return nil }
        var number = characters
        number[letters[0]] = digit
        return String(number)
    }

    /// Letters that print like a digit, and that digit.
    static let digitShapes: [Character: Character] = ["S": "5", "s": "5", "O": "0", "o": "0", "I": "1", "l": "1", "B": "8", "Z": "2"]

    /// "Arectangular" → "A rectangular", "atrain" → "a train" (the tilted maths scan, the maths photo): the space after
    /// the article "a" lost, a misread no letter confusion reaches. Only a word the dictionary does not know whose rest
    /// is a dictionary word of four letters or more ("abed", "aside" are words, and kept before this is asked). At a
    /// sentence's start, where the article is the capital "A", a three-letter rest will do ("Abus leaves at 9:45", a
    /// photo of the lead's maths page), unless it is a word no article stands before ("Aand", "Athe").
    static func lostSpaceAfterArticle(_ core: String, knows: (String) -> Bool) -> String? {
        guard let first = core.first, first == "a" || first == "A", core.count >= (first == "A" ? 4 : 5) else { return nil }
        let rest = String(core.dropFirst())
        guard rest.allSatisfy(\.isLowercase), knows(rest), !wordsNoArticleStandsBefore.contains(rest) else { return nil }
        return "\(first) \(rest)"
    }

    /// Short words an article never stands before: a capital "A" run into one of these is no lost space.
    static let wordsNoArticleStandsBefore: Set<String> = [
        "and", "are", "the", "was", "has", "had", "can", "for", "nor", "not", "but", "yet", "his", "her", "its", "our",
        "you", "who", "how", "why", "all", "any", "did", "may", "off", "out", "too", "she", "him", "see", "saw",
    ]

    /// "ina process" → "in a process", "asa small town" → "as a small town" (science-photo-heic, volcanoes-2col-photo,
    /// history-keystone-photo): the space before the article "a" lost after a word that stands before one. Only a word in
    /// lower case the dictionary does not know ("Ina" is a name; "fora", "toga" are words, and kept before this is asked).
    static func lostSpaceBeforeArticle(_ core: String) -> String? {
        guard core.count >= 3, core.hasSuffix("a"), core.allSatisfy(\.isLowercase) else { return nil }
        let word = String(core.dropLast())
        return wordsBeforeArticle.contains(word) ? "\(word) a" : nil
    }

    /// "ExpiryDate:" → "Expiry Date:" (ocr-dev's 06288, a form's labels): the space before a word's capital lost, where
    /// both halves are dictionary words of three letters or more and the first is in small letters after its own
    /// first. A name written so ("McDonald", "iPhone") has a half the dictionary does not know, and one it knows whole
    /// ("JavaScript" is kept) was asked before this. A colon after it, taken for a letter ("unti:"), stays a colon.
    static func lostSpaceBeforeCapital(_ core: String, knows: (String) -> Bool) -> String? {
        let colon = core.hasSuffix(":") ? ":" : ""
        let word = core.dropLast(colon.count)
        guard let cut = word.dropFirst().firstIndex(where: \.isUppercase) else { return nil }
        let first = String(word[..<cut]), second = String(word[cut...])
        guard first.count >= 3, second.count >= 3, first.dropFirst().allSatisfy(\.isLowercase), first.first?.isLetter == true,
              second.dropFirst().allSatisfy(\.isLowercase), knows(first), knows(second) else { return nil }
        return first + " " + second + colon
    }

    /// Words that never close a compound written with one hyphen: a hyphen before one is a speck between two words
    /// ("Plants-also release water", science-shadow-photo; Hunspell takes any two words joined so for a word).
    static let neverAfterHyphen: Set<String> = ["also", "the", "and", "are", "was", "were", "which", "their", "they", "this", "these"]

    /// "Plants-also" → "Plants also": two dictionary words joined by one hyphen, the second one of `neverAfterHyphen`.
    static func strayHyphen(_ core: String, knows: (String) -> Bool) -> String? {
        let parts = core.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count >= 2, parts.allSatisfy({ $0.allSatisfy(\.isLetter) }),
              neverAfterHyphen.contains(String(parts[1])), knows(String(parts[0])) else { return nil }
        return parts[0] + " " + parts[1]
    }

    /// "firstemperor" → "first emperor" (history-keystone-photo): two words run together where no letter confusion
    /// explains the word. Taken only when exactly one split gives two dictionary words (in lower case) of at least
    /// `minimumSplitLetters` letters each: a misread word that splits is a pair of words more often than not, and one
    /// that splits two ways says nothing.
    static func lostSpaceBetweenWords(_ word: String, knows: (String) -> Bool) -> String? {
        guard word.count >= 2 * minimumSplitLetters, word.allSatisfy(\.isLetter) else { return nil }
        let letters = Array(word)
        let splits = (minimumSplitLetters...(letters.count - minimumSplitLetters)).compactMap { cut -> String? in
            let first = String(letters[..<cut]), second = String(letters[cut...])
            return knows(first) && knows(second) ? "\(first) \(second)" : nil
        }
        return splits.count == 1 ? splits.first : nil
    }

    /// Only a word read below this confidence is split: an invoice photo's "retrospot", a product's name read rightly
    /// (at 90 or above, below `maximumConfidence`), became "retro spot"; "firstemperor" was read at 3.5.
    static let maximumSplitConfidence = DoubtedWords.recordedBelow
    /// Each half of a split word has at least this many letters: two-letter words fit into too many misreads.
    static let minimumSplitLetters = 4

    /// Words that stand before the article "a" (prepositions, "as", and the verbs "is", "was", "has", "had").
    static let wordsBeforeArticle: Set<String> = [
        "as", "at", "by", "for", "from", "in", "into", "is", "of", "on", "onto", "to", "was", "with", "has", "had",
    ]

    /// Of several repairs one confusion away, the one English uses far more ("Dunng": "During", not "Dunny", which
    /// Hunspell suggests first): a function word before any other, then the word WordNet's tagged corpus has seen in
    /// more senses. Nil when no candidate stands out, and Hunspell's order decides.
    static func clearlyCommonest(_ candidates: Set<String>) -> String? {
        func commonness(_ word: String) -> Int {
            let lower = word.lowercased()
            if functionWords.contains(lower) { return 1_000 }
            return WordNet.shared?.readings(of: lower).reduce(0) { $0 + $1.taggedSenses } ?? 0
        }
        let ranked = candidates.map { ($0, commonness($0)) }.sorted { $0.1 > $1.1 }
        guard let first = ranked.first, ranked.count > 1, first.1 >= 3, first.1 >= 3 * max(ranked[1].1, 1) else { return nil }
        return first.0
    }

    /// Words of the closed classes (prepositions, conjunctions, pronouns, determiners, auxiliaries): among the
    /// commonest in any text, and absent from WordNet.
    static let functionWords: Set<String> = [
        "about", "above", "across", "after", "against", "along", "among", "around", "at", "before", "behind", "below",
        "beneath", "beside", "between", "beyond", "by", "despite", "down", "during", "except", "for", "from", "inside",
        "into", "near", "of", "off", "on", "onto", "outside", "over", "past", "since", "through", "throughout", "till",
        "to", "toward", "towards", "under", "underneath", "until", "unto", "upon", "with", "within", "without",
        "and", "but", "or", "nor", "so", "yet", "because", "although", "though", "while", "whereas", "unless", "whether",
        "if", "than", "that", "when", "where", "which", "who", "whom", "whose", "what", "why", "how",
        "the", "this", "these", "those", "there", "their", "theirs", "them", "they", "then", "thus", "each", "every",
        "either", "neither", "both", "some", "many", "much", "more", "most", "few", "fewer", "several", "such", "other",
        "another", "he", "she", "it", "its", "his", "her", "hers", "him", "we", "us", "our", "you", "your", "me", "my",
        "mine", "itself", "himself", "herself", "themselves", "is", "are", "was", "were", "be", "been", "being", "have",
        "has", "had", "do", "does", "did", "will", "would", "shall", "should", "can", "could", "may", "might", "must",
        "not", "also", "only", "very", "often", "always", "never", "here",
    ]

    /// Whether one letter added, dropped or changed turns `a` into `b`.
    static func oneEditApart(_ a: String, _ b: String) -> Bool {
        let x = Array(a), y = Array(b)
        guard abs(x.count - y.count) <= 1, x != y else { return false }
        var i = 0, j = 0, edits = 0
        while i < x.count, j < y.count {
            if x[i] == y[j] { i += 1; j += 1; continue }
            edits += 1
            if edits > 1 { return false }
            if x.count > y.count { i += 1 } else if x.count < y.count { j += 1 } else { i += 1; j += 1 }
        }
        return edits + (x.count - i) + (y.count - j) == 1
    }

    /// Every spelling one confusion (of `confusions`) away from `word` (lower case).
    static func edits(of word: String, by confusions: [(String, String)] = confusions) -> Set<String> {
        var out = Set<String>()
        let characters = Array(word)
        for (a, b) in confusions {
            for (from, to) in [(Array(a), Array(b)), (Array(b), Array(a))] where from.count <= characters.count {
                for start in 0...(characters.count - from.count) where Array(characters[start..<start + from.count]) == from {
                    out.insert(String(characters[..<start] + to + characters[(start + from.count)...]))
                }
            }
        }
        out.remove(word)
        return out
    }

    /// Thin letters a photo loses into their neighbours or into the paper ("fronter" for "frontier", "tained" for
    /// "trained"). Put back only in words of five letters or more: a four-letter word with a letter added is a rare
    /// word as often as the right one ("ater" → "rater", "ocan" → "octan").
    static let thinLetters: [Character] = ["i", "r", "l"]

    /// Every spelling with one of `thinLetters` put back somewhere in `word` (lower case).
    static func lostLetterRestored(_ word: String) -> Set<String> {
        let characters = Array(word)
        var out = Set<String>()
        for letter in thinLetters {
            for position in 0...characters.count {
                out.insert(String(characters[..<position] + [letter] + characters[position...]))
            }
        }
        return out
    }

    /// A word as Tesseract gives it: punctuation before, the word itself, a possessive ending, punctuation after.
    struct Token {
        var leading = "", core = "", possessive = "", trailing = ""

        init(_ text: String) {
            let isPart: (Character) -> Bool = { $0.isLetter || $0.isNumber }
            guard let first = text.firstIndex(where: isPart), let last = text.lastIndex(where: isPart) else {
                leading = text
                return
            }
            leading = String(text[..<first])
            core = String(text[first...last])
            trailing = String(text[text.index(after: last)...])
            // "Hadnan’s": the possessive ending is no part of the word to repair ("Hadrian").
            if let ending = Self.possessives.first(where: core.hasSuffix), core.count > ending.count + 1 {
                core.removeLast(ending.count)
                possessive = ending
            }
        }

        /// The possessive endings, with a straight and a curly apostrophe.
        static let possessives = ["'s", "’s"]
    }

    /// The word's case pattern, put back on a lower-case candidate.
    enum Casing {
        case lower, capitalized, upper

        init(_ word: String) {
            let letters = word.filter(\.isLetter)
            if letters.count > 1, letters.allSatisfy(\.isUppercase) { self = .upper }
            else if word.first?.isUppercase == true { self = .capitalized }
            else { self = .lower }
        }

        func apply(_ word: String) -> String {
            switch self {
            case .lower: word
            case .upper: word.uppercased()
            case .capitalized: word.prefix(1).uppercased() + word.dropFirst()
            }
        }
    }
}
