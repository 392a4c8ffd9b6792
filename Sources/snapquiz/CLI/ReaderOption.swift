import ArgumentParser
import Foundation
import SnapQuizGenerate
import SnapQuizPipeline

/// `--reader` names a reader of SnapQuizPipeline's closed set, so the parser refuses a bad name before any work.
extension ReaderChoice: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(rawValue: argument.lowercased())
    }
}

/// `--reader`, shared by `ingest` and `ocr`.
struct ReaderOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "Who reads photos: tesseract, llm (a vision model), or auto (Tesseract, then the model when the page was read poorly).",
        valueName: "reader"))
    var reader: ReaderChoice = .auto

    /// The vision model to read with, or nil when `auto` has none configured (then it reads as before) or the choice
    /// is `tesseract`. `llm` without a model, or with one set up wrongly, throws (exit 69 or 64) before any work.
    /// `generator` is `--generator`: a named provider is the one read with too.
    func llmConfiguration(generator: String?, environment: [String: String]) throws -> LLMConfiguration? {
        switch reader {
        case .tesseract:
            return nil
        case .auto:
            // A misconfigured LLM is the generator's to report; reading goes on with Tesseract.
            return try? LLMReader.configuration(generator: generator, environment: environment)
        case .llm:
            guard let configuration = try LLMReader.configuration(generator: generator, environment: environment) else {
                throw GenerateError.unavailable(
                    "--reader llm needs a vision-capable LLM: set SNAPQUIZ_LLM_BASE_URL (a local OpenAI-compatible server) "
                        + "or an API key (SNAPQUIZ_LLM_API_KEY, OPENAI_API_KEY or ANTHROPIC_API_KEY), and "
                        + "\(LLMReader.visionModelVariable) when the quiz model takes no images; or use --reader tesseract")
            }
            return configuration
        }
    }
}
