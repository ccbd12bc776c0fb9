// Names Apple's Foundation gives a file that imports only `Foundation` (or `CoreFoundation`) and
// swift-corelibs-foundation lacks. Strata's iOS view of a package's sources imports this module
// into such files (docs/compatibility.md#foundation-only-files), and `import SwiftUI` re-exports it,
// as Apple's SwiftUI re-exports Foundation.
//
// On Apple platforms Foundation's overlay brings Combine's observable-object names along.
@_exported import protocol Strata.ObservableObject
@_exported import struct Strata.Published
@_exported import class Strata.ObservableObjectPublisher
@_exported import class Strata.AnyCancellable
@_exported import protocol Strata.Cancellable
@_exported import protocol Strata.Publisher
@_exported import struct Strata.AnyPublisher
@_exported import class Strata.PassthroughSubject
@_exported import class Strata.CurrentValueSubject
@_exported import protocol Strata.Subject
@_exported import struct Strata.Just
@_exported import enum Strata.Publishers
// Apple's Foundation brings URLSession and Observation (`@Observable`) along; on Linux URLSession
// lives in FoundationNetworking.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
@_exported import Observation
// Apple's Foundation re-exports ObjectiveC (associated objects, `NSObject`).
@_exported import StrataObjectiveC
// Apple's CoreFoundation declares the geometry types (`CFCGTypes.h`); Linux's Foundation has them.
@_exported import struct Foundation.CGFloat
@_exported import struct Foundation.CGPoint
@_exported import struct Foundation.CGSize
@_exported import struct Foundation.CGRect
// Foundation's localized string resource (`LocalizedStringResource`), which Linux's lacks.
#if !canImport(Darwin)
@_exported import struct Strata.LocalizedStringResource
// Foundation's item providers, which Linux's lacks (Strata's drag and drop hands them out).
@_exported import class Strata.NSItemProvider
@_exported import protocol Strata.NSItemProviderReading
@_exported import protocol Strata.NSItemProviderWriting
@_exported import enum Strata.NSItemProviderRepresentationVisibility
@_exported import class Strata.NSUserActivity
@_exported import protocol Strata.NSUserActivityDelegate
@_exported import let Strata.NSUserActivityTypeBrowsingWeb
#endif
