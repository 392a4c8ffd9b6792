import Foundation
import SnapQuizCore

/// The presentation layer's output: data on stdout, messages and progress on stderr.
struct Console {
    /// A file descriptor to write text to.
    struct Stream {
        let fd: Int32

        /// Whether a person is watching this stream.
        var isTerminal: Bool { isatty(fd) == 1 }

        /// The terminal's width in columns; nil when this stream is not a terminal (pipes get whole lines).
        var columns: Int? {
            guard isTerminal else { return nil }
            var size = winsize()
            guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
            return Int(size.ws_col)
        }

        func write(_ text: String) {
            write(bytes: Array(text.utf8))
        }

        /// Writes all of `bytes`, again after a signal interrupts.
        func write(bytes: [UInt8]) {
            var offset = 0
            while offset < bytes.count {
                let n = bytes.withUnsafeBytes { Foundation.write(fd, $0.baseAddress! + offset, $0.count - offset) }
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return }
                offset += n
            }
        }
    }

    static let standardOutput = Stream(fd: STDOUT_FILENO)
    static let standardError = Stream(fd: STDERR_FILENO)

    /// False with --no-color or NO_COLOR; colour also needs a terminal.
    let colorAllowed: Bool

    var out: Stream { Self.standardOutput }
    var err: Stream { Self.standardError }

    /// Prints a line of data on stdout.
    func print(_ line: String = "") { out.write(line + "\n") }

    /// Prints a message for the user on stderr.
    func message(_ line: String) { err.write(line + "\n") }

    /// Prints `value` as pretty, key-sorted JSON on stdout; every key is written, a missing value as null (SPEC §10).
    /// The one route of every `--json` output: reports give their own tree (JSONConvertible), other types go
    /// through their Codable conformance; SnapQuizCore's JSONValue writes the text.
    func printJSON<T: Encodable>(_ value: T) throws {
        out.write(bytes: try JSONValue(encoding: value).renderedBytes())
        out.write("\n")
    }

    /// ANSI styles, used only as a help next to words.
    enum Style: String {
        case bold = "1", dim = "2", red = "31", green = "32", yellow = "33", cyan = "36"
    }

    /// `text` wrapped in `style` when `stream` is a terminal and colour is allowed.
    func styled(_ text: String, _ style: Style, on stream: Stream = Console.standardOutput) -> String {
        guard colorAllowed, stream.isTerminal else { return text }
        return "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m"
    }

    /// Text from OCR, a model or a user made safe for a terminal: escape sequences and other
    /// control characters are dropped (tabs and newlines kept), so they cannot move the cursor or recolour.
    static func sanitize(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x09, 0x0A: result.append(scalar)
            case 0x0D: continue
            case 0x00...0x1F, 0x7F...0x9F: continue
            case 0x202A...0x202E, 0x2066...0x2069: continue  // bidirectional overrides can disguise text
            default: result.append(scalar)
            }
        }
        return String(result)
    }

    /// `sanitize` for a single-line field: newlines and tabs become spaces.
    static func sanitizeLine(_ text: String) -> String {
        sanitize(text).replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\t", with: " ")
    }
}
