/// What kind of failure an error is; the CLI turns each kind into one sysexits code (SPEC §7).
public enum FailureKind: Int, Sendable, Comparable, CaseIterable {
    // Ordered by severity, so a batch can report its worst item.
    case usage
    case badData
    case noInput
    case unavailable
    case temporary
    case cannotCreate
    case internalError
    case interrupted

    public static func < (lhs: FailureKind, rhs: FailureKind) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The kind of any error: ours carry one; anything else is an internal error.
    public static func of(_ error: any Error) -> FailureKind {
        (error as? SnapQuizFailure)?.kind ?? .internalError
    }
}

/// An error that knows its failure kind and describes itself in words a user can act on.
public protocol SnapQuizFailure: Error, CustomStringConvertible {
    /// The kind decides the exit code.
    var kind: FailureKind { get }
}
