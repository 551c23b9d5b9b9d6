import Foundation

/// Names the calling thread (as `top -H`, gdb and TSan reports show it).
///
/// On Linux a name given to `Thread` before `start()` is dropped and `Thread.name` reports the
/// caller's thread, so threads name themselves from inside. `pthread_setname_np` is a GNU
/// extension that Swift's Glibc module does not export; it is looked up once at run time.
enum ThreadName {
    private typealias SetName = @convention(c) (pthread_t, UnsafePointer<CChar>) -> Int32
    private struct Entry: @unchecked Sendable { let setName: SetName? }
    private static let entry = Entry(setName: dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pthread_setname_np")
        .map { unsafeBitCast($0, to: SetName.self) })

    /// Names the calling thread; Linux keeps the first 15 bytes.
    static func set(_ name: String) {
        guard let setName = entry.setName else { return }
        _ = String(name.utf8.prefix(15))!.withCString { setName(pthread_self(), $0) }
    }
}
