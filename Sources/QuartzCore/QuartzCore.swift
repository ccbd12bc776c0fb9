// On Linux, `import QuartzCore` resolves to this module. Core Animation's names (`CALayer` and its
// subclasses, animations, `CATransaction`, `CACurrentMediaTime`, `CATransform3D`) live in Strata
// (`Sources/Strata/QuartzCoreCompatibility`) as a headless model: properties store what is set,
// nothing is drawn or animated (docs/compatibility.md#uikit-view-layer).
@_exported import Strata
// Core Animation's times are `CFTimeInterval`s; Apple's QuartzCore brings the name along.
@_exported import typealias CoreFoundation.CFTimeInterval
