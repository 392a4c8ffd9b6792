import Foundation
internal import CCurl

/// libcurl's process-wide setup, run once before the first handle (Swift runs a global's initializer exactly once).
private let curlGlobalInitResult: CURLcode = curl_global_init(Int(CURL_GLOBAL_DEFAULT))

/// The raw outcome of one HTTP exchange, whatever its status.
struct RawHTTPResponse {
    var status: Int
    /// Header names lowercased; the last value wins.
    var headers: [String: String]
    var body: Data
}

/// Why one exchange did not produce a response.
struct CurlFailure: Error {
    var code: Int
    var message: String
    var timedOut: Bool
    var tooLarge: Bool
}

/// Collects a response's bytes and headers for the C callbacks; the body is capped.
private final class ResponseSink {
    let limit: Int
    var body = Data()
    var headers: [String: String] = [:]
    var exceeded = false

    init(limit: Int) { self.limit = limit }

    func append(_ bytes: UnsafeRawBufferPointer) -> Int {
        guard body.count + bytes.count <= limit else {
            exceeded = true
            return 0 // makes libcurl stop with CURLE_WRITE_ERROR
        }
        body.append(contentsOf: bytes)
        return bytes.count
    }

    func header(_ line: String) {
        if line.hasPrefix("HTTP/") { headers.removeAll() } // a new response (e.g. after 100 Continue)
        guard let colon = line.firstIndex(of: ":") else { return }
        let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
        let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
        headers[name] = value
    }
}

private let writeBody: snapquiz_curl_data_callback = { data, size, count, context in
    guard let context else { return 0 }
    let sink = Unmanaged<ResponseSink>.fromOpaque(context).takeUnretainedValue()
    return sink.append(UnsafeRawBufferPointer(start: data, count: size * count))
}

private let writeHeader: snapquiz_curl_data_callback = { data, size, count, context in
    guard let context, let data else { return size * count }
    let sink = Unmanaged<ResponseSink>.fromOpaque(context).takeUnretainedValue()
    let bytes = UnsafeRawBufferPointer(start: data, count: size * count)
    sink.header(String(decoding: bytes, as: UTF8.self))
    return size * count
}

/// Owns one CURL easy handle; reusing it across requests keeps the connection to the provider alive.
/// Not Sendable: one per generator, used from one thread at a time.
final class CurlEasy {
    private let handle: UnsafeMutableRawPointer
    private let errorBuffer: UnsafeMutablePointer<CChar>

