import Foundation

/// A SwiftUI view presenting a SpriteKit scene (with `import SpriteKit`, as on Apple platforms).
/// On a server the scene is presented once in a headless `SKView` (so its `didMove(to:)` builds its
/// nodes; `scene.view` is nil afterwards) and drawn as a rectangle of the scene's size filled with its background color; its nodes
/// are not drawn, since nothing is simulated.
public struct SpriteView: View {
    /// How the view renders.
    public struct Options: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let allowsTransparency = Options(rawValue: 1 << 0)
        public static let ignoresSiblingOrder = Options(rawValue: 1 << 1)
        public static let shouldCullNonVisibleNodes = Options(rawValue: 1 << 2)
    }

    /// Debugging overlays.
    public struct DebugOptions: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let showsDrawCount = DebugOptions(rawValue: 1 << 0)
        public static let showsFields = DebugOptions(rawValue: 1 << 1)
        public static let showsFPS = DebugOptions(rawValue: 1 << 2)
        public static let showsNodeCount = DebugOptions(rawValue: 1 << 3)
        public static let showsPhysics = DebugOptions(rawValue: 1 << 4)
        public static let showsQuadCount = DebugOptions(rawValue: 1 << 5)
    }

    public let scene: SKScene
    public let transition: SKTransition?
    public let isPaused: Bool
    public let preferredFramesPerSecond: Int
    public let options: Options
    public let debugOptions: DebugOptions

    public init(scene: SKScene, transition: SKTransition? = nil, isPaused: Bool = false, preferredFramesPerSecond: Int = 60) {
        self.init(scene: scene, transition: transition, isPaused: isPaused, preferredFramesPerSecond: preferredFramesPerSecond, options: [.shouldCullNonVisibleNodes], debugOptions: [])
    }

    @preconcurrency
    public init(scene: SKScene, transition: SKTransition? = nil, isPaused: Bool = false, preferredFramesPerSecond: Int = 60, options: SpriteView.Options = [.shouldCullNonVisibleNodes], shouldRender: @escaping @MainActor (TimeInterval) -> Bool = { _ in true }) {
        self.init(scene: scene, transition: transition, isPaused: isPaused, preferredFramesPerSecond: preferredFramesPerSecond, options: options, debugOptions: [])
    }

    @preconcurrency
    public init(scene: SKScene, transition: SKTransition? = nil, isPaused: Bool = false, preferredFramesPerSecond: Int = 60, options: SpriteView.Options = [.shouldCullNonVisibleNodes], debugOptions: SpriteView.DebugOptions, shouldRender: @escaping @MainActor (TimeInterval) -> Bool = { _ in true }) {
        self.scene = scene
        self.transition = transition
        self.isPaused = isPaused
        self.preferredFramesPerSecond = preferredFramesPerSecond
        self.options = options
        self.debugOptions = debugOptions
    }

    public var body: some View {
        Self.presentOnce(scene, options: options, isPaused: isPaused)
        return Rectangle()
            .fill(Color(uiColor: scene.backgroundColor))
            .frame(width: max(scene.size.width, 0), height: max(scene.size.height, 0))
    }

    /// Presents `scene` in a headless `SKView` the first time a sprite view shows it, so its
    /// `didMove(to:)` runs once however often the body is evaluated. The view is not kept (it would
    /// retain the scene), so `scene.view` is nil afterwards.
    static func presentOnce(_ scene: SKScene, options: Options, isPaused: Bool) {
        guard scene.view == nil, !scene.wasPresentedBySpriteView else { return }
        scene.wasPresentedBySpriteView = true
        let view = SKView(frame: CGRect(origin: .zero, size: scene.size))
        view.allowsTransparency = options.contains(.allowsTransparency)
        view.ignoresSiblingOrder = options.contains(.ignoresSiblingOrder)
        view.shouldCullNonVisibleNodes = options.contains(.shouldCullNonVisibleNodes)
        view.isPaused = isPaused
        view.presentScene(scene)
    }
}
