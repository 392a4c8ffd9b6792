import Foundation
import Testing
import CTesseract
@testable import SnapQuizIngest

/// Leptonica's C headers also declare a `struct Pix`.
private typealias Pix = SnapQuizIngest.Pix

/// The bent grid of a table on a crumpled sheet is erased before recognition, and the letters in its cells stay; on a
/// scan, whose rules are straight and read by Tesseract's layout, the grid is kept (`RuledGrids`).
@Suite struct RuledGridsTests: BinaryDrawing {
    /// 1 bpp, 900×700: a table 700×300 whose rules (3 px) bow by up to 12 px as on a crumpled sheet, with three rows of
    /// 24-pixel "letters" in its cells, none touching a rule; a line of letters above it and a rule 400 px long, 3 px
    /// thick, under that line (an underline).
    private static func page() throws -> Pix {
        let pix = try Pix(pixCreate(900, 700, 1), operation: "test page")
        func bow(_ t: Double) -> Int { Int((12 * sin(t * Double.pi)).rounded()) }
        // Rules across: y = 300, 400, 500, 600 bowed along x; rules down: x = 100, 350, 600, 800 bowed along y.
        for y0 in [300, 400, 500, 600] {
            for x in 100...800 { fill(pix, x: x, y: y0 + bow(Double(x - 100) / 700), w: 1, h: 3) }
        }
        for x0 in [100, 350, 600, 800] {
            for y in 300...603 { fill(pix, x: x0 + bow(Double(y - 300) / 303), y: y, w: 3, h: 1) }
        }
        for row in 0..<3 {
            for cell in [140, 390, 640] {
                for letter in 0..<6 { fill(pix, x: cell + letter * 22, y: 338 + row * 100, w: 14, h: 24) }
            }
        }
        for letter in 0..<18 { fill(pix, x: 100 + letter * 22, y: 150, w: 14, h: 24) }
        fill(pix, x: 100, y: 185, w: 400, h: 3)
        return pix
    }

    private static func finished(_ page: Pix, isolated: Bool) throws -> Pix {
        let gray = Preprocessor.Gray(output: Preprocessor.Output(pix: page, resolution: 300, rotation: 0, skew: 0), isolated: isolated)
        return try Preprocessor(options: .standard).finished(page, gray: gray).pix
    }

    @Test func bentGridOfAPhotographedSheetIsErasedAndItsLettersKept() throws {
        let page = try Self.page()
        let cleaned = try Self.finished(page, isolated: true)
        let rules = Self.ink(cleaned, x: 98, y: 295, w: 20, h: 320) + Self.ink(cleaned, x: 200, y: 295, w: 100, h: 20)
        #expect(rules == 0, "ink left on the rules: \(rules)")
        let cells = Self.ink(cleaned, x: 130, y: 330, w: 650, h: 260)
        #expect(cells == 9 * 6 * 14 * 24, "ink in the cells: \(cells)")
        let heading = Self.ink(cleaned, x: 90, y: 140, w: 420, h: 60), headingBefore = Self.ink(page, x: 90, y: 140, w: 420, h: 60)
        #expect(heading == headingBefore, "the line above and its underline: \(heading) of \(headingBefore)")
    }

    /// The outline of a sheet's ragged edge encloses one hole, not cells: it is no grid, and Tesseract's layout of the
    /// page within it is left as it was.
    @Test func outlineEnclosingOneHoleIsKept() throws {
        let page = try Pix(pixCreate(900, 700, 1), operation: "test page")
        for x in 50..<850 { Self.fill(page, x: x, y: 50 + (x / 40) % 3, w: 1, h: 3); Self.fill(page, x: x, y: 640 - (x / 40) % 3, w: 1, h: 3) }
        for y in 50..<643 { Self.fill(page, x: 50 + (y / 40) % 3, y: y, w: 3, h: 1); Self.fill(page, x: 845 - (y / 40) % 3, y: y, w: 3, h: 1) }
        for letter in 0..<18 { Self.fill(page, x: 100 + letter * 22, y: 150, w: 14, h: 24) }
        let cleaned = try Self.finished(page, isolated: true)
        #expect(Self.ink(cleaned, x: 0, y: 0, w: 900, h: 700) == Self.ink(page, x: 0, y: 0, w: 900, h: 700))
    }

    /// make-testimages.py's photo of a results table ruled in a full grid on a crumpled sheet: every cell is read (CER
    /// 0.007; with the grid left in, Tesseract took it for a picture and the whole table was lost, CER 0.385).
    @Test func cellsOfATableOnACrumpledSheetAreRead() throws {
        let url = ImageValidatorTests.testImages.appendingPathComponent("plants-table-crumple-photo.jpg")
        let text = try OCREngine().recognize(try ImageValidator().validate(url)).text
        let words = Set(text.split(whereSeparator: \.isWhitespace).map(String.init))
        let cells = ["Group", "Light", "window", "cupboard", "lamp", "garden", "4.5", "9.0", "2.0", "3.5", "5.5", "11.5", "3.0", "7.5"]
        let missing = cells.filter { !words.contains($0) }
        #expect(missing.count <= 2, "cells not read: \(missing)")
    }

    @Test func gridOfAScanIsKept() throws {
        let page = try Self.page()
        let cleaned = try Self.finished(page, isolated: false)
        #expect(Self.ink(cleaned, x: 0, y: 0, w: 900, h: 700) == Self.ink(page, x: 0, y: 0, w: 900, h: 700))
    }
}

/// A page holding no shape large enough to be a grid is left as it is from its box list alone (`RuledGrids.candidates`):
/// no shape is cut out of it.
@Suite struct RuledGridCandidatesTests: BinaryDrawing {
    @Test func pageOfLettersHasNoCandidateAndItsGridOne() throws {
        let page = try Pix(pixCreate(900, 700, 1), operation: "test page")
        for row in 0..<12 { for letter in 0..<30 { Self.fill(page, x: 40 + letter * 27, y: 40 + row * 50, w: 14, h: 24) } }
        // A rule under a line: long, but one character height across at most.
        Self.fill(page, x: 40, y: 660, w: 800, h: 3)
        let none = RuledGrids.candidates(page, characterHeight: 24)
        #expect(none.isEmpty, "candidates on a page of letters: \(none.count)")
        #expect(try RuledGrids.erased(page, characterHeight: 24) === page)

        let grid = try Pix(pixCreate(900, 700, 1), operation: "grid page")
        for y in [100, 200, 300, 400] { Self.fill(grid, x: 100, y: y, w: 700, h: 3) }
        for x in [100, 350, 600, 797] { Self.fill(grid, x: x, y: 100, w: 3, h: 303) }
        for letter in 0..<6 { Self.fill(grid, x: 140 + letter * 22, y: 140, w: 14, h: 24) }
        let found = RuledGrids.candidates(grid, characterHeight: 24)
        #expect(found == [PixelRect(x: 100, y: 100, width: 700, height: 303)])
    }
}
