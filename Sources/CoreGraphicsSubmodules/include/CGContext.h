// `import CoreGraphics.CGContext` on Linux: the names are Swift ones, from the CoreGraphics module.
