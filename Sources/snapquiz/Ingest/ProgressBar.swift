/// A one-line progress bar redrawn on stderr; silent unless stderr is a terminal.
struct ProgressBar {
    let total: Int
    let enabled: Bool
    private(set) var done = 0

    init(total: Int, stream: Console.Stream = Console.standardError) {
        self.total = total
        enabled = stream.isTerminal && total > 1
    }

    /// Clears the bar so a message can be printed in its place.
    func clear() {
        guard enabled else { return }
        Console.standardError.write("\r\u{1B}[K")
    }

    mutating func advance() {
        done += 1
        draw()
    }

    func draw() {
        guard enabled else { return }
        let width = 30
        let filled = total == 0 ? width : width * done / total
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        Console.standardError.write("\r\u{1B}[K[\(bar)] \(done)/\(total) photos")
    }

    /// Removes the bar when the batch is over.
    func finish() {
        clear()
    }
}
