import SwiftUI

// Apple-Watch-style activity rings with AngularGradient, trim, a rounded cap
// that stays visible past 100%, and system background colors from UIKit.

struct RingShape: Shape {
    var percent: Double
    var startAngle: Double = -90

    var animatableData: Double {
        get { percent }
        set { percent = newValue }
    }

    func path(in rect: CGRect) -> Path {
        let end = percent * 360 + startAngle
        var path = Path()
        path.addArc(center: CGPoint(x: rect.size.width / 2, y: rect.size.height / 2),
                    radius: rect.size.width / 2,
                    startAngle: Angle(degrees: startAngle),
                    endAngle: Angle(degrees: end),
                    clockwise: false)
        return path
    }
}

struct ActivityRing: View {
    var progress: Double
    var thickness: CGFloat = 20
    var colors: [Color]

    private var ringGradient: AngularGradient {
        AngularGradient(
            gradient: Gradient(colors: colors),
            center: .center,
            startAngle: .degrees(0),
            endAngle: .degrees(360 * progress)
        )
    }

    var body: some View {
        ZStack {
            Circle()
                .stroke(colors.first!.opacity(0.15), lineWidth: thickness)
            RingShape(percent: progress)
                .stroke(ringGradient, style: StrokeStyle(lineWidth: thickness, lineCap: .round))
                .rotationEffect(.degrees(0))
            Circle()
                .frame(width: thickness, height: thickness)
                .foregroundColor(progress > 0.95 ? colors.last : .clear)
                .offset(y: -1)
                .shadow(color: .black.opacity(0.3), radius: 3, x: 0, y: 0)
        }
        .padding(thickness / 2)
    }
}

struct ActivityRingsView: View {
    @State private var move = 0.0
    @State private var exercise = 0.0
    @State private var stand = 0.0

    var body: some View {
        VStack(spacing: 32) {
            ZStack {
                ActivityRing(progress: move, colors: [Color(red: 0.88, green: 0.0, blue: 0.08), Color(red: 1, green: 0.2, blue: 0.6)])
                    .frame(width: 220, height: 220)
                ActivityRing(progress: exercise, colors: [.green, Color(red: 0.7, green: 1, blue: 0)])
                    .frame(width: 176, height: 176)
                ActivityRing(progress: stand, colors: [.blue, .cyan])
                    .frame(width: 132, height: 132)
            }
            .onAppear {
                withAnimation(.easeOut(duration: 1.2).delay(0.2)) {
                    move = 0.82
                    exercise = 1.1
                    stand = 0.5
                }
            }

            HStack(spacing: 20) {
                legend("Move", value: "\(Int(move * 600))/600", unit: "CAL", color: .red)
                legend("Exercise", value: "\(Int(exercise * 30))/30", unit: "MIN", color: .green)
                legend("Stand", value: "\(Int(stand * 12))/12", unit: "HRS", color: .cyan)
            }
        }
        .padding(32)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(UIColor.systemBackground))
    }

    func legend(_ title: String, value: String, unit: String, color: Color) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(title).font(.caption).foregroundColor(Color(uiColor: .secondaryLabel))
            (Text(value).font(.title3.bold()) + Text(" " + unit).font(.caption2))
                .foregroundColor(color)
        }
    }
}

struct ActivityRings_Previews: PreviewProvider {
    static var previews: some View {
        ActivityRingsView()
            .environment(\.colorScheme, .dark)
    }
}
