import Foundation

/// What the review server holds every client to. Any local process can connect before any
/// token is checked, so nothing a client sends may cost more than these: a request's head is
/// read into one buffer of at most ``headBytes`` and parsed once (linear in its length), a body
/// is at most ``bodyBytes`` (Accept and Reject send none), and a client that is slow to send its
/// request, or to take the answer, is dropped after ``clientSeconds``.
struct HTTPLimits: Sendable {
    /// The request line and every header together: 16 KiB (a browser sends well under 2 KiB).
    var headBytes = 16 << 10
    /// Header lines in one request.
    var headerCount = 64
    /// A POST's body.
    var bodyBytes = 1 << 10
    /// Seconds a client has to send its whole request from when it connects, and that one send
    /// of the answer may wait for the client to take bytes.
    var clientSeconds = 10.0
    /// Connections served at once. One more arriving closes the oldest that has not yet sent
    /// its request (an idle or slow client); when every connection is busy answering, the new
    /// one is answered 503 and closed. Either way the server keeps listening.
    var connections = 64

    static let standard = HTTPLimits()
}

/// A request's head as the server reads it: method, the path as sent (not decoded, query
/// dropped) and the headers, names in lower case.
struct HTTPRequestHead: Sendable, Equatable {
    var method: String
    var path: String
    var headers: [String: String]

    /// Why a head was refused: the status to answer and the words.
    struct Refusal: Error, Equatable {
        var status: Int
        var words: String
    }

    /// Where the head ends in `bytes` (the index after its blank line), looking only from
    /// `from` on (minus the 3 bytes a line end split between reads can leave behind), so
    /// reading a head in pieces stays linear in its length. Nil while it has not ended.
    static func end(in bytes: [UInt8], from: Int) -> Int? {
        var index = max(0, from - 3)
        while index < bytes.count {
            if bytes[index] == 10 {
                if index + 1 < bytes.count, bytes[index + 1] == 10 { return index + 2 }
                if index + 2 < bytes.count, bytes[index + 1] == 13, bytes[index + 2] == 10 { return index + 3 }
            }
            index += 1
        }
        return nil
    }

    /// Parses a complete head (request line, header lines, the blank line).
    static func parse(_ head: ArraySlice<UInt8>, limits: HTTPLimits) throws(Refusal) -> HTTPRequestHead {
        var lines = head.split(separator: 10, omittingEmptySubsequences: false).map { line -> String in
            String(decoding: line.last == 13 ? line.dropLast() : line, as: UTF8.self)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        guard let requestLine = lines.first else { throw Refusal(status: 400, words: "bad request: no request line") }
        let parts = requestLine.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[2].hasPrefix("HTTP/1."), !parts[0].isEmpty, parts[1].hasPrefix("/") else {
            throw Refusal(status: 400, words: "bad request: the request line is not METHOD /PATH HTTP/1.x")
        }
        guard lines.count - 1 <= limits.headerCount else {
            throw Refusal(status: 431, words: "refused: more than \(limits.headerCount) header lines")
        }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { throw Refusal(status: 400, words: "bad request: a header line without a colon") }
            let name = line[..<colon].lowercased()
            guard !name.isEmpty, !name.contains(" "), !name.contains("\t") else { throw Refusal(status: 400, words: "bad request: a malformed header name") }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            // One Host and one of each header this server reads: two could disagree.
            if headers[name] != nil, ["host", "origin", "content-length", "transfer-encoding", "if-none-match"].contains(name) {
                throw Refusal(status: 400, words: "bad request: header \(name) given twice")
            }
            headers[name] = value
        }
        let target = parts[1]
        let path = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        return HTTPRequestHead(method: String(parts[0]), path: path, headers: headers)
    }

    /// The body's length a request declares: 0 when none; refused when chunked or over the limit.
    func bodyLength(limits: HTTPLimits) throws(Refusal) -> Int {
        if headers["transfer-encoding"] != nil { throw Refusal(status: 411, words: "refused: a chunked body; this server takes none") }
        guard let text = headers["content-length"] else { return 0 }
        guard let length = Int(text), length >= 0 else { throw Refusal(status: 400, words: "bad request: Content-Length is not a number") }
        guard length <= limits.bodyBytes else { throw Refusal(status: 413, words: "refused: a body of \(length) bytes (at most \(limits.bodyBytes))") }
        return length
    }
}

/// An answer: status, headers, and a body that is bytes or an open file streamed in pieces
/// (a picture is never read whole into memory).
struct HTTPAnswer: Sendable {
    enum Body: Sendable {
        case bytes([UInt8])
        /// An open descriptor and how many bytes to send from it; the sender closes it.
        case file(descriptor: Int32, length: Int)
    }

    var status: Int
    var headers: [(String, String)]
    var body: Body

    init(status: Int, headers: [(String, String)] = [], body: Body = .bytes([])) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A plain-text answer.
    static func text(_ status: Int, _ words: String) -> HTTPAnswer {
        HTTPAnswer(status: status, headers: [("Content-Type", "text/plain; charset=utf-8")], body: .bytes(Array(words.utf8)))
    }

    var length: Int {
        switch body {
        case .bytes(let bytes): bytes.count
        case .file(_, let length): length
        }
    }

    /// The status line and headers, with the body's length; every connection closes after one answer.
    func head() -> [UInt8] {
        var text = "HTTP/1.1 \(status) \(Self.phrase(status))\r\n"
        for (name, value) in headers { text += "\(name): \(value)\r\n" }
        if status != 304 { text += "Content-Length: \(length)\r\n" }   // a 304 has no body, and says no length
        text += "Connection: close\r\nX-Content-Type-Options: nosniff\r\n\r\n"
        return Array(text.utf8)
    }

    static func phrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 302: "Found"
        case 304: "Not Modified"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 409: "Conflict"
        case 411: "Length Required"
        case 413: "Content Too Large"
        case 422: "Unprocessable Content"
        case 431: "Request Header Fields Too Large"
        case 503: "Service Unavailable"
        default: "Status"
        }
    }
}
