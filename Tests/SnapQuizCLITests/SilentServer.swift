import Foundation

/// A TCP port on 127.0.0.1 that takes connections (in the kernel's backlog) and never answers: an LLM that hangs.
final class SilentServer {
    private let fd: Int32
    let port: Int

    init() throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.fd = fd
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        guard fd >= 0, bound, listen(fd, 16) == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "cannot listen on 127.0.0.1: errno \(errno)"])
        }
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    /// The base URL an OpenAI-style client would use.
    var baseURL: String { "http://127.0.0.1:\(port)/v1" }

    deinit { close(fd) }
}
