import Foundation
import GLSandboxImage
@testable import GLSandboxSnapshot
import Testing
import TestSupport

/// Issue 35, items 4 to 6: `snapshots review --serve` against hostile local clients, from the
/// outside (the real binary, real sockets). Any local process can connect before a token is
/// checked: a long header, many idle connections, a slow client or a huge picture must neither
/// freeze it, end it, nor make it read a whole file into memory.
@Suite("Review server limits")
struct ReviewServerLimitsTests {
    /// A package with one failure whose actual picture is `picture` (bytes of a file).
    private struct Served {
        let root: URL
        let process: Process
        let out: Pipe, err: Pipe
        let hung: HangGuard
        let port: UInt16
        let token: String

        /// Starts `glsandbox snapshots review --serve` in a new package, under `sh -c "ulimit -n N"` when given.
        init(picture: [UInt8]? = nil, descriptors: Int? = nil, _ name: String = #function) throws {
            root = try temporaryFolder(name)
            let artifacts = root.appendingPathComponent("artifacts")
            try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
            try "// a package\n".write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
            let record = FailureRecord(run: "A", name: "roof", test: nil, kind: .missing, summary: "no golden", golden: "snapshots/roof.png",
                                       actual: "roof.actual.png")
            try JSONEncoder().encode(record).write(to: artifacts.appendingPathComponent("roof.failure.json"))
            let actual = artifacts.appendingPathComponent("roof.actual.png")
            if let picture { try Data(picture).write(to: actual) } else { try RGBAImage(size: Size(4, 4), filling: Pixel(1, 2, 3)).writePNG(to: actual.path) }
            process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            let limit = descriptors.map { "ulimit -n \($0) && " } ?? ""
            process.arguments = ["-c", "cd \"$0\" && \(limit)exec \"$1\" snapshots review --serve artifacts", root.path, glsandboxBinary]
            (out, err) = try spawnCapturingOutput(process)
            hung = HangGuard(process)
            // The address line is the event: the server listens.
            var data = Data()
            while !String(decoding: data, as: UTF8.self).contains("\n") {
                let chunk = out.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                data.append(chunk)
            }
            let line = String(decoding: data, as: UTF8.self)
            let match = try #require(line.firstMatch(of: #/127\.0\.0\.1:([0-9]+)/([0-9a-f]{32})//#), "\(line)")
            port = try #require(UInt16(match.1))
            token = String(match.2)
        }

        /// SIGTERM, then its exit status and everything it printed after the address.
        func stop() -> (status: Int32, signalled: Bool, out: String, err: String) {
            kill(process.processIdentifier, SIGTERM)
            process.waitUntilExit()
            hung.cancel()
            let rest = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            try? FileManager.default.removeItem(at: root)
            return (process.terminationStatus, process.terminationReason == .uncaughtSignal || hung.fired, rest, errors)
        }

        func request(_ path: String, headers: [String] = []) -> String {
            "GET /\(token)/\(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n" + headers.map { $0 + "\r\n" }.joined() + "\r\n"
        }
    }

