import Foundation
import Testing
import SnapQuizCore
import SnapQuizPipeline
import SnapQuizStore

/// The ingest flow of SnapQuizPipeline — validate, de-duplicate, read, store, generate — driven in process on both
/// stores: the same worker `snapquiz ingest` runs.
@Suite struct IngestPipelineTests {
    static let testImages = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("TestImages")

    @Test(arguments: Backend.available)
    func notesAreStoredQuizzedOnceAndFoundAgain(_ backend: Backend) throws {
        let fixture = try BackendFixture(backend)
        let notes = fixture.folder.appendingPathComponent("water-cycle.md")
        try String(contentsOf: Self.testImages.appendingPathComponent("science-photo.gt.txt"), encoding: .utf8)
            .write(to: notes, atomically: true, encoding: .utf8)
        let request = IngestRequest(photos: [notes.path], subject: "science", learner: fixture.learner,
                                    environment: ["SNAPQUIZ_GENERATOR": "offline"])
        let worker = IngestWorker(request: request, store: fixture.store)
        var stages: [String] = []
        let first = worker.ingest(notes.path) { stages.append(String(describing: $0).prefix { $0 != "(" }.description) }
        #expect(first.failure == nil, "\(first.errorMessage ?? "")")
        #expect(first.created && first.quiz?.questions.count == 10)
        #expect(first.homework?.reading == nil && first.homework?.subject == "science")
        #expect(stages == ["reading", "stored", "writingQuestions"])

        let again = worker.ingest(notes.path)
        #expect(!again.created && again.homework?.id == first.homework?.id && again.quiz?.id == first.quiz?.id)
        #expect(try fixture.store.homeworkPage(learner: fixture.learner, subject: nil, limit: nil, offset: 0).total == 1)
    }

    @Test(arguments: Backend.available)
    func aBatchReadsPhotosWithTesseractAndReportsEachItem(_ backend: Backend) throws {
        let fixture = try BackendFixture(backend)
        let photo = Self.testImages.appendingPathComponent("science-photo.jpg").path
        let missing = fixture.folder.appendingPathComponent("missing.jpg").path
        let request = IngestRequest(photos: [photo, missing], makeQuiz: false, jobs: 2, learner: fixture.learner,
                                    environment: ProcessInfo.processInfo.environment, reader: .tesseract)
        let reported = LockedCount()
        let results = IngestBatch.run(request, store: fixture.store) { _, _ in reported.add() }
        #expect(reported.value == 2 && results.map(\.photo) == [photo, missing])
        #expect(results[0].homework?.reading?.source == Reading.tesseract && results[0].quiz == nil)
        #expect(results[1].homework == nil && results[1].failure == .noInput)
    }
}

private final class LockedCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func add() { lock.withLock { count += 1 } }
}
