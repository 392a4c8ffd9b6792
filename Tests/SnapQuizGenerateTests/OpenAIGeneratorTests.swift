import Foundation
import SnapQuizTestSupport
import Testing
import SnapQuizCore
@testable import SnapQuizGenerate

/// Runs the generator configured by `environment` against the mock server, off the cooperative pool.
func generateQuiz(
    environment: [String: String], retry: RetryPolicy = RetryPolicy(maxAttempts: 4, baseDelay: 0.001), seed: UInt64 = 1,
    maxResponseBytes: Int = 8 * 1_048_576
) async throws -> GeneratedQuiz {
    try await offPool {
        let options = GeneratorOptions(retry: retry, maxResponseBytes: maxResponseBytes, randomSeed: seed)
        let generator = try GeneratorFactory.make(choice: nil, environment: environment, options: options)
        return try generator.generate(from: ModelReplies.source, title: "Photosynthesis")
    }
}

/// The user turns of an OpenAI request, joined.
func userText(_ request: SeenRequest) -> String {
    let messages = request.json["messages"] as? [[String: Any]] ?? []
    return messages.filter { $0["role"] as? String == "user" }.compactMap { $0["content"] as? String }.joined(separator: "\n")
}

func expectValid(_ quiz: GeneratedQuiz) {
    #expect(QuizShape.problems(in: quiz.questions).isEmpty, "\(QuizShape.problems(in: quiz.questions))")
    #expect(quiz.questions.count == 10)
}

@Suite struct OpenAIGeneratorTests {
    @Test func validReplyMakesAQuizAndTheRequestIsWellFormed() async throws {
        let server = try await MockLLMServer.start { _, _ in ScriptedReply(body: ModelReplies.openAI(ModelReplies.quizJSON())) }
        defer { Task { await server.stop() } }
        let quiz = try await generateQuiz(environment: server.environment())
        expectValid(quiz)
        #expect(quiz.generator == "openai:test-model")
        #expect(quiz.topic == "Biology" && quiz.subtopic == "Photosynthesis" && quiz.classificationConfidence == 0.93)
        for (question, fact) in zip(quiz.questions, ModelReplies.facts) {
            #expect(question.options[question.correctIndex] == fact.answer)
            #expect(question.evidence == fact.evidence)
        }

        let requests = await server.requests()
        let request = try #require(requests.first)
        #expect(requests.count == 1)
        #expect(request.method == "POST" && request.path == "/v1/chat/completions")
        #expect(request.headers["authorization"] == "Bearer sk-test-secret")
        #expect(request.headers["content-type"] == "application/json")
        let body = request.json
        #expect(body["model"] as? String == "test-model")
        let format = try #require(body["response_format"] as? [String: Any])
        #expect(format["type"] as? String == "json_schema")
        let schema = try #require(format["json_schema"] as? [String: Any])
        #expect(schema["strict"] as? Bool == true)
        let properties = (schema["schema"] as? [String: Any])?["properties"] as? [String: Any]
        #expect(properties?["questions"] != nil && properties?["classificationConfidence"] != nil)
        let messages = try #require(body["messages"] as? [[String: Any]])
        #expect(messages.first?["role"] as? String == "system")
        #expect((messages.first?["content"] as? String)?.contains("untrusted") == true)
        // The page text sits between the markers, whole.
        let user = userText(request)
        let open = try #require(user.range(of: "<<<HOMEWORK_TEXT "))
        let close = try #require(user.range(of: "<<<END_HOMEWORK_TEXT "))
        #expect(open.upperBound < close.lowerBound)
        #expect(user[open.upperBound..<close.lowerBound].contains(ModelReplies.source))
    }

    @Test func replyInFencesWithProseIsUsed() async throws {
        let content = "Sure! Here is your quiz:\n```json\n\(ModelReplies.quizJSON())\n```\nGood luck with the revision {really}."
        let server = try await MockLLMServer.start { _, _ in ScriptedReply(body: ModelReplies.openAI(content)) }
        defer { Task { await server.stop() } }
        expectValid(try await generateQuiz(environment: server.environment()))
        #expect(await server.requests().count == 1)
    }

    @Test func nineQuestionsThenTenOnReAsk() async throws {
        let server = try await MockLLMServer.start { index, _ in
            ScriptedReply(body: ModelReplies.openAI(ModelReplies.quizJSON(count: index == 0 ? 9 : 10)))
        }
        defer { Task { await server.stop() } }
        expectValid(try await generateQuiz(environment: server.environment()))
        let requests = await server.requests()
        #expect(requests.count == 2)
        // The re-ask carries the bad reply and the problem found, and the page text again.
        let repair = userText(requests[1])
        #expect(repair.contains("expected exactly 10 questions, got 9"))
        #expect(repair.contains(ModelReplies.source))
        let roles = (requests[1].json["messages"] as? [[String: Any]])?.compactMap { $0["role"] as? String }
        #expect(roles == ["system", "user", "assistant", "user"])
    }

    @Test func duplicateOptionThenFixed() async throws {
        let server = try await MockLLMServer.start { index, _ in
            ScriptedReply(body: ModelReplies.openAI(ModelReplies.quizJSON(duplicateOptionIn: index == 0 ? 3 : nil)))
        }
        defer { Task { await server.stop() } }
        expectValid(try await generateQuiz(environment: server.environment()))
        let requests = await server.requests()
        #expect(requests.count == 2)
        #expect(userText(requests[1]).contains("question 4: two options are the same"))
    }

