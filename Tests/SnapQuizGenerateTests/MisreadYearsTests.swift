import Testing
import SnapQuizCore
import SnapQuizTestSupport
@testable import SnapQuizGenerate

/// A photo of the Roman Empire read 753 BC as "73.3 BC", and its quiz offered "According to legend it was founded in
/// 73.3 BC …" as the true sentence and "The western empire ended in AD 73.3 …" as a false one.
@Suite struct MisreadYearsTests {
    /// A year is whole: a figure with a point before "BC" or after "AD" is a misread, wherever the page shows it; the
    /// same figure as a measure elsewhere is not.
    @Test func aYearWithAPointIsAMisread() {
        let text = "Rome was founded in 73.3 BC. The western empire ended in AD 47.6. Soldiers marched 2.5 kilometres."
        let words = WordCheck(page: text, knows: { _ in true })
        #expect(!words.isCleanWord("73.3") && !words.isCleanWord("47.6"))
        #expect(words.isCleanWord("2.5") && words.isCleanWord("753") && words.isCleanWord("476"))
    }
}
