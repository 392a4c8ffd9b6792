import Foundation
import Testing
import SnapQuizCore
@testable import SnapQuizGenerate

@Suite struct GeneratorFactoryTests {
    @Test func autoIsOfflineWithoutAnLLM() throws {
        #expect(try GeneratorFactory.resolve(choice: nil, environment: [:]) == .offline)
        #expect(try GeneratorFactory.resolve(choice: "auto", environment: ["OPENAI_API_KEY": "  "]) == .offline)
        #expect(try GeneratorFactory.make(choice: nil, environment: [:]).name == "offline")
    }

    @Test func autoPicksTheConfiguredLLM() throws {
        #expect(try GeneratorFactory.resolve(choice: nil, environment: ["SNAPQUIZ_LLM_BASE_URL": "http://127.0.0.1:11434/v1"]) == .llm(.openai))
        #expect(try GeneratorFactory.resolve(choice: nil, environment: ["OPENAI_API_KEY": "k"]) == .llm(.openai))
        #expect(try GeneratorFactory.resolve(choice: nil, environment: ["ANTHROPIC_API_KEY": "k"]) == .llm(.anthropic))
        #expect(try GeneratorFactory.resolve(choice: nil, environment: ["SNAPQUIZ_GENERATOR": "offline", "OPENAI_API_KEY": "k"]) == .offline)
        #expect(try GeneratorFactory.resolve(choice: "anthropic", environment: ["SNAPQUIZ_GENERATOR": "offline"]) == .llm(.anthropic))
    }

    @Test func unknownChoiceIsAUsageError() {
        let error = #expect(throws: GenerateError.self) { try GeneratorFactory.make(choice: "gpt", environment: [:]) }
        #expect(error?.kind == .usage)
        #expect(error?.description.contains("--generator") == true)
        let fromEnvironment = #expect(throws: GenerateError.self) { try GeneratorFactory.resolve(choice: nil, environment: ["SNAPQUIZ_GENERATOR": "x"]) }
        #expect(fromEnvironment?.description.contains("SNAPQUIZ_GENERATOR") == true)
    }

    @Test func hostedAPIWithoutAKeyIsUnavailable() {
        let error = #expect(throws: GenerateError.self) { try GeneratorFactory.make(choice: "openai", environment: [:]) }
        #expect(error?.kind == .unavailable)
        #expect(error?.description.contains("OPENAI_API_KEY") == true)
    }

    @Test func settingsAreReadAndTheKeyIsNeverShown() throws {
        let configuration = try LLMConfiguration.from(environment: [
            "SNAPQUIZ_LLM_BASE_URL": "https://llm.example.org/v1/", "SNAPQUIZ_LLM_MODEL": "m1",
            "SNAPQUIZ_LLM_API_KEY": "sk-very-secret", "OPENAI_API_KEY": "sk-other", "SNAPQUIZ_LLM_TIMEOUT": "2.5",
        ], provider: .openai)
        #expect(configuration.baseURL == "https://llm.example.org/v1")
        #expect(configuration.model == "m1" && configuration.timeout == 2.5 && configuration.hasAPIKey)
        #expect(configuration.apiKey == "sk-very-secret")
        #expect(!configuration.description.contains("sk-"))
        #expect(!String(reflecting: configuration).contains("sk-"))
        var dumped = ""
        dump(configuration, to: &dumped)
        #expect(!dumped.contains("sk-"))
        let anthropic = try LLMConfiguration.from(environment: ["ANTHROPIC_API_KEY": "a"], provider: .anthropic)
        #expect(anthropic.baseURL == "https://api.anthropic.com/v1" && anthropic.timeout == 120)
    }

    @Test(arguments: ["0", "-1", "abc", "nan"])
    func badTimeoutIsRejected(value: String) {
        let error = #expect(throws: GenerateError.self) {
            try LLMConfiguration.from(environment: ["OPENAI_API_KEY": "k", "SNAPQUIZ_LLM_TIMEOUT": value], provider: .openai)
        }
        #expect(error?.kind == .usage)
    }

    @Test func badBaseURLIsRejected() {
        let error = #expect(throws: GenerateError.self) {
            try LLMConfiguration.from(environment: ["SNAPQUIZ_LLM_BASE_URL": "ftp://x/v1"], provider: .openai)
        }
        #expect(error?.kind == .usage)
    }
}
