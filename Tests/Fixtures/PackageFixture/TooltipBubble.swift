// A tooltip the way tooltip and toast packages draw and announce one: a custom bubble shape whose
// outline is stroked with a dash and then filled (`stroke(style:)` gives a shape in SwiftUI), a
// VoiceOver announcement with speech attributes when it appears, and a blur that looks up a
// private filter at run time and falls back when the class does not respond.
import SwiftUI
import UIKit

/// A rounded bubble with an arrow at the bottom.
public struct TooltipBubbleShape: Shape {
    public var arrow: CGFloat = 8

    public init(arrow: CGFloat = 8) { self.arrow = arrow }

    public func path(in rect: CGRect) -> Path {
        var path = Path(roundedRect: CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height - arrow),
                        cornerRadius: 6)
        path.move(to: CGPoint(x: rect.midX - arrow, y: rect.maxY - arrow))
        path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.midX + arrow, y: rect.maxY - arrow))
        return path
    }
}

/// A tooltip with a dashed border, announced to VoiceOver when it appears.
public struct TooltipBubble: View {
    let text: String
    let border: Color

    public init(_ text: String, border: Color = .blue) {
        self.text = text
        self.border = border
    }

    public var body: some View {
        Text(text)
            .padding(8)
            .padding(.bottom, 8)
            .background(TooltipBubbleShape().fill(Color.white))
            .overlay(
                TooltipBubbleShape()
                    .stroke(style: StrokeStyle(lineWidth: 2, dash: [4, 2]))
                    .fill(border)
            )
            .onAppear { TooltipBubble.announce(text) }
    }

    /// The announcement, at high priority, not queued behind other speech.
    public static func announcement(_ text: String) -> NSAttributedString {
        var attributes: [NSAttributedString.Key: Any] = [.accessibilitySpeechQueueAnnouncement: false]
        if #available(iOS 17.0, *) {
            attributes[.accessibilitySpeechAnnouncementPriority] = UIAccessibilityPriority.high.rawValue
        }
        return NSAttributedString(string: text, attributes: attributes)
    }

    static func announce(_ text: String) {
        guard UIAccessibility.isVoiceOverRunning else { return }
        UIAccessibility.post(notification: .announcement, argument: announcement(text))
    }

    /// Whether the private variable-blur filter is available: looked up by name, as blur packages
    /// do, and used only when the class responds to its factory method.
    public static var hasVariableBlur: Bool {
        guard let filterClass = NSClassFromString("CAFilter") as AnyObject as? NSObjectProtocol else { return false }
        let factory = Selector("filterWithType:")
        guard filterClass.responds(to: factory) else { return false }
        return filterClass.perform(factory, with: "variableBlur") != nil
    }
}
