import Foundation

/// Factors, multiples and primes: the highest common factor and lowest common multiple of two numbers, how many factors
/// a number has, the next prime after a number, the first multiple past a number, and which of a list is prime, square,
/// a multiple or a factor. Whole numbers only, each named by the question.
extension MathsSolver {
    static var factorRules: [Rule] { [commonFactorOrMultiple, factorCount, nextPrime, firstMultipleBeyond, whichOfList] }

    static func isPrime(_ n: Int) -> Bool {
        guard n >= 2 else { return false }
        var divisor = 2
        while divisor * divisor <= n {
            if n % divisor == 0 { return false }
            divisor += 1
        }
        return true
    }

    static func factors(of n: Int) -> [Int] { n < 1 ? [] : (1...n).filter { n % $0 == 0 } }

    /// A whole number the page writes, below a million (a wider search would cost more than a quiz may take).
    static func wholeNumber(_ text: String?) -> Int? {
        guard let text, let value = Int(text.replacingOccurrences(of: ",", with: "")), value >= 1, value < 1_000_000 else { return nil }
        return value
    }

    /// "What is the highest common factor of 18 and 24?" → 6; "Find the lowest common multiple of 6 and 8." → 24 (HCF,
    /// LCM, greatest common divisor, least common multiple). The slips: a smaller common factor, the smaller number, the
    /// other of the two; the product, a common multiple further on, the HCF.
    static func commonFactorOrMultiple(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered
        guard let m = Regex.firstMatch(#"\b(highest common factor|greatest common factor|greatest common divisor|hcf|gcd|lowest common multiple|least common multiple|lcm)\s*(?:\(\s*(?:hcf|lcm|gcd)\s*\)\s*)?of (\d+) and (\d+)\b"#, in: text),
              let a = wholeNumber(m.group(2)), let b = wholeNumber(m.group(3)), a != b,
              Regex.allMatches(#"\d+"#, in: text).count == 2 else { return nil }
        func gcd(_ x: Int, _ y: Int) -> Int { y == 0 ? x : gcd(y, x % y) }
        let hcf = gcd(a, b), lcm = a / hcf * b
        let name = m.group(1) ?? ""
        if name.contains("factor") || name.contains("divisor") || name == "hcf" || name == "gcd" {
            let common = factors(of: hcf).filter { $0 < hcf }.reversed().map(Double.init)
            return MathsSolution(value: Double(hcf), format: plain,
                                 working: "factors of \(a): \(factors(of: a).map(String.init).joined(separator: ", ")); of \(b): \(factors(of: b).map(String.init).joined(separator: ", ")); the highest in both is \(hcf)",
                                 mistakes: Array(common.prefix(2)) + [Double(min(a, b)), Double(lcm), Double(abs(a - b))], defaultQuestion: "What is the highest common factor?")
        }
        guard lcm <= 100_000 else { return nil }
        let multiples = { (n: Int) in (1...max(1, min(12, lcm / n))).map { String($0 * n) }.joined(separator: ", ") }
        return MathsSolution(value: Double(lcm), format: plain,
                             working: "multiples of \(a): \(multiples(a)); of \(b): \(multiples(b)); the first in both is \(lcm)",
                             mistakes: [Double(a * b), Double(2 * lcm), Double(hcf), Double(max(a, b) * 2), Double(a + b)], defaultQuestion: "What is the lowest common multiple?")
    }

    /// "How many factors does 12 have?" → 6 (1, 2, 3, 4, 6, 12). The slips: 1 and the number left out, the factor pairs
    /// counted, one missed.
    static func factorCount(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered
        guard let m = Regex.firstMatch(#"\bhow many (?:different )?factors (?:does|has|have) (?:the number )?(\d+)\b|\bhow many (?:different )?factors (?:are there )?of (\d+)\b|\bnumber of factors of (\d+)\b"#, in: text),
              let n = wholeNumber(m.group(1) ?? m.group(2) ?? m.group(3)), n <= 10_000, Regex.allMatches(#"\d+"#, in: text).count == 1 else { return nil }
        let all = factors(of: n)
        guard all.count > 2 else { return nil }
        return MathsSolution(value: Double(all.count), format: plain, working: "factors of \(n): \(all.map(String.init).joined(separator: ", ")); that is \(all.count) factors",
                             mistakes: [Double(all.count - 2), Double((all.count + 1) / 2), Double(all.count - 1), Double(all.count + 1)], defaultQuestion: "How many factors does it have?")
    }

    /// "What is the next prime number after 23?" → 29. The slips: the odd numbers before it that are not prime, the prime
    /// after it.
    static func nextPrime(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered
        guard let m = Regex.firstMatch(#"\b(?:next|first|smallest) prime (?:number )?(?:after|bigger than|greater than|larger than|more than|above) (\d+)\b"#, in: text),
              let n = wholeNumber(m.group(1)), n < 100_000, Regex.allMatches(#"\d+"#, in: text).count == 1 else { return nil }
        var prime = n + 1
        while !isPrime(prime) { prime += 1 }
        var after = prime + 1
        while !isPrime(after) { after += 1 }
        // Odd numbers that are not prime ("25 is odd, so prime"), before the prime and after it.
        let odd = stride(from: n + 1, to: after, by: 1).filter { $0 % 2 == 1 && !isPrime($0) }.map(Double.init)
        return MathsSolution(value: Double(prime), format: plain,
                             working: "after \(n): " + stride(from: n + 1, through: prime, by: 1).map { $0 == prime ? "\($0) is prime" : "\($0) is not" }.joined(separator: ", "),
                             mistakes: odd + [Double(after), Double(n + 1)], defaultQuestion: "What is the next prime number?")
    }

    /// "What is the smallest multiple of 7 that is greater than 60?" → 63. The slips: the multiple just below, one step
    /// further, the step added to the number.
    static func firstMultipleBeyond(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered
        guard let m = Regex.firstMatch(#"\b(?:smallest|first|lowest) multiple of (\d+)(?: that is| which is)? (?:greater|bigger|larger|more) than (\d+)\b"#, in: text),
              let k = wholeNumber(m.group(1)), let n = wholeNumber(m.group(2)), k > 1, n > k, Regex.allMatches(#"\d+"#, in: text).count == 2 else { return nil }
        let result = (n / k + 1) * k
        return MathsSolution(value: Double(result), format: plain,
                             working: "\(n) ÷ \(k) = \(n / k) remainder \(n % k); \(n / k + 1) × \(k) = \(result)",
                             mistakes: [Double(result - k), Double(result + k), Double(n + k), Double(n + 1)], defaultQuestion: "What is the multiple?")
    }

    /// "Which of these numbers is a prime number: 21, 27, 29, 33?" → 29; likewise a square number, a cube number, a
    /// multiple or a factor of a number, even or odd. Exactly one of the list must be; the others are the slips, odd ones
    /// and near ones first.
    static func whichOfList(_ p: MathsProblem) -> MathsSolution? {
        let text = p.lowered
        guard let m = Regex.firstMatch(#"\bwhich (?:one )?(?:of (?:these|the following|the numbers)(?: numbers)? )?(?:number )?is (?:a |an )?(prime|square|cube|multiple of (\d+)|factor of (\d+)|even|odd)\b"#, in: text),
              let kind = m.group(1) else { return nil }
        var rest = text
        if let whole = m.group(0) { rest = rest.replacingOccurrences(of: whole, with: " ") }
        guard let run = Regex.firstMatch(#"\d+(?:\s*(?:,|\bor\b|\band\b)\s*\d+){2,}"#, in: rest)?.group(0),
              Regex.firstMatch(#"\d"#, in: rest.replacingOccurrences(of: run, with: " ")) == nil else { return nil }
        let items = Regex.allMatches(#"\d+"#, in: run).compactMap { wholeNumber($0.group(0)) }
        guard items.count >= 3, Set(items).count == items.count else { return nil }
        let test: (Int) -> Bool
        switch kind {
        case "prime": test = isPrime
        case "square": test = { n in Int(Double(n).squareRoot().rounded()) * Int(Double(n).squareRoot().rounded()) == n }
        case "cube": test = { n in let r = Int(cbrt(Double(n)).rounded()); return r * r * r == n }
        case "even": test = { $0 % 2 == 0 }
        case "odd": test = { $0 % 2 == 1 }
        default:
            if let k = wholeNumber(m.group(2)) { test = { $0 % k == 0 } }
            else if let k = wholeNumber(m.group(3)) { test = { k % $0 == 0 } }
            else { return nil }
        }
        let right = items.filter(test)
        guard right.count == 1, let answer = right.first else { return nil }
        let others = items.filter { $0 != answer }.sorted { abs($0 - answer) < abs($1 - answer) }.map(String.init)
        let named = kind == "prime" || kind == "square" || kind == "cube" ? "a \(kind) number" : kind.hasPrefix("even") || kind.hasPrefix("odd") ? kind : "a \(kind)"
        return choice(key: String(answer), slips: others,
                      working: "\(named): of \(items.map(String.init).joined(separator: ", ")) only \(answer)",
                      question: "Which number is \(named)?")
    }
}
