"""The cluster test behind scripts/test-cluster: nginx in front of two strata-gallery instances."""

from __future__ import annotations

import argparse
import os
import pathlib
import re
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "Tests" / "browser"))
from test_hostile_clients import ws_connect, ws_frames, ws_send  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[1]
PAGE = "kit-cascading-actions"
results: list[tuple[str, bool, str]] = []


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def check(name: str, ok: bool, detail: str = "") -> None:
    results.append((name, ok, detail))
    print(f"{'PASS' if ok else 'FAIL'} {name}{': ' + detail if detail else ''}", flush=True)


class Instance:
    def __init__(self, gallery: str, ident: str, port: int, lb_port: int, logdir: pathlib.Path):
        self.args = [gallery, "--port", str(port), "--instance-id", ident, "--allowed-host", f"127.0.0.1:{lb_port}",
                     "--allowed-host", f"localhost:{lb_port}", "--drain-seconds", "2"]
        self.ident, self.port, self.log = ident, port, logdir / f"instance-{ident}.log"
        self.proc: subprocess.Popen | None = None

    def start(self) -> None:
        self.proc = subprocess.Popen(self.args, stdout=open(self.log, "a"), stderr=subprocess.STDOUT, cwd=ROOT)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{self.port}/", timeout=1)
                return
            except OSError:
                time.sleep(0.2)
        raise RuntimeError(f"instance {self.ident} did not start; see {self.log}")

    def stop(self, sig=signal.SIGKILL) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.send_signal(sig)


def page_token(lb: str) -> tuple[str, str]:
    html = urllib.request.urlopen(f"{lb}/{PAGE}", timeout=5).read().decode()
    token = html.split('data-strata-live="', 1)[1].split('"', 1)[0]
    button = re.search(r'<button[^>]*data-s="([^"]+)"[^>]*>(?:<[^>]*>)*Complete Checkout<', html)
    return token, button.group(1) if button else ""


