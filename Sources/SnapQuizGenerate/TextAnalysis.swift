import Foundation
import SnapQuizCore
import SnapQuizLexicon

/// A sentence of the page, as written (spaces collapsed), with the terms worth asking about.
struct Sentence {
    var text: String
    /// Position on the page, for reading order.
    var index: Int
    var wordCount: Int
    /// A title line (short, unpunctuated): it stands apart from the text and is never a question's sentence.
    var isHeading = false
    /// A timeline's line ("1066 – Battle of Hastings"): a date, a dash and an event, asked only by its date
    /// (`RecallQuestions.timelineEvent`).
    var isDatedLine = false
    /// The lead a list item completes ("Plant cells also have" before "a large vacuole …"): `text` reads it before the
    /// item, the page does not (`ListLead` quotes the item as printed).
    var lead: String?
}

/// What kind of thing a key term is; distractors are drawn from the same kind.
enum TermKind: Equatable {
    case year, number, name, term
}

/// A word or phrase of a sentence that a question can blank out.
struct KeyTerm {
    var text: String
    var kind: TermKind
    var sentence: Int
    var score: Double
}

/// Splits OCR text into sentences and finds key terms: names, numbers and dates, and technical nouns.
enum TextAnalysis {
    private static let abbreviations: Set<String> = titleAbbreviations.union([
        "e.g", "i.e", "etc", "vs", "no", "fig", "approx", "c", "ca", "jr", "sr", "p", "pp",
    ])

    /// Sentences of the page: lines are joined unless a line looks like a heading or a list item ends; a list
    /// item's marker is not part of its sentence. The text is cleaned already (ingest's `TextCleanup`: hyphenated
    /// breaks joined, stray margin marks dropped).
    static func sentences(in text: String) -> [Sentence] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        // A line that opens a sentence or a list item (or no line at all).
        func opensItem(_ line: String) -> Bool { line.first.map { $0.isUppercase || $0.isNumber || "•*-–·".contains($0) } ?? true }
        var blocks: [(text: String, isHeading: Bool, isDated: Bool, lead: String?)] = []
        var current: [String] = []
        // "Plant cells also have:" above "- a cell wall …;" and "- chloroplasts, which …": each lower-case item ends
        // the lead's sentence, and alone it was asked as a fragment ("a large _____ filled with cell sap").
        var lead: String?
        var itemLead: String?
        func flush() {
            if !current.isEmpty {
                let text = current.joined(separator: " ")
                if let itemLead {
                    blocks.append((itemLead + " " + (text.hasSuffix(";") ? String(text.dropLast()) + "." : text), false, false, itemLead))
                } else {
                    blocks.append((text, false, false, nil))
                    lead = text.hasSuffix(":") ? listLead(text) : nil
                }
            }
            current = []
            itemLead = nil
        }
        for (number, rawLine) in lines.enumerated() {
            let line = stripListMarker(rawLine)
            if line.isEmpty {
                // OCR marks paragraph breaks inside sentences ("According to legend it" / blank / "was founded…"):
                // an unfinished sentence whose next line opens in lower case goes on.
                let next = lines.dropFirst(number + 1).first { !$0.isEmpty } ?? ""
                let unfinished = current.last?.last.map { !".!?:;".contains($0) } ?? false
                if unfinished, next.first?.isLowercase == true { continue }
                // "… 87 churches, including St" / blank / "Paul's Cathedral.": a title or a word that needs the next one
                // ends no sentence, so the stem was cut at "St".
                let lastWord = current.last?.split(separator: " ").last.map { $0.lowercased() } ?? ""
                if !current.isEmpty, next.first.map({ $0.isLetter || $0.isNumber }) == true,
                   titleAbbreviations.contains(lastWord.hasSuffix(".") ? String(lastWord.dropLast()) : lastWord)
                    || unfinished && continuationWords.contains(lastWord) { continue }
                flush()
                continue
            }
            // A timeline's lines have no full stops: "1042 – Edward … becomes King" and "1066 – Battle of Hastings" ran
            // on into one sentence of 80 words, and the page's timeline gave no question.
            if datedLineEvent(line) != nil {
                flush()
                lead = nil
                blocks.append((line, false, true, nil))
                continue
            }
            let startsItem = rawLine != line
            if startsItem {
                flush()
                if line.first?.isLowercase == true { itemLead = lead } else { lead = nil }
            }
            let atSentenceStart = current.last?.last.map { ".!?".contains($0) } ?? true
            let words = line.split(separator: " ").count
            let ends = line.last.map { ".!?:;".contains($0) } ?? false
            // A short unpunctuated line is a heading when it starts a block, or when it follows a finished sentence
            // and the next line opens a new one ("Science Homework: The Water Cycle" above "The water cycle describes…").
            // Across a blank line, the line after it: "There are about fifteen hundred active" / blank / "volcanoes on
            // land." (a column's break in a photo) is a sentence going on, not a heading with a fragment after it.
            let nextText = lines.dropFirst(number + 1).first { !$0.isEmpty } ?? ""
            let nextOpens = opensItem(nextText)
            let lastWord = line.split(separator: " ").last.map { $0.lowercased() } ?? ""
            // A line standing alone between blank lines (or atop the page) is a title of up to ten words, a dash not
            // one of them: "The Heart and Circulation – Revision Notes" was offered as what happens when you cut yourself.
            let standsAlone = (number == 0 || lines[number - 1].isEmpty) && (number + 1 == lines.count || lines[number + 1].isEmpty)
                && current.isEmpty && opensItem(nextText)
                && line.split(separator: " ").filter { $0.contains { $0.isLetter || $0.isNumber } }.count <= 10
            if !ends, line.last != ",", !continuationWords.contains(lastWord),
               (words <= 5 && current.isEmpty) || (words <= 6 && atSentenceStart && nextOpens) || standsAlone {
                flush()
                lead = nil
                blocks.append((line, true, false, nil))
                continue
            }
            current.append(line)
            if ends && words < 8 { flush() }
        }
        flush()

