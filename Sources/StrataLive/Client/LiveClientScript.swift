/// The browser client of live pages, inlined into every live page: plain JavaScript, no build
/// step, no dependencies. The protocol is described in docs/live-mode.md.
public enum LiveClientScript {
    public static let source = #"""
    // Strata live client: keeps a server-rendered page interactive over a WebSocket.
    // Served by the package as-is (no build step). Protocol: docs/live-mode.md.
    (() => {
      "use strict";
      const root = document.querySelector("[data-strata-live]");
      if (!root) return;
      const token = root.getAttribute("data-strata-live");
      const socketPath = root.getAttribute("data-strata-socket") || "/_strata/live";
      const INPUT_DELAY = 40;
      const MAX_BYTES = Number(root.getAttribute("data-strata-max")) || 65536; // the session's message limit
      const RETRY_BASE = 250, RETRY_CAP = 10000, STABLE_AFTER = 5000;
      const CLOSE_TOO_BIG = 1009, CLOSE_REPLACED = 4001;
    
      let socket = null;
      let connected = false;
      let nextSeq = 1;          // the next event's sequence number
      let appliedSeq = 0;       // the last patch applied to the DOM
      let appliedRev = 0;       // the page revision the DOM shows (patches and pushes count)
      const unconfirmed = [];   // events sent (or queued) whose patch has not arrived
      const pendingInput = new Map(); // node id -> {timer, element}
      let retries = 0;          // failed connections in a row (reset once one stays open a while)
      let stableTimer = 0;
      let stopped = false;      // another tab took over the session: no more reconnects
      let connections = 0;
      let opener = null;        // what had focus before a dialog opened
      let animationTimer = 0;   // ends the page-wide transition of a `withAnimation` patch
    
      showExpiryNotice();
      connect();
    
      function connect() {
        const scheme = location.protocol === "https:" ? "wss:" : "ws:";
        const url = `${scheme}//${location.host}${socketPath}?token=${encodeURIComponent(token)}&seq=${appliedSeq}&rev=${appliedRev}`;
        socket = new WebSocket(url);
        connections++;
        socket.onopen = () => {
          connected = true;
          root.setAttribute("data-strata-connected", "");
          // Only a connection that stays up ends the back-off: one the server keeps closing
          // right after it opens must not retry at full speed.
          stableTimer = setTimeout(() => { retries = 0; }, STABLE_AFTER);
        };
        socket.onmessage = (message) => receive(message.data);
        socket.onclose = (event) => {
          connected = false;
          clearTimeout(stableTimer);
          root.removeAttribute("data-strata-connected");
          if (event.code === CLOSE_REPLACED) {
            stopped = true;
            notify("This page was opened again in another tab or window; reload it to use it here.", "status");
            return;
          }
          if (event.code === CLOSE_TOO_BIG) giveUpLargest();
          if (stopped) return;
          // Exponential back-off with jitter, up to a cap.
          const ceiling = Math.min(RETRY_CAP, RETRY_BASE * 2 ** retries);
          retries++;
          setTimeout(connect, ceiling / 2 + Math.random() * ceiling / 2);
        };
      }

      // The server closed the socket over a frame too large to read: the largest unconfirmed
      // event is never sent again; its number is given up with a small "skip" instead.
      function giveUpLargest() {
        let largest = null;
        for (const event of unconfirmed) {
          if (event.t === "event" && (!largest || JSON.stringify(event).length > JSON.stringify(largest).length)) largest = event;
        }
        if (!largest) return;
        const index = unconfirmed.indexOf(largest);
        unconfirmed[index] = { t: "skip", seq: largest.seq, node: largest.node, kind: "skip" };
        notify("That text is too long to send, so it was not saved.", "alert");
      }

      // A short message above the live content (role "status" or "alert").
      function notify(text, role) {
        let notice = root.parentNode.querySelector(".s-live-notice[data-strata-notice]");
        if (!notice) {
          notice = document.createElement("div");
          notice.className = "s-live-notice";
          notice.setAttribute("data-strata-notice", "");
          root.parentNode.insertBefore(notice, root);
        }
        notice.setAttribute("role", role);
        notice.textContent = text;
      }
    
      function receive(text) {
        let frame;
        try { frame = JSON.parse(text); } catch { return; }
        switch (frame.t) {
          case "hello": {
            if (frame.ops.length) apply(frame.ops);
            root.classList.add("s-live-ready"); // from now on, inserted views play their transitions
            appliedSeq = frame.seq;
            appliedRev = frame.rev;
            // Events the server already applied are done; the rest are sent again, in order.
            while (unconfirmed.length && unconfirmed[0].seq <= frame.seq) unconfirmed.shift();
            for (const event of unconfirmed) transmit(event);
            afterPatch();
            break;
          }
          case "patch": {
            if (frame.anim) animate(frame.anim);
            apply(frame.ops);
            appliedSeq = frame.seq;
            appliedRev = frame.rev;
            while (unconfirmed.length && unconfirmed[0].seq <= frame.seq) unconfirmed.shift();
            transmit({ t: "ack", seq: frame.seq });
            afterPatch();
            break;
          }
          case "push": {
            // Changes the server made on its own (work a view started with `task`).
            if (frame.anim) animate(frame.anim);
            apply(frame.ops);
            appliedRev = frame.rev;
            afterPatch();
            break;
          }
          case "error": {
            // A rejected event still used up its number and changed nothing.
            if (frame.seq > 0) {
              while (unconfirmed.length && unconfirmed[0].seq <= frame.seq) unconfirmed.shift();
              appliedSeq = Math.max(appliedSeq, frame.seq);
            }
            if (frame.code === "too-large") notify("That text is too long to send, so it was not saved.", "alert");
            console.warn("strata-live:", frame.code, frame.message);
            root.dispatchEvent(new CustomEvent("strata:error", { detail: frame }));
            break;
          }
          case "expired": {
            stopped = true;
            sessionStorage.setItem("strata-live-expired", "1");
            location.reload();
            break;
          }
          case "reload": {
            // The server is going away (a rolling deploy): load the page again, from another instance.
            stopped = true;
            sessionStorage.setItem("strata-live-expired", "restart");
            location.reload();
            break;
          }
        }
      }
    
      function transmit(message) {
        if (!connected || socket.readyState !== WebSocket.OPEN) return;
        socket.send(JSON.stringify(message.t === "skip" ? { t: "skip", seq: message.seq } : message));
      }
    
      function send(node, kind, value) {
        flushInputs();
        enqueue(node, kind, value);
      }
    
      function enqueue(node, kind, value) {
        const event = { t: "event", seq: nextSeq, node, kind };
        if (value !== undefined) event.value = value;
        // Over the session's limit the server would refuse it: it is not sent (and uses no number).
        const bytes = new TextEncoder().encode(JSON.stringify(event)).length;
        if (bytes > MAX_BYTES) {
          notify(`That text is too long to send (${bytes} bytes; the limit is ${MAX_BYTES}), so it was not saved.`, "alert");
          root.dispatchEvent(new CustomEvent("strata:error", { detail: { code: "too-large", bytes, limit: MAX_BYTES } }));
          return;
        }
        nextSeq++;
        unconfirmed.push(event);
        transmit(event);
      }
    
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
          if (keys && keys.split(" ").includes(key)) {
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
    
      function isEditing(element) {
        const node = element.getAttribute("data-s-input");
        if (!node || element !== document.activeElement) return false;
        return pendingInput.has(node) || unconfirmed.some((e) => e.node === node && e.kind === "input");
      }
    
      // MARK: Patches
    
      // Changes made inside `withAnimation`: every element on the page transitions to its new
      // style with the animation's timing while the patch lands.
      function animate(anim) {
        root.style.setProperty("--s-ad", `${anim.ms / 1000}s`);
        root.style.setProperty("--s-af", anim.curve);
        root.style.setProperty("--s-adl", `${anim.delay / 1000}s`);
        root.classList.add("s-animating");
        clearTimeout(animationTimer);
        animationTimer = setTimeout(() => root.classList.remove("s-animating"), anim.ms + anim.delay + 50);
      }

      function apply(ops) {
        try {
          for (const op of ops) applyOne(op);
        } catch (error) {
          console.warn("strata-live: resynchronising after", error);
          transmit({ t: "resync" });
        }
      }
    
      function resolve(path) {
        let node = root;
        for (const index of path) {
          node = node.childNodes[index];
          if (!node) throw new Error("no node at " + path.join("/"));
        }
        return node;
      }
    
      function fragment(html, svg) {
        if (svg) {
          const wrapper = document.createElementNS("http://www.w3.org/2000/svg", "svg");
          wrapper.innerHTML = html;
          const result = document.createDocumentFragment();
          while (wrapper.firstChild) result.appendChild(wrapper.firstChild);
          return result;
        }
        const template = document.createElement("template");
        template.innerHTML = html;
        return template.content;
      }
    
      function applyOne(op) {
        switch (op[0]) {
          case "i": { const parent = resolve(op[1]); parent.insertBefore(fragment(op[3], op[4]), parent.childNodes[op[2]] || null); break; }
          case "r": { const node = resolve(op[1]); node.parentNode.removeChild(node); break; }
          case "m": {
            const parent = resolve(op[1]);
            const node = parent.childNodes[op[2]];
            if (!node) throw new Error("no child to move");
            parent.removeChild(node);
            parent.insertBefore(node, parent.childNodes[op[3]] || null);
            break;
          }
          case "a": {
            const element = resolve(op[1]);
            if (op[2] === "value" && isEditing(element)) break;
            element.setAttribute(op[2], op[3]);
            break;
          }
          case "d": resolve(op[1]).removeAttribute(op[2]); break;
          case "t": resolve(op[1]).data = op[2]; break;
          case "p": {
            const element = resolve(op[1]);
            if (op[2] === "value") {
              if (isEditing(element) || element.value === op[3]) break;
              const focused = element === document.activeElement;
              const start = element.selectionStart, end = element.selectionEnd;
              element.value = op[3];
              if (focused && start !== null) element.setSelectionRange(Math.min(start, op[3].length), Math.min(end, op[3].length));
            } else {
              element[op[2]] = op[3];
            }
            break;
          }
          case "h": {
            // The whole content again (after a reconnect): text still being typed stays.
            const typed = [...root.querySelectorAll("[data-s-input]")].filter((field) => isEditing(field) || field === document.activeElement)
              .map((field) => ({ node: field.getAttribute("data-s-input"), value: field.value, focused: field === document.activeElement }));
            root.innerHTML = op[1];
            for (const entry of typed) {
              const field = root.querySelector(`[data-s-input="${CSS.escape(entry.node)}"]`);
              if (!field) continue;
              if (field.value !== entry.value) field.value = entry.value;
              if (entry.focused) field.focus();
            }
            break;
          }
          default: throw new Error("unknown operation " + op[0]);
        }
      }
    
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
        const wanted = root.querySelector("[data-s-focused]");
        if (wanted && !wanted.contains(document.activeElement)) {
          const field = wanted.matches("input, select, textarea, button") ? wanted : focusables(wanted)[0];
          if (field) field.focus();
        }
      }
    
      function showExpiryNotice() {
        const why = sessionStorage.getItem("strata-live-expired");
        if (!why) return;
        sessionStorage.removeItem("strata-live-expired");
        notify(why === "restart"
          ? "The server was restarting, so the page was reloaded with fresh state."
          : "Your session had expired, so the page was reloaded with fresh state.", "status");
      }
    
      syncNavigation();

      window.strataLive = {
        get connected() { return connected; },
        get appliedSeq() { return appliedSeq; },
        get socket() { return socket; },
        get connections() { return connections; },
      };
    })();
    """#
}
