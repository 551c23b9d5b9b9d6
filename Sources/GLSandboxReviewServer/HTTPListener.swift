import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A small HTTP/1.1 server on 127.0.0.1 for the review page: one request per connection, each
/// connection on a thread of its own, held to ``HTTPLimits``.
///
/// Threads: ``serve(_:)`` runs the accept loop on the calling thread (a dedicated one) until
/// ``stop()``; connections run on threads it starts. ``stop()`` may be called from any thread
/// (a signal source's queue): it writes a byte to a pipe the accept loop polls, so it works
/// whatever the connections are doing. Only the thread that owns a connection closes its
/// socket; others may only `shutdown` it, under the table's lock, while it is still listed.
final class HTTPListener: Sendable {
    typealias Handler = @Sendable (HTTPRequestHead) -> HTTPAnswer

    let limits: HTTPLimits
    let port: UInt16
    private let socket: Int32
    private let wake: (read: Int32, write: Int32)
    private let table = Locked(Table())
    private let changed = NSCondition()

    /// The connections open now: descriptor, when it was accepted, whether its request has
    /// arrived (then it is answering and is not dropped for a newcomer).
    struct Table: Sendable {
        struct Entry: Sendable { var descriptor: Int32; var accepted: Double; var answering: Bool }
        var entries: [Int: Entry] = [:]
        var next = 0
    }

