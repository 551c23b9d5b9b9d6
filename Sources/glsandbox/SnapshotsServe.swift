import GLSandboxImage
import Dispatch
import Foundation
import GLSandboxReviewServer
import GLSandboxSnapshot

extension SnapshotsCommand.Review {
    /// `snapshots review --serve [DIR...]`: every folder's failures on one local page. Each
    /// record is checked as `review` checks it (a refused one is shown flagged, without its
    /// pictures or buttons); Accept is `snapshots accept`'s own function.
    func serveReview() throws {
        let folders = self.folders.isEmpty ? [SnapshotsCommand.artifactsFolder(nil)] : self.folders.map { SnapshotsCommand.artifactsFolder($0) }
        let places = SnapshotsCommand.Places(snapshots: snapshots)
        var failures: [ReviewServer.Failure] = []
        var sources: [(record: FailureRecord, file: URL, folder: URL)] = []
        var refused = 0
        // One list over every folder, by name (a CI run's shards side by side).
        for folder in folders {
            for (record, file) in try SnapshotsCommand.records(in: folder) { sources.append((record, file, folder)) }
        }
        sources.sort { $0.record.name < $1.record.name }
        for (record, file, folder) in sources {
            do throws(CLIError) {
                let checked = try SnapshotsCommand.check(record, file: file, in: folder, places: places, needPackage: false)
                var pictures: [String: ContainedPath] = [:]
                for (label, path) in checked.pictures {
                    pictures[label.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: ":", with: "")] = path
                }
                failures.append(ReviewServer.Failure(record: record, pictures: pictures))
            } catch {
                let name = TerminalText.visible(record.name), prefix = "\(name): "
                let why = error.message.hasPrefix(prefix) ? String(error.message.dropFirst(prefix.count)) : error.message
                print("\(name)  \(why)")
                failures.append(ReviewServer.Failure(record: record, pictures: [:], refused: why))
                refused += 1
            }
        }
        guard !failures.isEmpty else {
            return print("no snapshot failures in \(folders.map(\.path).joined(separator: ", "))")
        }
        let chosen = sources
        let server = ReviewServer(failures: failures, exitWhenDone: exitWhenDone) { id in
            let (record, file, folder) = chosen[id]
            do throws(CLIError) {
                return .success(try SnapshotsCommand.accept(record, file: file, in: folder, places: places))
            } catch {
                FileHandle.standardError.write(Data("glsandbox: error: \(error.message)\n".utf8))
                return .failure(ReviewServer.Refusal(error.message))
            }
        }

        // Ctrl-C and SIGTERM stop the server (exit 0): taken from their default action and
        // delivered to a dispatch source.
        signal(SIGINT, SIG_IGN)
        signal(SIGTERM, SIG_IGN)
        let signalQueue = DispatchQueue(label: "glsandbox.review.signals")
        let signalSources = [SIGINT, SIGTERM].map { number in
            let source = DispatchSource.makeSignalSource(signal: number, queue: signalQueue)
            source.setEventHandler { server.stop() }
            source.resume()
            return source
        }
        defer { signalSources.forEach { $0.cancel() } }

        let outcome = ServeOutcome()
        let ended = DispatchSemaphore(value: 0)
        let count = failures.count, port = self.port ?? 0
        Task {
            do throws(ReviewServerError) {
                try await server.run(port: port) { url in
                    print("review \(count) failure\(count == 1 ? "" : "s") at \(url.absoluteString)")
                    print("(only this machine can open it; Ctrl-C stops the server)")
                    fflush(nil)   // out now, not when a pipe's buffer fills: a script waits for this line
                }
            } catch {
                outcome.error = error
            }
            ended.signal()
        }
        ended.wait()
        if let error = outcome.error { throw CLIError(error.description, code: CLIError.unavailable) }
        print("the review server stopped")
        if refused > 0 {
            throw CLIError("\(refused) failure record\(refused == 1 ? "" : "s") refused (above): \(refused == 1 ? "it names" : "they name") "
                           + "files outside the artifacts folder or the snapshot folders; do not accept pictures from that folder", code: CLIError.dataError)
        }
    }
}

/// How the server's task ended, read by the main thread once it has.
private final class ServeOutcome: @unchecked Sendable {   // `_error` is guarded by `lock`
    private let lock = NSLock()
    private var _error: ReviewServerError?
    var error: ReviewServerError? {
        get { lock.withLock { _error } }
        set { lock.withLock { _error = newValue } }
    }
}
