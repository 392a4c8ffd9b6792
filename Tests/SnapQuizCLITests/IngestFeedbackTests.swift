import Foundation
import Testing
import SnapQuizCore
import SnapQuizStore
import SnapQuizTestSupport

/// What a user sees while an ingest runs: the stage and time on a terminal, a bounded wait for an LLM that hangs,
/// and on Ctrl-C what was kept.
@Suite struct IngestFeedbackTests {
    static let photo = SnapQuizBinary.packageRoot.appendingPathComponent("TestImages/maths-scan.png").path

    @Test func aTerminalSeesTheStageAndTheTimeSoFar() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        let run = try TakePTY.run(cli, ["ingest", Self.photo], keys: [], environment: ["SNAPQUIZ_GENERATOR": "offline"])
        #expect(run.status == 0, "\(run.screen)")
        #expect(run.screen.contains("maths-scan.png: cleaning up and recognising the text… "), "\(run.screen)")
        #expect(run.screen.range(of: #"recognising the text… \d+s"#, options: .regularExpression) != nil)
        #expect(run.screen.contains("stored"))
    }

    @Test func aHangingLLMIsGivenUpAfterTheDeadline() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        let server = try SilentServer()
        let (homework, _) = try cli.seedHomework()
        try cli.openStore().updateOCR(homeworkID: homework.id, text: SampleHomework.waterCycle, confidence: 90)
        let environment = ["SNAPQUIZ_LLM_BASE_URL": server.baseURL, "SNAPQUIZ_LLM_API_KEY": "k", "SNAPQUIZ_LLM_DEADLINE": "2"]
        let started = Date()
        let explicit = try cli.start(["regenerate", String(homework.id.prefix(8)), "--generator", "openai"],
                                     environment: environment).wait(timeout: 60)
        #expect(explicit.status == 75, "\(explicit.stderr)")
        #expect(explicit.stderr.contains("SNAPQUIZ_LLM_DEADLINE"), "\(explicit.stderr)")
        #expect(Date().timeIntervalSince(started) < 30)

        let auto = try cli.run(["regenerate", String(homework.id.prefix(8)), "--json"],
                               environment: environment.merging(["SNAPQUIZ_GENERATOR": "auto"]) { $1 })
        #expect(auto.status == 0, "\(auto.stderr)")
        #expect(auto.stderr.contains("offline generator instead"))
    }

    @Test func ctrlCSaysWhatWasKeptAndHowToRetry() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        let server = try SilentServer()
        let running = try cli.start(["ingest", Self.photo], environment: [
            "SNAPQUIZ_GENERATOR": "openai", "SNAPQUIZ_LLM_BASE_URL": server.baseURL, "SNAPQUIZ_LLM_API_KEY": "k",
        ])
        // Wait until the homework is stored and the LLM is being waited for.
        let deadline = Date().addingTimeInterval(60)
        var stored: Homework?
        while stored == nil, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.2)
            stored = try? cli.openStore().listHomework(learner: "default").first?.homework
        }
        let homework = try #require(stored)
        Thread.sleep(forTimeInterval: 0.3)
        kill(running.pid, SIGINT)
        let result = try running.wait(timeout: 30)
        #expect(result.status == 130)
        let id = String(homework.id.prefix(8))
        #expect(result.stderr.contains("interrupted") && result.stderr.contains("kept homework \(id)"), "\(result.stderr)")
        #expect(result.stderr.contains("snapquiz regenerate \(id)"))
        #expect(try cli.openStore().homework(id: homework.id) != nil)
    }
}
