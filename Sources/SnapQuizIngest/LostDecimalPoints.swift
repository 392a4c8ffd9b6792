import SnapQuizCore

/// Puts back the decimal point a photo lost in a row of prices: "Lunch bag vintage doily 3 165 495" is "3 1.65 4.95",
/// "Pizza plate in box 3.75 3 1125" is "3.75 3 11.25". A point is a few pixels; on a curled or shadowed sheet Sauvola
/// drops it, and the amount reads a hundred times too large, a wrong key for a money question.
///
/// The row proves it: three numbers side by side, a whole quantity and two amounts (quantity, unit price, total, or
/// unit price, quantity, total), where the quantity times the price is the total only when the amounts read without a
/// point are taken in hundredths ("10 0.65 650": 10 × 0.65 is 6.50, not 650). When neither amount has its point,
/// the product holds either way ("3 165 495"), so the points are put back only on a page that prints amounts with
/// two decimals elsewhere, and only where Tesseract doubted them. On such a page a doubted amount after a money label
/// ("Subtotal 13857") gets its point too (`labelledAmount`). The stored record keeps each change.
struct LostDecimalPoints {
    typealias Word = TesseractAPI.Word

    /// Numbers Tesseract is at least this sure of are never changed.
    static let maximumConfidence = SpellingRepair.maximumConfidence

    /// An amount of money as read: its currency sign, its value in hundredths, and whether the point was read.
    struct Amount {
        var sign: Substring
        var hundredths: Int
        var pointed: Bool

        /// "4.95", "$12.18" or "495" (three digits or more: "085", read for "0.85"); nil for anything else.
        init?(_ text: String) {
            let signs: Set<Character> = ["$", "£", "€"]
            sign = text.prefix(while: signs.contains)
            let number = text.dropFirst(sign.count)
            let parts = number.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }) else { return nil }
            switch parts.count {
            case 1 where number.count >= 3: pointed = false
            case 2 where parts[1].count == 2: pointed = true
            default: return nil
            }
            guard let value = Int(parts.joined()) else { return nil }
            hundredths = value
        }

        /// The amount written with its point: "4.95", "0.85", "$11.25".
        var written: String {
            let cents = hundredths % 100
            return sign + "\(hundredths / 100)." + (cents < 10 ? "0" : "") + "\(cents)"
        }
    }

    /// `lines` with the points of doubted amounts put back where a row's arithmetic proves them, and what was changed.
    func repair(_ lines: [[Word]]) -> (lines: [[Word]], corrections: [OCRCorrection]) {
        let pagePrintsPoints = lines.joined().contains { Amount($0.text)?.pointed == true }
        var repaired = lines
        var corrections: [OCRCorrection] = []
        for (l, line) in lines.enumerated() where line.count >= 3 {
            for start in 0...(line.count - 3) {
                let row = Array(line[start..<start + 3])
                guard let fixed = Self.pointsPutBack(row, pagePrintsPoints: pagePrintsPoints) else { continue }
                for (offset, text) in fixed.enumerated() where text != row[offset].text {
                    corrections.append(OCRCorrection(from: row[offset].text, to: text))
                    repaired[l][start + offset].text = text
                }
            }
        }
        if pagePrintsPoints {
            for (l, line) in repaired.enumerated() {
                guard let at = Self.labelledAmount(line), let amount = Amount(line[at].text) else { continue }
                corrections.append(OCRCorrection(from: line[at].text, to: amount.written))
                repaired[l][at].text = amount.written
            }
        }
        return (repaired, corrections)
    }

    /// Words that label a line's one amount of money at its end ("Subtotal 138.57", "Tax 23.42", "TOTAL $ 161.99").
    static let moneyLabels: Set<String> = ["subtotal", "total", "tax", "vat", "discount", "shipping", "balance", "due", "paid"]

    /// Where a line ends in a doubted amount without its point right after a money label (and a currency sign on its
    /// own), as ocr-dev's 01457 read "Subtotal 13857" and "Tax 2342": on a page that prints its amounts with points,
    /// such an amount is in hundredths too. No row's arithmetic proves it, so Tesseract must have doubted it.
    static func labelledAmount(_ line: [Word]) -> Int? {
        guard let last = line.indices.last, last >= 1, line[last].confidence < maximumConfidence,
              let amount = Amount(line[last].text), !amount.pointed else { return nil }
        var label = last - 1
        if ["$", "£", "€"].contains(line[label].text), amount.sign.isEmpty, label >= 1 { label -= 1 }
        let word = line[label].text.lowercased().filter(\.isLetter)
        return moneyLabels.contains(word) && line[label].text.allSatisfy({ $0.isLetter || $0 == ":" }) ? last : nil
    }

    /// The three words of `row` with the points of its amounts put back, or nil when the row is no quantity and two
    /// amounts whose product needs them. Tesseract is sure of many such amounts (5 of the 15 in ocr-dev's invoices that
    /// need a point, at 95–97): the digits are clear, and a lost point lowers no confidence.
    static func pointsPutBack(_ row: [Word], pagePrintsPoints: Bool) -> [String]? {
        // Quantity first ("3 1.65 4.95"), or the unit price first ("3.75 3 11.25"); the total is last.
        for (quantityAt, priceAt) in [(0, 1), (1, 0)] {
            let quantityText = row[quantityAt].text
            guard (1...3).contains(quantityText.count), quantityText.first != "0", quantityText.allSatisfy(\.isASCII),
                  let quantity = Int(quantityText),
                  let price = Amount(row[priceAt].text), let total = Amount(row[2].text),
                  !(price.pointed && total.pointed), quantity * price.hundredths == total.hundredths,
                  price.pointed || total.pointed || pagePrintsPoints else { continue }
            var texts = row.map(\.text)
            // One amount read with its point proves the other's ("4 1.25 500"), however sure Tesseract was of it; two
            // without points prove theirs only on the page's evidence, so only where Tesseract doubted one of them, and
            // then both: the product ties them, and a row half in hundredths ("2 4.15 830", ocr-dev's 08181, the total
            // read at 95 or more) is wrong whichever way it was printed.
            let proven = price.pointed || total.pointed
            guard proven || [priceAt, 2].contains(where: { row[$0].confidence < maximumConfidence }) else { return nil }
            for (at, amount) in [(priceAt, price), (2, total)] where !amount.pointed {
                texts[at] = amount.written
            }
            return texts
        }
        return nil
    }
}
