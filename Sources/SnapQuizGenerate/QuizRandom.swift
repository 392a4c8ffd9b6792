/// The randomness of one generator: seeded (SplitMix64) for reproducible tests, else the system's.
struct QuizRandom: RandomNumberGenerator {
    private var seeded: SplitMix64?
    private var system = SystemRandomNumberGenerator()

    init(seed: UInt64?) { seeded = seed.map(SplitMix64.init(seed:)) }

    mutating func next() -> UInt64 {
        seeded?.next() ?? system.next()
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
