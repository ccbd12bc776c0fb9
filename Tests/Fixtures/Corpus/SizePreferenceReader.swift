import SwiftUI

struct SizePreferenceKey: PreferenceKey {
    static var defaultValue: CGSize = .zero
    static func reduce(value: inout CGSize, nextValue: () -> CGSize) {
        value = nextValue()
    }
}

extension View {
    /// Reads the size of the view and reports it through `onChange`.
    func readSize(onChange: @escaping (CGSize) -> Void) -> some View {
        background(
            GeometryReader { geometryProxy in
                Color.clear
                    .preference(key: SizePreferenceKey.self, value: geometryProxy.size)
            }
        )
        .onPreferenceChange(SizePreferenceKey.self, perform: onChange)
    }
}

struct WidthPreferenceKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

struct EqualWidthLabels: View {
    @State private var labelWidth: CGFloat = 0
    @State private var cardSize: CGSize = .zero

    let rows = [("Name", "Taylor"), ("Occupation", "Engineer"), ("City", "Lisbon")]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ForEach(rows, id: \.0) { row in
                HStack {
                    Text(row.0)
                        .bold()
                        .background(GeometryReader { proxy in
                            Color.clear.preference(key: WidthPreferenceKey.self, value: proxy.size.width)
                        })
                        .frame(width: labelWidth > 0 ? labelWidth : nil, alignment: .leading)
                    Text(row.1)
                }
            }
            Text("Card: \(Int(cardSize.width)) × \(Int(cardSize.height))")
                .font(.caption)
                .foregroundColor(.secondary)
        }
        .onPreferenceChange(WidthPreferenceKey.self) { width in
            labelWidth = width
        }
        .padding()
        .readSize { size in
            cardSize = size
        }
    }
}

struct EqualWidthLabels_Previews: PreviewProvider {
    static var previews: some View {
        EqualWidthLabels()
    }
}