    /// An item-writing flaw (a misspelt variant of the answer, "All of the above") is re-asked with the flaws named,
    /// like a shape error; the system prompt names the kinds of question and the rules.
    @Test func itemWritingFlawsAreNamedAndReAsked() async throws {
        let server = try await MockLLMServer.start { index, _ in
            ScriptedReply(body: ModelReplies.openAI(ModelReplies.quizJSON(flawedOptionsIn: index < 2 ? 2 : nil)))
        }
        defer { Task { await server.stop() } }
        let quiz = try await generateQuiz(environment: server.environment())
        expectValid(quiz)
        #expect(!quiz.questions.flatMap(\.options).contains("All of the above"))
        let requests = await server.requests()
        #expect(requests.count == 3)
        let repair = userText(requests[1])
        #expect(repair.contains("question 3: options \"Chlorophyll\" and \"Chlorophyl\" are near-duplicates"), "\(repair)")
        #expect(repair.contains("question 3: \"All of the above\" is a catch-all option"))
        #expect(repair.contains("question 3: the option \"Chlorophyl\" is not a dictionary word"))
        let system = (requests[0].json["messages"] as? [[String: Any]])?.first?["content"] as? String ?? ""
        #expect(system.contains("all of the above") && system.contains("at most one question per sentence"))
    }

    @Test func flawsThatStayAfterTheReAsksEndInUnusableOutput() async throws {
        let server = try await MockLLMServer.start { _, _ in
            ScriptedReply(body: ModelReplies.openAI(ModelReplies.quizJSON(flawedOptionsIn: 0)))
        }
        defer { Task { await server.stop() } }
        let error = await #expect(throws: GenerateError.self) { try await generateQuiz(environment: server.environment()) }
        #expect(error?.kind == .badData)
        #expect(error?.description.contains("catch-all") == true, "\(error?.description ?? "")")
        #expect(await server.requests().count == 1 + LLMQuizGenerator.maxRepairs)
    }

    @Test func inventedEvidenceIsSentBack() async throws {
        let server = try await MockLLMServer.start { index, _ in
            ScriptedReply(body: ModelReplies.openAI(ModelReplies.quizJSON(inventedEvidenceIn: index == 0 ? 5 : nil)))
        }
        defer { Task { await server.stop() } }
        expectValid(try await generateQuiz(environment: server.environment()))
        let requests = await server.requests()
        #expect(requests.count == 2)
        #expect(userText(requests[1]).contains("question 6: the evidence"))
    }

    @Test func invalidJSONAlwaysEndsInUnusableOutput() async throws {
        let server = try await MockLLMServer.start { _, _ in
            ScriptedReply(body: ModelReplies.openAI("{\"questions\": [ {\"question\": \"What?\", \"options\": [\"a\", "))
        }
        defer { Task { await server.stop() } }
        let error = await #expect(throws: GenerateError.self) { try await generateQuiz(environment: server.environment()) }
        #expect(error?.kind == .badData)
        if case let .unusableOutput(generator, attempts, problems) = error {
            #expect(generator == "openai:test-model" && attempts == 3)
            #expect(problems.contains { $0.contains("not valid JSON") })
        } else {
            Issue.record("expected unusableOutput, got \(String(describing: error))")
        }
        #expect(await server.requests().count == 3) // the first try and two re-asks, no more
    }

    @Test func schemaRejectedFallsBackToJSONObject() async throws {
        let server = try await MockLLMServer.start { _, request in
            let format = (request.json["response_format"] as? [String: Any])?["type"] as? String
            if format == "json_schema" {
                return ScriptedReply(status: 400, body: ModelReplies.error("response_format json_schema is not supported", code: "unsupported_parameter"))
            }
            return ScriptedReply(body: ModelReplies.openAI(ModelReplies.quizJSON()))
        }
        defer { Task { await server.stop() } }
        expectValid(try await generateQuiz(environment: server.environment()))
        let formats = await server.requests().map { ($0.json["response_format"] as? [String: Any])?["type"] as? String }
        #expect(formats == ["json_schema", "json_object"])
    }

    @Test func truncatedReplyIsAskedAgainNotPatched() async throws {
        let full = ModelReplies.quizJSON()
        let server = try await MockLLMServer.start { index, _ in
            index == 0
                ? ScriptedReply(body: ModelReplies.openAI(String(full.prefix(full.count / 2)), finishReason: "length"))
                : ScriptedReply(body: ModelReplies.openAI(full))
        }
        defer { Task { await server.stop() } }
        expectValid(try await generateQuiz(environment: server.environment()))
        let requests = await server.requests()
        #expect(requests.count == 2)
        #expect(userText(requests[1]).contains("cut off"))
        let roles = (requests[1].json["messages"] as? [[String: Any]])?.compactMap { $0["role"] as? String }
        #expect(roles == ["system", "user"]) // the partial reply is not carried over
    }

    @Test func refusalIsReportedAsUnusable() async throws {
        let server = try await MockLLMServer.start { _, _ in
            ScriptedReply(body: ModelReplies.openAI("", refusal: "I can't help with that."))
        }
        defer { Task { await server.stop() } }
        let error = await #expect(throws: GenerateError.self) { try await generateQuiz(environment: server.environment()) }
        #expect(error?.kind == .badData)
        #expect(error?.description.contains("I can't help with that.") == true)
        #expect(await server.requests().count == 1)
    }

    @Test func localServerNeedsNoKey() async throws {
        let server = try await MockLLMServer.start { _, _ in ScriptedReply(body: ModelReplies.openAI(ModelReplies.quizJSON())) }
        defer { Task { await server.stop() } }
        var environment = server.environment()
        environment["SNAPQUIZ_LLM_API_KEY"] = nil
        environment["SNAPQUIZ_GENERATOR"] = "auto" // a base URL alone selects the LLM
        let quiz = try await generateQuiz(environment: environment)
        #expect(quiz.generator == "openai:test-model")
        #expect(await server.requests().first?.headers["authorization"] == nil)
    }
}
