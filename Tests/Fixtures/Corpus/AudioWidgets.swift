import SwiftUI

// Audio and shop widgets with arithmetic-heavy modifier chains: equalizer bars, a price tag
// and a circular slider driven by a drag angle (CGVector and atan2), as in many tutorials.

struct EqualizerBars: View {
    let levels: [Double]
    var isCompact = false
    @State private var isPressed = false
    @State private var selectedIndex = 2

    var body: some View {
        GeometryReader { geometry in
            HStack(alignment: .bottom, spacing: isCompact ? 2 : 4) {
                ForEach(levels.indices, id: \.self) { index in
                    RoundedRectangle(cornerRadius: isCompact ? 2 : 4, style: .continuous)
                        .fill(levels[index] > 0.8 ? Color.red : levels[index] > 0.5 ? Color.orange : Color.green)
                        .frame(width: (geometry.size.width - CGFloat(levels.count - 1) * (isCompact ? 2 : 4)) / CGFloat(levels.count),
                               height: max(4, geometry.size.height * CGFloat(levels[index])))
                        .opacity(index == selectedIndex ? 1 : 0.6 + Double(index) * 0.02)
                        .offset(y: isPressed ? -2 : 0)
                        .shadow(color: .black.opacity(isPressed ? 0.1 : 0.25), radius: isPressed ? 2 : 8, x: 0, y: isPressed ? 1 : 4)
                        .scaleEffect(x: 1, y: index == selectedIndex ? 1.05 : 1, anchor: .bottom)
                        .animation(.spring(response: 0.35, dampingFraction: 0.6).delay(Double(index) * 0.03), value: levels[index])
                        .onTapGesture { selectedIndex = index }
                }
            }
            .frame(width: geometry.size.width, height: geometry.size.height, alignment: .bottom)
            .padding(.horizontal, isCompact ? 4 : 8)
            .background(Color(red: 0.1, green: 0.1 + Double(selectedIndex) * 0.02, blue: 0.15).opacity(0.9))
            .cornerRadius(isCompact ? 8 : 16)
        }
        .frame(height: 120)
    }
}

struct PriceTag: View {
    let price: Double
    let discount: Double?
    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 4) {
            Text("$\(price * (1 - (discount ?? 0)), specifier: "%.2f")")
                .font(.system(size: discount != nil ? 22 : 18, weight: discount != nil ? .bold : .semibold, design: .rounded))
                .foregroundColor(discount != nil ? Color(red: 0.85, green: 0.1, blue: 0.2) : .primary)
            if let discount = discount {
                Text("$\(price, specifier: "%.2f")")
                    .font(.caption)
                    .strikethrough(true, color: .secondary)
                    .foregroundColor(.secondary)
                Text("-\(Int(discount * 100))%")
                    .font(.caption2.weight(.heavy))
                    .padding(.horizontal, 6).padding(.vertical, 2)
                    .background(Capsule().fill(Color.red.opacity(0.15)))
                    .foregroundColor(.red)
            }
        }
        .padding(.vertical, 4).padding(.horizontal, 8)
        .background(RoundedRectangle(cornerRadius: 6).stroke(Color.gray.opacity(0.3), lineWidth: 1).background(RoundedRectangle(cornerRadius: 6).fill(Color.white)))
        .shadow(color: Color.black.opacity(0.05), radius: 2, x: 0, y: 1)
    }
}

struct CircularSlider: View {
    @Binding var value: Double
    var range: ClosedRange<Double> = 0...100

    var body: some View {
        GeometryReader { proxy in
            let size = min(proxy.size.width, proxy.size.height)
            let progress = (value - range.lowerBound) / (range.upperBound - range.lowerBound)
            ZStack {
                Circle().stroke(Color.gray.opacity(0.2), lineWidth: size * 0.08)
                Circle()
                    .trim(from: 0, to: CGFloat(progress))
                    .stroke(AngularGradient(gradient: Gradient(colors: [.blue, .purple, .pink]), center: .center, startAngle: .degrees(0), endAngle: .degrees(360 * progress)), style: StrokeStyle(lineWidth: size * 0.08, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                Circle()
                    .fill(Color.white)
                    .frame(width: size * 0.12, height: size * 0.12)
                    .shadow(radius: 3)
                    .offset(x: size / 2 * CGFloat(cos((progress * 360 - 90) * .pi / 180)), y: size / 2 * CGFloat(sin((progress * 360 - 90) * .pi / 180)))
                    .gesture(DragGesture(minimumDistance: 0).onChanged { drag in
                        let vector = CGVector(dx: drag.location.x - size / 2, dy: drag.location.y - size / 2)
                        let angle = atan2(vector.dy, vector.dx) + .pi / 2
                        let fixed = angle < 0 ? angle + 2 * .pi : angle
                        value = range.lowerBound + Double(fixed / (2 * .pi)) * (range.upperBound - range.lowerBound)
                    })
                Text("\(Int(value))")
                    .font(.system(size: size * 0.2, weight: .bold, design: .rounded))
            }
            .frame(width: size, height: size)
        }
    }
}

struct AudioWidgets_Previews: PreviewProvider {
    struct Demo: View {
        @State private var volume = 40.0
        var body: some View {
            VStack(spacing: 24) {
                EqualizerBars(levels: [0.2, 0.5, 0.9, 0.7, 0.4, 0.6, 0.3])
                PriceTag(price: 49.99, discount: 0.2)
                PriceTag(price: 19, discount: nil)
                CircularSlider(value: $volume)
                    .frame(width: 160, height: 160)
            }
            .padding()
        }
    }

    static var previews: some View {
        Demo()
    }
}
