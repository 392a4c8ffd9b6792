import SnapQuizCore

/// The acceptance step of the LLM generator on its own, for fuzzing and benchmarks outside this module.
public enum QuizReplyCheck {
    /// What the LLM generator decides about one raw reply text: the questions it would accept, or the problems.
    public struct Verdict: Sendable {
        /// The accepted questions (before the option shuffle), or nil when the reply is refused.
        public var questions: [Question]?
        /// Why the reply is refused; empty when it is accepted.
        public var problems: [String]
    }

    /// Extracts, decodes and validates `reply` against `sourceText` exactly as `LLMQuizGenerator.generate` does.
    public static func check(reply: String, sourceText: String) -> Verdict {
        switch QuizReply.parse(reply) {
        case let .failure(list):
            return Verdict(questions: nil, problems: list.items)
        case let .success(draft):
            let problems = QuizReply.problems(in: draft.questions, grounding: Grounding(text: sourceText))
            return Verdict(questions: problems.isEmpty ? draft.questions : nil, problems: problems)
        }
    }
}
