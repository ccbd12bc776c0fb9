// On Linux, `import CoreLocation` resolves to this module: coordinates, locations and a location
// manager that reports no location (docs/compatibility.md#maps-mapkit-and-corelocation).
@_exported import Foundation
