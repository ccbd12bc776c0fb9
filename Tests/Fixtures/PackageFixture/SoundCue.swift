// Sound feedback as effect packages write it: an audio session set up once and a player per cue, in a
// file that imports only AVFoundation.
import AVFoundation

/// A short sound played when a value changes.
public final class SoundCue: NSObject, AVAudioPlayerDelegate {
    public let url: URL
    public private(set) var playCount = 0
    private var player: AVAudioPlayer?

    public init(url: URL) {
        self.url = url
    }

    /// Sets up the shared session to mix with other audio.
    public static func configureSession() throws {
        let session = AVAudioSession.sharedInstance()
        try session.setCategory(.ambient, mode: .default, options: [.mixWithOthers])
        try session.setActive(true)
    }

    /// Plays the cue; throws when the sound cannot be loaded.
    public func play(volume: Float = 1) throws {
        let player = try AVAudioPlayer(contentsOf: url)
        player.delegate = self
        player.volume = volume
        player.prepareToPlay()
        self.player = player
        player.play()
    }

    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {
        if flag { playCount += 1 }
        self.player = nil
    }

    public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: Error?) {
        self.player = nil
    }
}
