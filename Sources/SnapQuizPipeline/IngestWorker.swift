import Foundation
import SnapQuizCore
import SnapQuizGenerate
import SnapQuizIngest
import SnapQuizStore

/// Ingests photos (and typed notes) one after another on one thread: validate, de-duplicate, read, store, generate.
/// Owns its readers and quiz generator (none is Sendable), made on first use: one per thread. `snapquiz ingest`,
/// the tests and the benchmarks all ingest through it.
public final class IngestWorker {
    private let request: IngestRequest
    private let store: any QuizStore
    private let reader: PhotoReader
    private let quizMaker: QuizMaker
    private let validator = HomeworkFileValidator()

    public init(request: IngestRequest, store: any QuizStore) {
        self.request = request
        self.store = store
        quizMaker = QuizMaker(choice: request.generator, environment: request.environment)
        reader = PhotoReader(choice: request.reader, llmConfiguration: request.llmReader, language: request.language,
                             environment: request.environment)
    }

    /// Ingests one photo, telling `stage` where it is (for the stage line and the Ctrl-C message).
    public func ingest(_ photo: String, stage: (IngestStage) -> Void = { _ in }) -> IngestItemResult {
        var result = IngestItemResult(photo: photo)
        stage(.reading)
        do {
            let file = try validator.validate(URL(fileURLWithPath: photo))
            if let existing = try store.homework(learner: request.learner, imageSHA256: file.sha256) {
                result.homework = existing
                result.quiz = try store.currentQuiz(homeworkID: existing.id)
                if let note = keptDetailsNote(existing) { result.notices.append(note) }
                // A homework stored earlier without a quiz (--no-quiz, or the generator failed) gets one now.
                if result.quiz == nil, request.makeQuiz {
                    stage(.stored(existing))
                    generateQuiz(for: existing, into: &result, stage: stage)
                }
                return result
            }
            let page: PhotoReader.Page
            switch file {
            case let .photo(image):
                page = try reader.read(image, stage: stage)
                result.ocrSeconds = page.seconds
                result.rotation = page.rotation
                if let notice = page.notice { result.notices.append(notice) }
            case let .notes(notes):
                // Typed text is used as it is; no OCR ran, so there is no OCR confidence (see ValidatedNotes).
                page = PhotoReader.Page(text: notes.text, confidence: nil, rawText: nil)
            }
            let text = page.text
            let title = request.title ?? TitleGuess.firstMeaningfulLine(of: text)
                ?? URL(fileURLWithPath: photo).deletingPathExtension().lastPathComponent
            let homework = Homework(learner: request.learner, title: title, subject: request.subject, imageURL: "",
                                    imageSHA256: file.sha256, ocrText: text, ocrConfidence: page.confidence,
                                    ocrRawText: page.rawText, ocrCorrections: page.corrections,
                                    ocrDoubted: page.doubted, reading: page.reading)
            // The bytes that were validated, hashed and read: the file may have changed or gone since.
            let stored = try store.insertHomework(homework, imageData: file.data, imageExtension: file.fileExtension)
            result.homework = stored.homework
            result.created = stored.created
            if !stored.created {
                // Another worker or process stored the same photo meanwhile.
                result.quiz = try store.currentQuiz(homeworkID: stored.homework.id)
                return result
            }
        } catch {
            result.failure = FailureKind.of(error)
            result.errorMessage = String(describing: error)
            return result
        }
        if request.makeQuiz, let homework = result.homework {
            stage(.stored(homework))
            generateQuiz(for: homework, into: &result, stage: stage)
        }
        return result
    }

    private func generateQuiz(for homework: Homework, into result: inout IngestItemResult, stage: (IngestStage) -> Void) {
        do {
            stage(.writingQuestions(generator: quizMaker.generatorDescription))
            let made = try quizMaker.makeQuiz(for: homework)
            result.generatorName = made.quiz.generator
            try store.insertQuiz(made.quiz)
            result.quiz = made.quiz
            if let notice = made.notice { result.notices.append(notice) }
        } catch {
            result.failure = FailureKind.of(error)
            // The error is one or more sentences of its own ("… a quiz needs 10. Give it a fuller page …"): what was kept
            // follows as a sentence, not after a semicolon (".;").
            let reason = "\(error)".trimmingCharacters(in: .whitespaces)
            let stop = reason.last.map { ".!?".contains($0) } == true ? "" : "."
            result.errorMessage = "no quiz was generated: \(reason)\(stop) The homework and its text are stored: "
                + "run `snapquiz regenerate \(String(homework.id.prefix(8)))` to try again."
        }
    }

    /// Says how to change the title or subject of a homework stored before, when this run asked for others.
    private func keptDetailsNote(_ existing: Homework) -> String? {
        var options: [String] = []
        if let title = request.title, title != existing.title { options.append("--title") }
        if let subject = request.subject, subject != existing.subject { options.append("--subject") }
        guard !options.isEmpty else { return nil }
        let id = String(existing.id.prefix(8))
        return "it keeps its stored \(options.map { $0.dropFirst(2) }.joined(separator: " and ")); "
            + "change with: snapquiz edit \(id) \(options.map { "\($0) …" }.joined(separator: " "))"
    }
}
