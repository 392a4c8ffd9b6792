import Testing
import SnapQuizCore
import SnapQuizLexicon
@testable import SnapQuizGenerate

/// The Roman pages of the TestImages photos asked "… and _____ spread across Europe → Latin | Tiber | Constantinople |
/// Britain" (a language among places) and "the twins Romulus and _____ → Remus | Latin | Augustus" (a language among
/// persons): the page names no other language.
@Suite struct WorldLanguagesTests {
    static let rome = """
        Ancient Rome

        Rome began as a small town on the river Tiber in Italy. According to legend it was founded in 753 BC by the twins \
        Romulus and Remus. In 27 BC Augustus became the first emperor. The empire built roads, aqueducts and walls, and \
        Latin spread across Europe. Hadrian's Wall was built in northern Britain to defend the frontier. The western \
        empire ended in AD 476, when the last emperor, Romulus Augustulus, was removed from power.
        """

    @Test func otherLanguagesOfItsFamilyAreWrongOptionsForLatin() throws {
        let wordNet = try #require(WordNet.shared, "wordnet-base is installed by scripts/install-deps.sh")
        let kin = wordNet.kindredLanguages(of: "Latin")
        #expect(["English", "Greek", "French"].allSatisfy(kin.contains) && !kin.contains("Latin"), "\(kin)")
        let page = Page(text: Self.rome, knows: DictionaryWords.knows)
        let others = page.names(like: "Latin", from: page.pool(.name))
        #expect(others.count >= 3 && others.allSatisfy(Page.isLanguageName), "\(others)")
        // Two languages are of one kind, though WordNet reads "Russian" and "German" first as persons.
        #expect(page.akin("Russian", to: "Latin") && page.akin("German", to: "Latin") && !page.akin("Tiber", to: "Latin"))
    }

    @Test func noLanguageStandsAmongPersons() {
        let page = Page(text: Self.rome, knows: DictionaryWords.knows)
        var random = QuizRandom(seed: 1)
        let stem = "According to legend it was founded in 753 BC by the twins Romulus and _____."
        let picked = page.nameDistractors(for: "Remus", from: page.pool(.name), stem: stem,
                                          picker: DistractorPicker(words: page.words), random: &random)
        // Where the page has no third person, a language may stand in, as a mix of kinds that a page asks only at the
        // edge of ten questions; beside a third person it never does.
        #expect(picked.map { !$0.options.contains("Latin") || $0.mixed } ?? true, "\(String(describing: picked))")
        let withNero = Page(text: Self.rome + " The emperor Nero was said to have played music while Rome burned.", knows: DictionaryWords.knows)
        let fuller = withNero.nameDistractors(for: "Remus", from: withNero.pool(.name), stem: stem,
                                              picker: DistractorPicker(words: withNero.words), random: &random)
        #expect(fuller.map { !$0.options.contains("Latin") } ?? false, "\(String(describing: fuller))")
    }
}

/// "What was built in northern Britain to defend the frontier? → Hadrian's Wall | Tiber | Mediterranean Sea | Italy":
/// nothing but the wall was built; on a page that names no other built place such a question is a mix of kinds.
@Suite struct BuiltPlaceOptionsTests {
    @Test func aWallIsNotAskedAmongRiversAndSeas() throws {
        let text = try #require(HomeworkTexts.all.first { $0.name == "history-cloth-photo.gt.txt" }?.text)
        let page = Page(text: text, knows: DictionaryWords.knows)
        var random = QuizRandom(seed: 1)
        let asked = RecallQuestions.candidates(page: page, picker: DistractorPicker(words: page.words), random: &random)
        let wall = asked.filter { $0.answer.hasPrefix("Hadrian") }
        // Asked among other kinds only as a mix, which a page asks only at the edge of ten questions.
        #expect(wall.allSatisfy { $0.mixedKinds || $0.question.options.allSatisfy { Page.placeKind(of: $0) == .built } },
                "\(wall.map(\.question.options))")
    }
}
