@_exported import CoreLocation
import Foundation

/// The width and height of a region, in degrees of latitude and longitude.
public struct MKCoordinateSpan: Sendable, Equatable {
    public var latitudeDelta: CLLocationDegrees
    public var longitudeDelta: CLLocationDegrees

    public init() {
        latitudeDelta = 0
        longitudeDelta = 0
    }

    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

/// A rectangular region of the map, centered on a coordinate.
public struct MKCoordinateRegion: Sendable, Equatable {
    public var center: CLLocationCoordinate2D
    public var span: MKCoordinateSpan

    public init() {
        center = CLLocationCoordinate2D()
        span = MKCoordinateSpan()
    }

    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }

    /// A region of a distance north to south and east to west, in meters, around `center`.
    public init(center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance) {
        let metersPerDegree = 111_319.49
        let longitudeScale = max(cos(center.latitude * .pi / 180), 0.000_001)
        self.init(center: center, span: MKCoordinateSpan(
            latitudeDelta: latitudinalMeters / metersPerDegree,
            longitudeDelta: longitudinalMeters / (metersPerDegree * longitudeScale)
        ))
    }

    /// The region a map rectangle covers.
    public init(_ rect: MKMapRect) {
        let northWest = MKMapPoint(x: rect.minX, y: rect.minY).coordinate
        let southEast = MKMapPoint(x: rect.maxX, y: rect.maxY).coordinate
        self.init(
            center: MKMapPoint(x: rect.midX, y: rect.midY).coordinate,
            span: MKCoordinateSpan(latitudeDelta: northWest.latitude - southEast.latitude, longitudeDelta: southEast.longitude - northWest.longitude)
        )
    }
}

/// A point on the two-dimensional (Web Mercator) projection of the map.
public struct MKMapPoint: Sendable, Equatable {
    public var x: Double
    public var y: Double

    /// The width and height of the whole world, in map points.
    static let worldSide = 268_435_456.0

    public init() {
        x = 0
        y = 0
    }

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public init(_ coordinate: CLLocationCoordinate2D) {
        let sine = sin(max(min(coordinate.latitude, 85.051_128_78), -85.051_128_78) * .pi / 180)
        x = (coordinate.longitude + 180) / 360 * Self.worldSide
        y = (0.5 - log((1 + sine) / (1 - sine)) / (4 * .pi)) * Self.worldSide
    }

    public var coordinate: CLLocationCoordinate2D {
        let longitude = x / Self.worldSide * 360 - 180
        let n = .pi - 2 * .pi * y / Self.worldSide
        return CLLocationCoordinate2D(latitude: atan(sinh(n)) * 180 / .pi, longitude: longitude)
    }

    /// The distance to another point, in meters.
    public func distance(to other: MKMapPoint) -> CLLocationDistance {
        CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)
            .distance(from: CLLocation(latitude: other.coordinate.latitude, longitude: other.coordinate.longitude))
    }
}

/// A size in map points.
public struct MKMapSize: Sendable, Equatable {
    public var width: Double
    public var height: Double

    public init() {
        width = 0
        height = 0
    }

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// A rectangle in map points.
public struct MKMapRect: Sendable, Equatable {
    public var origin: MKMapPoint
    public var size: MKMapSize

    public init() {
        origin = MKMapPoint()
        size = MKMapSize()
    }

    public init(origin: MKMapPoint, size: MKMapSize) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: MKMapPoint(x: x, y: y), size: MKMapSize(width: width, height: height))
    }

    /// The whole world.
    public static let world = MKMapRect(x: 0, y: 0, width: MKMapPoint.worldSide, height: MKMapPoint.worldSide)
    /// No rectangle.
    public static let null = MKMapRect(x: .infinity, y: .infinity, width: 0, height: 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }

    public func contains(_ point: MKMapPoint) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The smallest rectangle holding both.
    public func union(_ other: MKMapRect) -> MKMapRect {
        if isNull { return other }
        if other.isNull { return self }
        let x = min(minX, other.minX), y = min(minY, other.minY)
        return MKMapRect(x: x, y: y, width: max(maxX, other.maxX) - x, height: max(maxY, other.maxY) - y)
    }
}

/// An object with a place on the map.
public protocol MKAnnotation: AnyObject {
    var coordinate: CLLocationCoordinate2D { get }
    var title: String? { get }
    var subtitle: String? { get }
}

extension MKAnnotation {
    public var title: String? { nil }
    public var subtitle: String? { nil }
}

/// An annotation at a point, with a title and a subtitle.
open class MKPointAnnotation: NSObject, MKAnnotation, @unchecked Sendable {
    open var coordinate: CLLocationCoordinate2D
    open var title: String?
    open var subtitle: String?

    override public init() {
        coordinate = CLLocationCoordinate2D()
        super.init()
    }

    public init(coordinate: CLLocationCoordinate2D, title: String? = nil, subtitle: String? = nil) {
        self.coordinate = coordinate
        self.title = title
        self.subtitle = subtitle
        super.init()
    }
}
