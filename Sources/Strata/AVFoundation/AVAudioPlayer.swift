import Foundation

/// Plays a sound file or data, headless: a server has no audio output, so a player checks that it
/// has something to play (the file must be readable and not empty, as a decoder would need), and
/// `play()` finishes at once: `isPlaying` stays false and the delegate is told the sound finished
/// successfully, as if it played in no time. Settings (volume, loops, rate, position) are kept.
open class AVAudioPlayer {
    /// The file played (nil for a player made from data).
    public let url: URL?
    /// The sound's bytes.
    public let data: Data?
    open weak var delegate: (any AVAudioPlayerDelegate)?
    open var volume: Float = 1
    open var pan: Float = 0
    open var rate: Float = 1
    open var enableRate = false
    open var numberOfLoops = 0
    open var currentTime: TimeInterval = 0
    open var isMeteringEnabled = false
    /// Whether the sound is playing (never, on a server).
    open private(set) var isPlaying = false
    /// The sound's length (unknown on a server, which decodes no audio: 0).
    open var duration: TimeInterval { 0 }
    open var numberOfChannels: Int { 0 }
    open var deviceCurrentTime: TimeInterval { CACurrentMediaTime() }

    public init(contentsOf url: URL) throws {
        let bytes = try Data(contentsOf: url)
        guard !bytes.isEmpty else { throw AVError(.fileFormatNotRecognized) }
        self.url = url
        data = bytes
    }

    public convenience init(contentsOf url: URL, fileTypeHint utiString: String?) throws {
        try self.init(contentsOf: url)
    }

    public init(data: Data) throws {
        guard !data.isEmpty else { throw AVError(.fileFormatNotRecognized) }
        url = nil
        self.data = data
    }

    public convenience init(data: Data, fileTypeHint utiString: String?) throws {
        try self.init(data: data)
    }

    /// Readies the player (nothing to buffer on a server).
    @discardableResult
    open func prepareToPlay() -> Bool { true }

    /// Plays the sound, which on a server finishes at once: the delegate is told it finished.
    @discardableResult
    open func play() -> Bool {
        delegate?.audioPlayerDidFinishPlaying(self, successfully: true)
        return true
    }

    @discardableResult
    open func play(atTime time: TimeInterval) -> Bool { play() }

    open func pause() { isPlaying = false }

    open func stop() {
        isPlaying = false
    }

    open func updateMeters() {}
    open func averagePower(forChannel channelNumber: Int) -> Float { -160 }
    open func peakPower(forChannel channelNumber: Int) -> Float { -160 }
}

/// What an audio player tells about playback.
public protocol AVAudioPlayerDelegate: AnyObject {
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
    func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?)
}

extension AVAudioPlayerDelegate {
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
    public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?) {}
}
