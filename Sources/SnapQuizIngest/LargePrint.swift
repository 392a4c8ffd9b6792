internal import CTesseract

/// Lines of print much larger than a page's text, which Tesseract's one uniform block (`PageLayout.singleBlock`)
/// leaves out: it finds its lines at the size of the text and dropped a worksheet's title whole. Titles twice to
/// five times the size of the text were lost on 6 of 12 pages of our own (scans and photos), and TestImages'
/// nile-heading-photo read its title "Vine River Wile". Such print is found among the page's ink where no line read
/// lies, read as one line each, and put in its place among the lines read.
enum LargePrint {
    /// Where a line lies down the page, in pixels.
    struct Span: Equatable {
        var top: Int
        var bottom: Int
    }

    /// The box of a line of large print, in pixels.
    struct Region: Equatable {
        var left: Int, top: Int, right: Int, bottom: Int
        var height: Int { bottom - top }
    }

    /// A character is large print when it is at least this many times as tall as the median word read (whose box
    /// spans ascenders and descenders: a title's capitals at twice the text's size measure about 1.6 times it).
    static let minimumScale = 1.4
    /// Taller than this many times the words is a drawing or the sheet's edge, not print.
    static let maximumScale = 15.0
    /// Characters further apart than this many times their height are not one line.
    static let maximumGap = 2.5
    /// A large-print line is kept when Tesseract's mean word confidence reaches this: a drawing read as a line comes
    /// out as a few unsure marks.
    static let minimumConfidence: Float = 75
    /// At most this many lines are read: a title, a subtitle and a few headings.
    static let maximumLines = 6

    /// The lines of large print in `ink` (1 bpp, ink = 1) that no line `read` covers, top to bottom, for a page whose
    /// words measure `wordHeight` pixels. A character is covered when a line read lies over half its height and one
    /// of that line's words over its width. A line needs two characters, or one as wide as it is tall and half again
    /// (letters of bold print touching).
    static func regions(ink: Pix, wordHeight: Int, read: [(span: Span, words: [TesseractAPI.Word])]) -> [Region] {
        guard ink.depth == 1, wordHeight > 0 else { return [] }
        let low = Double(wordHeight) * minimumScale, high = Double(wordHeight) * maximumScale
        guard let boxes = BoxArray(pixConnComp(ink.pointer, nil, 8)) else { return [] }
        let characters = boxes.rects.map { Region(left: Int($0.x), top: Int($0.y), right: Int($0.x + $0.width), bottom: Int($0.y + $0.height)) }
            .filter { box in
                let width = box.right - box.left
                return Double(box.height) >= low && Double(box.height) <= high && width <= 4 * box.height && width * 10 >= box.height
            }
            .filter { box in
                !read.contains { line in
                    overlap(line.span.top, line.span.bottom, box.top, box.bottom) * 2 >= box.height
                        && line.words.contains { overlap($0.left, $0.right, box.left, box.right) > 0 }
                }
            }
        // Rows of characters lying over each other by half the smaller's height, then split where they lie apart.
        var rows: [[Region]] = []
        for box in characters.sorted(by: { ($0.top, $0.left) < ($1.top, $1.left) }) {
            if let index = rows.firstIndex(where: { row in
                row.contains { overlap($0.top, $0.bottom, box.top, box.bottom) * 2 >= min($0.height, box.height) }
            }) {
                rows[index].append(box)
            } else {
                rows.append([box])
            }
        }
        let lines = rows.flatMap { row -> [[Region]] in
            var runs: [[Region]] = []
            for box in row.sorted(by: { $0.left < $1.left }) {
                if let last = runs.last?.last,
                   Double(box.left - last.right) <= maximumGap * Double(max(last.height, box.height)) {
                    runs[runs.count - 1].append(box)
                } else {
                    runs.append([box])
                }
            }
            return runs
        }
        let regions = lines.compactMap { line -> Region? in
            let region = Region(left: line.map(\.left).min()!, top: line.map(\.top).min()!,
                                right: line.map(\.right).max()!, bottom: line.map(\.bottom).max()!)
            return line.count >= 2 || (region.right - region.left) * 2 >= 3 * region.height ? region : nil
        }
        return Array(regions.sorted { $0.top < $1.top }.prefix(maximumLines))
    }

    /// How far the ranges `a0..<a1` and `b0..<b1` overlap (0 when they do not).
    private static func overlap(_ a0: Int, _ a1: Int, _ b0: Int, _ b1: Int) -> Int {
        max(0, min(a1, b1) - max(a0, b0))
    }
}

extension TesseractAPI {
    /// `lines` (read from `pix` as one uniform block, lying at `spans`) with the lines of large print it left out
    /// (`LargePrint`) read each as one line and put in their place, each starting a paragraph, as does the line after it.
    func withLargePrint(_ pix: Pix, resolution: Int?, lines: [Line], spans: [LargePrint.Span],
                        monitor: TesseractMonitor?) throws -> [Line] {
        let heights = lines.flatMap(\.words).filter { $0.text.count >= 3 }.map(\.height).sorted()
        guard !heights.isEmpty else { return lines }
        // A grey page (the grey reading) is looked at thresholded halfway: large print is dark.
        let ink = pix.depth == 1 ? pix : try Pix(pixConvertTo1(pix.pointer, 128), operation: "large print threshold")
        let wordHeight = heights[heights.count / 2]
        let regions = LargePrint.regions(ink: ink, wordHeight: wordHeight,
                                         read: zip(spans, lines).map { ($0, $1.words) })
        var result = lines, resultSpans = spans
        for region in regions {
            // Room around it for small letters after its last large one ("Cycle" whose capital and "l" are large).
            let pad = region.height / 4
            let left = max(0, region.left - region.height), top = max(0, region.top - pad)
            let right = min(pix.width, region.right + region.height), bottom = min(pix.height, region.bottom + pad)
            setImage(pix, resolution: resolution, mode: PSM_SINGLE_LINE)
            TessBaseAPISetRectangle(handle, Int32(left), Int32(top), Int32(right - left), Int32(bottom - top))
            guard TessBaseAPIRecognize(handle, monitor?.handle) == 0 else {
                throw IngestError.engine(monitor?.isCancelled == true ? "recognition cancelled" : "recognition failed")
            }
            // Marks with no letter or digit at the line's ends are the sheet's edge or shading ("| Rome").
            var words = readLines().lines.flatMap(\.words)
            while let first = words.first, !first.text.contains(where: { $0.isLetter || $0.isNumber }) { words.removeFirst() }
            while let last = words.last, !last.text.contains(where: { $0.isLetter || $0.isNumber }) { words.removeLast() }
            // Its words are large too, not print of the text's size whose marks merged with something dark into large
            // ones (a guard: no page measured needed it).
            let sizes = words.map(\.height).sorted()
            guard words.contains(where: { $0.text.filter(\.isLetter).count >= 2 }),
                  words.map(\.confidence).reduce(0, +) / Float(words.count) >= LargePrint.minimumConfidence,
                  Double(sizes[sizes.count / 2]) >= LargePrint.minimumScale * Double(wordHeight) else { continue }
            let index = resultSpans.firstIndex { $0.top >= region.top } ?? result.count
            let block = index < result.count ? result[index].block : (result.last?.block ?? 0)
            result.insert(Line(words: words, block: block, startsParagraph: true), at: index)
            resultSpans.insert(LargePrint.Span(top: region.top, bottom: region.bottom), at: index)
            if index + 1 < result.count { result[index + 1].startsParagraph = true }
        }
        return result
    }
}
