import Foundation

/// UIKit's accessibility settings and announcements. A server has no assistive technology: every
/// setting reads false, as the default environment's `accessibilityVoiceOverEnabled`,
/// `accessibilityReduceMotion` and the others do, and a posted notification is spoken by nothing.
public enum UIAccessibility {
    public typealias Traits = UIAccessibilityTraits
    /// Whether VoiceOver is running: false on a server.
    public static var isVoiceOverRunning: Bool { EnvironmentValues().accessibilityVoiceOverEnabled }
    public static var isReduceMotionEnabled: Bool { EnvironmentValues().accessibilityReduceMotion }
    public static var isReduceTransparencyEnabled: Bool { EnvironmentValues().accessibilityReduceTransparency }
    public static var shouldDifferentiateWithoutColor: Bool { EnvironmentValues().accessibilityDifferentiateWithoutColor }
    public static var isInvertColorsEnabled: Bool { EnvironmentValues().accessibilityInvertColors }
    public static var isBoldTextEnabled: Bool { false }
    public static var isDarkerSystemColorsEnabled: Bool { false }
    public static var isGrayscaleEnabled: Bool { false }
    public static var isSwitchControlRunning: Bool { false }
    public static var isAssistiveTouchRunning: Bool { false }
    public static var isClosedCaptioningEnabled: Bool { false }
    public static var isMonoAudioEnabled: Bool { false }
    public static var isSpeakScreenEnabled: Bool { false }
    public static var isSpeakSelectionEnabled: Bool { false }
    public static var isVideoAutoplayEnabled: Bool { true }

    /// A notification to assistive technology, with UIKit's values.
    public struct Notification: Hashable, Sendable, RawRepresentable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        public static let screenChanged = Notification(rawValue: 1000)
        public static let layoutChanged = Notification(rawValue: 1001)
        public static let announcement = Notification(rawValue: 1008)
        public static let pageScrolled = Notification(rawValue: 1009)
        public static let pauseAssistiveTechnology = Notification(rawValue: 1016)
        public static let resumeAssistiveTechnology = Notification(rawValue: 1017)
    }

    /// Tells assistive technology about a change or speaks an announcement (a `String` or an
    /// `NSAttributedString` with speech attributes): nothing listens on a server, so nothing
    /// happens, as on a device with VoiceOver off.
    public static func post(notification: Notification, argument: Any?) {}

    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    public static let announcementDidFinishNotification = Foundation.Notification.Name("UIAccessibilityAnnouncementDidFinishNotification")
    public static let elementFocusedNotification = Foundation.Notification.Name("UIAccessibilityElementFocusedNotification")
}

/// How urgently an announcement is spoken (`NSAttributedString.Key.accessibilitySpeechAnnouncementPriority`).
public struct UIAccessibilityPriority: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Interrupts other speech and is not interrupted.
    public static let high = UIAccessibilityPriority(rawValue: "UIAccessibilityPriorityHigh")
    /// Interrupts other speech and can be interrupted.
    public static let `default` = UIAccessibilityPriority(rawValue: "UIAccessibilityPriorityDefault")
    /// Spoken after other speech.
    public static let low = UIAccessibilityPriority(rawValue: "UIAccessibilityPriorityLow")
}

extension NSAttributedString.Key {
    /// Whether an announcement waits for current speech (a `Bool`).
    public static let accessibilitySpeechQueueAnnouncement = NSAttributedString.Key("UIAccessibilitySpeechAttributeQueueAnnouncement")
    /// An announcement's `UIAccessibilityPriority` raw value.
    public static let accessibilitySpeechAnnouncementPriority = NSAttributedString.Key("UIAccessibilitySpeechAttributeAnnouncementPriority")
    /// Whether punctuation is spoken (a `Bool`).
    public static let accessibilitySpeechPunctuation = NSAttributedString.Key("UIAccessibilitySpeechAttributePunctuation")
    /// The language to speak in (a BCP 47 code).
    public static let accessibilitySpeechLanguage = NSAttributedString.Key("UIAccessibilitySpeechAttributeLanguage")
    /// The pitch, 0 to 2 (a `Double`).
    public static let accessibilitySpeechPitch = NSAttributedString.Key("UIAccessibilitySpeechAttributePitch")
    /// A pronunciation in the International Phonetic Alphabet.
    public static let accessibilitySpeechIPANotation = NSAttributedString.Key("UIAccessibilitySpeechAttributeIPANotation")
    /// Whether the text is spelled out letter by letter (a `Bool`).
    public static let accessibilitySpeechSpellOut = NSAttributedString.Key("UIAccessibilitySpeechAttributeSpellOut")
}

/// What an accessibility element is and does (UIKit's `UIAccessibilityTraits`), with UIKit's bits.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 53)
    public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 17)
}
