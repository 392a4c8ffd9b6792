import ArgumentParser
import Foundation
import SnapQuizCore

/// The one place where failure kinds become process exit codes (SPEC §7, sysexits).
enum ExitCodes {
    static func code(for kind: FailureKind) -> Int32 {
        switch kind {
        case .usage: 64
        case .badData: 65
        case .noInput: 66
        case .unavailable: 69
        case .internalError: 70
        case .cannotCreate: 73
        case .temporary: 75
        case .interrupted: 130
        }
    }

    /// The kind of any error (`FailureKind.of`).
    static func kind(of error: Error) -> FailureKind { FailureKind.of(error) }
}

/// A problem found by the command line itself rather than a library module.
enum CLIError: SnapQuizFailure {
    case usage(String)
    case badData(String)
    case noInput(String)
    case cannotCreate(String)
    case interrupted(String)

    var kind: FailureKind {
        switch self {
        case .usage: .usage
        case .badData: .badData
        case .noInput: .noInput
        case .cannotCreate: .cannotCreate
        case .interrupted: .interrupted
        }
    }

    var description: String {
        switch self {
        case let .usage(message), let .badData(message), let .noInput(message),
             let .cannotCreate(message), let .interrupted(message):
            message
        }
    }
}

/// Already reported to the user (e.g. per item of a batch); exit with this code without printing more.
struct AlreadyReported: Error {
    let kind: FailureKind
}

extension SnapQuiz {
    /// Prints the error on stderr in words and exits with its mapped code; argument errors keep ArgumentParser's wording.
    static func exit(withFailure error: Error) -> Never {
        if let reported = error as? AlreadyReported {
            Foundation.exit(ExitCodes.code(for: reported.kind))
        }
        guard let failure = error as? SnapQuizFailure else {
            // Help, version and argument errors: ArgumentParser prints them and uses 0 or 64.
            let code = SnapQuiz.exitCode(for: error)
            if code == .success || code.rawValue == 64 {
                SnapQuiz.exit(withError: error)
            }
            Console.standardError.write("snapquiz: internal error: \(Console.sanitize(String(describing: error)))\n")
            Foundation.exit(ExitCodes.code(for: .internalError))
        }
        Console.standardError.write("snapquiz: \(Console.sanitize(failure.description))\n")
        Foundation.exit(ExitCodes.code(for: failure.kind))
    }
}
