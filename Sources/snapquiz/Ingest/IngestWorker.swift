import Foundation
import SnapQuizCore
import SnapQuizGenerate
import SnapQuizIngest
import SnapQuizStore

/// Ingests photos one after another on one thread: validate, OCR, store, generate.
/// Owns its OCR engine and quiz generator (neither is Sendable), made on first use.
final class IngestWorker {
    private let request: IngestRequest
    private let store: Store
    private var engine: OCREngine?
    private var generator: (any QuizGenerator)?
    private let validator = ImageValidator()

    init(request: IngestRequest, store: Store) {
        self.request = request
        self.store = store
    }

    func ingest(_ photo: String) -> IngestItemResult {
        var result = IngestItemResult(photo: photo)
        do {
            let image = try validator.validate(URL(fileURLWithPath: photo))
            if let existing = try store.homework(learner: request.learner, imageSHA256: image.sha256) {
                result.homework = existing
                result.quiz = try store.currentQuiz(homeworkID: existing.id)
                return result
            }
            let engine = try self.engine ?? OCREngine(language: request.language, environment: request.environment)
            self.engine = engine
            let ocr = try engine.recognize(image)
            result.ocrSeconds = ocr.seconds
            result.rotation = ocr.rotation
            let title = request.title ?? TitleGuess.firstMeaningfulLine(of: ocr.text)
                ?? URL(fileURLWithPath: photo).deletingPathExtension().lastPathComponent
            let homework = Homework(learner: request.learner, title: title, subject: request.subject, imageURL: "",
                                    imageSHA256: image.sha256, ocrText: ocr.text, ocrConfidence: ocr.confidence,
                                    ocrRawText: ocr.rawText, ocrCorrections: ocr.corrections, reading: ocr.reading)
            // The bytes that were validated, hashed and read by OCR: the file may have changed or gone since.
            let stored = try store.insertHomework(homework, imageData: image.data, imageExtension: image.format.fileExtension)
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
