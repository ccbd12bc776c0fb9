import Strata

/// An annotation of a map made with annotation items (iOS 14 to 16).
@MainActor @preconcurrency
public protocol MapAnnotationProtocol {
    var _coordinate: CLLocationCoordinate2D { get }
}

/// A balloon marker (iOS 14 to 16).
public struct MapMarker: MapAnnotationProtocol {
    public let _coordinate: CLLocationCoordinate2D
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) { _coordinate = coordinate }
}

/// A pin (iOS 14 to 16).
public struct MapPin: MapAnnotationProtocol {
    public let _coordinate: CLLocationCoordinate2D
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) { _coordinate = coordinate }
}

/// A view at a coordinate (iOS 14 to 16).
public struct MapAnnotation<Content: View>: MapAnnotationProtocol {
    public let _coordinate: CLLocationCoordinate2D
    public init(coordinate: CLLocationCoordinate2D, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5), @ViewBuilder content: () -> Content) {
        _coordinate = coordinate
    }
}

/// A map control: on a server's map, with no location, heading or zoom, iOS shows none of them.
public struct MapUserLocationButton: View {
    public init(scope: Namespace.ID? = nil) {}
    public var body: EmptyView { EmptyView() }
}

public struct MapCompass: View {
    public init(scope: Namespace.ID? = nil) {}
    public var body: EmptyView { EmptyView() }
}

public struct MapScaleView: View {
    public init(anchorEdge: HorizontalEdge = .leading, scope: Namespace.ID? = nil) {}
    public var body: EmptyView { EmptyView() }
}

public struct MapPitchToggle: View {
    public init(scope: Namespace.ID? = nil) {}
    public var body: EmptyView { EmptyView() }
}

extension View {
    /// The map's look (the placeholder draws every style alike).
    public func mapStyle(_ style: MapStyle) -> some View { self }

    /// The controls a map shows.
    public func mapControls<C: View>(@ViewBuilder _ content: () -> C) -> some View { self }

    /// Whether the map's built-in controls show.
    public func mapControlVisibility(_ visibility: Visibility) -> some View { self }

    /// Names the scope that map controls outside the map refer to.
    public func mapScope(_ scope: Namespace.ID) -> some View { self }

    /// Runs `action` when the map's camera changes (never, on a server's map).
    public func onMapCameraChange(frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping () -> Void) -> some View { self }

    public func onMapCameraChange(frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping (MapCameraUpdateContext) -> Void) -> some View { self }
}
