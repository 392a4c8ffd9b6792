import Foundation

/// Guesses a homework page's subject and subtopic from keywords, with a confidence that grows with the number of
/// matches and with how clearly one subtopic wins.
enum TopicClassifier {
    struct Guess: Equatable {
        var topic: String
        var subtopic: String
        var confidence: Double
    }

    /// (topic, subtopic, keyword stems). A stem matches a word that starts with it.
    static let table: [(String, String, [String])] = [
        ("Biology", "Cells", ["cell", "nucleus", "membrane", "cytoplasm", "mitochondri", "organelle", "ribosome", "vacuole", "tissue"]),
        ("Biology", "Photosynthesis", ["photosynth", "chlorophyll", "chloroplast", "glucose", "stomata", "sunlight", "leaf", "leaves", "carbon dioxide"]),
        ("Biology", "Human body", ["heart", "blood", "lung", "digest", "stomach", "intestin", "artery", "arteries", "vein", "skeleton", "muscle", "organ"]),
        ("Biology", "Genetics and evolution", ["gene", "dna", "chromosome", "inherit", "allele", "evolution", "natural selection", "species", "darwin", "mutation"]),
        ("Biology", "Ecology", ["ecosystem", "habitat", "food chain", "predator", "prey", "producer", "consumer", "decomposer", "population"]),
        ("Chemistry", "Atoms and elements", ["atom", "element", "proton", "neutron", "electron", "periodic table", "isotope", "molecule"]),
        ("Chemistry", "Reactions", ["reaction", "reactant", "product", "acid", "alkali", "base", "neutralis", "neutraliz", "oxidation", "compound", "catalyst"]),
        ("Chemistry", "Mixtures and solutions", ["dissolv", "solution", "solute", "solvent", "soluble", "crystal", "filter", "filtrat", "mixture", "separat"]),
        ("Chemistry", "States of matter", ["solid", "liquid", "gas", "melting", "boiling", "evaporat", "condens", "freez", "particle"]),
        ("Physics", "Forces and motion", ["force", "newton", "gravity", "friction", "velocity", "acceleration", "mass", "momentum", "speed"]),
        ("Physics", "Energy", ["energy", "kinetic", "potential", "joule", "power", "watt", "heat", "thermal", "renewable", "insulat",
                               "conduction", "convection"]),
        ("Physics", "Electricity and magnetism", ["circuit", "current", "voltage", "resistance", "ohm", "magnet", "charge", "electric"]),
        ("Physics", "Waves and light", ["wave", "frequency", "wavelength", "light", "sound", "reflection", "refraction", "spectrum"]),
        ("Physics", "Space", ["planet", "orbit", "solar system", "galaxy", "comet", "asteroid", "astronaut", "telescope", "moon", "star"]),
        ("Earth science", "Geology", ["rock", "volcano", "earthquake", "tectonic", "plate", "magma", "lava", "erosion", "sediment", "mineral", "crust"]),
        ("Earth science", "Weather and climate", ["weather", "climate", "rain", "temperature", "atmosphere", "cloud", "precipitation", "water cycle"]),
        ("Geography", "Places and maps", ["river", "mountain", "continent", "ocean", "country", "capital", "population", "city", "map", "latitude", "longitude"]),
        ("History", "Ancient history", ["egypt", "pharaoh", "pyramid", "rome", "roman", "greek", "greece", "empire", "ancient", "emperor"]),
        ("History", "Medieval history", ["medieval", "castle", "knight", "king", "norman", "feudal", "crusade", "monastery", "plague"]),
        ("History", "Revolutions", ["revolution", "independence", "republic", "parliament", "constitution", "monarchy", "bastille", "colonies"]),
        ("History", "World wars", ["war", "treaty", "army", "soldier", "battle", "allies", "trench", "nazi", "hitler", "churchill"]),
        ("History", "Modern history", ["king", "queen", "century", "reign", "monarch", "cathedral", "diary", "tudor", "stuart",
                                       "victorian", "industrial", "explorer", "voyage", "colony", "mayor"]),
        ("Mathematics", "Arithmetic and word problems", ["how many", "total", "each", "altogether", "left", "cost", "price", "add", "subtract", "multipl", "divide"]),
        ("Mathematics", "Fractions and percentages", ["fraction", "numerator", "denominator", "percent", "decimal", "ratio", "proportion"]),
        ("Mathematics", "Geometry", ["angle", "triangle", "circle", "radius", "diameter", "area", "perimeter", "volume", "rectangle", "square", "polygon"]),
        ("Mathematics", "Algebra", ["equation", "variable", "solve", "expression", "formula", "graph", "function", "coefficient"]),
        ("English", "Grammar", ["noun", "verb", "adjective", "adverb", "sentence", "clause", "pronoun", "punctuation", "tense"]),
        ("English", "Literature", ["poem", "poet", "novel", "character", "author", "stanza", "metaphor", "simile", "narrator", "play"]),
        // Subjects beyond the sciences, humanities and maths: a page on algorithms was filed "History / Modern history"
        // for the year a moth was found in a computer, one on festivals of light "Physics / Waves and light", one on the
        // orchestra "English / Literature" for its players. Stems that other subjects use as often are left out: "bug",
        // "data" and "selection" (biology), "conductor" (electricity), "church" (history), "minim" (minimum), "paint"
        // (painting a gate stops rust).
        ("Computing", "Programming", ["algorithm", "program", "coding", "debug", "flowchart", "python", "iteration", "loop"]),
        ("Computing", "Computers and the internet", ["computer", "software", "hardware", "internet", "network", "website", "email",
                                                     "online", "password", "binary", "byte", "pixel", "processor"]),
        ("Religious education", "Beliefs and festivals", ["religio", "festival", "worship", "pray", "mosque", "synagogue", "gurdwara",
                                                          "hindu", "sikh", "jewish", "judaism", "christian", "muslim", "islam", "buddh",
                                                          "bible", "quran", "torah", "prophet", "sacred", "pilgrim", "faith"]),
        ("Music", "Instruments and the orchestra", ["music", "orchestra", "violin", "viola", "cello", "flute", "clarinet", "oboe",
                                                    "bassoon", "trumpet", "trombone", "tuba", "drum", "percussion", "woodwind",
                                                    "symphony", "composer", "melody", "rhythm", "tempo", "crotchet", "quaver", "chord"]),
        ("Art", "Artists and techniques", ["artist", "painter", "sculpt", "portrait", "canvas", "brushstroke", "gallery", "galleries",
                                           "impressionis", "watercolour", "masterpiece", "sketch", "colour wheel", "primary colours"]),
    ]

