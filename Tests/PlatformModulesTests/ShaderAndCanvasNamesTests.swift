import CoreFoundation
import CoreGraphics
import Foundation
import StrataHTML
import SwiftUI
import Testing

/// A particle drawn in a canvas the way particle packages draw one: a blend mode kept as its raw
/// value, a color-matrix overlay, and a shader chosen per particle.
private struct Sparkle: View {
    var mode: GraphicsContext.BlendMode = .plusLighter

    var body: some View {
        Canvas { context, size in
            context.blendMode = GraphicsContext.BlendMode(rawValue: mode.rawValue)
            var matrix = ColorMatrix()
            matrix.r1 = 0
            matrix.r5 = 1
            context.addFilter(.colorMatrix(matrix))
            context.addFilter(.shadow(color: .yellow, radius: 4, blendMode: .plusLighter, options: .shadowAbove))
            context.addFilter(.colorShader(ShaderLibrary.glow(.float(2))))
            context.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: size.width, height: size.height)), with: .color(.orange))
        }
        .frame(width: 10, height: 10)
    }
}

@MainActor @Suite struct ShaderAndCanvasNamesTests {
    @Test func blendModesKeepCoreGraphicsNumbers() {
        #expect(GraphicsContext.BlendMode.normal.rawValue == 0)
        #expect(GraphicsContext.BlendMode.multiply.rawValue == 1)
        #expect(GraphicsContext.BlendMode.plusLighter.rawValue == 27)
        #expect(GraphicsContext.BlendMode(rawValue: 27) == .plusLighter)
    }

    @Test func aColorMatrixStartsAsTheIdentity() {
        var matrix = ColorMatrix()
        #expect(matrix.r1 == 1 && matrix.g2 == 1 && matrix.b3 == 1 && matrix.a4 == 1)
        #expect(matrix.r2 == 0 && matrix.a5 == 0)
        matrix.g5 = 0.5
        #expect(matrix != ColorMatrix())
    }

    @Test func shadersAreMadeByCallingLibraryFunctions() {
        let shader = ShaderLibrary.ripple(.float(1.5), .float2(CGPoint(x: 2, y: 3)), .color(.red), .boundingRect)
        #expect(shader.function.name == "ripple")
        #expect(shader.function.library == .default)
        #expect(shader.arguments.count == 4)
        #expect(shader.arguments[0] == .float(1.5))
        #expect(shader.arguments[1].values == [2, 3])
        let named = ShaderLibrary.default.wave(.float(0))
        #expect(named.function == ShaderFunction(library: .default, name: "wave"))
        #expect(named != shader)
    }

    @Test func shaderEffectsDrawTheViewAsItIs() {
        let plain = html(Text("Glow").padding(2))
        let shaded = html(Text("Glow").padding(2)
            .colorEffect(ShaderLibrary.tint(.color(.blue)))
            .distortionEffect(ShaderLibrary.wave(.float(1)), maxSampleOffset: CGSize(width: 4, height: 4))
            .layerEffect(ShaderLibrary.pixelate(.float(8)), maxSampleOffset: .zero))
        #expect(shaded == plain)
    }

    @Test func aCanvasWithBlendModesFiltersAndShadersStillDraws() {
        let page = html(Sparkle())
        #expect(page.contains("<svg") || page.contains("<path") || page.contains("ellipse"))
    }

    @Test func imagesHoldNoPixelsToRead() {
        var pixel = [UInt8](repeating: 0, count: 4)
        let context = CGContext(data: &pixel, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                                space: CGColorSpaceCreateDeviceRGB(),
                                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        let image = context?.makeImage()
        #expect(image != nil)
        #expect(image?.dataProvider == nil)
        let bytes: [UInt8] = [1, 2, 3]
        let data = CFDataCreate(nil, bytes, bytes.count)!
        let provider = CGDataProvider(data: data)
        #expect(provider?.data.map(CFDataGetLength) == 3)
        #expect(provider?.data.map { CFDataGetBytePtr($0)[2] } == 3)
    }
}
