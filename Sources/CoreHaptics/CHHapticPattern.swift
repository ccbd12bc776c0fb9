import Foundation

/// One haptic or audio event of a pattern.
public final class CHHapticEvent: @unchecked Sendable {
    /// What an event plays.
    public struct EventType: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let hapticTransient = EventType(rawValue: "HapticTransient")
        public static let hapticContinuous = EventType(rawValue: "HapticContinuous")
        public static let audioContinuous = EventType(rawValue: "AudioContinuous")
        public static let audioCustom = EventType(rawValue: "AudioCustom")
    }

    /// A parameter an event is played with.
    public struct ParameterID: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let hapticIntensity = ParameterID(rawValue: "HapticIntensity")
        public static let hapticSharpness = ParameterID(rawValue: "HapticSharpness")
        public static let attackTime = ParameterID(rawValue: "AttackTime")
        public static let decayTime = ParameterID(rawValue: "DecayTime")
        public static let releaseTime = ParameterID(rawValue: "ReleaseTime")
        public static let sustained = ParameterID(rawValue: "Sustained")
        public static let audioVolume = ParameterID(rawValue: "AudioVolume")
        public static let audioPitch = ParameterID(rawValue: "AudioPitch")
        public static let audioPan = ParameterID(rawValue: "AudioPan")
        public static let audioBrightness = ParameterID(rawValue: "AudioBrightness")
    }

    public let type: EventType
    public var eventParameters: [CHHapticEventParameter]
    public var relativeTime: TimeInterval
    public var duration: TimeInterval
    /// The registered audio the event plays, for `.audioCustom`.
    public let audioResourceID: CHHapticAudioResourceID?

    public init(eventType type: EventType, parameters eventParameters: [CHHapticEventParameter], relativeTime: TimeInterval, duration: TimeInterval = 0) {
        self.type = type
        self.eventParameters = eventParameters
        self.relativeTime = relativeTime
        self.duration = duration
        audioResourceID = nil
    }

    public init(audioResourceID resID: CHHapticAudioResourceID, parameters eventParameters: [CHHapticEventParameter], relativeTime: TimeInterval, duration: TimeInterval = 0) {
        type = .audioCustom
        self.eventParameters = eventParameters
        self.relativeTime = relativeTime
        self.duration = duration
        audioResourceID = resID
    }
}

/// A parameter's value for one event.
public final class CHHapticEventParameter: @unchecked Sendable {
    public let parameterID: CHHapticEvent.ParameterID
    public var value: Float

    public init(parameterID: CHHapticEvent.ParameterID, value: Float) {
        self.parameterID = parameterID
        self.value = value
    }
}

/// A parameter that changes a playing pattern.
public final class CHHapticDynamicParameter: @unchecked Sendable {
    public struct ID: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let hapticIntensityControl = ID(rawValue: "HapticIntensityControl")
        public static let hapticSharpnessControl = ID(rawValue: "HapticSharpnessControl")
        public static let audioVolumeControl = ID(rawValue: "AudioVolumeControl")
        public static let audioPitchControl = ID(rawValue: "AudioPitchControl")
    }

    public let parameterID: ID
    public var value: Float
    public var relativeTime: TimeInterval

    public init(parameterID: ID, value: Float, relativeTime time: TimeInterval) {
        self.parameterID = parameterID
        self.value = value
        relativeTime = time
    }
}

/// A dynamic parameter's value over time.
public final class CHHapticParameterCurve: @unchecked Sendable {
    public final class ControlPoint: @unchecked Sendable {
        public var relativeTime: TimeInterval
        public var value: Float
        public init(relativeTime time: TimeInterval, value: Float) {
            relativeTime = time
            self.value = value
        }
    }

    public let parameterID: CHHapticDynamicParameter.ID
    public var relativeTime: TimeInterval
    public let controlPoints: [ControlPoint]

    public init(parameterID: CHHapticDynamicParameter.ID, controlPoints: [ControlPoint], relativeTime: TimeInterval) {
        self.parameterID = parameterID
        self.controlPoints = controlPoints
        self.relativeTime = relativeTime
    }
}

/// Events and parameters played together.
public final class CHHapticPattern: @unchecked Sendable {
    public let events: [CHHapticEvent]
    public let parameters: [CHHapticDynamicParameter]
    public let parameterCurves: [CHHapticParameterCurve]

    /// The time from the pattern's start to its last event's end.
    public var duration: TimeInterval {
        events.map { $0.relativeTime + $0.duration }.max() ?? 0
    }

    public init(events: [CHHapticEvent], parameters: [CHHapticDynamicParameter]) throws {
        self.events = events
        self.parameters = parameters
        parameterCurves = []
    }

    public init(events: [CHHapticEvent], parameterCurves: [CHHapticParameterCurve]) throws {
        self.events = events
        parameters = []
        self.parameterCurves = parameterCurves
    }

    /// A pattern from an AHAP file: a server reads no files for haptics, so the pattern is empty.
    public convenience init(contentsOf ahapURL: URL) throws {
        try self.init(events: [], parameters: [])
    }

    /// A pattern from an AHAP dictionary: empty on a server.
    public convenience init(dictionary patternDict: [CHHapticPattern.Key: Any]) throws {
        try self.init(events: [], parameters: [])
    }

    /// The keys of an AHAP dictionary.
    public struct Key: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let version = Key("Version")
        public static let pattern = Key("Pattern")
        public static let event = Key("Event")
        public static let eventType = Key("EventType")
        public static let time = Key("Time")
        public static let eventDuration = Key("EventDuration")
        public static let eventParameters = Key("EventParameters")
        public static let parameterID = Key("ParameterID")
        public static let parameterValue = Key("ParameterValue")
    }
}
