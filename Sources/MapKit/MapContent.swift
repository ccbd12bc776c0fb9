import Strata

/// What a map shows: markers, annotations, overlays, and content made of them.
@MainActor @preconcurrency
public protocol MapContent {
    associatedtype Body: MapContent
    @MapContentBuilder var body: Body { get }
    /// The places this content marks, for the map's placeholder and its accessibility.
    var _mapPlaces: [MapPlace] { get }
}

extension MapContent {
    public var _mapPlaces: [MapPlace] { body._mapPlaces }
}

/// A place a map's content marks: a title at a coordinate.
public struct MapPlace: Sendable, Equatable {
    public var title: String
    public var coordinate: CLLocationCoordinate2D
}

extension Never: MapContent {
    public var body: Never { fatalError("Never has no body") }
}

/// Content drawn by the map itself, with no body of its own.
@MainActor @preconcurrency
public protocol _PrimitiveMapContent: MapContent where Body == Never {}

extension _PrimitiveMapContent {
    public var body: Never { fatalError("\(Self.self) is drawn by the map") }
}

/// Map content of any type.
public struct AnyMapContent: _PrimitiveMapContent {
    public let _mapPlaces: [MapPlace]

    public init(_ content: some MapContent) { _mapPlaces = content._mapPlaces }
    init(places: [MapPlace]) { _mapPlaces = places }
}

/// No content.
public struct EmptyMapContent: _PrimitiveMapContent {
    public init() {}
    public var _mapPlaces: [MapPlace] { [] }
}

/// Builds map content from statements, as `ViewBuilder` builds views.
@resultBuilder @MainActor @preconcurrency
public enum MapContentBuilder {
    public static func buildExpression(_ never: Never) -> Never {}
    public static func buildBlock(_ never: Never) -> Never {}
    public static func buildExpression(_ content: some MapContent) -> AnyMapContent { AnyMapContent(content) }
    public static func buildBlock() -> EmptyMapContent { EmptyMapContent() }
    public static func buildBlock(_ parts: AnyMapContent...) -> AnyMapContent { AnyMapContent(places: parts.flatMap(\._mapPlaces)) }
    public static func buildOptional(_ content: AnyMapContent?) -> AnyMapContent { content ?? AnyMapContent(places: []) }
    public static func buildEither(first content: AnyMapContent) -> AnyMapContent { content }
    public static func buildEither(second content: AnyMapContent) -> AnyMapContent { content }
    public static func buildArray(_ parts: [AnyMapContent]) -> AnyMapContent { AnyMapContent(places: parts.flatMap(\._mapPlaces)) }
    public static func buildLimitedAvailability(_ content: AnyMapContent) -> AnyMapContent { content }
}

/// A balloon marker at a coordinate.
public struct Marker: _PrimitiveMapContent {
    let title: String

    public let coordinate: CLLocationCoordinate2D
    public var _mapPlaces: [MapPlace] { [MapPlace(title: title, coordinate: coordinate)] }

    public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D) {
        title = Text(titleKey).plainText
        self.coordinate = coordinate
    }

    @_disfavoredOverload
    public init(_ title: some StringProtocol, coordinate: CLLocationCoordinate2D) {
        self.title = String(title)
        self.coordinate = coordinate
    }

    public init(_ titleKey: LocalizedStringKey, systemImage: String, coordinate: CLLocationCoordinate2D) {
        self.init(titleKey, coordinate: coordinate)
    }

    @_disfavoredOverload
    public init(_ title: some StringProtocol, systemImage: String, coordinate: CLLocationCoordinate2D) {
        self.init(title, coordinate: coordinate)
    }

    public init(_ titleKey: LocalizedStringKey, monogram: Text, coordinate: CLLocationCoordinate2D) {
        self.init(titleKey, coordinate: coordinate)
    }

    @_disfavoredOverload
    public init(_ title: some StringProtocol, monogram: Text, coordinate: CLLocationCoordinate2D) {
        self.init(title, coordinate: coordinate)
    }

    public init(_ titleKey: LocalizedStringKey, image: String, coordinate: CLLocationCoordinate2D) {
        self.init(titleKey, coordinate: coordinate)
    }

    public init(coordinate: CLLocationCoordinate2D) {
        title = ""
        self.coordinate = coordinate
    }

    public init<Label: View>(coordinate: CLLocationCoordinate2D, @ViewBuilder label: () -> Label) {
        self.init(coordinate: coordinate)
    }
}

