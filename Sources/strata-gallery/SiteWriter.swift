import Foundation
import StrataGalleryContent
import StrataLiveServer

/// Writes gallery pages as static `<slug>.html` files into a folder.
struct SiteWriter {
    /// The folder the site is written into; created if missing.
    let directory: URL

    /// Whether `slug` is a safe file stem: non-empty and only `a-z`, `0-9` and `-`.
    static func isValidSlug(_ slug: String) -> Bool {
        !slug.isEmpty && slug.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: "-")
        }
    }

    /// Validates every slug, then writes each page as `<slug>.html`, and each asset the pages
    /// link under its (content-hashed) file name.
    ///
    /// Nothing is written if any slug is invalid or duplicated.
    /// - Returns: The pages written, in page order.
    /// - Throws: ``SiteWriteError``.
    @discardableResult
    func write(_ pages: [GalleryPage], assets: [LiveAsset] = []) throws -> [URL] {
        var seen = Set<String>()
        for page in pages {
            guard Self.isValidSlug(page.slug) else { throw SiteWriteError.invalidSlug(page.slug) }
            guard seen.insert(page.slug).inserted else { throw SiteWriteError.duplicateSlug(page.slug) }
        }
        try createDirectory()
        for asset in assets {
            let file = directory.appendingPathComponent(asset.fileName, isDirectory: false)
            do {
                try asset.contents.write(to: file, options: .atomic)
            } catch {
                throw SiteWriteError.cannotWriteFile(path: file.path, reason: Self.reason(error))
            }
        }
        return try pages.map { page in
            let file = directory.appendingPathComponent("\(page.slug).html", isDirectory: false)
            do {
                try Data(page.html.utf8).write(to: file, options: .atomic)
            } catch {
                throw SiteWriteError.cannotWriteFile(path: file.path, reason: Self.reason(error))
            }
            return file
        }
    }

    /// Creates the output folder (and parents); fails if a non-folder is in the way.
    private func createDirectory() throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw SiteWriteError.cannotCreateDirectory(path: directory.path, reason: "a file with that name exists")
            }
            return
        }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw SiteWriteError.cannotCreateDirectory(path: directory.path, reason: Self.reason(error))
        }
    }

    /// A short human-readable reason for a Foundation file error.
    private static func reason(_ error: any Error) -> String {
        (error as NSError).localizedFailureReason ?? error.localizedDescription
    }
}
