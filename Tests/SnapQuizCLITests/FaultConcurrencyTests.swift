import Foundation
import Testing
import SnapQuizCore
import SnapQuizStore

/// Several processes writing one store at once: 4 recording attempts, 2 ingesting photos.
@Suite struct FaultConcurrencyTests {
    static let attemptsPerWriter = 12

    @Test func fourTakersAndTwoIngestersLoseNothing() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        let seeded = try (0..<2).map { try cli.seedHomework(title: "Homework \($0)") }
        let photos = try (0..<4).map { try FaultCorpus.validPhoto(in: cli.folder, name: "page-\($0).png") }
        let answers = Array(repeating: "B", count: 10).joined(separator: ",")
        let results = ResultBox()
        DispatchQueue.concurrentPerform(iterations: 6) { worker in
            do {
                if worker < 4 {
                    // Takers 0 and 2 share the first homework, 1 and 3 the second: same progress row, real contention.
                    let (homework, _) = seeded[worker % 2]
                    for _ in 0..<Self.attemptsPerWriter {
                        let result = try cli.run(["take", String(homework.id.prefix(8)), "--answers", answers], timeout: 120)
                        results.add("take \(homework.id)", result)
                    }
                } else {
                    let mine = worker == 4 ? [photos[0], photos[1]] : [photos[2], photos[3]]
                    let result = try cli.run(["ingest", "--jobs", "1"] + mine.map(\.path), timeout: 300)
                    results.add("ingest", result)
                }
            } catch {
                results.add("error \(error)", SnapQuizBinary.Result(status: -1, stdout: "", stderr: "\(error)"))
            }
        }
        let all = results.values
        for (label, result) in all {
            #expect(result.status == 0, "\(label): exit \(result.status): \(result.stderr)")
        }
        let takes = all.filter { $0.0.hasPrefix("take") }
        #expect(takes.count == 4 * Self.attemptsPerWriter)

        let database = cli.home.appendingPathComponent("snapquiz.sqlite").path
        #expect(try FaultCorpus.sqlite(database, "PRAGMA integrity_check").trimmingCharacters(in: .whitespacesAndNewlines) == "ok")
        let store = try cli.openStore()
        for (homework, _) in seeded {
            let succeeded = takes.filter { $0.0 == "take \(homework.id)" && $0.1.status == 0 }.count
            #expect(try store.attempts(homeworkID: homework.id).count == succeeded)
            #expect(try store.progress(homeworkID: homework.id)?.totalAttempts == succeeded)
        }
        #expect(try CrashKillTests.consistencyProblems(cli).isEmpty)
        let listed = try store.listHomework(learner: "default")
        #expect(listed.count == 2 + photos.count, "every photo became a homework")
        #expect(listed.allSatisfy { $0.currentQuizID != nil }, "every homework has its quiz")
    }
}

/// Results collected from several threads.
final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [(String, SnapQuizBinary.Result)] = []
    func add(_ label: String, _ result: SnapQuizBinary.Result) { lock.lock(); items.append((label, result)); lock.unlock() }
    var values: [(String, SnapQuizBinary.Result)] { lock.lock(); defer { lock.unlock() }; return items }
}
