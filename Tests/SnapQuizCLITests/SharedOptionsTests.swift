import Foundation
import Testing
import SnapQuizStore

/// Options several commands share are declared once and checked the same way everywhere, before any work.
@Suite struct SharedOptionsTests {
    @Test func aMalformedLanguageIsRefusedByEveryCommandThatTakesOne() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        let photo = SnapQuizBinary.packageRoot.appendingPathComponent("TestImages/science-photo.jpg").path
        for arguments in [["ingest", photo, "--lang", "../eng"], ["ocr", photo, "--lang", "eng deu"], ["doctor", "--lang", ""]] {
            let result = try cli.run(arguments)
            #expect(result.status == 64, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("--lang takes a tesseract language code"), "\(arguments): \(result.stderr)")
        }
        #expect(try cli.openStore().homeworkCount(learner: "default") == 0, "nothing is stored for a refused option")
    }

    @Test func subjectFiltersListAndStatsAlike() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        try cli.seedHomework(title: "Fractions", subject: "Maths")
        try cli.seedHomework(title: "Rivers", subject: "Geography")
        let list = try cli.run(["list", "--subject", "MATHS"])
        #expect(list.stdout.contains("Fractions") && !list.stdout.contains("Rivers"))
        let stats = try cli.run(["stats", "--subject", "maths", "--json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(stats.stdout.utf8)) as? [String: Any])
        #expect(report["homeworkCount"] as? Int == 1)
    }
}
