import Foundation

/// Shapes beyond the rectangle: the area of a triangle, the volume of a cuboid, a square's side from its perimeter, and
/// an angle missing from a triangle, a straight line, a point or a four-sided shape. Each needs its shape named and
/// every length in one unit; the answer is written in words, as the rectangle's is.
extension MathsSolver {
    static var shapeRules: [Rule] {
        [triangleArea, cuboidVolume, squareSide, missingAngle]
    }

    /// Shapes a KS2/KS3 sheet adds later, tried after every other rule: the area of a parallelogram and of a trapezium,
    /// the volume of a cube, and a circle's circumference or area with the value of π the sheet gives.
    static var moreShapeRules: [Rule] { [parallelogramArea, trapeziumArea, cubeVolume, circle, rectangleSide, regularPerimeter] }

    /// The number of equal sides of a regular shape, by its name.
    static let regularSides: [String: Double] = ["equilateral triangle": 3, "pentagon": 5, "hexagon": 6, "heptagon": 7, "octagon": 8,
                                                 "nonagon": 9, "decagon": 10, "dodecagon": 12]

    /// "Each side of a regular hexagon is 7.5 cm. What is its perimeter?" → 45 centimetres; "A regular octagon has a
    /// perimeter of 48 cm. How long is each side?" → 6 centimetres; an equilateral triangle likewise (a square is
    /// `rectangle`'s and `squareSide`'s). The slips: a side too few or too many, the side squared, the sides added to it.
    static func regularPerimeter(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered
        guard text.contains("regular") || text.contains("equilateral"),
              let shape = Regex.firstMatch(#"\b(?:regular (pentagon|hexagon|heptagon|octagon|nonagon|decagon|dodecagon)|(equilateral triangle))\b"#, in: text),
              let sides = regularSides[shape.group(1) ?? shape.group(2) ?? ""],
              let m = Regex.firstMatch(#"(\d+(?:\.\d+)?)\s*"# + lengthUnits + #"\b"#, in: text), let length = value(m.group(1)), let rawUnit = m.group(2),
              Regex.allMatches(#"\d+(?:\.\d+)?"#, in: text).count == 1 else { return nil }
        let name = lengthNames[rawUnit] ?? rawUnit
        let format: (Double) -> String = { plain($0) + " \(name)" }
        let statesPerimeter = Regex.firstMatch(#"\bperimeter (?:of|is|=|measures)\s*\d"#, in: text) != nil
        if statesPerimeter {
            guard question(p, contains: ["side"]) else { return nil }
            let side = length / sides
            return MathsSolution(value: side, format: format, working: "\(plain(length)) ÷ \(plain(sides)) equal sides = \(plain(side)) \(name)",
                                 mistakes: [length / (sides - 1), length / (sides + 1), length - sides, length / 4].filter { $0 > 0 && abs($0 - side) > 1e-9 },
                                 defaultQuestion: "How long is each side?")
        }
        guard asks(p, "perimeter") || question(p, contains: ["around", "all the way round", "distance round"]) else { return nil }
        let perimeter = length * sides
        return MathsSolution(value: perimeter, format: format, working: "\(plain(sides)) equal sides: \(plain(sides)) × \(plain(length)) = \(plain(perimeter)) \(name)",
                             mistakes: [length * (sides - 1), length * (sides + 1), length * length, length + sides].filter { $0 > 0 && abs($0 - perimeter) > 1e-9 },
                             defaultQuestion: "What is its perimeter?")
    }

    /// Lengths as a page writes them, and their names in words ("84 square metres", not "84 m²").
    static let lengthUnits = #"(m|cm|mm|km|metres|meters|centimetres|centimeters|millimetres|feet|ft|inches)"#
    static let lengthNames = ["m": "metres", "meters": "metres", "cm": "centimetres", "centimeters": "centimetres", "mm": "millimetres",
                              "km": "kilometres", "ft": "feet"]

    /// Whether the question, or a problem without one, asks for `word` ("What is its area?", "Find the area of …").
    static func asks(_ p: MathsProblem, _ word: String) -> Bool {
        question(p, contains: [word]) || (p.question == nil && p.lowered.contains(word))
    }

    /// A shape's base and height in one unit ("a base of 10 cm and a height of 6 cm", the height's unit may be left
    /// out), with the unit's name; `heightKinds` the words a height may follow ("perpendicular |vertical ").
    static func baseAndHeight(in text: String, heightKinds: String) -> (base: Double, height: Double, unit: String)? {
        guard let base = Regex.firstMatch(#"\bbase(?: length)?(?: of| is| =)?\s*(\d+(?:\.\d+)?)\s*"# + lengthUnits + #"\b"#, in: text),
              let height = Regex.firstMatch(#"\b(?:"# + heightKinds + #")?height(?: of| is| =)?\s*(\d+(?:\.\d+)?)\s*"# + lengthUnits + #"?\b"#, in: text),
              let b = value(base.group(1)), let h = value(height.group(1)), let rawUnit = base.group(2),
              height.group(2) == nil || height.group(2) == rawUnit else { return nil }
        return (b, h, lengthNames[rawUnit] ?? rawUnit)
    }

    /// "Find the area of a triangle with a base of 10 cm and a height of 6 cm." → 30 square centimetres (half of 10 × 6).
    static func triangleArea(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered
        guard text.contains("triangle"), asks(p, "area"), let sides = baseAndHeight(in: text, heightKinds: "perpendicular ")
        else { return nil }
        let (b, h, name) = sides, area = b * h / 2
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
        // "Two angles on a straight line are x and 124°. Find the value of x.": the letter stands alone for the angle
        // ("2x" or "x + 20" would make it an equation, not the angle).
        let letter = Regex.firstMatch(#"\b(?:find|work out|calculate|what is) (?:the (?:value|size) of )?(?:angle )?([a-z])\s*[.?]?$"#, in: asked(p).isEmpty ? text : asked(p))?.group(1)
        let bare = letter.map { x in
            Regex.firstMatch(#"(?<![a-z])"# + x + #"(?![a-z])"#, in: p.setup.lowercased()) != nil
                && Regex.firstMatch(#"(?:[\d+\-−×÷/*]\s*"# + x + #"(?![a-z]))|(?:(?<![a-z])"# + x + #"\s*[+\-−×÷/*²(])"#, in: text) == nil
                // One unknown angle: "a, b and 60° on a straight line" leaves a from b unknown.
                && Regex.allMatches(#"(?<![a-z'’])([b-hj-z])(?![a-z'’])"#, in: p.setup.lowercased()).allSatisfy { $0.group(1) == x }
        } ?? false
        guard question(p, contains: ["angle"]) || (p.question == nil && text.contains("angle")) || (bare && text.contains("angle")) else { return nil }
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

    /// "A parallelogram has a base of 9 cm and a height of 5 cm. What is its area?" → 45 square centimetres. The slips:
    /// halved as a triangle's, the lengths added, the perimeter of a rectangle.
    static func parallelogramArea(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered
        guard text.contains("parallelogram"), asks(p, "area"), let sides = baseAndHeight(in: text, heightKinds: "perpendicular |vertical ")
        else { return nil }
        let (b, h, name) = sides, area = b * h
        return MathsSolution(value: area, format: { plain($0) + " square \(name)" },
                             working: "area = base × height = \(plain(b)) × \(plain(h)) = \(plain(area)) square \(name)",
                             mistakes: [area / 2, b + h, 2 * (b + h), area + b], defaultQuestion: "What is its area?")
    }

    /// "A trapezium has parallel sides of 6 cm and 10 cm and a height of 4 cm. Find its area." → 32 square centimetres:
    /// half the sum of the parallel sides times the height. The slips: the half left out, the sides multiplied, half of
    /// one side only.
    static func trapeziumArea(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered
        let n = #"(\d+(?:\.\d+)?)\s*"#
        guard Regex.firstMatch(#"\btrapezi(?:um|a)\b|\btrapezoid\b"#, in: text) != nil, asks(p, "area"),
              let sides = Regex.firstMatch(#"\bparallel sides(?: of| are| measuring| that are)?\s*"# + n + lengthUnits + #"?\s*and\s*"# + n + lengthUnits + #"\b"#, in: text),
              let height = Regex.firstMatch(#"\b(?:perpendicular |vertical )?(?:height|distance between them)(?: of| is| =)?\s*"# + n + lengthUnits + #"\b"#, in: text),
              let a = value(sides.group(1)), let b = value(sides.group(3)), let h = value(height.group(1)), let rawUnit = sides.group(4),
              [sides.group(2), height.group(2)].allSatisfy({ $0 == nil || $0 == rawUnit }),
              Regex.allMatches(#"\d+(?:\.\d+)?"#, in: text).count == 3 else { return nil }
        let name = lengthNames[rawUnit] ?? rawUnit, area = (a + b) / 2 * h
        return MathsSolution(value: area, format: { plain($0) + " square \(name)" },
                             working: "area = (\(plain(a)) + \(plain(b))) ÷ 2 × \(plain(h)) = \(plain((a + b) / 2)) × \(plain(h)) = \(plain(area)) square \(name)",
                             mistakes: [(a + b) * h, max(a, b) * h, a * b, a * b * h / 2].filter { $0 != area }, defaultQuestion: "What is its area?")
    }

    /// "A cube has edges of 4 cm. What is its volume?" → 64 cubic centimetres. The slips: three edges added, one face's
    /// area, the surface area.
    static func cubeVolume(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered
        guard Regex.firstMatch(#"\bcube\b"#, in: text) != nil, asks(p, "volume"),
              let m = Regex.firstMatch(#"\b(?:edges?|sides?)(?: length)?(?: of| are| is| measuring| that are| =)?\s*(\d+(?:\.\d+)?)\s*"# + lengthUnits + #"\b"#, in: text),
              let edge = value(m.group(1)), let rawUnit = m.group(2), Regex.allMatches(#"\d+(?:\.\d+)?"#, in: text).count == 1 else { return nil }
        let name = lengthNames[rawUnit] ?? rawUnit, volume = edge * edge * edge
        return MathsSolution(value: volume, format: { plain($0) + " cubic \(name)" },
                             working: "volume = \(plain(edge)) × \(plain(edge)) × \(plain(edge)) = \(plain(volume)) cubic \(name)",
                             mistakes: [3 * edge, edge * edge, 6 * edge * edge, volume + edge].filter { $0 != volume }, defaultQuestion: "What is its volume?")
    }

    /// "A circle has a radius of 5 cm. Taking π as 3.14, what is its circumference?" → 31.4 centimetres; its area → 78.5
    /// square centimetres; from a diameter likewise. Only with π given: the answer depends on the value used. The slips:
    /// the radius and diameter mixed up, circumference for area and back.
    static func circle(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered
        let n = #"(\d+(?:\.\d+)?)"#
        guard Regex.firstMatch(#"\bcircle|\bcircular\b"#, in: text) != nil,
              let pi = Regex.firstMatch(#"(?:π|\bpi)\s*(?:as|=|is|to be)\s*"# + n, in: text).flatMap({ value($0.group(1)) })
                  ?? Regex.firstMatch(#"\buse\s*"# + n + #"\s*for\s*(?:π|pi)\b"#, in: text).flatMap({ value($0.group(1)) }),
              pi > 3, pi < 3.2,
              let m = Regex.firstMatch(#"\b(radius|diameter)(?: of| is| =)?\s*"# + n + #"\s*"# + lengthUnits + #"\b"#, in: text),
              let length = value(m.group(2)), let rawUnit = m.group(3),
              Regex.allMatches(#"\d+(?:\.\d+)?"#, in: text).count == 2 else { return nil }
        let radius = m.group(1) == "radius" ? length : length / 2
        // A diameter is halved first, and that step is the working's: without it the 10 of "a diameter of 10 cm" was read
        // by no step, and the circle went unsolved.
        let halved = m.group(1) == "radius" ? "" : "r = \(plain(length)) ÷ 2 = \(plain(radius)); "
        let name = lengthNames[rawUnit] ?? rawUnit
        let asksArea = asks(p, "area"), asksRound = asks(p, "circumference") || asks(p, "perimeter") || question(p, contains: ["around", "edge"])
        guard asksArea != asksRound else { return nil }
        let round = 2 * pi * radius, area = pi * radius * radius
        let rounded = { (value: Double) in (value * 1000).rounded() / 1000 }
        if asksArea {
            return MathsSolution(value: rounded(area), format: { plain($0) + " square \(name)" },
                                 working: halved + "area = π × r² = \(plain(pi)) × \(plain(radius)) × \(plain(radius)) = \(plain(rounded(area))) square \(name)",
                                 mistakes: [round, pi * 4 * radius * radius, pi * 2 * radius, radius * radius].map(rounded), defaultQuestion: "What is its area?")
        }
        return MathsSolution(value: rounded(round), format: { plain($0) + " \(name)" },
                             working: halved + "circumference = 2 × π × r = 2 × \(plain(pi)) × \(plain(radius)) = \(plain(rounded(round))) \(name)",
                             mistakes: [pi * radius, area, pi * 4 * radius, 2 * radius * 3].map(rounded), defaultQuestion: "What is its circumference?")
    }

    /// "The area of a rectangle is 48 cm². Its length is 8 cm. What is its width?" → 6 cm, and the length from the width.
    /// The slips: the side taken from the area, the area halved less the side (read as a perimeter), the side itself.
    static func rectangleSide(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered, question = asked(p)
        let n = #"(\d+(?:\.\d+)?)\s*"#
        guard let area = Regex.firstMatch(#"\barea of (?:a|the|this) rectangle(?: [a-z]+)? is "# + n + #"(?:square |sq\.? )?"# + lengthUnits + #"(?:²|2)?"#, in: text)
                ?? Regex.firstMatch(#"\brectangle(?: [a-z]+)? has an area of "# + n + #"(?:square |sq\.? )?"# + lengthUnits + #"(?:²|2)?"#, in: text),
              let whole = value(area.group(1)), let rawUnit = area.group(2),
              let side = Regex.firstMatch(#"\b(length|width)(?: of it)? is "# + n + lengthUnits + #"\b"#, in: text) ?? Regex.firstMatch(#"\bis "# + n + lengthUnits + #" (long|wide)\b"#, in: text).map({ [$0[0], $0[3] == "long" ? "length" : "width", $0[1], $0[2]] }),
              let known = value(side.group(2)), side.group(3) == rawUnit, known > 0,
              Regex.allMatches(#"\d+(?:\.\d+)?"#, in: text.replacingOccurrences(of: "cm2", with: "cm").replacingOccurrences(of: "m2", with: "m")).count == 2 else { return nil }
        let wanted = side.group(1) == "length" ? "width" : "length"
        guard question.contains(wanted) || (wanted == "width" && question.contains("wide")) || (wanted == "length" && question.contains("long")) else { return nil }
        let name = lengthNames[rawUnit] ?? rawUnit, result = whole / known
        guard abs(result * 100 - (result * 100).rounded()) < 1e-6 else { return nil }
        return MathsSolution(value: result, format: { plain($0) + " \(name)" },
                             working: "\(wanted) = area ÷ \(side.group(1) ?? "") = \(plain(whole)) ÷ \(plain(known)) = \(plain(result)) \(name)",
                             mistakes: [whole - known, whole / 2 - known, known, result + 1].filter { $0 > 0 && $0 != result }, defaultQuestion: "What is its \(wanted)?")
    }
}
