// On Linux, `import simd` resolves to this module: Apple's `simd` vector names and functions over
// the standard library's SIMD types, which live in `StrataSIMD`.
@_exported import StrataSIMD
