import Foundation

extension WordNet {
    /// The sex WordNet records for the named person `name`: where its commonest sense is a named instance, whether the
    /// kinds above it are written as female or male ones ("Anne Boleyn" is a queen, a female aristocrat; "Richard III" a
    /// King of England, a king or male monarch; "Catherine of Aragon" a wife, a woman or adult female). True for a
    /// woman, false for a man, nil where WordNet says neither or both, or does not know the name as a named one (a
    /// place, a deity, a kind). A page on the Tudors never calls Anne Boleyn a woman, and "His son, _____" offered her.
    public func isFemale(named name: String) -> Bool? {
        guard let sense = nounSenses(of: name).first, !pointerOffsets(of: sense, kinds: ["@i"]).isEmpty else { return nil }
        var female = false, male = false
        for kind in ancestors(of: sense).keys where kind != sense {
            for word in synsetWords(at: kind) {
                let parts = word.lowercased().split(separator: " ")
                if parts.contains("female") { female = true } else if parts.contains("male") { male = true }
            }
        }
        return female == male ? nil : female
    }
}
