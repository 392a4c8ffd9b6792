import ArgumentParser
import FlyingFox
import FlyingSocks
import Foundation
import SnapQuizCore
import SnapQuizGenerate

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
        ("biology", """
            Photosynthesis is the process by which green plants make their own food using
            light energy from the Sun. It takes place mainly in the leaves, inside small
            structures called chloroplasts. Chloroplasts contain a green pigment called chlorophyll,
            which absorbs sunlight. Plants take in carbon dioxide from the air through tiny pores
            called stomata. Water is absorbed from the soil by the roots and carried to the leaves
            through the xylem. Using light energy, the plant turns carbon dioxide and water into
            glucose and oxygen. The oxygen is released into the air as a waste product. Glucose is
            used for respiration or stored as starch. In 1779 Jan Ingenhousz showed that plants need
            light to produce oxygen. The rate of photosynthesis increases with light intensity until
            another factor becomes limiting. Temperature also affects the rate because the reactions
            are controlled by enzymes. Most enzymes in plants work best at about 25 degrees Celsius.
            """),
        ("history", """
            The French Revolution began in 1789 when the people of Paris stormed the Bastille,
            a royal fortress and prison. At that time France was ruled by King Louis XVI and
            his wife Marie Antoinette. Society was divided into three estates: the clergy, the
            nobility and the common people. The Third Estate paid most of the taxes but had little
            power. In August 1789 the National Assembly issued the Declaration of the Rights of
            Man and of the Citizen. The monarchy was abolished in 1792 and France became a republic.
            Louis XVI was executed by guillotine in January 1793. During the Reign of Terror,
            led by Maximilien Robespierre, thousands of suspected enemies were executed.
            Robespierre himself was arrested and executed in 1794. In 1799 Napoleon Bonaparte
            seized power and later crowned himself Emperor in 1804.
            """),
        ("maths", """
            a) A baker makes 144 muffins and packs them into boxes of 12 muffins each.
            b) Sarah buys 3 notebooks that cost £2.50 each and pays with a £10 note.
            c) A train travels 180 kilometres at an average speed of 60 kilometres per hour.
            d) A rectangular garden is 14 metres long and 9 metres wide, so its perimeter is 46 metres.
            e) In a class of 30 pupils, 40% walk to school and the rest come by bus.
            f) Tom saved 25 pounds in March and twice as much in April, so he saved 75 pounds in total.
            g) A water tank holds 500 litres and a pipe fills it at 20 litres per minute.
            h) The temperature at midnight was -4 degrees and by noon it had risen by 11 degrees to 7 degrees.
            i) A cinema has 18 rows of seats with 24 seats in each row, giving 432 seats altogether.
            j) A recipe for 4 people uses 300 grams of flour, so a recipe for 6 people needs 450 grams.
            k) Amir runs 5 laps of a 400 metre track every morning, which is 2000 metres a day.
            """),
    ]
}
