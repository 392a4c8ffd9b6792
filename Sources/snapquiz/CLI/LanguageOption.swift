import ArgumentParser

/// `--lang`, shared by every command that runs or checks Tesseract.
struct LanguageOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Tesseract language(s), e.g. eng or eng+deu.", valueName: "lang"))
    var lang = "eng"

    func validate() throws {
        // Refused before any photo is read or anything stored (it is also part of a tessdata path).
        guard !lang.isEmpty, lang.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "+" }) else {
            throw ValidationError("--lang takes a tesseract language code such as eng or eng+fra")
        }
    }
}
