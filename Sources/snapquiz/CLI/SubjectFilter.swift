import ArgumentParser

/// `--subject`, as the reports (`list`, `stats`) filter by it.
struct SubjectFilter: ParsableArguments {
    @Option(help: ArgumentHelp("Only homework of this subject (case-insensitive).", valueName: "subject"))
    var subject: String?
}
