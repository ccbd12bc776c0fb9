// On Linux, `import AVFoundation` resolves to this module. The audio names (`AVAudioPlayer`,
// `AVAudioSession`, `AVError`) are declared in Strata (`Sources/Strata/AVFoundation`), so this module
// re-exports Strata, which brings Foundation as AVFoundation does on Apple platforms
// (docs/compatibility.md#audio-avfoundation).
@_exported import Strata
