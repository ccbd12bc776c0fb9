import Foundation

extension ProcessInfo {
    /// Whether an iPhone or iPad app runs on a Mac: false, as on an iPhone.
    public var isiOSAppOnMac: Bool { false }
    /// Whether a Mac Catalyst app runs: false, as on an iPhone.
    public var isMacCatalystApp: Bool { false }
}
