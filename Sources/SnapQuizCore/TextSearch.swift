import Foundation

extension String {
    /// Whether `needle` occurs in this string, comparing UTF-8 bytes. Foundation's `contains(_:)` bridges both strings
    /// through CFString on every call and was a tenth of the offline generator's time. Use it where both sides are
    /// folded (`QuizShape.fold`) or plain page text, so that byte equality is the equality meant.
    public func includes(_ needle: String) -> Bool {
        var haystack = self, needle = needle
        return haystack.withUTF8 { h in
            needle.withUTF8 { n in
                // As Foundation's `contains`, an empty needle is found nowhere.
                guard let first = n.first else { return false }
                guard n.count <= h.count, let hBase = h.baseAddress, let nBase = n.baseAddress else { return false }
                var index = 0
                let last = h.count - n.count
                while index <= last {
                    guard let hit = memchr(hBase + index, Int32(first), last - index + 1) else { return false }
                    let at = hBase.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                    if memcmp(hBase + at, nBase, n.count) == 0 { return true }
                    index = at + 1
                }
                return false
            }
        }
    }
}
