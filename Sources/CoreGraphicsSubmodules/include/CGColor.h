// `import CoreGraphics.CGColor` on Linux: the names are Swift ones, from the CoreGraphics module.
