// On Linux, `import QuartzCore` resolves to this module. `CACurrentMediaTime` and `CATransform3D`
// live in Strata; this module adds Core Animation's object model (layers, animations, transactions)
// as a headless model: properties store what is set, nothing is drawn or animated
// (docs/compatibility.md#uikit-view-layer).
@_exported import Strata
// Core Animation's times are `CFTimeInterval`s; Apple's QuartzCore brings the name along.
@_exported import typealias CoreFoundation.CFTimeInterval
