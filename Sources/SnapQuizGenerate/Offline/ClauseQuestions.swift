import Foundation
import SnapQuizLexicon
import SnapQuizCore

/// Cause and effect, and what comes next: "What happens when the droplets become too heavy?",
/// "What reason does the text give for …?". Wrong options are other statements of the page, which are true
/// elsewhere but do not answer this question.
enum ClauseQuestions {
    /// A sentence split into the part the stem shows and the part the learner must recognise.
    struct Split {
        var stem: String
        var answer: String
        /// Whether the answer is the reason ("Which reason …?") rather than what happens: wrong options come first from
        /// answers of the same role ("the air is thin near the top" is no answer to "What happens when the lava cools?").
        var isReason = false
        /// The sentence before, when the split is asked across two sentences (`linkedSplit`): the key is drawn from it.
        var linked: Int? = nil
        /// What happened and its reason, as the sentence gives them, where it gives one with "because", "since" or ", so":
        /// a story asks them its own way (`StoryQuestions.whyEvents`).
        var cause: (effect: String, reason: String)? = nil
    }

    /// `answer` with its first word capitalised again where the page writes that word as a name inside its sentences:
    /// "german bombers attacked London" was offered, lowered as a clause is when it opens a sentence.
    private static func withNameCapital(_ answer: String, page: Page) -> String {
        guard let first = answer.split(separator: " ").first.map({ TextTokens.trimmed(String($0)) }), first.first?.isLowercase == true,
              !TextAnalysis.commonWords.contains(first), page.usesAsName(capitalizingFirst(first)) else { return answer }
        return capitalizingFirst(answer)
    }

    static func candidates(page: Page, picker: DistractorPicker, random: inout QuizRandom) -> [Candidate] {
        // A story asks its own why (`StoryQuestions.whyEvents`): "In the story, why did Maya thank Tom?", not "Which
        // reason does the text give for this: “Maya thanked Tom”?" on the same sentence beside it.
        let storyAsks = StoryQuestions.whySentences(page: page, picker: picker)
        let splits = page.statements.filter { !storyAsks.contains($0.index) }
            .compactMap { sentence in (split(sentence.text) ?? linkedSplit(sentence, page: page)).map { split in
                var split = split
                split.answer = withNameCapital(split.answer, page: page)
                return (sentence, split)
            } }
        // Wrong options: answer-like clauses of other sentences (their effects or their main clauses). "Evaporation
        // happens when particles escape from the surface of a liquid": "evaporation happens" answers what happens then,
        // but tells nothing that could follow from anything else ("What happens when a solid is heated? → evaporation
        // happens"): no wrong option.
        let clauses = page.statements.flatMap { sentence -> [(Int, String)] in
            if let split = split(sentence.text) { return [(sentence.index, withNameCapital(split.answer, page: page))] }
            return mainClauses(of: sentence.text, page: page).filter(readsAlone).map { (sentence.index, $0) }
        }.filter { !isBareOccurrence($0.1) }
        let wrongAnswers = splits.filter { !isBareOccurrence($0.1.answer) }
        // "If one bulb breaks, the whole circuit stops working" and, of another circuit, "If one bulb breaks, the
        // others stay lit": one stem with two true answers. Each is asked in the setting its paragraph names ("In a
        // series circuit, what happens if …?"), or not at all; and neither answer is the other's wrong option.
        let stems = Dictionary(grouping: splits, by: { QuizShape.fold($0.1.stem) })
        var result: [Candidate] = []
        for (sentence, var split) in splits where ClauseGrammar.namesItsPronouns(split.stem) {
            let alike = stems[QuizShape.fold(split.stem), default: []].filter { $0.0.index != sentence.index }
            if !alike.isEmpty {
                guard let setting = setting(of: sentence, page: page),
                      !alike.contains(where: { self.setting(of: $0.0, page: page).map(QuizShape.fold) == QuizShape.fold(setting) })
                else { continue }
                split.stem = "\(setting), \(split.stem.prefix(1).lowercased())\(split.stem.dropFirst())"
            }
            let sameCondition = Set(alike.map { QuizShape.fold($0.1.answer) })
            // A cause across two sentences draws its key from the one before: no part of either is a wrong option. Nor
            // is what happens to the same thing in another case: "What happens when the object moves? → the size of a
            // shadow changes" offered "the shadow becomes bigger" (when the object is moved closer), true as well.
            let thing = ClauseGrammar.conditionSubject(of: split.stem)
            let sameThing = thing.map { thing in splits.filter { ClauseGrammar.conditionSubject(of: $0.1.stem) == thing }.map(\.0.index) } ?? []
            let asked = Set([sentence.index] + (split.linked.map { [$0] } ?? []) + sameThing)
            let pool = clauses.filter { !asked.contains($0.0) && !sameCondition.contains(QuizShape.fold($0.1)) }.map(\.1)
                .filter { !ItemFlaws.appears($0, in: split.stem) && !sameEvent($0, split.answer) }
            // Other effects first ("it boils and turns into a gas" beside "its particles vibrate faster"): a plain
            // statement ("everything around us is made of matter") is plainly no answer to "What happens when …?".
            // Answers of the key's role first (effects beside an effect, reasons beside a reason: "the air is thin near the
            // top" is no answer to "What happens when the lava cools?"), then the other role's, then plain statements.
            let answers = wrongAnswers.filter { !asked.contains($0.0.index) && !($0.1.linked.map(asked.contains) ?? false) }
                .filter { !sameCondition.contains(QuizShape.fold($0.1.answer)) && !ItemFlaws.appears($0.1.answer, in: split.stem)
                    && !sameEvent($0.1.answer, split.answer) }
            let sameRole = answers.filter { $0.1.isReason == split.isReason }.map(\.1.answer)
            let otherRole = answers.filter { $0.1.isReason != split.isReason }.map(\.1.answer)
            let picked = picker.pick(for: split.answer, from: pool, stem: split.stem, random: &random)
            let others = picker.preferring(otherRole, over: picked, for: split.answer, stem: split.stem, random: &random)
            guard let distractors = picker.preferring(sameRole, over: others, for: split.answer, stem: split.stem, random: &random) else { continue }
            let shown = split.linked.flatMap { page.sentence($0) }.map { $0.text + " " + sentence.text } ?? sentence.text
            let question = ItemText.question(split.stem, answer: split.answer, distractors: distractors, evidence: shown)
            result.append(Candidate(kind: .causeEffect, sentences: asked, question: question, score: 4.4, position: sentence.index))
        }
        return result
    }

