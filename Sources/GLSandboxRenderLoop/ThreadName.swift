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

    /// The most bytes of UTF-8 a Linux thread name holds (16 with the terminating NUL).
    static let byteLimit = 15

    /// Names the calling thread, shortened to fit (see ``fitted(_:)``).
    static func set(_ name: String) {
        guard let setName = entry.setName else { return }
        _ = fitted(name).withCString { setName(pthread_self(), $0) }
    }

    /// The longest prefix of `name` that is whole characters and at most ``byteLimit`` bytes
    /// (`pthread_setname_np` refuses a longer name with ERANGE; cutting bytes could split a
    /// character).
    static func fitted(_ name: String) -> String {
        var result = ""
        var bytes = 0
        for character in name {
            let size = character.utf8.count
            guard bytes + size <= byteLimit else { break }
            result.append(character)
            bytes += size
        }
        return result
    }
}
