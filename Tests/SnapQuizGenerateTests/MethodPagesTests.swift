import Foundation
import Testing
import SnapQuizCore
@testable import SnapQuizGenerate

/// A method written as prose is read as one, a method page is asked why, how long, when and with what a step is done,
/// and a recipe or a practical is filed as one (issue #11).
@Suite struct MethodPagesTests {
    static let pancakes = """
        How to Make Pancakes

        You will need: 100 g plain flour, 2 eggs, 300 ml milk, a pinch of salt, butter and a frying pan.

        First, sift the flour and the salt into a large bowl. Next, make a well in the middle of the flour and crack the eggs into it. Then whisk the eggs, slowly adding the milk, until the batter is smooth. Leave the batter to rest for twenty minutes.

        After that, melt a little butter in the frying pan over a medium heat. Pour a ladle of batter into the pan and tilt it so that the batter spreads thinly. Cook the pancake for one minute until the underside is golden. Flip it over with a spatula and cook the other side. Finally, slide the pancake onto a warm plate and serve it with lemon and sugar.
        """

    static let dissolving = """
        Dissolving Salt in Water

        Aim: To find out whether salt dissolves faster in warm water or in cold water.

        Equipment: two beakers, a measuring cylinder, a thermometer, two teaspoons of salt, a stirring rod, a stopwatch, safety goggles.

        Method: Put on your safety goggles. Measure 50 ml of cold water with the measuring cylinder and pour it into the first beaker. Measure 50 ml of warm water and pour it into the second beaker. Take the temperature of the water in each beaker with the thermometer. Add one teaspoon of salt to the first beaker and start the stopwatch. Stir the water with the stirring rod until all the salt has dissolved. Stop the stopwatch and write down the time. Repeat the test with the warm water in the second beaker. Compare the two times in a table.

        Conclusion: Salt dissolves faster in warm water because the particles move faster.
        """

    static let filtering = """
        Separating Sand and Salt

        Equipment: a beaker of sand and salt, a glass rod, filter paper, a funnel, a conical flask, an evaporating dish, a Bunsen burner, a tripod, a gauze, safety goggles.

        Safety: Wear safety goggles to protect your eyes from hot salt. Tie back long hair before you light the Bunsen burner.

        First, add water to the mixture of sand and salt in the beaker. Stir the mixture with the glass rod so that the salt dissolves. Next, fold the filter paper into a cone and put it in the funnel. Place the funnel in the neck of the conical flask. Then pour the mixture slowly into the funnel. The sand stays in the filter paper and the salt water passes through into the flask. After that, pour the salt water into the evaporating dish. Heat the dish gently over the Bunsen burner until half the water has gone. Finally, leave the dish in a warm place for two days so that the rest of the water evaporates. Salt crystals are left in the dish.
        """

    static let flapjacks = """
        Flapjacks

        Ingredients: 125 g butter, 125 g brown sugar, 2 tablespoons golden syrup, 250 g porridge oats.

        Equipment: a saucepan, a wooden spoon, a baking tin, baking paper, an oven glove, a knife.

        1. Ask an adult to heat the oven to 180 degrees.
        2. Line the baking tin with baking paper so that the flapjacks do not stick.
        3. Melt the butter, sugar and syrup in a saucepan over a low heat.
        4. Stir the mixture all the time to stop it burning.
        5. Take the pan off the heat and stir in the oats.
        6. Press the mixture into the baking tin with the back of the spoon.
        7. Bake the flapjacks in the oven for twenty minutes until they are golden.
        8. Lift the tin out with an oven glove and leave it to cool for ten minutes.
        9. Cut the flapjacks into squares with a knife.
        """

    static let bookmark = """
        Make a Woven Paper Bookmark

        1. Cut a strip of thick card 20 cm long and 5 cm wide.
        2. Draw a line 2 cm from each end of the strip with a ruler.
        3. Fold the card in half and cut slits between the two lines.
        4. Unfold the card so that it lies flat on the table.
        5. Cut six thin strips of coloured paper from a magazine.
        6. Weave the first strip over and under the slits.
        7. Push the strip to the top of the bookmark.
        8. Weave the next strip under and over the slits.
        9. Glue the ends of each strip to the back of the card.
        10. Punch a hole at the top and tie a ribbon through it.
        """

    static let scrambledEggs = """
        Scrambled Eggs

        1. Crack three eggs into a bowl.
        2. Whisk the eggs with a fork until the yolks and whites are mixed.
        3. Melt a knob of butter in a pan over a low heat until it bubbles.
        4. Pour the eggs into the pan.
        5. Stir the eggs gently with a wooden spoon until they start to set.
        6. Take the pan off the heat while the eggs are still soft.
        7. Leave the eggs in the pan for one minute.
        8. Serve the eggs on hot buttered toast.
        """

