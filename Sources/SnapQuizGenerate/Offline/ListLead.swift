import Foundation

/// A list item that ends its lead's sentence ("Plant cells also have:" above "- a large vacuole filled with cell sap.")
/// is asked as the whole sentence ("Plant cells also have a large _____ filled with cell sap."), not as the fragment
/// that was asked before. It is quoted as the page prints it: the evidence is the item alone (the page never writes
/// the lead and a later item together, so a quote of both is not on it), the feedback the lead, a gap and the item.
enum ListLead {
    static func quoting(_ candidate: Candidate, on page: Page) -> Candidate {
        var quoted = candidate
        for index in candidate.sentences {
            guard let sentence = page.sentence(index), let lead = sentence.lead else { continue }
            let item = String(sentence.text.dropFirst(lead.count + 1))
            quoted.question.evidence = quoted.question.evidence.replacingOccurrences(of: sentence.text, with: item)
            quoted.question.explanation = quoted.question.explanation.replacingOccurrences(of: sentence.text, with: lead + ": … " + item)
        }
        return quoted
    }
}
