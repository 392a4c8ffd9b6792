import ArgumentParser
import FlyingFox
import FlyingSocks
import Foundation
import SnapQuizCore
import SnapQuizGenerate
import SnapQuizTestSupport

/// `snapquiz-bench generate`: the generator's own cost per quiz against a zero-latency local LLM server, and the
/// offline generator's time per quiz.
struct GenerateBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Time quiz generation: LLM client overhead against a local instant server, and the offline generator.")

    @Option(help: "Quizzes per measurement (the median is reported).")
    var runs = 50

    @Option(help: "Also write the numbers as JSON to this file.")
    var json: String?

    /// The numbers one run measured (seconds per quiz).
    struct Result: Codable {
        var roundTripSeconds: Double
        var llmQuizSeconds: Double
        var llmOverheadSeconds: Double
        var offlineSeconds: [String: Double]
    }

    func run() throws {
        let result = try Self.measure(runs: runs)
        var rows = [
            ["HTTP round trip, same reply size (baseline)", BenchSupport.format(result.roundTripSeconds * 1000, 3)],
            ["LLM quiz over HTTP (openai format)", BenchSupport.format(result.llmQuizSeconds * 1000, 3)],
            ["LLM generator overhead (quiz − round trip)", BenchSupport.format(result.llmOverheadSeconds * 1000, 3)],
        ]
        rows += result.offlineSeconds.sorted { $0.key < $1.key }.map { ["offline quiz: \($0.key)", BenchSupport.format($0.value * 1000, 3)] }
        print(BenchSupport.table(["measurement", "median ms per quiz"], rows))
        if let json { try BenchSupport.writeJSON(result, to: json) }
    }

    static func measure(runs: Int) throws -> Result {
        var offline: [String: Double] = [:]
        for (name, text) in pages {
            let generator = OfflineQuizGenerator(randomSeed: 1)
            offline[name] = try BenchSupport.median(runs: runs) { _ = try generator.generate(from: text, title: nil) }
        }

        // The model's reply: a grounded quiz for the first page, as a chat completion.
        let quiz = try OfflineQuizGenerator(randomSeed: 2).generate(from: pages[0].text, title: nil)
        let reply = try chatCompletion(for: quiz)
        let server = try startServer(reply: reply)
        defer { stopServer(server) }
        let port: UInt16 = {
            let semaphore = DispatchSemaphore(value: 0)
            let box = PortBox()
            Task {
                if case let .ip4(_, port) = await server.listeningAddress { box.port = port }
                semaphore.signal()
            }
            semaphore.wait()
            return box.port
        }()
        let environment = [
            "SNAPQUIZ_GENERATOR": "openai", "SNAPQUIZ_LLM_BASE_URL": "http://127.0.0.1:\(port)/v1",
            "SNAPQUIZ_LLM_MODEL": "bench", "SNAPQUIZ_LLM_API_KEY": "bench-key",
        ]
        let generator = try GeneratorFactory.make(choice: nil, environment: environment, options: GeneratorOptions(randomSeed: 3))
        guard let llm = generator as? LLMQuizGenerator else { throw ValidationError("expected an LLM generator") }
        let roundTrip = try BenchSupport.median(runs: runs) { _ = try llm.probe() }
        let perQuiz = try BenchSupport.median(runs: runs) { _ = try llm.generate(from: pages[0].text, title: nil) }
        return Result(roundTripSeconds: roundTrip, llmQuizSeconds: perQuiz, llmOverheadSeconds: max(0, perQuiz - roundTrip),
                      offlineSeconds: offline)
    }

    private final class PortBox: @unchecked Sendable { var port: UInt16 = 0 }

    private static func chatCompletion(for quiz: GeneratedQuiz) throws -> Data {
        let questions: [[String: Any]] = quiz.questions.map {
            ["question": $0.question, "options": $0.options, "correctIndex": $0.correctIndex,
             "explanation": $0.explanation, "evidence": $0.evidence]
        }
        let content = try JSONSerialization.data(withJSONObject: [
            "topic": quiz.topic ?? "", "subtopic": quiz.subtopic ?? "", "classificationConfidence": 0.9, "questions": questions,
        ] as [String: Any])
        return try JSONSerialization.data(withJSONObject: [
            "choices": [["index": 0, "finish_reason": "stop",
                         "message": ["role": "assistant", "content": String(decoding: content, as: UTF8.self)]]],
        ] as [String: Any])
    }

    /// An instant server: the same bytes for every request (POST quiz or GET /models), so the GET is the baseline.
    private static func startServer(reply: Data) throws -> HTTPServer {
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 0), timeout: 30, logger: .disabled)
        let semaphore = DispatchSemaphore(value: 0)
        Task {
            await server.appendRoute("*") { _ in
                HTTPResponse(statusCode: .ok, headers: [HTTPHeader("Content-Type"): "application/json"], body: reply)
            }
            Task { try await server.run() }
            try? await server.waitUntilListening()
            semaphore.signal()
        }
        semaphore.wait()
        return server
    }

    private static func stopServer(_ server: HTTPServer) {
        let semaphore = DispatchSemaphore(value: 0)
        Task {
            await server.stop()
            semaphore.signal()
        }
        semaphore.wait()
    }

    /// Homework-like pages (science, history, a maths word-problem sheet), as OCR returns them.
    static let pages: [(name: String, text: String)] = [
        ("biology", SampleHomework.photosynthesis), ("history", SampleHomework.frenchRevolution),
        ("maths", SampleHomework.mathsWordProblems),
    ]
}
