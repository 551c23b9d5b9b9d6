import Foundation
import GLSandboxImage
import GLSandboxSnapshot

/// The local web page of `glsandbox snapshots review --serve`: the failures of one or more
/// artifacts folders on one ``ReviewPage``, with Accept and Reject buttons.
///
/// Only this machine can reach it, and only with the address printed: it listens on
/// 127.0.0.1 alone, on a free port, and every request must carry a random token (from the
/// system's random source) as the first part of its path, else it is refused (403). A request
/// whose `Host` is not 127.0.0.1 or localhost, or a POST whose `Origin` is another site, is
/// refused too (a page elsewhere that renames itself to 127.0.0.1, "DNS rebinding", cannot use
/// it). Nothing but its own routes is served: the page, each failure's three pictures by number
/// (read again through ``ContainedPath``, so never from outside the folders), and the two POSTs
/// that decide a failure. Accept calls the function it is given, which is `snapshots accept`'s.
///
/// Any local process can connect before a token is checked, so each connection is held to
/// ``HTTPLimits`` (head size and header count, time to send a request, connections at once:
/// the oldest idle one gives way to a newcomer) and pictures are streamed from their files,
/// never read whole, with a validator (`ETag`) so a page reloaded sends each picture once.
public final class ReviewServer: Sendable {
    /// One failure on the page, with the pictures the page may show.
    public struct Failure: Sendable {
        public var record: FailureRecord
        /// `expected`, `actual`, `diff` (only those the record has, each already checked).
        public var pictures: [String: ContainedPath]
        /// Why the record was refused; such a failure is listed without pictures or buttons.
        public var refused: String?

        public init(record: FailureRecord, pictures: [String: ContainedPath], refused: String? = nil) {
            self.record = record
            self.pictures = pictures
            self.refused = refused
        }
    }

    /// What Accept does for failure `id`: the words to show (`accepted NAME: PATH`), or why not.
    public typealias Accept = @Sendable (_ id: Int) -> Result<String, Refusal>

    /// Why a failure could not be accepted, in the CLI's words.
    public struct Refusal: Error, Sendable {
        public var message: String
        public init(_ message: String) { self.message = message }
    }

    let failures: [Failure]
    let accept: Accept
    let token: String
    let exitWhenDone: Bool
    private let state = Locked(State())
    /// The running listener, once ``run(port:listening:)`` has bound its port.
    private let listener = Locked<HTTPListener?>(nil)

    struct State: Sendable {
        var decided: [Int: String] = [:]
        var port: UInt16 = 0
        var stopping = false
    }

    /// - Parameters:
    ///   - exitWhenDone: stop once every failure that can be decided has been accepted or rejected.
    public init(failures: [Failure], exitWhenDone: Bool, accept: @escaping Accept) {
        self.failures = failures
        self.accept = accept
        self.exitWhenDone = exitWhenDone
        var generator = SystemRandomNumberGenerator()   // getrandom(2) on Linux
        token = (0..<16).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
    }

    /// Asks the server to stop (from a signal handler's queue, or any thread; before it
    /// listens too). Whatever the connections do, the accept loop sees it at once.
    public func stop() {
        let running = state.withLock { state -> HTTPListener? in
            state.stopping = true
            return listener.withLock { $0 }
        }
        running?.stop()
    }

