import ArgumentParser
import Foundation
import SnapQuizGenerate
import SnapQuizPipeline

/// `--generator` names a generator of SnapQuizPipeline's closed set, so the parser refuses a bad name.
extension GeneratorChoice: ExpressibleByArgument {
    /// Names are matched without regard to case (`OpenAI` works).
    public init?(argument: String) {
        self.init(rawValue: argument.lowercased())
    }
}

/// `--generator`, shared by every command that makes or checks a quiz generator.
struct GeneratorOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Quiz generator (default: $SNAPQUIZ_GENERATOR, else auto).", valueName: "generator"))
    var generator: GeneratorChoice?

    /// The choice as GeneratorFactory takes it: nil leaves it to SNAPQUIZ_GENERATOR.
    var name: String? { generator?.rawValue }

    mutating func validate() throws {
        // SNAPQUIZ_GENERATOR is checked here too, so a bad value is refused before any photo is read.
        do {
            _ = try GeneratorFactory.resolve(choice: name, environment: ProcessInfo.processInfo.environment)
        } catch {
            throw ValidationError(String(describing: error))
        }
    }
}
