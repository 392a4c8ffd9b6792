import Foundation

/// One word problem or exercise of a maths page, with the question it asks.
struct MathsProblem {
    /// The problem as the page states it, without a result the page already gives ("…, so its perimeter is 46 metres").
    var setup: String
    /// The page's own question, if it asks one ("How many boxes does she fill?").
    var question: String?
    /// Where it starts on the page (line number).
    var position: Int

    /// The whole problem in lower case, the question once ("What is 15% of 80?" is both setup and question).
    var lowered: String { (question == nil || question == setup ? setup : setup + " " + (question ?? "")).lowercased() }
}

/// A computed answer: the value, how to write it, the working, and the answers that common slips give.
struct MathsSolution {
    var value: Double
    /// Writes a value in the answer's form ("£7.50", "150 minutes", "84 m²").
    var format: (Double) -> String
    var working: String
    /// Values a learner gets by a typical mistake: wrong operation, a step left out, a unit slip, off by one.
    var mistakes: [Double]
    /// The question to ask when the page states the problem without one.
    var defaultQuestion: String
    /// Whether an answer below zero makes sense (a temperature): other answers and slips are amounts, never negative.
    var signed = false
    /// Counts the problem states of the things the rule works with, which its working does not write ("Two towns are
    /// 7 cm apart", "Three angles around a point are …"): read, though no step uses them.
    var counts: [Double] = []
}

