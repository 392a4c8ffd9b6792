import SnapQuizCore

extension StringProtocol {
    /// `contains` for this module's text tests ("a _____", " ", a folded sentence in a folded page), by UTF-8 bytes
    /// (`String.includes`). It shadows Foundation's `contains(_:)`, which bridged both sides through CFString on every
    /// call and took about a tenth of the offline generator's time. Page text here is NFC (what OCR and UTF-8
    /// files give), so byte equality is the equality meant.
    func contains(_ other: String) -> Bool {
        String(self).includes(other)
    }
}
