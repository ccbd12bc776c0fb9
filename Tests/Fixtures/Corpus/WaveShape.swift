import SwiftUI

// Animated wave and a morphing blob: Shapes with animatableData, including AnimatablePair,
// the pattern from objc.io's "SwiftUI animations" and SwiftUI Lab's "Advanced Animations".

struct SineWave: Shape {
    var strength: Double
    var frequency: Double
    var phase: Double

    var animatableData: AnimatablePair<Double, AnimatablePair<Double, Double>> {
        get { AnimatablePair(strength, AnimatablePair(frequency, phase)) }
        set {
            strength = newValue.first
            frequency = newValue.second.first
            phase = newValue.second.second
        }
    }

    func path(in rect: CGRect) -> Path {
        let path = UIBezierPath()
        let width = Double(rect.width)
        let height = Double(rect.height)
        let midHeight = height / 2
        let wavelength = width / frequency

        path.move(to: CGPoint(x: 0, y: midHeight))
        for x in stride(from: 0, through: width, by: 1) {
            let relativeX = x / wavelength
            let sine = sin(relativeX + phase)
            let y = strength * sine + midHeight
            path.addLine(to: CGPoint(x: x, y: y))
        }
        return Path(path.cgPath)
    }
}

struct Arc: InsettableShape {
    var startAngle: Angle
    var endAngle: Angle
    var clockwise: Bool
    var insetAmount: CGFloat = 0

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(startAngle.degrees, endAngle.degrees) }
        set {
            startAngle = .degrees(newValue.first)
            endAngle = .degrees(newValue.second)
        }
    }

    func path(in rect: CGRect) -> Path {
        let rotationAdjustment = Angle.degrees(90)
        let modifiedStart = startAngle - rotationAdjustment
        let modifiedEnd = endAngle - rotationAdjustment

        var path = Path()
        path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2 - insetAmount,
                    startAngle: modifiedStart, endAngle: modifiedEnd, clockwise: !clockwise)
        return path
    }

    func inset(by amount: CGFloat) -> some InsettableShape {
        var arc = self
        arc.insetAmount += amount
        return arc
    }
}

struct Trapezoid: Shape {
    var insetAmount: Double

    var animatableData: Double {
        get { insetAmount }
        set { insetAmount = newValue }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: rect.maxY))
        path.addLine(to: CGPoint(x: insetAmount, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - insetAmount, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: 0, y: rect.maxY))
        return path
    }
}

struct WaveDemo: View {
    @State private var phase = 0.0
    @State private var insetAmount = 50.0
    @State private var progress = 0.25

    var body: some View {
        VStack(spacing: 24) {
            ZStack {
                ForEach(0..<5) { i in
                    SineWave(strength: 20, frequency: 20 + Double(i) * 2, phase: phase)
                        .stroke(Color.blue.opacity(Double(i) / 5), lineWidth: 2)
                        .offset(y: CGFloat(i) * 6)
                }
            }
            .frame(height: 120)
            .background(Color.white)
            .ignoresSafeArea()
            .onAppear {
                withAnimation(Animation.linear(duration: 1).repeatForever(autoreverses: false)) {
                    phase = .pi * 2
                }
            }

            Trapezoid(insetAmount: insetAmount)
                .frame(width: 200, height: 100)
                .onTapGesture {
                    withAnimation {
                        insetAmount = Double.random(in: 10...90)
                    }
                }

            Arc(startAngle: .degrees(0), endAngle: .degrees(360 * progress), clockwise: true)
                .strokeBorder(Color.purple, lineWidth: 12)
                .frame(width: 120, height: 120)

            Button("Advance") {
                withAnimation(.spring(response: 0.5, dampingFraction: 0.6, blendDuration: 0)) {
                    progress = min(progress + 0.25, 1)
                }
            }
        }
    }
}

struct WaveDemo_Previews: PreviewProvider {
    static var previews: some View {
        WaveDemo()
    }
}