    /// Whether two answers tell one event in other words: "What happens when a gas cools down? → it turns back into a
    /// liquid" offered "it can turn into a liquid" (a solid's, when heated), true as well. The same words once "it",
    /// "can", "back" and the like and a verb's "-s" are set aside.
    static func sameEvent(_ a: String, _ b: String) -> Bool {
        let aside: Set<String> = ["it", "they", "can", "could", "may", "might", "will", "back", "again", "then", "a", "an", "the", "into", "to"]
        let words = { (text: String) in
            Set(TextTokens.lowered(text).filter { !aside.contains($0) }.map { TrueOptions.singular($0) })
        }
        let (x, y) = (words(a), words(b))
        return !x.isEmpty && x == y
    }

    /// Whether a clause reads alone as a wrong option: not opening with a pronoun nobody named ("it returns through
    /// veins to the heart", "they cover the wires": its own question's stem names "it", another's does not; a pronoun
    /// named in brackets, "she [Marie Curie] moved …", reads).
    static func readsAlone(_ clause: String) -> Bool {
        let words = clause.split(separator: " ")
        guard let first = words.first else { return false }
        // "James Watt improved it in the 1770s": a pronoun right after the subject's verb means something of another
        // sentence (the steam engine), which a wrong option does not show.
        let objects = words.prefix(4).dropFirst(2).map { TextTokens.trimmed(String($0)).lowercased() }
        if objects.contains(where: { ["it", "them"].contains($0) }) { return false }
        return !unnamedOpeners.contains(TextTokens.trimmed(String(first)).lowercased()) || words.dropFirst().first?.hasPrefix("[") == true
    }

