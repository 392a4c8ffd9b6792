import Foundation
import SnapQuizTestSupport
@testable import SnapQuizGenerate

/// A retry policy that records its waits instead of sleeping, so retry tests stay fast.
func recordingRetry(maxAttempts: Int = 4, waits: LockedBox<[Double]>) -> RetryPolicy {
    RetryPolicy(maxAttempts: maxAttempts, baseDelay: 0.01, maxDelay: 30, maxTotalWait: 60,
                sleep: { seconds in waits.mutate { $0.append(seconds) } })
}
