import CoreLocation
import MapKit
import SwiftUI
import Testing

struct MapTestPlace: Identifiable {
    let id: Int
    let name: String
    let coordinate: CLLocationCoordinate2D
}

/// A store locator written as on iOS 17: a map of markers and an annotation, with controls.
private struct StoreMap: View {
    let places: [MapTestPlace]
    @State private var position: MapCameraPosition = .automatic
    @State private var selection: Int?

    var body: some View {
        Map(position: $position, selection: $selection) {
            ForEach(places) { place in
                Marker(place.name, systemImage: "cart", coordinate: place.coordinate).tint(.orange).tag(place.id)
            }
            Annotation("You", coordinate: CLLocationCoordinate2D(latitude: 48.85, longitude: 2.35)) {
                Circle().fill(.blue).frame(width: 12, height: 12)
            }
            UserAnnotation()
            if places.count > 1 {
                MapPolyline(coordinates: places.map(\.coordinate)).stroke(.blue, lineWidth: 3)
            }
        }
        .mapStyle(.standard(elevation: .realistic))
        .mapControls { MapUserLocationButton(); MapCompass() }
        .onMapCameraChange { context in _ = context.region }
        .frame(height: 200)
    }
}

/// The same, written for iOS 14: a region binding and annotation items.
private struct LegacyMap: View {
    let places: [MapTestPlace]
    @State private var region = MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 51.507222, longitude: -0.1275),
        span: MKCoordinateSpan(latitudeDelta: 0.5, longitudeDelta: 0.5)
    )

    var body: some View {
        Map(coordinateRegion: $region, showsUserLocation: true, annotationItems: places) { place in
            MapMarker(coordinate: place.coordinate, tint: .red)
        }
        .frame(width: 300, height: 150)
    }
}

@MainActor
@Suite("MapKit and CoreLocation")
struct MapKitTests {
    let places = [
        MapTestPlace(id: 1, name: "Rivoli", coordinate: CLLocationCoordinate2D(latitude: 48.86, longitude: 2.34)),
        MapTestPlace(id: 2, name: "Bastille", coordinate: CLLocationCoordinate2D(latitude: 48.85, longitude: 2.37)),
    ]

    @Test func aMapDrawsItsAreaAndNamesWhatItMarks() {
        let page = html(StoreMap(places: places))
        #expect(page.contains("height:200px"), "\(page)")
        #expect(page.contains("aria-label=\"Map: Rivoli, Bastille, You\""), "\(page)")
        #expect(page.contains("s-shape"))
        let legacy = html(LegacyMap(places: places))
        #expect(legacy.contains("width:300px") && legacy.contains("aria-label=\"Map\""), "\(legacy)")
    }

    @Test func regionsAndMapPointsFollowTheEarth() {
        let paris = CLLocationCoordinate2D(latitude: 48.8566, longitude: 2.3522)
        let region = MKCoordinateRegion(center: paris, latitudinalMeters: 1000, longitudinalMeters: 1000)
        #expect(abs(region.span.latitudeDelta - 0.008983) < 0.00001)
        #expect(abs(region.span.longitudeDelta - 0.013663) < 0.00001)
        let point = MKMapPoint(paris)
        #expect(abs(point.coordinate.latitude - paris.latitude) < 1e-9 && abs(point.coordinate.longitude - paris.longitude) < 1e-9)
        let london = CLLocation(latitude: 51.5074, longitude: -0.1278)
        let distance = CLLocation(latitude: paris.latitude, longitude: paris.longitude).distance(from: london)
        #expect(abs(distance - 343_560) < 1_000, "\(distance)")
        #expect(CLLocationCoordinate2DIsValid(paris) && !CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
        #expect(MKMapRect.world.contains(point) && MKMapRect.null.isNull)
    }

    @Test func aLocationManagerOnAServerReportsNoLocation() {
        let manager = CLLocationManager()
        manager.requestWhenInUseAuthorization()
        manager.startUpdatingLocation()
        #expect(manager.authorizationStatus == .notDetermined && manager.location == nil)
        #expect(MapCameraPosition.userLocation(fallback: .region(MKCoordinateRegion())).followsUserLocation)
    }
}
