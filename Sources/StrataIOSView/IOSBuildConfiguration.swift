import SwiftIfConfig
import SwiftSyntax

/// The build configuration of an iPhone simulator, for evaluating a package's `#if`s as its iOS
/// build does: `os(iOS)`, `arch(arm64)`, `targetEnvironment(simulator)`, 64-bit little-endian,
/// the language mode and compiler given, `DEBUG` and the target's `-D` conditions.
///
/// `canImport(M)` is true for the modules this machine can import that iOS has too (Strata's
/// `SwiftUI`, `UIKit`, `Combine`, ..., Foundation's, the target's dependencies) and false for the
/// others: a macOS-only module (`AppKit`), one iOS has but Linux cannot provide (`Darwin`)
/// and one iOS lacks (`Glibc`), so the branch that compiles here and matches iOS is
/// taken. `_runtime(_ObjC)` is false: Linux has no Objective-C runtime, and code under it calls
/// one.
public struct IOSBuildConfiguration: BuildConfiguration {
    /// Modules every iOS build can import that Strata or the Swift toolchain provides here.
    public static let providedModules: Set<String> = [
        "SwiftUI", "UIKit", "Combine", "CoreGraphics", "QuartzCore", "simd", "Charts", "SpriteKit", "AVFoundation",
        "Accelerate", "CoreLocation", "MapKit", "CoreHaptics", "UniformTypeIdentifiers", "WidgetKit", "MessageUI", "CoreTransferable", "os", "OSLog", "Foundation", "Dispatch", "Observation", "XCTest", "Testing",
        "Swift", "_Concurrency", "_StringProcessing", "RegexBuilder", "Synchronization",
    ]

    /// Modules that exist on macOS only: false on iOS even where Strata provides them.
    public static let macOSOnlyModules: Set<String> = ["AppKit", "Cocoa", "Carbon", "IOKit"]

    public var customConditions: Set<String>
    public var importableModules: Set<String>
    public var languageVersion: VersionTuple
    public var compilerVersion: VersionTuple

    /// - Parameters:
    ///   - customConditions: `-D` conditions (`DEBUG` is added, as in a debug build).
    ///   - dependencies: the target's own dependencies, importable as its iOS build imports them.
    ///   - languageMode: 5 or 6.
    public init(customConditions: Set<String> = [], dependencies: Set<String> = [], languageMode: Int = 5,
                compilerVersion: VersionTuple = VersionTuple(6, 2)) {
        self.customConditions = customConditions.union(["DEBUG", "SWIFT_PACKAGE"])
        self.importableModules = Self.providedModules.union(dependencies).subtracting(Self.macOSOnlyModules)
        self.languageVersion = VersionTuple(languageMode)
        self.compilerVersion = compilerVersion
    }

    public func isCustomConditionSet(name: String) -> Bool { customConditions.contains(name) }
    public func hasFeature(name: String) -> Bool { false }
    public func hasAttribute(name: String) -> Bool { true }

    public func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
        guard let module = importPath.first?.1 else { return false }
        return importableModules.contains(module)
    }

    public func isActiveTargetOS(name: String) -> Bool { name == "iOS" }
    public func isActiveTargetArchitecture(name: String) -> Bool { name == "arm64" }
    public func isActiveTargetEnvironment(name: String) -> Bool { name == "simulator" }
    public func isActiveTargetRuntime(name: String) -> Bool { name == "_Native" }
    public func isActiveTargetPointerAuthentication(name: String) -> Bool { false }
    public func isActiveTargetObjectFormat(name: String) -> Bool { name == "MachO" }
    public var targetPointerBitWidth: Int { 64 }
    public var targetAtomicBitWidths: [Int] { [32, 64, 128] }
    public var endianness: Endianness { .little }
}
