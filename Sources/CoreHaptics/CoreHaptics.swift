// On Linux, `import CoreHaptics` resolves to this module: Core Haptics' names, for SwiftUI code
// that plays haptic and audio patterns. A server has no haptic engine, so the hardware reports no
// haptics and no audio, an engine starts and plays nothing, and patterns keep what they were made of.
@_exported import AVFoundation
import Foundation

/// Play a pattern as soon as possible.
public let CHHapticTimeImmediate: TimeInterval = 0

/// An audio resource registered with an engine.
public typealias CHHapticAudioResourceID = Int

/// What the device's haptic hardware supports.
public protocol CHHapticDeviceCapability {
    var supportsHaptics: Bool { get }
    var supportsAudio: Bool { get }
    func attributes(forEventParameter inParameter: CHHapticEvent.ParameterID, eventType type: CHHapticEvent.EventType) throws -> any CHHapticParameterAttributes
    func attributes(forDynamicParameter inParameter: CHHapticDynamicParameter.ID) throws -> any CHHapticParameterAttributes
}

/// The range and default of a parameter.
public protocol CHHapticParameterAttributes {
    var minValue: Float { get }
    var maxValue: Float { get }
    var defaultValue: Float { get }
}

/// The attributes of a parameter on hardware without haptics: 0 to 1, default 0.
struct ServerParameterAttributes: CHHapticParameterAttributes {
    var minValue: Float { 0 }
    var maxValue: Float { 1 }
    var defaultValue: Float { 0 }
}

/// The haptic hardware of a server: none.
struct ServerHapticCapability: CHHapticDeviceCapability {
    var supportsHaptics: Bool { false }
    var supportsAudio: Bool { false }
    func attributes(forEventParameter inParameter: CHHapticEvent.ParameterID, eventType type: CHHapticEvent.EventType) throws -> any CHHapticParameterAttributes {
        ServerParameterAttributes()
    }
    func attributes(forDynamicParameter inParameter: CHHapticDynamicParameter.ID) throws -> any CHHapticParameterAttributes {
        ServerParameterAttributes()
    }
}
