import SwiftUI

// A segmented tab bar with a sliding underline, two ways: anchorPreference +
// overlayPreferenceValue reading proxy[anchor], and matchedGeometryEffect.
// The anchor version follows the objc.io / swiftui-lab "Anchor Preferences" article.

struct TabBoundsKey: PreferenceKey {
    static var defaultValue: [Int: Anchor<CGRect>] = [:]

    static func reduce(value: inout [Int: Anchor<CGRect>], nextValue: () -> [Int: Anchor<CGRect>]) {
        value.merge(nextValue()) { $1 }
    }
}

struct AnchorTabBar: View {
    let titles: [String]
    @Binding var selection: Int

    var body: some View {
        HStack(spacing: 24) {
            ForEach(titles.indices, id: \.self) { index in
                Button(action: { withAnimation(.easeInOut(duration: 0.25)) { selection = index } }) {
                    Text(titles[index])
                        .fontWeight(selection == index ? .bold : .regular)
                        .foregroundColor(selection == index ? .primary : .secondary)
                }
                .anchorPreference(key: TabBoundsKey.self, value: .bounds) { anchor in
                    [index: anchor]
                }
            }
        }
        .overlayPreferenceValue(TabBoundsKey.self) { preferences in
            GeometryReader { proxy in
                if let anchor = preferences[selection] {
                    let rect = proxy[anchor]
                    Rectangle()
                        .fill(Color.accentColor)
                        .frame(width: rect.width, height: 3)
                        .offset(x: rect.minX, y: rect.maxY + 4)
                }
            }
        }
    }
}

struct MatchedTabBar: View {
    let titles: [String]
    @Binding var selection: String
    @Namespace private var underline

    var body: some View {
        HStack {
            ForEach(titles, id: \.self) { title in
                VStack(spacing: 6) {
                    Text(title)
                        .font(.subheadline.weight(.medium))
                        .foregroundColor(selection == title ? .black : .gray)
                    ZStack {
                        Capsule().fill(Color.clear).frame(height: 3)
                        if selection == title {
                            Capsule()
                                .fill(Color.black)
                                .frame(height: 3)
                                .matchedGeometryEffect(id: "underline", in: underline)
                        }
                    }
                }
                .frame(maxWidth: .infinity)
                .contentShape(Rectangle())
                .onTapGesture {
                    withAnimation(.spring(response: 0.3, dampingFraction: 0.8)) {
                        selection = title
                    }
                }
            }
        }
        .padding(.horizontal)
    }
}

struct BubbleAnchorKey: PreferenceKey {
    static var defaultValue: Anchor<CGPoint>? = nil
    static func reduce(value: inout Anchor<CGPoint>?, nextValue: () -> Anchor<CGPoint>?) {
        value = value ?? nextValue()
    }
}

struct UnderlineTabs: View {
    @State private var selected = 0
    @State private var section = "Popular"

    var body: some View {
        VStack(spacing: 40) {
            AnchorTabBar(titles: ["Inbox", "Archive", "Spam"], selection: $selected)
            MatchedTabBar(titles: ["Popular", "Recent", "Saved"], selection: $section)
            Text("Showing \(section)")
                .anchorPreference(key: BubbleAnchorKey.self, value: .topTrailing) { $0 }
                .backgroundPreferenceValue(BubbleAnchorKey.self) { anchor in
                    GeometryReader { geometry in
                        if let anchor = anchor {
                            Circle()
                                .fill(Color.red)
                                .frame(width: 10, height: 10)
                                .position(geometry[anchor])
                        }
                    }
                }
        }
        .padding()
    }
}

#Preview("Tabs") {
    UnderlineTabs()
}