    /// "it slowly rises …" after "Because magma is lighter than the rock around it": the pronoun that opens `clause`
    /// names the subject of the clause before it, a noun of its number in the words before its first "is", "are", "was",
    /// "were", "has" or "have" (one to three words), and stands in its place ("magma slowly rises …"), as a wrong option
    /// must read alone (brackets are no clean option). The clause unchanged where no such subject is found (`readsAlone`
    /// then leaves it out).
    static func naming(_ clause: String, after before: String) -> String {
        let words = clause.split(separator: " ").map(String.init)
        guard let pronoun = words.first?.lowercased(), ["it", "they"].contains(pronoun), let wordNet = WordNet.shared else { return clause }
        let earlier = before.split(separator: " ").map { TextTokens.trimmed(String($0)) }
        // The verb: a form of "be" or "have", or a word WordNet reads as a verb after a noun of its number ("the lava
        // cools", "the droplets join").
        let isVerb = { (index: Int) -> Bool in
            let word = earlier[index].lowercased()
            if ["is", "are", "was", "were", "has", "have"].contains(word) { return true }
            let before = earlier[max(index - 1, 0)].lowercased()
            guard index > 0, !RecallQuestions.determiners.contains(before), wordNet.readings(of: word).contains(where: { $0.partOfSpeech == .verb }),
                  let noun = wordNet.readings(of: before).first(where: { $0.partOfSpeech == .noun }) else { return false }
            return word.hasSuffix("s") ? !noun.inflected : noun.inflected
        }
        guard let verb = earlier.indices.first(where: isVerb), (1...3).contains(verb),
              !unnamedOpeners.contains(earlier[0].lowercased()), earlier[0].first?.isLetter == true,
              let noun = wordNet.readings(of: earlier[verb - 1].lowercased()).first(where: { $0.partOfSpeech == .noun }) else { return clause }
        let plural = noun.inflected || ["are", "were", "have"].contains(earlier[verb].lowercased())
        guard plural == (pronoun == "they") else { return clause }
        return lowercasingFirst(earlier[..<verb].joined(separator: " ")) + " " + words.dropFirst().joined(separator: " ")
    }

    /// Pronouns that open a clause and stand for something said before it.
    private static let unnamedOpeners: Set<String> = ["it", "they", "he", "she", "this", "these", "those", "its", "their", "his", "her", "them"]

    /// The main clauses of a sentence that asks no cause, as wrong options: the whole sentence when it is short, else
    /// its parts joined by "; ", ", and " or ", but " ("some eruptions are gentle and the lava flows slowly down the
    /// slopes"), or what follows a reason that opens it ("it slowly rises towards the surface …"). The volcano page's
    /// sentences are long: its one cause question had only a name and a count to offer beside its key. No name, no
    /// count ("this molten rock is called magma", "there are about fifteen hundred active volcanoes on land"): no event,
    /// so no wrong answer to "What happens when …?" beside events. A key word's line ("Orbit: the curved path …") is none.
    static func mainClauses(of sentence: String, page: Page) -> [String] {
        let text = withoutFinalMark(sentence)
        var pieces = [text]
        if text.split(separator: " ").count > 16 {
            for cut in ["; ", ", and ", ", but "] { pieces = pieces.flatMap { $0.components(separatedBy: cut) } }
            if let lead = pieces.first?.split(separator: " ").first?.lowercased(), ["because", "as", "since", "when", "once", "after"].contains(lead),
               let comma = pieces[0].firstIndex(of: ",") {
                let reason = String(pieces[0][..<comma].dropFirst(lead.count + 1))
                pieces[0] = naming(pieces[0][pieces[0].index(after: comma)...].trimmingCharacters(in: .whitespaces), after: reason)
            }
        }
        return pieces.compactMap { piece in
            let words = piece.split(separator: " ")
            // A part may run to 18 words: a long sentence's part is often an event, and the key may be as long.
            guard (5...(piece == text ? 16 : 18)).contains(words.count), !(words.prefix(3).contains { $0.hasSuffix(":") }),
                  !piece.contains(",") || pieces.count == 1,
                  !RecallQuestions.subordinators.contains(words[0].lowercased()) else { return nil }
            // "… and beats about seventy times a minute": the part after ", and " that opens with a verb has its subject
            // in the part before, and reads as a fragment beside whole clauses.
            let first = TextTokens.trimmed(String(words[0]))
            let opener = first.first?.isUppercase == true || RecallQuestions.determiners.contains(first) || OpeningPronoun.pronouns.contains(first)
            guard piece == pieces.first || opener || WordNet.shared?.readings(of: first).contains(where: { $0.partOfSpeech == .verb }) != true else { return nil }
            let clause = lowercasingFirst(words.joined(separator: " "), page: page)
            // "this is why flood plains have very fertile soil" points back to a sentence the option does not show.
            guard !isNaming(clause), !(reasonLinks + resultLinks).contains(where: { piece.hasPrefix($0) }),
                  !["there is", "there are", "there was", "there were"].contains(where: clause.hasPrefix) else { return nil }
            return clause
        }
    }

    /// The setting a sentence's paragraph gives it: the opening phrase of the sentence before ("In a series circuit,
    /// all the components …" → "In a series circuit"), when that sentence opens with a place or time phrase.
    private static func setting(of sentence: Sentence, page: Page) -> String? {
        let before = sentence.index - 1
        guard page.sentences.indices.contains(before), !page.sentences[before].isHeading,
              let comma = page.sentences[before].text.firstIndex(of: ",") else { return nil }
        let phrase = String(page.sentences[before].text[..<comma])
        let words = phrase.split(separator: " ")
        guard (2...6).contains(words.count), ["In", "On", "At", "During", "For", "Inside", "Within"].contains(String(words[0])) else { return nil }
        return phrase
    }

