import CoreHaptics
import Foundation
import SwiftUI
import Testing
import UniformTypeIdentifiers

/// `CoreHaptics` and `UniformTypeIdentifiers`, as effect and file packages use them.
@MainActor @Suite struct HapticsAndTypesTests {
    /// A server's hardware has no haptics; an engine starts and its players play nothing.
    @Test func anEnginePlaysPatternsWithoutHardware() throws {
        #expect(!CHHapticEngine.capabilitiesForHardware().supportsHaptics)
        let engine = try CHHapticEngine()
        try engine.start()
        let tap = CHHapticEvent(eventType: .hapticTransient, parameters: [
            CHHapticEventParameter(parameterID: .hapticIntensity, value: 0.6),
        ], relativeTime: 0.1)
        let hum = CHHapticEvent(eventType: .hapticContinuous, parameters: [], relativeTime: 0.2, duration: 0.5)
        let pattern = try CHHapticPattern(events: [tap, hum], parameters: [])
        #expect(abs(pattern.duration - 0.7) < 1e-9)
        let player = try engine.makeAdvancedPlayer(with: pattern)
        var finished = false
        player.completionHandler = { error in finished = error == nil }
        try player.start(atTime: CHHapticTimeImmediate)
        #expect(finished)
        let first = try engine.registerAudioResource(URL(fileURLWithPath: "/tmp/a.caf"))
        let second = try engine.registerAudioResource(URL(fileURLWithPath: "/tmp/b.caf"))
        #expect(first != second)
    }

    /// Types come from extensions and MIME types, know their tags and what they conform to.
    @Test func typesKnowTheirTagsAndParents() throws {
        let png = try #require(UTType(filenameExtension: "PNG"))
        #expect(png == .png && png.preferredMIMEType == "image/png" && png.conforms(to: .image) && png.conforms(to: .data))
        #expect(!png.conforms(to: .audio) && UTType.image.isSupertype(of: png) && png.isSubtype(of: .image) && !png.isSubtype(of: .png))
        #expect(UTType(mimeType: "audio/wav") == .wav && UTType.wav.conforms(to: .audio))
        #expect(UTType.mpeg4Audio.tags[.filenameExtension] == ["m4a"])
        let unknown = try #require(UTType(filenameExtension: "xyz"))
        #expect(unknown.isDynamic && unknown.preferredFilenameExtension == "xyz" && !unknown.isDeclared)
        #expect(UTType("public.json") == .json && UTType("com.example.none") == nil)
    }

    /// Effect packages call SwiftUI's underscored button gesture and appearance modifier.
    @Test func underscoredSpellingsWork() {
        var taps = 0
        let page = html(Text("Pulse")._onButtonGesture(pressing: { _ in }, perform: { taps += 1 }))
        #expect(page == html(Text("Pulse").onTapGesture { taps += 1 }))
        var appeared = false
        _ = html(Text("Hi").modifier(_AppearanceActionModifier(appear: { appeared = true }, disappear: {})))
        #expect(appeared)
        #expect(html(Stepper("Count", onIncrement: {}, onDecrement: nil)).contains("Count"))
    }
}
