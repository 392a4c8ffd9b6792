import ArgumentParser
import Foundation
import SnapQuizIngest

/// `snapquiz-bench ocr`: snapquiz's in-process OCR against the `tesseract` CLI on images with ground truth.
struct OCRBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ocr",
        abstract: "Accuracy (CER, bag-of-words), wall time, parallel throughput and peak memory of snapquiz OCR vs the tesseract CLI."
    )

    @Option(name: .long, help: "Folders with NAME.jpg|png|tif|webp|heic + NAME.gt.txt (default: TestImages and ../shared/ocr-dev when present).")
    var dir: [String] = []

    @Flag(name: .long, help: "Skip the tesseract CLI baseline.")
    var noCLI = false

    @Flag(name: .long, help: "Skip the 1-vs-2-worker batch and the 12 MP memory measurement.")
    var accuracyOnly = false

    @Option(name: .long, help: "Only images whose name contains this.")
    var only: String?

    @Option(name: .long, help: "Page layout: automatic|singleBlock.") var layout: String?
    @Option(name: .long, help: "Clean-up variant: gray=lamp|luminance|minChannel|red|green|blue.") var gray: String?
    @Option(name: .long, help: "Clean-up variant: binarize=none|sauvola|otsuAdaptive.") var binarize: String?
    @Option(name: .long, help: "Clean-up variant: Sauvola's k.") var sauvolaK: Double?
    @Option(name: .long, help: "Clean-up variant: Sauvola's k for the second reading of a page not read well (0 = read once).") var retryK: Double?
    @Option(name: .long, help: "Clean-up variant: read a page the first reading is unsure of again from its grey image (true/false).") var greyReading: Bool?
    @Option(name: .long, help: "Clean-up variant: straighten the bowed text lines of a curled sheet (true/false).") var straightenCurl: Bool?
    @Option(name: .long, help: "Clean-up variant: background normalisation on/off.") var background: Bool?
    @Option(name: .long, help: "Clean-up variant: page isolation on/off.") var page: Bool?
    @Option(name: .long, help: "Clean-up variant: erase what touches an isolated page's frame on/off.") var edges: Bool?
    @Option(name: .long, help: "Clean-up variant: 3×3 median filter on/off.") var median: Bool?
    @Option(name: .long, help: "Clean-up variant: invert light text on dark bands on/off.") var bands: Bool?
    @Option(name: .long, help: "Clean-up variant: erase the bent ruled grids of a photographed sheet on/off.") var grids: Bool?
    @Option(name: .long, help: "Clean-up variant: even out hard shadow edges on/off.") var shadowEdges: Bool?
    @Option(name: .long, help: "Clean-up variant: stretch faint print to full contrast before Sauvola on/off.") var faint: Bool?
    @Option(name: .long, help: "Clean-up variant: smooth the sensor grain of a photo taken in dim light on/off.") var grain: Bool?
    @Option(name: .long, help: "Clean-up variant: drop lines below this mean word confidence.") var minConf: Float?
    @Option(name: .long, help: "Clean-up variant: drop symbol-only words below this confidence.") var symbolConf: Float?
    @Option(name: .long, help: "Clean-up variant: page threshold as a fraction of Otsu's.") var pageThreshold: Double?
    @Option(name: .long, help: "Clean-up variant: sheet told from the floor by its outline and colour on/off.") var sheetOutline: Bool?
    @Option(name: .long, help: "Clean-up variant: perspective rectification of a sheet whose corners are found on/off.") var rectify: Bool?
    @Option(name: .long, help: "Clean-up variant: target character height in pixels (0 = off).") var charHeight: Int?
    @Option(name: .long, help: "Clean-up variant: deskew range in degrees (0 = off).") var deskew: Double?
    @Option(name: .long, help: "Clean-up variant: OSD on/off.") var osd: Bool?
    @Option(name: .long, help: "Clean-up variant: upscale below this longer side.") var minSide: Int?
    @Option(name: .long, help: "Clean-up variant: downscale above this longer side.") var maxSide: Int?
    @Option(name: .long, help: "Clean-up variant: resolution assumed when the file has none.") var ppi: Int?
    @Option(name: .long, help: "Clean-up variant: spelling repair on/off.") var spelling: Bool?
    @Option(name: .long, help: "Clean-up variant: leave out unreadable lines on/off.") var unreadable: Bool?
    @Flag(name: .long, help: "Per image: CER before/after spelling repair, each correction judged against the ground truth, the reading grade.")
    var reading = false
    @Flag(name: .long, help: "Time whole `snapquiz ocr` processes (start-up included), as issue 10 measures speed, instead of the recognition in this process.")
    var wholeProcess = false
    @Option(name: .long, help: "With --whole-process: runs per image, snapquiz and the CLI alternating; the medians are reported.")
    var runs = 3
    @Option(name: .long, help: "With --whole-process: also time this snapquiz binary (an earlier build) in the same runs, for before/after.")
    var baseline: String?
    @Flag(name: .long, help: "Milliseconds per stage of the recognition, per image and as each kind's mean.")
    var stages = false
    @Flag(name: .long, help: "No clean-up at all (like `ocr --raw`).") var raw = false
    @Option(name: .long, help: "Write each cleaned-up image and snapquiz's text to this folder.") var dump: String?
    @Option(name: .long, help: "Cores a page's read may use, whatever other processes do (1: no helper thread; default: the machine's, a core other processes keep busy left to them).")
    var cores: Int?

    @Option(name: .long, help: "Photos in the throughput batch.") var batch = 20

    func run() throws {
        let options = variant()
        let images = try BenchImages.find(folders: dir.isEmpty ? BenchImages.defaultFolders() : dir)
            .filter { only == nil || $0.name.contains(only!) }
        guard !images.isEmpty else { throw ValidationError("no images with .gt.txt found") }
        print("snapquiz clean-up: \(options)")
        let engine = try OCREngine(budget: cores.map { CoreBudget(cores: $0) } ?? .shared)
        var rows: [BenchRow] = []
        var readings: [ReadingReport] = []
        for image in images {
            let validated = try ImageValidator().validate(image.url)
            let ours = try engine.recognize(validated, options: options)
            if let dump {
                try FileManager.default.createDirectory(atPath: dump, withIntermediateDirectories: true)
                try Data(engine.preprocessedPNG(validated, options: options)).write(to: URL(fileURLWithPath: "\(dump)/\(image.name).png"))
                try ours.text.write(toFile: "\(dump)/\(image.name).txt", atomically: true, encoding: .utf8)
            }
            var row = BenchRow(name: image.name, kind: image.kind, gt: image.groundTruth, ours: ours.text, oursSeconds: ours.seconds,
                               rotation: ours.rotation, stageTimes: ours.stageTimes)
            if !noCLI {
                // The CLI's Leptonica has no HEIC reader: what a user of the CLI gets then is no text at all.
                let cli: OCRProcess.Result = (try? OCRProcess.tesseract(image.url)) ?? (text: "", seconds: 0)
                if cli.seconds == 0 { FileHandle.standardError.write(Data("tesseract CLI cannot read \(image.name)\n".utf8)) }
                row.cli = cli.text
                row.cliSeconds = cli.seconds > 0 ? cli.seconds : nil
            }
            if wholeProcess { try timeWholeProcesses(image, &row) }
            rows.append(row)
            if reading { readings.append(ReadingReport(name: image.name, groundTruth: image.groundTruth, result: ours)) }
            FileHandle.standardError.write(Data((row.line() + "\n").utf8))
        }
        BenchRow.printSummary(rows)
        // Wall times swing with what else the machine runs; the reading thread's CPU time does much less, and is what
        // a page costs on an idle machine when the helper's readings are ready in time.
        print(String(format: "CPU: reading thread %.1f s, whole bench process %.1f s", BenchSupport.cpuSeconds(thread: true),
                     BenchSupport.cpuSeconds(thread: false)))
        if reading { ReadingReport.printSummary(readings) }
        if stages { StageReport.printSummary(rows) }
        if !accuracyOnly {
            try ThroughputBench.run(images: images, count: batch, options: options)
            try MemoryBench.run()
        }
    }

    /// Replaces the row's times by medians of whole processes: snapquiz, the baseline build and the CLI in turn,
    /// `runs` times, so a busy spell of the machine hits all of them alike.
    private func timeWholeProcesses(_ image: BenchImage, _ row: inout BenchRow) throws {
        var ours: [Double] = [], before: [Double] = [], cli: [Double] = []
        for _ in 0..<max(1, runs) {
            ours.append(try OCRProcess.snapquiz(image.url).seconds)
            if let baseline { before.append(try OCRProcess.snapquiz(image.url, binary: baseline).seconds) }
            if row.cliSeconds != nil { cli.append(try OCRProcess.tesseract(image.url).seconds) }
        }
        row.oursSeconds = BenchSupport.median(ours)
        if baseline != nil { row.baselineSeconds = BenchSupport.median(before) }
        if !cli.isEmpty { row.cliSeconds = BenchSupport.median(cli) }
    }

    private func variant() -> PreprocessOptions {
        if raw { return .raw }
        var o = PreprocessOptions.standard
        if let layout, let l = PageLayout(rawValue: layout) { o.layout = l }
        if let gray, let g = PreprocessOptions.Gray(rawValue: gray) { o.gray = g }
        if let binarize, let b = PreprocessOptions.Binarize(rawValue: binarize) { o.binarize = b }
        if let sauvolaK { o.sauvolaFactor = sauvolaK }
        if let retryK { o.retrySauvolaFactor = retryK > 0 ? retryK : nil }
        if let greyReading { o.greyReading = greyReading }
        if let straightenCurl { o.straightenCurledLines = straightenCurl }
        if let background { o.normalizeBackground = background }
        if let page { o.isolatePage = page }
        if let edges { o.clearPageEdges = edges }
        if let median { o.smoothing = median }
        if let bands { o.invertBands = bands }
        if let grids { o.eraseRuledGrids = grids }
        if let shadowEdges { o.evenShadowEdges = shadowEdges }
        if let faint { o.stretchFaintPrint = faint }
        if let grain { o.smoothGrain = grain }
        if let minConf { o.minLineConfidence = minConf }
        if let symbolConf { o.minSymbolWordConfidence = symbolConf }
        if let pageThreshold { o.pageThresholdFactor = pageThreshold }
        if let sheetOutline { o.sheetOutline = sheetOutline }
        if let rectify { o.rectifySheet = rectify }
        if let charHeight { o.targetCharacterHeight = charHeight }
        if let deskew { o.deskewRange = deskew }
        if let osd { o.detectOrientation = osd }
        if let minSide { o.minLongSide = minSide }
        if let maxSide { o.maxLongSide = maxSide }
        if let ppi { o.assumedResolution = ppi }
        if let spelling { o.repairSpelling = spelling }
        if let unreadable { o.dropUnreadableLines = unreadable }
        return o
    }
}
