// Apple's SwiftUI re-exports Foundation (CGFloat, CGRect, UUID, Date, DispatchQueue, format styles)
// and Observation (`@Observable`); code written against it relies on that, so Strata does the same.
@_exported import Foundation
@_exported import Observation
