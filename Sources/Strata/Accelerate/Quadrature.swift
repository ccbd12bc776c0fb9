import Foundation

/// Accelerate's numerical integration of a function over an interval, computed for real with
/// adaptive Gauss–Kronrod (7–15 point) rules: `qng` applies the rule once, `qag` and `qags` bisect
/// the interval with the largest error estimate until the tolerances are met or `maxIntervals`
/// intervals are in use (docs/compatibility.md#spritekit-accelerate-and-collection-views).
public struct Quadrature: Sendable {
    /// How the integral is computed.
    public enum Integrator: Sendable {
        /// One application of the rule (non-adaptive).
        case qng
        /// Adaptive bisection; the points per interval are kept (a 15-point rule is used).
        case qag(pointsPerInterval: QAGPointsPerInterval, maxIntervals: Int)
        /// Adaptive bisection, for integrands with endpoint singularities too.
        case qags(maxIntervals: Int)
    }

    /// The number of points a `qag` integrator evaluates per interval.
    public struct QAGPointsPerInterval: Sendable {
        public let points: Int
        public static let fifteen = QAGPointsPerInterval(points: 15)
        public static let twentyOne = QAGPointsPerInterval(points: 21)
        public static let thirtyOne = QAGPointsPerInterval(points: 31)
        public static let fortyOne = QAGPointsPerInterval(points: 41)
        public static let fiftyOne = QAGPointsPerInterval(points: 51)
        public static let sixtyOne = QAGPointsPerInterval(points: 61)
    }

    /// Why an integration failed.
    public enum Error: Swift.Error, Sendable {
        case generic, invalidArgument, internalError, integrationError, badIntegrandBehaviour

        public var errorDescription: String {
            switch self {
            case .generic: "Generic error."
            case .invalidArgument: "Invalid argument."
            case .internalError: "This is a bug in the Quadrature code, please file a bug report."
            case .integrationError: "The requested accuracy limit could not be reached with the allowed number of intervals."
            case .badIntegrandBehaviour: "Extremely bad integrand behaviour, or excessive roundoff error occurs at some points of the integration interval."
            }
        }
    }

    public var integrator: Integrator
    public var absoluteTolerance: Double
    public var relativeTolerance: Double

    public init(integrator: Integrator, absoluteTolerance: Double = 1.0e-8, relativeTolerance: Double = 1.0e-2) {
        self.integrator = integrator
        self.absoluteTolerance = absoluteTolerance
        self.relativeTolerance = relativeTolerance
    }

    /// The integral of `integrand` over `interval` and its estimated absolute error.
    public func integrate(over interval: ClosedRange<Double>, integrand: (Double) -> Double) -> Result<(integralResult: Double, estimatedAbsoluteError: Double), Quadrature.Error> {
        guard absoluteTolerance >= 0, relativeTolerance >= 0, interval.lowerBound.isFinite, interval.upperBound.isFinite else {
            return .failure(.invalidArgument)
        }
        let maxIntervals: Int
        switch integrator {
        case .qng: maxIntervals = 1
        case .qag(_, let count), .qags(let count): maxIntervals = count
        }
        guard maxIntervals >= 1 else { return .failure(.invalidArgument) }
        var pieces = [Self.kronrod(integrand, interval.lowerBound, interval.upperBound)]
        while true {
            let total = pieces.reduce(0) { $0 + $1.value }
            let error = pieces.reduce(0) { $0 + $1.error }
            guard total.isFinite, error.isFinite else { return .failure(.badIntegrandBehaviour) }
            if error <= max(absoluteTolerance, relativeTolerance * abs(total)) {
                return .success((integralResult: total, estimatedAbsoluteError: error))
            }
            guard pieces.count < maxIntervals, let worst = pieces.indices.max(by: { pieces[$0].error < pieces[$1].error }) else {
                return .failure(.integrationError)
            }
            let piece = pieces.remove(at: worst)
            let middle = (piece.lower + piece.upper) / 2
            pieces.append(Self.kronrod(integrand, piece.lower, middle))
            pieces.append(Self.kronrod(integrand, middle, piece.upper))
        }
    }

    /// The integral with a vectorized integrand, which fills `result` with the function at each input.
    public func integrate(over interval: ClosedRange<Double>, integrand: (_ input: UnsafeBufferPointer<Double>, _ result: UnsafeMutableBufferPointer<Double>) -> Void) -> Result<(integralResult: Double, estimatedAbsoluteError: Double), Quadrature.Error> {
        integrate(over: interval) { x in
            var output = 0.0
            withUnsafePointer(to: x) { input in
                withUnsafeMutablePointer(to: &output) { result in
                    integrand(UnsafeBufferPointer(start: input, count: 1), UnsafeMutableBufferPointer(start: result, count: 1))
                }
            }
            return output
        }
    }

    private struct Piece {
        let lower: Double, upper: Double, value: Double, error: Double
    }

    // The 15-point Kronrod nodes (positive half, center last) and weights, and the weights of the
    // 7-point Gauss rule embedded at the odd nodes.
    private static let nodes: [Double] = [
        0.991455371120812639206854697526329, 0.949107912342758524526189684047851, 0.864864423359769072789712788640926,
        0.741531185599394439863864773280788, 0.586087235467691130294144845693013, 0.405845151377397166906606412076961,
        0.207784955007898467600689403773245, 0,
    ]
    private static let kronrodWeights: [Double] = [
        0.022935322010529224963732008058970, 0.063092092629978553290700663189204, 0.104790010322250183839876322541518,
        0.140653259715525918745189590510238, 0.169004726639267902826583426598550, 0.190350578064785409913256402421014,
        0.204432940075298892414161999234649, 0.209482141084727828012999174891714,
    ]
    private static let gaussWeights: [Double] = [
        0.129484966168869693270611432679082, 0.279705391489276667901467771423780, 0.381830050505118944950369775488975,
        0.417959183673469387755102040816327,
    ]

    /// The 15-point Kronrod estimate over [lower, upper], with |Kronrod − Gauss| as its error.
    private static func kronrod(_ f: (Double) -> Double, _ lower: Double, _ upper: Double) -> Piece {
        let center = (lower + upper) / 2, half = (upper - lower) / 2
        let middle = f(center)
        var kronrod = kronrodWeights[7] * middle
        var gauss = gaussWeights[3] * middle
        for j in 0..<7 {
            let pair = f(center - half * nodes[j]) + f(center + half * nodes[j])
            kronrod += kronrodWeights[j] * pair
            if j % 2 == 1 { gauss += gaussWeights[j / 2] * pair }
        }
        return Piece(lower: lower, upper: upper, value: kronrod * half, error: abs((kronrod - gauss) * half))
    }
}