/// A view at a coordinate on the map.
public struct Annotation<Label: View, Content: View>: _PrimitiveMapContent {
    let title: String
    public let coordinate: CLLocationCoordinate2D
    public var _mapPlaces: [MapPlace] { [MapPlace(title: title, coordinate: coordinate)] }

    public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom, @ViewBuilder content: () -> Content) where Label == Text {
        title = Text(titleKey).plainText
        self.coordinate = coordinate
    }

    @_disfavoredOverload
    public init(_ title: some StringProtocol, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom, @ViewBuilder content: () -> Content) where Label == Text {
        self.title = String(title)
        self.coordinate = coordinate
    }

    public init(coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        title = ""
        self.coordinate = coordinate
    }
}

/// The user's location on the map (none on a server).
public struct UserAnnotation: _PrimitiveMapContent {
    public init(anchor: UnitPoint = .center) {}
    public var _mapPlaces: [MapPlace] { [] }
}

/// A circle of a radius in meters around a coordinate.
public struct MapCircle: _PrimitiveMapContent {
    public let center: CLLocationCoordinate2D
    public let radius: CLLocationDistance
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) {
        self.center = center
        self.radius = radius
    }
    public var _mapPlaces: [MapPlace] { [] }
}

/// A line through coordinates.
public struct MapPolyline: _PrimitiveMapContent {
    public let coordinates: [CLLocationCoordinate2D]
    public init(coordinates: [CLLocationCoordinate2D], contourStyle: ContourStyle = .straight) { self.coordinates = coordinates }
    public init(points: [MKMapPoint], contourStyle: ContourStyle = .straight) { coordinates = points.map(\.coordinate) }
    public var _mapPlaces: [MapPlace] { [] }

    /// How a line between two points follows the Earth.
    public enum ContourStyle: Sendable { case straight, geodesic }
}

/// A closed shape through coordinates.
public struct MapPolygon: _PrimitiveMapContent {
    public let coordinates: [CLLocationCoordinate2D]
    public init(coordinates: [CLLocationCoordinate2D]) { self.coordinates = coordinates }
    public init(points: [MKMapPoint]) { coordinates = points.map(\.coordinate) }
    public var _mapPlaces: [MapPlace] { [] }
}

extension ForEach: MapContent where Content: MapContent {
    public var body: Never { fatalError("ForEach is drawn by the map") }
    public var _mapPlaces: [MapPlace] { data.flatMap { content($0)._mapPlaces } }

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @MapContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_contentData: data, idFor: { $0[keyPath: id] }, content: content)
    }

    public init(_ data: Data, @MapContentBuilder content: @escaping (Data.Element) -> Content) where Data.Element: Identifiable, ID == Data.Element.ID {
        self.init(_contentData: data, idFor: { $0.id }, content: content)
    }
}

extension MapContent {
    /// Styles and tags that the placeholder map does not draw; kept so map content compiles as on iOS.
    public func tint(_ tint: Color?) -> Self { self }
    public func foregroundStyle(_ style: some ShapeStyle) -> Self { self }
    public func stroke(_ style: some ShapeStyle, lineWidth: CGFloat = 1) -> Self { self }
    public func stroke(_ style: some ShapeStyle, style strokeStyle: StrokeStyle) -> Self { self }
    public func stroke(lineWidth: CGFloat) -> Self { self }
    public func tag<V: Hashable>(_ tag: V) -> Self { self }
    public func annotationTitles(_ visibility: Visibility) -> Self { self }
    public func annotationSubtitles(_ visibility: Visibility) -> Self { self }
}
