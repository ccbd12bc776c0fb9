// `import CoreGraphics.CGAffineTransform` on Linux: the names are Swift ones, from the CoreGraphics module.
