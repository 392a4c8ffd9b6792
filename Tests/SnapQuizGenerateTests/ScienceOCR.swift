import Foundation
import SnapQuizCore
@testable import SnapQuizGenerate

/// What `snapquiz ingest TestImages/science-photo.jpg` reads before spelling repair (its stored raw text), copied
/// verbatim: misread words ("nivers", "qround") and a closing line of questions. (The stray digits an older
/// reading began lines with, "4 Science Homework…" and "74 Rivers…", are left out at ingest by `StrayMarks`.)
enum ScienceOCR {
    static let sciencePhoto = """
        Science Homework: The Water Cycle
        The water cycle describes how water moves between the land, the oceans and the air.
        Energy from the Sun heats water in nivers, lakes and seas. The warin water evaporates
        and rises into the atmosphere as water vapour, Plants also release water vapour
        from their leaves in a process called transpiration.
        As the vapour rises it cools and condenses into tiny droplets that form clouds.
        When the droplets join together and become too heavy, they fall back to the qround
        as precipitation: rain, snow, sleet or hail. Some of this water soaks into the soil
        and becomes groundwater, while the rest mins off into streams and rivers.
        Rivers carry the water back to the oceans, where the cycle beyins again. The water
        cycle spreads heat around the planet and gives every living thing fresh water.
        Questions: Which process turns liquid water into vapour? What forms a cloud?
        """

    /// Spelling repair's changes to that reading, as the pipeline makes them.
    static let corrections = [OCRCorrection(from: "nivers,", to: "rivers,"), OCRCorrection(from: "warin", to: "warm"),
                              OCRCorrection(from: "qround", to: "ground"), OCRCorrection(from: "beyins", to: "begins")]

    /// What the pipeline reads from the same photo after spelling repair: `sciencePhoto` with `corrections` made.
    static let demoReading = corrections.reduce(sciencePhoto) { $0.replacingOccurrences(of: $1.from, with: $1.to) }

    /// How many of the offline quizzes of the README's demo reading, one per seed, `flawed` holds for.
    static func demoQuizzes(seeds: ClosedRange<UInt64>, where flawed: ([Question]) -> Bool) throws -> Int {
        try seeds.filter { seed in
            let generator = OfflineQuizGenerator(randomSeed: seed)
            generator.corrections = corrections
            return flawed(try generator.generate(from: demoReading, title: nil).questions)
        }.count
    }
}
