/// One blank line between paragraphs, none before the first or after the last.
struct ParagraphBreaks: TextStage {
    func apply(_ lines: [String]) -> [String] {
        var result: [String] = []
        for line in lines where !line.isEmpty || result.last?.isEmpty == false {
            result.append(line)
        }
        while result.last?.isEmpty == true { result.removeLast() }
        return result
    }
}
