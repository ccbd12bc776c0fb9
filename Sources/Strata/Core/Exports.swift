// Apple's SwiftUI re-exports Foundation (CGFloat, CGRect, UUID, Date, DispatchQueue, format styles);
// code written against it relies on that, so Strata does the same.
@_exported import Foundation
