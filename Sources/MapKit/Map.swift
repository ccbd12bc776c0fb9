import Strata

/// A map. A server has no map tiles: Strata draws the map's area in the color of iOS's standard map
/// (land, light and dark), at the size the layout gives it, and names what it marks for assistive
/// technology. Its content, camera and controls are kept so map code compiles as on iOS.
@MainActor @preconcurrency
public struct Map<Content: View>: View {
    let places: [MapPlace]

    init(places: [MapPlace]) { self.places = places }

    public var body: some View {
        Rectangle()
            .fill(Self.land)
            .accessibilityElement()
            .accessibilityLabel(label)
    }

    /// "Map", and the titles of the places it marks.
    var label: String {
        let titles = places.map(\.title).filter { !$0.isEmpty }
        return titles.isEmpty ? "Map" : "Map: " + titles.joined(separator: ", ")
    }

    /// The land color of iOS's standard map.
    static var land: Color {
        Color(uiColor: UIColor { traits in
            traits.userInterfaceStyle == .dark
                ? UIColor(red: 0.17, green: 0.18, blue: 0.19, alpha: 1)
                : UIColor(red: 0.97, green: 0.96, blue: 0.93, alpha: 1)
        })
    }
}

/// The content of a map made with a region or a map rectangle (iOS 14 to 16).
public struct _DefaultMapContent: View {
    public var body: EmptyView { EmptyView() }
}

/// The content of a map made with a region or a map rectangle and annotation items.
public struct _DefaultAnnotatedMapContent<Items>: View {
    public var body: EmptyView { EmptyView() }
}

/// The content of a map made with map content (iOS 17), with an optional selection.
public struct MapContentView<SelectedValue, C: MapContent>: View {
    public var body: EmptyView { EmptyView() }
}

extension Map {
    public init(coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
                showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil) where Content == _DefaultMapContent {
        self.init(places: [])
    }

    public init(mapRect: Binding<MKMapRect>, interactionModes: MapInteractionModes = .all,
                showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil) where Content == _DefaultMapContent {
        self.init(places: [])
    }

    public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
        userTrackingMode: Binding<MapUserTrackingMode>? = nil, annotationItems: Items, annotationContent: @escaping (Items.Element) -> Annotation
    ) where Content == _DefaultAnnotatedMapContent<Items>, Items.Element: Identifiable {
        self.init(places: annotationItems.map { MapPlace(title: "", coordinate: annotationContent($0)._coordinate) })
    }

    public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
        mapRect: Binding<MKMapRect>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
        userTrackingMode: Binding<MapUserTrackingMode>? = nil, annotationItems: Items, annotationContent: @escaping (Items.Element) -> Annotation
    ) where Content == _DefaultAnnotatedMapContent<Items>, Items.Element: Identifiable {
        self.init(places: annotationItems.map { MapPlace(title: "", coordinate: annotationContent($0)._coordinate) })
    }

    /// A map of its content, fitted to it.
    public init<C: MapContent>(bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil,
                               @MapContentBuilder content: () -> C) where Content == MapContentView<Never, C> {
        self.init(places: content()._mapPlaces)
    }

    /// An empty map.
    public init(bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil)
    where Content == MapContentView<Never, EmptyMapContent> {
        self.init(places: [])
    }

    public init<C: MapContent>(initialPosition: MapCameraPosition, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
                               scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C) where Content == MapContentView<Never, C> {
        self.init(places: content()._mapPlaces)
    }

    public init(initialPosition: MapCameraPosition, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
                scope: Namespace.ID? = nil) where Content == MapContentView<Never, EmptyMapContent> {
        self.init(places: [])
    }

    public init<C: MapContent>(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
                               scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C) where Content == MapContentView<Never, C> {
        self.init(places: content()._mapPlaces)
    }

    public init(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
                scope: Namespace.ID? = nil) where Content == MapContentView<Never, EmptyMapContent> {
        self.init(places: [])
    }

    public init<SelectedValue: Hashable, C: MapContent>(
        position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
        selection: Binding<SelectedValue?>, scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C
    ) where Content == MapContentView<SelectedValue, C> {
        self.init(places: content()._mapPlaces)
    }

    public init<SelectedValue: Hashable, C: MapContent>(
        initialPosition: MapCameraPosition, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
        selection: Binding<SelectedValue?>, scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C
    ) where Content == MapContentView<SelectedValue, C> {
        self.init(places: content()._mapPlaces)
    }

    public init<SelectedValue: Hashable, C: MapContent>(
        bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
        selection: Binding<SelectedValue?>, scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C
    ) where Content == MapContentView<SelectedValue, C> {
        self.init(places: content()._mapPlaces)
    }
}
