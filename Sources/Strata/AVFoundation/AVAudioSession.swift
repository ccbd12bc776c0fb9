import Foundation

// AVFoundation's audio session on Linux (`import AVFoundation`; see Sources/AVFoundation). A server
// has no audio hardware: the shared session keeps the category, mode, options and activation code
// sets, and nothing is routed anywhere.

/// The app's audio session.
public final class AVAudioSession: @unchecked Sendable {
    /// How the app's audio mixes with other audio.
    public struct Category: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
        public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
    }

    /// What the app's audio is for.
    public struct Mode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
        public static let gameChat = Mode(rawValue: "AVAudioSessionModeGameChat")
        public static let videoRecording = Mode(rawValue: "AVAudioSessionModeVideoRecording")
        public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
        public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
        public static let videoChat = Mode(rawValue: "AVAudioSessionModeVideoChat")
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
        public static let voicePrompt = Mode(rawValue: "AVAudioSessionModeVoicePrompt")
    }

    /// Options of a category.
    public struct CategoryOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let mixWithOthers = CategoryOptions(rawValue: 0x1)
        public static let duckOthers = CategoryOptions(rawValue: 0x2)
        public static let allowBluetooth = CategoryOptions(rawValue: 0x4)
        public static let defaultToSpeaker = CategoryOptions(rawValue: 0x8)
        public static let interruptSpokenAudioAndMixWithOthers = CategoryOptions(rawValue: 0x11)
        public static let allowBluetoothA2DP = CategoryOptions(rawValue: 0x20)
        public static let allowAirPlay = CategoryOptions(rawValue: 0x40)
        public static let overrideMutedMicrophoneInterruption = CategoryOptions(rawValue: 0x80)
    }

    /// Options of `setActive(_:options:)`.
    public struct SetActiveOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }

    private struct State {
        var category: Category = .soloAmbient
        var mode: Mode = .default
        var categoryOptions: CategoryOptions = []
        var isActive = false
    }

    private let lock = NSLock()
    private var state = State()

    private init() {}

    private static let shared = AVAudioSession()

    /// The process's audio session.
    public static func sharedInstance() -> AVAudioSession { shared }

    public var category: Category { lock.withLock { state.category } }
    public var mode: Mode { lock.withLock { state.mode } }
    public var categoryOptions: CategoryOptions { lock.withLock { state.categoryOptions } }
    /// Whether the session was activated (and not deactivated since).
    public var isActive: Bool { lock.withLock { state.isActive } }
    /// Whether other audio is playing (none is, on a server).
    public var isOtherAudioPlaying: Bool { false }
    public var secondaryAudioShouldBeSilencedHint: Bool { false }
    /// The system output volume (full, on a server).
    public var outputVolume: Float { 1 }
    public var sampleRate: Double { 48_000 }

    public func setCategory(_ category: Category) throws {
        lock.withLock { state.category = category }
    }

    public func setCategory(_ category: Category, options: CategoryOptions = []) throws {
        lock.withLock {
            state.category = category
            state.categoryOptions = options
        }
    }

    public func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
        lock.withLock {
            state.category = category
            state.mode = mode
            state.categoryOptions = options
        }
    }

    public func setMode(_ mode: Mode) throws {
        lock.withLock { state.mode = mode }
    }

    public func setActive(_ active: Bool, options: SetActiveOptions = []) throws {
        lock.withLock { state.isActive = active }
    }
}
