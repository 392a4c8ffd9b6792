import Foundation
import Testing
import SnapQuizCore
import SnapQuizStore
import SnapQuizTestSupport

/// `regenerate` and `doctor` through the built binary.
@Suite struct GenerateCommandsTests {
    static let page = SampleHomework.waterCycle

    /// A homework with a quiz and one attempt, whose OCR text is `text`.
    private func seed(_ cli: SnapQuizBinary, text: String = page) throws -> (Homework, Quiz) {
        let (homework, quiz) = try cli.seedHomework()
        let store = try cli.openStore()
        try store.updateOCR(homeworkID: homework.id, text: text, confidence: 88)
        let answers = quiz.questions.map { AnswerRecord(questionId: $0.id, chosenIndex: $0.correctIndex, correct: true) }
        _ = try store.recordAttempt(Attempt(quizID: quiz.id, score: 10, totalQuestions: 10, timeTakenSeconds: 60, answers: answers))
        return (homework, quiz)
    }

    @Test func regenerateAddsAQuizAndKeepsTheOldOneWithItsAttempts() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        let (homework, oldQuiz) = try seed(cli)
        let result = try cli.run(["regenerate", String(homework.id.prefix(6)), "--generator", "offline", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("offline generator"))
        let output = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(output["questionCount"] as? Int == 10 && output["generator"] as? String == "offline" && output["quizCount"] as? Int == 2)

        let store = try cli.openStore()
        let quizzes = try store.quizzes(homeworkID: homework.id)
        #expect(quizzes.count == 2)
        #expect(quizzes.contains { $0.id == oldQuiz.id && $0.questions == oldQuiz.questions })
        let current = try #require(try store.currentQuiz(homeworkID: homework.id))
        #expect(current.id == output["quizId"] as? String && current.generator == "offline")
        #expect(current.topic == "Earth science")
        #expect(try store.attempts(homeworkID: homework.id).count == 1)
        // Every key is on the page (statements and clauses as written there, up to case) or worked out from it.
        let page = Self.page.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for question in current.questions {
            let key = question.options[question.correctIndex].lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "."))
            #expect(page.contains(key), "\(key)")
        }
    }

    @Test func autoSaysItUsedOfflineInWords() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        let (homework, _) = try seed(cli)
        let result = try cli.run(["regenerate", String(homework.id.prefix(8))], environment: ["SNAPQUIZ_GENERATOR": "auto"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("offline generator (no LLM configured"))
        #expect(result.stdout.contains("10 questions by offline"))
        #expect(result.stdout.contains("earlier quiz and their attempts are kept"))
    }

    @Test func textTooShortExits65AndKeepsTheQuiz() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        let (homework, _) = try seed(cli, text: "Water is wet. Rain falls.")
        let result = try cli.run(["regenerate", String(homework.id.prefix(8)), "--generator", "offline"])
        #expect(result.status == 65)
        #expect(result.stderr.contains("gives no good questions, and a quiz needs 10"), "\(result.stderr)")
        #expect(try cli.openStore().quizzes(homeworkID: homework.id).count == 1)
    }

    @Test func unreachableLLMExits69WithoutShowingTheKey() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        let (homework, _) = try seed(cli)
        // Chosen explicitly: `auto` would fall back to the offline generator (GeneratorFallbackTests).
        let result = try cli.run(["regenerate", String(homework.id.prefix(8))], environment: [
            "SNAPQUIZ_GENERATOR": "openai", "SNAPQUIZ_LLM_BASE_URL": "http://127.0.0.1:9/v1", "SNAPQUIZ_LLM_API_KEY": "sk-cli-secret",
        ])
        #expect(result.status == 69)
        #expect(result.stderr.contains("127.0.0.1"))
        #expect(!result.stderr.contains("sk-cli-secret") && !result.stdout.contains("sk-cli-secret"))
        #expect(try cli.openStore().quizzes(homeworkID: homework.id).count == 1)
    }

    @Test func badGeneratorNameIsAUsageError() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        let (homework, _) = try seed(cli)
        #expect(try cli.run(["regenerate", String(homework.id.prefix(8)), "--generator", "gpt"]).status == 64)
        #expect(try cli.run(["regenerate", String(homework.id.prefix(8))], environment: ["SNAPQUIZ_GENERATOR": "gpt"]).status == 64)
    }

    @Test func doctorReportsEachCheck() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        try seed(cli)
        let result = try cli.run(["doctor", "--json"])
        let output = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let checks = try #require(output["checks"] as? [[String: Any]])
        #expect(checks.compactMap { $0["name"] as? String } == ["tessdata", "spelling", "database", "images", "reader", "generator"])
        let byName = Dictionary(uniqueKeysWithValues: checks.map { ($0["name"] as? String ?? "", $0) })
        #expect(byName["database"]?["ok"] as? Bool == true)
        #expect((byName["database"]?["detail"] as? String)?.contains("1 homework") == true)
        #expect(byName["images"]?["ok"] as? Bool == true)
        #expect(byName["generator"]?["ok"] as? Bool == true)
        #expect((byName["reader"]?["detail"] as? String)?.contains("no LLM configured") == true)
        let withModel = try cli.run(["doctor", "--json", "--no-network"], environment: [
            "SNAPQUIZ_LLM_BASE_URL": "http://127.0.0.1:9/v1", "SNAPQUIZ_LLM_VISION_MODEL": "llava"])
        #expect(withModel.stdout.contains("llm:llava at 127.0.0.1"), "\(withModel.stdout)")
        #expect(byName["spelling"]?["ok"] as? Bool == true)
        #expect((byName["spelling"]?["detail"] as? String)?.contains("en_GB") == true)
        let tessdataOK = byName["tessdata"]?["ok"] as? Bool == true
        #expect(result.status == (tessdataOK ? 0 : 69))

        let missingLanguage = try cli.run(["doctor", "--lang", "xqz"], environment: ["TESSDATA_PREFIX": cli.folder.path])
        #expect(missingLanguage.status == 69)
        #expect(missingLanguage.stdout.contains("FAIL") && missingLanguage.stdout.contains("xqz.traineddata"))
    }

    @Test func doctorChecksGeneratorReachability() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        let environment = ["SNAPQUIZ_LLM_BASE_URL": "http://127.0.0.1:9/v1", "SNAPQUIZ_GENERATOR": "auto"]
        let unreachable = try cli.run(["doctor"], environment: environment)
        #expect(unreachable.status == 69)
        #expect(unreachable.stdout.contains("FAIL") && unreachable.stdout.contains("cannot reach"))
        let skipped = try cli.run(["doctor", "--no-network", "--json"], environment: environment)
        let output = try #require(try JSONSerialization.jsonObject(with: Data(skipped.stdout.utf8)) as? [String: Any])
        let generator = (output["checks"] as? [[String: Any]])?.last
        #expect(generator?["ok"] as? Bool == true)
        #expect((generator?["detail"] as? String)?.contains("not contacted") == true)
    }
}
