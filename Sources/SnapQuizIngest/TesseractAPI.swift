internal import CTesseract

/// Owns one `TessBaseAPI*` initialised for a language; not Sendable: one per worker thread.
final class TesseractAPI {
    let handle: OpaquePointer

    /// Creates and initialises an engine; frees it again if initialisation fails.
    init(datapath: String, language: String) throws {
        guard let handle = TessBaseAPICreate() else { throw IngestError.engine("TessBaseAPICreate returned nothing") }
        // Tesseract writes warnings ("Estimating resolution…") to stderr unless told otherwise.
        _ = TessBaseAPISetVariable(handle, "debug_file", "/dev/null")
        if TessBaseAPIInit3(handle, datapath, language) != 0 {
            TessBaseAPIDelete(handle)
            throw IngestError.missingLanguage(language: language, searched: [datapath])
        }
        self.handle = handle
    }

    deinit {
        TessBaseAPIEnd(handle)
        TessBaseAPIDelete(handle)
    }

    func setVariable(_ name: String, _ value: String) {
        _ = TessBaseAPISetVariable(handle, name, value)
    }

    /// Recognises `pix` and returns its text and mean word confidence (0–100).
    func recognize(_ pix: Pix, resolution: Int?) throws -> (text: String, confidence: Double) {
        TessBaseAPISetImage2(handle, pix.pointer)
        if let resolution { TessBaseAPISetSourceResolution(handle, Int32(resolution)) }
        defer { TessBaseAPIClear(handle) }
        guard TessBaseAPIRecognize(handle, nil) == 0 else { throw IngestError.engine("recognition failed") }
        guard let cText = TessBaseAPIGetUTF8Text(handle) else { return ("", 0) }
        defer { TessDeleteText(cText) }
        let text = String(cString: cText)
        let confidence = Double(max(0, min(100, TessBaseAPIMeanTextConf(handle))))
        return (text, confidence)
    }

    /// Orientation by OSD: the clockwise quarter turns that make the page upright, or nil when unsure.
    func uprightQuarterTurns(_ pix: Pix, resolution: Int, minConfidence: Float) -> Int? {
        TessBaseAPISetImage2(handle, pix.pointer)
        TessBaseAPISetSourceResolution(handle, Int32(resolution))
        defer { TessBaseAPIClear(handle) }
        var degrees: Int32 = 0
        var confidence: Float = 0
        var scriptName: UnsafePointer<CChar>?
        var scriptConfidence: Float = 0
        guard TessBaseAPIDetectOrientationScript(handle, &degrees, &confidence, &scriptName, &scriptConfidence) != 0 else {
            return nil
        }
        guard confidence >= minConfidence else { return nil }
        // `degrees` is how far the page is turned counter-clockwise; undo it clockwise.
        return ((360 - Int(degrees)) % 360) / 90
    }
}