    /// A TCP connection to 127.0.0.1:`port` (blocking).
    private static func connect(_ port: UInt16) throws -> Int32 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        try #require(descriptor >= 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = port.bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        if connected != 0 { close(descriptor) }
        try #require(connected == 0, "connect: \(String(cString: strerror(errno)))")
        return descriptor
    }

    /// Sends `bytes` (as much as the server takes before it closes), then reads the answer to its end.
    private static func exchange(_ port: UInt16, _ bytes: [UInt8]) throws -> [UInt8] {
        let descriptor = try connect(port)
        defer { close(descriptor) }
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count <= 0 { break }   // the server answered and closed before taking it all
            sent += count
        }
        return readAll(descriptor)
    }

    /// Reads one answer: to the end of its body when its head gives a Content-Length (a server
    /// that keeps the connection open still ends the read), else to the end of the stream.
    private static func readAll(_ descriptor: Int32) -> [UInt8] {
        var answer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            if let end = answer.firstRange(of: Array("\r\n\r\n".utf8))?.upperBound,
               let length = header("Content-Length", in: Array(answer[..<end])).flatMap(Int.init), answer.count >= end + length {
                return answer
            }
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            answer += chunk[..<count]
        }
        return answer
    }

    private static func status(_ answer: [UInt8]) -> String {
        String(decoding: answer.prefix(while: { $0 != 13 && $0 != 10 }), as: UTF8.self)
    }

    private static func header(_ name: String, in answer: [UInt8]) -> String? {
        let head = String(decoding: answer.prefix(4096), as: UTF8.self).components(separatedBy: "\r\n\r\n")[0]
        return head.split(separator: "\r\n").first { $0.lowercased().hasPrefix(name.lowercased() + ":") }
            .map { String($0.dropFirst(name.count + 1)).trimmingCharacters(in: .whitespaces) }
    }

    @Test("two connections each sending a 1 MB header line get 431 at once, the page is still served, and SIGTERM stops it (exit 0)")
    func longHeaders() throws {
        let served = try Served()
        let line = Array("GET / HTTP/1.1\r\nX-Long: ".utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: 1 << 20) + Array("\r\n\r\n".utf8)
        let answers = try (0..<2).map { _ in try Self.exchange(served.port, line) }
        for answer in answers { #expect(Self.status(answer) == "HTTP/1.1 431 Request Header Fields Too Large") }
        #expect(Self.status(try Self.exchange(served.port, Array(served.request("").utf8))) == "HTTP/1.1 200 OK")
        // 65 header lines: one over the count.
        let many = served.request("", headers: (0..<65).map { "X-\($0): 1" })
        #expect(Self.status(try Self.exchange(served.port, Array(many.utf8))) == "HTTP/1.1 431 Request Header Fields Too Large")
        let end = served.stop()
        #expect(!end.signalled && end.status == 0, "\(end.err)")
        #expect(end.out.contains("the review server stopped"))
    }

    @Test("a client that sends half a request and waits is answered 408 and closed; SIGTERM with slow clients connected still ends it")
    func slowClient() throws {
        let served = try Served()
        let slow = try Self.connect(served.port)
        defer { close(slow) }
        _ = "GET / HTTP/1.1\r\n".withCString { send(slow, $0, 16, Int32(MSG_NOSIGNAL)) }
        // The server's answer is the event; it comes when the client's time is up.
        #expect(Self.status(Self.readAll(slow)) == "HTTP/1.1 408 Request Timeout")
        let idle = try (0..<8).map { _ in try Self.connect(served.port) }
        defer { idle.forEach { close($0) } }
        let end = served.stop()
        #expect(!end.signalled && end.status == 0, "\(end.err)")
    }

    @Test("200 idle connections under a 128-descriptor limit: it keeps listening (no exit 69) and serves the page to the next")
    func manyConnections() throws {
        let served = try Served(descriptors: 128)
        let idle = try (0..<200).map { _ in try Self.connect(served.port) }
        defer { idle.forEach { close($0) } }
        let answer = try Self.exchange(served.port, Array(served.request("").utf8))
        #expect(Self.status(answer) == "HTTP/1.1 200 OK")
        #expect(served.process.isRunning)
        let end = served.stop()
        #expect(!end.signalled && end.status == 0, "\(end.err)")
        #expect(!end.err.contains("cannot listen"), "\(end.err)")
    }

    @Test("a picture is sent with an ETag; sent back in If-None-Match it gets 304 and no bytes")
    func pictureValidator() throws {
        let served = try Served()
        let first = try Self.exchange(served.port, Array(served.request("picture/0/actual").utf8))
        #expect(Self.status(first) == "HTTP/1.1 200 OK")
        let tag = try #require(Self.header("ETag", in: first))
        let png = try PNG.encode(RGBAImage(size: Size(4, 4), filling: Pixel(1, 2, 3)))
        #expect(Array(first.suffix(png.count)) == png, "the body is the file's bytes")
        let again = try Self.exchange(served.port, Array(served.request("picture/0/actual", headers: ["If-None-Match: \(tag)"]).utf8))
        #expect(Self.status(again) == "HTTP/1.1 304 Not Modified")
        #expect(String(decoding: again, as: UTF8.self).hasSuffix("\r\n\r\n"), "no body")
        let other = try Self.exchange(served.port, Array(served.request("picture/0/actual", headers: ["If-None-Match: \"other\""]).utf8))
        #expect(Self.status(other) == "HTTP/1.1 200 OK")
        _ = served.stop()
    }

    @Test("pictures are capped as the PNG reader caps them: a 300 MiB file and a header of 20000x20000 pixels are refused (422), unread")
    func pictureCaps() throws {
        // 20000 a side: above PNG.maximumSide (16384); the rest of the file does not matter.
        var huge: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        for side in [20000, 20000] { huge += [UInt8(side >> 24), UInt8(side >> 16 & 255), UInt8(side >> 8 & 255), UInt8(side & 255)] }
        huge += [8, 6, 0, 0, 0, 0, 0, 0, 0]
        let declared = try Served(picture: huge)
        let answer = try Self.exchange(declared.port, Array(declared.request("picture/0/actual").utf8))
        #expect(Self.status(answer) == "HTTP/1.1 422 Unprocessable Content")
        #expect(String(decoding: answer, as: UTF8.self).contains("declares 20000x20000 pixels"))
        _ = declared.stop()

        // A sparse file of 300 MiB (no disk used) that starts as a small PNG.
        let large = try Served()
        let path = large.root.appendingPathComponent("artifacts/roof.actual.png").path
        #expect(truncate(path, off_t(300 << 20)) == 0)
        let big = try Self.exchange(large.port, Array(large.request("picture/0/actual").utf8))
        #expect(Self.status(big) == "HTTP/1.1 422 Unprocessable Content")
        #expect(big.count < 4096, "nothing of the file is sent")
        _ = large.stop()
    }
}
