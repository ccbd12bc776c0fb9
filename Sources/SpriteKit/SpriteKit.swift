// On Linux, `import SpriteKit` resolves to this module. SpriteKit's names (`SKScene`, `SKNode`,
// `SKEmitterNode`, `SKView`, `SpriteView`...) are a headless object model in Strata
// (`Sources/Strata/SpriteKit`), so this module re-exports Strata, and UIKit, as SpriteKit does on iOS:
// a file that imports only SpriteKit sees `CGSize`, `UIColor` and `NSCoder` as it does there
// (docs/compatibility.md#spritekit-accelerate-and-collection-views).
@_exported import Strata
@_exported import UIKit
