import Foundation

/// A new lowercase UUID string, the form every id in the store takes.
public func newIdentifier() -> String {
    UUID().uuidString.lowercased()
}