    /// "When X, Y." → What happens when X? / Y; "X because Y." → reason; "After X, Y." → what happens after X.
    /// A sentence about the past is asked in the past: "What happened when the Second World War began in 1939?"
    static func split(_ sentence: String) -> Split? {
        // "Once it reaches the surface it is called lava": a new name is no effect of the condition, and "What happens
        // once it reaches the surface? → it is called lava" asks no cause (the definition kind asks for names). The reason
        // for a name is a cause ("Mars is called the Red Planet because its surface contains iron oxide").
        guard var split = clauses(of: sentence), !isNaming(split.answer) else { return nil }
        // "When the biceps contracts, the arm bends at the elbow; when the triceps contracts, the arm straightens": the
        // effect ends at the semicolon, where the next condition begins.
        if let end = split.answer.range(of: "; "), split.answer[..<end.lowerBound].split(separator: " ").count >= 2 {
            split.answer = String(split.answer[..<end.lowerBound])
        }
        // "Electricity can only flow when the circuit is complete": the condition is needed, and what it allows holds
        // when it holds ("What happens when the circuit is complete? → electricity can flow"); "electricity can only flow"
        // answers nothing.
        split.answer = withoutRestrictingOnly(split.answer)
        // "If the dough is too sticky, add more flour": an instruction is what you do, not what happens ("What happens if
        // the dough is too sticky? → add more flour").
        if isCommand(split.answer) {
            split.stem = split.stem.replacingOccurrences(of: "hat happens", with: "hat should you do")
            return split
        }
        // "If the foxes died out, the number of rabbits would increase": a condition imagined is asked as one, never "What
        // happened if the foxes died out?".
        if split.stem.contains("hat happens if "), split.answer.split(separator: " ").contains(where: { ["would", "could", "might"].contains($0) }) {
            split.stem = split.stem.replacingOccurrences(of: "hat happens", with: "hat would happen")
            return split
        }
        // The stem is judged without its own "happens".
        // A condition in the present ("if one bulb breaks") keeps the question in the present, whatever the answer's
        // words look like ("the bulbs on the other branches stay lit": "lit" reads as a past form).
        let condition = split.stem.replacingOccurrences(of: "hat happens", with: "hat")
        if split.stem.contains("hat happens"), !isPresent(condition), isPast(condition) || isPast(split.answer) {
            split.stem = split.stem.replacingOccurrences(of: "hat happens", with: "hat happened")
        }
        return split
    }

    /// `clause` without an "only" that restricts its verb, after a modal or a form of "be" ("can only flow", "are only
    /// found"). Not one before a noun ("only the strongest survive" says who).
    static func withoutRestrictingOnly(_ clause: String) -> String {
        let words = clause.split(separator: " ").map(String.init)
        let auxiliaries: Set<String> = ["can", "could", "will", "would", "may", "might", "must", "should", "is", "are", "was", "were"]
        guard let at = words.indices.dropFirst().first(where: { words[$0] == "only" && auxiliaries.contains(words[$0 - 1].lowercased()) }),
              at + 1 < words.count else { return clause }
        return (words[..<at] + words[(at + 1)...]).joined(separator: " ")
    }

    /// Whether a clause is an instruction: a verb in its base form with no subject before it, followed by what it acts
    /// on ("add more flour", "wash your hands", "stir the mixture"). A noun that is also a verb opens a statement when a
    /// verb follows it ("water flows", "heat rises"), so the word after the verb must open its object.
    static func isCommand(_ clause: String) -> Bool {
        let words = clause.split(separator: " ").map { TextTokens.trimmed(String($0)).lowercased() }
        guard words.count >= 2, let wordNet = WordNet.shared,
              wordNet.readings(of: words[0]).contains(where: { $0.partOfSpeech == .verb && !$0.inflected && $0.lemma == words[0] })
        else { return false }
        let objects: Set<String> = ["the", "a", "an", "your", "more", "some", "it", "them", "less", "another", "extra", "each", "all", "any"]
        // ("wear goggles": a verb first of all, before a plain noun, is an instruction too.)
        return objects.contains(words[1]) || words[1].first?.isNumber == true
            || wordNet.commonest(words[0])?.partOfSpeech == .verb && wordNet.commonest(words[1])?.partOfSpeech == .noun
    }

