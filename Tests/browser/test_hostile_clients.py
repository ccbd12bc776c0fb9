"""Browser and wire tests of live mode against hostile or unlucky clients (issue 16)."""

from __future__ import annotations

import base64
import os
import socket
import struct
import time
import urllib.request

from playwright.sync_api import expect

from test_live import CONNECTED, open_live

ERRORS = """() => { window.__codes = []; document.querySelector('[data-strata-live]')
    .addEventListener('strata:error', (e) => window.__codes.push(e.detail.code)); }"""


# --------------------------------------------------------------------------- a raw WebSocket client


_leftover: dict[int, bytes] = {}


def ws_connect(url: str, path: str, headers: dict[str, str]) -> tuple[socket.socket, bytes]:
    """Opens a socket and sends an upgrade request; returns the socket and the response head."""
    host, port = url.removeprefix("http://").split(":")
    sock = socket.create_connection((host, int(port)), timeout=5)
    key = base64.b64encode(os.urandom(16)).decode()
    lines = [f"GET {path} HTTP/1.1", "Upgrade: websocket", "Connection: Upgrade", f"Sec-WebSocket-Key: {key}",
             "Sec-WebSocket-Version: 13"] + [f"{k}: {v}" for k, v in headers.items()]
    sock.sendall(("\r\n".join(lines) + "\r\n\r\n").encode())
    head = b""
    while b"\r\n\r\n" not in head:
        chunk = sock.recv(4096)
        if not chunk:
            break
        head += chunk
    head, _, rest = head.partition(b"\r\n\r\n")
    _leftover[sock.fileno()] = rest  # the first frames may arrive with the response head
    return sock, head


def ws_send(sock: socket.socket, opcode: int, payload: bytes) -> None:
    mask = os.urandom(4)
    header = bytes([0x80 | opcode])
    n = len(payload)
    if n < 126:
        header += bytes([0x80 | n])
    elif n < 1 << 16:
        header += bytes([0x80 | 126]) + struct.pack(">H", n)
    else:
        header += bytes([0x80 | 127]) + struct.pack(">Q", n)
    sock.sendall(header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))


def ws_frames(sock: socket.socket, timeout: float = 5):
    """Yields (opcode, payload) until the socket closes or `timeout` passes."""
    sock.settimeout(timeout)
    buffer = _leftover.pop(sock.fileno(), b"")
    while True:
        while len(buffer) >= 2:
            opcode, n = buffer[0] & 0x0F, buffer[1] & 0x7F
            offset = 2
            if n == 126:
                n, offset = struct.unpack(">H", buffer[2:4])[0], 4
            elif n == 127:
                n, offset = struct.unpack(">Q", buffer[2:10])[0], 10
            if len(buffer) < offset + n:
                break
            yield opcode, buffer[offset:offset + n]
            buffer = buffer[offset + n:]
        try:
            chunk = sock.recv(65536)
        except (socket.timeout, ConnectionResetError):
            return
        if not chunk:
            return
        buffer += chunk


def live_token(server, slug: str) -> str:
    html = urllib.request.urlopen(f"{server.url}/{slug}").read().decode()
    return html.split('data-strata-live="', 1)[1].split('"', 1)[0]


# --------------------------------------------------------------------------- findings 1 and 2


def test_text_over_the_limit_is_refused_with_a_message_and_the_page_stays_in_step(page, gallery_server):
    errors = open_live(page, gallery_server, "text-fields")
    page.evaluate(ERRORS)
    field = page.get_by_role("textbox").first
    field.fill("x" * (70 * 1024))
    notice = page.locator(".s-live-notice[role=alert]")
    expect(notice).to_contain_text("too long to send")
    # The session is still in step: short text goes through and is confirmed.
    field.fill("Grace Hopper")
    page.wait_for_function("window.strataLive.appliedSeq >= 1")
    button = page.get_by_role("button").first
    assert page.evaluate("window.__codes") == [] or "out-of-order" not in page.evaluate("window.__codes")
    page.evaluate("window.strataLive.socket.close()")
    page.wait_for_function("!window.strataLive.connected")
    page.wait_for_function(CONNECTED)
    assert field.input_value() == "Grace Hopper", "the reconnect kept what was typed"
    assert "out-of-order" not in page.evaluate("window.__codes")
    assert button is not None
    assert not errors, "\n".join(errors)


