// On Linux, `import MapKit` resolves to this module: map geometry (`MKCoordinateRegion`,
// `MKMapPoint`, `MKMapRect`), annotations, and SwiftUI's `Map` with its content, camera and
// controls. As on Apple platforms it brings CoreLocation, and SwiftUI's names with it
// (docs/compatibility.md#maps-mapkit-and-corelocation).
@_exported import CoreLocation
@_exported import Strata
