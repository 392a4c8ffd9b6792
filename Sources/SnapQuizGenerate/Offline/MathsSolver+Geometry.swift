import Foundation

/// Geometry a Year 6-KS3 sheet asks beyond one shape's formula: a rectangle's missing side from its perimeter, the
/// area of a shape made of two rectangles, how many small cubes fill a box, and the angles of an isosceles triangle.
/// Each reads its shape by name and every length in one unit; anything less certain is left unread.
extension MathsSolver {
    static var geometryRules: [Rule] { [sideFromPerimeter, compoundArea, cubesInBox, isoscelesAngles] }

    /// The lengths a text states with their unit ("8 m", "10 cm"), in order: value and the unit as written.
    static func lengths(in text: String) -> [(value: Double, unit: String)] {
        Regex.allMatches(#"(\d+(?:\.\d+)?)\s*"# + lengthUnits + #"(?![a-z²³])"#, in: text).compactMap { m in
            guard let v = value(m.group(1)), let u = m.group(2) else { return nil }
            return (v, u)
        }
    }

    /// "A rectangle has a perimeter of 34 cm. Its length is 11 cm. How wide is it?" → 6 cm: half the perimeter less the
    /// side. The slips: the perimeter less the side (the other three sides), less two sides but not halved, half the
    /// perimeter (the step left out).
    static func sideFromPerimeter(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered, question = asked(p)
        let n = #"(\d+(?:\.\d+)?)\s*"#
        guard text.contains("rectangle"), !text.contains("area"),
              let whole = Regex.firstMatch(#"\bperimeter (?:of|is|=|measures)\s*"# + n + lengthUnits + #"\b"#, in: text)
                ?? Regex.firstMatch(#"\bperimeter of (?:a|the|this) rectangle(?: [a-z]+)? is "# + n + lengthUnits + #"\b"#, in: text),
              let perimeter = value(whole.group(1)), let rawUnit = whole.group(2),
              let side = Regex.firstMatch(#"\b(length|width)(?: of it)? is "# + n + lengthUnits + #"\b"#, in: text)
                ?? Regex.firstMatch(#"\bis "# + n + lengthUnits + #" (long|wide)\b"#, in: text).map({ [$0[0], $0[3] == "long" ? "length" : "width", $0[1], $0[2]] }),
              let known = value(side.group(2)), side.group(3) == rawUnit, known > 0, lengths(in: text).count == 2 else { return nil }
        let wanted = side.group(1) == "length" ? "width" : "length"
        guard question.contains(wanted) || (wanted == "width" && question.contains("wide")) || (wanted == "length" && question.contains("long"))
        else { return nil }
        let result = perimeter / 2 - known
        guard result > 0 else { return nil }
        let name = lengthNames[rawUnit] ?? rawUnit
        return MathsSolution(value: result, format: { plain($0) + " \(name)" },
                             working: "two sides together are \(plain(perimeter)) ÷ 2 = \(plain(perimeter / 2)) \(name); \(plain(perimeter / 2)) − \(plain(known)) = \(plain(result)) \(name)",
                             mistakes: [perimeter - known, perimeter - 2 * known, perimeter / 2, result + 1].filter { $0 > 0 && $0 != result },
                             defaultQuestion: "What is its \(wanted)?")
    }

    /// "An L-shaped room is made from two rectangles, 8 m by 5 m and 4 m by 3 m. What is its area?" → 52 square metres:
    /// each rectangle's area, added. Only a shape said to be made of two rectangles, nothing cut away. The slips: one
    /// rectangle only, the four lengths added, the two perimeters.
    static func compoundArea(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered
        guard asks(p, "area"), Regex.firstMatch(#"\b(?:made|formed|built|split|divided|composed)\s+(?:up\s+)?(?:from|of|into)\s+two\s+rectangles\b"#, in: text) != nil,
              Regex.firstMatch(#"\b(?:cut|removed|taken|missing|hole|shaded|path|border)\b"#, in: text) == nil else { return nil }
        let n = #"(\d+(?:\.\d+)?)\s*"#
        let pairs = Regex.allMatches(n + lengthUnits + #"?\s*(?:by|×|x)\s*"# + n + lengthUnits + #"\b"#, in: text)
        let all = lengths(in: text)
        guard pairs.count == 2, all.count == 4, let rawUnit = all.first?.unit, all.allSatisfy({ $0.unit == rawUnit }) else { return nil }
        let sides = pairs.compactMap { m -> (Double, Double)? in value(m.group(1)).flatMap { a in value(m.group(3)).map { (a, $0) } } }
        guard sides.count == 2 else { return nil }
        let areas = sides.map { $0.0 * $0.1 }, total = areas[0] + areas[1]
        let name = lengthNames[rawUnit] ?? rawUnit
        var solution = MathsSolution(value: total, format: { plain($0) + " square \(name)" },
                             working: sides.map { "\(plain($0.0)) × \(plain($0.1)) = \(plain($0.0 * $0.1))" }.joined(separator: "; ") + "; \(plain(areas[0])) + \(plain(areas[1])) = \(plain(total)) square \(name)",
                             mistakes: [areas[0], sides.map { $0.0 + $0.1 }.reduce(0, +), sides.map { 2 * ($0.0 + $0.1) }.reduce(0, +), areas[1]],
                             defaultQuestion: "What is its area?")
        solution.counts = [2] // the two rectangles
        return solution
    }

    /// "How many 2 cm cubes fit inside a box that measures 10 cm by 6 cm by 4 cm?" → 30: the cubes along each edge (only
    /// whole ones), multiplied. The slips: the box's volume divided by the edge rather than the cube's volume, the box's
    /// volume itself, the cubes along the edges added, the volumes divided where whole cubes do not fill the box.
    static func cubesInBox(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered
        let n = #"(\d+(?:\.\d+)?)\s*"#
        guard Regex.firstMatch(#"how many\b"#, in: asked(p).isEmpty ? text : asked(p)) != nil,
              let cube = Regex.firstMatch(n + lengthUnits + #"[- ]?cubes?\b"#, in: text)
                ?? Regex.firstMatch(#"\bcubes?\s+(?:of side|with (?:an edge|edges|sides?) of|with (?:an edge|edges|sides) (?:of length )?)\s*"# + n + lengthUnits + #"\b"#, in: text),
              let edge = value(cube.group(1)), let rawUnit = cube.group(2), edge > 0 else { return nil }
        let box = Regex.firstMatch(n + lengthUnits + #"?\s*(?:by|×|x)\s*"# + n + lengthUnits + #"?\s*(?:by|×|x)\s*"# + n + lengthUnits + #"\b"#, in: text)
            ?? Regex.firstMatch(n + lengthUnits + #"\s+long,?\s+"# + n + lengthUnits + #"?\s+wide,?\s+and\s+"# + n + lengthUnits + #"?\s+(?:high|tall|deep)\b"#, in: text)
        guard let box, let l = value(box.group(1)), let w = value(box.group(3)), let h = value(box.group(5)),
              [box.group(2), box.group(4), box.group(6)].allSatisfy({ $0 == nil || $0 == rawUnit }), lengths(in: text).count >= 3,
              Regex.allMatches(#"\d+(?:\.\d+)?"#, in: text).count == 4 else { return nil }
        let along = [l, w, h].map { ($0 / edge + 1e-9).rounded(.down) }
        let result = along.reduce(1, *), volume = l * w * h
        guard result > 0 else { return nil }
        return MathsSolution(value: result, format: unit("cubes"),
                             working: "\(plain(along[0])) × \(plain(along[1])) × \(plain(along[2])) cubes along the edges (\(plain(l)) ÷ \(plain(edge)), \(plain(w)) ÷ \(plain(edge)), \(plain(h)) ÷ \(plain(edge))) = \(plain(result))",
                             mistakes: [volume / edge, volume, along.reduce(0, +), (volume / (edge * edge * edge)).rounded(.down), volume / (edge * edge)]
                                 .filter { $0 > 0 && $0 != result },
                             defaultQuestion: "How many cubes fit in the box?")
    }

    /// "In an isosceles triangle the angle between the two equal sides is 40°. What size is each of the other two
    /// angles?" → 70°; "One of the base angles is 50°. Find the third angle." → 80°. Which angle is given decides the
    /// sum: a triangle's one angle alone ("one angle is 40°") could be either, and is left unread. The slips: the
    /// half left out, the given angle taken for all, the other reading.
    static func isoscelesAngles(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered
        guard text.contains("isosceles"), question(p, contains: ["angle"]) || (p.question == nil && text.contains("angle")) else { return nil }
        let angles = Regex.allMatches(#"(\d+(?:\.\d+)?)\s*(?:°|degrees?\b)"#, in: text).compactMap { value($0.group(1)) }
        guard angles.count == 1, let given = angles.first, given > 0, given < 180 else { return nil }
        let apex = Regex.firstMatch(#"\b(?:angle between the (?:two )?equal sides|top angle|apex angle|vertex angle|angle at the top|unequal angle|different angle)\b"#, in: text) != nil
        let base = Regex.firstMatch(#"\b(?:base angles?|one of the (?:two )?equal angles|each of the (?:two )?equal angles|the equal angles)\b"#, in: text) != nil
        guard apex != base else { return nil }
        if apex {
            let each = (180 - given) / 2
            return MathsSolution(value: each, format: { plain($0) + "°" },
                                 working: "the two equal angles share 180° − \(plain(given))° = \(plain(180 - given))°; \(plain(180 - given))° ÷ 2 = \(plain(each))°",
                                 mistakes: [180 - given, given, 180 - 2 * given, (360 - given) / 2].filter { $0 > 0 && $0 != each },
                                 defaultQuestion: "What size is each of the other two angles?")
        }
        guard given < 90 else { return nil }
        let third = 180 - 2 * given
        return MathsSolution(value: third, format: { plain($0) + "°" },
                             working: "two equal angles of \(plain(given))°: 180° − 2 × \(plain(given))° = \(plain(third))°",
                             mistakes: [180 - given, given, (180 - given) / 2, 360 - 2 * given].filter { $0 > 0 && $0 != third },
                             defaultQuestion: "What size is the third angle?")
    }
}
