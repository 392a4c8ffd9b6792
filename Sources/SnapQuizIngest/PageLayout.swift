/// How Tesseract segments a page into text.
public enum PageLayout: String, Sendable, Equatable, Codable, CaseIterable {
    /// Tesseract's layout analysis decides: pages with columns of running text side by side are read
    /// `segmented`, everything else as a `singleBlock` (see `ColumnLayout`).
    case automatic
    /// The whole page as one uniform block of text (`tesseract --psm 6`, the C API's default): every line runs
    /// across the page, over any gutter.
    case singleBlock
    /// Tesseract's automatic page segmentation (`--psm 3`): columns, blocks and footnotes found and read one
    /// after another in reading order.
    case segmented
}
