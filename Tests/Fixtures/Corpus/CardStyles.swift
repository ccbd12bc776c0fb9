import SwiftUI

// MARK: - Label style

struct VerticalLabelStyle: LabelStyle {
    var spacing: CGFloat = 4

    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: spacing) {
            configuration.icon
                .font(.title2)
            configuration.title
                .font(.caption)
        }
    }
}

extension LabelStyle where Self == VerticalLabelStyle {
    static var vertical: VerticalLabelStyle { VerticalLabelStyle() }
}

// MARK: - GroupBox style

struct CardGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            configuration.label
                .font(.headline)
            configuration.content
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color(.systemGroupedBackground))
        .clipShape(RoundedRectangle(cornerRadius: 12, style: .continuous))
    }
}

struct StatsCard: View {
    var body: some View {
        GroupBox(label: Label("Activity", systemImage: "flame.fill")) {
            HStack {
                Label("Steps", systemImage: "figure.walk")
                Spacer()
                Label("Heart", systemImage: "heart.fill")
                Spacer()
                Label("Sleep", systemImage: "bed.double.fill")
            }
            .labelStyle(.vertical)
        }
        .groupBoxStyle(CardGroupBoxStyle())
        .padding()
    }
}

struct StatsCard_Previews: PreviewProvider {
    static var previews: some View {
        StatsCard()
    }
}
