import Testing
@testable import SnapQuizGenerate

/// "Evaporation happens when particles escape from the surface of a liquid" gave "evaporation happens" as a wrong option
/// for what happens when a solid is heated, and for what happens when a liquid is heated to its boiling point.
@Suite struct BareOccurrenceTests {
    static let page = """
        In a solid, the particles can only vibrate in fixed positions, so a solid keeps its shape and cannot be squashed.
        When a solid is heated, its particles gain energy and vibrate more. When a liquid is heated to its boiling point,
        it turns into a gas. Evaporation happens when particles escape from the surface of a liquid below its boiling point.
        When a gas is cooled, its particles slow down and move closer together. When steam touches a cold window, the
        steam condenses into drops of water.
        """

    @Test func aClauseThatOnlySaysSomethingHappensIsNoWrongOption() {
        let lines = OfflineQuizGenerator(randomSeed: 1).explain(Self.page).filter { $0.hasPrefix("[causeEffect] ") }
        #expect(lines.contains { $0.contains("What happens when a solid is heated?") }, "\(lines)")
        for line in lines where !line.contains("particles escape from the surface") {
            #expect(!line.contains("evaporation happens"), "\(line)")
        }
    }

    @Test func whatOnlyHappensIsTold() {
        #expect(ClauseQuestions.isBareOccurrence("evaporation happens"))
        #expect(ClauseQuestions.isBareOccurrence("the festival takes place"))
        #expect(!ClauseQuestions.isBareOccurrence("the ice melts"))
    }
}
