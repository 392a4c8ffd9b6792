import Foundation
internal import CTesseract

extension SheetOutline {
    /// Whether the corners are the sheet's own: none on the frame (a sheet running out of the photo has no corner
    /// there, only where its edge meets the frame), the quadrilateral convex, every angle 60–120° (a curled or folded
    /// sheet whose outline merely passed the area test gives no sane angles).
    func isWholeSheet(width: Int, height: Int) -> Bool {
        let margin = 3.0
        for c in corners where c.x < margin || c.y < margin || c.x > Double(width) - 1 - margin || c.y > Double(height) - 1 - margin {
            return false
        }
        for i in 0..<4 {
            let (p, a, b) = (corners[i], corners[(i + 3) % 4], corners[(i + 1) % 4])
            let (ux, uy, vx, vy) = (a.x - p.x, a.y - p.y, b.x - p.x, b.y - p.y)
            let lengths = (ux * ux + uy * uy).squareRoot() * (vx * vx + vy * vy).squareRoot()
            guard lengths > 0 else { return false }
            let degrees = acos(max(-1, min(1, (ux * vx + uy * vy) / lengths))) * 180 / Double.pi
            guard degrees > 60, degrees < 120 else { return false }
        }
        return true
    }

    /// Degrees `rectify` turns the sheet by (the mean of its top and bottom edges), clockwise positive as `SkewFinder`
    /// reports the turn that levels a page.
    var turn: Double {
        let top = atan2(corners[1].y - corners[0].y, corners[1].x - corners[0].x)
        let bottom = atan2(corners[2].y - corners[3].y, corners[2].x - corners[3].x)
        return -(top + bottom) / 2 * 180 / Double.pi
    }

    /// `page` (8 bpp, `scale` times the size of the mask the corners were found on) with the quadrilateral mapped onto
    /// an upright rectangle by a projective transform: a sheet photographed at a slant becomes as if scanned, its lines
    /// straight and level and its letters one size. The rectangle's sides are the means of the opposite edges.
    func rectify(_ page: Pix, scale: Double) throws -> Pix? {
        let source = corners.map { (x: ($0.x + 0.5) * scale, y: ($0.y + 0.5) * scale) }
        func distance(_ a: Int, _ b: Int) -> Double {
            let (dx, dy) = (source[a].x - source[b].x, source[a].y - source[b].y)
            return (dx * dx + dy * dy).squareRoot()
        }
        var width = (distance(0, 1) + distance(3, 2)) / 2
        var height = (distance(0, 3) + distance(1, 2)) / 2
        // The transform writes into a canvas the size of `page`: a sheet turned in the frame may be wider than it.
        let shrink = min(1, Double(page.width) / width, Double(page.height) / height)
        (width, height) = ((width * shrink).rounded(.down), (height * shrink).rounded(.down))
        guard width > 10, height > 10 else { return nil }
        let target = [(x: 0.0, y: 0.0), (x: width, y: 0), (x: width, y: height), (x: 0, y: height)]

        guard let sourcePoints = ptaCreate(4), let targetPoints = ptaCreate(4) else {
            throw IngestError.engine("Leptonica point array failed")
        }
        defer {
            var s: UnsafeMutablePointer<PTA>? = sourcePoints, t: UnsafeMutablePointer<PTA>? = targetPoints
            ptaDestroy(&s)
            ptaDestroy(&t)
        }
        for (s, t) in zip(source, target) {
            ptaAddPt(sourcePoints, Float(s.x), Float(s.y))
            ptaAddPt(targetPoints, Float(t.x), Float(t.y))
        }
        let warped = try Pix(pixProjectivePta(page.pointer, targetPoints, sourcePoints, Int32(L_BRING_IN_WHITE)),
                             operation: "sheet rectify")
        let box = try Box(PixelRect(x: 0, y: 0, width: Int32(width), height: Int32(height)), operation: "sheet rectify box")
        return try Pix(pixClipRectangle(warped.pointer, box.pointer, nil), operation: "sheet rectify crop")
    }
}
