import Foundation

/// Replies a model might send for `HomeworkTexts.photosynthesis`, and the envelopes providers wrap them in.
enum ModelReplies {
    static let source = HomeworkTexts.photosynthesis

    /// Ten questions grounded in the photosynthesis page, correct answer always first (the shuffle must move it).
    static let facts: [(question: String, answer: String, wrong: [String], evidence: String)] = [
        ("What process lets green plants make their own food?", "Photosynthesis", ["Respiration", "Digestion", "Transpiration"],
         "Photosynthesis is the process by which green plants make their own food"),
        ("Where in a plant is food mainly made?", "In the leaves", ["In the roots", "In the flowers", "In the seeds"],
         "It takes place mainly in the leaves"),
        ("What is the green pigment in chloroplasts called?", "Chlorophyll", ["Haemoglobin", "Carotene", "Melanin"],
         "Chloroplasts contain a green pigment called chlorophyll"),
        ("Through what do plants take in carbon dioxide?", "Stomata", ["Xylem", "Root hairs", "Petals"],
         "Plants take in carbon dioxide from the air through tiny pores\ncalled stomata."),
        ("What carries water from the roots to the leaves?", "The xylem", ["The phloem", "The stomata", "The chloroplasts"],
         "carried to the leaves through the xylem"),
        ("What does the plant make from carbon dioxide and water?", "Glucose and oxygen", ["Starch and nitrogen", "Protein and water", "Salt and hydrogen"],
         "the plant turns carbon dioxide and water into glucose and oxygen"),
        ("How is glucose stored?", "As starch", ["As fat", "As protein", "As cellulose"],
         "Glucose is used for respiration or stored as starch."),
        ("Who showed in 1779 that plants need light to produce oxygen?", "Jan Ingenhousz", ["Charles Darwin", "Gregor Mendel", "Robert Hooke"],
         "In 1779 Jan Ingenhousz showed that plants need light to produce oxygen."),
        ("Why does temperature affect how fast a plant makes food?", "The reactions are controlled by enzymes", ["Light travels faster in warm air", "Water boils away from the leaves", "Stomata close at night"],
         "Temperature also affects the rate because the reactions are controlled by enzymes."),
        ("At about what temperature do most plant enzymes work best?", "25 degrees Celsius", ["5 degrees Celsius", "60 degrees Celsius", "100 degrees Celsius"],
         "Most enzymes in plants work best at about 25 degrees Celsius."),
    ]

    /// The quiz JSON a model returns; `count` questions, with optional sabotage of one question (an item-writing flaw:
    /// a misspelt variant of the answer and "All of the above" among its options).
    static func quizJSON(count: Int = 10, duplicateOptionIn: Int? = nil, inventedEvidenceIn: Int? = nil, flawedOptionsIn: Int? = nil) -> String {
        let questions: [[String: Any]] = facts.prefix(count).enumerated().map { index, fact in
            var options = [fact.answer] + fact.wrong
            if index == duplicateOptionIn { options[2] = fact.answer.uppercased() + " " }
            if index == flawedOptionsIn { options[1] = "Chlorophyl"; options[3] = "All of the above" }
            let evidence = index == inventedEvidenceIn ? "Plants are made entirely of sugar crystals from the moon." : fact.evidence
            return ["question": fact.question, "options": options, "correctIndex": 0,
                    "explanation": "The text says so: \(fact.evidence)", "evidence": evidence]
        }
        let object: [String: Any] = ["topic": "Biology", "subtopic": "Photosynthesis", "classificationConfidence": 0.93,
                                     "questions": questions]
        let data = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    /// An OpenAI chat completion carrying `content`.
    static func openAI(_ content: String, finishReason: String = "stop", refusal: String? = nil) -> Data {
        let message: [String: Any] = ["role": "assistant", "content": content, "refusal": refusal ?? NSNull()]
        let object: [String: Any] = ["id": "chatcmpl-1", "object": "chat.completion", "model": "test-model",
                                     "choices": [["index": 0, "message": message, "finish_reason": finishReason]]]
        return try! JSONSerialization.data(withJSONObject: object)
    }

    /// An Anthropic Messages response carrying `text`.
    static func anthropic(_ text: String, stopReason: String = "end_turn") -> Data {
        let object: [String: Any] = ["id": "msg_1", "type": "message", "role": "assistant", "model": "test-model",
                                     "content": [["type": "text", "text": text]], "stop_reason": stopReason]
        return try! JSONSerialization.data(withJSONObject: object)
    }

    /// A provider error body; `code` may be a string or a number, as servers differ.
    static func error(_ message: String, type: String = "invalid_request_error", code: Any? = nil) -> Data {
        var detail: [String: Any] = ["message": message, "type": type]
        if let code { detail["code"] = code }
        return try! JSONSerialization.data(withJSONObject: ["error": detail])
    }
}
