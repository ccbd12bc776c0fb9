// Apple's SwiftUI re-exports Foundation (CGFloat, CGRect, UUID, Date, DispatchQueue, format styles,
// URLSession) and Observation (`@Observable`); code written against it relies on that, so Strata
// does the same. On Linux, URLSession lives in FoundationNetworking.
@_exported import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
@_exported import Observation
// `Transferable` and its representations (Apple's CoreTransferable, which SwiftUI re-exports).
#if !canImport(Darwin)
@_exported import CoreTransferable
#endif
