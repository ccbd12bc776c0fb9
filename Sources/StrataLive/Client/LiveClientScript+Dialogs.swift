extension LiveClientScript {
    /// Modal dialogs (focus kept inside, content behind inert) and what runs after every patch.
    static let dialogs = #"""
      // MARK: Dialogs and focus
    
      function topDialog() {
        const dialogs = root.querySelectorAll('[aria-modal="true"]');
        return dialogs.length ? dialogs[dialogs.length - 1] : null;
      }
    
      function focusables(container) {
        return [...container.querySelectorAll('button, [href], input, select, textarea, summary, [tabindex]:not([tabindex="-1"])')]
          .filter((element) => !element.disabled && element.getClientRects().length);
      }
    
      function trapFocus(event, dialog) {
        const items = focusables(dialog);
        if (!items.length) { event.preventDefault(); return; }
        const index = items.indexOf(document.activeElement);
        if (event.shiftKey && (index <= 0)) { event.preventDefault(); items[items.length - 1].focus(); }
        else if (!event.shiftKey && (index === -1 || index === items.length - 1)) { event.preventDefault(); items[0].focus(); }
      }
    
      function afterPatch() {
        if (drag && drag.pending) sendDragMove();
        syncNavigation();
        const dialog = topDialog();
        // Content behind a modal dialog is inert; the dialog's own ancestors are not.
        for (const element of document.querySelectorAll("[data-strata-inert]")) {
          element.inert = false;
          element.removeAttribute("data-strata-inert");
        }
        if (dialog) {
          for (let current = dialog; current && current !== document.body; current = current.parentElement) {
            for (const sibling of current.parentElement.children) {
              if (sibling !== current && !sibling.inert) { sibling.inert = true; sibling.setAttribute("data-strata-inert", ""); }
            }
          }
          if (!dialog.contains(document.activeElement)) {
            if (!opener) opener = { element: document.activeElement, node: document.activeElement && document.activeElement.closest("[data-s]")?.getAttribute("data-s") };
            const first = focusables(dialog)[0];
            if (first) first.focus(); else { dialog.setAttribute("tabindex", "-1"); dialog.focus(); }
          }
        } else if (opener) {
          let target = opener.element;
          if (!target || !root.contains(target)) target = opener.node ? root.querySelector(`[data-s="${CSS.escape(opener.node)}"]`) : null;
          opener = null;
          if (target && target.focus) target.focus();
        }
        followServerFocus();
      }
    """#
}