def test_retries_back_off_when_the_server_keeps_closing_the_socket(page, gallery_server):
    # A server that accepts each socket and closes it at once: without back-off the client would
    # reconnect every 250 ms (24 times in 6 s).
    page.route_web_socket("**/_strata/live**", lambda ws: ws.close())
    page.goto(f"{gallery_server.url}/kit-cascading-actions")
    page.wait_for_timeout(6000)  # (keeps dispatching the route's handler, unlike time.sleep)
    count = page.evaluate("window.strataLive.connections")
    assert 3 <= count <= 8, f"{count} connections in 6 s"


# --------------------------------------------------------------------------- finding 6


def test_a_second_socket_with_the_same_token_closes_the_first_with_a_notice(browser, page, gallery_server):
    open_live(page, gallery_server, "kit-cascading-actions")
    token = page.evaluate("document.querySelector('[data-strata-live]').getAttribute('data-strata-live')")
    other = browser.new_context(bypass_csp=True).new_page()
    other.goto(f"{gallery_server.url}/kit-cascading-actions")
    other.evaluate("(t) => { window.__ws = new WebSocket(`ws://${location.host}/_strata/live?token=${t}`); }", token)
    expect(page.locator(".s-live-notice")).to_contain_text("opened again in another tab")
    page.wait_for_function("!window.strataLive.connected")
    time.sleep(1.5)
    assert not page.evaluate("window.strataLive.connected"), "the replaced tab does not fight back"
    other.context.close()


# --------------------------------------------------------------------------- findings 5, 8, 9


def test_pages_have_security_headers_head_answers_and_a_favicon(browser, gallery_server):
    response = urllib.request.urlopen(f"{gallery_server.url}/kit-cascading-actions")
    csp = response.headers["Content-Security-Policy"]
    body = response.read().decode()
    nonce = csp.split("'nonce-", 1)[1].split("'", 1)[0]
    assert f'<script nonce="{nonce}">' in body
    assert "frame-ancestors 'self'" in csp
    assert response.headers["X-Frame-Options"] == "SAMEORIGIN"
    assert response.headers["X-Content-Type-Options"] == "nosniff"
    head = urllib.request.urlopen(urllib.request.Request(f"{gallery_server.url}/kit-cascading-actions", method="HEAD"))
    assert head.status == 200 and head.read() == b""
    icon = urllib.request.urlopen(f"{gallery_server.url}/favicon.ico")
    assert icon.status == 204
    # The live page runs under its policy (this context enforces it): the script connects and
    # works, nothing is blocked.
    enforced = browser.new_context().new_page()
    violations: list[str] = []
    enforced.on("console", lambda msg: violations.append(msg.text) if msg.type == "error" else None)
    enforced.goto(f"{gallery_server.url}/kit-cascading-actions")
    deadline = time.monotonic() + 10
    while not enforced.evaluate("() => !!(window.strataLive && window.strataLive.connected)") and time.monotonic() < deadline:
        time.sleep(0.1)
    enforced.get_by_role("button", name="Complete Checkout").click()
    expect(enforced.get_by_text("3. Store heard checkout completion")).to_be_visible()
    enforced.context.close()
    assert not violations, "\n".join(violations)


def test_an_upgrade_with_a_rebound_host_is_refused(gallery_server):
    token = live_token(gallery_server, "kit-cascading-actions")
    sock, head = ws_connect(gallery_server.url, f"/_strata/live?token={token}",
                            {"Host": "evil.example", "Origin": "http://evil.example"})
    sock.close()
    assert not head.startswith(b"HTTP/1.1 101"), head
    port = gallery_server.url.rsplit(":", 1)[1]
    sock, head = ws_connect(gallery_server.url, f"/_strata/live?token={token}",
                            {"Host": f"localhost:{port}", "Origin": f"http://localhost:{port}"})
    sock.close()
    assert head.startswith(b"HTTP/1.1 101"), head


def test_a_text_frame_with_invalid_utf8_closes_with_1007(gallery_server):
    token = live_token(gallery_server, "kit-cascading-actions")
    sock, head = ws_connect(gallery_server.url, f"/_strata/live?token={token}", {"Host": "127.0.0.1"})
    assert head.startswith(b"HTTP/1.1 101"), head
    ws_send(sock, 0x1, b'{"t":"ack","seq":0,"x":"\xff\xfe"}')
    close = [payload for opcode, payload in ws_frames(sock) if opcode == 0x8]
    sock.close()
    assert close and struct.unpack(">H", close[0][:2])[0] == 1007, close