    /// Keyword matches of every row of `table` (in its order), and of every topic with the dates history counts.
    struct Scores {
        var rows: [Int]
        var topics: [String: Int]
        var total: Int
    }

    static func scores(_ text: String) -> Scores {
        // Count each distinct word once, then match stems against the distinct words: far cheaper than
        // searching the whole text for every stem.
        let words = text.lowercased().split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map(String.init)
        var counts: [String: Int] = [:]
        for word in words { counts[word, default: 0] += 1 }
        let joined = " " + words.joined(separator: " ") + " "
        var scores: [Int] = []
        var topicScores: [String: Int] = [:]
        var total = 0
        for entry in table {
            var score = 0
            for stem in entry.2 {
                if stem.contains(" ") {
                    score += joined.occurrences(of: " " + stem)
                } else {
                    for (word, count) in counts where word.hasPrefix(stem) { score += count }
                }
            }
            scores.append(score)
            topicScores[entry.0, default: 0] += score
            total += score
        }
        // A date in a sentence ("in 1711", "September 1666", "AD 476") is history's own evidence.
        let dates = datedYears(in: words)
        topicScores["History", default: 0] += dates
        total += dates
        return Scores(rows: scores, topics: topicScores, total: total)
    }

    /// How sure a guess is that `score` of `total` keyword matches name: more with the share, and with the matches up to 8.
    static func confidence(score: Int, of total: Int) -> Double {
        let share = Double(score) / Double(max(total, 1))
        let evidence = min(1, Double(score) / 8)
        return ((0.2 + 0.75 * share * evidence) * 100).rounded() / 100
    }

    static func classify(_ text: String) -> Guess {
        let found = scores(text)
        let (scores, topicScores, total) = (found.rows, found.topics, found.total)
        guard total > 0, let topic = topicScores.max(by: { ($0.value, $1.key) < ($1.value, $0.key) })?.key else {
            return Guess(topic: "General", subtopic: "General", confidence: 0.1)
        }
        // The subject whose keywords add up to most (a page on the Great Fire of London names a river and a city, and a
        // king, a cathedral, a diary and two dates), then its first best subtopic; dates alone make modern history.
        let subtopicIndex = table.indices.filter { table[$0].0 == topic }.max { scores[$0] < scores[$1] }.flatMap { scores[$0] > 0 ? $0 : nil }
            ?? table.firstIndex { $0.1 == "Modern history" } ?? 0
        let subtopic = topic == "History" ? period(of: text, keywords: table[subtopicIndex].1) : table[subtopicIndex].1
        return Guess(topic: topic, subtopic: subtopic, confidence: confidence(score: topicScores[topic] ?? 0, of: total))
    }

