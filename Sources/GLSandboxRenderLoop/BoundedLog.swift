/// The last `limit` entries of a log that may grow for hours (the commands a render loop
/// applied): a ring buffer, so memory stays flat however many entries arrive.
///
/// A value type with no synchronisation: the ``Renderer`` actor owns its log.
struct BoundedLog<Element: Sendable>: Sendable {
    /// How many entries are kept (at least 1).
    let limit: Int
    private var storage: [Element] = []
    private var next = 0   // where the next entry goes, once the storage is full

    init(limit: Int) {
        self.limit = max(1, limit)
        storage.reserveCapacity(min(self.limit, 4096))
    }

    /// Adds an entry; when full, the oldest is forgotten.
    mutating func append(_ element: Element) {
        if storage.count < limit {
            storage.append(element)
        } else {
            storage[next] = element
            next = (next + 1) % limit
        }
    }

    /// The entries kept, oldest first.
    var elements: [Element] { Array(storage[next...] + storage[..<next]) }

    var count: Int { storage.count }
}
