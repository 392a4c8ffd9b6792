import Testing
@testable import SnapQuizGenerate

/// A page of changes of state names each change the same way, and its definition questions offered "condensation"
/// among "energy | matter | pattern" (WordNet files "sublimation" first as a psychological defence, "freezing" first as
/// an adjective), and never asked for "freezing", named in the second half of condensation's sentence.
@Suite struct TermsNamedAlikeTests {
    static let page = """
        States of Matter

        In a solid, the particles are packed closely together in a regular pattern. They can only vibrate in fixed positions, so a solid keeps its shape.

        When a solid is heated, its particles gain energy and vibrate more. At the melting point the solid turns into a liquid.

        The change from a gas back to a liquid is called condensation, and the change from a liquid to a solid is called freezing. Some substances, such as dry ice, change straight from a solid to a gas. This is known as sublimation.

        Everything around us is made of matter, and matter can exist in three states: solid, liquid and gas.
        """

    /// The page's definition questions as `explain` lists them, key first.
    static func definitions() -> [(question: String, options: [String])] {
        OfflineQuizGenerator(randomSeed: 1).explain(page).compactMap { line in
            guard line.hasPrefix("[definition] "), let arrow = line.range(of: " → ") else { return nil }
            let options = line[arrow.upperBound...].components(separatedBy: "  ✗")[0].components(separatedBy: " | ")
            return (String(line.dropFirst("[definition] ".count)[..<arrow.lowerBound]), options)
        }
    }

    /// "… is called condensation, and the change from a liquid to a solid is called freezing": two terms, two questions.
    @Test func theSecondClauseNamesATerm() {
        let asked = Self.definitions()
        #expect(asked.contains { $0.question == "What is the change from a liquid to a solid called?" && $0.options[0] == "freezing" },
                "\(asked.map(\.question))")
    }

    /// Each change is offered among the other changes the page names, before any other noun of the page.
    @Test func changesAreOfferedAmongChanges() {
        let changes: Set<String> = ["condensation", "freezing", "sublimation"]
        let asked = Self.definitions().filter { changes.contains($0.options[0]) }
        #expect(asked.count == 3)
        for question in asked {
            #expect(Set(question.options).intersection(changes).count == 3, "\(question.question) → \(question.options)")
        }
    }
}

extension TermsNamedAlikeTests {
    /// "Hydraulic action happens when …" and "Abrasion happens when …" name two ways waves wear a cliff, in sentences
    /// sharing "waves" and "cliff": each is the other's wrong option before "hard rock" or "tall pillar".
    @Test func whatHappensIsNamedAlike() {
        let text = """
            Hydraulic action happens when waves force air into cracks in the cliff, and the pressure breaks the rock apart.
            Abrasion happens when waves throw pebbles against the cliff and scrape it like sandpaper. A headland is a piece of
            hard rock that sticks out into the sea. Over time the roof of the arch collapses, leaving a tall pillar of rock.
            """
        let page = Page(text: text, knows: { _ in true })
        #expect(page.termsNamedAlike["hydraulic action"] == ["abrasion"])
        #expect(page.akin("abrasion", to: "hydraulic action"))
    }
}

/// "The steam engine changed everything. James Watt improved it in the 1770s" was asked "When did James Watt improve
/// it?": a when-question ending in a pronoun names what it means, or is not asked.
@Suite struct WhenPronounTests {
    static func whenStems(_ text: String) -> [String] {
        OfflineQuizGenerator(randomSeed: 1).explain(text).filter { $0.hasPrefix("[when] ") }
    }

    @Test func anObjectPronounNamesWhatItMeans() {
        let text = """
            The Industrial Revolution began in Britain. In 1764 James Hargreaves invented the spinning jenny.
            The steam engine changed everything. James Watt improved it in 1776, and soon steam drove machines in factories.
            """
        let stems = Self.whenStems(text)
        #expect(stems.contains { $0.contains("James Hargreaves invent") }, "\(stems)")
        #expect(!stems.contains { $0.contains(" it?") }, "\(stems)")
    }
}

extension WhenPronounTests {
    /// "Which reason …? → … | James Watt improved it in the 1770s": a wrong option whose verb takes a pronoun of another
    /// sentence does not read alone; a pronoun that means a noun of its own clause does.
    @Test func aClauseWithAnotherSentencesPronounIsNoOption() {
        #expect(!ClauseQuestions.readsAlone("James Watt improved it in the 1770s"))
        #expect(!ClauseQuestions.readsAlone("the farmers sold them at the market"))
        #expect(ClauseQuestions.readsAlone("waves attack a crack and widen it into a cave"))
        #expect(ClauseQuestions.readsAlone("the water turned the wheels that drove the machines"))
    }
}
