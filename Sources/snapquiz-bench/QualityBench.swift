import ArgumentParser
import Foundation
import SnapQuizCore
import SnapQuizGenerate
import SnapQuizIngest
import SnapQuizTestSupport

/// `snapquiz-bench quality`: the offline generator over a corpus of pages (science, history, geography, a
/// vocabulary list, a poem, maths word problems, the TestImages ground truths), with the figures a teacher would
/// check: answer keys supported, garbage and near-duplicate options, kinds of question, same-sentence pairs,
/// longest-option-correct rate, leaks, maths solutions asked, and time per quiz.
struct QualityBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "quality",
        abstract: "Quiz quality per page: supported keys, garbage/near-duplicate options, kinds, leaks, maths solutions.")

    @Option(help: "Seeds to average over (quizzes per page).")
    var seeds = 5

    @Flag(help: "Print every question of the first seed's quiz for each page.")
    var show = false

    @Flag(help: "Print every question of every seed's quiz (to read all the options a learner may meet, not one draw).")
    var showSeeds = false

    @Option(help: "List every question this corpus page (or text file, cleaned as ingest cleans a reading) offers before the quiz is chosen, with its flaws, and stop.")
    var explain: String?

    @Option(name: .customLong("file"), help: "A text file to measure instead of the corpus (cleaned as ingest cleans a reading; repeatable): pages no one here wrote. A name with \"poem\" is verse, with \"maths\" maths.")
    var files: [String] = []

    @Option(help: "Read the quizzes a `--show-seeds` run printed (this build's or an older one's) and count, per page, the questions off the key's kind by this build's rules (corpus pages, or the pages given with --file).")
    var judge: String?

    @Flag(help: "Read each dev image with ground truth (TestImages, ../shared/ocr-dev) as ingest does and count the questions of its quizzes that show a misread.")
    var photos = false

    @Option(help: "With --photos: only images whose name contains this.")
    var only: String?

    @Flag(help: "With --photos: do not tell the generator which words Tesseract doubted (to measure what that does).")
    var ignoreDoubts = false

    /// The corpus, or the text files given with `--file`.
    func pages() throws -> [QualityCorpus.Page] {
        guard !files.isEmpty else { return QualityCorpus.withTestImages() }
        return try files.map { path in
            guard let file = try? String(contentsOfFile: path, encoding: .utf8) else { throw ValidationError("\(path) is not a readable text file") }
            let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            let kind: QualityCorpus.Page.Kind = name.contains("poem") ? .verse : (name.contains("maths") ? .maths : .prose)
            return QualityCorpus.Page(name: name, kind: kind, text: TextCleanup.text(file, from: .photo), solutions: [])
        }
    }

    func run() throws {
        if let explain {
            let text: String
            if let page = QualityCorpus.withTestImages().first(where: { $0.name == explain }) { text = page.text }
            else if let file = try? String(contentsOfFile: explain, encoding: .utf8) { text = TextCleanup.text(file, from: .photo) }
            else { throw ValidationError("\(explain) is neither a corpus page nor a readable text file") }
            OfflineQuizGenerator(randomSeed: 1).explain(text).forEach { Swift.print($0) }
            return
        }
        if photos { return try measurePhotos() }
        if let judge {
            guard let printed = try? String(contentsOfFile: judge, encoding: .utf8) else { throw ValidationError("\(judge) is not a readable file") }
            let texts = Dictionary(try pages().map { ($0.name, $0.text) }, uniquingKeysWith: { first, _ in first })
            Swift.print(BenchSupport.table(["page", "quizzes", "off kind", "statements", "off-kind statements"],
                                           QuizJudge.rows(QuizJudge.read(printed), pages: texts)))
            return
        }
        var rows: [[String]] = []
        var failures: [String] = []
        for page in try pages() {
            var totals = QuizQuality()
            var made = 0
            var failure: String?
            var seconds: [Double] = [], cpuSeconds: [Double] = []
            for seed in 0..<UInt64(seeds) {
                let generator = OfflineQuizGenerator(randomSeed: seed + 1)
                let start = DispatchTime.now(), startCPU = Self.threadCPUSeconds()
                do {
                    let quiz = try generator.generate(from: page.text, title: nil)
                    seconds.append(Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9)
                    cpuSeconds.append(Self.threadCPUSeconds() - startCPU)
                    let quality = QuizQuality.measure(quiz.questions, text: page.text, solutions: page.solutions)
                    totals = totals.adding(quality)
                    made += 1
                    if showSeeds || show && seed == 0 { Self.print(quiz, page: page.name, text: page.text) }
                } catch {
                    failure = "\(error)"
                }
            }
            if let failure, made > 0 { failures.append("\(page.name): \(seeds - made) of \(seeds) seeds made no quiz: \(failure)") }
            guard made > 0 else {
                rows.append([page.name, page.kind.rawValue, "0/\(seeds)", "no quiz: \(failure?.prefix(60) ?? "")"] + Array(repeating: "", count: 14))
                continue
            }
            let per = { (value: Int) in BenchSupport.format(Double(value) / Double(made), 1) }
            rows.append([page.name, page.kind.rawValue, "\(made)/\(seeds)", "\(totals.supportedKeys)/\(totals.questions)", per(totals.garbageOptions),
                         per(totals.nearDuplicateOptions), per(totals.distinctKinds), per(totals.sameSentencePairs),
                         BenchSupport.format(100 * Double(totals.longestCorrect) / Double(max(1, totals.questions)), 0) + "%",
                         per(totals.stemLeaks) + " / " + per(totals.feedbackLeaks), per(totals.giveaways), page.kind == .maths ? per(totals.mathsSolutions) : "–",
                         BenchSupport.format(1000 * (seconds.sorted()[seconds.count / 2]), 1),
                         BenchSupport.format(1000 * (cpuSeconds.sorted()[cpuSeconds.count / 2]), 1), per(totals.lonePhraseKeys),
                         per(totals.peopleAmongThings), per(totals.strayGroups), per(totals.offKindQuestions)])
        }
        Swift.print(BenchSupport.table(
            ["page", "kind", "quizzes", "keys supported", "garbage opts", "near-dup opts", "kinds", "same-sentence pairs", "longest correct",
             "leaks stem / feedback", "give-aways", "maths solved", "ms per quiz", "CPU ms", "lone phrase", "people/things", "stray group", "off kind"], rows))
        Swift.print("Figures per quiz, averaged over \(seeds) seeds of the offline generator; times are medians, wall clock and this")
        Swift.print("thread's CPU time (the figure to compare on a busy machine). people/things: questions whose options are common nouns")
        Swift.print("for people and for things both (\"farmers\" among \"volcanoes\", by WordNet's commonest sense). stray group: questions")
        Swift.print("with a wrong option (or a false statement's swapped word) of another broad group than the key (\"frontier\" for \"equipment\").")
        Swift.print("off kind: questions with a wrong option (or a false statement's swapped word) of another kind than the key as the")
        Swift.print("page uses them (\"made of iron, nickel and compass\"; \"capital of Sudan → Khartoum | Lake Victoria\").")
        Swift.print("lone phrase: questions whose key is the one phrase among single words (\"energy from the Sun | planet | ground\").")
        Swift.print("give-aways: questions another one answers, showing their key with the fact they ask (\"In 27 BC Augustus became …\").")
        for failure in failures { Swift.print(failure) }
        Swift.print()
        if files.isEmpty { try measureLLM() }
    }

    /// `--photos`: every dev image read as ingest reads it, and the misreads its quizzes show.
    func measurePhotos() throws {
        let engine = try OCREngine()
        var reports: [PhotoQuizReport] = []
        for image in try BenchImages.find(folders: BenchImages.defaultFolders()) where only.map(image.name.contains) ?? true {
            var result = try engine.recognize(try ImageValidator().validate(image.url))
            if ignoreDoubts { result.doubted = [] }
            reports.append(PhotoQuizReport.measure(name: image.name, groundTruth: image.groundTruth, result: result, seeds: seeds,
                                                   show: show))
        }
        PhotoQuizReport.printSummary(reports, seeds: seeds)
    }

    /// The LLM path against a local stub whose first reply for each page is flawed: the figures of that reply as a
    /// model sent it, and of the quiz the generator stored after its checks and re-asks.
    func measureLLM() throws {
        let stub = try FlawedLLMStub()
        defer { stub.stop() }
        var rows: [[String]] = []
        for page in QualityCorpus.withTestImages() {
            guard let clean = try? OfflineQuizGenerator(randomSeed: 1).generate(from: page.text, title: nil).questions else { continue }
            let flawed = FlawedLLMStub.withFlaws(clean)
            try stub.script(flawed: flawed, clean: clean)
            let sent = QuizQuality.measure(flawed, text: page.text, solutions: page.solutions)
            let generator = try GeneratorFactory.make(choice: nil, environment: stub.environment, options: GeneratorOptions(randomSeed: 1))
            let stored = try generator.generate(from: page.text, title: nil)
            let kept = QuizQuality.measure(stored.questions, text: page.text, solutions: page.solutions)
            func line(_ q: QuizQuality) -> String {
                "garbage \(q.garbageOptions), near-dup \(q.nearDuplicateOptions), leaks \(q.stemLeaks)/\(q.feedbackLeaks), catch-all \(q.catchAll)"
            }
            rows.append([page.name, line(sent), line(kept), "\(stub.requests)"])
        }
        Swift.print(BenchSupport.table(["page", "LLM stub's first reply", "quiz stored by the LLM generator", "requests"], rows))
        Swift.print("The stub's first reply carries a misspelt answer, \"All of the above\", an answer in another stem and an absolute-word giveaway.")
    }

    /// CPU time of the calling thread: unlike the wall clock, not stretched by other processes on a busy machine.
    static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    static func print(_ quiz: GeneratedQuiz, page: String, text: String) {
        Swift.print("== \(page) (\(quiz.topic ?? "?") / \(quiz.subtopic ?? "?"))")
        for (number, question) in quiz.questions.enumerated() {
            // The figures' kind flaws, marked where a reader meets them.
            let quality = QuizQuality.measure([question], text: text)
            let marks = (quality.strayGroups > 0 ? "  [stray group]" : "") + (quality.peopleAmongThings > 0 ? "  [people/things]" : "")
                + (quality.offKindQuestions > 0 ? "  [off kind]" : "")
            Swift.print("\(number + 1). \(question.question)\(marks)")
            for (index, option) in question.options.enumerated() {
                Swift.print("   \(index == question.correctIndex ? "*" : " ") \(["A", "B", "C", "D"][index]) \(option)")
            }
            Swift.print("   — \(question.explanation)")
        }
        Swift.print("")
    }
}

