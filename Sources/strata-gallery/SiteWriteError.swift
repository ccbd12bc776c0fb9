import Foundation

/// A failure while writing the gallery site to disk.
enum SiteWriteError: Error, Equatable, CustomStringConvertible, LocalizedError {
    /// A page slug contains characters other than `a-z`, `0-9` and `-`, or is empty.
    case invalidSlug(String)
    /// Two pages share the same slug, so one would overwrite the other.
    case duplicateSlug(String)
    /// The output folder could not be created (or exists and is not a folder).
    case cannotCreateDirectory(path: String, reason: String)
    /// A page file could not be written.
    case cannotWriteFile(path: String, reason: String)

    var description: String {
        switch self {
        case .invalidSlug(let slug):
            "Invalid page slug \"\(slug)\": slugs may only contain a-z, 0-9 and '-'."
        case .duplicateSlug(let slug):
            "Duplicate page slug \"\(slug)\"."
        case .cannotCreateDirectory(let path, let reason):
            "Cannot create output folder \(path): \(reason)"
        case .cannotWriteFile(let path, let reason):
            "Cannot write \(path): \(reason)"
        }
    }

    var errorDescription: String? { description }
}
