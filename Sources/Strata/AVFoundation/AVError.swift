/// An AVFoundation error, with Apple's codes.
public struct AVError: Error, Hashable, Sendable {
    /// What went wrong.
    public enum Code: Int, Sendable {
        case unknown = -11800
        case outOfMemory = -11801
        case sessionNotRunning = -11803
        case deviceAlreadyUsedByAnotherSession = -11804
        case noDataCaptured = -11805
        case fileAlreadyExists = -11823
        case mediaServicesWereReset = -11819
        case decodeFailed = -11821
        case invalidSourceMedia = -11822
        case fileFormatNotRecognized = -11828
        case fileFailedToParse = -11829
        case contentIsUnavailable = -11863
        case failedToLoadMediaData = -11850
    }

    public let code: Code

    public init(_ code: Code) {
        self.code = code
    }

    public static var unknown: Code { .unknown }
    public static var decodeFailed: Code { .decodeFailed }
    public static var fileFormatNotRecognized: Code { .fileFormatNotRecognized }
}