/// Splits a maths page into problems: numbered or lettered items, else paragraphs.
enum MathsPages {
    static func problems(in text: String) -> [MathsProblem] {
        var blocks: [(text: String, line: Int)] = []
        var current: [String] = []
        var start = 0
        func flush() {
            if !current.isEmpty { blocks.append((current.joined(separator: " "), start)) }
            current = []
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        for (number, line) in lines.enumerated() {
            if line.isEmpty {
                // OCR marks paragraph breaks inside a sentence ("… can" / blank / "be poured from three bottles?").
                let next = lines.dropFirst(number + 1).first { !$0.isEmpty } ?? ""
                if let last = current.last?.last, !".!?:".contains(last), next.first?.isLowercase == true { continue }
                flush()
                continue
            }
            if let body = itemBody(line) { flush(); start = number; current = [body]; continue }
            if current.isEmpty { start = number }
            current.append(line)
        }
        flush()
        return blocks.compactMap { block in
            // A word broken at a line's end ("240-" / "page book") is one word again; a spaced minus ("4x - 7") stays a minus.
            var text = block.text.replacingOccurrences(of: #"(?<=\S)- "#, with: "-", options: .regularExpression)
                .split(separator: " ").joined(separator: " ")
                // A map's "1 : 50 000" groups its thousands with a space: one number, written with a comma.
                .replacingOccurrences(of: #"(?<=\b1\s?:\s?\d{1,3}) (?=\d{3}\b)"#, with: ",", options: .regularExpression)
            // A worked answer the sheet prints ("… needed? Answer: 5 minibuses") is the learner's to find: the problem ends
            // before it, or it would be no sentence at all and the problem would be lost.
            if let answer = text.range(of: #"\b(?:answer|ans)\s*[:=]"#, options: [.regularExpression, .caseInsensitive]) {
                text = text[..<answer.lowerBound].trimmingCharacters(in: .whitespaces)
            }
            // A drill's sum with its answer left blank ("7 × 8 =", "345 + 278 = ____", "56 ÷ 7 = …") asks what "= ?" does.
            if let blank = text.range(of: #"[\d²³]\s*=\s*(?:_+|\.{2,}|…|\[\s*\]|\(\s*\))?\s*$"#, options: .regularExpression),
               let equals = text[blank].firstIndex(of: "=") {
                text = String(text[..<equals]) + "= ?"
            }
            // Numbers in words count when the block asks a question ("A farmer has fifteen cows and three times as many
            // sheep. How many …?"); a prose sentence with "two" in it is no problem.
            guard text.contains(where: \.isNumber) || (text.hasSuffix("?") && Regex.firstMatch(MathsSolver.number, in: text.lowercased()) != nil)
            else { return nil }
            // Stray marks after the last sentence ("… around it? x") are OCR debris, not a sentence cut off.
            var sentences = sentences(in: text)
            while let last = sentences.last, last.count <= 2 { sentences.removeLast() }
            // An instruction after the question ("… does she fill? Show your working", its stop lost on a photo of cloth)
            // changes no sum: the problem is whole without it, not cut off.
            while sentences.count > 1, let last = sentences.last, isInstruction(last) { sentences.removeLast() }
            var questions = sentences.filter { $0.hasSuffix("?") }
            // "A bike costs £400. Its price is increased by 15%. Find the new price.": a last instruction without a number of
            // its own asks what a question would.
            if questions.isEmpty, sentences.count >= 2, let last = sentences.last, last.hasSuffix("."), !last.contains(where: \.isNumber),
               Regex.firstMatch(#"^(?:find|work out|calculate) (?:the|its|his|her|their|how)\b"#, in: last) != nil {
                questions = [last]
                sentences.removeLast()
            }
            // A sentence cut off before its end (OCR lost the rest) could change the sum: no guess from it.
            // An exercise ("Solve: 4x + 7 = 31", "5x = 35, find x", "Work out 45 × 6") is whole without a full stop.
            guard sentences.last.map({ ".?!".contains($0.last ?? " ") || Regex.firstMatch(exerciseEnd, in: $0) != nil }) ?? false
            else { return nil }
            var setup = sentences.filter { !$0.hasSuffix("?") && !isInstruction($0) }.map(cutStatedResult)
            if setup.isEmpty, let first = questions.first, questions.count == 1 { setup = [first] } // "What is 15% of 80?"
            guard !setup.isEmpty else { return nil }
            return MathsProblem(setup: setup.joined(separator: " "), question: questions.last, position: block.line)
        }
    }

    /// How an exercise ends when it has no full stop: an equation's number, "find x", or a sum's last number.
    static let exerciseEnd = #"=\s*-?\d+(?:\.\d+)?(?:,?\s*(?:find|solve for|what is) [a-z])?$|\d\s*[+\-−×x*÷/]\s*\d+(?:,\d{3})*(?:\.\d+)?$"#

    /// Sentences of a problem, keeping every symbol (+, ×, =) that prose clean-up would drop.
    static func sentences(in text: String) -> [String] {
        var result: [String] = []
        var current = ""
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            current.append(character)
            let ends = ".?!".contains(character) && (index + 1 == characters.count || characters[index + 1] == " ")
                && !(character == "." && index > 0 && characters[index - 1].isNumber && index + 1 < characters.count && characters[index + 1].isNumber)
            if ends {
                let sentence = current.trimmingCharacters(in: .whitespaces)
                if !sentence.isEmpty { result.append(sentence) }
                current = ""
            }
        }
        let rest = current.trimmingCharacters(in: .whitespaces)
        if !rest.isEmpty { result.append(rest) }
        return result
    }

    /// "1. …", "2) …", "a) …", "Q3 …" → the text after the marker.
    static func itemBody(_ line: String) -> String? {
        // "3, Sam has 120 stickers": a photo reads a list number's point as a comma (TestImages/maths-photo.jpg, whose
        // third problem then ran on from the second, unsolved, and the page fell to 7 good questions); a capital follows.
        let patterns = [#"^(?:Q|q)?\d{1,2}[.)]\s+(.*)$"#, #"^\(?[a-z]\)\s+(.*)$"#, #"^(?:Q|q)\d{1,2}\s+(.*)$"#, #"^\d{1,2},\s+([A-Z].*)$"#]
        for pattern in patterns {
            if let match = Regex.firstMatch(pattern, in: line), let body = match.group(1) { return body }
        }
        return nil
    }

    static func isInstruction(_ sentence: String) -> Bool {
        let first = sentence.split(separator: " ").first?.lowercased() ?? ""
        return ["show", "read", "explain", "remember", "use", "check", "write"].contains(first) && !sentence.contains(where: \.isNumber)
    }

    /// Drops a result the page states: "…, so its perimeter is 46 metres" keeps "…".
    static func cutStatedResult(_ sentence: String) -> String {
        var text = sentence
        for marker in [", so ", ", giving ", ", which is ", " giving ", " so ", ", making "] {
            if let range = text.range(of: marker), text[range.upperBound...].contains(where: \.isNumber) {
                text = String(text[..<range.lowerBound]) + "."
            }
        }
        return text
    }
}

/// Tiny regular-expression helper: the capture groups of the first match, as strings.
enum Regex {
    /// Compiled patterns, kept: the solver tries every rule on every problem.
    private final class Compiled: @unchecked Sendable {
        let lock = NSLock()
        var patterns: [String: NSRegularExpression] = [:]

        func regex(_ pattern: String) -> NSRegularExpression? {
            lock.lock()
            defer { lock.unlock() }
            if let known = patterns[pattern] { return known }
            let made = try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive])
            patterns[pattern] = made
            return made
        }
    }

    private static let compiled = Compiled()

    static func firstMatch(_ pattern: String, in text: String) -> [String?]? {
        guard let regex = compiled.regex(pattern) else { return nil }
        let range = NSRange(text.startIndex..., in: text)
        guard let match = regex.firstMatch(in: text, range: range) else { return nil }
        return (0..<match.numberOfRanges).map { index in
            Range(match.range(at: index), in: text).map { String(text[$0]) }
        }
    }

    /// Every match of `pattern` in `text` (compiled once per process, like the others).
    static func results(_ pattern: String, in text: String) -> [NSTextCheckingResult] {
        guard let regex = compiled.regex(pattern) else { return [] }
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text))
    }

    static func allMatches(_ pattern: String, in text: String) -> [[String?]] {
        guard let regex = compiled.regex(pattern) else { return [] }
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            (0..<match.numberOfRanges).map { index in Range(match.range(at: index), in: text).map { String(text[$0]) } }
        }
    }
}

extension Array where Element == String? {
    /// The capture group at `index`, or nil when it did not take part in the match.
    func group(_ index: Int) -> String? { indices.contains(index) ? self[index] : nil }
}
