import SwiftUI

struct ClockHand: Shape {
    var length: CGFloat

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let center = CGPoint(x: rect.midX, y: rect.midY)
        path.move(to: center)
        path.addLine(to: CGPoint(x: center.x, y: center.y - rect.height / 2 * length))
        return path
    }
}

struct ClockFace: View {
    var body: some View {
        TimelineView(.periodic(from: .now, by: 1)) { context in
            let components = Calendar.current.dateComponents([.hour, .minute, .second], from: context.date)
            let hour = Double(components.hour ?? 0)
            let minute = Double(components.minute ?? 0)
            let second = Double(components.second ?? 0)

            ZStack {
                Circle()
                    .stroke(Color.primary, lineWidth: 4)
                ForEach(0..<12) { tick in
                    Rectangle()
                        .fill(Color.primary)
                        .frame(width: 2, height: tick % 3 == 0 ? 14 : 7)
                        .offset(y: -90)
                        .rotationEffect(.degrees(Double(tick) * 30))
                }
                ClockHand(length: 0.5)
                    .stroke(Color.primary, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                    .rotationEffect(.degrees((hour.truncatingRemainder(dividingBy: 12) + minute / 60) * 30))
                ClockHand(length: 0.75)
                    .stroke(Color.primary, style: StrokeStyle(lineWidth: 4, lineCap: .round))
                    .rotationEffect(.degrees(minute * 6))
                ClockHand(length: 0.85)
                    .stroke(Color.red, lineWidth: 1.5)
                    .rotationEffect(.degrees(second * 6))
                Circle()
                    .fill(Color.red)
                    .frame(width: 8, height: 8)
            }
            .frame(width: 200, height: 200)
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(Text(context.date, style: .time))
        }
    }
}

struct BatteryGauge: View {
    var level: Double

    var body: some View {
        VStack {
            Gauge(value: level, in: 0...100) {
                Text("Battery")
            } currentValueLabel: {
                Text("\(Int(level))%")
            }
            .gaugeStyle(.accessoryLinearCapacity)
            .tint(level < 20 ? .red : .green)

            Gauge(value: level / 100) {
                Image(systemName: "bolt.fill")
            }
            .gaugeStyle(.accessoryCircular)
        }
        .padding()
    }
}

#Preview("Clock") {
    ClockFace()
}

#Preview("Battery") {
    BatteryGauge(level: 64)
}
