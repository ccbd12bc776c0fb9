import AVFoundation
import Foundation
import SwiftUI
import Testing

private final class FinishRecorder: AVAudioPlayerDelegate {
    var finished: [Bool] = []
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) { finished.append(flag) }
}

@Suite struct AVFoundationTests {
    @Test func canImportAVFoundationInTargetsThatDependOnStrata() {
        #if canImport(AVFoundation)
        let visible = true
        #else
        let visible = false
        #endif
        #expect(visible)
    }

    @Test func theSharedSessionKeepsWhatIsSet() throws {
        let session = AVAudioSession.sharedInstance()
        #expect(session === AVAudioSession.sharedInstance())
        try session.setCategory(.ambient, mode: .default, options: [.mixWithOthers])
        try session.setActive(true)
        #expect(session.category == .ambient && session.categoryOptions == [.mixWithOthers] && session.isActive)
        try session.setActive(false, options: .notifyOthersOnDeactivation)
        #expect(!session.isActive)
    }

    @Test func aPlayerNeedsReadableSoundAndFinishesAtOnce() throws {
        let missing = URL(fileURLWithPath: "/nonexistent/strata-\(UUID().uuidString).m4a")
        #expect(throws: (any Error).self) { try AVAudioPlayer(contentsOf: missing) }
        #expect(throws: AVError(.fileFormatNotRecognized)) { try AVAudioPlayer(data: Data()) }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("strata-\(UUID().uuidString).caf")
        try Data([1, 2, 3, 4]).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let player = try AVAudioPlayer(contentsOf: file)
        let recorder = FinishRecorder()
        player.delegate = recorder
        player.volume = 0.4
        #expect(player.prepareToPlay())
        #expect(player.play())
        #expect(recorder.finished == [true] && !player.isPlaying && player.volume == 0.4)
        #expect(AVError(.unknown).code.rawValue == -11800)
    }
}
