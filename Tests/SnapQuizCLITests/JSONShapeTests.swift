import Foundation
import Testing
import SnapQuizCore
import SnapQuizStore

/// SPEC §10: every `--json` object keeps all its keys, a missing value written as null; and a bad `--generator`
/// is refused before any work is done.
@Suite struct JSONShapeTests {
    static let photo = SnapQuizBinary.packageRoot.appendingPathComponent("TestImages/maths-scan.png").path

    private static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func missingValuesAreNullNotLeftOut() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        // No subject, no text, no quiz, never taken: every optional is missing.
        let bare = try cli.openStore().insertHomework(
            Homework(learner: "default", title: "Bare page", subject: nil, imageURL: "",
                     imageSHA256: String(repeating: "b", count: 64), ocrText: nil, ocrConfidence: nil),
            imageData: Data([0xFF, 0xD8, 0xFF, 0xE0]), imageExtension: "jpg").homework

        let list = try cli.run(["list", "--json"])
        #expect(list.status == 0, "\(list.stderr)")
        let item = try #require((try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])?.first)
        for key in ["id", "title", "subject", "createdAt", "ocrConfidence", "quiz", "progress"] {
            #expect(item.keys.contains(key), "list --json lost \(key)")
        }
        #expect(item["subject"] is NSNull && item["quiz"] is NSNull && item["ocrConfidence"] is NSNull)
        let progress = try #require(item["progress"] as? [String: Any])
        #expect(progress["bestScore"] is NSNull && progress["lastPlayedAt"] is NSNull)

        let show = try Self.object(try cli.run(["show", String(bare.id.prefix(8)), "--json"]).stdout)
        for key in ["subject", "ocrConfidence", "ocrText", "bestScore", "quiz"] {
            #expect(show[key] is NSNull, "show --json: \(key) should be null")
        }
    }

    @Test func questionsWithoutAnswersKeepTheirKeys() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        let (homework, _) = try cli.seedHomework()
        let show = try Self.object(try cli.run(["show", String(homework.id.prefix(8)), "--json"]).stdout)
        let question = try #require(((show["quiz"] as? [String: Any])?["questions"] as? [[String: Any]])?.first)
        #expect(question["correctIndex"] is NSNull && question["explanation"] is NSNull && question["evidence"] is NSNull)

        _ = try cli.run(["take", String(homework.id.prefix(8)), "--answers", "A,A,A,A,A,A,A,A,A,A"])
        let history = try #require((try JSONSerialization.jsonObject(with: Data(try cli.run(["history", String(homework.id.prefix(8)), "--json"]).stdout.utf8)) as? [[String: Any]])?.first)
        #expect(history["timeTakenSeconds"] is NSNull)
    }

    @Test func badGeneratorIsRefusedBeforeAnyPhotoIsRead() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        let option = try cli.run(["ingest", "--generator", "gpt", Self.photo])
        #expect(option.status == 64)
        #expect(option.stderr.contains("'auto', 'offline', 'openai' or 'anthropic'"), "\(option.stderr)")
        let setting = try cli.run(["ingest", Self.photo], environment: ["SNAPQUIZ_GENERATOR": "gpt"])
        #expect(setting.status == 64)
        #expect(setting.stderr.contains("SNAPQUIZ_GENERATOR"), "\(setting.stderr)")
        #expect(try cli.openStore().listHomework(learner: "default").isEmpty, "nothing is stored for a refused command")
        let missing = cli.folder.appendingPathComponent("missing.png").path
        #expect(try cli.run(["ingest", "--generator", "OFFLINE", missing]).status == 66, "names are case-insensitive")
    }
}