    /// Whether a clause says no more than that something happens: "evaporation happens", "an eclipse occurs", "the
    /// festival takes place".
    static func isBareOccurrence(_ clause: String) -> Bool {
        let words = clause.lowercased().split(separator: " ").map { TextTokens.trimmed(String($0)) }
        guard (2...4).contains(words.count), let last = words.last else { return false }
        return ["happens", "happen", "happened", "occurs", "occur", "occurred"].contains(last)
            || last == "place" && ["takes", "take", "took"].contains(words[words.count - 2])
    }

    /// Whether a clause gives something a name ("it is called lava", "these are known as tributaries"): a naming, not a
    /// cause nor an effect.
    static func isNaming(_ clause: String) -> Bool {
        let words = clause.lowercased().split(separator: " ").map { TextTokens.trimmed(String($0)) }
        let be: Set<String> = ["is", "are", "was", "were", "be", "been", "becomes", "became", "become"]
        return zip(words, words.dropFirst()).contains { be.contains($0) && ["called", "named", "termed", "known"].contains($1) }
    }

    /// Whether "since" in `sentence`, before `after`, tells of time and not of a reason: "have shrunk since 1912 as the
    /// climate has warmed" (a date, or a main clause in the perfect tense, which "since" of time goes with) gave "Which
    /// reason …? → 1912 as the climate has warmed".
    static func isSinceOfTime(before: String, after: String) -> Bool {
        let opening = after.split(separator: " ").first.map { TextTokens.trimmed(String($0)).lowercased() } ?? ""
        let times: Set<String> = ["then", "ancient", "the", "birth", "childhood", "prehistoric", "medieval", "early", "last", "long"]
        if opening.first?.isNumber == true || RecallQuestions.numberWords[opening] != nil || times.contains(opening) && after.split(separator: " ").count <= 4 {
            return true
        }
        let words = before.lowercased().split(separator: " ").map { TextTokens.trimmed(String($0)) }
        return words.contains { ["has", "have", "had", "'ve"].contains($0) }
    }

    /// Whether a clause tells of the past: a past form ("began", "feared", "was") and no present one ("is", "has").
    static func isPast(_ clause: String) -> Bool {
        let words = clause.lowercased().split(separator: " ").map { TextTokens.trimmed(String($0)) }
        if words.contains(where: ["is", "are", "am", "has", "have", "does", "do", "can", "will", "happens"].contains) { return false }
        if words.contains(where: ["was", "were", "had", "did"].contains) { return true }
        guard let wordNet = WordNet.shared else { return false }
        let raw = clause.split(separator: " ").map { TextTokens.trimmed(String($0)) }
        return words.indices.contains { index in
            let word = words[index]
            guard word.count > 2, !word.hasSuffix("s"), !word.hasSuffix("ing") else { return false }
            guard let verb = wordNet.readings(of: word).first(where: { $0.partOfSpeech == .verb }), verb.inflected, verb.lemma != word
            else { return false }
            // A past form, not a noun or adjective that looks like one ("the expected bombing"), unless a name or a
            // pronoun stands before it as its subject ("the Romans left Britain": WordNet reads "left" first as an adjective).
            let subject = index > 0 && raw.indices.contains(index - 1) && raw.count == words.count
                && (raw[index - 1].first?.isUppercase == true && index - 1 > 0 || ["they", "he", "she", "we"].contains(words[index - 1]))
            return subject || wordNet.commonest(word)?.partOfSpeech == .verb
        }
    }

    /// Whether a clause is in the present: "is", "are", "has" and the like, or a verb's -s form after a singular noun or
    /// "it", "he", "she" ("if one bulb breaks", "when the water cools": not "the other branches", a plural noun).
    static func isPresent(_ clause: String) -> Bool {
        let words = clause.lowercased().split(separator: " ").map { TextTokens.trimmed(String($0)) }
        if words.contains(where: ["is", "are", "am", "has", "have", "does", "do", "can", "will"].contains) { return true }
        guard let wordNet = WordNet.shared else { return false }
        return words.indices.dropFirst().contains { index in
            let word = words[index], previous = words[index - 1]
            guard word.count > 3, word.hasSuffix("s"), !word.hasSuffix("ss"),
                  wordNet.readings(of: word).contains(where: { $0.partOfSpeech == .verb && $0.lemma != word }) else { return false }
            return ["it", "he", "she", "this", "that"].contains(previous)
                || !previous.hasSuffix("s") && previous.count > 2 && wordNet.commonest(previous)?.partOfSpeech == .noun
        }
    }

