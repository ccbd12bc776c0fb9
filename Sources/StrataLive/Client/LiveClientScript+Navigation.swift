extension LiveClientScript {
    /// Navigation stacks and the browser's history (Back pops).
    static let navigation = #"""
      // MARK: Navigation and the browser's history
      // A push adds a history entry (and a `#screen-N` URL) and moves focus to the new screen's
      // title; the browser's Back pops the stack; a pop in the page steps the history back.

      let navigationDepth = null;   // the depth of the page's first navigation stack
      let ignoredPops = 0;          // history steps the page itself made
      let poppingFromHistory = false;

      function navigationBar() { return root.querySelector('[data-testid^="strata-navigation-"]'); }

      function syncNavigation() {
        const bar = navigationBar();
        const depth = bar ? parseInt(bar.getAttribute("data-testid").slice(18), 10) || 0 : 0;
        if (navigationDepth === null) {
          navigationDepth = depth;
          history.replaceState({ strataNavigation: depth }, "");
          return;
        }
        if (depth > navigationDepth) {
          for (let level = navigationDepth + 1; level <= depth; level++) history.pushState({ strataNavigation: level }, "", "#screen-" + level);
          const title = bar && bar.querySelector('[role="heading"]');
          if (title) { title.setAttribute("tabindex", "-1"); title.focus(); }
        } else if (depth < navigationDepth && !poppingFromHistory) {
          ignoredPops += 1;
          history.go(depth - navigationDepth);
        }
        poppingFromHistory = false;
        navigationDepth = depth;
      }

      window.addEventListener("popstate", (event) => {
        if (ignoredPops > 0) { ignoredPops -= 1; return; }
        const wanted = event.state && typeof event.state.strataNavigation === "number" ? event.state.strataNavigation : 0;
        const back = navigationBar()?.querySelector("button");
        if (navigationDepth !== null && wanted < navigationDepth && back) { poppingFromHistory = true; back.click(); }
      });
    """#
}
