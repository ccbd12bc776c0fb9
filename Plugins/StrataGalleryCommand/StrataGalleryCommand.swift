import Foundation
import PackagePlugin

/// `swift package --disable-sandbox strata-gallery [--port N] [--export DIR]`: serves a live web
/// gallery of every `#Preview` and `PreviewProvider` in the package's library targets, or writes
/// it as a static site.
///
/// The package needs no code for it: the plugin writes a small host package (in the plugin's work
/// folder) that depends on this package and on Strata, builds it, and runs it. The host finds the
/// previews at run time, so `private` ones are listed too.
@main
struct StrataGalleryCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        guard let strata = Self.strataPackage(in: context.package) else {
            throw GalleryPluginError("this package does not depend on Strata: add it to Package.swift (see Strata's README, \"Use Strata with your package\")")
        }
        let plan = HostPackagePlan(package: context.package, strataDirectory: strata.directoryURL)
        guard !plan.products.isEmpty else {
            throw GalleryPluginError("no library product with Swift sources: the gallery shows the previews of library targets")
        }
        for note in plan.notes { Diagnostics.warning(note) }
        let work = context.pluginWorkDirectoryURL
        let host = work.appending(path: "host")
        try plan.write(to: host)

        let swift = try Self.swiftExecutable()
        let scratch = work.appending(path: "build")
        Self.forgetBuildPlan(in: scratch)
        Self.forgetStaleModules(in: scratch, packages: [context.package, strata], stamp: work.appending(path: "sources.stamp"))
        let common = ["build", "--package-path", host.path, "--scratch-path", scratch.path]
        // Strata's platform modules first: packages this one depends on may `import SwiftUI` (or
        // UIKit, CoreGraphics, ...) without depending on Strata, and SwiftPM orders a build only
        // by declared dependencies, so they would not find the modules.
        let platform = try run(swift, common + ["--target", "SwiftUI"])
        guard platform == 0 else { throw GalleryPluginError("building Strata's SwiftUI module failed (swift build exited with \(platform))") }
        let build = try run(swift, common + ["--product", HostPackagePlan.productName])
        guard build == 0 else { throw GalleryPluginError("building the gallery host failed (swift build exited with \(build))") }
        let binary = scratch.appending(path: "debug").appending(path: HostPackagePlan.productName)
        let status = try run(binary, arguments + ["--parent-pid", String(getpid())])
        if status != 0 { throw GalleryPluginError("the gallery exited with status \(status)") }
    }

    /// Removes the saved build plans, so files added to or removed from a package since the last
    /// run are seen (re-planning takes seconds; nothing is recompiled for it).
    static func forgetBuildPlan(in scratch: URL) {
        guard let triples = try? FileManager.default.contentsOfDirectory(atPath: scratch.path) else { return }
        for triple in triples {
            let plan = scratch.appending(path: triple).appending(path: "debug").appending(path: "description.json")
            try? FileManager.default.removeItem(at: plan)
        }
    }

    /// Drops the compiled modules of this package and of Strata when any of their sources changed
    /// since the last run (dependencies' modules stay). SwiftPM's incremental builds can keep
    /// objects compiled against an older layout of a type, which then crash at run time.
    static func forgetStaleModules(in scratch: URL, packages: [Package], stamp: URL) {
        var fingerprint = ""
        for package in packages {
            for target in package.targets {
                guard let source = target as? SourceModuleTarget else { continue }
                for file in source.sourceFiles {
                    let attributes = try? FileManager.default.attributesOfItem(atPath: file.url.path)
                    let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
                    fingerprint += "\(file.url.path) \(attributes?[.size] ?? 0) \(modified)\n"
                }
            }
        }
        if (try? String(contentsOf: stamp, encoding: .utf8)) == fingerprint { return }
        let names = packages.flatMap { $0.targets.map(\.name) }
        let triples = (try? FileManager.default.contentsOfDirectory(atPath: scratch.path)) ?? []
        for triple in triples {
            let debug = scratch.appending(path: triple).appending(path: "debug")
            for name in names {
                try? FileManager.default.removeItem(at: debug.appending(path: "\(name).build"))
                try? FileManager.default.removeItem(at: debug.appending(path: "\(name)-tool.build"))
            }
        }
        try? fingerprint.write(to: stamp, atomically: true, encoding: .utf8)
    }

    /// Strata, found among the package's dependencies by its products.
    static func strataPackage(in package: Package) -> Package? {
        var seen = Set<String>()
        var queue = package.dependencies.map(\.package)
        while !queue.isEmpty {
            let candidate = queue.removeFirst()
            guard seen.insert(candidate.id).inserted else { continue }
            if candidate.products.contains(where: { $0.name == "StrataGallery" }) { return candidate }
            queue += candidate.dependencies.map(\.package)
        }
        return nil
    }

    /// The `swift` driver this plugin runs under (`SWIFT_EXEC`-free), else the one on `PATH`.
    static func swiftExecutable() throws -> URL {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/opt/swift/usr/bin", "/usr/bin"]
        for directory in paths {
            let candidate = URL(fileURLWithPath: directory).appending(path: "swift")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw GalleryPluginError("cannot find the swift executable on PATH")
    }

    /// Where what the build and the gallery print should go: the standard output of the
    /// `swift package` command itself. The package manager relays a plugin's output through a
    /// buffer that a pipe (a script, CI) only sees in blocks, so the gallery's "listening" line
    /// could wait there indefinitely. Falls back to this plugin's own output.
    static let output: FileHandle = {
        #if os(Linux)
        // Pipes and terminals only: a regular file has its own offset in the package manager,
        // which would write over what is appended here.
        var status = stat()
        let path = "/proc/\(getppid())/fd/1"
        if stat(path, &status) == 0, (status.st_mode & S_IFMT) != S_IFREG {
            let descriptor = open(path, O_WRONLY)
            if descriptor >= 0 { return FileHandle(fileDescriptor: descriptor, closeOnDealloc: true) }
        }
        #endif
        return FileHandle.standardError
    }()

    /// Runs `executable` with its output going to `output`, and returns its exit status.
    func run(_ executable: URL, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = Self.output
        process.standardError = Self.output
        var environment = ProcessInfo.processInfo.environment
        environment = environment.filter { !$0.key.hasPrefix("SWIFTPM_") }
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}

struct GalleryPluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = "strata-gallery: " + description }
}