def load_run(lb: str, sessions: int, events: int) -> dict:
    """Each session clicks `events` times, waiting for each reply; counts round trips and order."""
    rtts: list[float] = []
    lost = misordered = 0
    lock = threading.Lock()

    def one() -> None:
        nonlocal lost, misordered
        token, button = page_token(lb)
        sock, head = ws_connect(lb, f"/_strata/live?token={token}&seq=0&rev=0", {"Host": lb.removeprefix("http://")})
        frames = ws_frames(sock, timeout=10)
        local_lost = local_misordered = 0
        local_rtts = []
        try:
            next(f for f in frames if f[0] == 1 and b'"hello"' in f[1])
            for seq in range(1, events + 1):
                start = time.perf_counter()
                ws_send(sock, 1, f'{{"t":"event","seq":{seq},"node":"{button}","kind":"click"}}'.encode())
                reply = None
                for opcode, payload in frames:
                    if opcode == 1 and (b'"t":"patch"' in payload or b'"t":"error"' in payload):
                        reply = payload
                        break
                if reply is None:
                    local_lost += events - seq + 1
                    break
                local_rtts.append(time.perf_counter() - start)
                got = int(re.search(rb'"seq":(-?\d+)', reply).group(1))
                if got != seq or b'"t":"error"' in reply:
                    local_misordered += 1
                ws_send(sock, 1, f'{{"t":"ack","seq":{seq}}}'.encode())
        finally:
            sock.close()
        with lock:
            rtts.extend(local_rtts)
            lost += local_lost
            misordered += local_misordered

    threads = [threading.Thread(target=one) for _ in range(sessions)]
    began = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    elapsed = time.perf_counter() - began
    rtts.sort()
    return {
        "sessions": sessions, "events": len(rtts), "seconds": elapsed, "per_second": len(rtts) / elapsed if elapsed else 0,
        "median_ms": statistics.median(rtts) * 1000 if rtts else float("nan"),
        "p99_ms": rtts[min(len(rtts) - 1, int(len(rtts) * 0.99))] * 1000 if rtts else float("nan"),
        "lost": sessions * events - len(rtts), "misordered": misordered,
    }


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--nginx", required=True)
    parser.add_argument("--gallery", required=True)
    parser.add_argument("--sessions", type=int, default=20)
    parser.add_argument("--events", type=int, default=50)
    options = parser.parse_args()

    work = pathlib.Path(tempfile.mkdtemp(prefix="strata-cluster-"))
    port_a, port_b, port_lb = free_port(), free_port(), free_port()
    lb = f"http://127.0.0.1:{port_lb}"
    conf = (ROOT / "deploy" / "nginx-strata.conf").read_text()
    for key, value in {"@PREFIX@": str(work), "@PORT_A@": str(port_a), "@PORT_B@": str(port_b), "@PORT_LB@": str(port_lb),
                       "@USER@": "user root;" if os.geteuid() == 0 else ""}.items():
        conf = conf.replace(key, value)
    (work / "nginx.conf").write_text(conf)
    instances = {"a": Instance(options.gallery, "a", port_a, port_lb, work), "b": Instance(options.gallery, "b", port_b, port_lb, work)}
    nginx = None
    try:
        for instance in instances.values():
            instance.start()
        nginx = subprocess.Popen([options.nginx, "-p", str(work), "-c", str(work / "nginx.conf"), "-g", "daemon off;"],
                                 stdout=subprocess.DEVNULL, stderr=open(work / "nginx.out", "w"))
        time.sleep(0.5)

        # Page loads spread over both instances; each token names its instance.
        prefixes = {page_token(lb)[0].split(".", 1)[0] for _ in range(4)}
        check("page loads reach both instances", prefixes == {"a", "b"}, str(sorted(prefixes)))

        figures = load_run(lb, options.sessions, options.events)
        check("load run: no lost or misordered events", figures["lost"] == 0 and figures["misordered"] == 0,
              f"lost {figures['lost']}, misordered {figures['misordered']}")

        from playwright.sync_api import expect, sync_playwright
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=os.environ.get("STRATA_CHROMIUM", "/usr/bin/chromium"),
                                        args=["--no-sandbox", "--disable-dev-shm-usage"])
            page = browser.new_page(bypass_csp=True)  # wait_for_function evaluates strings
            connected = "window.strataLive && window.strataLive.connected"
            token = lambda: page.evaluate("document.querySelector('[data-strata-live]').getAttribute('data-strata-live')")  # noqa: E731

            # State survives a reconnect within an instance.
            page.goto(f"{lb}/{PAGE}")
            page.wait_for_function(connected)
            button = page.get_by_role("button", name="Complete Checkout")
            button.click()
            page.evaluate("window.strataLive.socket.close()")
            page.wait_for_function("!window.strataLive.connected")
            button.click()
            page.wait_for_function(connected)
            try:
                expect(page.get_by_text("6. Store heard checkout completion")).to_be_visible(timeout=5000)
                check("state survives a reconnect through the balancer", True)
            except AssertionError as error:
                check("state survives a reconnect through the balancer", False, str(error)[:200])

            # A drain: SIGTERM stops new sessions and, after the deadline, the page reloads elsewhere.
            home = token().split(".", 1)[0]
            instances[home].stop(signal.SIGTERM)
            time.sleep(0.3)
            during = {page_token(lb)[0].split(".", 1)[0] for _ in range(4)}
            check("a draining instance takes no new sessions", home not in during, f"new pages went to {sorted(during)}")
            try:
                expect(page.locator(".s-live-notice")).to_contain_text("server was restarting", timeout=15000)
                page.wait_for_function(connected, timeout=10000)
                moved = token().split(".", 1)[0]
                check("a drained instance's page reloads on the other one", moved != home, f"{home} -> {moved}")
            except AssertionError as error:
                check("a drained instance's page reloads on the other one", False, str(error)[:200])
            code = instances[home].proc.wait(timeout=20)
            check("a drained instance exits cleanly", code == 0, f"exit {code}")
            instances[home].start()
            # nginx re-admits an upstream it saw fail only after fail_timeout (2 s in the config).
            time.sleep(3)

            # An instance that dies: its pages get the expired notice and reload on the survivor.
            victim = token().split(".", 1)[0]
            instances[victim].stop(signal.SIGKILL)
            try:
                expect(page.locator(".s-live-notice")).to_contain_text("session had expired", timeout=30000)
                page.wait_for_function(connected, timeout=10000)
                survivor = token().split(".", 1)[0]
                check("a dead instance's page reloads fresh with a notice", survivor != victim, f"{victim} -> {survivor}")
            except AssertionError as error:
                state = page.evaluate("() => window.strataLive ? [window.strataLive.connected, window.strataLive.connections] : null")
                log = (work / "error.log").read_text()[-600:] if (work / "error.log").exists() else ""
                check("a dead instance's page reloads fresh with a notice", False, f"{str(error)[:200]} client {state}; nginx: {log}")
            browser.close()
    finally:
        for instance in instances.values():
            instance.stop()
        if nginx:
            nginx.terminate()
            nginx.wait(timeout=10)

    passed = sum(ok for _, ok, _ in results)
    print(f"load run through nginx: {figures['sessions']} sessions, {figures['events']} events in {figures['seconds']:.1f} s, "
          f"{figures['per_second']:.0f} events/s, round trip median {figures['median_ms']:.1f} ms, p99 {figures['p99_ms']:.1f} ms, "
          f"lost {figures['lost']}, misordered {figures['misordered']}")
    print(f"{passed} passed, {len(results) - passed} failed")
    return 0 if passed == len(results) else 1


if __name__ == "__main__":
    sys.exit(main())
