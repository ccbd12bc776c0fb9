import AVFoundation
import Foundation

/// Plays a pattern.
public protocol CHHapticPatternPlayer: AnyObject {
    var isMuted: Bool { get set }
    func start(atTime time: TimeInterval) throws
    func stop(atTime time: TimeInterval) throws
    func sendParameters(_ parameters: [CHHapticDynamicParameter], atTime time: TimeInterval) throws
    func scheduleParameterCurve(_ parameterCurve: CHHapticParameterCurve, atTime time: TimeInterval) throws
    func cancel() throws
}

/// Plays a pattern with looping, seeking and pausing.
public protocol CHHapticAdvancedPatternPlayer: CHHapticPatternPlayer {
    var loopEnabled: Bool { get set }
    var loopEnd: TimeInterval { get set }
    var playbackRate: Float { get set }
    var completionHandler: ((any Error)?) -> Void { get set }
    func pause(atTime time: TimeInterval) throws
    func resume(atTime time: TimeInterval) throws
    func seek(toOffset offsetTime: TimeInterval) throws
}

/// A player of a pattern on a server: it plays nothing and finishes at once.
final class ServerPatternPlayer: CHHapticAdvancedPatternPlayer {
    let pattern: CHHapticPattern
    var isMuted = false
    var loopEnabled = false
    var loopEnd: TimeInterval = 0
    var playbackRate: Float = 1
    var completionHandler: ((any Error)?) -> Void = { _ in }

    init(pattern: CHHapticPattern) { self.pattern = pattern }

    func start(atTime time: TimeInterval) throws { completionHandler(nil) }
    func stop(atTime time: TimeInterval) throws {}
    func sendParameters(_ parameters: [CHHapticDynamicParameter], atTime time: TimeInterval) throws {}
    func scheduleParameterCurve(_ parameterCurve: CHHapticParameterCurve, atTime time: TimeInterval) throws {}
    func cancel() throws {}
    func pause(atTime time: TimeInterval) throws {}
    func resume(atTime time: TimeInterval) throws {}
    func seek(toOffset offsetTime: TimeInterval) throws {}
}

/// The connection to the haptic server. A server has no haptic hardware: the engine starts,
/// stops and makes players, and nothing is felt or heard.
public final class CHHapticEngine: @unchecked Sendable {
    /// Why the engine stopped.
    public enum StoppedReason: Int, Sendable {
        case audioSessionInterrupt = 1, applicationSuspended, idleTimeout, notifyWhenFinished, engineDestroyed,
            gameControllerDisconnect, systemError = -1
    }

    /// What to do once all players finish.
    public enum FinishedAction: Int, Sendable { case stopEngine = 1, leaveEngineRunning }

    /// The hardware's capabilities: no haptics and no audio on a server.
    public class func capabilitiesForHardware() -> any CHHapticDeviceCapability { ServerHapticCapability() }

    public var stoppedHandler: (StoppedReason) -> Void = { _ in }
    public var resetHandler: () -> Void = {}
    public var playsHapticsOnly = false
    public var playsAudioOnly = false
    public var isMutedForAudio = false
    public var isMutedForHaptics = false
    public var isAutoShutdownEnabled = false
    public private(set) var currentTime: TimeInterval = 0
    private var nextResourceID = 1

    public init() throws {}
    public init(audioSession: AVAudioSession?) throws {}

    public func start() throws {}
    public func start(completionHandler: ((any Error)?) -> Void) { completionHandler(nil) }
    public func stop(completionHandler: (((any Error)?) -> Void)? = nil) { completionHandler?(nil) }
    public func notifyWhenPlayersFinished(finishedHandler: @escaping ((any Error)?) -> FinishedAction) {
        _ = finishedHandler(nil)
    }

    public func makePlayer(with pattern: CHHapticPattern) throws -> any CHHapticPatternPlayer {
        ServerPatternPlayer(pattern: pattern)
    }

    public func makeAdvancedPlayer(with pattern: CHHapticPattern) throws -> any CHHapticAdvancedPatternPlayer {
        ServerPatternPlayer(pattern: pattern)
    }

    /// Registers an audio file; each registration gets an identifier of its own.
    public func registerAudioResource(_ resourceURL: URL, options: [AnyHashable: Any] = [:]) throws -> CHHapticAudioResourceID {
        defer { nextResourceID += 1 }
        return nextResourceID
    }

    public func unregisterAudioResource(_ resourceID: CHHapticAudioResourceID) throws {}

    public func playPattern(from fileURL: URL) throws {}
    public func playPattern(from data: Data) throws {}
}
