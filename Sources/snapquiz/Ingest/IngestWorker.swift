import Foundation
import SnapQuizCore
import SnapQuizGenerate
import SnapQuizIngest
import SnapQuizStore

/// Ingests photos (and typed notes) one after another on one thread: validate, OCR, store, generate.
/// Owns its OCR engine and quiz generator (neither is Sendable), made on first use.
final class IngestWorker {
    private let request: IngestRequest
    private let store: Store
    private var engine: OCREngine?
    private var generator: (any QuizGenerator)?
    private let validator = HomeworkFileValidator()

    init(request: IngestRequest, store: Store) {
        self.request = request
        self.store = store
    }

    func ingest(_ photo: String) -> IngestItemResult {
        var result = IngestItemResult(photo: photo)
        do {
            let file = try validator.validate(URL(fileURLWithPath: photo))
            if let existing = try store.homework(learner: request.learner, imageSHA256: file.sha256) {
                result.homework = existing
                result.quiz = try store.currentQuiz(homeworkID: existing.id)
                return result
            }
            let text: String, confidence: Double?
            switch file {
            case let .photo(image):
                let engine = try self.engine ?? OCREngine(language: request.language, environment: request.environment)
                self.engine = engine
                let ocr = try engine.recognize(image)
                result.ocrSeconds = ocr.seconds
                result.rotation = ocr.rotation
                (text, confidence) = (ocr.text, ocr.confidence)
            case let .notes(notes):
                // Typed text is used as it is; no OCR ran, so there is no OCR confidence (see ValidatedNotes).
                (text, confidence) = (notes.text, nil)
            }
            let title = request.title ?? TitleGuess.firstMeaningfulLine(of: text)
                ?? URL(fileURLWithPath: photo).deletingPathExtension().lastPathComponent
            let homework = Homework(learner: request.learner, title: title, subject: request.subject, imageURL: "",
                                    imageSHA256: file.sha256, ocrText: text, ocrConfidence: confidence)
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
            result.failure = ExitCodes.kind(of: error)
            result.errorMessage = String(describing: error)
            return result
        }
        if request.makeQuiz, let homework = result.homework {
            generateQuiz(for: homework, into: &result)
        }
        return result
    }

    private func generateQuiz(for homework: Homework, into result: inout IngestItemResult) {
        do {
            let generator = try self.generator ?? GeneratorFactory.make(choice: request.generator, environment: request.environment)
            self.generator = generator
            result.generatorName = generator.name
            let generated = try generator.generate(from: homework.ocrText ?? "", title: homework.title)
            let quiz = Quiz(homeworkID: homework.id, questions: generated.questions, topic: generated.topic,
                            subtopic: generated.subtopic, classificationConfidence: generated.classificationConfidence,
                            generator: generated.generator)
            try store.insertQuiz(quiz)
            result.quiz = quiz
        } catch {
            result.failure = ExitCodes.kind(of: error)
            result.errorMessage = "no quiz was generated: \(error); the homework and its text are stored, "
                + "run `snapquiz regenerate \(String(homework.id.prefix(8)))` to try again"
        }
    }
}
