import FlyingFox
import FlyingSocks
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
    private let stopSignal: AsyncStream<Void>.Continuation
    private let stopEvents: AsyncStream<Void>

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
        (stopEvents, stopSignal) = AsyncStream<Void>.makeStream()
    }

    /// Asks the server to stop (from a signal handler's queue, or any thread).
    public func stop() { stopSignal.yield() }

    /// Listens on 127.0.0.1:`port` (0: a free one), calls `listening` with the page's address,
    /// and serves until ``stop()`` (or, with `exitWhenDone`, the last decision).
    public func run(port: UInt16, listening: @escaping @Sendable (URL) -> Void) async throws(ReviewServerError) {
        let address: sockaddr_in
        do { address = try .inet(ip4: "127.0.0.1", port: port) } catch { throw .cannotListen(port: port, reason: "\(error)") }
        let server = HTTPServer(address: address, timeout: 15, logger: .disabled,
                                handler: ClosureHTTPHandler { [self] request in await respond(to: request) })
        do {
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { [self] in
                    do { try await server.run() } catch {
                        // Once stopped, its listening socket closes under it ("disconnected"): the end asked for.
                        if state.withLock({ $0.stopping }) { return }
                        throw error
                    }
                }
                group.addTask { [self] in
                    try await server.waitUntilListening(timeout: 30)
                    guard case .ip4(_, let bound) = await server.listeningAddress else { throw ReviewServerError.cannotListen(port: port, reason: "no address") }
                    state.withLock { $0.port = bound }
                    listening(URL(string: "http://127.0.0.1:\(bound)/\(token)/")!)
                    for await _ in stopEvents { break }
                    state.withLock { $0.stopping = true }
                    await server.stop(timeout: 1)
                }
                // The first to end: the server failing to listen (then the other is cancelled),
                // or a stop (then the server's run returns).
                try await group.next()
                group.cancelAll()
                try await group.waitForAll()
            }
        } catch let error as SocketError {
            if case .failed(_, let number, let words) = error {
                throw number == EADDRINUSE ? .portInUse(port) : .cannotListen(port: port, reason: words)
            }
            throw .cannotListen(port: port, reason: error.errorDescription ?? "\(error)")
        } catch let error as ReviewServerError {
            throw error
        } catch is CancellationError {
            return
        } catch {
            throw .cannotListen(port: port, reason: "\(error)")
        }
    }

    // MARK: Requests

    func respond(to request: HTTPRequest) async -> HTTPResponse {
        let port = state.withLock { $0.port }
        let hosts = ["127.0.0.1:\(port)", "localhost:\(port)"]
        guard let host = request.headers[.host], hosts.contains(host.lowercased()) else {
            return text(.forbidden, "refused: this page answers only at 127.0.0.1:\(port)")
        }
        if let origin = request.headers[HTTPHeader("Origin")], !hosts.map({ "http://" + $0 }).contains(origin.lowercased()) {
            return text(.forbidden, "refused: a request from another site (\(origin))")
        }
        // The token first: without it nothing is said about what exists. The path as sent
        // (not resolved, not decoded): only our exact routes match, so `..` or `%2e%2e` never does.
        var parts = request.target.path().split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
        guard let first = parts.first, Self.same(first, token) else {
            return text(.forbidden, "refused: open the address glsandbox printed (it holds the page's token)")
        }
        parts.removeFirst()
        switch (request.method, parts.count, parts.first) {
        case (.GET, 0, _):
            return HTTPResponse(statusCode: .found, headers: HTTPHeaders([.location: "/\(token)/"]))
        case (.GET, 1, ""):
            return page()
        case (.GET, 3, "picture"):
            return picture(id: parts[1], kind: parts[2])
        case (.POST, 2, "accept"), (.POST, 2, "reject"):
            return decide(parts[0], id: parts[1])
        default:
            return text(.notFound, "not found: this server has only the review page and its pictures")
        }
    }

    func page() -> HTTPResponse {
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
        let headers = HTTPHeaders([
            .contentType: "text/html; charset=utf-8", .cacheControl: "no-store", HTTPHeader("Referrer-Policy"): "no-referrer",
            HTTPHeader("Content-Security-Policy"): "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; "
                + "script-src 'unsafe-inline'; connect-src 'self'; form-action 'none'; frame-ancestors 'none'",
        ])
        return HTTPResponse(statusCode: .ok, headers: headers, body: Data(html.utf8))
    }

    func picture(id: String, kind: String) -> HTTPResponse {
        guard let number = Int(id), failures.indices.contains(number), let path = failures[number].pictures[kind] else {
            return text(.notFound, "not found: no such picture")
        }
        do {
            let bytes = try PNG.readFile(try path.existingFile())
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "image/png", .cacheControl: "no-store"], body: Data(bytes))
        } catch {
            return text(.notFound, "not found: \(error)")
        }
    }

    func decide(_ action: String, id: String) -> HTTPResponse {
        guard let number = Int(id), failures.indices.contains(number), failures[number].refused == nil else {
            return text(.notFound, "not found: no such failure")
        }
        // One decision at a time: two tabs cannot accept one failure twice.
        let (answer, done) = state.withLock { state -> (HTTPResponse, Bool) in
            if let already = state.decided[number] { return (text(.conflict, "already \(already)"), false) }
            let response: HTTPResponse
            if action == "accept" {
                switch accept(number) {
                case .success(let words):
                    state.decided[number] = "accepted"
                    response = text(.ok, words)
                case .failure(let refusal):
                    return (text(.unprocessableContent, refusal.message), false)
                }
            } else {
                state.decided[number] = "rejected"
                let name = TerminalText.visible(failures[number].record.name)
                print("rejected \(name): the golden is kept")
                response = text(.ok, "rejected: the golden is kept")
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

    func text(_ status: HTTPStatusCode, _ words: String) -> HTTPResponse {
        HTTPResponse(statusCode: status, headers: [.contentType: "text/plain; charset=utf-8"], body: Data(words.utf8))
    }

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
