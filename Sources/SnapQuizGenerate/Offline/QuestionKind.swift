import SnapQuizCore

/// The kinds of question the offline generator writes, each with its own stem wording; the quiz mixes them.
enum QuestionKind: String, CaseIterable, Sendable {
    /// "What is the process by which plants release water vapour from their leaves called?"
    case definition
    /// "Which word means …?" / "What does … mean?" from a vocabulary list.
    case vocabulary
    /// "Who was executed by guillotine in January 1793?" — a name as the subject of a sentence.
    case who
    /// "When did this happen? …" — a date with its era.
    case when
    /// "Where does the Rhine rise?" — a place phrase after a subject's verb.
    case place
    /// "Which of these happened first?" among four events the page dates.
    case chronology
    /// A number with its unit: "How many kilometres …?"
    case quantity
    /// "Why …, according to the text?" / "What happens when …?"
    case causeEffect
    /// "Which statement agrees with the text?" with statements changed by one fact.
    case statement
    /// A sentence with one key term blanked.
    case cloze
    /// A computed solution of an arithmetic word problem or exercise.
    case maths
    /// A line of verse with its last word blanked.
    case verseLine
    /// "Which line comes next after …?"
    case verseNext
    /// "In the poem, which word rhymes with “night”?"
    case verseRhyme
    /// "Which line of the poem holds a simile?"
    case verseSimile
    /// "In the story, what happens next, after …?"
    case storyNext
    /// A story's sentence with a concrete detail blanked: a thing, a place, a colour.
    case storyDetail
    /// "In the story, where did the kite drift?" among the story's other places.
    case storyWhere
    /// "In the story, what did Maya take to the hill behind the village?" among the story's other things.
    case storyWhat
    /// "What number does the table give for Mars under “Moons”?", "Which planet has 95 under “Moons” in the table?"
    case table
    /// A method's steps: "In the method, what do you do right after …?", "… where do you leave the jar?", "… how long …?"
    case procedure
    /// One of the page's own questions that its text answers: "What forms a cloud?" → "tiny droplets".
    case pageQuestion
    /// A play scene's line: "In the scene, which of these lines does SAM say?", "… who says “Tickets, please!”?"
    case playLine
    /// A play's reply: "In the scene, what does GRAN reply when SAM says “Because you always do.”?"
    case playReply
    /// A play's stage direction: "In the scene, what is JOE doing when saying “There are no batteries in it.”?"
    case stageDirection
}

/// One question the page could give, before the quiz is chosen from all of them.
struct Candidate {
    var kind: QuestionKind
    /// The sentences (or lines) it is built on; a quiz uses each sentence at most once.
    var sentences: Set<Int>
    /// The question, correct option first.
    var question: Question
    /// How good a question it is likely to be; the quiz prefers higher.
    var score: Double
    /// Where the page would put it (reading order).
    var position: Int
    /// Whether its stem shows a word the dictionary does not know ("The N:le Delta", "use fertiiser instead"): the
    /// quiz takes it only when questions with clean stems cannot fill it (`QuizAssembler`).
    var showsMisread = false

    var answer: String { question.options[question.correctIndex] }

    /// The candidate as part `number` of a page of several parts (`PageParts`) places it: its sentences and position
    /// past every earlier part's.
    func inPart(_ number: Int) -> Candidate {
        var moved = self
        moved.sentences = Set(sentences.map { $0 + number * 100_000 })
        moved.position += number * 100_000
        return moved
    }

    /// What a question costs whose key is a phrase standing among single words ("artificial lakes" among "floods",
    /// "countries" and "farmers"; "energy from the Sun" among "planet", "ground" and "groundwater"): the one phrase is
    /// the key. More than any noise the assembler adds (at most 4), so every other question the page offers is chosen
    /// first; kept rather than dropped, so a page at the edge of ten keeps its quiz (dropping it left the README's demo
    /// page with nine questions in one seed of thirty, a53dba9).
    static let lonePhrasePenalty = 5.0
    /// What a question costs whose wrong options are names of another kind than the key (`Page.nameDistractors`):
    /// as much as a lone phrase, for the same reason.
    static let mixedKindsPenalty = 5.0
    /// Whether its wrong options are names of another kind than the key.
    var mixedKinds = false
    /// What a question costs whose options put words for people beside words for things (`Page.mixesPeople`):
    /// less than a lone phrase, so a life story's "a French _____ → physicist | university | professor" still comes
    /// before a sixth question on a year (each year costs 1.2 more than the last, `QuizAssembler`).
    static let peopleAmongThingsPenalty = 3.0
    /// Whether its options put words for people beside words for things.
    var mixesPeople = false
    /// What a question costs whose wrong options put a thing of another broad group in the key's place
    /// (`Page.strayGroup`: "carrying their _____ → equipment | frontier | legend"): as much as people among things.
    static let strayGroupPenalty = 3.0
    /// Whether a wrong option names another broad group of thing than the key.
    var strayGroup = false
    /// What a question costs whose wrong option is a kind of the key, or the key a kind of it (`Page.partlyTrue`:
    /// "vessels" beside "arteries"). A cost, not a ban, and less than another group of thing: banning it left the
    /// README's demo page ("streams" beside "rivers") short of questions, and a lone-phrase key (a worse giveaway)
    /// came into 18 of 30 of its quizzes (3 of 30 at a cost of 3).
    static let partlyTruePenalty = 2.0
    /// Whether a wrong option is partly true.
    var partlyTrue = false
    /// Whether a wrong option names a thing of another kind than the key (`Page.offKind`).
    var offKind = false
    /// What such a question costs: more than any other flaw and than the sixth year of a life story (1.2 a year), so it is
    /// asked only where the page has nothing better. Kept apart until a page fell short, such questions could not
    /// weigh against a seventh and eighth year question (the Curie page), nor against a second question on a sentence.
    static let offKindPenalty = 8.0

    /// What a question costs whose key is the page's title word, or whose false statements swap it out
    /// (`Page.asksTitle`): as much as another group of thing, so a page with more to ask leaves it out.
    static let titlePenalty = 3.0
    /// Whether it asks for the page's title word.
    var asksTitle = false

    /// Whether its options show a flaw of kind that costs it (names of another kind, people among things, another
    /// group of thing, a partly true option, the key the one phrase).
    var hasKindFlaw: Bool { mixedKinds || mixesPeople || strayGroup || partlyTrue || offKind || keyIsTheLonePhrase }

    /// Kinds whose key is a word, a term or a name, where the options' shapes should match.
    static let termKinds: Set<QuestionKind> = [.definition, .vocabulary, .who, .cloze, .pageQuestion]

    /// Whether the key is a phrase and every distractor a single word.
    var keyIsTheLonePhrase: Bool {
        guard Self.termKinds.contains(kind) else { return false }
        return Self.isLonePhrase(answer, among: question.options.indices.filter { $0 != question.correctIndex }.map { question.options[$0] })
    }

    /// Whether `answer` is a phrase and every one of `distractors` a single word.
    static func isLonePhrase(_ answer: String, among distractors: [String]) -> Bool {
        answer.split(separator: " ").count >= 2 && distractors.allSatisfy { $0.split(separator: " ").count == 1 }
    }
}
