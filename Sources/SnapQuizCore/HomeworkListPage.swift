/// One page of a learner's homework list, newest first, and how many homework the whole list holds.
///
/// The homework of a page carry what `snapquiz list` shows: their OCR text, raw text and corrections are left
/// out (empty), so a page of ten thousand rows does not read ten thousand texts.
public struct HomeworkListPage: Sendable, Equatable {
    /// Homework in the whole list (all pages, the subject filter applied).
    public var total: Int
    /// How many rows of the list come before this page.
    public var offset: Int
    public var summaries: [HomeworkSummary]

    public init(total: Int, offset: Int, summaries: [HomeworkSummary]) {
        self.total = total
        self.offset = offset
        self.summaries = summaries
    }
}
