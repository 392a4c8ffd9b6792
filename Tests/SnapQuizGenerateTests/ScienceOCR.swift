import Foundation

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

    /// What the pipeline reads from the same photo after spelling repair (`DemoPageTests` has the repairs):
    /// "nivers" and "qround" repaired.
    static let demoReading = """
        Science Homework: The Water Cycle
        The water cycle describes how water moves between the land, the oceans and the air.
        Energy from the Sun heats water in rivers, lakes and seas. The warm water evaporates
        and rises into the atmosphere as water vapour, Plants also release water vapour
        from their leaves in a process called transpiration.
        As the vapour rises it cools and condenses into tiny droplets that form clouds.
        When the droplets join together and become too heavy, they fall back to the ground
        as precipitation: rain, snow, sleet or hail. Some of this water soaks into the soil
        and becomes groundwater, while the rest mins off into streams and rivers.
        Rivers carry the water back to the oceans, where the cycle begins again. The water
        cycle spreads heat around the planet and gives every living thing fresh water.
        Questions: Which process turns liquid water into vapour? What forms a cloud?
        """
}
