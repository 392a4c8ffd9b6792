import Foundation
import Testing
import SnapQuizStore

/// `edit ID --title --subject`, and re-ingesting a homework that has no quiz.
@Suite struct EditCommandTests {
    @Test func editChangesTitleAndSubjectAndKeepsTheRest() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        let (homework, quiz) = try cli.seedHomework(title: "Scan 0001", subject: "sceince")
        let id = String(homework.id.prefix(6))

        let edited = try cli.run(["edit", id, "--title", "The water cycle", "--subject", "science", "--json"])
        #expect(edited.status == 0, "\(edited.stderr)")
        let output = try #require(try JSONSerialization.jsonObject(with: Data(edited.stdout.utf8)) as? [String: Any])
        #expect(output["title"] as? String == "The water cycle" && output["subject"] as? String == "science")
        let stored = try #require(try cli.openStore().homework(id: homework.id))
        #expect(stored.title == "The water cycle" && stored.subject == "science")
        #expect(try cli.openStore().currentQuiz(homeworkID: homework.id)?.id == quiz.id)

        #expect(try cli.run(["edit", id, "--subject", ""]).status == 0)
        #expect(try cli.openStore().homework(id: homework.id)?.subject == nil)
        #expect(try cli.openStore().homework(id: homework.id)?.title == "The water cycle", "an option left out is kept")

        #expect(try cli.run(["edit", id]).status == 64, "nothing to change")
        #expect(try cli.run(["edit", id, "--title", " "]).status == 64)
        #expect(try cli.run(["edit", id, "--title", "x", "--learner", "someone-else"]).status == 64)
    }

    @Test func reingestingAPhotoWithoutAQuizMakesOne() throws {
        let cli = try SnapQuizBinary()
        defer { cli.cleanUp() }
        let photo = SnapQuizBinary.packageRoot.appendingPathComponent("TestImages/maths-scan.png").path
        #expect(try cli.run(["ingest", "--no-quiz", photo]).status == 0)
        let homework = try #require(try cli.openStore().listHomework(learner: "default").first?.homework)
        #expect(try cli.openStore().currentQuiz(homeworkID: homework.id) == nil)

        let again = try cli.run(["ingest", "--json", "--subject", "maths", photo])
        #expect(again.status == 0, "\(again.stderr)")
        let item = try #require((try JSONSerialization.jsonObject(with: Data(again.stdout.utf8)) as? [[String: Any]])?.first)
        #expect(item["created"] as? Bool == false)
        #expect((item["quiz"] as? [String: Any])?["questionCount"] as? Int == 10)
        #expect(try cli.openStore().quizzes(homeworkID: homework.id).count == 1)
        #expect(again.stderr.contains("snapquiz edit"), "says how to change the subject it did not apply: \(again.stderr)")

        let third = try cli.run(["ingest", photo])
        #expect(third.status == 0)
        #expect(try cli.openStore().quizzes(homeworkID: homework.id).count == 1, "a homework with a quiz is left alone")
    }
}
