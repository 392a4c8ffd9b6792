import Foundation
import Testing
import SnapQuizCore
import SnapQuizStore
import SnapQuizTestSupport

/// `auto` with an LLM configured but not reachable falls back to the offline generator; an explicit choice does not.
/// The "LLM" is a closed port on 127.0.0.1: nothing here touches the outside network.
@Suite struct GeneratorFallbackTests {
    static let unreachable = [
        "SNAPQUIZ_LLM_BASE_URL": "http://127.0.0.1:9/v1", "OPENAI_API_KEY": "sk-fallback-secret",
    ]

    private func seed(_ cli: SnapQuizBinary) throws -> Homework {
        let (homework, _) = try cli.seedHomework()
        try cli.openStore().updateOCR(homeworkID: homework.id, text: SampleHomework.waterCycle, confidence: 90)
        return homework
    }

    @Test func autoFallsBackToOfflineAndSaysSo() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        let homework = try seed(cli)
        let result = try cli.run(["regenerate", String(homework.id.prefix(8)), "--json"],
                                 environment: Self.unreachable.merging(["SNAPQUIZ_GENERATOR": "auto"]) { $1 })
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("offline generator instead") && result.stderr.contains("127.0.0.1"), "\(result.stderr)")
        #expect(!result.stderr.contains("sk-fallback-secret"))
        let output = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(output["generator"] as? String == "offline")
        #expect(try cli.openStore().quizzes(homeworkID: homework.id).count == 2)
    }

    @Test func ingestWithTheDefaultGeneratorFallsBack() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        let photo = SnapQuizBinary.packageRoot.appendingPathComponent("TestImages/maths-scan.png").path
        // SNAPQUIZ_GENERATOR unset: the default is auto.
        var environment = Self.unreachable
        environment["SNAPQUIZ_GENERATOR"] = ""
        let result = try cli.run(["ingest", "--json", photo], environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        let item = try #require((try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])?.first)
        #expect((item["quiz"] as? [String: Any])?["generator"] as? String == "offline")
        #expect(result.stderr.contains("offline generator instead"), "\(result.stderr)")
    }

    @Test func explicitLLMDoesNotFallBack() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        let homework = try seed(cli)
        let result = try cli.run(["regenerate", String(homework.id.prefix(8)), "--generator", "openai"],
                                 environment: Self.unreachable.merging(["SNAPQUIZ_GENERATOR": "auto"]) { $1 })
        #expect(result.status == 69, "\(result.stderr)")
        #expect(result.stderr.contains("cannot reach") && !result.stderr.contains("offline generator instead"))
        #expect(try cli.openStore().quizzes(homeworkID: homework.id).count == 1)
    }
}
