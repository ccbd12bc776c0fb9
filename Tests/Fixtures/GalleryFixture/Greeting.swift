import SwiftUI

/// A view to preview, public as in a component library.
public struct Greeting: View {
    let name: String
    let isExcited: Bool

    public init(name: String, isExcited: Bool = false) {
        self.name = name
        self.isExcited = isExcited
    }

    public var body: some View {
        Text("Hello, \(name)\(isExcited ? "!" : ".")")
    }
}

/// Only previews use it.
fileprivate struct GreetingRow: View {
    var body: some View {
        HStack {
            Greeting(name: "Row")
            Spacer()
        }
    }
}

#Preview("Named <greeting>") {
    Greeting(name: "Ada")
}

#Preview {
    GreetingRow()
}

enum Mood: String, CaseIterable {
    case calm, excited
}

#Preview("Editable", traits: .sizeThatFitsLayout) {
    @Previewable @State var isExcited = false
    @Previewable @State var count = 3
    @Previewable @State var name = "Grace"
    @Previewable @State var mood = Mood.calm
    @Previewable @State var scale = 1.5
    VStack {
        Greeting(name: name, isExcited: isExcited)
        Text("Count \(count), mood \(mood.rawValue), scale \(scale)")
    }
}

private struct PrivateGreeting_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Greeting(name: "One").previewDisplayName("First")
            Greeting(name: "Two").previewDisplayName("Second")
        }
    }
}
