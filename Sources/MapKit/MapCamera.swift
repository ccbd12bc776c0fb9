import Strata

/// The user interactions a map allows.
public struct MapInteractionModes: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let pan = MapInteractionModes(rawValue: 1 << 0)
    public static let zoom = MapInteractionModes(rawValue: 1 << 1)
    public static let rotate = MapInteractionModes(rawValue: 1 << 2)
    public static let pitch = MapInteractionModes(rawValue: 1 << 3)
    public static let all: MapInteractionModes = [.pan, .zoom, .rotate, .pitch]
}

/// Whether a map follows the user's location.
public enum MapUserTrackingMode: Sendable, Equatable {
    case none, follow
}

/// A viewpoint over the map: where it looks, from how far, and at what angle.
public struct MapCamera: Sendable, Equatable {
    public var centerCoordinate: CLLocationCoordinate2D
    public var distance: Double
    public var heading: Double
    public var pitch: Double

    public init(centerCoordinate: CLLocationCoordinate2D, distance: Double, heading: Double = 0, pitch: Double = 0) {
        self.centerCoordinate = centerCoordinate
        self.distance = distance
        self.heading = heading
        self.pitch = pitch
    }
}

/// Where a map's camera is: fitted to its content, a region, a rectangle, a camera, or the user.
public struct MapCameraPosition: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case automatic
        case region(MKCoordinateRegion)
        case rect(MKMapRect)
        case camera(MapCamera)
        case userLocation(fallback: MapCameraPosition.Fallback)
    }

    /// The position a user-location camera takes when the location is unknown.
    struct Fallback: Sendable, Equatable {
        let region: MKCoordinateRegion?
    }

    let kind: Kind

    /// Frames the map's content.
    public static var automatic: MapCameraPosition { MapCameraPosition(kind: .automatic) }

    public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition { MapCameraPosition(kind: .region(region)) }
    public static func rect(_ rect: MKMapRect) -> MapCameraPosition { MapCameraPosition(kind: .rect(rect)) }
    public static func camera(_ camera: MapCamera) -> MapCameraPosition { MapCameraPosition(kind: .camera(camera)) }

    /// Follows the user's location, or shows `fallback` while it is unknown (always, on a server).
    public static func userLocation(followsHeading: Bool = false, fallback: MapCameraPosition) -> MapCameraPosition {
        MapCameraPosition(kind: .userLocation(fallback: Fallback(region: fallback.region)))
    }

    public var region: MKCoordinateRegion? {
        switch kind {
        case .region(let region): region
        case .rect(let rect): MKCoordinateRegion(rect)
        case .userLocation(let fallback): fallback.region
        case .automatic, .camera: nil
        }
    }

    public var rect: MKMapRect? {
        if case .rect(let rect) = kind { return rect }
        return nil
    }

    public var camera: MapCamera? {
        if case .camera(let camera) = kind { return camera }
        return nil
    }

    public var positionedByUser: Bool { false }
    public var followsUserLocation: Bool {
        if case .userLocation = kind { return true }
        return false
    }
}

/// Limits on where a map's camera can go.
public struct MapCameraBounds: Sendable {
    public init(centerCoordinateBounds: MKCoordinateRegion, minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
    public init(centerCoordinateBounds: MKMapRect, minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
    public init(minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
}

/// How often a map reports camera changes.
public enum MapCameraUpdateFrequency: Sendable {
    case continuous, onEnd
}

/// A camera change a map reports.
public struct MapCameraUpdateContext: Sendable {
    public let camera: MapCamera
    public let region: MKCoordinateRegion
    public let rect: MKMapRect
}

/// The look of a map: standard, satellite imagery, or both.
public struct MapStyle: Sendable, Equatable {
    enum Kind: Sendable { case standard, imagery, hybrid }
    let kind: Kind

    /// Elevation drawn flat or realistic.
    public enum Elevation: Sendable { case automatic, flat, realistic }
    /// Which points of interest a map shows.
    public struct PointOfInterestCategories: Sendable {
        public static let all = PointOfInterestCategories()
        public static let excludingAll = PointOfInterestCategories()
        public static func including(_ categories: [String]) -> PointOfInterestCategories { PointOfInterestCategories() }
        public static func excluding(_ categories: [String]) -> PointOfInterestCategories { PointOfInterestCategories() }
    }
    /// How much a standard map emphasizes its features.
    public enum StandardEmphasis: Sendable { case automatic, muted }

    public static var standard: MapStyle { MapStyle(kind: .standard) }
    public static var imagery: MapStyle { MapStyle(kind: .imagery) }
    public static var hybrid: MapStyle { MapStyle(kind: .hybrid) }

    public static func standard(elevation: Elevation = .automatic, emphasis: StandardEmphasis = .automatic,
                                pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false) -> MapStyle { .standard }
    public static func imagery(elevation: Elevation = .automatic) -> MapStyle { .imagery }
    public static func hybrid(elevation: Elevation = .automatic, pointsOfInterest: PointOfInterestCategories = .all,
                              showsTraffic: Bool = false) -> MapStyle { .hybrid }
}
