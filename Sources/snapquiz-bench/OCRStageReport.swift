import Foundation
import SnapQuizIngest

/// `snapquiz-bench ocr --stages`: where a page's time goes, in milliseconds per stage (`OCRStageTimes`), for each
/// image and as the mean of each kind, so a change can be judged stage by stage beside the CLI's whole time.
enum StageReport {
    typealias Stage = OCRStageTimes.Stage

    static func printSummary(_ rows: [BenchRow]) {
        let stages = Stage.allCases
        print("\nmilliseconds per stage")
        print("image".padding(toLength: 36, withPad: " ", startingAt: 0) + stages.map { column($0.rawValue) }.joined() + column("total") + column("cli"))
        for row in rows {
            print(line(row.name, [row.stageTimes], total: row.oursSeconds, cli: row.cliSeconds))
        }
        for kind in ["photo", "rotated", "clean", "all"] {
            let group = rows.filter { kind == "all" || $0.kind == kind }
            guard !group.isEmpty else { continue }
            let n = Double(group.count)
            let cli = group.allSatisfy { $0.cliSeconds != nil } ? group.compactMap(\.cliSeconds).reduce(0, +) / n : nil
            print(line("mean \(kind) (\(group.count))", group.map(\.stageTimes), total: group.map(\.oursSeconds).reduce(0, +) / n, cli: cli))
        }
    }

    private static func line(_ name: String, _ times: [OCRStageTimes], total: Double, cli: Double?) -> String {
        let n = Double(times.count)
        let cells = Stage.allCases.map { stage in
            column(String(format: "%.0f", times.map { $0.seconds[stage] ?? 0 }.reduce(0, +) / n * 1000))
        }
        return name.padding(toLength: 36, withPad: " ", startingAt: 0) + cells.joined()
            + column(String(format: "%.0f", total * 1000)) + column(cli.map { String(format: "%.0f", $0 * 1000) } ?? "-")
    }

    private static func column(_ text: String) -> String {
        String(repeating: " ", count: max(1, 12 - text.count)) + text
    }
}
