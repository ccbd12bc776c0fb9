extension LiveClientScript {
    /// What a person does, as events: clicks, drags, typing, menus, keys.
    static let events = #"""
      // MARK: Events
    
      document.addEventListener("click", (event) => {
        const option = event.target.closest("[data-s-option]");
        if (option && root.contains(option)) {
          const picker = option.parentElement.closest("[data-s]");
          if (picker) send(picker.getAttribute("data-s"), "change", option.getAttribute("data-s-option"));
          return;
        }
        if (suppressClick) { suppressClick = false; event.preventDefault(); return; }
        // A tap on a sheet's backdrop dismisses it (as Escape does); an alert's stays.
        if (event.target.classList && event.target.classList.contains("s-scrim")) {
          const inSheet = event.target.querySelector(":scope > .s-sheet [data-s], :scope > .s-sheet[data-s]");
          if (inSheet && root.contains(inSheet)) send(inSheet.getAttribute("data-s"), "key", "Escape");
          return;
        }
        const control = event.target.closest("button[data-s], .s-tap[data-s]");
        if (!control || !root.contains(control) || control.disabled) return;
        event.preventDefault();
        send(control.getAttribute("data-s"), "click");
      });
    
      // Drags on views with a drag gesture, in the view's coordinates when the drag began. Moves
      // go at most once a frame, and only once the server answered the previous one; the release
      // always goes. A drag that began is not also a click.
      let drag = null;
      let suppressClick = false;
      document.addEventListener("pointerdown", (event) => {
        const element = event.target.closest(".s-drag[data-s-drag]");
        if (!element || !root.contains(element) || event.button !== 0) return;
        const box = element.getBoundingClientRect();
        const x = event.clientX - box.left, y = event.clientY - box.top;
        drag = { node: element.getAttribute("data-s"), left: box.left, top: box.top, sx: x, sy: y, x, y,
                 minimum: Number(element.getAttribute("data-s-drag")) || 0, began: false, queued: false, pending: false };
        try { element.setPointerCapture(event.pointerId); } catch { /* not capturable: moves still bubble */ }
      });
      document.addEventListener("pointermove", (event) => {
        if (!drag) return;
        drag.x = event.clientX - drag.left;
        drag.y = event.clientY - drag.top;
        if (!drag.began && Math.hypot(drag.x - drag.sx, drag.y - drag.sy) < drag.minimum) return;
        drag.began = true;
        event.preventDefault();
        if (!drag.queued) { drag.queued = true; requestAnimationFrame(sendDragMove); }
      });
      function sendDragMove() {
        if (!drag) return;
        drag.queued = false;
        drag.pending = unconfirmed.some((e) => e.kind === "drag");
        if (!drag.pending) send(drag.node, "drag", `changed ${drag.x} ${drag.y} ${drag.sx} ${drag.sy}`);
      }
      function endDrag(event) {
        if (!drag) return;
        const ended = drag;
        drag = null;
        if (!ended.began) return;
        if (event.type === "pointerup") { ended.x = event.clientX - ended.left; ended.y = event.clientY - ended.top; }
        suppressClick = true;
        setTimeout(() => { suppressClick = false; }, 0);
        send(ended.node, "drag", `ended ${ended.x} ${ended.y} ${ended.sx} ${ended.sy}`);
      }
      document.addEventListener("pointerup", endDrag);
      document.addEventListener("pointercancel", endDrag);
    
      document.addEventListener("input", (event) => {
        const field = event.target;
        if (!field.matches || !field.matches("[data-s-input]")) return;
        const node = field.getAttribute("data-s-input");
        if (field.type === "range") { send(node, "change", field.value); return; }
        if (field.tagName === "SELECT") return; // handled on change
        const pending = pendingInput.get(node);
        if (pending) clearTimeout(pending.timer);
        pendingInput.set(node, { element: field, timer: setTimeout(() => flushInput(node), INPUT_DELAY) });
      });
    
      document.addEventListener("change", (event) => {
        const field = event.target;
        if (field.tagName === "SELECT" && field.matches("[data-s-input]")) send(field.getAttribute("data-s-input"), "change", field.value);
      });
    
      document.addEventListener("keydown", (event) => {
        const dialog = topDialog();
        if (event.key === "Tab" && dialog) { trapFocus(event, dialog); return; }
        const field = event.target;
        if (event.key === "Enter" && field.matches && field.matches("input[data-s-input]")) {
          send(field.getAttribute("data-s-input"), "submit");
          return;
        }
        const key = event.key === " " ? "Space" : event.key;
        let element = document.activeElement && root.contains(document.activeElement) ? document.activeElement : null;
        for (let current = element; current && current !== root; current = current.parentElement) {
          const keys = current.getAttribute("data-s-keys");
          // "s-any" (a handler of every key) takes keys not typed into a field.
          const typing = element && element.matches && element.matches("input,textarea,[contenteditable]");
          if (keys && (keys.split(" ").includes(key) || (!typing && key !== "s-any" && keys.split(" ").includes("s-any")))) {
            event.preventDefault();
            send(current.closest("[data-s]").getAttribute("data-s"), "key", key);
            return;
          }
        }
        if (key === "Escape" && dialog) {
          const inside = (element && dialog.contains(element) ? element : dialog).closest("[data-s]");
          const target = inside && dialog.contains(inside) ? inside : dialog.querySelector("[data-s]");
          if (target) { event.preventDefault(); send(target.getAttribute("data-s"), "key", "Escape"); }
        }
      });
    
      function flushInput(node) {
        const pending = pendingInput.get(node);
        if (!pending) return;
        clearTimeout(pending.timer);
        pendingInput.delete(node);
        enqueue(node, "input", pending.element.value);
      }
    
      function flushInputs() { for (const node of [...pendingInput.keys()]) flushInput(node); }
    
      // Whether the field holds text the server has not answered yet (unsent, or sent and not
      // confirmed): a patch must not overwrite it. Focus does not matter: text typed just before
      // Tab is still on its way (it is read from the field when it is sent), and a patch answering
      // an earlier event must not replace it with older text.
      function isEditing(element) {
        const node = element.getAttribute("data-s-input");
        if (!node) return false;
        return pendingInput.has(node) || unconfirmed.some((e) => e.node === node && e.kind === "input");
      }
    """#
}
