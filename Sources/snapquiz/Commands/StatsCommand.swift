import ArgumentParser
import Foundation
import SnapQuizProgress
import SnapQuizStore

/// `snapquiz stats`: a progress report the learner can act on.
struct StatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Progress report: totals, per subject, per homework, streak, trend, weakest questions.",
        discussion: """
            Days (for streaks) are counted in the local time zone ($TZ when set). The current streak is alive \
            until the end of the day after the last day played. The trend shows the last 20 full attempts, \
            oldest first. Weakest questions are the ones missed most often (then by miss rate).
            """
    )

    @OptionGroup var global: GlobalOptions

    @OptionGroup var filter: SubjectFilter

    var subject: String? { filter.subject }

    /// Homework lines shown in the human report (all of them are in --json).
    static let homeworkLines = 15

    func run() throws {
        let store = try global.openStore()
        let timeZone = reportTimeZone(environment: global.environment)
        let report = try StatsBuilder().report(store: store, learner: global.learnerName, subject: subject, timeZone: timeZone)
        let console = global.console
        if global.json {
            try console.printJSON(report)
            return
        }
        let who = Console.sanitizeLine(report.learner)
        let scope = subject.map { " in \(Console.sanitizeLine($0))" } ?? ""
        guard report.homeworkCount > 0 else {
            console.print("No homework\(scope) for \(who) yet.")
            console.message("Add a photo of homework with 'snapquiz ingest PHOTO', then take its quiz with 'snapquiz take ID'.")
            return
        }
        console.print(console.styled("Progress of \(who)\(scope)", .bold) + console.styled("  (days in \(report.timeZone))", .dim))
        let average = report.averageBestScore.map { String(format: "%.1f/10", $0) } ?? "—"
        console.print("\(report.homeworkCount) homework · \(report.quizCount) quizzes · \(report.attemptCount) attempts · average best score \(average)")
        guard report.attemptCount > 0 else {
            console.print("No attempts yet.")
            console.message("Take a quiz with 'snapquiz take ID' (ids are in 'snapquiz list'); 'snapquiz due' says where to start.")
            return
        }
        let dayWord = { (n: Int) in n == 1 ? "1 day" : "\(n) days" }
        console.print("Streak: \(dayWord(report.currentStreakDays)) now, longest \(dayWord(report.longestStreakDays))")
        let percentages = report.recentScores.map(\.percentage)
        if let first = percentages.first, let last = percentages.last {
            console.print("Trend (last \(percentages.count) attempts): \(Sparkline.render(percentages))  \(first)% → \(last)%")
        }

        console.print()
        console.print(console.styled("By subject", .bold))
        for line in report.subjects {
            let name = Formatting.pad(Formatting.truncate(Console.sanitizeLine(line.subject ?? "(no subject)"), 18), 18)
            let best = line.averageBestScore.map { String(format: "%.1f", $0) } ?? "—"
            console.print("  \(name) \(Formatting.pad("\(line.homeworkCount) homework", 13)) \(Formatting.pad("\(line.attemptCount) attempts", 14)) average best \(best)")
        }

        console.print()
        console.print(console.styled("Homework", .bold) + console.styled("  (last played first)", .dim))
        console.print(console.styled("  id        title                      best   tries  done  last played", .dim))
        for line in report.homework.prefix(Self.homeworkLines) {
            let title = Formatting.pad(Formatting.truncate(Console.sanitizeLine(line.title), 26), 26)
            let best = Formatting.pad(line.bestScore.map { "\($0)/10" } ?? "—", 6)
            let tries = Formatting.pad("\(line.totalAttempts)", 6)
            let done = Formatting.pad("\(line.completionPercentage)%", 5)
            let played = line.lastPlayedAt.map(Formatting.localTime) ?? "never"
            console.print("  \(Formatting.shortID(line.id))  \(title) \(best) \(tries) \(done) \(played)")
        }
        if report.homework.count > Self.homeworkLines {
            console.print(console.styled("  … and \(report.homework.count - Self.homeworkLines) more (all of them with --json)", .dim))
        }

        if !report.weakestQuestions.isEmpty {
            console.print()
            console.print(console.styled("Weakest questions", .bold))
            // Questions of one generator share a template; what tells them apart follows it, so show that, whole.
            let siblings = try weakestQuestionSiblings(report.weakestQuestions, store: store)
            let width = console.out.columns
            for (rank, weak) in report.weakestQuestions.enumerated() {
                let question = weak.question.map { Formatting.distinctivePart(of: Console.sanitizeLine($0), among: siblings) }
                let line = "  \(rank + 1). missed \(weak.missed) of \(weak.asked): \(question ?? "(question no longer in the quiz)")"
                for part in Formatting.wrap(line, width: width, indent: "     ") { console.print(part) }
                let answer = weak.correctAnswer.map { "answer: \(Formatting.truncate(Console.sanitizeLine($0), 40)) · " } ?? ""
                console.print(console.styled("     \(answer)\(Formatting.truncate(Console.sanitizeLine(weak.homeworkTitle), 30)) (\(Formatting.shortID(weak.homeworkId)))", .dim))
            }
            console.print(console.styled("Practise them with: snapquiz take ID --review", .dim))
        }
    }

    /// Every question of the quizzes the weakest questions come from (sanitized as they are shown).
    private func weakestQuestionSiblings(_ weakest: [StatsReport.WeakQuestion], store: any QuizStore) throws -> [String] {
        var questions: [String] = []
        for homeworkID in Set(weakest.map(\.homeworkId)) {
            let quizIDs = Set(weakest.filter { $0.homeworkId == homeworkID }.map(\.quizId))
            for quiz in try store.quizzes(homeworkID: homeworkID) where quizIDs.contains(quiz.id) {
                questions += quiz.questions.map { Console.sanitizeLine($0.question) }
            }
        }
        return questions
    }
}
