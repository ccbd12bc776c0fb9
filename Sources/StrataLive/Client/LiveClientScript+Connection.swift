extension LiveClientScript {
    /// The WebSocket: connecting and reconnecting, the frames the server sends, numbering and
    /// sending events, notices above the content.
    static let connection = #"""
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
            // Events the server already applied are done (the content shows them, so text they
            // carried is not kept over it); the rest are sent again, in order.
            while (unconfirmed.length && unconfirmed[0].seq <= frame.seq) unconfirmed.shift();
            if (frame.ops.length) apply(frame.ops);
            root.classList.add("s-live-ready"); // from now on, inserted views play their transitions
            appliedSeq = frame.seq;
            appliedRev = frame.rev;
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
    
      // Sends an event after the text still being typed and the focus changes before it.
      function send(node, kind, value) {
        flushInputs();
        flushFocus();
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
    
      function showExpiryNotice() {
        const why = sessionStorage.getItem("strata-live-expired");
        if (!why) return;
        sessionStorage.removeItem("strata-live-expired");
        notify(why === "restart"
          ? "The server was restarting, so the page was reloaded with fresh state."
          : "Your session had expired, so the page was reloaded with fresh state.", "status");
      }
    """#
}
