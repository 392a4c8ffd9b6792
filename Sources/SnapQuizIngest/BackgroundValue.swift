import Foundation

/// A value made on a helper thread from the moment this is created; `value` waits for it. `OCREngine` loads the
/// Hunspell dictionaries (about 0.1 s, measured with strace in `snapquiz ocr`) and Tesseract's language model this
/// way, so the loads overlap cleaning up the first page instead of coming before it.
final class BackgroundValue<Value: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var result: Value?
    private var finished = false

    init(_ make: @escaping @Sendable () -> Value) {
        Thread { [self] in
            let made = make()
            condition.lock()
            result = made
            finished = true
            condition.broadcast()
            condition.unlock()
        }.start()
    }

    /// The value, once the helper thread has made it.
    var value: Value {
        condition.lock()
        defer { condition.unlock() }
        while !finished { condition.wait() }
        return result!
    }
}
