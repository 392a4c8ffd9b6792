import Foundation
import Testing
@testable import SnapQuizIngest

/// A page read on two cores (its grey reading started on a helper thread beside the first reading) gives exactly
/// what it gives on one, and leaves nothing running: the helper's reading is cancelled when the first is read well or
/// poorly, and the helper's thread and engine are gone with the OCR engine.
@Suite struct ParallelReadingTests {
    static let folder = ImageValidatorTests.testImages

    /// Everything but the times, which differ by design.
    private static func read(_ name: String, with engine: OCREngine) throws -> OCRResult {
        var result = try engine.recognize(try ImageValidator().validate(folder.appendingPathComponent(name)))
        result.seconds = 0
        result.stageTimes = OCRStageTimes()
        return result
    }

    /// The demo page (first reading sure of its words at 90, under 92), a curled photo (its lines straightened, read
    /// good but under 92) and a shadowed photo (first reading fair: also read with the retry factor, on this thread
    /// meanwhile) are read from their grey image too: that reading comes from the helper and the page reads exactly as
    /// on one core.
    @Test(arguments: ["science-photo.jpg", "maths-curl-photo.jpg", "science-shadow-photo.jpg"])
    func aPageReadFromItsGreyReadsAsOnOneCore(_ name: String) throws {
        let serial = try OCREngine(budget: CoreBudget(cores: 1))
        let parallel = try OCREngine(budget: CoreBudget(cores: 2))
        let once = try Self.read(name, with: serial)
        let twice = try Self.read(name, with: parallel)
        #expect(serial.helperThread == nil, "one core: no helper")
        #expect(parallel.readingsFromHelper == 1, "\(name): the grey reading came from the helper")
        #expect(twice == once)
    }

    /// A clean scan is read well at once (confidence 95): the helper's grey reading is cancelled (or finished and thrown
    /// away), the text is the one-core text, and a page read next by the same engine is still right. A keystoned photo
    /// read poorly (45) whose print is soft (`BlurredPrint`) keeps the helper's grey reading as the curled page does.
    @Test func aPageReadWellOrPoorlyDropsTheHelpersReading() throws {
        let serial = try OCREngine(budget: CoreBudget(cores: 1))
        let parallel = try OCREngine(budget: CoreBudget(cores: 2))
        for name in ["maths-scan.png", "history-keystone-photo.jpg", "maths-curl-photo.jpg", "maths-scan.png"] {
            #expect(try Self.read(name, with: parallel) == (try Self.read(name, with: serial)), "\(name)")
        }
        #expect(parallel.readingsFromHelper == 2, "only the keystoned and the curled page used the helper's reading")
        #expect(parallel.helperThread?.jobsBegun ?? 0 <= 4)
    }

    /// A scan (white, even paper: `EvenPaper`) is read well at once, so with a core idle no helper thread is made for
    /// it and its model is not loaded; the photo read next gets the helper, and the scan reads as on one core.
    @Test func aScanGetsNoHelper() throws {
        let serial = try OCREngine(budget: CoreBudget(cores: 1))
        let parallel = try OCREngine(budget: CoreBudget(cores: 2))
        #expect(try Self.read("maths-scan.png", with: parallel) == (try Self.read("maths-scan.png", with: serial)))
        #expect(parallel.helperThread == nil, "a scan: no helper")
        _ = try Self.read("maths-curl-photo.jpg", with: parallel)
        #expect(parallel.readingsFromHelper == 1, "a photo: the grey reading came from the helper")
    }

    /// The paper of the scans and rendered pages is white, a photo's (shaded, or tinted by a coloured lamp) is not.
    @Test(arguments: [("maths-scan.png", true), ("pages-multipage-scan.tif", true), ("maths-scan-tilt45.png", true),
                      ("nile-spine-photo.jpg", false), ("maths-cloth-photo.jpg", false), ("history-lamp-photo.jpg", false)])
    func whitePaper(_ name: String, _ white: Bool) throws {
        let image = try ImageValidator().validate(Self.folder.appendingPathComponent(name))
        #expect(EvenPaper.isWhite(try ImageDecoder.decode(image, page: 0)) == white)
    }

    /// With every core taken by reading workers the page is read on one core: no helper thread is made.
    @Test func busyCoresGetNoHelper() throws {
        let budget = CoreBudget(cores: 2)
        budget.workersStarting(2)
        let engine = try OCREngine(budget: budget)
        let busy = try Self.read("maths-curl-photo.jpg", with: engine)
        #expect(engine.helperThread == nil)
        #expect(engine.readingsFromHelper == 0)
        // A worker has run out of photos: the next page may use its core.
        budget.workerFinished()
        let helped = try Self.read("maths-curl-photo.jpg", with: engine)
        #expect(engine.readingsFromHelper == 1)
        #expect(helped == busy)
        #expect(budget.helpersRunning == 0, "the page gave its core back")
    }

    /// The helper's thread ends, its engine freed, when the OCR engine goes.
    @Test func theHelperEndsWithTheEngine() throws {
        var engine: OCREngine? = try OCREngine(budget: CoreBudget(cores: 2))
        _ = try Self.read("science-shadow-photo.jpg", with: engine!)
        let helper = try #require(engine?.helperThread)
        #expect(!helper.hasExited)
        engine = nil
        #expect(helper.hasExited)
    }

    /// A recognition cancelled mid-page stops with an error, and the same helper engine then reads a page exactly as
    /// an engine of this thread does (the cancelled page left nothing behind in it). Repeated, to shake out races
    /// between the cancel and the job's start.
    @Test func aCancelledReadingLeavesTheHelperReadingRight() throws {
        let image = try ImageValidator().validate(Self.folder.appendingPathComponent("maths-scan.png"))
        var times = OCRStageTimes()
        let page = try Preprocessor(options: .standard).run(try ImageDecoder.decode(image, page: 0), osd: { nil }, times: &times)
        let datapath = try TessdataLocator.find(language: "eng", environment: ProcessInfo.processInfo.environment).path
        let expected = try TesseractAPI(datapath: datapath, language: "eng")
            .recognize(page.pix, resolution: page.resolution, layout: .singleBlock, times: &times)
        let helper = ReadingHelper(datapath: datapath, language: "eng")
        defer { helper.shutdown() }
        func readOnHelper(signal began: DispatchSemaphore? = nil) throws -> ReadingHelper.Outcome<TesseractAPI.Recognition> {
            try helper.start { engines, monitor in
                began?.signal()
                var times = OCRStageTimes()
                return try engines.reader.get().recognize(page.pix, resolution: page.resolution, layout: .singleBlock,
                                                           times: &times, monitor: monitor)
            }
        }
        for round in 0..<3 {
            // Cancelled once it is under way: it fails as cancelled.
            let began = DispatchSemaphore(value: 0)
            let cancelled = try readOnHelper(signal: began)
            began.wait()
            helper.cancel()
            #expect(throws: IngestError.engine("recognition cancelled"), "round \(round)") { try cancelled.value?.get() }
            // Cancelled at once: dropped before it began, or stopped.
            let dropped = try readOnHelper()
            helper.cancel()
            #expect((try? dropped.value?.get()) == nil)
            // Then read to the end: as this thread's engine read it.
            let full = try readOnHelper()
            helper.wait()
            let lines = try #require(try full.value?.get()).lines
            #expect(lines.map { $0.words.map(\.text) } == expected.lines.map { $0.words.map(\.text) }, "round \(round)")
            #expect(lines.map { $0.words.map(\.confidence) } == expected.lines.map { $0.words.map(\.confidence) })
        }
    }
}
