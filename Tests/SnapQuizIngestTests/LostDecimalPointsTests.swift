import Testing
import SnapQuizCore
@testable import SnapQuizIngest

/// Rows of an order form and a shopping sum of my own, read as a curled photo reads them: the points of some prices lost.
@Suite struct LostDecimalPointsTests {
    typealias Word = TesseractAPI.Word

    static func line(_ text: String, confidence: Float = 80) -> [Word] {
        text.split(separator: " ").enumerated().map { index, word in
            Word(text: String(word), confidence: confidence, left: index * 80, right: index * 80 + 60, height: 30)
        }
    }

    static func repair(_ lines: [String], confidence: Float = 80) -> (text: [String], corrections: [OCRCorrection]) {
        let result = LostDecimalPoints().repair(lines.map { line($0, confidence: confidence) })
        return (result.lines.map { $0.map(\.text).joined(separator: " ") }, result.corrections)
    }

    /// Quantity, unit price, total, and unit price, quantity, total: the product holds only in hundredths, or the page
    /// prints its other prices with points.
    @Test func pointsAreBackWhereTheRowsArithmeticNeedsThem() {
        let result = Self.repair([
            "Order for the school fair",
            "Paper plates pack of 20 12 085 10.20",
            "Glue sticks 4 1.35 540",
            "Card 2.40 6 1440",
            "Felt pens set 3 215 645",
            "Subtotal 52.65",
        ])
        #expect(result.text == [
            "Order for the school fair",
            "Paper plates pack of 20 12 0.85 10.20",
            "Glue sticks 4 1.35 5.40",
            "Card 2.40 6 14.40",
            "Felt pens set 3 2.15 6.45",
            "Subtotal 52.65",
        ])
        #expect(result.corrections == [OCRCorrection(from: "085", to: "0.85"), OCRCorrection(from: "540", to: "5.40"),
                                       OCRCorrection(from: "1440", to: "14.40"), OCRCorrection(from: "215", to: "2.15"),
                                       OCRCorrection(from: "645", to: "6.45")])
    }

    /// Whole numbers stay whole: a product of whole numbers on a page that prints no amount with a point, numbers
    /// whose product is no third, a two-digit "price", and two amounts without points that Tesseract was sure of. One
    /// amount with its point proves the other's, however sure the engine was (ocr-dev's invoices: 5 of 15 at 95–97).
    @Test func wholeNumbersAndSureReadingsStay() {
        let lines = ["Boxes 3 125 375", "Phone 880 467 751 and 4 12 48", "Rows 2 150 300"]
        #expect(Self.repair(lines).corrections.isEmpty)
        #expect(Self.repair(["Cost 1.20 each", "Pens 3 120 360"], confidence: 96).corrections.isEmpty)
        #expect(Self.repair(["Tea 4 1.25 500"], confidence: 96).text == ["Tea 4 1.25 5.00"])
        #expect(Self.repair(["Cost 1.20 each", "Pens 3 120 360"]).text[1] == "Pens 3 1.20 3.60")
    }

    /// Two amounts without points, one doubted and one sure: the product ties them, so both get their points or
    /// neither ("Backpack 2 415 830" became "2 4.15 830", a total a hundred times the row's).
    @Test func aDoubtedAmountsPointCarriesTheOthers() {
        var row = Self.line("Backpack 2 415 830", confidence: 96)
        row[2].confidence = 80
        var result = LostDecimalPoints().repair([Self.line("Pencils 10 0.65 6.50", confidence: 96), row])
        #expect(result.lines[1].map(\.text) == ["Backpack", "2", "4.15", "8.30"])
        #expect(result.corrections == [OCRCorrection(from: "415", to: "4.15"), OCRCorrection(from: "830", to: "8.30")])
        // The total doubted, the price sure: the same.
        row[2].confidence = 96
        row[3].confidence = 70
        result = LostDecimalPoints().repair([Self.line("Pencils 10 0.65 6.50", confidence: 96), row])
        #expect(result.lines[1].map(\.text) == ["Backpack", "2", "4.15", "8.30"])
        // Neither doubted: left as read.
        row[3].confidence = 96
        #expect(LostDecimalPoints().repair([Self.line("Pencils 10 0.65 6.50", confidence: 96), row]).corrections.isEmpty)
    }

    /// The sums under a table, read without their points ("Subtotal 13857", "Tax 2342"): amounts in hundredths on a
    /// page that prints its amounts with points, if Tesseract doubted them.
    @Test func aDoubtedAmountAfterAMoneyLabelGetsItsPoint() {
        let result = Self.repair(["Glue sticks 4 1.35 5.40", "Subtotal 1755", "Tax: 351", "TOTAL $ 2106", "Total pupils 120 today"])
        #expect(result.text == ["Glue sticks 4 1.35 5.40", "Subtotal 17.55", "Tax: 3.51", "TOTAL $ 21.06", "Total pupils 120 today"])
        // A page with no amount printed with a point, a sure reading, a number that is no amount, or a label not
        // right before it: left as read.
        #expect(Self.repair(["Subtotal 1755", "Tax 351"]).corrections.isEmpty)
        #expect(Self.repair(["Glue sticks 4 1.35 5.40", "Subtotal 1755"], confidence: 96).corrections.isEmpty)
        #expect(Self.repair(["Glue sticks 4 1.35 5.40", "Total 12", "Total seats 350", "Subtotal 17.55"]).corrections.isEmpty)
    }

    @Test func amountsAreReadWithTheirSign() {
        #expect(LostDecimalPoints.Amount("$1205")?.written == "$12.05")
        #expect(LostDecimalPoints.Amount("£0.07")?.pointed == true)
        #expect(LostDecimalPoints.Amount("12.5") == nil && LostDecimalPoints.Amount("85") == nil && LostDecimalPoints.Amount("1.2.30") == nil)
    }
}