extension QuizQuality {
    /// The sum of two quizzes' figures.
    func adding(_ other: QuizQuality) -> QuizQuality {
        var sum = QuizQuality()
        sum.questions = questions + other.questions
        sum.supportedKeys = supportedKeys + other.supportedKeys
        sum.garbageOptions = garbageOptions + other.garbageOptions
        sum.nearDuplicateOptions = nearDuplicateOptions + other.nearDuplicateOptions
        sum.distinctKinds = distinctKinds + other.distinctKinds
        sum.sameSentencePairs = sameSentencePairs + other.sameSentencePairs
        sum.longestCorrect = longestCorrect + other.longestCorrect
        sum.stemLeaks = stemLeaks + other.stemLeaks
        sum.feedbackLeaks = feedbackLeaks + other.feedbackLeaks
        sum.mathsSolutions = mathsSolutions + other.mathsSolutions
        sum.catchAll = catchAll + other.catchAll
        sum.peopleAmongThings = peopleAmongThings + other.peopleAmongThings
        sum.strayGroups = strayGroups + other.strayGroups
        sum.lonePhraseKeys = lonePhraseKeys + other.lonePhraseKeys
        sum.giveaways = giveaways + other.giveaways
        sum.offKindQuestions = offKindQuestions + other.offKindQuestions
        return sum
    }
}
