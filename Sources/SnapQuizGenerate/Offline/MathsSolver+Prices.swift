import Foundation

/// Prices of more than one kind, or by weight and length: tickets at one price for an adult and another for a child,
/// grapes at so much a kilogram bought by the gram.
extension MathsSolver {
    static var priceRules: [Rule] { [pricesForKinds, pricePerMeasure] }

    /// Whether two nouns name one kind of thing, plurals that are no "-s" ("child", "children") included.
    static func sameKind(_ a: String, _ b: String) -> Bool {
        sameNoun(a, b) || (min(a.count, b.count) >= 4 && a.prefix(4) == b.prefix(4))
    }

    /// "Tickets cost £8.50 for an adult and £5.25 for a child. How much do 2 adults and 3 children pay?" → £32.75: each
    /// kind's count times its own price. The slips: each price once, the counts swapped between the prices, everyone
    /// at the first price, one of the kinds left out.
    static func pricesForKinds(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered, question = asked(p)
        guard Regex.firstMatch(#"\bhow much\b|\btotal cost\b"#, in: question) != nil else { return nil }
        let prices = Regex.allMatches(#"([£$])(\d+(?:\.\d+)?) (?:for|per) (?:(?:an?|each|one|every) )?([a-z]+)"#, in: text)
        guard prices.count >= 2, let symbol = prices[0].group(1), prices.allSatisfy({ $0.group(1) == symbol }) else { return nil }
        let counts = Regex.allMatches(number + #" ([a-z]+)"#, in: question)
        guard counts.count == prices.count, Regex.allMatches(#"\d+(?:\.\d+)?"#, in: text).count == 2 * prices.count else { return nil }
        var bought: [(count: Double, price: Double)] = []
        for price in prices {
            guard let amount = value(price.group(2)), let kind = price.group(3),
                  let count = counts.first(where: { sameKind($0.group(2) ?? "", kind) }).flatMap({ value($0.group(1)) }) else { return nil }
            bought.append((count, amount))
        }
        let total = bought.map { $0.count * $0.price }.reduce(0, +)
        let pounds = money(symbol)
        let swapped = bought.count == 2 ? bought[0].price * bought[1].count + bought[1].price * bought[0].count : nil
        let working = bought.map { "\(plain($0.count)) × \(pounds($0.price)) = \(pounds($0.count * $0.price))" }.joined(separator: "; ")
            + "; " + bought.map { pounds($0.count * $0.price) }.joined(separator: " + ") + " = \(pounds(total))"
        return MathsSolution(value: total, format: pounds, working: working,
                             mistakes: [bought.map(\.price).reduce(0, +), swapped, bought.map(\.count).reduce(0, +) * bought[0].price,
                                        total - bought[bought.count - 1].count * bought[bought.count - 1].price].compactMap { $0 },
                             defaultQuestion: "How much do they cost altogether?")
    }

    /// "Grapes cost £3.20 per kilogram. How much do 500 g of grapes cost?" → £1.60; "Cheese costs £1.20 per 100 g. How
    /// much do 350 g cost?" → £4.20. The price's unit and the amount's are of one measure. The slips: the amount's number
    /// times the price (no unit change), a power of ten out either way, the price itself.
    static func pricePerMeasure(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered
        guard Regex.firstMatch(#"\bhow much\b|\bcost\b"#, in: asked(p)) != nil,
              let price = Regex.firstMatch(#"([£$])(\d+(?:\.\d+)?) (?:per|a|an|for (?:a|an|one|each|every)|for|each) (?:(\d+) ?)?([a-z]+)\b"#, in: text),
              let symbol = price.group(1), let cost = value(price.group(2)), let unitName = price.group(4),
              let (measure, factor, _) = Quantity.units[unitName], [.length, .mass, .capacity].contains(measure), let phrase = price.group(0) else { return nil }
        let per = (value(price.group(3)) ?? 1) * factor
        let amounts = Quantity.all(in: text.replacingOccurrences(of: phrase, with: " "))
        guard amounts.count == 1, let amount = amounts.first, amount.measure == measure, per > 0 else { return nil }
        let result = cost * amount.value / per
        guard result > 0, abs(result * 100 - (result * 100).rounded()) < 1e-6 else { return nil }
        let pounds = money(symbol), own = written(amount.measure, unit: amount.unit)
        let stated = amount.value / (Quantity.units[amount.unit]?.1 ?? 1)
        return MathsSolution(value: result, format: pounds,
                             working: "\(own(amount.value)) is \(plain(amount.value / per)) × \(plain(per / factor)) \(unitName); \(plain(amount.value / per)) × \(pounds(cost)) = \(pounds(result))",
                             mistakes: [cost * stated, result * 10, result / 10, cost].filter { $0 > 0 && abs($0 - result) > 1e-9 },
                             defaultQuestion: "How much does it cost?")
    }
}
