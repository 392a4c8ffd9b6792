import Testing
@testable import SnapQuizIngest

/// When a page is read column by column rather than straight across.
struct ColumnLayoutTests {
    typealias Block = ColumnLayout.Block

    @Test func twoTallBlocksSideBySideAreColumns() {
        // The blocks of TestImages/volcanoes-2col-scan.png as Tesseract's layout analysis found them.
        let page = [Block(left: 183, top: 231, right: 1447, bottom: 298, lines: 1),
                    Block(left: 181, top: 391, right: 1154, bottom: 894, lines: 7),
                    Block(left: 180, top: 971, right: 1172, bottom: 1550, lines: 8),
                    Block(left: 180, top: 1627, right: 1162, bottom: 2206, lines: 8),
                    Block(left: 1300, top: 391, right: 2270, bottom: 666, lines: 4),
                    Block(left: 1300, top: 743, right: 2292, bottom: 1312, lines: 8),
                    Block(left: 1301, top: 1399, right: 2268, bottom: 1968, lines: 8)]
        #expect(ColumnLayout.hasColumns(page))
    }

    @Test func stackedBlocksAndShortBoxesAreNot() {
        // One column of paragraphs.
        let stacked = [Block(left: 180, top: 300, right: 2200, bottom: 700, lines: 6),
                       Block(left: 180, top: 760, right: 2200, bottom: 1200, lines: 7)]
        #expect(!ColumnLayout.hasColumns(stacked))
        // An invoice: sender and recipient addresses of four lines side by side.
        let addresses = [Block(left: 150, top: 270, right: 600, bottom: 470, lines: 4),
                         Block(left: 1500, top: 270, right: 2000, bottom: 470, lines: 4)]
        #expect(!ColumnLayout.hasColumns(addresses))
        // A sliver of the sheet's edge with "lines" beside a real column.
        let sliver = [Block(left: 11, top: 189, right: 22, bottom: 277, lines: 5),
                      Block(left: 200, top: 150, right: 1200, bottom: 600, lines: 8)]
        #expect(!ColumnLayout.hasColumns(sliver))
        // Side by side but hardly at the same height (a column ending where the next one begins).
        let offset = [Block(left: 100, top: 100, right: 900, bottom: 600, lines: 8),
                      Block(left: 1000, top: 500, right: 1800, bottom: 1000, lines: 8)]
        #expect(!ColumnLayout.hasColumns(offset))
    }
}