    init() throws {
        guard curlGlobalInitResult == CURLE_OK else {
            throw GenerateError.unavailable("libcurl could not initialise (code \(curlGlobalInitResult.rawValue))")
        }
        guard let handle = curl_easy_init() else {
            throw GenerateError.unavailable("libcurl could not create a handle")
        }
        self.handle = handle
        errorBuffer = .allocate(capacity: Int(CURL_ERROR_SIZE))
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE))
    }

    deinit {
        curl_easy_cleanup(handle)
        errorBuffer.deallocate()
    }

    /// Performs one request (POST when `body` is given, else GET) and returns the response whatever its status.
    func perform(
        url: String, headers: [String], body: Data?, timeout: Double, connectTimeout: Double, maxResponseBytes: Int
    ) throws(CurlFailure) -> RawHTTPResponse {
        let sink = ResponseSink(limit: maxResponseBytes)
        let context = Unmanaged.passRetained(sink)
        defer { context.release() }

        var list: UnsafeMutablePointer<curl_slist>? = nil
        for header in headers {
            guard let appended = curl_slist_append(list, header) else {
                curl_slist_free_all(list)
                throw CurlFailure(code: -1, message: "out of memory building headers", timedOut: false, tooLarge: false)
            }
            list = appended
        }
        defer { curl_slist_free_all(list) }
        errorBuffer[0] = 0

        var setupFailure: CURLcode = CURLE_OK
        func set(_ result: CURLcode) { if setupFailure == CURLE_OK, result != CURLE_OK { setupFailure = result } }
        set(snapquiz_curl_easy_setopt_string(handle, CURLOPT_URL, url))
        set(snapquiz_curl_easy_setopt_long(handle, CURLOPT_NOSIGNAL, 1))
        set(snapquiz_curl_easy_setopt_pointer(handle, CURLOPT_ERRORBUFFER, errorBuffer))
        set(snapquiz_curl_easy_setopt_string(handle, CURLOPT_PROTOCOLS_STR, "http,https"))
        set(snapquiz_curl_easy_setopt_long(handle, CURLOPT_FOLLOWLOCATION, 0))
        set(snapquiz_curl_easy_setopt_long(handle, CURLOPT_SSL_VERIFYPEER, 1))
        set(snapquiz_curl_easy_setopt_long(handle, CURLOPT_SSL_VERIFYHOST, 2))
        set(snapquiz_curl_easy_setopt_long(handle, CURLOPT_TIMEOUT_MS, max(1, Int(timeout * 1000))))
        set(snapquiz_curl_easy_setopt_long(handle, CURLOPT_CONNECTTIMEOUT_MS, max(1, Int(connectTimeout * 1000))))
        set(snapquiz_curl_easy_setopt_off_t(handle, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(maxResponseBytes)))
        set(snapquiz_curl_easy_setopt_string(handle, CURLOPT_ACCEPT_ENCODING, ""))
        set(snapquiz_curl_easy_setopt_slist(handle, CURLOPT_HTTPHEADER, list))
        set(snapquiz_curl_easy_setopt_data_callback(handle, CURLOPT_WRITEFUNCTION, writeBody))
        set(snapquiz_curl_easy_setopt_pointer(handle, CURLOPT_WRITEDATA, context.toOpaque()))
        set(snapquiz_curl_easy_setopt_data_callback(handle, CURLOPT_HEADERFUNCTION, writeHeader))
        set(snapquiz_curl_easy_setopt_pointer(handle, CURLOPT_HEADERDATA, context.toOpaque()))
        if let body {
            set(snapquiz_curl_easy_setopt_long(handle, CURLOPT_POST, 1))
            set(snapquiz_curl_easy_setopt_off_t(handle, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(body.count)))
            body.withUnsafeBytes { bytes in
                // COPYPOSTFIELDS copies the bytes, so nothing has to outlive this call.
                set(snapquiz_curl_easy_setopt_pointer(handle, CURLOPT_COPYPOSTFIELDS, UnsafeMutableRawPointer(mutating: bytes.baseAddress)))
            }
        } else {
            set(snapquiz_curl_easy_setopt_long(handle, CURLOPT_HTTPGET, 1))
        }
        guard setupFailure == CURLE_OK else {
            throw CurlFailure(code: Int(setupFailure.rawValue), message: String(cString: curl_easy_strerror(setupFailure)),
                              timedOut: false, tooLarge: false)
        }

        let result = curl_easy_perform(handle)
        // The header list dies at the end of this call: make sure the handle no longer points at it.
        _ = snapquiz_curl_easy_setopt_slist(handle, CURLOPT_HTTPHEADER, nil)
        guard result == CURLE_OK else {
            let detail = String(cString: errorBuffer)
            let message = detail.isEmpty ? String(cString: curl_easy_strerror(result)) : detail
            throw CurlFailure(
                code: Int(result.rawValue), message: message,
                timedOut: result == CURLE_OPERATION_TIMEDOUT,
                tooLarge: sink.exceeded || result == CURLE_FILESIZE_EXCEEDED
            )
        }
        var status = 0
        _ = snapquiz_curl_easy_getinfo_long(handle, CURLINFO_RESPONSE_CODE, &status)
        return RawHTTPResponse(status: status, headers: sink.headers, body: sink.body)
    }
}
