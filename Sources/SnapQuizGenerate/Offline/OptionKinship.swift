import SnapQuizLexicon

/// A wrong option a learner weighs names a thing of the key's own kind: a place for a place, a material for a
/// material, a time for a time. "began in the _____ of the eighteenth century → middle | worker | country | cholera"
/// and "most people lived in diseases" are answered by sense alone, though each word is a noun of the page. WordNet's
/// tree of kinds says how near two nouns stand (`WordNet.kinship`): "gravel" and "sand" are both materials (0.62),
/// "villages" and "towns" both districts (0.71); "gravel" and "source" (0.18), "villages" and "rivers" (0.17),
/// "famine" and "bucket" (0.17) meet only as physical things or abstractions.
extension Page {
    /// Below this a pair of nouns meets only high in WordNet's tree. Measured on the words of five pages of history,
    /// geography, science and biology: pairs a teacher would set ("arrows" and "stones" 0.50, "oesophagus" and
    /// "intestine" 0.57, "villages" and "towns" 0.71) stand above it; pairs a learner rules out ("villages" and
    /// "railways" 0.40, "harvest" and "famine" 0.35, "middle" and "worker" 0.31) below.
    static let leastKinship = 0.45

    /// For two artifacts by their commonest senses, the least kinship of those senses alone: WordNet files every made
    /// thing together, and rarer senses join what a learner keeps apart ("houses" and "railways" meet as businesses,
    /// 0.75). "houses" and "factories" 0.67, "halls" and "kitchens" 0.47, "sickles" and "ploughs" 0.35 stand; "houses"
    /// and "railways" 0, "canals" and "sickles" 0.12 do not. (Asked beside any artifact, "houses" and "arrows", first a
    /// mark, came apart too, but the greedy choice of the quiz then missed ten on a page of ancient Egypt in 2 of 5 seeds.)
    static let leastArtifactKinship = 0.3

    /// Whether `option` can stand in `key`'s place by what it names: true unless both are common nouns as this page
    /// uses them, known to WordNet, that are neither filed alike (`WordKind.namesSameThing`: landforms and waters are
    /// filed together, but meet only as physical things in WordNet's shallow tree) nor meet low in its tree
    /// (`leastKinship`); two artifacts by their commonest senses must meet low (`leastArtifactKinship`). Names,
    /// numbers, phrases WordNet does not list and words of other parts of speech are not judged here.
    func akin(_ option: String, to key: String) -> Bool {
        guard option.first?.isLowercase == true, key.first?.isLowercase == true,
              !option.contains(where: \.isNumber), !key.contains(where: \.isNumber),
              let mine = kind(of: option), let theirs = kind(of: key), mine.partOfSpeech == .noun, theirs.partOfSpeech == .noun,
              let wordNet = WordNet.shared else { return true }
        // Places by what kind of place they are: "Some mountains, such as the Nile, build a delta", "Small streams called
        // mountains join the river": WordNet files every landform and water alike (natural objects), and its shallow tree
        // sets none apart; a river and a lake stand together, a mountain and a river do not.
        // Asked only of nouns filed as natural objects or places: `placeKind` reads WordNet's kinds, and `akin` is asked
        // of every option a page weighs.
        if Self.places.contains(mine.categories.first ?? 0), Self.places.contains(theirs.categories.first ?? 0),
           let mine = Self.placeGroup(of: option), let theirs = Self.placeGroup(of: key), mine != theirs { return false }
        let (a, b) = key < option ? (key, option) : (option, key)
        if mine.categories.first == Self.artifacts, theirs.categories.first == Self.artifacts {
            let near = wordKinds.kinship(a, b, commonestOnly: true) { wordNet.kinship($0, $1, commonestOnly: true) }
            return near.map { $0 >= Self.leastArtifactKinship } ?? true
        }
        let near = { self.wordKinds.kinship(a, b, commonestOnly: false) { wordNet.kinship($0, $1) }.map { $0 >= Self.leastKinship } ?? true }
        // Filed alike by their commonest senses, or by a rarer sense of one that still meets the other low in the tree:
        // "gravity" (third a solemn manner) and "distance" (first a property) are both filed as attributes, but a force
        // and a length meet only as abstractions (0.36), and "the pull of distance on its mass" is false by sense alone.
        if mine.namesSameThing(theirs) { return mine.categories.first == theirs.categories.first || near() }
        return near()
    }

    /// WordNet's lexicographer file of made things (noun.artifact).
    private static let artifacts = 6

    /// WordNet's lexicographer files of places (noun.location) and natural objects (noun.object: landforms, waters).
    private static let places: Set<Int> = [15, 17]

    /// The kind of natural place a common noun names (`placeKind`): waters (rivers among them) or land. Built places
    /// and regions are left to WordNet's tree ("camps" stand beside "villages").
    private static func placeGroup(of noun: String) -> PlaceKind? {
        switch placeKind(of: noun) {
        case .river?, .water?: .water
        case .land?: .land
        default: nil
        }
    }
}