    /// Leads that open a clause of their own ("when the lava cools"); "after" and "before" may open a phrase ("After the
    /// war, …"). "As the largest planet in the solar system, Jupiter …" gave "What happens as the largest planet …?".
    private static let needsClause: Set<String> = ["when", "once", "if", "as", "whenever"]

    /// "Iron rusts when it is left in damp air": the condition's pronoun stands for the main clause's subject, so the
    /// stem names it and the answer takes the pronoun ("What happens when iron is left in damp air? → it rusts"), as a
    /// teacher would write it; a stem "What happens when it is left …?" has nothing for "it" to stand for.
    private static func namingTheSubject(_ split: Split, effect: String, condition: String, connective: String = "when") -> Split {
        let conditionWords = condition.split(separator: " ").map(String.init)
        let effectWords = effect.split(separator: " ").map(String.init)
        guard let pronoun = conditionWords.first?.lowercased(), ["it", "they"].contains(pronoun), effectWords.count >= 2,
              let wordNet = WordNet.shared else { return split }
        // The subject: the words before the first verb, one to three, ending in a noun of the pronoun's number.
        let lower = effectWords.map { TextTokens.trimmed($0).lowercased() }
        guard let verb = lower.indices.dropFirst().first(where: { index in
            !RecallQuestions.determiners.contains(lower[index - 1]) && wordNet.readings(of: lower[index]).contains { $0.partOfSpeech == .verb }
                && wordNet.readings(of: lower[index - 1]).contains { $0.partOfSpeech == .noun }
        }), verb <= 3 else { return split }
        let head = effectWords[verb - 1].lowercased()
        let plural = wordNet.readings(of: head).first { $0.partOfSpeech == .noun }.map { $0.inflected } ?? head.hasSuffix("s")
        guard plural == (pronoun == "they"), effectWords[..<verb].allSatisfy({ !["it", "they", "this", "these"].contains($0.lowercased()) }) else { return split }
        let subject = lowercasingFirst(effectWords[..<verb].joined(separator: " "))
        let rest = effectWords[verb...].joined(separator: " ")
        return Split(stem: "What happens \(connective) \(subject) \(conditionWords.dropFirst().joined(separator: " "))?", answer: "\(pronoun) \(rest)")
    }

