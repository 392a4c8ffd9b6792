import Foundation

/// Shapes beyond the rectangle: the area of a triangle, the volume of a cuboid, a square's side from its perimeter, and
/// an angle missing from a triangle, a straight line, a point or a four-sided shape. Each needs its shape named and
/// every length in one unit; the answer is written in words, as the rectangle's is.
extension MathsSolver {
    static var shapeRules: [Rule] {
        [triangleArea, cuboidVolume, squareSide, missingAngle]
    }

    /// Lengths as a page writes them, and their names in words ("84 square metres", not "84 m²").
    static let lengthUnits = #"(m|cm|mm|km|metres|meters|centimetres|centimeters|millimetres|feet|ft|inches)"#
    static let lengthNames = ["m": "metres", "meters": "metres", "cm": "centimetres", "centimeters": "centimetres", "mm": "millimetres",
                              "km": "kilometres", "ft": "feet"]

    /// Whether the question, or a problem without one, asks for `word` ("What is its area?", "Find the area of …").
    static func asks(_ p: MathsProblem, _ word: String) -> Bool {
        question(p, contains: [word]) || (p.question == nil && p.lowered.contains(word))
    }

    /// "Find the area of a triangle with a base of 10 cm and a height of 6 cm." → 30 square centimetres (half of 10 × 6).
    static func triangleArea(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered
        guard text.contains("triangle"), asks(p, "area"),
              let base = Regex.firstMatch(#"\bbase(?: length)?(?: of| is| =)?\s*(\d+(?:\.\d+)?)\s*"# + lengthUnits + #"\b"#, in: text),
              let height = Regex.firstMatch(#"\b(?:perpendicular )?height(?: of| is| =)?\s*(\d+(?:\.\d+)?)\s*"# + lengthUnits + #"?\b"#, in: text),
              let b = value(base.group(1)), let h = value(height.group(1)), let rawUnit = base.group(2),
              height.group(2) == nil || height.group(2) == rawUnit else { return nil }
        let name = lengthNames[rawUnit] ?? rawUnit, area = b * h / 2
        return MathsSolution(value: area, format: { plain($0) + " square \(name)" },
                             working: "area = \(plain(b)) × \(plain(h)) ÷ 2 = \(plain(area)) square \(name)",
                             // The half left out, the lengths added, the half of only one of them added on.
                             mistakes: [b * h, b + h, 2 * (b + h), area + b / 2], defaultQuestion: "What is its area?")
    }

    /// "A box is 5 cm long, 4 cm wide and 3 cm high. What is its volume?" → 60 cubic centimetres; "a cuboid 5 cm by 4 cm by 3 cm".
    static func cuboidVolume(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered
        guard asks(p, "volume") || question(p, contains: ["cubes"]) else { return nil }
        let n = #"(\d+(?:\.\d+)?)\s*"#
        let sized = Regex.firstMatch(n + lengthUnits + #"\s+long,?\s+"# + n + lengthUnits + #"?\s+wide,?\s+and\s+"# + n + lengthUnits + #"?\s+(?:high|tall|deep)\b"#, in: text)
            ?? Regex.firstMatch(n + lengthUnits + #"\s*by\s*"# + n + lengthUnits + #"?\s*by\s*"# + n + lengthUnits + #"?\b"#, in: text)
        guard let m = sized, let l = value(m.group(1)), let w = value(m.group(3)), let h = value(m.group(5)), let rawUnit = m.group(2),
              [m.group(4), m.group(6)].allSatisfy({ $0 == nil || $0 == rawUnit }) else { return nil }
        let name = lengthNames[rawUnit] ?? rawUnit, volume = l * w * h
        return MathsSolution(value: volume, format: { plain($0) + " cubic \(name)" },
                             working: "volume = \(plain(l)) × \(plain(w)) × \(plain(h)) = \(plain(volume)) cubic \(name)",
                             // One length left out (the base's area), the lengths added, the surface instead of the volume.
                             mistakes: [l * w, l + w + h, 2 * (l * w + l * h + w * h), volume + l * w], defaultQuestion: "What is its volume?")
    }

    /// "A square has a perimeter of 36 cm. How long is each side?" → 9 cm: four equal sides.
    static func squareSide(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered
        guard question(p, contains: ["side"]),
              // "A square has a perimeter of 36 cm", "The perimeter of a square field is 120 metres".
              let m = Regex.firstMatch(#"\bsquare\b[^.]*?\bperimeter(?: of| is| =)?\s*(\d+(?:\.\d+)?)\s*"# + lengthUnits + #"\b"#, in: text)
                  ?? Regex.firstMatch(#"\bperimeter of (?:a|the|this) square\b[^.\d]*?\b(?:is|=|measures)\s*(\d+(?:\.\d+)?)\s*"# + lengthUnits + #"\b"#, in: text),
              let perimeter = value(m.group(1)), let rawUnit = m.group(2) else { return nil }
        let name = lengthNames[rawUnit] ?? rawUnit, side = perimeter / 4
        return MathsSolution(value: side, format: { plain($0) + " \(name)" }, working: "\(plain(perimeter)) ÷ 4 = \(plain(side)) \(name)",
                             // Two sides instead of four, four taken away, the perimeter read as the area.
                             mistakes: [perimeter / 2, perimeter - 4, perimeter.squareRoot(), side + 1], defaultQuestion: "How long is each side?")
    }
    /// "A triangle has angles of 50° and 60°. What is the third angle?" → 70°: the angles of a triangle make 180°, of a
    /// right-angled one's other two 90°, on a straight line 180°, around a point and in a four-sided shape 360°.
    static func missingAngle(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered
        guard question(p, contains: ["angle"]) || (p.question == nil && text.contains("angle")) else { return nil }
        // Degrees, not a temperature ("-3°c", "20 degrees celsius").
        let angles = Regex.allMatches(#"(\d+(?:\.\d+)?)\s*(?:°(?![cf])|degrees?\b(?!\s+(?:celsius|fahrenheit|c\b|f\b)))"#, in: text).compactMap { value($0.group(1)) }
        let rightAngled = Regex.firstMatch(#"\bright[- ]angled\b"#, in: text) != nil
        let whole: Double, shape: String
        switch true {
        case text.contains("triangle") && rightAngled && angles.count == 1: (whole, shape) = (90, "the other two angles of a right-angled triangle")
        case text.contains("triangle") && angles.count == 2: (whole, shape) = (180, "the angles of a triangle")
        case text.contains("straight line") && angles.count == 1: (whole, shape) = (180, "angles on a straight line")
        case (text.contains("around a point") || text.contains("at a point") || text.contains("full turn")) && (1...3).contains(angles.count):
            (whole, shape) = (360, "angles around a point")
        case Regex.firstMatch(#"\b(?:quadrilateral|four-sided shape|trapezium|parallelogram|kite)\b"#, in: text) != nil && angles.count == 3:
            (whole, shape) = (360, "the angles of a four-sided shape")
        default: return nil
        }
        let known = angles.reduce(0, +), missing = whole - known
        guard missing > 0 else { return nil }
        let working = "\(shape) add up to \(plain(whole))°: \(plain(whole))° − " + angles.map { plain($0) + "°" }.joined(separator: " − ") + " = \(plain(missing))°"
        // The known angles added, the wrong whole (180° for 360° and back, 180° for the right-angled triangle's 90°),
        // one angle left out.
        let otherWhole: Double = whole == 360 ? 180 : whole == 90 ? 180 : 360
        var solution = MathsSolution(value: missing, format: { plain($0) + "°" }, working: working,
                                     mistakes: ([known, otherWhole - known, missing + 10] + (angles.count > 1 ? [whole - angles[0]] : [])).filter { $0 > 0 },
                                     defaultQuestion: "What is the missing angle?")
        // "Two angles lie on a straight line", "Three angles around a point are …": how many angles there are, given or all.
        solution.counts = [Double(angles.count), Double(angles.count + 1)]
        return solution
    }
}