    /// Binds 127.0.0.1:`port` (0: a free one) and listens.
    init(port: UInt16, limits: HTTPLimits = .standard) throws(ReviewServerError) {
        self.limits = limits
        let descriptor = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw .cannotListen(port: port, reason: String(cString: strerror(errno))) }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = port.bigEndian
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let failure: Int32? = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw in
                guard bind(descriptor, raw, length) == 0, listen(descriptor, 128) == 0, getsockname(descriptor, raw, &length) == 0 else { return errno }
                return nil
            }
        }
        if let failure {
            close(descriptor)
            throw failure == EADDRINUSE ? .portInUse(port) : .cannotListen(port: port, reason: String(cString: strerror(failure)))
        }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw .cannotListen(port: port, reason: reason)
        }
        for end in ends + [descriptor] { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(ends[1], F_SETFL, O_NONBLOCK)   // a stop never blocks, however many came
        socket = descriptor
        wake = (ends[0], ends[1])
        self.port = UInt16(bigEndian: address.sin_port)
    }

    /// Ends ``serve(_:)``: from any thread, at any time (before it starts too).
    func stop() {
        var byte: UInt8 = 1
        _ = write(wake.write, &byte, 1)
    }

    /// Accepts connections until ``stop()``, then gives those still open a second to finish
    /// their answer, shuts down the rest, waits for their threads, and closes the socket.
    func serve(_ handler: @escaping Handler) {
        var polled = [pollfd(fd: socket, events: Int16(POLLIN), revents: 0), pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0)]
        var backOff: Int32 = -1
        while true {
            polled[0].revents = 0; polled[1].revents = 0
            // Out of descriptors: wait for the stop pipe only, briefly, instead of spinning on a
            // connection that cannot be accepted yet.
            let count = backOff > 0 ? poll(&polled[1], 1, backOff) : poll(&polled, 2, -1)
            if count < 0 && errno != EINTR { break }
            if polled[1].revents != 0 { break }
            backOff = -1
            guard count > 0, polled[0].revents != 0 else { continue }
            let client = accept(socket, nil, nil)
            if client < 0 {
                if errno == EMFILE || errno == ENFILE {
                    dropOldestWaiting()
                    backOff = 100
                }
                continue
            }
            _ = fcntl(client, F_SETFD, FD_CLOEXEC)
            admit(client, handler)
        }
        close(socket)
        finish()
        close(wake.read)
        close(wake.write)
    }

    /// Serves `client` on a thread of its own, or, at the limit, drops the oldest connection
    /// that has not sent its request; with none to drop, answers 503 and closes.
    private func admit(_ client: Int32, _ handler: @escaping Handler) {
        var timeout = timeval(tv_sec: Int(limits.clientSeconds), tv_usec: 0)
        setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let full = table.withLock { $0.entries.count >= limits.connections }
        if full && !dropOldestWaiting() {
            let answer = HTTPAnswer.text(503, "busy: \(limits.connections) connections are being answered; try again")
            _ = Self.send(answer.head() + (answer.bodyBytes ?? []), to: client)
            close(client)
            return
        }
        let id = table.withLock { table -> Int in
            table.next += 1
            table.entries[table.next] = Table.Entry(descriptor: client, accepted: Self.now(), answering: false)
            return table.next
        }
        let thread = Thread { [self] in
            answer(id: id, client: client, handler)
            changed.lock()
            table.withLock { _ = $0.entries.removeValue(forKey: id) }
            close(client)
            changed.broadcast()
            changed.unlock()
        }
        thread.stackSize = 1 << 20
        thread.start()
    }

    /// Shuts down the oldest connection still waiting for its request; false when there is none.
    @discardableResult
    private func dropOldestWaiting() -> Bool {
        table.withLock { table in
            guard let oldest = table.entries.filter({ !$0.value.answering }).min(by: { $0.value.accepted < $1.value.accepted }) else { return false }
            shutdown(oldest.value.descriptor, Int32(SHUT_RDWR))
            table.entries[oldest.key]?.answering = true   // dropped: not chosen twice
            return true
        }
    }

    /// After the accept loop: a second's grace for answers in flight, then every connection
    /// left is shut down, and this waits until each thread has closed its own.
    private func finish() {
        let deadline = Date(timeIntervalSinceNow: 1)
        changed.lock()
        while !table.withLock({ $0.entries.isEmpty }) && changed.wait(until: deadline) {}
        changed.unlock()
        table.withLock { table in
            for entry in table.entries.values { shutdown(entry.descriptor, Int32(SHUT_RDWR)) }
        }
        changed.lock()
        while !table.withLock({ $0.entries.isEmpty }) { changed.wait() }
        changed.unlock()
    }

    // MARK: One connection

    private func answer(id: Int, client: Int32, _ handler: Handler) {
        let deadline = Self.now() + limits.clientSeconds
        var buffer: [UInt8] = []
        buffer.reserveCapacity(4096)
        var end: Int?
        // The head: read in pieces until its blank line, at most `headBytes`, before the deadline.
        while end == nil {
            guard buffer.count < limits.headBytes else {
                return refuse(client, HTTPRequestHead.Refusal(status: 431, words: "refused: a request head over \(limits.headBytes) bytes"))
            }
            let before = buffer.count
            guard receive(client, into: &buffer, atMost: limits.headBytes - buffer.count, before: deadline) else {
                if buffer.isEmpty { return }   // connected, sent nothing, left (or dropped)
                return refuse(client, HTTPRequestHead.Refusal(status: 408, words: "refused: the request did not arrive within \(Int(limits.clientSeconds)) s"))
            }
            end = HTTPRequestHead.end(in: buffer, from: before)
        }
        let head: HTTPRequestHead, length: Int
        do {
            head = try HTTPRequestHead.parse(buffer[..<end!], limits: limits)
            length = try head.bodyLength(limits: limits)
        } catch {
            return refuse(client, error)
        }
        // The body (only its length matters: the routes read none), then the answer.
        while buffer.count - end! < length {
            guard receive(client, into: &buffer, atMost: length - (buffer.count - end!), before: deadline) else { return }
        }
        table.withLock { $0.entries[id]?.answering = true }
        send(handler(head), to: client)
    }

    /// A refusal leaves bytes unread (the rest of a long head): answer, then drain them.
    private func refuse(_ client: Int32, _ refusal: HTTPRequestHead.Refusal) {
        send(HTTPAnswer.text(refusal.status, refusal.words), to: client)
        drain(client)
    }

    /// Reads what has arrived (waiting for it until `deadline`) onto `buffer`; false at the end
    /// of the stream, on an error, or when the deadline passed.
    private func receive(_ client: Int32, into buffer: inout [UInt8], atMost: Int, before deadline: Double) -> Bool {
        while true {
            let left = deadline - Self.now()
            guard left > 0 else { return false }
            var polled = pollfd(fd: client, events: Int16(POLLIN), revents: 0)
            let ready = poll(&polled, 1, Int32(min(left * 1000, Double(Int32.max))) + 1)
            if ready < 0 { if errno == EINTR { continue }; return false }
            if ready == 0 { continue }
            var chunk = [UInt8](repeating: 0, count: min(max(atMost, 1), 4096))
            let count = chunk.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            buffer.append(contentsOf: chunk[..<count])
            return true
        }
    }

    /// Sends the head, then the body: bytes, or the file in 64 KiB pieces (its descriptor
    /// closed here). A client that takes nothing for ``HTTPLimits/clientSeconds`` ends it.
    private func send(_ answer: HTTPAnswer, to client: Int32) {
        switch answer.body {
        case .bytes(let bytes):
            _ = Self.send(answer.head() + bytes, to: client)
        case .file(let descriptor, let length):
            defer { close(descriptor) }
            guard Self.send(answer.head(), to: client) else { return }
            var piece = [UInt8](repeating: 0, count: 1 << 16)
            var left = length
            while left > 0 {
                let count = piece.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, min($0.count, left)) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0, Self.send(Array(piece[..<count]), to: client) else { return }
                left -= count
            }
        }
        shutdown(client, Int32(SHUT_WR))
    }

    /// A lingering close: what the client still sends (the rest of a refused 1 MB header) is
    /// read and dropped until it closes its side, for at most a second and 1 MiB (the
    /// connection keeps its slot that long). Closing with
    /// unread bytes would send a reset, which can destroy the answer before the client reads it.
    private func drain(_ client: Int32) {
        let deadline = Self.now() + 1
        var piece: [UInt8] = [], total = 0
        while total < 1 << 20 {
            piece.removeAll(keepingCapacity: true)
            guard receive(client, into: &piece, atMost: 1 << 16, before: deadline) else { return }
            total += piece.count
        }
    }

    private static func send(_ bytes: [UInt8], to client: Int32) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count < 0 { if errno == EINTR { continue }; return false }
            sent += count
        }
        return true
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

extension HTTPAnswer {
    /// The body when it is bytes.
    var bodyBytes: [UInt8]? {
        if case .bytes(let bytes) = body { return bytes }
        return nil
    }
}
