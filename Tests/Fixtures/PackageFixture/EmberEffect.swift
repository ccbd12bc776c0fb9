// A particle effect as effect packages write one: a SpriteKit scene (EmberScene.swift) that builds its
// emitters when presented, shown through `SpriteView` over transparent content.
import SpriteKit
import SwiftUI

/// Embers behind some content.
public struct EmberBackdrop<Content: View>: View {
    let scene: EmberScene
    let content: Content

    public init(size: CGSize, intensity: CGFloat = 1, @ViewBuilder content: () -> Content) {
        scene = EmberScene(size: size, intensity: intensity)
        self.content = content()
    }

    public var emberScene: EmberScene { scene }

    public var body: some View {
        ZStack {
            SpriteView(scene: scene, options: [.allowsTransparency])
                .allowsHitTesting(false)
            content
        }
    }
}
