extension LiveClientScript {
    /// Focus and blur of views tied to a `@FocusState`, and the browser following the server's focus state.
    static let focus = #"""
      // MARK: Focus
      // Focus entering or leaving a view tied to a `@FocusState` (marked `data-s-focus`) is told
      // to the server, which sets or clears the state. A report waits a moment, then says only
      // what changed overall: focus moving within the same view, or leaving the window and
      // coming back, sends nothing; tabbing quickly through fields sends one blur and one focus.
      // Like other events they are numbered, and go after the text typed before them.

      const FOCUS_DELAY = 50;
      let reportedFocus = null;  // the view the server was last told has focus (its node id)
      let focusTimer = 0;

      // The node id of the tied view that holds the browser's focus, or null.
      function focusedView() {
        const active = document.activeElement;
        if (!active || active === document.body || !root.contains(active)) return null;
        const view = active.closest("[data-s-focus]");
        return view && root.contains(view) ? view.getAttribute("data-s") : null;
      }

      function viewElement(node) {
        return root.querySelector(`[data-s-focus][data-s="${CSS.escape(node)}"]`);
      }

      function scheduleFocusReport() {
        clearTimeout(focusTimer);
        focusTimer = setTimeout(flushFocus, FOCUS_DELAY);
      }

      function flushFocus() {
        clearTimeout(focusTimer);
        focusTimer = 0;
        const current = focusedView();
        if (current === reportedFocus) return;
        flushInputs();
        // A view a patch removed has no state left to clear.
        if (reportedFocus !== null && viewElement(reportedFocus)) enqueue(reportedFocus, "blur");
        if (current !== null) enqueue(current, "focus");
        reportedFocus = current;
      }

      document.addEventListener("focusin", scheduleFocusReport);
      document.addEventListener("focusout", scheduleFocusReport);

      function focusReportsInFlight() {
        return focusTimer !== 0 || unconfirmed.some((event) => event.kind === "focus" || event.kind === "blur");
      }

      // After a patch: the browser's focus follows the server's focus state (a view it names
      // gets focus; the view it stopped naming loses it), unless the person's own focus
      // changes have not reached the server yet (they win).
      function followServerFocus() {
        if (focusReportsInFlight()) return;
        const wanted = root.querySelector("[data-s-focused]");
        if (wanted) {
          if (wanted.contains(document.activeElement)) return;
          const field = wanted.matches("input, select, textarea, button") ? wanted : focusables(wanted)[0];
          if (!field) return;
          const view = field.closest("[data-s-focus]");
          if (view && root.contains(view)) reportedFocus = view.getAttribute("data-s"); // the server knows
          field.focus();
          return;
        }
        const left = reportedFocus !== null ? viewElement(reportedFocus) : null;
        if (left && left.contains(document.activeElement)) {
          reportedFocus = null; // the server cleared it: nothing to report
          document.activeElement.blur();
        }
      }
    """#
}