    /// A history page's period by the years it dates (two at least), where its keywords name another: Brunel's life
    /// (1806–1859: "king" nowhere, "bridge" and "railway") was filed "Medieval history", Dickens's (1812–1870,
    /// "Parliament") "Revolutions", Mary Seacole's (1805–1881, the Crimean "war") "World wars". A page that names a
    /// revolution keeps it; pages without years, or about ancient times, keep their keywords' subtopic.
    static func period(of text: String, keywords subtopic: String) -> String {
        let words = text.lowercased().split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map(String.init)
        let years = datedYearList(in: words).sorted()
        // (An ancient page's years are its finds' ("Howard Carter found the tomb in 1922"): its keywords stand.)
        guard years.count >= 2, subtopic != "Ancient history" else { return subtopic }
        let middle = years[years.count / 2]
        if subtopic == "Revolutions", words.contains(where: { $0.hasPrefix("revolution") }) { return subtopic }
        if middle < 1500 { return "Medieval history" }
        if (1914...1945).contains(middle) { return subtopic == "World wars" || words.contains("war") ? "World wars" : "Modern history" }
        return "Modern history"
    }

    /// Words of a recipe: its ingredients and what a kitchen does with them. A stem matches a word that starts with it.
    static let recipeWords = ["ingredient", "recipe", "flour", "butter", "sugar", "egg", "milk", "oven", "bake", "baking", "whisk", "sift",
                              "saucepan", "frying pan", "serve", "knead", "dough", "batter", "tablespoon", "teaspoon", "oats", "syrup", "cook"]

    /// The subject of a method (`ProcedureQuestions`): a recipe's is food technology, whatever its batter's "base" or its
    /// mixture's "reaction" (a pancake recipe was filed "Chemistry / Reactions"); a practical's its science; anything
    /// else made by hand is design and technology.
    static func classifyMethod(_ text: String) -> Guess {
        let words = text.lowercased().split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map(String.init)
        let joined = " " + words.joined(separator: " ") + " "
        let recipe = recipeWords.reduce(0) { sum, stem in
            sum + (stem.contains(" ") ? joined.occurrences(of: " " + stem + " ") : words.filter { $0.hasPrefix(stem) }.count)
        }
        let found = scores(text)
        let sciences: Set<String> = ["Biology", "Chemistry", "Physics", "Earth science"]
        let science = table.indices.filter { sciences.contains(table[$0].0) && found.rows[$0] > 0 }.max { found.rows[$0] < found.rows[$1] }
        let scienceScore = science.map { found.rows[$0] } ?? 0
        if recipe >= 3, recipe > scienceScore {
            return Guess(topic: "Food technology", subtopic: "Recipes", confidence: confidence(score: recipe, of: recipe + scienceScore))
        }
        if let science, scienceScore >= 2 {
            return Guess(topic: table[science].0, subtopic: table[science].1, confidence: confidence(score: scienceScore, of: found.total))
        }
        return Guess(topic: "Design and technology", subtopic: "Making things", confidence: 0.5)
    }

    /// Years written as dates: after "in", "by", "until", "from", "since" or a month, or before "BC"/"AD".
    static func datedYears(in words: [String]) -> Int {
        datedYearList(in: words).count
    }

    /// The years `words` (lower case) date, in the page's order: a four-digit year after "in", "by", a month … or before
    /// "BC"/"AD".
    static func datedYearList(in words: [String]) -> [Int] {
        let leads = Set(["in", "by", "until", "from", "since", "of"] + RecallQuestions.months)
        return words.indices.dropFirst().compactMap { index in
            let word = words[index]
            guard word.count == 4, word.allSatisfy(\.isNumber), let year = Int(word), (1000...2100).contains(year) else { return nil }
            return leads.contains(words[index - 1]) || index + 1 < words.count && ["bc", "ad", "bce", "ce"].contains(words[index + 1]) ? year : nil
        }
    }
}

extension String {
    /// Non-overlapping occurrences of `needle`.
    func occurrences(of needle: String) -> Int {
        var count = 0
        var range = startIndex..<endIndex
        while let found = self.range(of: needle, range: range) {
            count += 1
            range = found.upperBound..<endIndex
        }
        return count
    }
}
