import Foundation

/// A method written as prose: "First, sift the flour into a bowl. Next, make a well in the middle …", or a practical's
/// "Method: Place 50 ml of water in a beaker. Add one spoon of salt and stir …". Its commands, in order, are its steps.
extension ProcedureQuestions {
    /// Words that put a step in its place and are no part of it ("First,", "After that,").
    static let sequenceOpeners = ["after that", "after this", "first of all", "first", "firstly", "second", "secondly", "third", "thirdly",
                                  "next", "then", "now", "finally", "lastly", "afterwards", "to finish", "to start"]
    /// Labels that open a method ("Method: Place …"); any other label ("Aim:", "Equipment:", "Safety:", "Conclusion:") opens
    /// a part of the page that is no step.
    static let methodLabels: Set<String> = ["method", "instructions", "steps", "what to do", "directions", "procedure"]
    /// The labels of a practical's or a recipe's parts ("Aim:", "Equipment:", "You will need:"): no words of a word list.
    static let sectionLabels: Set<String> = methodLabels.union(["aim", "aims", "equipment", "apparatus", "materials", "ingredients",
                                                                "you will need", "you need", "safety", "results", "conclusion",
                                                                "prediction", "hypothesis", "variables", "serves"])
    /// The labels of a list of what a method needs ("Equipment: a beaker, …", "You will need: …").
    static let needsLabels: Set<String> = ["equipment", "apparatus", "materials", "ingredients", "you will need", "you need"]

    /// Whether `text` is a list of what a method needs.
    static func listsNeeds(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":") else { return false }
        return needsLabels.contains(text[..<colon].lowercased())
    }

    /// Commands a worksheet gives its reader ("Read the text.", "Answer the questions.") rather than a method its steps.
    static let worksheetCommands: Set<String> = ["read", "answer", "write", "explain", "describe", "discuss", "name", "list", "complete",
                                                 "underline", "circle", "label", "find", "show", "calculate", "copy", "check", "remember"]

    /// The commands of the page's prose, in order, where they make a method: at least five, in a run where no two
    /// sentences in a row are anything else and at least three in four are commands, few of them a worksheet's. A page of
    /// facts with the odd "Look at the diagram." has no such run; a practical's aim, equipment and safety lines (a
    /// paragraph opened by a label other than "Method:") are no steps.
    static func proseSteps(of page: Page) -> [Step] {
        let aside = labelledParagraphs(page.text)
        var runs: [[Step]] = [], run: [Step] = [], others = 0, gap = 0
        func close() {
            if run.count >= 5, 4 * run.count >= 3 * (run.count + others) { runs.append(run) }
            run = []; others = 0; gap = 0
        }
        for sentence in page.sentences where !sentence.isHeading {
            let flat = sentence.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            if aside.contains(where: { $0.contains(flat) }) { continue }
            if let step = command(in: flat) {
                others += gap; gap = 0
                run.append(Step(text: step, sentence: sentence.index, numbered: false))
            } else {
                gap += 1
                if gap >= 2 { close() }
            }
        }
        close()
        guard let best = runs.max(by: { $0.count < $1.count }) else { return [] }
        let worksheet = best.filter { worksheetCommands.contains($0.text.split(separator: " ").first.map { $0.lowercased() } ?? "") }
        return 3 * worksheet.count > best.count ? [] : best
    }

    /// A sentence as a step, without its sequence word or "Method:" ("First, sift the flour into a bowl." → "Sift the
    /// flour into a bowl"), or nil when it is no command.
    static func command(in sentence: String) -> String? {
        guard !sentence.hasSuffix("?") else { return nil }
        var text = withoutFinalMark(sentence)
        if let colon = text.firstIndex(of: ":") {
            guard methodLabels.contains(text[..<colon].lowercased()) else { return nil }
            text = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let lowered = text.lowercased()
        if let opener = sequenceOpeners.first(where: { lowered.hasPrefix($0 + ",") || lowered.hasPrefix($0 + " ") }) {
            text = text.dropFirst(opener.count).trimmingCharacters(in: CharacterSet(charactersIn: ", "))
            text = text.prefix(1).uppercased() + text.dropFirst()
        }
        // "When it has doubled in size, press the air out and shape it into a loaf.": the command after a time clause is
        // the step (left out, the method's next step after "Leave it to rise" was keyed "Place the loaf in the tin").
        let opening = text.split(separator: " ").first.map { TextTokens.trimmed(String($0)).lowercased() } ?? ""
        if timeClauseOpeners.contains(opening) || lowered.hasPrefix("as soon as "), let comma = text.range(of: ", ") {
            let rest = text[comma.upperBound...]
            text = rest.prefix(1).uppercased() + rest.dropFirst()
        }
        let words = text.split(separator: " ").map(String.init)
        return words.count >= 3 && opensWithCommand(words) ? text : nil
    }

    /// Words that open a clause of time before a step's command ("When it has risen, …", "Once it is cool, …").
    static let timeClauseOpeners: Set<String> = ["when", "once", "after", "before", "while", "whilst"]

    /// The page's paragraphs (lines between blank lines, joined) opened by a label that is not a method's: "Aim: …",
    /// "Equipment: …", "Safety: Wear goggles …".
    static func labelledParagraphs(_ text: String) -> [String] {
        text.components(separatedBy: "\n\n").compactMap { block in
            let flat = block.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            guard let colon = flat.firstIndex(of: ":") else { return nil }
            let label = flat[..<colon].lowercased()
            guard label.split(separator: " ").count <= 3, label.allSatisfy({ $0.isLetter || $0 == " " }), !methodLabels.contains(label) else { return nil }
            return flat
        }
    }
}
