/// Puts the text blocks of a segmented page in reading order where Tesseract's order breaks it: a block that lies
/// wholly above another block it overlaps across the page is read before it.
///
/// Tesseract orders a two-column photo's blocks column by column, and a heading that spans both columns can come
/// out between them: volcanoes-2col-photo read "There are about fifteen hundred active / Geography: How Volcanoes
/// Work / volcanoes on land", so the homework was titled by its first line and a sentence was cut in two. Columns
/// side by side never overlap across the page, so their order is kept; a footnote below both stays last.
enum ReadingOrder {
    /// A block's box in pixels.
    struct Box: Equatable {
        var left: Int, top: Int, right: Int, bottom: Int
    }

    /// The indices of `boxes` (Tesseract's order) in reading order: each block in turn goes before the first block
    /// already placed that it lies wholly above and overlaps across, else after all of them.
    static func order(_ boxes: [Box]) -> [Int] {
        var placed: [Int] = []
        for (index, box) in boxes.enumerated() {
            let before = placed.firstIndex { other in
                let above = box.bottom <= boxes[other].top
                let overlap = min(box.right, boxes[other].right) - max(box.left, boxes[other].left)
                return above && overlap > 0
            }
            placed.insert(index, at: before ?? placed.endIndex)
        }
        return placed
    }
}
