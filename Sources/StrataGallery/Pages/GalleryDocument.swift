import StrataHTML
import StrataLiveServer

/// A whole gallery page: header, sidebar and the page's own content, with Strata's stylesheet.
struct GalleryDocument {
    let catalog: GalleryCatalog
    let failures: PreviewFailures
    let title: String
    /// The preview this page is about, marked in the sidebar.
    var current: String?
    /// The options links in the sidebar keep.
    var options = CanvasOptions()
    var routes = GalleryRoutes()

    func html(main: String) -> String {
        var page = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
        page += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>"
        page += HTMLEscaping.text(title == catalog.title ? title : "\(title) · \(catalog.title)")
        page += "</title>"
        for stylesheet in [GalleryAssets.shared.stylesheet, GalleryAssets.stylesheet] {
            page += "<link rel=\"stylesheet\" href=\"" + HTMLEscaping.attribute(routes.asset(stylesheet)) + "\">"
        }
        page += "</head>"
        page += "<body class=\"g-body\"><a class=\"g-sr\" href=\"#main\">Skip to the preview</a>"
        page += "<header class=\"g-header\"><a class=\"g-brand\" href=\"" + routes.home + "\">" + HTMLEscaping.text(catalog.title) + "</a>"
        page += "<span class=\"g-tool\">Strata gallery · \(catalog.previews.count) previews</span></header>"
        page += "<div class=\"g-layout\">" + GallerySidebar(catalog: catalog, failures: failures, current: current, options: options, routes: routes).html
        page += "<main class=\"g-main\" id=\"main\">" + main + "</main></div>"
        page += "<script defer src=\"" + HTMLEscaping.attribute(routes.asset(GalleryAssets.script)) + "\"></script></body></html>\n"
        return page
    }

    /// Filters the sidebar as the person types, folds it on phones, and scales a canvas (or a
    /// variant) down to the window's width when its content is still wider than the window.
    static let script = """
    (function(){var q=document.getElementById('g-search');var items=document.querySelectorAll('.g-item');var none=document.getElementById('g-none');
    function filter(){var t=q.value.trim().toLowerCase();var shown=0;items.forEach(function(li){var hit=!t||li.getAttribute('data-search').indexOf(t)>=0;li.hidden=!hit;if(hit)shown++;});
    document.querySelectorAll('.g-file,.g-module').forEach(function(g){g.hidden=!g.querySelector('.g-item:not([hidden])');});none.hidden=shown>0;}
    if(q){q.addEventListener('input',filter);if(q.value)filter();}
    var nav=document.querySelector('.g-nav');if(nav&&window.matchMedia('(max-width:760px)').matches&&!q.value)nav.open=false;
    function fit(){document.querySelectorAll('.g-canvas,.g-matrix>figure').forEach(function(box){box.style.zoom='';var zoom=1;
    for(var i=0;i<3&&box.scrollWidth>box.clientWidth+1;i++){zoom*=box.clientWidth/box.scrollWidth;box.style.zoom=String(Math.floor(zoom*1000)/1000);}});}
    var canvas=document.querySelector('.g-canvas'),watch=canvas&&window.MutationObserver?new MutationObserver(refit):null,pending=0;
    function observe(){if(watch)watch.observe(canvas,{childList:true,subtree:true,characterData:true,attributes:true,attributeFilter:['style','class']});}
    function refit(){if(!pending)pending=requestAnimationFrame(function(){pending=0;if(watch)watch.disconnect();fit();observe();});}
    fit();observe();addEventListener('resize',refit);addEventListener('load',refit);})();
    """
}

/// The previews by module and file, with a search field.
struct GallerySidebar {
    let catalog: GalleryCatalog
    let failures: PreviewFailures
    let current: String?
    let options: CanvasOptions
    let routes: GalleryRoutes

    var html: String {
        var html = "<nav class=\"g-sidebar\" aria-label=\"Previews\"><details class=\"g-nav\" open><summary>Previews</summary>"
        html += "<input class=\"g-search\" id=\"g-search\" type=\"search\" placeholder=\"Search previews\" aria-label=\"Search previews\">"
        html += "<ul class=\"g-tree\">"
        for group in catalog.groups {
            html += "<li class=\"g-module\"><span>" + HTMLEscaping.text(group.module) + "</span><ul>"
            for file in group.files {
                html += "<li class=\"g-file\"><span>" + HTMLEscaping.text(file.file) + "</span><ul>"
                for preview in file.previews {
                    let search = "\(preview.module) \(preview.file) \(preview.title)".lowercased()
                    html += "<li class=\"g-item\" data-search=\"" + HTMLEscaping.attribute(search) + "\"><a href=\""
                    html += HTMLEscaping.attribute(routes.preview(preview.slug, options)) + "\""
                    if preview.slug == current { html += " aria-current=\"page\"" }
                    html += ">" + HTMLEscaping.text(preview.title)
                    if failures.message(for: preview.slug) != nil { html += "<span class=\"g-badge-failed\">failed</span>" }
                    html += "</a></li>"
                }
                html += "</ul></li>"
            }
            html += "</ul></li>"
        }
        html += "</ul><p id=\"g-none\" hidden>No preview matches.</p></details></nav>"
        return html
    }
}

/// The gallery's URLs: server paths with the canvas options in the query, or, in an exported
/// site, flat file names relative to each other (default options only).
struct GalleryRoutes: Sendable {
    var isStatic = false

    var home: String { isStatic ? "index.html" : "/" }

    /// A shared file's URL: served under `/_strata/assets/`, or written next to the pages.
    func asset(_ asset: LiveAsset) -> String {
        isStatic ? asset.fileName : LiveAssets.pathPrefix + asset.fileName
    }

    func preview(_ slug: String, _ options: CanvasOptions = CanvasOptions()) -> String {
        isStatic ? "preview-\(Self.flat(slug)).html" : "/preview/\(slug)" + options.query
    }

    func variants(_ slug: String, axis: VariantAxis, _ options: CanvasOptions = CanvasOptions()) -> String {
        if isStatic { return "variants-\(Self.flat(slug))-\(axis.rawValue).html" }
        return "/variants/\(slug)" + (options.query.isEmpty ? "?" : options.query + "&") + "axis=\(axis.rawValue)"
    }

    /// A slug as one file-name component.
    static func flat(_ slug: String) -> String {
        slug.replacingOccurrences(of: "/", with: "--")
    }
}
