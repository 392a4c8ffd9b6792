import Testing
import SnapQuizCore
import SnapQuizTestSupport
@testable import SnapQuizGenerate

/// "Where …?" recall from a place phrase right after a subject's verb, read as a teacher would set it: the tense the page
/// uses, the place whole ("on the border between Nepal and China"), wrong options that are places of the same shape.
@Suite struct WhereQuestionsTests {
    private func page(_ text: String) -> Page { Page(text: text, knows: DictionaryWords.knows) }

    private func places(_ text: String) -> [String: String] {
        let built = page(text)
        var random = QuizRandom(seed: 1)
        let found = RecallQuestions.candidates(page: built, picker: DistractorPicker(words: built.words), random: &random)
        var asked: [String: String] = [:]
        for candidate in found where candidate.kind == .place { asked[candidate.question.question] = candidate.answer }
        return asked
    }

    static let rivers = """
        Rivers of Europe

        A river begins high in the mountains, where rain and melting snow collect in small streams.
        The Rhine rises in the Swiss Alps and flows north through Germany.
        The Danube begins in the Black Forest and empties into the Black Sea.
        Mount Everest stands on the border between Nepal and China.
        The Vistula flowed through the middle of Warsaw for centuries.
        Penguins live in Antarctica and catch fish in the cold sea.
        The explorers settled near the port of Rotterdam.
        """

    @Test func aPlaceAfterTheVerbIsAskedWhereInThePagesTense() {
        let asked = places(Self.rivers)
        #expect(asked["Where does a river begin?"] == "in the mountains")
        #expect(asked["Where does the Rhine rise?"] == "in the Swiss Alps")
        #expect(asked["Where does the Danube begin?"] == "in the Black Forest")
        #expect(asked["Where does Mount Everest stand?"] == "on the border between Nepal and China")
        #expect(asked["Where do penguins live?"] == "in Antarctica")
        #expect(asked["Where did the explorers settle?"] == "near the port of Rotterdam")
    }

    @Test func wrongOptionsArePlacesOfTheKeysShapeAndNeverPartlyTrue() throws {
        let built = page(Self.rivers + "\nVineyards cover the slopes in the Alps.\n")
        var random = QuizRandom(seed: 2)
        let found = RecallQuestions.candidates(page: built, picker: DistractorPicker(words: built.words), random: &random)
        let rhine = try #require(found.first { $0.question.question == "Where does the Rhine rise?" })
        let wrong = rhine.question.options.filter { $0 != rhine.answer }
        // Named places beside a named place; "in the Alps" would be partly true of "in the Swiss Alps".
        #expect(wrong.allSatisfy { $0.split(separator: " ").dropFirst().contains { $0.first?.isUppercase == true } })
        #expect(!wrong.contains("in the Alps"))
        #expect(!wrong.contains { $0.contains("Rhine") })
    }

    @Test func nearMissesGiveNoWhere() {
        let asked = places("""
            Water and Heat

            Water boils at 100 degrees at sea level and freezes at 0 degrees.
            The fire started on 2 September in a bakery.
            Pierre died in a street accident in 1906.
            The river carries mud in the water for many kilometres.
            Most volcanoes are found near the edges of plates.
            Many rivers begin in the hills and end in the sea.
            The village lies between Nepal and the hills.
            """)
        // A number, a date, an event, a place with more after it, an amount and a "between" with one place ask no "where".
        #expect(asked.isEmpty, "\(asked)")
    }
}
