import Foundation

/// Distances a sheet asks for by something other than a sum of lengths: a map's scale ("1 cm to 5 km") and a length
/// covered again and again ("16 lengths of a 25 m pool"). Each needs its own cue words and every length it works with.
extension MathsSolver {
    static var distanceRules: [Rule] { [scaleDistance, ratioScale, lapsCovered] }

    /// "A map has a scale of 1:50,000. Two villages are 6 cm apart on the map. How far apart are they in real life, in
    /// kilometres?" → 3 kilometres (6 × 50,000 = 300,000 cm); and back, "… 2 km apart. How far apart on the map?" → 4
    /// cm. In the unit asked for, else km for a real distance of a kilometre or more, m below, and cm on the map. The
    /// slips: 1000 cm taken for a kilometre, a power of ten out either way.
    static func ratioScale(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered
        guard text.contains("scale"), let scale = Regex.firstMatch(#"\bscale (?:of |is |= )?1\s*:\s*(\d{1,3}(?:,\d{3})+|\d+)\b(?![.,]\d)"#, in: text),
              let ratio = value(scale.group(1)), ratio > 1, let phrase = scale.group(0) else { return nil }
        let rest = text.replacingOccurrences(of: phrase, with: " ")
        let lengths = Quantity.all(in: rest).filter { $0.measure == .length }
        guard lengths.count == 1, let given = lengths.first, Regex.allMatches(#"\d+"#, in: rest).count == 1,
              !imperial.contains(given.unit) else { return nil }
        let onMap = ["cm", "mm"].contains(given.unit)
        let real = onMap ? given.value * ratio : given.value / ratio
        let unit = askedUnit(p, of: .length) ?? (onMap ? (real >= 1000 ? "km" : "m") : "cm")
        guard Quantity.units[unit] != nil, onMap || text.contains("map") || text.contains("plan") || text.contains("drawing") else { return nil }
        let format = written(.length, unit: unit)
        let own = written(.length, unit: given.unit), inCentimetres = written(.length, unit: "cm")
        let working = onMap ? "1 cm on the map is \(plain(ratio)) cm; \(own(given.value)) × \(plain(ratio)) = \(inCentimetres(real)) = \(format(real))"
            : "\(own(given.value)) = \(inCentimetres(given.value)); \(inCentimetres(given.value)) ÷ \(plain(ratio)) = \(format(real)) (1 cm on the map is \(plain(ratio)) cm)"
        var solution = MathsSolution(value: real, format: format, working: working,
                                     mistakes: [real * 100, real / 10, real * 10, real / 100],
                                     defaultQuestion: onMap ? "How far is that in real life?" : "How long is it on the map?")
        solution.counts = Regex.firstMatch(#"\btwo\b[^.]*\bapart\b|\bbetween\b"#, in: text) != nil ? [1, 2] : [1]
        return solution
    }

    /// "A car travels at 60 km per hour for 3 hours. How far does it travel?" → 180 km; "walks at 4 km per hour for 2
    /// hours 30 minutes" → 10 km: speed times time, the time in the speed's unit. The slips: the minutes left out, the
    /// minutes read as a decimal (2.30 hours), speed divided by time, speed and time added.
    static func distanceFromSpeed(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered
        guard Regex.firstMatch(#"\bhow far\b|\bdistance\b|\bhow many (?:km|kilometres|miles|metres)\b"#, in: asked(p).isEmpty ? text : asked(p)) != nil,
              let speed = Regex.firstMatch(#"\bat (?:an average speed of |a speed of |a steady |a constant )?(\d+(?:\.\d+)?)\s*(?:(km|kilometres|miles|metres|m)\s*(?:per|an|a|/)\s*(hour|h|minute|second)\b|(mph|km/h|kph|m/s)\b)"#, in: text),
              let rate = value(speed.group(1)),
              let time = Regex.firstMatch(#"\bfor (?:(\d+(?:\.\d+)?)\s*hours?(?:\s*(?:and\s*)?(\d+)\s*minutes?)?|(\d+)\s*minutes?)\b"#, in: text) else { return nil }
        let short: [String: (String, String)] = ["mph": ("miles", "hour"), "km/h": ("km", "hour"), "kph": ("km", "hour"), "m/s": ("metres", "second")]
        guard let (unit, per) = speed.group(2).flatMap({ u in speed.group(3).map { (u, $0 == "h" ? "hour" : $0) } }) ?? speed.group(5).flatMap({ short[$0] }) else { return nil }
        let hours = value(time.group(1)) ?? 0, minutes = value(time.group(2)) ?? value(time.group(3)) ?? 0
        let inMinutes = hours * 60 + minutes
        let periods = per == "hour" ? inMinutes / 60 : per == "minute" ? inMinutes : inMinutes * 60
        let used = [speed.group(1), time.group(1), time.group(2), time.group(3)].compactMap { $0 }.count
        guard periods > 0, Regex.allMatches(#"\d+(?:\.\d+)?"#, in: text).count == used else { return nil }
        let distance = rate * periods
        guard abs(distance * 100 - (distance * 100).rounded()) < 1e-6 else { return nil }
        let spoken = [time.group(1).map { "\($0) hours" }, (time.group(2) ?? time.group(3)).map { "\($0) minutes" }].compactMap { $0 }.joined(separator: " ")
        let decimalSlip = time.group(2).flatMap { m in time.group(1).flatMap { Double("\($0).\(m)") } }.map { rate * $0 }
        return MathsSolution(value: distance, format: { plain($0) + " \(unit)" },
                             working: "\(spoken) = \(plain(periods)) \(per)s; distance = speed × time = \(plain(rate)) × \(plain(periods)) = \(plain(distance)) \(unit)",
                             mistakes: ([rate * hours, decimalSlip].compactMap { $0 } + [rate / periods, rate + periods, distance + rate]).filter { $0 > 0 && $0 != distance },
                             defaultQuestion: "How far does it go?")
    }

    /// "A map uses a scale of 1 cm to 5 km. Two towns are 7 cm apart on the map. How far apart are they really?" →
    /// 35 km; and back, "… are 20 km apart. How far apart are they on the map?" → 4 cm. The scale may read "1 cm
    /// represents 5 km", "1 cm stands for 5 km" or "1 cm = 5 km"; the other length must be in one of its two units.
    static func scaleDistance(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered
        let n = #"(\d+(?:\.\d+)?)\s*"#
        guard text.contains("scale") || text.contains("represents") || text.contains("stands for"),
              let scale = Regex.firstMatch(n + #"(cm|mm|centimetres?|millimetres?)\b(?: on the (?:map|plan|drawing))?\s*(?:to|represents|stands for|=|is)\s*"#
                                           + n + #"(km|m|kilometres?|metres?|miles?)\b"#, in: text),
              let mapLength = value(scale.group(1)), let realLength = value(scale.group(3)), mapLength > 0, realLength > 0,
              let mapUnit = scale.group(2), let realUnit = scale.group(4) else { return nil }
        // The other length: after the scale, in the map's unit or the land's.
        let after = text.replacingOccurrences(of: scale.group(0) ?? "", with: " ")
        let others = Regex.allMatches(n + #"(cm|mm|centimetres?|millimetres?|km|m|kilometres?|metres?|miles?)\b"#, in: after)
        guard others.count == 1, let other = others.first, let amount = value(other.group(1)), let unit = other.group(2) else { return nil }
        let onMap = Self.sameLengthUnit(unit, mapUnit), onLand = Self.sameLengthUnit(unit, realUnit)
        guard onMap != onLand else { return nil }
        let each = "\(plain(mapLength)) \(mapUnit) stands for \(plain(realLength)) \(realUnit)"
        var solution: MathsSolution
        if onMap {
            let distance = amount / mapLength * realLength
            let step = mapLength == 1 ? "\(plain(amount)) × \(plain(realLength))" : "\(plain(amount)) ÷ \(plain(mapLength)) × \(plain(realLength))"
            solution = MathsSolution(value: distance, format: { plain($0) + " " + realUnit },
                                     working: "\(each), so \(plain(amount)) \(mapUnit) stands for \(step) = \(plain(distance)) \(realUnit)",
                                     // The two added, divided the wrong way, a power of ten out, one map unit too many.
                                     mistakes: [amount + realLength, amount / realLength * mapLength, distance * 10, distance + realLength],
                                     defaultQuestion: "How far is that in real life?")
        } else {
            guard text.contains("map") || text.contains("plan") || text.contains("drawing") else { return nil }
            let distance = amount / realLength * mapLength
            let step = mapLength == 1 ? "\(plain(amount)) ÷ \(plain(realLength))" : "\(plain(amount)) ÷ \(plain(realLength)) × \(plain(mapLength))"
            solution = MathsSolution(value: distance, format: { plain($0) + " " + mapUnit },
                                     working: "\(each), so \(plain(amount)) \(realUnit) is \(step) = \(plain(distance)) \(mapUnit) on the map",
                                     // Multiplied instead, the difference, a power of ten out, one map unit too many.
                                     mistakes: [amount * realLength, amount - realLength, distance * 10, distance + mapLength],
                                     defaultQuestion: "How far apart are they on the map?")
        }
        // "Two towns are 7 cm apart": the two places a distance lies between.
        solution.counts = Regex.firstMatch(#"\btwo\b[^.]*\bapart\b|\bbetween\b"#, in: text) != nil ? [2] : []
        return solution
    }

    /// Whether two ways of writing a length unit name the same one ("cm", "centimetres"; "km", "kilometre").
    private static func sameLengthUnit(_ a: String, _ b: String) -> Bool {
        guard let first = Quantity.units[a], let second = Quantity.units[b] else { return a == b }
        return first.1 == second.1
    }

    /// "A swimming pool is 25 m long. Amy swims 16 lengths. How far does she swim?" → 400 m; "Jo runs 6 laps of a 400 m
    /// track. How many kilometres does she run?" → 2.4 km. One length and one count of lengths or laps.
    static func lapsCovered(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered
        guard Regex.firstMatch(#"\b(?:how far|what distance|how many (?:metres|meters|kilometres|kilometers|km|m|miles)\b|what is the total distance)"#,
                               in: asked(p)) != nil,
              let laps = Regex.firstMatch(number + #" (lengths|laps|widths)\b"#, in: text), let count = value(laps.group(1)), count > 1 else { return nil }
        let lengths = Quantity.all(in: text).filter { $0.measure == .length }
        guard lengths.count == 1, let length = lengths.first else { return nil }
        let format = answerFormat(p, like: length), total = length.value * count
        let each = format(length.value), whole = format(total)
        return MathsSolution(value: total, format: format,
                             working: "\(plain(count)) × \(each) = \(whole)",
                             // The two added, a lap too few or too many, the length alone.
                             mistakes: [length.value + count * (Quantity.units[length.unit]?.1 ?? 1), total - length.value, total + length.value, total * 10],
                             defaultQuestion: "How far is that altogether?")
    }
}
