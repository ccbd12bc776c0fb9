import Strata
import StrataHTML

/// Renders every preview once, light and dark, before the gallery serves them: the supervisor
/// watches, and a preview that traps or hangs here is marked as failed and skipped from then on.
struct PreviewProbe {
    let catalog: GalleryCatalog
    let failures: PreviewFailures

    func run() async {
        for preview in catalog.previews where failures.message(for: preview.slug) == nil {
            RenderWatch.begin(preview.slug)
            do {
                try await preview.entry.prepare()
                await MainActor.run {
                    for scheme in [ColorScheme.light, .dark] {
                        let options = CanvasOptions().with { $0.colorScheme = scheme }
                        _ = HTMLRenderer(content: PreviewStage(entry: preview.entry, options: options)).htmlBytes
                    }
                }
            } catch {
                RenderWatch.fail(preview.slug, "Its preview modifier's makeSharedContext() threw: \(error)")
            }
            RenderWatch.end(preview.slug)
        }
    }
}
