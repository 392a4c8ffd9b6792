import SnapQuizCore

/// The outcome of one photo of a batch.
public struct IngestItemResult: Sendable {
    public var photo: String
    public var homework: Homework?
    /// False when the photo had been ingested before and the existing homework was returned.
    public var created = false
    public var quiz: Quiz?
    /// The failure that stopped this item (before storing), or that left it without a quiz.
    public var failure: FailureKind?
    public var errorMessage: String?
    /// Things the user should know that are not failures (a fallback taken, an option not applied).
    public var notices: [String] = []
    /// Which generator was used (or tried).
    public var generatorName: String?
    public var ocrSeconds: Double?
    public var rotation = 0

    public init(photo: String) { self.photo = photo }
}
