#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One large output buffer kept per thread between renders. A page's buffer grows to hundreds of
/// kilobytes by doubling; allocating it again for every render repeats the growth and, above the
/// allocator's mapping threshold, faults every page in again. A render takes the thread's buffer
/// and gives it back when it is done, so a thread that renders pages keeps one buffer (at most
/// `maximumCapacity` bytes), freed with the thread.
enum WriterBufferCache {
    /// Buffers smaller than this are not worth keeping.
    static let minimumCapacity = 64 * 1024
    /// Buffers larger than this are freed rather than kept.
    static let maximumCapacity = 4 * 1024 * 1024

    /// The thread's slot (nil if the system has no key left: nothing is kept then). A kept
    /// buffer stores its capacity in its first bytes.
    private static let key: pthread_key_t? = {
        var key = pthread_key_t()
        return pthread_key_create(&key, { free($0) }) == 0 ? key : nil
    }()

    /// The thread's kept buffer and its capacity, if it has one; the slot is left empty.
    static func take() -> (base: UnsafeMutablePointer<UInt8>, capacity: Int)? {
        guard let key, let raw = pthread_getspecific(key) else { return nil }
        pthread_setspecific(key, nil)
        let capacity = raw.load(as: Int.self)
        return (raw.assumingMemoryBound(to: UInt8.self), capacity)
    }

    /// Keeps `base` for the thread's next render when it is worth keeping; frees it otherwise.
    static func give(_ base: UnsafeMutablePointer<UInt8>, capacity: Int) {
        guard let key, capacity >= minimumCapacity, capacity <= maximumCapacity else { return free(base) }
        if let kept = pthread_getspecific(key) {
            // Keep the larger of the two.
            guard kept.load(as: Int.self) < capacity else { return free(base) }
            free(kept)
        }
        UnsafeMutableRawPointer(base).storeBytes(of: capacity, as: Int.self)
        pthread_setspecific(key, base)
    }
}
