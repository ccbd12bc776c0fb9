/// The gallery's own chrome (sidebar, toolbar, panels), laid out for phones first: below 760 px
/// the sidebar folds behind a "Previews" button above the canvas, the canvas spans the window, a
/// sized screen (device, turned device, fixed layout) wider than the window takes the window's
/// width (content still wider is scaled down by the page script), and links, chips and fields
/// get 44-point touch targets.
enum GalleryStylesheet {
    static let css = """
    .g-body{margin:0;font:15px/1.4 -apple-system,BlinkMacSystemFont,system-ui,"Segoe UI",Roboto,sans-serif;color:#1c1c1e;background:#f2f2f7}
    .g-body a{color:#0040dd}
    .g-header{display:flex;align-items:baseline;gap:12px;padding:10px 16px;background:#fff;border-bottom:1px solid #d1d1d6}
    .g-brand{font-weight:600;font-size:17px;text-decoration:none}
    .g-header .g-tool{color:#3c3c43;font-size:13px}
    .g-layout{display:flex;align-items:flex-start;min-height:calc(100vh - 45px)}
    .g-sidebar{flex:0 0 270px;max-width:270px;position:sticky;top:0;min-height:100vh;max-height:100vh;overflow:auto;background:#fff;border-right:1px solid #d1d1d6;box-sizing:border-box;padding:8px 12px 24px}
    .g-nav summary{font-weight:600;padding:6px 0;cursor:pointer}
    .g-search{width:100%;box-sizing:border-box;font:inherit;padding:6px 10px;border:1px solid #c7c7cc;border-radius:8px;margin:4px 0 8px}
    .g-tree,.g-tree ul{list-style:none;margin:0;padding:0}
    .g-module>span{display:block;font-weight:600;font-size:13px;color:#3c3c43;text-transform:uppercase;letter-spacing:.02em;margin:12px 0 2px}
    .g-file>span{display:block;font-size:13px;color:#3c3c43;margin:6px 0 2px;overflow-wrap:anywhere}
    .g-item a{display:block;padding:4px 8px;border-radius:6px;text-decoration:none;color:#1c1c1e}
    .g-item a:hover{background:#e5e5ea}
    .g-item a[aria-current=page]{background:#0040dd;color:#fff}
    .g-badge-failed{display:inline-block;margin-left:6px;padding:0 6px;border-radius:8px;background:#d70015;color:#fff;font-size:11px;font-weight:600}
    .g-main{flex:1 1 auto;min-width:0;padding:16px 20px 40px;box-sizing:border-box}
    .g-main h1{font-size:22px;margin:0 0 2px}
    .g-main h2{font-size:17px;margin:0 0 8px}
    .g-where{margin:0 0 12px;color:#3c3c43;font-size:13px}
    .g-toolbar{display:flex;flex-wrap:wrap;gap:8px 16px;align-items:center;margin:0 0 16px;font-size:13px}
    .g-group{display:flex;flex-wrap:wrap;align-items:center;gap:4px}
    .g-group>span{color:#3c3c43;margin-right:2px}
    .g-chip{display:inline-block;padding:3px 9px;border:1px solid #c7c7cc;border-radius:14px;background:#fff;text-decoration:none;color:#1c1c1e!important}
    .g-chip[aria-current=true]{background:#1c1c1e;border-color:#1c1c1e;color:#fff!important}
    .g-toolbar select{font:inherit;padding:2px 4px;border-radius:6px}
    .g-canvas{display:flex;justify-content:center;justify-content:safe center;padding:16px 0;overflow-x:auto}
    .g-canvas>.s-live{padding:0;align-items:flex-start}
    .g-device{background:#fff;border-radius:28px;box-shadow:0 0 0 1px #c7c7cc,0 8px 30px rgba(0,0,0,.12);overflow:hidden}
    .g-panels{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,340px),1fr));gap:16px;margin-top:16px}
    .g-panel{background:#fff;border-radius:12px;padding:14px 16px;min-width:0}
    .g-panel pre{margin:0;overflow:auto;font:12px/1.5 ui-monospace,SFMono-Regular,Menlo,monospace;background:#f2f2f7;padding:10px;border-radius:8px}
    .g-ax{list-style:none;margin:0;padding:0;font:12px/1.6 ui-monospace,SFMono-Regular,Menlo,monospace}
    .g-ax ul{list-style:none;margin:0;padding-left:16px}
    .g-ax .g-role{color:#6b2fb3}
    .g-ax .g-hidden{color:#6c6c70}
    .g-issues{margin:8px 0 0;padding-left:20px}
    .g-issues li{color:#a0001a}
    .g-ok{color:#1a7f37}
    .g-failure{background:#fff;border-left:4px solid #d70015;border-radius:8px;padding:12px 16px;max-width:640px}
    .g-failure pre{white-space:pre-wrap;overflow-wrap:anywhere}
    .g-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,260px),1fr));gap:16px}
    .g-card{background:#fff;border-radius:12px;padding:10px;min-width:0;overflow:hidden}
    .g-card h3{font-size:15px;margin:0 0 6px}
    .g-card h3 a{text-decoration:none}
    .g-thumb{zoom:.6;pointer-events:none;overflow:hidden;max-height:420px}
    .g-matrix{display:flex;flex-wrap:wrap;gap:20px;align-items:flex-start}
    .g-matrix figure{margin:0}
    .g-matrix figcaption{font-size:13px;font-weight:600;margin:0 0 6px}
    .g-sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
    @media (max-width:760px){
      .g-header{flex-wrap:wrap;row-gap:0}
      .g-layout{display:block}
      .g-sidebar{position:static;max-width:none;min-height:0;max-height:none;border-right:0;border-bottom:1px solid #d1d1d6;padding:0 16px}
      .g-nav>summary{display:flex;align-items:center;gap:10px;min-height:44px;padding:0;list-style:none}
      .g-nav>summary::-webkit-details-marker{display:none}
      .g-nav>summary::before{content:"";width:18px;height:12px;background:linear-gradient(currentColor 0 0) top/100% 2px no-repeat,linear-gradient(currentColor 0 0) center/100% 2px no-repeat,linear-gradient(currentColor 0 0) bottom/100% 2px no-repeat}
      .g-nav[open]>summary{border-bottom:1px solid #e5e5ea}
      .g-search{min-height:44px;margin:8px 0}
      .g-item a{padding:12px 8px}
      .g-main{padding:12px 12px 32px}
      .g-canvas{margin:0 -12px;padding:12px 0}
      .g-device{border-radius:0;box-shadow:0 0 0 1px #c7c7cc}
      .g-matrix>figure{min-width:0;max-width:100%}
      :is(.g-canvas,.g-matrix) :is(:has([data-testid=strata-device-screen]),[data-testid=strata-device-screen]){min-width:0;max-width:100%}
      .g-chip,.g-brand,.g-card h3 a,.g-main p a{border:solid transparent;border-width:7px 0;margin-block:-7px;background-clip:padding-box}
      .g-chip{box-shadow:inset 0 0 0 1px #c7c7cc;border-width:10px 0;margin-block:-10px;border-radius:14px/24px;min-width:44px;text-align:center}
      .g-chip[aria-current=true]{border-color:transparent;box-shadow:none;background-clip:padding-box}
      .g-brand,.g-card h3 a,.g-main p a{border-width:13px 0;margin-block:-13px}
      .g-toolbar{gap:12px 16px}
      .g-toolbar select{min-height:44px}
    }
    """
}
