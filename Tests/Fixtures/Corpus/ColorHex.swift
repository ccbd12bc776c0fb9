import SwiftUI

extension Color {
    /// Creates a color from a hex string such as "#FF8800", "FF8800" or "#80FF8800" (ARGB).
    init(hex: String) {
        let hex = hex.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
        var int: UInt64 = 0
        Scanner(string: hex).scanHexInt64(&int)
        let a, r, g, b: UInt64
        switch hex.count {
        case 3: // RGB (12-bit)
            (a, r, g, b) = (255, (int >> 8) * 17, (int >> 4 & 0xF) * 17, (int & 0xF) * 17)
        case 6: // RGB (24-bit)
            (a, r, g, b) = (255, int >> 16, int >> 8 & 0xFF, int & 0xFF)
        case 8: // ARGB (32-bit)
            (a, r, g, b) = (int >> 24, int >> 16 & 0xFF, int >> 8 & 0xFF, int & 0xFF)
        default:
            (a, r, g, b) = (255, 0, 0, 0)
        }
        self.init(
            .sRGB,
            red: Double(r) / 255,
            green: Double(g) / 255,
            blue: Double(b) / 255,
            opacity: Double(a) / 255
        )
    }

    /// Creates a color from a 0xRRGGBB integer.
    init(hex: UInt, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xff) / 255,
            green: Double((hex >> 8) & 0xff) / 255,
            blue: Double(hex & 0xff) / 255,
            opacity: alpha
        )
    }
}

struct Palette {
    static let brand = Color(hex: "#5B5BD6")
    static let accent = Color(hex: "F76B15")
    static let ink = Color(hex: 0x1C2024)
    static let paper = Color(hex: "FFF")
}

struct SwatchGrid: View {
    let swatches: [(name: String, color: Color)] = [
        ("Brand", Palette.brand),
        ("Accent", Palette.accent),
        ("Ink", Palette.ink),
        ("Paper", Palette.paper),
    ]

    let columns = [GridItem(.adaptive(minimum: 80), spacing: 12)]

    var body: some View {
        LazyVGrid(columns: columns, spacing: 12) {
            ForEach(swatches, id: \.name) { swatch in
                VStack {
                    RoundedRectangle(cornerRadius: 8)
                        .fill(swatch.color)
                        .frame(height: 60)
                        .overlay(RoundedRectangle(cornerRadius: 8).stroke(Color.black.opacity(0.1)))
                    Text(swatch.name)
                        .font(.caption)
                }
            }
        }
        .padding()
    }
}

struct SwatchGrid_Previews: PreviewProvider {
    static var previews: some View {
        SwatchGrid()
    }
}
