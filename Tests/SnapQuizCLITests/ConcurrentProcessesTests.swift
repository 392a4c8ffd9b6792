import Foundation
import Testing
import SnapQuizCore
import SnapQuizStore

/// Several OS processes recording attempts on one store at once lose nothing (SPEC §4).
@Suite struct ConcurrentProcessesTests {
    @Test func fourProcessesRecordingAttemptsLoseNothing() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        let (homework, quiz) = try cli.seedHomework()
        let letters = quiz.questions.map { String(UnicodeScalar(UInt8(65 + $0.correctIndex))) }
        let processes = 4, perProcess = 6
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: processes) { worker in
            for round in 0..<perProcess {
                // Worker w answers the first (w + round) % 11 questions right.
                let right = (worker + round) % 11
                let answers = letters.enumerated().map { index, letter in
                    index < right ? letter : (letter == "A" ? "B" : "A")
                }
                do {
                    let result = try cli.run(["take", homework.id, "--answers", answers.joined(separator: ","), "--json"])
                    if result.status != 0 { failures.add("exit \(result.status): \(result.stderr)") }
                } catch {
                    failures.add("\(error)")
                }
            }
        }
        #expect(failures.all.isEmpty, "\(failures.all)")
        let store = try cli.openStore()
        let progress = try #require(try store.progress(homeworkID: homework.id))
        #expect(progress.totalAttempts == processes * perProcess)
        #expect(try store.attempts(homeworkID: homework.id).count == processes * perProcess)
        #expect(progress.bestScore == min(10, processes - 1 + perProcess - 1))
    }
}

/// A thread-safe list of failure messages.
final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []
    func add(_ message: String) { lock.withLock { messages.append(message) } }
    var all: [String] { lock.withLock { messages } }
}
