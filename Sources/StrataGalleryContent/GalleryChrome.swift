/// The gallery's own chrome around every page, static or live: the page links and the
/// System/Light/Dark switch. Plain HTML with a small script, not a view, so it stays the same
/// on every page and the chosen appearance survives navigation (kept in `localStorage`).
enum GalleryChrome {
    /// The links to every page and the appearance switch, placed before the page's content.
    static func navigation(_ examples: [GalleryExample], current: String, linkSuffix: String) -> String {
        let home = linkSuffix.isEmpty ? "/" : "index.html"
        var html = "<header class=\"g-bar\"><nav class=\"g-nav\" aria-label=\"Gallery pages\"><a href=\"\(home)\"\(current == "index" ? " aria-current=\"page\"" : "")>Overview</a>"
        for example in examples {
            html += "<a href=\"\(example.slug)\(linkSuffix)\"\(example.slug == current ? " aria-current=\"page\"" : "")>\(escape(example.title))</a>"
        }
        html += "</nav>"
        html += "<div class=\"g-scheme\" role=\"radiogroup\" aria-label=\"Appearance\">"
        for (value, title) in [("system", "System"), ("light", "Light"), ("dark", "Dark")] {
            html += "<button type=\"button\" role=\"radio\" aria-checked=\"\(value == "system")\" tabindex=\"\(value == "system" ? 0 : -1)\" data-g-scheme=\"\(value)\">\(title)</button>"
        }
        return html + "</div></header><script>" + script + "</script>"
    }

    /// Styles of the chrome, for the page's `<head>`. Its links are Increase Contrast blue, so the
    /// chrome meets WCAG AA while the specimens draw iOS's own colors. At phone width the page links are one
    /// scrolling line, so the chrome stays two short lines high, and every link and button is a
    /// 44-point touch target (the appearance switch's through a transparent border, so it stays small).
    static let head = """
    <script>try{var g=localStorage.getItem("strata-gallery-scheme");if(g==="light"||g==="dark")document.documentElement.classList.add("s-"+g)}catch(e){}</script>\
    <style>.g-bar{display:flex;flex-wrap:wrap;align-items:center;gap:8px 16px;max-width:760px;width:100%;padding-bottom:8px;border-bottom:1px solid var(--s-separator)}\
    .g-nav{display:flex;flex-wrap:wrap;gap:6px 14px;flex:1 1 420px;min-width:0}.g-nav a{color:var(--g-link);text-decoration:none;white-space:nowrap}\
    :root{--g-link:#0040DD}.s-dark{--g-link:#409CFF}@media (prefers-color-scheme:dark){:root:not(.s-light){--g-link:#409CFF}}\
    .g-nav a[aria-current]{font-weight:600;color:var(--s-primary)}\
    .g-scheme{display:flex;background:var(--s-fill);border-radius:9px;padding:2px;gap:2px;margin-inline-start:auto}\
    .g-scheme button{font:inherit;font-size:13px;line-height:18px;color:var(--s-primary);background:none;border:0;border-radius:7px;padding:4px 10px;cursor:pointer}\
    .g-scheme button[aria-checked=true]{background:var(--s-segment-selected);box-shadow:0 1px 3px rgba(0,0,0,.15);font-weight:600}\
    .g-scheme button:focus-visible,.g-nav a:focus-visible{outline:2px solid var(--s-accent);outline-offset:2px}\
    @media (max-width:600px){.g-bar{gap:0 16px;padding-bottom:4px}.g-nav{flex-wrap:nowrap;overflow-x:auto;scrollbar-width:none;flex:1 1 100%}\
    .g-nav a{padding:11px 0;min-width:44px;min-height:44px;flex-shrink:0;text-align:center}.g-scheme{margin-inline-start:0}\
    .g-scheme button{border:9px solid transparent;border-width:9px 0;margin:-9px 0;background-clip:padding-box;border-radius:7px/16px}\
    .g-scheme button[aria-checked=true]{box-shadow:none;background-clip:padding-box}}</style>
    """

    /// Applies and remembers the chosen appearance; arrow keys move the choice, as in a radio group.
    private static let script = """
    (function(){var root=document.documentElement,key="strata-gallery-scheme",group=document.currentScript.previousElementSibling.querySelector(".g-scheme");\
    var buttons=[].slice.call(group.querySelectorAll("button"));\
    function apply(v,focus){root.classList.remove("s-light","s-dark");if(v!=="system")root.classList.add("s-"+v);\
    buttons.forEach(function(b){var on=b.dataset.gScheme===v;b.setAttribute("aria-checked",on);b.tabIndex=on?0:-1;if(on&&focus)b.focus()});\
    try{v==="system"?localStorage.removeItem(key):localStorage.setItem(key,v)}catch(e){}}\
    var saved=root.classList.contains("s-dark")?"dark":root.classList.contains("s-light")?"light":"system";apply(saved,false);\
    group.addEventListener("click",function(e){var b=e.target.closest("button");if(b)apply(b.dataset.gScheme,false)});\
    group.addEventListener("keydown",function(e){var i=buttons.findIndex(function(b){return b.tabIndex===0}),d=e.key==="ArrowRight"||e.key==="ArrowDown"?1:e.key==="ArrowLeft"||e.key==="ArrowUp"?-1:0;\
    if(!d)return;e.preventDefault();apply(buttons[(i+d+buttons.length)%buttons.length].dataset.gScheme,true)});\
    var current=document.querySelector(".g-nav [aria-current]");if(current&&current.offsetLeft>innerWidth/2)current.parentElement.scrollLeft=current.offsetLeft-16})();
    """

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}
