/// A one-line bar chart of percentages, oldest first: ▁ for 0 % up to █ for 100 %.
enum Sparkline {
    static let bars: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    /// The sparkline of `percentages` (each clamped to 0–100).
    static func render(_ percentages: [Int]) -> String {
        String(percentages.map { value in
            let clamped = min(100, max(0, value))
            return bars[clamped * (bars.count - 1) / 100]
        })
    }
}
