/// The randomness of one generator: seeded (SplitMix64) for reproducible tests, else the system's.
struct QuizRandom: RandomNumberGenerator {
    private var state: UInt64?
    private var system = SystemRandomNumberGenerator()

    init(seed: UInt64?) { state = seed }

    mutating func next() -> UInt64 {
        guard var z = state else { return system.next() }
        z &+= 0x9E37_79B9_7F4A_7C15
        state = z
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Puts each question's correct option at a uniformly random position, whatever position the generator chose.
enum OptionShuffle {
    /// Fisher–Yates over the options, carrying `correctIndex` along.
    static func shuffle(_ question: Question, using random: inout some RandomNumberGenerator) -> Question {
        var question = question
        var order = Array(question.options.indices)
        var i = order.count - 1
        while i > 0 {
            let j = Int.random(in: 0...i, using: &random)
            order.swapAt(i, j)
            i -= 1
        }
        let options = order.map { question.options[$0] }
        question.correctIndex = order.firstIndex(of: question.correctIndex) ?? question.correctIndex
        question.options = options
        return question
    }
}

import SnapQuizCore