        var sentences: [Sentence] = []
        for block in blocks {
            if block.isDated {
                let text = block.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                sentences.append(Sentence(text: text, index: sentences.count, wordCount: text.split(separator: " ").count, isDatedLine: true))
                continue
            }
            // OCR debris ("| ~ ‘ ,") has no letter or digit; dropping it lets sentences split where they should.
            let cleaned = block.text.split(whereSeparator: \.isWhitespace)
                .filter { $0.contains { $0.isLetter || $0.isNumber } }
                .map(withoutFootnoteMark)
                .joined(separator: " ")
            for piece in block.isHeading ? [cleaned] : split(cleaned) {
                let collapsed = piece.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                guard !collapsed.isEmpty else { continue }
                var sentence = Sentence(text: collapsed, index: sentences.count, wordCount: collapsed.split(separator: " ").count,
                                        isHeading: block.isHeading)
                if let lead = block.lead, collapsed.hasPrefix(lead + " ") { sentence.lead = lead }
                sentences.append(sentence)
            }
        }
        return sentences
    }

    /// The last sentence of a block that ends with a colon, without the colon: the words its list items complete.
    private static func listLead(_ block: String) -> String? {
        let text = String(block.dropLast()).trimmingCharacters(in: .whitespaces)
        let start = text.ranges(of: ". ").last.map { text[$0.upperBound...] } ?? Substring(text)
        let lead = start.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return lead.split(separator: " ").count >= 2 ? lead : nil
    }

    /// The date and the event of a timeline's line, "1066 – Battle of Hastings", "55 BC - Julius Caesar lands in
    /// Britain", "AD 43: The Romans invade": a date alone before a dash or a colon, then words that open in a capital.
    static func datedLineEvent(_ line: String) -> (date: String, event: String)? {
        for separator in [" – ", " — ", " - ", ": "] {
            guard let range = line.range(of: separator) else { continue }
            let date = line[..<range.lowerBound].split(separator: " ").map(String.init)
            let event = line[range.upperBound...].trimmingCharacters(in: .whitespaces)
            let found = RecallQuestions.dates(in: date)
            guard (1...2).contains(date.count), found.count == 1, found[0].range == date.indices,
                  event.first?.isUppercase == true, event.split(separator: " ").count >= 2 else { return nil }
            return (found[0].text, event)
        }
        return nil
    }

    /// A word without the footnote mark a book puts after it ("father,‡" → "father,", "Verus*" → "Verus"): a stem quoting
    /// the sentence shows no mark whose note the question leaves out.
    static func withoutFootnoteMark(_ word: Substring) -> String {
        var word = String(word)
        word.removeAll { "‡§‖†¶".contains($0) }
        while word.count > 1, word.last == "*", let before = word.dropLast().last, before.isLetter || before.isNumber || ".,;:)".contains(before) {
            word.removeLast()
        }
        return word
    }

    /// Titles written before a name, with or without a full stop ("St Paul's", "Mr. Wren", "Dr Hooke"): a line that ends
    /// on one goes on in the next, whatever lies between.
    static let titleAbbreviations: Set<String> = ["st", "mr", "mrs", "ms", "dr", "mt", "sir", "prof", "rev", "fr", "gen", "capt", "lt", "col"]

    /// Words a heading never ends on: a line ending so runs on into the next ("…an army of / 300 Spartans…").
    private static let continuationWords: Set<String> = [
        "a", "an", "the", "of", "and", "or", "but", "to", "in", "on", "at", "by", "for", "from", "with", "as", "into",
        "than", "that", "which", "who", "is", "are", "was", "were", "its", "their", "his", "her", "about", "between",
    ]

    private static func stripListMarker(_ line: String) -> String {
        var rest = Substring(line)
        // A revision sheet's labels ("Q: Who was …?", "A: Henry VII, who …") are no words of its sentences.
        for label in ["Q: ", "A: ", "Question: ", "Answer: "] where rest.hasPrefix(label) {
            return String(rest.dropFirst(label.count)).trimmingCharacters(in: .whitespaces)
        }
        if let first = rest.first, "•*-–·".contains(first) { rest = rest.dropFirst() }
        else {
            let prefix = rest.prefix { $0.isNumber || $0 == "(" }
            let after = rest.dropFirst(prefix.count)
            if prefix.count <= 3, !prefix.isEmpty, let marker = after.first, ".)".contains(marker),
               after.dropFirst().first == " " {
                rest = after.dropFirst()
            } else if rest.count > 3, let letter = rest.first, letter.isLetter,
                      rest.dropFirst().first == ")", rest.dropFirst(2).first == " " {
                rest = rest.dropFirst(2)
            }
        }
        return rest.trimmingCharacters(in: .whitespaces)
    }

    /// Splits at `.`, `!` or `?` followed by a space and a capital, digit or quote, except after abbreviations
    /// and initials.
    private static func split(_ block: String) -> [String] {
        var pieces: [String] = []
        var start = block.startIndex
        var index = block.startIndex
        while index < block.endIndex {
            let character = block[index]
            let next = block.index(after: index)
            if ".!?".contains(character), next < block.endIndex, block[next] == " " {
                let following = block.index(after: next)
                let opensSentence = following < block.endIndex
                    && (block[following].isUppercase || block[following].isNumber || "\"“'(".contains(block[following]))
                let word = lastWords(1, of: block[start..<index]).last.map { $0.lowercased() } ?? ""
                let isAbbreviation = character == "." && (abbreviations.contains(word) || (word.count == 1 && word.first!.isLetter))
                if opensSentence && !isAbbreviation {
                    pieces.append(String(block[start...index]))
                    start = following
                }
            } else if ".!?".contains(character), next < block.endIndex, "”\"’'".contains(block[next]), block.index(after: next) < block.endIndex,
                      block[block.index(after: next)] == " ", start < index {
                // Speech ends a sentence with its closing quote: "“… help you.” The owl laughed …" was one sentence with the
                // speech before it, and a story's reason in it was asked as "“… help you.” The owl laughed".
                let following = block.index(after: block.index(after: next))
                if following < block.endIndex, block[following].isUppercase || "\"“".contains(block[following]) {
                    pieces.append(String(block[start...next]))
                    start = following
                }
            } else if character.isLowercase, next < block.endIndex, block[next] == " ", isLostFullStop(block, after: next) {
                // OCR drops full stops too: "… by Romulus and Remus Over several centuries …".
                pieces.append(String(block[start...index]) + ".")
                start = block.index(after: next)
            } else if character == ",", next < block.endIndex, block[next] == " ", !endsOpeningClause(block[start..<index]),
                      isMisreadFullStop(block, after: next) {
                // OCR often reads a full stop as a comma: "… as water vapour, Plants also release …".
                pieces.append(String(block[start..<index]) + ".")
                start = block.index(after: next)
            }
            index = next
        }
        if start < block.endIndex { pieces.append(String(block[start...])) }
        return pieces
    }

    /// A capitalised everyday word ("Over", "The", "When") after a lower-case word with no mark between them opens
    /// a sentence whose full stop OCR lost; names ("Hadrian's", "Soldiers") are left alone.
    private static func isLostFullStop(_ block: String, after space: String.Index) -> Bool {
        // "… her life story, Wonderful Adventures of Mrs Seacole in Many Lands": a word that leads into the next one (a
        // preposition, an article, "and") ends no sentence, and the title was cut at "in".
        let before = lastWords(1, of: block[..<space]).last.map { $0.lowercased() } ?? ""
        guard !leadingWords.contains(before) else { return false }
        guard let word = firstWords(1, of: block[block.index(after: space)...]).first.map(String.init), word.count > 1, word.first?.isUppercase == true,
              word.dropFirst().allSatisfy(\.isLowercase) else { return false }
        return sentenceOpeners.contains(word.lowercased())
    }

    /// The first `count` words of `text`: `text.split(separator: " ").prefix(count)` without splitting the rest. The
    /// sentence splitter looks at the words around every space of a block, and splitting the whole block each time
    /// made it quadratic in the block's length.
    private static func firstWords(_ count: Int, of text: Substring) -> [Substring] {
        Array(text.split(separator: " ", maxSplits: count).prefix(count))
    }

    /// The last `count` words of `text`, in order: `text.split(separator: " ").suffix(count)` without splitting the rest.
    private static func lastWords(_ count: Int, of text: Substring) -> [Substring] {
        var words: [Substring] = []
        var rest = text
        while words.count < count, let end = rest.lastIndex(where: { $0 != " " }) {
            let word = rest[...end]
            let start = word.lastIndex(of: " ").map { word.index(after: $0) } ?? word.startIndex
            words.insert(word[start...], at: 0)
            rest = word[..<start]
        }
        return words
    }

    /// Words that lead into the word after them: no sentence ends with one.
    private static let leadingWords: Set<String> = [
        "a", "an", "the", "of", "in", "to", "and", "or", "for", "with", "from", "at", "on", "by", "into", "as", "than",
        "my", "his", "her", "their", "its", "our", "your",
    ]

    /// Everyday words that open sentences: capitalised after a lower-case word, they mark a full stop OCR lost or
    /// read as a comma.
    private static let sentenceOpeners: Set<String> = [
        "the", "over", "when", "in", "it", "this", "these", "there", "they", "after", "before", "during", "some",
        "most", "many", "as", "at", "by", "from", "on",
    ]

    /// Whether `piece`, the sentence so far, is a clause that opens with a subordinating word and has no comma yet
    /// ("When the Blitz began in September 1940"): the comma after it leads into the main clause, whatever follows
    /// ("…, German bombers attacked London"), and no sentence ends there.
    private static func endsOpeningClause(_ piece: Substring) -> Bool {
        guard let first = piece.split(separator: " ").first else { return false }
        return RecallQuestions.subordinators.contains(first.lowercased()) && !piece.contains(",")
    }

    /// A comma before a capitalised word that is no name (the dictionary knows it in lower case) and that opens a
    /// clause of its own (a verb follows within three words) is a misread full stop.
    private static func isMisreadFullStop(_ block: String, after space: String.Index) -> Bool {
        let rest = firstWords(4, of: block[block.index(after: space)...]).map { String($0) }
        guard let word = rest.first, word.first?.isUppercase == true, word.count > 1, word.dropFirst().allSatisfy(\.isLowercase),
              !commonWords.contains(word.lowercased()) || sentenceOpeners.contains(word.lowercased()),
              DictionaryWords.knows(word.lowercased()) else { return false }
        // "The Lord Mayor, Sir Thomas Bloodworth, was woken …": a capital after the word is a name going on (a title and a
        // name in apposition), not a sentence after a misread stop.
        guard rest.count > 1, rest[1].first?.isUppercase == false else { return false }
        // "The four inner planets, Mercury, Venus, Earth and Mars, are small": a list of names goes on, its last two
        // joined by "and"; so does one after a name ("Venus, Earth").
        if rest.count > 2, ["and", "or"].contains(rest[1]), rest[2].first?.isUppercase == true { return false }
        let before = lastWords(2, of: block[..<space].dropLast())
        if before.count >= 2, let last = before.last, last.first?.isUppercase == true, !commonWords.contains(last.lowercased()),
           before[before.count - 2].hasSuffix(",") { return false }
        return rest.dropFirst().contains { ["also", "is", "are", "was", "were", "has", "have"].contains($0) || ($0.hasSuffix("s") && $0.count > 3 && $0.first?.isLowercase == true) }
    }

    /// A word as it stands in a sentence, with trailing punctuation removed.
    struct Token {
        var text: String
        var position: Int
    }

    static func tokens(of sentence: String) -> [Token] {
        sentence.split(separator: " ").enumerated().compactMap { position, raw in
            var word = Substring(raw)
            while let last = word.last, !(last.isLetter || last.isNumber || last == "%") { word = word.dropLast() }
            while let first = word.first, !(first.isLetter || first.isNumber || first == "£" || first == "$") { word = word.dropFirst() }
            return word.isEmpty ? nil : Token(text: String(word), position: position)
        }
    }

    /// "6.650 kilometres" that ingest left as it was (`ThousandsSeparators`): a stop before exactly three digits is a
    /// decimal point or a blurred thousands comma, and a question on it keys one of the two at random. No question
    /// blanks, swaps or asks it.
    static func isAmbiguousThousands(_ word: String) -> Bool {
        ThousandsGroups.grouped(word, by: ".")
    }

    static func isNumber(_ word: String) -> Bool {
        var digits = 0
        for character in word {
            if character.isNumber { digits += 1 }
            else if !",.%£$".contains(character) { return false }
        }
        return digits > 0 && word.first.map { $0.isNumber || $0 == "£" || $0 == "$" } == true
    }

    static func isYear(_ word: String) -> Bool {
        word.count == 4 && word.allSatisfy(\.isNumber) && (1000...2100).contains(Int(word) ?? 0)
    }

    /// Era and time markers look like acronyms but are not names.
    static let notNames: Set<String> = ["AD", "BC", "BCE", "CE", "AM", "PM", "OK"]

    static func isCapitalized(_ word: String) -> Bool {
        guard let first = word.first, first.isUppercase, word.count >= 2, !notNames.contains(word) else { return false }
        let rest = word.dropFirst()
        return rest.allSatisfy { $0.isLowercase || $0 == "'" || $0 == "-" } || (word.count <= 6 && word.allSatisfy(\.isUppercase))
    }

    /// Words too common to quiz on, and words that may open a sentence in capitals without being names.
    static let commonWords: Set<String> = [
        "the", "a", "an", "and", "or", "but", "of", "in", "on", "at", "to", "for", "from", "by", "with", "as", "is", "are",
        // Pronouns and auxiliaries are no terms: "itself" was offered beside "nickel" and "cobalt", "cannot" beside
        // "pure water" ("… but solids and liquids cannot").
        "itself", "himself", "herself", "themselves", "ourselves", "yourself", "yourselves", "myself",
        // "A _____ east wind → strong | official | whatever" ("People fled with whatever they could carry").
        "whatever", "whichever", "whoever", "whomever", "wherever", "whenever", "somewhere", "anywhere", "everywhere",
        "someone", "anyone", "everyone", "somebody", "anybody", "everybody", "nobody",
        "cannot", "might", "must", "shall", "does", "did", "has", "have", "had",
        "was", "were", "be", "been", "being", "it", "its", "this", "that", "these", "those", "there", "their", "they",
        "them", "he", "she", "his", "her", "we", "our", "you", "your", "i", "my", "me", "when", "where", "which", "who",
        "what", "why", "how", "if", "then", "than", "so", "not", "no", "yes", "all", "some", "many", "most", "more", "each",
        "every", "after", "before", "during", "while", "because", "although", "however", "therefore", "also", "only",
        "about", "into", "over", "under", "between", "through", "without", "within", "around", "another", "other",
        "others", "several", "usually", "always", "often", "sometimes", "called", "known", "example", "examples",
        "important", "different", "because", "people", "become", "became", "should", "would", "could", "number",
        "numbers", "answer", "answers", "question", "questions", "explain", "describe", "write", "following",
        "homework", "chapter", "lesson", "exercise", "page", "section", "today", "things", "something", "anything",
        "everything", "nothing", "little", "large", "small", "longer", "shorter", "better", "greater", "higher",
        "lower", "together", "whether", "whose", "whole", "almost", "already", "around", "across", "against", "along",
        "because", "behind", "below", "beside", "beyond", "inside", "outside", "toward", "towards", "upon", "until",
        "unless", "instead", "rather", "really", "either", "neither", "enough", "further", "first", "second", "third",
        "finally", "again", "called", "makes", "making", "made", "taken", "takes", "given", "gives", "using", "means",
        "certain", "simple", "common", "special", "general", "usual", "possible", "probably", "perhaps", "however",
        "another", "although", "between", "because", "through", "should", "people", "always", "before", "little",
        "january", "february", "march", "april", "june", "july", "august", "september", "october", "november",
        "december", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "name", "date",
        "class", "teacher", "student", "students", "worksheet", "notes", "note", "remember", "read", "find", "show",
        "contain", "contains", "become", "becomes", "release", "releases", "absorbs", "affects", "increases", "reduces",
        "produce", "produces", "include", "includes", "causes", "allows", "happens", "depends", "helps", "provides",
        "because", "together", "little", "things", "having", "another", "pupils", "altogether", "minute", "minutes",
        "metres", "meters", "kilometres", "grams", "litres", "liters", "pounds", "degrees", "percent", "people",
    ]

    /// Nouns that stand for whatever the sentence around them says and name nothing themselves: no key and no option.
    /// "Many rainforest plants have special _____ → features | tree trunks | rainforests" asks for no fact of the page.
    static let generalNouns: Set<String> = [
        "feature", "features", "characteristic", "characteristics", "aspect", "aspects", "reason", "reasons", "detail",
        "details", "variety", "varieties", "amount", "amounts", "instance", "instances", "purpose", "purposes",
    ]

    /// Endings that mark technical nouns (science, history and maths vocabulary).
    static let technicalEndings = [
        "sis", "tion", "sion", "ism", "ogen", "ide", "ase", "ium", "phyll", "plast", "ology", "osis", "ment", "ance",
        "ence", "cule", "cyte", "some", "meter", "metre", "graph", "ure", "ity", "ane", "ene", "gy", "cy",
    ]

    private static let yearLeads: Set<String> = [
        "in", "since", "by", "until", "till", "from", "around", "year", "of", "before", "after", "c", "circa", "and", "to",
        "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december",
    ]

    /// "in 1789" or "1804." is a year; "2000 metres" is a quantity.
    static func looksLikeYear(at index: Int, in words: [Token]) -> Bool {
        if index > 0, words[index - 1].position == words[index].position - 1, yearLeads.contains(words[index - 1].text.lowercased()) {
            return true
        }
        guard index + 1 < words.count, words[index + 1].position == words[index].position + 1 else { return true }
        let next = words[index + 1].text
        return !(next.first?.isLowercase ?? false) || ["bc", "bce", "ad", "ce", "when", "the", "and", "he", "she", "they"].contains(next)
    }

    /// A numeral opening a sentence is a good answer only with its unit or noun after it ("25 degrees",
    /// "300 soldiers"); before a capital it is usually an OCR stray or a margin number.
    static func isLoneLeadingNumber(at index: Int, in words: [Token]) -> Bool {
        guard words[index].position == 0 else { return false }
        guard index + 1 < words.count, words[index + 1].position == 1 else { return true }
        return !(words[index + 1].text.first?.isLowercase ?? false)
    }

    /// A capitalised common word opens a name when a capitalised uncommon word follows: "Third Estate".
    static func startsName(at index: Int, in words: [Token]) -> Bool {
        guard index + 1 < words.count, words[index + 1].position == words[index].position + 1 else { return false }
        let next = words[index + 1].text
        return isCapitalized(next) && !commonWords.contains(next.lowercased())
    }

    /// Whether the word at `index` ends a compound noun WordNet lists whose first word opens the sentence, capitalised
    /// only for that ("Carbon dioxide", "Sodium hydroxide"): the word alone is half a term.
    static func closesOpeningCompound(at index: Int, in words: [Token]) -> Bool {
        guard index == 1, words[0].position == 0, words[1].position == 1, let wordNet = WordNet.shared else { return false }
        let first = words[0].text
        guard first.count >= 3, first.allSatisfy(\.isLetter), first.first?.isUppercase == true, first.dropFirst().allSatisfy(\.isLowercase)
        else { return false }
        return wordNet.readings(of: first.lowercased() + " " + words[1].text).contains { $0.partOfSpeech == .noun }
    }

    /// Whether the one word `word` is part of a compound noun WordNet lists with the words beside it in `sentence`, no
    /// comma between ("bicarbonate of soda", "breast cancer", "cotton mills"): a word swapped or blanked inside it ("soothed
    /// with grease of soda", "the _____ mills") tests no fact, only the phrase.
    static func isInsideCompound(_ word: String, in sentence: String) -> Bool {
        guard !word.contains(" "), let wordNet = WordNet.shared else { return false }
        let raw = TextTokens.spaced(sentence).map(String.init)
        let words = raw.map { TextTokens.trimmed($0).lowercased() }
        let lower = word.lowercased()
        // A span joins only words with no mark between them, and opens on no word of fewer than three letters nor any of
        // `notCompoundOpeners`, as `compound(at:in:of:)` asks: WordNet's "the Flood" (Noah's) made "controls the floods"
        // a compound, and the Nile photo lost a question and its quiz.
        func joined(_ range: ClosedRange<Int>) -> String? {
            guard range.lowerBound >= 0, range.upperBound < words.count, words[range.lowerBound].count >= 3,
                  !notCompoundOpeners.contains(words[range.lowerBound]),
                  !raw[range.lowerBound..<range.upperBound].contains(where: { $0.last.map { !$0.isLetter } ?? true }) else { return nil }
            return words[range].joined(separator: " ")
        }
        for at in words.indices where words[at] == lower {
            let spans = [(at - 1)...at, at...(at + 1)] + (at + 2 < words.count && words[at + 1] == "of" ? [at...(at + 2)] : [])
                + (at >= 2 && words[at - 1] == "of" ? [(at - 2)...at] : [])
            if spans.contains(where: { span in joined(span).map { wordNet.readings(of: $0).contains { $0.partOfSpeech == .noun } } ?? false }) {
                return true
            }
        }
        return false
    }

    /// Key terms of every sentence, scored: names and numbers are strong, technical nouns stronger when repeated.
    /// Words that open no compound noun on a page, though WordNet lists phrases that start with some ("the Flood").
    static let notCompoundOpeners: Set<String> = ["the", "and", "its", "his", "her", "our", "their", "this", "that", "each", "any", "all"]

    /// The compound noun WordNet lists that the word at `index` begins or ends ("carbon dioxide", "global warming",
    /// "series circuit"), written as the sentence writes it, and the index after it.
    static func compound(at index: Int, in words: [Token], of sentence: String) -> (text: String, end: Int)? {
        guard let wordNet = WordNet.shared else { return nil }
        for (first, second) in [(index, index + 1), (index - 1, index)] where first >= 0 && second < words.count {
            guard words[second].position == words[first].position + 1,
                  words[first].text.allSatisfy(\.isLetter), words[second].text.allSatisfy(\.isLetter),
                  words[first].text == words[first].text.lowercased(), words[first].text.count >= 3,
                  !notCompoundOpeners.contains(words[first].text)
            else { continue } // "A battery" is a kind of battery in WordNet; "a battery" on a page is not
            let phrase = words[first].text + " " + words[second].text
            // Side by side in the text (no comma between) and a noun WordNet knows as one.
            guard sentence.contains(phrase), wordNet.readings(of: phrase).contains(where: { $0.partOfSpeech == .noun }) else { continue }
            return (phrase, second + 1)
        }
        return nil
    }

    static func keyTerms(in sentences: [Sentence]) -> [KeyTerm] {
        var frequency: [String: Int] = [:]
        var capitalizedMidSentence = Set<String>()
        // "Mary I brought back the Catholic Church": on a page whose every "I" follows a name, "I" is a monarch's numeral
        // and part of the name (the blank was "_____ I", keyed "Mary", among "Edward VI" and "Henry VII").
        var numeralI = true
        for sentence in sentences {
            let words = tokens(of: sentence.text)
            for (at, token) in words.enumerated() {
                frequency[token.text.lowercased(), default: 0] += 1
                if token.position > 0, isCapitalized(token.text) { capitalizedMidSentence.insert(token.text) }
                if token.text == "I", !(at > 0 && words[at - 1].position + 1 == token.position && isCapitalized(words[at - 1].text)) { numeralI = false }
            }
        }
        var terms: [KeyTerm] = []
        for sentence in sentences {
            let words = tokens(of: sentence.text)
            var i = 0
            while i < words.count {
                let word = words[i].text
                let lower = word.lowercased()
                if isYear(word), looksLikeYear(at: i, in: words) {
                    terms.append(KeyTerm(text: word, kind: .year, sentence: sentence.index, score: 3.2))
                } else if isAmbiguousThousands(word) {
                    // Six and a half, or six thousand six hundred and fifty: no key either way.
                } else if isNumber(word), !isLoneLeadingNumber(at: i, in: words) {
                    terms.append(KeyTerm(text: word, kind: .number, sentence: sentence.index, score: 2.8))
                } else if isCapitalized(word), words[i].position > 0 || capitalizedMidSentence.contains(word),
                          !commonWords.contains(lower) || startsName(at: i, in: words) {
                    // A run of capitalised words, allowing "of"/"the" inside: "Battle of Hastings".
                    var parts = [word]
                    var j = i + 1
                    while j < words.count, words[j].position == words[j - 1].position + 1 {
                        if isCapitalized(words[j].text), !commonWords.contains(words[j].text.lowercased()) {
                            parts.append(words[j].text)
                            j += 1
                        } else if numeralI, words[j].text == "I" {
                            parts.append("I")
                            j += 1
                            break
                        } else if ["of", "the", "de", "von", "van"].contains(words[j].text), j + 1 < words.count,
                                  words[j + 1].position == words[j].position + 1, isCapitalized(words[j + 1].text) {
                            parts += [words[j].text, words[j + 1].text]
                            j += 2
                        } else if let joined = joinedNameTail(at: j, in: words) {
                            // "the Representation of the People Act", "the Women's Social and Political Union": one
                            // name, not "Representation" and "Women's Social" offered as names of their own.
                            parts += joined
                            j += joined.count
                        } else { break }
                    }
                    // "The Sun's rays": the name is "Sun"; "Sun's" was offered as a place ("Near the Sun's the climate is hot").
                    if let last = parts.last, case let owner = WordCheck.bare(last), !owner.isEmpty { parts[parts.count - 1] = owner }
                    let phrase = parts.joined(separator: " ")
                    // "Wonderful Adventures of Mrs Seacole in Many Lands": a run opening with an amount word is a title's
                    // words, not a place ("Where was Mary Seacole born? → in Many Lands" was offered).
                    // "when the Pope would not end his marriage", "the King ordered": a title alone names an office, not a
                    // person ("Who was followed by his sister Mary I? → Edward | Pope | Henry VII" was offered).
                    if RecallQuestions.amountWords.contains(parts[0].lowercased()) || parts.count == 1 && Page.titles.contains(lower) {
                        i = j
                        continue
                    }
                    if sentence.text.contains(phrase) {
                        terms.append(KeyTerm(text: phrase, kind: .name, sentence: sentence.index,
                                             score: 3 + min(1, Double(parts.count - 1) * 0.3)))
                    }
                    i = j
                    continue
                } else if word.count >= 6, word.allSatisfy(\.isLetter), word == lower, !commonWords.contains(lower), !generalNouns.contains(lower),
                          !["ed", "ly", "ing"].contains(where: { lower.hasSuffix($0) }) {
                    // Half of a compound is no answer: "Because trees absorb carbon _____" keyed "dioxide".
                    // Nor where the compound opens the sentence: "Sodium hydroxide is a strong alkali" gave "hydroxide"
                    // alone, as a key ("Sodium _____") and as a wrong option elsewhere.
                    if closesOpeningCompound(at: i, in: words) {
                        i += 1
                        continue
                    }
                    if let compound = compound(at: i, in: words, of: sentence.text) {
                        terms.append(KeyTerm(text: compound.text, kind: .term, sentence: sentence.index,
                                             score: 1.5 + 0.5 * Double(min(3, (frequency[lower] ?? 1) - 1))))
                        i = compound.end
                        continue
                    }
                    let repeated = Double(min(3, (frequency[lower] ?? 1) - 1))
                    let technical = technicalEndings.contains { lower.hasSuffix($0) } ? 0.8 : 0
                    let length = min(1, Double(word.count - 5) / 6)
                    terms.append(KeyTerm(text: word, kind: .term, sentence: sentence.index,
                                         score: 1 + 0.5 * repeated + technical + length))
                }
                i += 1
            }
        }
        return terms.filter { !($0.kind == .name && isTwoNamesSideBySide($0.text, names: terms.filter { $0.kind == .name }.map(\.text))) }
    }

    /// The words that go on a name at `index` across "of the" ("Representation of the People Act"), "and of the", or "and" when the
    /// name ends in a body's or a law's word ("Social and Political Union"); "Malcolm and Donalbain" are two names.
    static func joinedNameTail(at index: Int, in words: [Token]) -> [String]? {
        func run(from start: Int) -> [String] {
            var found: [String] = []
            var k = start
            while k < words.count, words[k].position == words[start].position + (k - start), isCapitalized(words[k].text) {
                found.append(words[k].text)
                k += 1
            }
            return found
        }
        let word = words[index].text
        if word == "of", index + 2 < words.count, words[index + 1].text == "the", words[index + 2].position == words[index].position + 2 {
            let tail = run(from: index + 2)
            return tail.isEmpty ? nil : ["of", "the"] + tail
        }
        // "the Declaration of the Rights of Man and of the Citizen": one name to its end.
        if word == "and", index + 3 < words.count, words[index + 1].text == "of", words[index + 2].text == "the",
           words[index + 3].position == words[index].position + 3 {
            let tail = run(from: index + 3)
            return tail.isEmpty ? nil : ["and", "of", "the"] + tail
        }
        if word == "and", index + 1 < words.count, words[index + 1].position == words[index].position + 1 {
            let tail = run(from: index + 1)
            guard let last = tail.last, bodyHeads.contains(last.lowercased()) else { return nil }
            return ["and"] + tail
        }
        return nil
    }

    /// Words that end the name of a body, a law or an institution: "Union", "Party", "Act".
    static let bodyHeads: Set<String> = [
        "union", "society", "societies", "party", "company", "council", "league", "association", "committee", "institute",
        "college", "university", "act", "movement", "federation", "alliance", "museum", "trust", "bank", "corporation",
    ]

    /// "to make England Catholic again": a name and a describing word that merely stand together, each written
    /// elsewhere in a name of its own ("invade England", "the Catholic Church"), are no one name. A person's full name
    /// ("Marie Curie", also "Curie" alone) and a place ("Pacific Ocean" beside "Atlantic Ocean") end in a noun.
    /// A longer run of capitals is two names when the page writes each part on its own: "Duncan makes Macbeth Thane
    /// of Cawdor" beside "Macbeth" and "will become Thane of Cawdor" (the key "Macbeth Thane of Cawdor" was asked).
    static func isTwoNamesSideBySide(_ name: String, names: [String]) -> Bool {
        let parts = name.split(separator: " ").map(String.init)
        if parts.count >= 3 {
            let others = Set(names.filter { $0 != name })
            return (1..<parts.count).contains { others.contains(parts[..<$0].joined(separator: " ")) && others.contains(parts[$0...].joined(separator: " ")) }
        }
        guard parts.count == 2, let wordNet = WordNet.shared else { return false }
        let (first, second) = (parts[0], parts[1])
        let firstAlone = names.contains { $0 != name && $0.split(separator: " ").contains(Substring(first)) }
        let secondAlone = names.contains { $0 != name && $0.split(separator: " ").contains(Substring(second)) }
        guard firstAlone, secondAlone else { return false }
        guard !Page.placeHeads.contains(second.lowercased()) else { return false }
        let describes = wordNet.commonest(second.lowercased())?.partOfSpeech == .adjective
        // "Catholic" is first a person in WordNet, but it can describe: after a place it does.
        let describesAPlace = Page.isPlaceInWordNet(first) && wordNet.readings(of: second.lowercased()).contains { $0.partOfSpeech == .adjective }
        return describes || describesAPlace
    }
}
