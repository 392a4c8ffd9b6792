import ArgumentParser
import Foundation
import SnapQuizCore
import SnapQuizTestSupport
import SnapQuizGenerate

/// `snapquiz-bench fuzz`: random mutations of valid model replies through the LLM generator's acceptance step;
/// fails if anything it accepts breaks the quiz rules. (The same fuzzer runs a few thousand cases in
/// `Tests/SnapQuizGenerateTests/FuzzQuizReplyTests.swift`.)
struct FuzzBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fuzz", abstract: "Fuzz quiz-reply extraction and validation with mutated valid replies.")

    @Option(help: "Mutated replies to check.")
    var cases = 100_000

    @Option(help: "Random seed (the run is reproducible).")
    var seed: UInt64 = 1

    @Option(help: "Also write the numbers as JSON to this file.")
    var json: String?

    /// What one run found.
    struct Result: Codable {
        var cases: Int
        var accepted: Int
        var rejected: Int
        var invalidAccepted: Int
        var seconds: Double
        var firstFailure: String?
    }

    func run() throws {
        let result = try Self.measure(cases: cases, seed: seed)
        print(BenchSupport.table(["fuzz of quiz replies", "value"], Self.rows(result)))
        if let json { try BenchSupport.writeJSON(result, to: json) }
        if result.invalidAccepted > 0 { throw ValidationError("accepted an invalid quiz: \(result.firstFailure ?? "?")") }
    }

    static func rows(_ result: Result) -> [[String]] {
        [["cases", "\(result.cases)"], ["accepted (still valid after mutation)", "\(result.accepted)"],
         ["rejected", "\(result.rejected)"], ["accepted but invalid (must be 0)", "\(result.invalidAccepted)"],
         ["cases per second", BenchSupport.format(Double(result.cases) / max(result.seconds, 1e-9), 0)]]
    }

    static func measure(cases: Int, seed: UInt64) throws -> Result {
        var bases: [ReplyFuzzer.Base] = []
        for (index, page) in GenerateBench.pages.enumerated() {
            let quiz = try OfflineQuizGenerator(randomSeed: UInt64(index + 7)).generate(from: page.text, title: nil)
            bases.append(ReplyFuzzer.Base(source: page.text, questions: quiz.questions))
        }
        let fuzzBases = bases
        // Two workers (this machine's cores), each with its own seeded fuzzer: the run stays reproducible.
        let workers = 2
        let partial = Partials(count: workers)
        let seconds = BenchSupport.seconds {
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                var fuzzer = ReplyFuzzer(bases: fuzzBases, seed: seed &+ UInt64(worker) &* 0x9E37_79B9)
                var result = Result(cases: 0, accepted: 0, rejected: 0, invalidAccepted: 0, seconds: 0)
                for _ in 0..<(cases / workers + (worker < cases % workers ? 1 : 0)) {
                    let (source, reply) = fuzzer.next()
                    result.cases += 1
                    let verdict = QuizReplyCheck.check(reply: reply, sourceText: source)
                    guard let questions = verdict.questions else {
                        result.rejected += 1
                        continue
                    }
                    result.accepted += 1
                    let broken = ReplyFuzzer.violations(questions, source: source)
                    if !broken.isEmpty {
                        result.invalidAccepted += 1
                        if result.firstFailure == nil { result.firstFailure = broken.joined(separator: "; ") + " in: " + String(reply.prefix(400)) }
                    }
                }
                partial.set(worker, result)
            }
        }
        var result = Result(cases: 0, accepted: 0, rejected: 0, invalidAccepted: 0, seconds: seconds)
        for part in partial.values {
            result.cases += part.cases
            result.accepted += part.accepted
            result.rejected += part.rejected
            result.invalidAccepted += part.invalidAccepted
            result.firstFailure = result.firstFailure ?? part.firstFailure
        }
        return result
    }
}

/// Per-worker results behind a lock.
private final class Partials: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [FuzzBench.Result?]
    init(count: Int) { results = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ result: FuzzBench.Result) { lock.lock(); results[index] = result; lock.unlock() }
    var values: [FuzzBench.Result] { lock.lock(); defer { lock.unlock() }; return results.compactMap { $0 } }
}