    private static func clauses(of sentence: String) -> Split? {
        let text = withoutFinalMark(sentence)
        let words = text.split(separator: " ")
        guard words.count >= 7 else { return nil }
        let lead = words[0].lowercased()
        // "… it cools and turns into drops, which is why clouds form": what follows ", which" is a result of its own.
        let plain = text.range(of: ", which ").map { String(text[..<$0.lowerBound]) } ?? text
        // "As the vapour rises it cools …", "When he was sixteen he left school and joined the merchant navy, and he sailed
        // …": the clause ends where its pronoun subject begins, before any comma (the comma's "and he sailed all over the
        // world" was asked as what happened). Not after a word that leads on ("heard that she was ill").
        let head = plain.firstIndex(of: ",").map { String(plain[..<$0]) } ?? plain
        let headWords = head.split(separator: " ")
        let subjects: Set<String> = ["it", "they", "he", "she"]
        if ["when", "after", "once", "if", "as", "whenever", "before"].contains(lead),
           let pronoun = headWords.dropFirst(3).firstIndex(where: { subjects.contains($0.lowercased()) }), pronoun < headWords.count - 2,
           !TextAnalysis.commonWords.contains(headWords[pronoun - 1].lowercased()) {
            let condition = headWords[1..<pronoun].joined(separator: " ")
            let effect = headWords[pronoun...].joined(separator: " ")
            guard (2...12).contains(pronoun - 1), (3...14).contains(headWords.count - pronoun),
                  !needsClause.contains(lead) || ClauseGrammar.isClause(condition) else { return nil }
            return Split(stem: "What happens \(lead) \(condition)?", answer: effect)
        }
        // The clause ends at the first comma that does not fall inside a list of describing words ("When sound hits a
        // hard, flat surface such as a cliff, it bounces back" gave "What happens when sound hits a hard?").
        let opened = text.index(text.startIndex, offsetBy: min(text.count, lead.count + 1))
        func effect(after comma: String.Index) -> String {
            var effect = text[text.index(after: comma)...].trimmingCharacters(in: .whitespaces)
            for cut in [", and ", ", which "] { if let range = effect.range(of: cut) { effect = String(effect[..<range.lowerBound]) } }
            return effect
        }
        // "When fuels such as coal, oil and gas burn, they release …": a comma followed by words that end a list ("oil and
        // gas burn") before another comma falls inside the condition ("What happens when fuels such as coal? → oil and gas
        // burn, they …"); the next one ends it. "When you exercise, your muscles need more oxygen, so …" keeps its first.
        func insideList(_ comma: String.Index) -> Bool {
            let rest = effect(after: comma)
            guard let next = rest.firstIndex(of: ",") else { return false }
            let piece = " " + rest[..<next] + " "
            return piece.contains(" and ") || piece.contains(" or ")
        }
        if ["when", "after", "once", "if", "as", "whenever", "before"].contains(lead),
           let comma = text.indices.first(where: { $0 >= opened && text[$0] == "," && !ClauseGrammar.endsMidPhrase(String(text[opened..<$0]))
               && !insideList($0) }) {
            let condition = String(text[opened..<comma])
            let effect = effect(after: comma)
            let conditionWords = condition.split(separator: " ").count, effectWords = effect.split(separator: " ").count
            // (A comma before "and" joins two main clauses: the condition ended before it.)
            guard (3...16).contains(conditionWords), (3...14).contains(effectWords),
                  !["and", "but", "or", "nor", "yet"].contains(effect.split(separator: " ").first.map { $0.lowercased() } ?? ""),
                  !needsClause.contains(lead) || ClauseGrammar.isClause(condition), ClauseGrammar.isMainClause(effect) else { return nil }
            let connective = lead == "as" ? "as" : lead
            let stem = lead == "before"
                ? "According to the text, what happens before \(condition)?"
                : "What happens \(connective) \(condition)?"
            return Split(stem: stem, answer: lowercasingFirst(effect))
        }
        // "Mountains form when two tectonic plates push against each other": the effect comes first.
        if let range = text.range(of: " when "), !text[..<range.lowerBound].contains(",") {
            let effect = String(text[..<range.lowerBound]), condition = String(text[range.upperBound...])
            let effectWords = effect.split(separator: " ").count, conditionWords = condition.split(separator: " ").count
            // "The Roman governor was fighting in Wales when he heard the news": what was going on already is no effect
            // of the news ("What happened when he heard the news? → the Roman governor was fighting in Wales").
            let lowered = effect.lowercased().split(separator: " ")
            let goingOn = zip(lowered, lowered.dropFirst()).contains { ["was", "were"].contains($0) && $1.hasSuffix("ing") }
            if !goingOn, (2...10).contains(effectWords), (3...16).contains(conditionWords), !condition.contains(","),
               !RecallQuestions.subordinators.contains(words[0].lowercased()),
               ClauseGrammar.isMainClause(effect), ClauseGrammar.isClause(condition), !ClauseGrammar.leavesWhenInside(effect) {
                let split = Self.namingTheSubject(Split(stem: "What happens when \(condition)?", answer: lowercasingFirst(effect)), effect: effect, condition: condition)
                // "Friction is a force that acts between two surfaces when they rub together": "What happens when they rub
                // together?" names nothing "they" could stand for.
                return opensWithUnnamedPronoun(split.stem, after: "What happens when ") ? nil : split
            }
        }
        // "Because the air is thin near the top, climbers walk slowly": the reason comes first.
        if ["because", "since"].contains(lead), let comma = text.firstIndex(of: ",") {
            let reason = String(text[text.index(text.startIndex, offsetBy: lead.count + 1)..<comma])
            let result = withoutFinalMark(text[text.index(after: comma)...].trimmingCharacters(in: .whitespaces))
            let reasonWords = reason.split(separator: " ").count, resultWords = result.split(separator: " ").count
            // "Because …, it sinks": the stem would quote a pronoun with nothing for it to stand for.
            let subject = result.split(separator: " ").first.map { $0.lowercased() } ?? ""
            guard (3...14).contains(reasonWords), (3...16).contains(resultWords), !result.contains(","), ClauseGrammar.isClause(reason),
                  !["it", "they", "he", "she", "this", "these", "that", "those", "we", "its", "their"].contains(subject),
                  lead == "because" || !isSinceOfTime(before: result, after: reason) else { return nil }
            return Split(stem: "Which reason does the text give for this: “\(capitalizingFirst(result))”?", answer: lowercasingFirst(reason), isReason: true,
                         cause: (result, reason))
        }
        for marker in [" because ", " since ", ", so ", ", which is why "] {
            guard let range = text.range(of: marker) else { continue }
            var before = withoutFinalMark(String(text[..<range.lowerBound]))
            // "However, the dam also traps the silt": the link to the sentence before is no part of what is quoted.
            for link in ["However, ", "Also, ", "In addition, ", "Unfortunately, ", "Sadly, ", "Therefore, ", "Meanwhile, "] where before.hasPrefix(link) {
                before = capitalizingFirst(String(before.dropFirst(link.count)))
            }
            // "Conclusion: Salt dissolves faster …": a practical's part label is no part of what it says.
            if let colon = before.firstIndex(of: ":"), ProcedureQuestions.sectionLabels.contains(before[..<colon].lowercased()) {
                before = capitalizingFirst(before[before.index(after: colon)...].trimmingCharacters(in: .whitespaces))
            }
            let after = withoutFinalMark(String(text[range.upperBound...]))
            let beforeWords = before.split(separator: " ").count, afterWords = after.split(separator: " ").count
            // "Sam smiled because his work had saved their lives": what a reason is given for may be two words.
            guard ((marker == " because " ? 2 : 3)...16).contains(beforeWords), (3...14).contains(afterWords) else { continue }
            // "We see it because it reflects light from the Sun" was asked "Which reason does the text give for this: “We
            // see it”?": a short clause that ends in a pronoun says nothing a learner can place.
            if beforeWords <= 4, let last = before.split(separator: " ").last.map({ TextTokens.trimmed(String($0)).lowercased() }),
               ["it", "them", "this", "that", "these", "those", "him", "her"].contains(last) { continue }
            if marker == " since ", isSinceOfTime(before: before, after: after) { continue }
            // "because of the heavy rain", ", so wide that no bridge could cross it": no clause to answer with.
            guard ClauseGrammar.isClause(after), ClauseGrammar.isMainClause(before) else { continue }
            // "… so that they can warn the people": a purpose, not what follows.
            if marker == ", so ", after.lowercased().hasPrefix("that ") { continue }
            if [", so ", ", which is why "].contains(marker) {
                return Split(stem: "According to the text, what follows from this: “\(before)”?", answer: lowercasingFirst(after), cause: (after, before))
            }
            return Split(stem: "Which reason does the text give for this: “\(before)”?", answer: lowercasingFirst(after), isReason: true,
                         cause: (before, after))
        }
        return conditionAfter(text)
    }

