import Foundation
import SnapQuizLexicon

/// Fact recall with whole-phrase answers: who did something, when it happened, how much or how many.
enum RecallQuestions {
    static let eras: Set<String> = ["BC", "BCE", "AD", "CE"]
    /// This year, the latest a past event's wrong date may be (`nudged`).
    static let presentYear = Calendar(identifier: .gregorian).component(.year, from: Date())
    /// Words before a noun: a past participle after them is an adjective ("his adopted son"), not the verb.
    static let determiners: Set<String> = ["the", "a", "an", "his", "her", "their", "its", "my", "our", "your", "this", "that", "these", "those"]
    /// Words opening a subordinate clause: a sentence starting with one has its subject after the comma ("Because the
    /// Pope refused …, Henry broke with …"), so the words before its verb are no subject to ask about.
    static let subordinators: Set<String> = ["because", "although", "though", "when", "once", "if", "as", "after", "before",
                                             "while", "where", "since", "unless", "until", "whereas"]
    static let months = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
                         "november", "december"]

    /// A date as written: "1789", "753 BC", "AD 476", "January 1793", with where it sits among the words.
    struct DatePhrase {
        var text: String
        var range: Range<Int>
        /// "BC" dates are only confused with "BC" dates, plain years with plain years.
        var style: String
        var year: Int
    }

    static func dates(in words: [String]) -> [DatePhrase] {
        var found: [DatePhrase] = []
        var i = 0
        while i < words.count {
            let word = TextTokens.trimmed(words[i])
            // "Impressionism began in France in the 1870s": a decade, with its article, among decades.
            if let decade = decade(word) {
                let start = i > 0 && TextTokens.trimmed(words[i - 1]).lowercased() == "the" ? i - 1 : i
                found.append(DatePhrase(text: (start < i ? "the " : "") + word, range: start..<(i + 1), style: "decade", year: decade))
                i += 1
                continue
            }
            if TextAnalysis.isYear(word) || (Int(word).map { (1...999).contains($0) } ?? false && (i + 1 < words.count && eras.contains(TextTokens.trimmed(words[i + 1])) || i > 0 && eras.contains(TextTokens.trimmed(words[i - 1])))) {
                var start = i, end = i + 1
                var style = "year"
                if i + 1 < words.count, eras.contains(TextTokens.trimmed(words[i + 1])) { end += 1; style = TextTokens.trimmed(words[i + 1]) }
                else if i > 0, eras.contains(TextTokens.trimmed(words[i - 1])) { start -= 1; style = "pre" + TextTokens.trimmed(words[i - 1]) }
                else if i > 0, months.contains(TextTokens.trimmed(words[i - 1]).lowercased()) { start -= 1; style = "month" }
                guard TextAnalysis.isYear(word) || style != "year" else { i += 1; continue }
                let text = words[start..<end].map(TextTokens.trimmed).joined(separator: " ")
                found.append(DatePhrase(text: text, range: start..<end, style: style, year: Int(word) ?? 0))
                i = end
            } else {
                i += 1
            }
        }
        return found
    }

    /// The first year of a decade written "1870s", or nil.
    static func decade(_ word: String) -> Int? {
        guard word.count == 5, word.hasSuffix("0s"), let year = Int(word.dropLast()), (1000...2090).contains(year) else { return nil }
        return year
    }

    static func candidates(page: Page, picker: DistractorPicker, random: inout QuizRandom) -> [Candidate] {
        var result: [Candidate] = []
        let timeline = page.sentences.filter(\.isDatedLine).compactMap { timelineEvent($0, page: page) }
        let allDates = (page.statements + page.sentences.filter(\.isDatedLine)).flatMap { dates(in: $0.text.split(separator: " ").map(String.init)) }
        let subjects = page.statements.compactMap { subject(of: $0, page: page) }
        let places = page.statements.flatMap { sentence in
            let words = sentence.text.split(separator: " ").map(String.init)
            return words.indices.compactMap { at in placePhrase(in: words, at: at, page: page).map { (sentence.index, $0) } }
        }
        var events: [DatedEvent] = timeline
        for event in timeline {
            if let candidate = when(event, allDates: allDates, page: page, picker: picker, random: &random) { result.append(candidate) }
        }
        for sentence in page.statements {
            let words = sentence.text.split(separator: " ").map(String.init)
            if let event = datedEvent(sentence, words: words, page: page) {
                events.append(event)
                if let candidate = when(event, allDates: allDates, page: page, picker: picker, random: &random) { result.append(candidate) }
            }
            if let candidate = whereQuestion(sentence, words: words, places: places, page: page, picker: picker, random: &random) {
                result.append(candidate)
            }
            if let candidate = superlative(sentence, words: words, page: page, picker: picker, random: &random) { result.append(candidate) }
            else if let candidate = who(sentence, words: words, page: page, picker: picker, random: &random) { result.append(candidate) }
            else if let candidate = whatSubject(sentence, page: page, subjects: subjects, picker: picker, random: &random) { result.append(candidate) }
            result += quantities(sentence, words: words, page: page, picker: picker, random: &random)
        }
        // A dated line too short to state much else ("Defoe died in 1731.", "The war ended in 1856.") still dates an event.
        for sentence in page.sentences where !sentence.isHeading && !sentence.isDatedLine && (4...5).contains(sentence.wordCount)
            && !sentence.text.contains("?") {
            guard let event = datedEvent(sentence, words: sentence.text.split(separator: " ").map(String.init), page: page) else { continue }
            events.append(event)
            if let candidate = when(event, allDates: allDates, page: page, picker: picker, random: &random) { result.append(candidate) }
        }
        if let candidate = chronology(events, page: page, random: &random) { result.append(candidate) }
        return result
    }

    // MARK: When

    /// An event a sentence dates, as "When …?" asks it: the clause without its date ("Augustus became the first
    /// emperor"), the date, and the question.
    struct DatedEvent {
        var clause: String
        var date: DatePhrase
        var stem: String
        var sentence: Sentence
        /// Whether the date says when it happened ("in 1970", "In 27 BC"), not a time it lasted until or was done by.
        var happenedThen: Bool

        /// Whether the date is one the event was done by ("By 1900, railway lines linked …"): any later date is true too.
        var isDeadline = false

        /// The date on one line from the past to now: 753 BC is -753, AD 476 is 476.
        var time: Int { RecallQuestions.time(of: date) }
    }

    /// `date` on one line from the past to now: 753 BC is -753, AD 476 is 476.
    static func time(of date: DatePhrase) -> Int { ["BC", "BCE"].contains(date.style) ? -date.year : date.year }

    private static func when(_ event: DatedEvent, allDates: [DatePhrase], page: Page, picker: DistractorPicker, random: inout QuizRandom) -> Candidate? {
        let date = event.date, sentence = event.sentence
        var event = event
        // "James Watt improved it in the 1770s": "When did James Watt improve it?" names nothing for "it"; the sentence
        // before may ("The steam engine changed everything"), or the question is not asked.
        if let last = event.stem.split(separator: " ").last, ["it?", "them?"].contains(last) {
            guard let meant = OpeningPronoun.mainSubject(before: sentence.index, plural: last == "them?", on: page) else { return nil }
            event.stem = event.stem.dropLast(last.count) + "[\(meant)]?"
        }
        // "In 1534 Parliament made him the head of the Church of England" asked "When did Parliament make him …?": the
        // person "him" means is named as an opening "he" is ("him [Henry VIII]"), or the question is not asked.
        guard let named = OpeningPronoun.namingObjectPronoun(in: event.stem, sentence: sentence.index, on: page) else { return nil }
        event.stem = named
        // "In 1588 her navy defeated the Spanish Armada" asked "When did her navy defeat …?": the pronoun the sentence
        // opened with is named as a quoted sentence names it ("her [Elizabeth I’s] navy"), or the question costs more.
        var score = 4.6
        let words = event.stem.split(separator: " ").map(String.init)
        if words.count > 3, OpeningPronoun.personal.contains(words[2].lowercased()) {
            if case .resolved(_, let meant) = OpeningPronoun.meaning(ofSentence: sentence.index, on: page) {
                var named = words
                named[2] = OpeningPronoun.bracketed(words[2], meant: meant)
                event.stem = named.joined(separator: " ")
            } else {
                score -= OpeningPronoun.penalty
            }
        }
        var pool = allDates.filter { $0.style == date.style && $0.text != date.text }.map(\.text)
        pool += nudged(date).shuffled(using: &random)
        // "By 1900, railway lines linked almost every town in Britain": by 1901 they had too, so a date done by has only
        // earlier dates as wrong options.
        if event.isDeadline {
            pool = pool.filter { text in
                dates(in: text.split(separator: " ").map(String.init)).first.map { time(of: $0) < time(of: date) } ?? false
            }
        }
        guard let distractors = picker.pick(for: date.text, from: pool, stem: event.stem, random: &random) else { return nil }
        let question = ItemText.question(event.stem, answer: date.text, distractors: distractors, evidence: sentence.text)
        return Candidate(kind: .when, sentences: [sentence.index], question: question, score: score, position: sentence.index)
    }

    /// "According to the text, which of these happened first?" (or last) on a page that dates four events or more in
    /// different years: the events as the page words them, the key found by comparing their dates (753 BC before
    /// 27 BC before AD 476). It quotes four sentences but tests none of their facts, so it shuts none out; its options
    /// show what the other questions on those sentences ask, so those are asked before it.
    static func chronology(_ events: [DatedEvent], page: Page, random: inout QuizRandom) -> Candidate? {
        var picked: [DatedEvent] = []
        for event in events.filter(\.happenedThen).shuffled(using: &random) where picked.count < 4 && !picked.contains(where: { $0.time == event.time }) {
            picked.append(event)
        }
        guard picked.count == 4 else { return nil }
        let inOrder = picked.sorted { $0.time < $1.time }
        // The evidence quotes the page from the first of the four sentences to the last.
        let indices = picked.map(\.sentence.index)
        guard let low = indices.min(), let high = indices.max(), page.sentences.indices.contains(high) else { return nil }
        let span = low...high
        let first = Bool.random(using: &random)
        let key = first ? inOrder[0] : inOrder[3]
        let stem = "According to the text, which of these happened \(first ? "first" : "last")?"
        let dated = inOrder.map { "\($0.date.text): \($0.clause)" }.joined(separator: "; ")
        let question = ItemText.question(stem, answer: key.clause, distractors: picked.filter { $0.time != key.time }.map(\.clause),
                                         evidence: page.sentences[span].map(\.text).joined(separator: " "),
                                         explanation: "The text dates them: \(dated).")
        return Candidate(kind: .chronology, sentences: [], question: question, score: 4.2, position: span.upperBound)
    }

    /// The event a timeline's line dates ("1086 – The Domesday Book is completed"), asked in the past as the line's
    /// event: "When was the Domesday Book completed?", "When did Edward the Confessor become King of England?", and for
    /// an event named without a verb, "When did the Battle of Hastings take place?". One event per question: "visits
    /// Normandy and swears an oath" is asked up to "and".
    static func timelineEvent(_ sentence: Sentence, page: Page) -> DatedEvent? {
        guard let (dateText, event) = TextAnalysis.datedLineEvent(sentence.text) else { return nil }
        let dateWords = dateText.split(separator: " ").map(String.init)
        guard let date = dates(in: dateWords).first else { return nil }
        var words = withoutFinalMark(event).split(separator: " ").map(String.init)
        // A timeline's verb is in the present: "A dog called Laika becomes the first animal …" was asked "When did a dog
        // call Laika becomes …?" with "called" taken for it. A past form is the verb only where no present one is.
        let openings = words.indices.dropFirst().filter { index in
            words[index].first?.isLowercase == true && !determiners.contains(words[index - 1].lowercased())
        }
        let verb = openings.first { ["is", "are"].contains(words[$0]) || presentBase(of: words[$0]) != nil }
            ?? openings.first { ItemText.base(ofPast: words[$0], words: page.words) != nil }
        let stem: String
        if let verb {
            // "lands on the Moon and Neil Armstrong walks on its surface", "visits Normandy and swears an oath": a second verb
            // within three words of "and" opens a second event.
            if let and = words[(verb + 1)...].firstIndex(of: "and"),
               words[(and + 1)...].prefix(3).contains(where: { $0.first?.isLowercase == true && presentBase(of: $0) != nil }) {
                words = Array(words[..<and])
            }
            let subject = theEvent(words[..<verb].joined(separator: " "), page: page)
            let after = words[(verb + 1)...].joined(separator: " ")
            let passive = after.isEmpty || ["by", "in", "at", "on"].contains(words[verb + 1].lowercased())
            if ["is", "are"].contains(words[verb]) {
                guard !after.isEmpty else { return nil }
                stem = "When \(words[verb] == "is" ? "was" : "were") \(subject) \(after)?"
            } else if let base = presentBase(of: words[verb]) {
                stem = "When did \(subject) \(base)\(after.isEmpty ? "" : " " + after)?"
            } else if passive {
                stem = "When was \(subject) \(words[verb...].joined(separator: " "))?" // "Magna Carta signed"
            } else if let base = ItemText.base(ofPast: words[verb], words: page.words) {
                stem = "When did \(subject) \(base) \(after)?" // "Columbus reached America"
            } else { return nil }
        } else if words.count <= 6, isEvent(words) {
            // (A long line with a verb no rule reads, "American and Soviet spacecraft dock together in orbit for the first
            // time", is no event's name: "When did … for the first time take place?".)
            stem = "When did \(theEvent(words.joined(separator: " "), page: page)) take place?"
        } else {
            stem = "Which year does the text give for “\(words.joined(separator: " "))”?" // "First space station"
        }
        let clause = words.joined(separator: " ")
        return DatedEvent(clause: capitalizingFirst(clause), date: date, stem: stem, sentence: sentence, happenedThen: true)
    }

    /// Whether a timeline's event named without a verb is something that took place: its head ("Battle" of "Battle
    /// of Hastings", "Fire" of "Great Fire") an event or an act, not a thing ("First space station").
    private static func isEvent(_ words: [String]) -> Bool {
        guard let head = (words.firstIndex(of: "of").map { $0 > 0 ? words[$0 - 1] : "" } ?? words.last)?.lowercased() else { return false }
        return Page.eventHeads.contains(head) || [4, 11].contains(Page.nounCategory(of: head))
    }

    /// A timeline's event as a question names it: "the Battle of Hastings", "the building of the Tower of London";
    /// a person or a name that takes no article as written ("Edward the Confessor").
    private static func theEvent(_ phrase: String, page: Page) -> String {
        guard let first = phrase.split(separator: " ").first.map(String.init) else { return phrase }
        if determiners.contains(first.lowercased()) { return lowercasingFirst(phrase, page: page) }
        // "Battle of Hastings", "Great Fire of London": a named event keeps its capital.
        if Page.eventHeads.contains(first.lowercased()) || Page.eventHeads.contains(String(phrase.split(separator: " ").dropFirst().first ?? "").lowercased()) {
            return "the " + phrase
        }
        // "Sputnik 1", "Apollo 11": a word before a number or a capital is a name.
        let next = phrase.split(separator: " ").dropFirst().first
        guard page.words.knows(first.lowercased()), !page.usesAsName(first), !page.isPersonLike(first),
              next.map({ $0.first?.isLowercase == true }) ?? true else { return phrase }
        return "the " + first.lowercased() + phrase.dropFirst(first.count)
    }

    /// The base of a present verb as a timeline writes it: "becomes" → "become", "invade" (after "Romans") itself, as
    /// WordNet gives it; a bare word only when WordNet reads it first as a verb ("man" in "First man on the Moon" is no verb).
    static func presentBase(of word: String) -> String? {
        guard let wordNet = WordNet.shared else { return nil }
        if word.hasSuffix("s"), !word.hasSuffix("ss") {
            return wordNet.readings(of: word).first { $0.partOfSpeech == .verb && $0.inflected }?.lemma
        }
        guard let reading = wordNet.commonest(word), reading.partOfSpeech == .verb, !reading.inflected else { return nil }
        return word
    }

    /// The event `sentence` dates, when it dates one and its clause reads as a question: a subject before a verb in
    /// the past ("When did Augustus become the first emperor?", "When was the Aswan High Dam completed …?").
    static func datedEvent(_ sentence: Sentence, words written: [String], page: Page) -> DatedEvent? {
        guard let dated = dates(in: written).first, let words = RelativeWho.datedReading(written, date: dated.range, page: page)
        else { return nil }
        let found = dates(in: words)
        guard found.count == 1, let date = found.first else { return nil }
        // "On 14 October 1066 the two armies met …" was asked "When did on 14 the two armies meet …? → October 1066": a
        // day of the month is part of the date, and a stem that leaves it behind is not one a teacher would print.
        if date.style == "month", date.range.lowerBound > 0,
           let day = Int(TextTokens.trimmed(words[date.range.lowerBound - 1])), (1...31).contains(day) { return nil }
        var rest = words
        // Drop the date with the preposition before it ("in 1789", "In 27 BC,").
        var lower = date.range.lowerBound
        // "In about 508 BC the people of Athens set up …" was asked "When did in about the people …?": a word that rounds
        // the date goes with it.
        let rounding: Set<String> = ["about", "around", "c.", "circa", "approximately"]
        if lower > 1, rounding.contains(words[lower - 1].lowercased()),
           ["in", "by", "from"].contains(words[lower - 2].lowercased()) { lower -= 1 }
        // "Muhammad was born in the city of Makkah, in Arabia, around 570 CE" was asked "When was Muhammad born in the city
        // of Makkah, in Arabia, around?": a rounding word alone before the date is its preposition.
        let rounded = lower > 0 && rounding.contains(words[lower - 1].lowercased())
        if rounded { lower -= 1 }
        let before = lower > 0 ? words[lower - 1].lowercased() : ""
        let happenedThen = lower == 0 || rounded || ["in", "on", "during"].contains(before)
        // "Pluto was called the ninth planet until 2006" was asked "When was Pluto called the ninth planet until?": a date
        // a state lasted until or since is asked so ("Until when was …?"). One it happened before or after is no answer:
        // every earlier date would be true too.
        if ["before", "after"].contains(before) { return nil }
        let lasted = ["until", "till", "since"].contains(before) ? (before == "since" ? "Since" : "Until") : nil
        if lower > 0, ["in", "on", "by", "during", "until", "till", "since"].contains(before) { lower -= 1 }
        let tail = words[date.range.upperBound - 1]
        rest.removeSubrange(lower..<date.range.upperBound)
        guard !rest.isEmpty else { return nil }
        if lower == 0, let first = rest.first { rest[0] = capitalizingFirst(first) }
        if tail.hasSuffix(","), lower > 0, lower - 1 < rest.count { rest[lower - 1] += "," }
        var clause = withoutFinalMark(rest.joined(separator: " ").replacingOccurrences(of: " ,", with: ","))
        if clause.hasSuffix(",") { clause.removeLast() }
        // A "when …" or ", which …" clause after the verb tells the answer's context, not the event: cut it.
        // "… landed in Yorkshire, but Harold marched north": a clause with its own subject.
        for cut in [" when ", ", when ", ", which ", ", and ", " and then ", ", then ", ", while ", " while ", ", but "] {
            if let range = clause.range(of: cut) { clause = String(clause[..<range.lowerBound]) }
        }
        // "… became the first emperor and took the name …": one event per question.
        let parts = clause.components(separatedBy: " and ")
        // "… ran onto the racecourse and was hit by the King's horse": a second verb, past or "was", is a clause of its own.
        let second = parts.count > 1 ? parts[1].split(separator: " ").map(String.init) : []
        var datesTheSecond = false
        if second.first.map({ ["was", "were"].contains($0) }) == true || second.prefix(3).contains(where: { ItemText.base(ofPast: $0, words: page.words) != nil }) {
            clause = parts[0]
            // "Edward Hale later moved to York and died in 1902": the date is the second verb's, asked of the first one's
            // subject ("When did Edward Hale die?"), where that verb opens the second clause and the subject is plain.
            let first = parts[0].split(separator: " ").map(String.init)
            if lower > first.count, parts.count == 2, let verb = second.first, ItemText.base(ofPast: verb, words: page.words) != nil,
               let at = first.indices.first(where: { $0 >= 1 && ItemText.base(ofPast: first[$0], words: page.words) != nil }) {
                let subject = first[..<at].filter { WordNet.shared?.commonest($0.lowercased())?.partOfSpeech != .adverb }
                if !subject.isEmpty, !subject.contains(where: { $0.hasSuffix(",") }) {
                    clause = (subject + second).joined(separator: " ")
                    datesTheSecond = true
                }
            }
        }
        // The date must stay in what is asked: "Wren designed the new St Paul's Cathedral, which was completed in 1711"
        // dates the completion, not the design, so cutting at ", which" leaves a clause the date does not belong to.
        guard datesTheSecond || lower <= clause.split(separator: " ").count else { return nil }
        clause = clause.trimmingCharacters(in: CharacterSet(charactersIn: " ,"))
        let clauseWords = clause.split(separator: " ").map(String.init)
        // Two words are an event when a person does it: "Defoe died in 1731" asks "When did Defoe die?" (a life story's
        // last line went unasked); "Rome fell" or "It ended" name too little.
        let personActs = clauseWords.count == 2 && page.isPersonName(clauseWords[0]) && ItemText.base(ofPast: clauseWords[1], words: page.words) != nil
        guard clauseWords.count >= 3 || personActs, clauseWords.count <= 22 else { return nil }
        // A subject that is a pronoun after an aside ("According to legend it was founded …") cannot be asked about.
        if subordinators.contains(clauseWords[0].lowercased()) { return nil }
        let verbAt = clauseWords.firstIndex { ["was", "were"].contains($0) || ItemText.base(ofPast: $0, words: page.words) != nil } ?? 0
        if clauseWords[..<verbAt].contains(where: { ["it", "they", "he", "she"].contains($0.lowercased()) }) { return nil }
        // "When did her navy defeat the Spanish Armada?": a possessive that opens the subject is named as the sentence
        // before means it ("Elizabeth I’s navy"), where it can be.
        func named(_ words: ArraySlice<String>) -> String {
            if let first = words.first, ["its", "their", "his", "her"].contains(first.lowercased()),
               case .resolved(_, let meant) = OpeningPronoun.meaning(ofSentence: sentence.index, on: page) {
                return ([meant] + words.dropFirst()).joined(separator: " ")
            }
            return lowercasingFirst(words.joined(separator: " "), page: page)
        }
        var stem: String?
        // "The first recorded climb to the top was made …": a past form before "was" describes the subject ("When did the
        // first record climb to the top was made …?"); the subject may then run to eight words.
        let beAt = clauseWords.firstIndex(where: { ["was", "were"].contains($0) })
        if let be = beAt, (1...6).contains(be)
            || (7...8).contains(be) && clauseWords[1..<be].contains(where: { ItemText.base(ofPast: $0, words: page.words) != nil }) {
            let subject = named(clauseWords[..<be])
            let after = clauseWords[(be + 1)...].joined(separator: " ")
            if !after.isEmpty { stem = "When \(clauseWords[be]) \(subject) \(after)?" }
        } else if let verb = clauseWords.indices.first(where: { at in at >= 1 && at <= 6 && ItemText.base(ofPast: clauseWords[at], words: page.words) != nil
                    && !determiners.contains(clauseWords[at - 1].lowercased()) && (beAt.map { $0 < at } ?? true) }),
                  let base = ItemText.base(ofPast: clauseWords[verb], words: page.words),
                  !clauseWords[..<verb].contains(where: { $0.hasSuffix(",") }) {
            let subject = named(clauseWords[..<verb])
            let after = clauseWords[(verb + 1)...].joined(separator: " ")
            stem = "When did \(subject) \(base)\(after.isEmpty ? "" : " " + after)?"
        }
        guard var stem else { return nil }
        if let lasted { stem = lasted + " when" + stem.dropFirst("When".count) }
        return DatedEvent(clause: capitalizingFirst(clause), date: date, stem: stem, sentence: sentence, happenedThen: happenedThen,
                          isDeadline: before == "by")
    }

    /// Dates near the answer in its own style: a few years or decades either side. A year of our era never lies past the
    /// present unless the answer does: "When did a magnitude 9.0 earthquake strike off the coast of Japan? → 2011" offered
    /// 2061, which no learner takes for a past event.
    static func nudged(_ date: DatePhrase) -> [String] {
        let latest = ["BC", "BCE", "preBC", "preBCE"].contains(date.style) ? Int.max : latestWrongYear(for: date.year)
        let steps = date.style == "decade" ? [-10, 10, -20, 20, 30, -30] : [-3, 4, -10, 11, 25, -20, 50]
        return steps.compactMap { step in
            let year = date.year + step
            guard year > 0, year <= latest, date.style != "year" || (1000...2100).contains(year) else { return nil }
            return date.text.replacingOccurrences(of: String(date.year), with: String(year))
        }
    }

    /// The latest year a wrong option beside the year `answer` of our era may be: the present, unless the answer lies
    /// past it (a page about 2050 may be offered 2060).
    static func latestWrongYear(for answer: Int) -> Int {
        answer > presentYear ? Int.max : presentYear
    }

    // MARK: Who

    private static let personVerbs: Set<String> = [
        "became", "led", "ruled", "wrote", "discovered", "invented", "showed", "seized", "built", "founded", "conquered",
        "defeated", "died", "married", "said", "painted", "explored", "sailed", "reached", "won", "signed", "declared",
        "proposed", "developed", "published", "crowned", "fought", "killed", "took", "gave", "designed", "described",
        "believed", "argued", "studied", "observed", "named", "captured", "invaded", "united", "introduced", "reigned",
    ]
    private static let personParticiples: Set<String> = [
        "executed", "assassinated", "born", "crowned", "arrested", "elected", "killed", "removed", "exiled", "imprisoned",
        "murdered", "married", "baptised", "baptized", "defeated", "beheaded", "succeeded", "overthrown", "deposed", "knighted",
    ]

    /// Whether the page says `name` did what people do ("William built castles", "Harold was killed") anywhere: then
    /// "Harold hurried back" is asked with "who" too, among people ("What hurried back …? → Harold | … | Christmas Day").
    static func actsAsPerson(_ name: String, page: Page) -> Bool {
        page.statements.contains { sentence in
            let words = sentence.text.split(separator: " ").map { TextTokens.trimmed(String($0)) }
            let length = name.split(separator: " ").count
            return words.indices.dropLast(length).contains { start in
                guard words[start..<(start + length)].joined(separator: " ") == name, start + length < words.count else { return false }
                let verb = words[start + length].lowercased()
                if personVerbs.contains(verb) { return true }
                return ["was", "were"].contains(verb) && start + length + 1 < words.count
                    && personParticiples.contains(words[start + length + 1].lowercased())
            }
        }
    }

    /// Whether a one-word name opening a sentence is a common noun there: the page never writes it capitalised
    /// after a sentence's first word, and WordNet knows it as a noun none of whose commonest senses is one named thing
    /// ("Gravity", "Friction"; not "Mercury" nor "Earth", planets as well as a metal and soil).
    static func opensAsCommonNoun(_ word: String, page: Page) -> Bool {
        guard !word.contains(" "), !page.usesAsName(word), let wordNet = WordNet.shared,
              wordNet.readings(of: word).contains(where: { $0.partOfSpeech == .noun }) else { return false }
        return !wordNet.namesAnInstance(word)
    }

    /// Whether a singular noun names a person first in WordNet ("goddess", "king", "physicist"; not "city").
    static func namesAPerson(_ word: String) -> Bool {
        guard word.first?.isLowercase == true, let reading = WordNet.shared?.commonest(word), reading.partOfSpeech == .noun,
              !reading.inflected else { return false }
        return reading.categories.first == 18
    }

    /// Words for an amount that open a sentence capitalised, like a name: "Hundreds of Protestants", "Many Vikings".
    static let amountWords: Set<String> = ["hundreds", "thousands", "millions", "billions", "dozens", "tens", "many", "most",
                                          "some", "several", "few", "all", "both", "each", "every", "half", "none"]

    private static func who(_ sentence: Sentence, words: [String], page: Page, picker: DistractorPicker, random: inout QuizRandom) -> Candidate? {
        var words = words
        var trailer = ""
        // "In 1799 Napoleon Bonaparte seized power …": the date moves to the end of the question.
        if let first = words.first, ["In", "By", "During"].contains(first),
           let date = dates(in: words).first, date.range.lowerBound == 1 {
            trailer = " " + first.lowercased() + " " + date.text
            words.removeSubrange(0..<date.range.upperBound)
            if let comma = words.first, comma == "," { words.removeFirst() }
        }
        var end = 0
        while end < words.count {
            let word = TextTokens.trimmed(words[end])
            let isName = word.first?.isUppercase == true && !TextAnalysis.commonWords.contains(word.lowercased())
            if isName { end += 1; if words[end - 1].hasSuffix(",") { break } }
            else if end > 0, ["of", "the", "de", "von", "van"].contains(word), end + 1 < words.count, TextTokens.trimmed(words[end + 1]).first?.isUppercase == true { end += 1 }
            else { break }
        }
        guard end >= 1, end < words.count - 2 else { return nil }
        let name = words[..<end].map(TextTokens.trimmed).joined(separator: " ")
        guard page.words.isClean(name), !words[end - 1].hasSuffix(",") else { return nil }
        // "Hundreds of Protestants were burned …": an amount of people is no name to ask "who" or "what" for.
        let opening = TextTokens.trimmed(words[0]).lowercased()
        guard !Self.amountWords.contains(opening), numberWords[opening] == nil else { return nil }
        // "Scribes trained for many years": a plural of a common noun capitalised only to open the sentence is no name
        // ("Mercury is the closest planet" is one, though the dictionary knows "mercury").
        if end == 1, sentence.text.hasPrefix(words[0]), !page.usesAsName(name),
           WordNet.shared?.readings(of: name).contains(where: { $0.partOfSpeech == .noun && $0.inflected }) == true { return nil }
        // "Militarism was the belief …" on a page that lists "militarism, alliances, imperialism and nationalism": a word
        // capitalised only to open the sentence, which the page writes in small letters too, is a term, asked among terms
        // (it was asked among "Africa", "Germany" and "Triple Entente").
        if end == 1, sentence.text.hasPrefix(words[0]), !page.usesAsName(name), page.usesAsName(name.lowercased()) { return nil }
        let verb = words[end].lowercased()
        guard !["called", "known", "named"].contains(verb) else { return nil } // "Scientists called volcanologists …"
        var isPerson: Bool
        if ["was", "were"].contains(verb), end + 1 < words.count { isPerson = personParticiples.contains(TextTokens.trimmed(words[end + 1]).lowercased()) }
        else if personVerbs.contains(verb) { isPerson = true }
        else if verb.hasSuffix("ed") || ItemText.irregularPast[verb] != nil || ["is", "was", "has", "had"].contains(verb) { isPerson = false }
        else { return nil }
        // "King Charles II ordered …": a name the page shows is a person's is asked with "who" whatever the verb; so is
        // one the next sentence calls "he" or "she" ("Emmeline Pankhurst was frustrated by the slow progress. In 1903
        // she founded …" asked "What was frustrated …?").
        // So is one whose sex the page marks ("Boudica was queen …", "… poisoned herself").
        if page.isPerson(name) || actsAsPerson(name, page: page) || page.sex(of: name) != nil { isPerson = true }
        if !isPerson, let next = page.sentence(sentence.index + 1), let opening = OpeningPronoun.opening(of: next),
           ["he", "she"].contains(opening.pronoun), OpeningPronoun.person(before: next.index, pronoun: opening.pronoun, on: page) == name { isPerson = true }
        // "Athena was the goddess of wisdom": a name said to be a person (a goddess, a king, a scientist) is one; so is
        // one said to be the last king or a famous scientist ("What was the last king before the revolution?").
        if ["was", "is"].contains(verb), end + 2 < words.count, ["the", "a", "an"].contains(words[end + 1].lowercased()),
           Self.namesAPerson(TextTokens.trimmed(words[end + 2]))
            || end + 3 < words.count && WordNet.shared?.commonest(TextTokens.trimmed(words[end + 2]).lowercased())?.partOfSpeech == .adjective
            && Self.namesAPerson(TextTokens.trimmed(words[end + 3])) { isPerson = true }
        // "Degas is famous for his paintings of ballet dancers": what a name is known for by his or her work is a person's
        // ("Paris is famous for its cafés" is a place's).
        if ["was", "is"].contains(verb), end + 3 < words.count, ["famous", "known", "remembered", "best"].contains(words[end + 1].lowercased()),
           words[(end + 2)...].prefix(4).contains(where: { ["his", "her"].contains($0.lowercased()) }) { isPerson = true }
        var rest = withoutFinalMark(words[end...].joined(separator: " "))
        // "Venus is the hottest planet because its thick atmosphere traps heat": the reason is another question; so is
        // a second clause with its own subject ("Odin was the chief god, and Thor, the god of thunder, carried a hammer").
        // A clause that opens with a name has its own subject however short the first ("Pythagoras studied triangles,
        // and Hippocrates is called …" asked "Who studied triangles, and Hippocrates is called …?").
        // "Who ordered a great survey of his kingdom, which recorded who owned every piece of land … in 1085?": an aside.
        // "What is known as the land of a thousand lakes, although it actually has about 188,000 of them?": a clause of
        // concession is another fact, with its own subject.
        for cut in [" because ", "; ", ", so ", " so that ", ", and ", ", but ", ", while ", ", which ", ", although ", ", though ", ", whereas "] {
            guard let range = rest.range(of: cut) else { continue }
            // "Harold hurried back, and on 14 October 1066 the two armies met …": two words with no comma before ", and"
            // are no list's first items either.
            let newSubject = cut.hasPrefix(",") && (rest[range.upperBound...].first?.isUppercase == true || !rest[..<range.lowerBound].contains(","))
            if rest[..<range.lowerBound].split(separator: " ").count >= (newSubject ? 2 : 3) { rest = String(rest[..<range.lowerBound]) }
        }
        // "Who was executed in 1793 and France became a republic?": the second clause has a subject of its own.
        rest = Self.firstClause(of: rest)
        // "Who seized power and later crowned himself Emperor in 1804 in 1799?": a date the question already ends with
        // keeps the opening one beside its own verb ("Who seized power in 1799 and later crowned himself Emperor in 1804?").
        if !trailer.isEmpty, !dates(in: rest.split(separator: " ").map(String.init)).isEmpty {
            if let and = rest.range(of: " and ") { rest = rest[..<and.lowerBound] + trailer + rest[and.lowerBound...] }
            trailer = ""
        }
        // "Annius Verus was his grandfather's name": the person's name is a what.
        if rest.hasSuffix(" name") || rest.hasSuffix(" names") { isPerson = false }
        let asked = (isPerson ? "Who " : "What ") + (verb == "were" ? "was" + rest.dropFirst(4) : rest) + trailer + "?"
        // "Who marched his tired army south to meet him?": whom "him" means is named (`OpeningPronoun.namingObjectPronoun`).
        guard let stem = OpeningPronoun.namingObjectPronoun(in: asked, sentence: sentence.index, on: page, answer: name) else { return nil }
        if leavesPluralUnnamed(stem, answer: name, page: page) { return nil }
        let pool = page.pool(.name).filter { $0.split(separator: " ").count <= max(2, name.split(separator: " ").count + 1) }
        // People beside people: not "Citizen" or "Declaration" (capitalised common nouns) nor "the Bastille". No people
        // beside anything else: "What began as a small town …? → Rome" offered Augustus and Romulus.
        let asPerson = isPerson || page.isPersonLike(name)
        // A person among persons, a people ("the Britons") among peoples.
        let own = pool.filter { asPerson ? page.isPersonLike($0) && page.isPeopleName($0) == page.isPeopleName(name) : !page.isPersonLike($0) }
        guard let (distractors, mixed) = page.nameDistractors(for: name, from: pool, ownKind: own, asPerson: asPerson, stem: stem,
                                                              picker: picker, random: &random) else { return nil }
        let question = ItemText.question(stem, answer: name, distractors: distractors, evidence: sentence.text)
        var candidate = Candidate(kind: .who, sentences: [sentence.index], question: question, score: isPerson ? 4.8 : 3.6, position: sentence.index)
        // "Gravity is the force that keeps the planets in their orbits" was asked "What is the force …? → Gravity |
        // Jupiter | Mars | Earth": a common noun capitalised only to open the sentence, among the page's names, is
        // found by sense alone (planets for a force). Its sentence is asked as a term where it can be
        // (`DefinitionQuestions`, `GenusDefinition`); this question comes last, like any of names of another kind.
        candidate.mixedKinds = mixed || end == 1 && sentence.text.hasPrefix(words[0]) && Self.opensAsCommonNoun(name, page: page)
        return candidate
    }

    /// Whether a question whose key is one person or thing says "they", "them" or "their" of others it does not name:
    /// "Who campaigned to improve their lives? → Lord Shaftesbury" (the children's). A people's or a plural's is its
    /// own ("Who built their towns on hills? → the Celts").
    static func leavesPluralUnnamed(_ stem: String, answer: String, page: Page) -> Bool {
        let plurals: Set<String> = ["they", "them", "their"]
        let head = answer.split(separator: " ").last.map(String.init) ?? answer
        guard !page.isPeopleName(answer), DistractorPicker.nounNumber(head.lowercased()) != true, !answer.contains(" and "),
              stem.split(separator: " ").contains(where: { plurals.contains(TextTokens.trimmed(String($0)).lowercased()) }) else { return false }
        return !ClauseGrammar.namesItsPronouns(stem)
    }

    /// `rest` up to an " and " or a comma that opens a clause with its own subject: "was abolished in 1792 and France
    /// became a republic" asked "According to the text, what was abolished in 1792 and France became a republic?", and
    /// "grows into a cave, the cave becomes an arch, and …" (a sequence of clauses, a page about coasts) asked "what
    /// grows into a cave, the cave becomes an arch?".
    static func firstClause(of rest: String) -> String {
        let cuts = [" and ", ", "].compactMap { rest.range(of: $0) }.sorted { $0.lowerBound < $1.lowerBound }
        guard let range = cuts.first(where: { ClauseGrammar.opensNewClause(String(rest[$0.upperBound...])) }),
              rest[..<range.lowerBound].split(separator: " ").count >= 2 else { return rest }
        return String(rest[..<range.lowerBound])
    }

    // MARK: The longest, the largest

    /// "The Nile is the longest river in Africa and flows north …" → "According to the text, which is the longest river
    /// in Africa?" among the page's other names of its kind (or, for a common noun, other nouns of its kind).
    private static func superlative(_ sentence: Sentence, words: [String], page: Page, picker: DistractorPicker,
                                    random: inout QuizRandom) -> Candidate? {
        if let named = namedSuperlative(sentence, words: words, page: page, picker: picker, random: &random) { return named }
        guard let be = words.prefix(5).firstIndex(where: { ["is", "was", "are", "were"].contains($0) }), be >= 1, be + 3 < words.count,
              words[be + 1] == "the" else { return nil }
        let degree = TextTokens.trimmed(words[be + 2]).lowercased()
        let isSuperlative = degree == "most" || degree == "least" || degree == "best" || degree == "worst"
            || page.kind(of: degree).map { $0.partOfSpeech == .adjective && $0.inflection == .superlative } == true
        guard isSuperlative else { return nil }
        var subjectWords = words[..<be].map(TextTokens.trimmed)
        if subjectWords.first?.lowercased() == "the" { subjectWords.removeFirst() }
        let subject = subjectWords.joined(separator: " ")
        guard !subject.isEmpty, subjectWords.count <= 4, page.words.isClean(subject), !words[..<be].contains(where: { $0.hasSuffix(",") }) else { return nil }
        var rest = withoutFinalMark(words[(be + 1)...].joined(separator: " "))
        for cut in [" and ", ", ", " which ", " because "] { if let range = rest.range(of: cut) { rest = String(rest[..<range.lowerBound]) } }
        guard rest.split(separator: " ").count >= 3 else { return nil }
        let stem = "According to the text, which \(words[be]) \(rest)?"
        let isName = subject.first?.isUppercase == true && page.usesAsName(subjectWords[0])
        let distractors = isName
            ? picker.pick(for: subject, from: page.names(like: subject, from: page.pool(.name)).filter { page.fitsSex($0, for: subject, in: stem) },
                          stem: stem, random: &random)
            : page.distractors(for: subject, from: page.pool(.term), stem: stem, picker: picker, random: &random)
        guard let distractors else { return nil }
        let answer = isName ? subject : lowercasingFirst(subject, page: page)
        let question = ItemText.question(stem, answer: answer, distractors: distractors, evidence: sentence.text)
        return Candidate(kind: .who, sentences: [sentence.index], question: question, score: 4.5, position: sentence.index)
    }

    /// "The largest hot desert is the Sahara, which covers much of North Africa" → "According to the text, what is the
    /// largest hot desert? → Sahara", among names of its kind (the page's, or others WordNet names: "Gobi", "Kalahari").
    private static func namedSuperlative(_ sentence: Sentence, words: [String], page: Page, picker: DistractorPicker,
                                         random: inout QuizRandom) -> Candidate? {
        guard words.count >= 5, words[0] == "The", let be = words.prefix(7).firstIndex(where: { ["is", "was"].contains($0) }), be >= 2,
              !words[..<be].contains(where: { $0.hasSuffix(",") }) else { return nil }
        let degree = TextTokens.trimmed(words[1]).lowercased()
        guard ["most", "least"].contains(degree) || page.kind(of: degree).map({ $0.partOfSpeech == .adjective && $0.inflection == .superlative }) == true
        else { return nil }
        var at = be + 1
        if at < words.count, words[at] == "the" { at += 1 }
        let name = words[at...].prefix { $0.first?.isUppercase == true && TextTokens.trimmed($0).allSatisfy { $0.isLetter || $0 == " " } }
        guard !name.isEmpty, name.count <= 3 else { return nil }
        let last = name.count - 1 + at
        // The name ends the sentence or its clause ("the Sahara, which …"), and is no name's first part.
        guard last + 1 == words.count || words[last].last.map({ ",.;".contains($0) }) == true else { return nil }
        let answer = name.map(TextTokens.trimmed).joined(separator: " ")
        guard page.words.isClean(answer), !page.isPersonLike(answer) else { return nil }
        let what = words[..<be].map(TextTokens.trimmed).joined(separator: " ").lowercased()
        let stem = "According to the text, what \(words[be]) \(what)?"
        guard let distractors = picker.pick(for: answer, from: page.names(like: answer, from: page.pool(.name)), stem: stem, random: &random)
        else { return nil }
        let question = ItemText.question(stem, answer: answer, distractors: distractors, evidence: sentence.text)
        return Candidate(kind: .who, sentences: [sentence.index], question: question, score: 4.5, position: sentence.index)
    }

    // MARK: What does something

    /// A sentence opening with a short noun phrase and a verb: "The warm water evaporates …", "Heat from the Sun causes …".
    struct Subject {
        var phrase: String
        var verbIndex: Int
        var sentence: Int
    }

    static func subject(of sentence: Sentence, page: Page) -> Subject? {
        let words = sentence.text.split(separator: " ").map(String.init)
        guard words.count >= 5, !subordinators.contains(words[0].lowercased()) else { return nil }
        var start = 0
        if ["the", "a", "an"].contains(words[0].lowercased()) { start = 1 }
        for verb in (start + 1)...min(start + 4, words.count - 3) {
            // "Samuel Pepys, a naval official, wrote …": a capitalised word goes on the name ("Pepys" is no verb in -s).
            guard words[verb].first?.isUppercase != true else { continue }
            let word = TextTokens.trimmed(words[verb]).lowercased()
            // "called", "known", "named" introduce a name ("Scientists called volcanologists measure …"), not the verb.
            guard !["called", "known", "named"].contains(word) else { return nil }
            let isVerb = page.verbsWithS.contains(word) || ItemText.irregularPast[word] != nil
                || (word.hasSuffix("ed") && ItemText.base(ofPast: word, words: page.words) != nil && !determiners.contains(TextTokens.trimmed(words[verb - 1]).lowercased()))
            guard isVerb else { continue }
            // "Honey bees live in large colonies": "bees" is no verb but the head of the subject, which is asked whole
            // or not at all ("what bees live …? → honey" was asked).
            if verb > start, headsCompound(after: TextTokens.trimmed(words[verb - 1]), word, next: TextTokens.trimmed(words[verb + 1]).lowercased(), page: page) {
                return nil
            }
            let phrase = words[start..<verb].map(TextTokens.trimmed).filter { !["himself", "herself", "itself", "themselves"].contains($0.lowercased()) }
            // "Elizabeth never married", "Afterwards the land was divided": an adverb is no part of the subject.
            guard !phrase.enumerated().contains(where: { index, word in
                (word.first?.isLowercase == true || index == 0) && page.kind(of: word.lowercased())?.partOfSpeech == .adverb
            }) else { return nil }
            guard phrase.allSatisfy({ page.words.isCleanWord($0) && !TextAnalysis.commonWords.contains($0.lowercased()) || ["of", "from", "the"].contains($0) }),
                  !["of", "from", "the"].contains(phrase.last ?? "of"),
                  !words[start..<verb].contains(where: { $0.hasSuffix(",") }) else { return nil }
            // "Plants release …" would need "What release …": only singular subjects or past tenses keep the verb as it is.
            if WordShape.of(phrase.last ?? "") == .plural, !word.hasSuffix("ed"), ItemText.irregularPast[word] == nil { return nil }
            // "The architect Christopher Wren designed …": the person is the subject to ask about, not "architect Christopher Wren";
            // "Henry's son Edward VI became king …": so is a name after a word for a person ("son", "botanist").
            if let name = phrase.indices.dropFirst().first(where: { phrase[$0].first?.isUppercase == true }),
               page.isPerson(phrase[name...].joined(separator: " ")) || namesAPerson(phrase[name - 1]) {
                return Subject(phrase: phrase[name...].joined(separator: " "), verbIndex: verb, sentence: sentence.index)
            }
            return Subject(phrase: lowercasingFirst(phrase.joined(separator: " "), page: page), verbIndex: verb, sentence: sentence.index)
        }
        return nil
    }

    /// Whether a noun and the -s word after it are one noun: a compound WordNet lists ("honey bee", "honeybee"), or a
    /// plural noun followed by a verb in its bare form, a past or a modal ("Guard bees stand …", "The young turtles must …").
    static func headsCompound(after modifier: String, _ word: String, next: String, page: Page) -> Bool {
        guard let wordNet = WordNet.shared, wordNet.readings(of: modifier.lowercased()).contains(where: { $0.partOfSpeech == .noun }) else { return false }
        let compounds = [modifier + " " + word, modifier + word].map { $0.lowercased() }
        if compounds.contains(where: { wordNet.readings(of: $0).contains { $0.partOfSpeech == .noun } }) { return true }
        // `bareVerbs` holds any word after "to" ("to the atmosphere"): a function word is no verb ahead.
        let content = !TextAnalysis.commonWords.contains(next) && !determiners.contains(next)
        let verbAhead = modals.contains(next) || content && (page.bareVerbs.contains(next) || ItemText.irregularPast[next] != nil
            || (!next.hasSuffix("s") && wordNet.commonest(next).map { $0.partOfSpeech == .verb && !$0.inflected } == true))
        return verbAhead && wordNet.nounReadings(of: word).contains(where: \.inflected)
    }

    static let modals: Set<String> = ["can", "could", "may", "might", "must", "shall", "should", "will", "would"]

    private static func whatSubject(_ sentence: Sentence, page: Page, subjects: [Subject], picker: DistractorPicker,
                                    random: inout QuizRandom) -> Candidate? {
        guard let subject = subjects.first(where: { $0.sentence == sentence.index }) else { return nil }
        let words = sentence.text.split(separator: " ").map(String.init)
        var rest = withoutFinalMark(words[subject.verbIndex...].joined(separator: " "))
        // "The wind dropped on Wednesday, and the fire was finally put out on Thursday": one event per question.
        // "The skeleton has three main jobs: it supports the body, …" asks what has three main jobs.
        // "Light travels much faster than sound, which is why we see lightning …": the result is another question.
        // "Wool was the best insulator because it traps lots of air …": so is the reason.
        for cut in [", and ", "; ", ": ", ", but ", ", so ", ", while ", ", although ", ", though ", ", whereas ", ", which is why ",
                    " because "] {
            if let range = rest.range(of: cut), rest[..<range.lowerBound].split(separator: " ").count >= 3 { rest = String(rest[..<range.lowerBound]) }
        }
        rest = Self.firstClause(of: rest)
        guard rest.split(separator: " ").count >= 3 else { return nil }
        // A person's name is asked with "who", among people; anything else with "what", among the page's subjects.
        // "Scribes trained for many years": a word for people is asked with "who" too.
        let isName = subject.phrase.first?.isUppercase == true
        // "Families kept pigs, sheep and cattle": so are groups of people ("Who kept pigs …?", never "What kept …?"), in
        // the plural (an institution is a group too: "What was abolished in 1792? → the monarchy").
        func namesPeopleInPlural(_ phrase: String) -> Bool {
            guard let head = phrase.split(separator: " ").last.map(String.init), let wordNet = WordNet.shared else { return false }
            return wordNet.commonest(head)?.inflected == true && wordNet.namesPeopleGroup(head)
        }
        let isPerson = isName ? page.isPersonLike(subject.phrase)
            : page.kind(of: subject.phrase)?.isPerson == true || namesPeopleInPlural(subject.phrase)
        // "Hydraulic action happens when water forces air into cracks in the cliff" (a page about coasts) was asked
        // "what happens when water forces air …? → hydraulic action": a name is no happening. What the page names when
        // something happens is asked for by its name.
        let happening = Self.happeningVerbs.first { rest.hasPrefix($0 + " when ") }
        // "The water cycle describes how water moves …" was asked "what describes how water moves …? → water cycle": a
        // teacher asks for the name of the way things happen, and never what a thing describes, shows or explains.
        let depicting = isPerson ? nil : Self.depictingVerbs.first { rest.hasPrefix($0 + " ") }
        if let depicting, !(depicting.hasPrefix("describ") && rest.hasPrefix(depicting + " how ")) { return nil }
        var asked = happening.map { "what is it called when " + rest.dropFirst($0.count + " when ".count) } ?? ItemText.withoutLinkWords(rest)
        if let depicting { asked = "what is the name for the way " + rest.dropFirst(depicting.count + " how ".count) }
        let stem = happening != nil || depicting != nil ? "According to the text, \(asked)?" : "According to the text, \(isPerson ? "who" : "what") \(asked)?"
        if leavesPluralUnnamed(stem, answer: subject.phrase, page: page) { return nil }
        let others = subjects.filter { $0.sentence != sentence.index }.map(\.phrase) + page.pool(.term)
        guard var distractors = distractors(forSubject: subject.phrase, others: others, stem: stem, page: page, picker: picker, random: &random)
        else { return nil }
        // What is called so when something happens stands first among the things the page names alike ("hydraulic action"
        // beside "abrasion", not "hard rock" and "tall pillar").
        if happening != nil, let alike = page.termsNamedAlike[subject.phrase.lowercased()], !alike.isEmpty {
            let named = others.filter { alike.contains($0.lowercased()) } + alike.filter { term in !others.contains { $0.lowercased() == term } }.sorted()
            distractors = picker.preferring(named, over: distractors, for: subject.phrase, stem: stem, random: &random) ?? distractors
        }
        let question = ItemText.question(stem, answer: subject.phrase, distractors: distractors, evidence: sentence.text)
        return Candidate(kind: .who, sentences: [sentence.index], question: question, score: 3.4, position: sentence.index)
    }

    /// Verbs by which a term or a picture tells about something else: only "describes how …" names a way of happening.
    static let depictingVerbs = ["describes", "described", "explains", "explained", "shows", "showed", "illustrates", "illustrated"]

    /// Verbs that say only that something takes place: their subject names what happens.
    static let happeningVerbs = ["happens", "happened", "occurs", "occurred", "takes place", "took place"]

    /// Three wrong options for a subject phrase ("energy from the Sun", "the Amazon") from `others` (the page's other
    /// subjects and its terms), or for a name from the page's names of its kind.
    static func distractors(forSubject phrase: String, others: [String], stem: String, page: Page, picker: DistractorPicker,
                            random: inout QuizRandom) -> [String]? {
        // A name ("the Amazon") stands among names of its own kind, not among "valley" and "border".
        // "who became King of England in 1509, when he was only seventeen? → Henry VIII", never among his wives.
        if phrase.first?.isUppercase == true {
            let names = page.names(like: phrase, from: page.pool(.name)).filter { page.fitsSex($0, for: phrase, in: stem) }
            return picker.pick(for: phrase, from: names, stem: stem, random: &random)
        }
        if phrase.split(separator: " ").count >= 3 {
            // A phrase ("energy from the Sun") stands among the page's other phrases ("water vapour", "the warm water"):
            // among single terms ("planet", "ground") it is the one phrase, and so the key. Where the page has too few,
            // its phrases of the key's shape (`PhraseOptions`, through `Page.distractors`), else no question.
            return picker.pick(for: phrase, from: others.filter { $0.split(separator: " ").count >= 2 }, stem: stem, random: &random)
                ?? page.distractors(for: phrase, from: others, stem: stem, picker: picker, random: &random)
        }
        return page.distractors(for: phrase, from: others, stem: stem, picker: picker, random: &random)
    }

    // MARK: How much, how many

    static let numberWords: [String: Int] = [
        "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11,
        "twelve": 12, "fifteen": 15, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
        "eighty": 80, "ninety": 90, "hundred": 100, "thousand": 1000,
    ]

    /// The words that scale a count before them: "two thousand eggs", "1.5 million people".
    static let scaleWords: [String: Double] = ["hundred": 100, "thousand": 1000, "million": 1_000_000, "billion": 1_000_000_000]

    /// A count in figures or words ("300", "1,500", "forty"), or nil.
    static func count(_ raw: String) -> Double? {
        numberWords[raw.lowercased()].map(Double.init) ?? Double(raw.replacingOccurrences(of: ",", with: ""))
    }

    /// "97 percent", "thirty kilometres", "300 soldiers", "two thousand eggs": a number and the word it counts or measures.
    private static func quantities(_ sentence: Sentence, words: [String], page: Page, picker: DistractorPicker,
                                   random: inout QuizRandom) -> [Candidate] {
        var result: [Candidate] = []
        for index in words.indices.dropLast() {
            let raw = TextTokens.trimmed(words[index])
            guard !TextAnalysis.isAmbiguousThousands(raw) else { continue }
            // The scale word of a count ("two thousand") is asked with its count, not alone.
            if index > 0, scaleWords[raw.lowercased()] != nil, words[index - 1] == TextTokens.trimmed(words[index - 1]),
               count(words[index - 1]) != nil { continue }
            guard let value = count(raw), value > 0 else { continue }
            // "on the Apollo 11 mission", "Room 101": a number after a name is part of the name, no quantity ("Apollo _____
            // → 11 mission | 33 mission").
            // (Not "About 300 soldiers", whose capital only opens the sentence.)
            if index > 1, words[index - 1] == TextTokens.trimmed(words[index - 1]), words[index - 1].first?.isUppercase == true,
               !TextAnalysis.commonWords.contains(words[index - 1].lowercased()), raw.first?.isNumber == true { continue }
            // "six thousand six hundred kilometres" was asked "six thousand _____ long → six hundred kilometres": a count after
            // another number's word is the tail of that number.
            if index > 0, let before = Optional(TextTokens.trimmed(words[index - 1]).lowercased()), words[index - 1] == TextTokens.trimmed(words[index - 1]),
               scaleWords[before] != nil || numberWords[before] != nil || before == "and" && index > 1 && scaleWords[words[index - 2].lowercased()] != nil {
                continue
            }
            // "The queen lays up to two thousand eggs": a count and its scale word are one number, asked whole.
            let scaleWord = index + 2 < words.count && words[index] == raw ? TextTokens.trimmed(words[index + 1]).lowercased() : ""
            let scaled = scaleWords[scaleWord] != nil && words[index + 1].lowercased() == scaleWord
            var unitIndex = index + (scaled ? 2 : 1)
            // "acts between two surfaces", "the three states of matter": a small count in words is part of the wording, not a fact.
            if value <= 3, numberWords[raw.lowercased()] != nil, !scaled { continue }
            var unit = TextTokens.trimmed(words[unitIndex])
            guard unit.count >= 2, unit.first?.isLowercase == true, unit.allSatisfy(\.isLetter), !TextAnalysis.commonWords.contains(unit) || ["percent", "metres", "meters", "kilometres", "grams", "litres", "liters", "degrees", "minutes", "pounds", "people"].contains(unit),
                  page.words.isCleanWord(unit), !dates(in: words).contains(where: { $0.range.contains(index) }) else { continue }
            // "Four capital cities stand on its banks" was keyed "Four capital": a word that describes the noun after it
            // is no unit.
            if isDescribing(unit, before: unitIndex + 1 < words.count && !words[unitIndex].hasSuffix(",") ? words[unitIndex + 1] : "") { continue }
            // "more than eighty per cent since 1912" was keyed "eighty per" with "cent" left in the stem: "per cent" is one unit.
            if unit == "per" {
                guard unitIndex + 1 < words.count, TextTokens.trimmed(words[unitIndex + 1]).lowercased() == "cent" else { continue }
                unit = "per cent"
                unitIndex += 1
            }
            // "… but one measuring 7 can destroy buildings" was keyed "7 can": a modal verb is no unit.
            if modals.contains(unit.lowercased()) { continue }
            // "Children as young as six worked long hours" was keyed "six worked": a unit is a noun.
            if let wordNet = WordNet.shared, wordNet.nounReadings(of: unit.split(separator: " ").last.map(String.init) ?? unit).isEmpty { continue }
            let number = scaled ? raw + " " + scaleWord : raw
            let answer = number + " " + unit
            let unitWord = words[unitIndex]
            var shown = words
            let lastUnit = unit.split(separator: " ").last.map(String.init) ?? unit
            shown[index] = "_____" + unitWord.dropFirst(unitWord.range(of: lastUnit).map { unitWord.distance(from: unitWord.startIndex, to: $0.upperBound) } ?? lastUnit.count)
            shown.removeSubrange((index + 1)...unitIndex)
            // "The Five Pillars of Islam are _____ that every Muslim …" → five duties: a stem that writes the key's count
            // elsewhere gives it away.
            if shown.contains(where: { count(TextTokens.trimmed($0)) == value }) { continue }
            let blanked = shown.joined(separator: " ")
            let stem = "Which quantity completes this statement? “\(blanked)”"
            let isWord = numberWords[raw.lowercased()] != nil
            var pool: [String] = []
            for other in page.statements where other.index != sentence.index && !scaled {
                let otherWords = other.text.split(separator: " ").map { TextTokens.trimmed(String($0)) }
                for (i, word) in otherWords.enumerated().dropLast() where otherWords[i + 1] == unit && (Double(word) != nil || numberWords[word.lowercased()] != nil) {
                    pool.append(word + " " + unit)
                }
            }
            // "less than _____ of rain → 250 millimetres": "500 millimetres" is true as well, so a bound's wrong options all
            // lie on its other side (`TrueOptions.withinBound`).
            let bound = TrueOptions.bound(beforeBlankIn: blanked)
            let steps: [Double] = switch bound {
            case .atMost: [0.5, 0.75, 0.25, 0.4, 0.6, 0.8]
            case .atLeast: [2, 1.5, 3, 1.25, 2.5, 4]
            case nil: [2, 0.5, 1.5, 0.75, 3, 1.25, 10]
            }
            let grouped = raw.contains(",")
            // "2.5 litres" beside "5 litres" and "1 litres" is the one decimal: wrong options keep the key's decimals.
            let decimals = raw.split(separator: ".").dropFirst().first?.count ?? 0
            let scale = pow(10, Double(decimals))
            pool += steps.shuffled(using: &random).compactMap { factor in
                var changed = (value * factor * scale).rounded() / scale
                if value >= 1000 { changed = (changed / 100).rounded() * 100 } // round figures, as the page gives them
                // Ten times a figure of hundreds or more ("66,500 kilometres" for a river) is ruled out by its size alone.
                guard changed > 0, changed != value, !["percent", "per cent"].contains(unit) || changed < 100, factor < 10 || value < 100 else { return nil }
                // "1 eggs", "1 tablespoons": one of a unit the key counts in many is said in the singular ("1 egg"), or not at all.
                if changed == 1, value != 1, !isWord, unit.hasSuffix("s"), !scaled {
                    return WordNet.shared?.nounReadings(of: unit).first(where: \.inflected).map { "1 " + $0.lemma }
                }
                // "1 teaspoon of salt → 3 teaspoon": more than one of a unit the key counts once is said in the plural.
                let unit = value == 1 && !scaled ? pluralUnit(unit) ?? unit : unit
                let scaling = scaled ? " " + scaleWord : ""
                if isWord, let word = numberWords.first(where: { Double($0.value) == changed })?.key ?? (scaled && changed == 1 ? "one" : nil) {
                    // "ten minutes → hundred minutes": a hundred, as one says it.
                    return (["hundred", "thousand"].contains(word) && !scaled ? "a " + word : word) + scaling + " " + unit
                }
                guard !isWord else { return nil }
                return (decimals > 0 ? String(format: "%.\(decimals)f", changed) : format(changed, grouped: grouped)) + scaling + " " + unit
            }
            // "_____ later, in 1928, … → Ten years | hundred years | thirty years": at a sentence's start every option opens
            // with a capital, or the key's alone gives it away.
            if raw.first?.isUppercase == true { pool = pool.map { $0.prefix(1).uppercased() + $0.dropFirst() } }
            pool = pool.filter { !TrueOptions.withinBound($0, for: answer, bound) }
            guard let distractors = picker.pick(for: answer, from: pool, stem: stem, random: &random) else { continue }
            let question = ItemText.question(stem, answer: answer, distractors: distractors, evidence: sentence.text)
            result.append(Candidate(kind: .quantity, sentences: [sentence.index], question: question, score: 3.8, position: sentence.index))
        }
        return result
    }

    /// Whether `word` describes `next`, a noun after it: WordNet reads `word` as an adjective and `next` first as a noun
    /// ("capital cities", "main parts"); not "kilometres long" nor "countries, more than".
    static func isDescribing(_ word: String, before next: String) -> Bool {
        let next = TextTokens.trimmed(next)
        guard let wordNet = WordNet.shared, let first = next.first else { return false }
        // "about twenty mobile X-ray units" was keyed "twenty mobile": a capitalised or hyphenated word inside a sentence
        // ("X-ray", "Nobel") opens a noun phrase too, and a word WordNet reads first as describing stands before it.
        if first.isUppercase || next.contains("-") {
            return wordNet.commonest(word)?.partOfSpeech == .adjective
        }
        guard first.isLowercase, wordNet.commonest(next)?.partOfSpeech == .noun else { return false }
        return wordNet.readings(of: word).contains { $0.partOfSpeech == .adjective }
    }

    static func format(_ value: Double, grouped: Bool = false) -> String {
        guard value == value.rounded(), abs(value) < 1e12 else { return String(format: "%.2f", value) }
        let digits = String(Int(value))
        guard grouped, digits.count > 3 else { return digits }
        var result = ""
        for (index, character) in digits.reversed().enumerated() {
            if index > 0, index % 3 == 0 { result.append(",") }
            result.append(character)
        }
        return String(result.reversed())
    }

    /// A unit's plural where WordNet reads the unit as a singular noun and its regular plural back to it ("teaspoon" →
    /// "teaspoons", "cup" → "cups"); nil for a symbol or abbreviation it does not list ("g", "ml", "°C") or a plural already.
    static func pluralUnit(_ unit: String) -> String? {
        guard let last = unit.split(separator: " ").last.map(String.init), let wordNet = WordNet.shared,
              case let readings = wordNet.nounReadings(of: last), readings.contains(where: { !$0.inflected && $0.lemma == last }),
              !readings.contains(where: \.inflected) else { return nil }
        let plural = Page.plural(of: last)
        guard wordNet.nounReadings(of: plural).contains(where: { $0.inflected && $0.lemma == last }) else { return nil }
        return (unit.split(separator: " ").dropLast().map(String.init) + [plural]).joined(separator: " ")
    }
}
