internal import CTesseract

/// The rim of a hard shadow across a sheet (a hand, a phone, the edge of a lamp's light), evened out before
/// thresholding. Leptonica's background normalisation estimates the paper in tiles and smooths it, so across a sharp
/// shadow edge it takes the lit paper's level some way into the shadow: there the shadowed paper came out darker than
/// paper and thresholded into a dark line along the edge, through the words it crosses (TestImages/history-shadow-photo
/// read "Romiudus", "Axigustus", "emf pine", "Constant@ople" along it).
///
/// A grey closing wider than a stroke takes the print away and keeps the shadow's edge where it is. Along the rim of a
/// large shadowed region each pixel keeps the lighter of the two normalisations; deeper in, the tiles' estimate is
/// right. It runs only on pages across which `PageMask` found a hard shadow (it took the shadowed part of the sheet
/// back, or cut the page to its text because the sheet it found left text out). On every page it did harm: the black
/// corners of a turned scan, an invoice's dark surroundings and the rim of a tablecloth passed for shadows, and
/// lightening them changed how the whole page was thresholded (history-rot180 CER 0.000 → 0.025, ../shared/ocr-dev's
/// 04777 0.576 → 0.711, even science-shadow-photo, whose shadow is as light as its paper, 0.029 → 0.099).
///
/// The closing is taken on a copy reduced by averaging, whose noise is a quarter of the photo's: on the photo itself its
/// maximum picked the speckle of a dark shadow, and dividing by it spread that speckle (one hard-shadow photo's
/// bag-of-words error 0.132 → 0.270). Only regions of dark paper wider than `minShadowSize` text lines count, so a dark
/// band or a bold title's strokes are never taken for paper.
enum ShadowEdges {
    /// The copy the shadow is found on is this many times smaller on each side (two halvings by area).
    private static let reduction: Int32 = 4
    /// The closing spans this many character heights: wider than any stroke of the text.
    private static let closingSize = 1.2
    /// Paper at most this share of the page's paper level is shadowed.
    private static let shadowLevel = 0.8
    /// A shadowed region is at least this many character heights across each way.
    private static let minShadowSize = 5.0
    /// The rim evened out reaches this many character heights into the shadow (the tiles' estimate, smoothed over
    /// neighbouring tiles, spreads the lit paper's level about that far).
    private static let rimWidth = 4.0
    /// `PageMask` sets the frame around a sheet to 255; averaged with the sheet's rim it stays above this.
    private static let whitened: Int32 = 250
    /// Leptonica's `L_CHOOSE_MAX` for `pixMinOrMax`.
    private static let chooseMax: Int32 = 2

    /// `normalized` (`gray` normalised in tiles) with the rim of every large shadowed region normalised again by a
    /// closing, the lighter of the two kept; `normalized` itself when the page has no such region.
    static func evened(_ normalized: Pix, gray: Pix, characterHeight: Double) throws -> Pix {
        let half = try Pix(pixScaleAreaMap2(gray.pointer), operation: "shadow halve")
        let small = try Pix(pixScaleAreaMap2(half.pointer), operation: "shadow quarter")
        let size = Int32(characterHeight * closingSize / Double(reduction)) | 1
        let closed = try Pix(pixCloseGray(small.pointer, max(size, 3), max(size, 3)), operation: "shadow closing")
        // The paper's level among what is not white: `PageMask` whitened the frame around an isolated sheet.
        let unwhitened = try Pix(pixThresholdToBinary(closed.pointer, whitened), operation: "shadow unwhitened")
        var paper: Float = 0
        guard pixGetRankValueMasked(closed.pointer, unwhitened.pointer, 0, 0, 1, 0.9, &paper, nil) == 0, paper > 0 else {
            return normalized
        }
        let dark = try Pix(pixThresholdToBinary(closed.pointer, Int32(Double(paper) * shadowLevel)), operation: "shadow threshold")
        let brick = max(Int32(characterHeight * minShadowSize / Double(reduction)), 3)
        let shadowed = try Pix(pixOpenBrick(nil, dark.pointer, brick, brick), operation: "shadow regions")
        var count: Int32 = 0
        pixCountPixels(shadowed.pointer, &count, nil)
        guard count > 0 else { return normalized }

        // One more row and column, so the map covers the page's last partial block.
        let map = try Pix(pixExtendByReplication(closed.pointer, 1, 1), operation: "shadow map")
        let inverse = try Pix(pixGetInvBackgroundMap(map.pointer, Preprocessor.normalizedPaper, 1, 1), operation: "shadow inverse map")
        let byClosing = try Pix(pixApplyInvBackgroundGrayMap(gray.pointer, inverse.pointer, reduction, reduction),
                                operation: "shadow normalisation")
        let lighter = try Pix(pixMinOrMax(nil, normalized.pointer, byClosing.pointer, chooseMax), operation: "shadow lighter")
        // Only along the rim: deeper in, the tiles' estimate is right, and the closing's (at least as light as the
        // paper) made the shadowed print fainter.
        let rim = max(Int32(characterHeight * rimWidth / Double(reduction)), 1)
        let inner = try Pix(pixErodeBrick(nil, shadowed.pointer, 2 * rim + 1, 2 * rim + 1), operation: "shadow inner")
        let band = try Pix(pixSubtract(nil, shadowed.pointer, inner.pointer), operation: "shadow rim")
        let mask = try Pix(pixExpandBinaryReplicate(band.pointer, reduction, reduction), operation: "shadow mask")
        let evened = try Pix(pixCopy(nil, normalized.pointer), operation: "shadow copy")
        guard pixCombineMasked(evened.pointer, lighter.pointer, mask.pointer) == 0 else { return normalized }
        return evened
    }
}