    /// Listens on 127.0.0.1:`port` (0: a free one), calls `listening` with the page's address,
    /// and serves until ``stop()`` (or, with `exitWhenDone`, the last decision). The server
    /// runs on threads of its own, never on the caller's executor.
    public func run(port: UInt16, listening: @escaping @Sendable (URL) -> Void) async throws(ReviewServerError) {
        let server = try HTTPListener(port: port)
        let stopped = state.withLock { state -> Bool in
            state.port = server.port
            listener.withLock { $0 = server }
            return state.stopping
        }
        if stopped { server.stop() }
        listening(URL(string: "http://127.0.0.1:\(server.port)/\(token)/")!)
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            let thread = Thread { [self] in
                server.serve { [self] head in respond(to: head) }
                done.resume()
            }
            thread.start()
        }
    }

    // MARK: Requests

    func respond(to request: HTTPRequestHead) -> HTTPAnswer {
        let port = state.withLock { $0.port }
        let hosts = ["127.0.0.1:\(port)", "localhost:\(port)"]
        guard let host = request.headers["host"], hosts.contains(host.lowercased()) else {
            return text(403, "refused: this page answers only at 127.0.0.1:\(port)")
        }
        if let origin = request.headers["origin"], !hosts.map({ "http://" + $0 }).contains(origin.lowercased()) {
            return text(403, "refused: a request from another site (\(origin))")
        }
        // The token first: without it nothing is said about what exists. The path as sent
        // (not resolved, not decoded): only our exact routes match, so `..` or `%2e%2e` never does.
        var parts = request.path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
        guard let first = parts.first, Self.same(first, token) else {
            return text(403, "refused: open the address glsandbox printed (it holds the page's token)")
        }
        parts.removeFirst()
        switch (request.method, parts.count, parts.first) {
        case ("GET", 0, _):
            return HTTPAnswer(status: 302, headers: [("Location", "/\(token)/")])
        case ("GET", 1, ""):
            return page()
        case ("GET", 3, "picture"):
            return picture(id: parts[1], kind: parts[2], validator: request.headers["if-none-match"])
        case ("POST", 2, "accept"), ("POST", 2, "reject"):
            return decide(parts[0], id: parts[1])
        default:
            return text(404, "not found: this server has only the review page and its pictures")
        }
    }

    func page() -> HTTPAnswer {
        let decided = state.withLock { $0.decided }
        let entries = failures.enumerated().map { id, failure in
            func url(_ kind: String) -> String? { failure.pictures[kind] == nil ? nil : "picture/\(id)/\(kind)" }
            return ReviewPage.Entry(id: id, record: failure.record, expected: url("expected"), actual: url("actual"), diff: url("diff"),
                                    refused: failure.refused)
        }
        var html = ReviewPage.html(entries, served: true, intro: """
            Expected (the golden), actual (this run), and the difference: changed pixels in red over a faded copy,
            anti-aliased pixels in yellow. <b>Accept</b> writes the actual picture over the golden, as
            <code>glsandbox snapshots accept</code> does; <b>Reject</b> keeps the golden.
            """)
        // Decisions made before a reload are shown again.
        if !decided.isEmpty {
            let marks = decided.map { "[\($0.key),\"\($0.value)\"]" }.joined(separator: ",")
            html = html.replacingOccurrences(of: "</body>", with: """
                <script>for (const [id, state] of [\(marks)]) { const s = document.getElementById("failure-" + id); \
                s.dataset.state = state; s.classList.add(state); s.querySelector(".state").textContent = state; \
                s.querySelectorAll(".actions button").forEach((b) => { b.disabled = true; }); }</script></body>
                """)
        }
        // Its own pictures and inline script only; the token never leaves in a Referer.
        let headers = [
            ("Content-Type", "text/html; charset=utf-8"), ("Cache-Control", "no-store"), ("Referrer-Policy", "no-referrer"),
            ("Content-Security-Policy", "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; "
                + "script-src 'unsafe-inline'; connect-src 'self'; form-action 'none'; frame-ancestors 'none'"),
        ]
        return HTTPAnswer(status: 200, headers: headers, body: .bytes(Array(html.utf8)))
    }

    /// A failure's picture, streamed from its file (re-checked through ``ContainedPath``) and
    /// capped as the PNG reader caps pictures: a PNG signature and header, at most
    /// ``PNG/maximumSide`` a side and ``PNG/maximumPixels`` in all, and a file of at most
    /// ``ImageFile/maximumFileBytes``. Its `ETag` is the file's inode, size and change time: a
    /// request that sends it back (`If-None-Match`) gets 304 and no bytes; after an Accept
    /// rewrites the golden the tag changes, and the browser fetches the new picture.
    func picture(id: String, kind: String, validator: String?) -> HTTPAnswer {
        guard let number = Int(id), failures.indices.contains(number), let path = failures[number].pictures[kind] else {
            return text(404, "not found: no such picture")
        }
        let file: String
        do { file = try path.existingFile() } catch { return text(404, "not found: \(error)") }
        let descriptor = open(file, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else { return text(404, "not found: \(path): \(String(cString: strerror(errno)))") }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            return text(404, "not found: \(path) is not a regular file")
        }
        let size = Int(info.st_size)
        guard size <= ImageFile.maximumFileBytes else {
            close(descriptor)
            return text(422, "\(path) is \(size) bytes, more than the \(ImageFile.maximumFileBytes >> 20) MiB a picture may have here")
        }
        var head = [UInt8](repeating: 0, count: 33)
        let count = head.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count == head.count, let declared = PNG.declaredSize(head) else {
            close(descriptor)
            return text(422, "\(path) is not a PNG")
        }
        guard !PNG.exceedsLimits(declared) else {
            close(descriptor)
            return text(422, "\(path) declares \(declared) pixels, more than a picture may have here "
                        + "(at most \(PNG.maximumSide) a side and \(PNG.maximumPixels) in all)")
        }
        let tag = "\"\(info.st_ino)-\(size)-\(info.st_ctim.tv_sec).\(info.st_ctim.tv_nsec)\""
        // The browser may keep it, and asks again each time whether it is still this file.
        let headers = [("Content-Type", "image/png"), ("Cache-Control", "private, no-cache"), ("ETag", tag)]
        if let validator, validator.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == tag }) {
            close(descriptor)
            return HTTPAnswer(status: 304, headers: headers)
        }
        return HTTPAnswer(status: 200, headers: headers, body: .file(descriptor: descriptor, length: size))
    }

    func decide(_ action: String, id: String) -> HTTPAnswer {
        guard let number = Int(id), failures.indices.contains(number), failures[number].refused == nil else {
            return text(404, "not found: no such failure")
        }
        // One decision at a time: two tabs cannot accept one failure twice.
        let (answer, done) = state.withLock { state -> (HTTPAnswer, Bool) in
            if let already = state.decided[number] { return (text(409, "already \(already)"), false) }
            let response: HTTPAnswer
            if action == "accept" {
                switch accept(number) {
                case .success(let words):
                    state.decided[number] = "accepted"
                    response = text(200, words)
                case .failure(let refusal):
                    return (text(422, refusal.message), false)
                }
            } else {
                state.decided[number] = "rejected"
                let name = TerminalText.visible(failures[number].record.name)
                print("rejected \(name): the golden is kept")
                response = text(200, "rejected: the golden is kept")
            }
            let open = failures.indices.filter { failures[$0].refused == nil && state.decided[$0] == nil }
            return (response, open.isEmpty)
        }
        defer { fflush(nil) }   // the lines printed go out now (a pipe holds them back otherwise)
        if done && exitWhenDone {
            print("every failure decided; the server stops")
            // The server stops taking requests and ends once this answer is sent.
            stop()
        }
        return answer
    }

    func text(_ status: Int, _ words: String) -> HTTPAnswer { .text(status, words) }

    /// Compares in time that does not depend on where the strings differ.
    static func same(_ given: String, _ token: String) -> Bool {
        let a = Array(given.utf8), b = Array(token.utf8)
        guard a.count == b.count else { return false }
        return zip(a, b).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }
}

/// Why the review server could not start.
public enum ReviewServerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Another program listens on the port asked for.
    case portInUse(UInt16)
    case cannotListen(port: UInt16, reason: String)

    public var description: String {
        switch self {
        case .portInUse(let port): "port \(port) on 127.0.0.1 is in use by another program: give another --port, or leave it out for a free one"
        case .cannotListen(let port, let reason): "cannot listen on 127.0.0.1:\(port): \(reason)"
        }
    }
}

/// A value behind a lock (NSLock: clean under ThreadSanitizer, see the platform notes).
final class Locked<Value: Sendable>: @unchecked Sendable {   // `value` is guarded by `lock`
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        lock.lock(); defer { lock.unlock() }
        return try body(&value)
    }
}
