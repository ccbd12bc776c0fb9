/// The browser client of live pages: plain JavaScript, no build step, no dependencies. Servers
/// serve it as a file at a content-hashed URL (StrataLiveServer's `LiveAssets`); pages without
/// a server inline it (`LivePage.root`). The protocol is described in docs/live-mode.md.
///
/// The source is kept in parts by concept (one file each), joined in this order inside one
/// function scope: state and start, the connection, events, focus, patches, dialogs, navigation.
public enum LiveClientScript {
    public static let source = [prologue, connection, events, focus, patches, dialogs, navigation, epilogue].joined(separator: "\n")

    /// The page's live root, limits and the client's state; starts connecting.
    static let prologue = #"""
    // Strata live client: keeps a server-rendered page interactive over a WebSocket.
    // Served as a file at a content-hashed URL, or inlined (no build step). Protocol: docs/live-mode.md.
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
    """#

    /// Syncs the history with the first screen and exposes the connection state to tests.
    static let epilogue = #"""
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
