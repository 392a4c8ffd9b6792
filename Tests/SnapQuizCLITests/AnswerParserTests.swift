import Testing
import SnapQuizProgress
@testable import snapquiz

@Suite struct AnswerParserTests {
    @Test func lettersAndNumbersBothWork() throws {
        #expect(try AnswerParser.parseList("A,c, 3 ,4,b,1,D,a,2,C", count: 10) == [0, 2, 2, 3, 1, 0, 3, 0, 1, 2])
    }

    @Test func wrongCountIsRefused() {
        #expect(throws: ProgressError.wrongAnswerCount(expected: 10, got: 3)) { try AnswerParser.parseList("A,B,C", count: 10) }
        #expect(throws: ProgressError.wrongAnswerCount(expected: 10, got: 0)) { try AnswerParser.parseList("", count: 10) }
    }

    @Test func badLetterIsRefusedWithItsPosition() {
        #expect(throws: AnswerParser.BadAnswer(position: 2, value: "E")) { try AnswerParser.parseList("A,E,C", count: 3) }
        #expect(throws: AnswerParser.BadAnswer(position: 3, value: "5")) { try AnswerParser.parseList("A,B,5", count: 3) }
        #expect(throws: AnswerParser.BadAnswer(position: 1, value: "AB")) { try AnswerParser.parseList("AB,B,C", count: 3) }
    }

    @Test func keysMapToOptions() {
        #expect(AnswerParser.optionIndex(key: UInt8(ascii: "d")) == 3)
        #expect(AnswerParser.optionIndex(key: UInt8(ascii: "2")) == 1)
        #expect(AnswerParser.optionIndex(key: UInt8(ascii: "e")) == nil)
        #expect(AnswerParser.letter(2) == "C")
    }

    @Test func sparklineSpansTheBars() {
        #expect(Sparkline.render([0, 50, 90, 100]) == "▁▄▇█")
        #expect(Sparkline.render([]) == "")
    }
}
