import Foundation
import GRDB

/// Photo files and their rows change together even when a process is killed (`kill -9`, power loss):
/// a new photo is written to `.incoming-images/<id>.<ext>.<pid>` (beside `images/`, on the same file system) first and moved into place only after its row
/// is committed; a deleted one is moved there before its row goes. Whatever a dead process leaves there
/// is finished or removed by the next process that opens the store (it only lists that folder, usually empty).
/// (Not inside `images/`, so that folder holds exactly one file per homework row.)
extension Store {
    /// The staging folder of image writes and deletes in progress.
    var incomingFolder: URL { location.home.appendingPathComponent(".incoming-images", isDirectory: true) }

    /// Where this process stages the image of `relativePath` (`images/<id>.<ext>`).
    func stagedFile(for relativePath: String) throws -> URL {
        if !FileManager.default.fileExists(atPath: incomingFolder.path) {
            do {
                try FileManager.default.createDirectory(at: incomingFolder, withIntermediateDirectories: true,
                                                        attributes: [.posixPermissions: 0o700])
            } catch {
                if !FileManager.default.fileExists(atPath: incomingFolder.path) {
                    throw StoreError.file(path: incomingFolder.path, reason: Self.reason(error))
                }
            }
        }
        let name = (relativePath as NSString).lastPathComponent
        return incomingFolder.appendingPathComponent("\(name).\(getpid())")
    }

    /// Moves `source` to `destination`; a destination already there (another process's recovery moved it) is fine.
    func moveImage(_ source: URL, to destination: URL) throws {
        if rename(source.path, destination.path) == 0 { return }
        let reason = String(cString: strerror(errno))
        if FileManager.default.fileExists(atPath: destination.path) { return }
        throw StoreError.file(path: destination.path, reason: reason)
    }

    /// Finishes or undoes the image moves of processes that died between their file step and their commit.
    func recoverInterruptedImageMoves() throws {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: incomingFolder.path), !names.isEmpty else { return }
        for name in names {
            let parts = name.split(separator: ".")
            // A live process finishes its own move (or undoes it); only the leftovers of dead ones are touched.
            guard parts.count == 3, let pid = Int32(parts[2]), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            let staged = incomingFolder.appendingPathComponent(name)
            let relativePath = "images/\(parts[0]).\(parts[1])"
            let hasRow = try mapErrors {
                try writer.read { db in
                    try Bool.fetchOne(db, sql: "SELECT 1 FROM homework WHERE id = ?", arguments: [String(parts[0])]) ?? false
                }
            }
            if hasRow {
                // An insert that committed, or a delete that did not: the file belongs in place.
                let destination = location.imageFile(relativePath: relativePath)
                if FileManager.default.fileExists(atPath: destination.path) {
                    try? FileManager.default.removeItem(at: staged)
                } else {
                    try? moveImage(staged, to: destination)
                }
            } else {
                // Its row never came (or its delete committed): nothing refers to it.
                try? FileManager.default.removeItem(at: staged)
            }
        }
    }
}