    private func page(_ text: String) -> Page { Page(text: text, knows: DictionaryWords.knows) }

    private func candidates(_ text: String) -> [Candidate] {
        let page = page(text)
        var random = QuizRandom(seed: 3)
        return ProcedureQuestions.candidates(page: page, picker: DistractorPicker(words: page.words), random: &random)
    }

    @Test func aMethodWrittenAsProseIsReadStepByStep() throws {
        let steps = ProcedureQuestions.steps(of: page(Self.pancakes))
        #expect(steps.map(\.text).first == "Sift the flour and the salt into a large bowl")
        #expect(steps.map(\.text).last == "Slide the pancake onto a warm plate and serve it with lemon and sugar")
        #expect(steps.count == 9 && steps.allSatisfy { !$0.numbered && $0.sentence != nil })
        let found = candidates(Self.pancakes)
        let next = try #require(found.first { $0.question.question.hasPrefix("In the method, what do you do right after “Sift the flour") })
        #expect(next.answer == "Make a well in the middle of the flour and crack the eggs into it")
        // A prose method has no step numbers to name.
        #expect(found.contains { $0.question.question.hasPrefix("Complete this step of the method:") })
        #expect(!found.contains { $0.question.question.contains("Complete step ") })
        // An ingredient's amount among other amounts, in English: "1 egg", never "1 eggs".
        let offered = OfflineQuizGenerator(randomSeed: 1).explain(Self.pancakes)
        let eggs = try #require(offered.first { $0.hasPrefix("[quantity]") && $0.contains("→ 2 eggs") })
        #expect(!eggs.contains("1 eggs"), "\(eggs)")
        // And more than one of what the key counts once, in the plural: "1 teaspoon of salt → 3 teaspoons", never "3 teaspoon".
        let salt = OfflineQuizGenerator(randomSeed: 1).explain("You will need 1 teaspoon of salt and 300 ml of warm water for the dough. "
            + "Mix the flour and the salt in a large bowl before you add the water.")
        let spoons = try #require(salt.first { $0.hasPrefix("[quantity]") && $0.contains("→ 1 teaspoon |") }, "\(salt)")
        let options = (spoons.components(separatedBy: "→ ").last ?? "").components(separatedBy: "  ✗").first?.components(separatedBy: " | ") ?? []
        #expect(options.count == 4 && options.dropFirst().allSatisfy { $0.hasSuffix(" teaspoons") }, "\(spoons)")
        // "knead it for ten minutes → hundred minutes" is no English: "a hundred minutes".
        let knead = "Tip the dough onto the table and knead it for ten minutes until it is smooth and stretchy. "
            + "Leave the dough in a warm place so that it can rise before you bake it in the oven."
        let kneads = (1...20 as ClosedRange<UInt64>).flatMap { OfflineQuizGenerator(randomSeed: $0).explain(knead) }.filter { $0.hasPrefix("[quantity]") }
        #expect(kneads.count == 20 && !kneads.contains { $0.contains("| hundred minutes") }, "\(kneads)")
        #expect(RecallQuestions.pluralUnit("teaspoon") == "teaspoons" && RecallQuestions.pluralUnit("g") == nil
            && RecallQuestions.pluralUnit("minutes") == nil)
        // "Finally, slide the pancake": the step's verb is no thing of the method.
        #expect(!found.contains { $0.question.options.contains("slide") }, "\(found.map(\.question.options))")
    }

    @Test func aPracticalsAimEquipmentAndSafetyAreNoSteps() throws {
        let steps = ProcedureQuestions.steps(of: page(Self.dissolving)).map(\.text)
        #expect(steps.first == "Put on your safety goggles")
        #expect(steps.count == 9 && steps.last == "Compare the two times in a table")
        let filtering = ProcedureQuestions.steps(of: page(Self.filtering)).map(\.text)
        #expect(filtering.first == "Add water to the mixture of sand and salt in the beaker")
        #expect(!filtering.contains { $0.contains("long hair") || $0.contains("Wear safety goggles") })
        // "Put on your safety goggles" puts nothing anywhere: no "where do you put?", no "on your safety goggles" as a place.
        #expect(!candidates(Self.dissolving).contains { $0.question.question.hasSuffix("where do you put?") || $0.question.options.contains("on your safety goggles") })
        // Nor is "Conclusion:" part of what the conclusion says.
        let offered = OfflineQuizGenerator(randomSeed: 1).explain(Self.dissolving)
        #expect(offered.contains { $0.contains("Which reason does the text give for this: “Salt dissolves faster in warm water”?") })
        #expect(!offered.contains { $0.contains("“Conclusion:") })
        // Its section labels make no word list: "What does “Method” mean?" was the page's only question.
        let quiz = try OfflineQuizGenerator(randomSeed: 1).generate(from: Self.dissolving, title: nil)
        #expect(!quiz.questions.contains { $0.question.contains("mean?") })
        #expect(quiz.questions.filter { $0.question.hasPrefix("In the method") || $0.question.contains("of the method") }.count >= 3)
    }

    @Test func factsWithTheOddCommandAreNoMethod() {
        let volcanoes = """
            Volcanoes

            A volcano is an opening in the Earth's crust where magma escapes. Look at the diagram of the volcano. Magma rises from the mantle through a long pipe called the vent. When it reaches the surface it is called lava. Lava cools and hardens to form new rock. Some volcanoes erupt often and are called active volcanoes. Others have not erupted for thousands of years and are called dormant. Mount Etna in Sicily is one of the most active volcanoes in Europe. Notice how the layers of ash and lava build up the cone. Ash clouds from an eruption can stop aircraft flying for days.
            """
        #expect(ProcedureQuestions.steps(of: page(volcanoes)).isEmpty)
        // A worksheet's instructions to its reader are no method either.
        let worksheet = "Rivers\n\nRead the text below. Answer the questions in full sentences. Underline the key words. Write your name at the top. Check your spelling. Rivers start in the hills.\n"
        #expect(ProcedureQuestions.steps(of: page(worksheet)).isEmpty)
    }

    @Test func aMethodIsAskedWhyHowLongWhenAndWithWhat() throws {
        let flapjacks = candidates(Self.flapjacks)
        let why = try #require(flapjacks.first { $0.question.question == "In the method, why do you stir the mixture all the time?" })
        #expect(why.answer == "to stop it burning")
        let tool = try #require(flapjacks.first { $0.question.question == "In the method, what do you lift the tin out with?" })
        #expect(tool.answer == "the oven glove")
        #expect(tool.question.options.allSatisfy { $0.hasPrefix("the ") })
        // "Ask an adult to heat the oven" is done for nothing of its own: no "to ask an adult" among the reasons.
        #expect(!flapjacks.contains { $0.question.options.contains("to ask an adult") })
        let eggs = candidates(Self.scrambledEggs)
        let until = try #require(eggs.first { $0.question.question == "In the method, how long do you whisk the eggs with a fork?" })
        #expect(until.answer == "until the yolks and whites are mixed")
        // "until they start to set" says what it waits for only beside its step: a wrong option, never a key.
        #expect(!eggs.contains { $0.answer == "until they start to set" })
        let filtering = candidates(Self.filtering)
        let when = try #require(filtering.first { $0.question.question == "When should you tie back long hair?" })
        #expect(when.answer == "before you light the Bunsen burner")
        let safety = try #require(filtering.first { $0.question.question == "Why should you wear safety goggles?" })
        #expect(safety.answer == "to protect your eyes from hot salt")
    }

    @Test func aRecipeIsFoodTechnologyAndAPracticalItsScience() throws {
        let recipe = try OfflineQuizGenerator(randomSeed: 1).generate(from: ProcedureQuestionsTests.pancakes, title: nil)
        #expect(recipe.topic == "Food technology" && recipe.subtopic == "Recipes", "\(recipe.topic) / \(recipe.subtopic)")
        let practical = try OfflineQuizGenerator(randomSeed: 1).generate(from: Self.dissolving, title: nil)
        #expect(practical.topic == "Chemistry", "\(practical.topic) / \(practical.subtopic)")
        #expect(TopicClassifier.classifyMethod(Self.bookmark).topic == "Design and technology")
    }

    @Test func aMethodsMeasuresAreNoMathsProblems() {
        let offered = OfflineQuizGenerator(randomSeed: 1).explain(Self.bookmark)
        #expect(!offered.contains { $0.hasPrefix("[maths]") }, "\(offered.filter { $0.hasPrefix("[maths]") })")
        #expect(offered.contains { $0.hasPrefix("[procedure]") })
    }

    static let bread = """
        Soda Bread

        You will need: 450 g of plain flour, 1 teaspoon of bicarbonate of soda, 350 ml of buttermilk, a mixing bowl, a wooden spoon and a clean tea towel.

        First, heat the oven to 200 °C. Next, mix the flour and the soda in the mixing bowl. Pour in the buttermilk and stir with the wooden spoon until a soft dough forms. Then tip the dough onto a floured board and knead it for two minutes. Leave it on the board for five minutes to rest. When it has rested, shape it into a round loaf. Cut a deep cross in the top with a knife. The cross lets the heat reach the middle of the loaf. Bake the loaf for forty minutes until it sounds hollow. Finally, wrap it in the tea towel and let it cool.
        """

    @Test func aStepAfterATimeClauseIsAStepAndTheNextStepIsTheNextSentence() throws {
        let steps = ProcedureQuestions.steps(of: page(Self.bread)).map(\.text)
        // "When it has rested, shape it into a round loaf": the command is the step.
        #expect(steps.contains("Shape it into a round loaf"), "\(steps)")
        let found = candidates(Self.bread)
        let next = try #require(found.first { $0.question.question.hasPrefix("In the method, what do you do right after “Leave it on the board") })
        #expect(next.answer == "Shape it into a round loaf")
        // "The cross lets the heat reach the middle" stands between cutting the cross and baking: no step after cutting is
        // keyed the next, as the page may say what to do in between.
        #expect(!found.contains { $0.question.question.hasPrefix("In the method, what do you do right after “Cut a deep cross") })
        // The time is the kneading's: "how long do you knead the dough?", not "how long do you tip the dough … and knead it?".
        let knead = try #require(found.first { $0.question.question == "In the method, how long do you knead the dough?" }, "\(found.map(\.question.question))")
        #expect(knead.answer == "for two minutes")
        #expect(!found.contains { $0.question.question.contains("how long do you tip") })
        // "the clean tea towel" and "the tea towel" are one thing: never both among a tool question's options.
        for candidate in found where candidate.question.question.hasSuffix(" with?") {
            #expect(!(candidate.question.options.contains("the tea towel") && candidate.question.options.contains("the clean tea towel")))
        }
    }

    @Test func aNumberGivenInAUnitStandsAmongNumbersOfItsMeasure() {
        let offered = (1...5 as ClosedRange<UInt64>).flatMap { OfflineQuizGenerator(randomSeed: $0).explain(Self.bread) }
        // "heat the oven to _____ °C → 1 | 450 | 400": a teaspoon's count and a flour's weight are no oven's heat.
        let oven = offered.filter { ($0.hasPrefix("[cloze]") || $0.hasPrefix("[statement]")) && $0.contains("oven to") }
        #expect(!oven.isEmpty, "\(offered)")
        for line in oven {
            #expect(!["oven to 1 °C", "oven to 450 °C", "oven to 350 °C", "→ 1 |", "| 1 |", "| 450", "| 350"].contains { line.contains($0) }, "\(line)")
        }
        let page = page(Self.bread)
        #expect(page.sameMeasure("450", "200") == false && page.sameMeasure("350", "450") == false)
        let standIns = page.measuredStandIns(for: "200")
        #expect(standIns.contains("100") && standIns.contains("400") && !standIns.contains("200"), "\(standIns)")
        // A number given in no unit has no made-up neighbours: "1666" is the page's to swap, or no question's.
        #expect(Page(text: "The fire began in 1666 and burned for four days.", knows: DictionaryWords.knows).measuredStandIns(for: "1666").isEmpty)
    }

    /// "Leave the eggs in the pan for one minute": a time of one is asked too. "one" was no number word to the durations,
    /// "for one minute" beside "for nine minutes" read as a spelling variant, and "minutes" beside "minute" as a kind of
    /// it (`TrueOptions.alsoTrue`).
    @Test func aTimeOfOneIsAsked() throws {
        let steps = ["Crack three eggs into a bowl", "Whisk the eggs with a fork", "Leave the eggs in the pan for one minute",
                     "Serve the eggs on hot buttered toast"].map { ProcedureQuestions.Step(text: $0, sentence: nil) }
        var random = QuizRandom(seed: 1)
        let page = page("Leave the eggs in the pan for one minute.")
        let found = ProcedureQuestions.durations(steps, picker: DistractorPicker(words: page.words), random: &random)
        let leave = try #require(found.first, "no question")
        #expect(leave.question.question == "In the method, how long do you leave the eggs in the pan?" && leave.answer == "for one minute")
        #expect(leave.question.options.filter { $0 != leave.answer }.allSatisfy { $0.hasSuffix(" minutes") }, "\(leave.question.options)")
        #expect(!OptionSimilarity.nearDuplicate("for one minute", "for nine minutes"))
        // Nor is a time of one off kind beside other times (the judge flagged "for one minute" among "for two minutes").
        #expect(page.akin("for one minute", to: "for two minutes") && !page.offKind(leave.question, statement: false))
    }
}