    /// "Iron rusts if it is left in damp air" → "What happens if iron is left in damp air? → it rusts"; "A river floods if
    /// heavy rain falls for many days" → "What happens if heavy rain falls for many days? → a river floods". The condition
    /// ends where a reason or result of its own begins (", because …": the sentence asks that reason first, above); a list
    /// of conditions stays whole ("if they are heated, dropped or hammered"). On the magnets page this sentence, whose
    /// reason is too long to be an option, gave no question of its own.
    private static func conditionAfter(_ text: String) -> Split? {
        guard let range = text.range(of: " if "), !text[..<range.lowerBound].contains(",") else { return nil }
        let effect = String(text[..<range.lowerBound])
        var condition = String(text[range.upperBound...])
        for cut in [", because ", ", so ", ", which ", ", while ", ", and ", ", but ", "; "] {
            if let end = condition.range(of: cut) { condition = String(condition[..<end.lowerBound]) }
        }
        // A comma left inside the condition must be a list's ("heated, dropped or hammered").
        if condition.contains(","), !(condition.contains(" or ") || condition.contains(" and ")) { return nil }
        let effectWords = effect.split(separator: " ").count, conditionWords = condition.split(separator: " ").count
        guard (2...10).contains(effectWords), (3...14).contains(conditionWords),
              !RecallQuestions.subordinators.contains(effect.split(separator: " ")[0].lowercased()),
              !["whether", "even", "as", "only"].contains(effect.split(separator: " ").last.map { $0.lowercased() } ?? ""),
              ClauseGrammar.isMainClause(effect), ClauseGrammar.isClause(condition), !isCommand(effect), !isNaming(effect) else { return nil }
        let split = namingTheSubject(Split(stem: "What happens if \(condition)?", answer: lowercasingFirst(effect)), effect: effect, condition: condition,
                                     connective: "if")
        return opensWithUnnamedPronoun(split.stem, after: "What happens if ") ? nil : split
    }

    /// Whether the condition a stem asks of still opens with "it" or "they" (its subject was not named in its place).
    private static func opensWithUnnamedPronoun(_ stem: String, after lead: String) -> Bool {
        guard stem.hasPrefix(lead) else { return false }
        let first = stem.dropFirst(lead.count).split(separator: " ").first.map { $0.lowercased() } ?? ""
        return ["it", "they"].contains(first)
    }
}
