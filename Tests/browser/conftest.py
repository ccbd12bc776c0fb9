"""Fixtures for the browser test suite of the Strata gallery.

The gallery program's contract (see Sources/strata-gallery):
  strata-gallery --export DIR   writes DIR/index.html + DIR/<slug>.html
  strata-gallery --port P       serves the same site on http://127.0.0.1:P/ and
                                prints a line with that URL to stdout once listening.

Environment overrides:
  STRATA_GALLERY_BIN  use this executable instead of building the
                      `strata-gallery` product with SwiftPM (skips `swift build`).
  STRATA_CHROMIUM     browser executable (default: Debian's /usr/bin/chromium).
"""

from __future__ import annotations

import functools
import http.server
import os
import pathlib
import queue
import re
import shutil
import signal
import socket
import subprocess
import threading
import time
import urllib.parse

import pytest
from playwright.sync_api import sync_playwright

ROOT = pathlib.Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "artifacts"
CHROMIUM = os.environ.get("STRATA_CHROMIUM", "/usr/bin/chromium")
SERVER_START_TIMEOUT = float(os.environ.get("STRATA_SERVER_TIMEOUT", "60"))  # seconds to wait for the URL line of `--port`


# --------------------------------------------------------------------------- helpers


def _swift() -> str:
    swift = shutil.which("swift")
    if swift:
        return swift
    fallback = "/opt/swift/usr/bin/swift"
    if os.access(fallback, os.X_OK):
        return fallback
    pytest.fail("`swift` not found on PATH (nor at /opt/swift/usr/bin/swift)")


def _run(cmd: list[str], *, timeout: float, what: str) -> str:
    """Runs cmd in the package root; fails the test session with its output if it fails."""
    try:
        r = subprocess.run(
            cmd,
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            timeout=timeout,
        )
    except subprocess.TimeoutExpired as e:
        pytest.fail(f"{what} timed out after {timeout}s: {' '.join(cmd)}\n{e.output or ''}")
    if r.returncode != 0:
        pytest.fail(f"{what} failed (exit {r.returncode}): {' '.join(cmd)}\n{r.stdout[-8000:]}")
    return r.stdout


def free_port() -> int:
    """A TCP port on 127.0.0.1 that was free a moment ago."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format, *args):  # noqa: A002 - stdlib signature
        pass


# --------------------------------------------------------------------------- gallery


@pytest.fixture(scope="session")
def gallery_bin() -> pathlib.Path:
    """Path of the strata-gallery executable (built once per session)."""
    override = os.environ.get("STRATA_GALLERY_BIN")
    if override:
        exe = pathlib.Path(override).resolve()
        if not (exe.is_file() and os.access(exe, os.X_OK)):
            pytest.fail(f"STRATA_GALLERY_BIN={override!r} is not an executable file")
        return exe

    swift = _swift()
    _run([swift, "build", "--product", "strata-gallery"], timeout=1800, what="swift build")
    bin_dir = _run([swift, "build", "--show-bin-path"], timeout=300, what="swift build --show-bin-path")
    # --show-bin-path prints the path as its last line (earlier lines may be notes).
    exe = pathlib.Path(bin_dir.strip().splitlines()[-1].strip()) / "strata-gallery"
    if not (exe.is_file() and os.access(exe, os.X_OK)):
        pytest.fail(f"swift build succeeded but {exe} is not an executable file")
    return exe


@pytest.fixture(scope="session")
def exported_site(gallery_bin, tmp_path_factory) -> pathlib.Path:
    """Directory holding the output of `strata-gallery --export DIR`."""
    out = tmp_path_factory.mktemp("gallery-site")
    _run([str(gallery_bin), "--export", str(out)], timeout=300, what="strata-gallery --export")
    index = out / "index.html"
    assert index.is_file(), f"--export wrote no index.html; it wrote: {sorted(p.name for p in out.iterdir())}"
    return out


@pytest.fixture(scope="session")
def site_url(exported_site) -> str:
    """Base URL (with trailing slash) of the exported static site, served over HTTP on loopback.

    Served over http:// rather than file:// so the pages are tested as a static host
    would deliver them (module scripts, fetch() and same-origin rules behave).
    """
    handler = functools.partial(_QuietHandler, directory=str(exported_site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


class GalleryServer:
    def __init__(self, proc: subprocess.Popen, url: str, output: list[str]):
        self.proc = proc
        self.url = url  # base URL without trailing slash, e.g. http://127.0.0.1:1234
        self.output = output  # stdout lines seen so far (for diagnostics)


@pytest.fixture
def gallery_server(gallery_bin, tmp_path, request):
    """`strata-gallery --port P` running; always terminated at the end of the test.

    `@pytest.mark.gallery_args("--session-timeout", "2")` passes more arguments.
    """
    port = free_port()
    marker = request.node.get_closest_marker("gallery_args")
    extra_args = [str(arg) for arg in marker.args] if marker else []
    stderr_path = tmp_path / "gallery-server.stderr"
    stderr_file = open(stderr_path, "w")
    proc = subprocess.Popen(
        [str(gallery_bin), "--port", str(port), *extra_args],
        cwd=ROOT,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=stderr_file,
        text=True,
        bufsize=1,
        start_new_session=True,  # own process group: kill it and any children it spawned
    )
    lines: "queue.Queue[str | None]" = queue.Queue()
    seen: list[str] = []

    def pump():  # keeps draining stdout so the child never blocks on a full pipe
        for line in proc.stdout:
            lines.put(line)
        lines.put(None)

    threading.Thread(target=pump, daemon=True).start()

    def stop():
        if proc.poll() is None:
            try:
                os.killpg(proc.pid, signal.SIGTERM)
            except ProcessLookupError:
                pass
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                try:
                    os.killpg(proc.pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
                proc.wait(timeout=10)
        else:
            # The leader exited; make sure nothing it started is left behind.
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass
        stderr_file.close()

    try:
        url_re = re.compile(rf"http://127\.0\.0\.1:{port}\b")
        deadline = time.monotonic() + SERVER_START_TIMEOUT
        found = False
        eof = False
        while not found and not eof and time.monotonic() < deadline:
            try:
                line = lines.get(timeout=0.25)
            except queue.Empty:
                continue
            if line is None:
                eof = True
                break
            seen.append(line)
            found = bool(url_re.search(line))
        if not found:
            exited = eof or proc.poll() is not None
            stop()
            why = "exited" if exited else f"printed no such line within {SERVER_START_TIMEOUT:.0f}s"
            pytest.fail(
                f"strata-gallery --port {port} {why} (exit code {proc.returncode}); expected a stdout line "
                f"containing http://127.0.0.1:{port}.\n"
                "Hint: when stdout is a pipe it is block-buffered; the program must flush after printing "
                "the URL (e.g. fflush(stdout) or setvbuf(stdout, nil, _IOLBF, 0)).\n"
                f"stdout:\n{''.join(seen)[-4000:]}\nstderr:\n{stderr_path.read_text()[-4000:]}"
            )
        yield GalleryServer(proc, f"http://127.0.0.1:{port}", seen)
    finally:
        stop()


# --------------------------------------------------------------------------- browser


@pytest.fixture(scope="session")
def browser():
    """The one place chromium is launched: Debian's build, never a Playwright download."""
    if not os.access(CHROMIUM, os.X_OK):
        pytest.fail(f"{CHROMIUM} not found: run scripts/setup-browser-tests (installs Debian's chromium)")
    with sync_playwright() as p:
        b = p.chromium.launch(
            executable_path=CHROMIUM,
            # --no-sandbox: CI runs as root, where chromium's sandbox refuses to start.
            # --disable-dev-shm-usage: don't crash when /dev/shm is small (containers).
            args=["--no-sandbox", "--disable-dev-shm-usage"],
        )
        try:
            yield b
        finally:
            b.close()


@pytest.fixture
def page(browser):
    # bypass_csp: Playwright's polling helpers evaluate strings, which the pages' CSP forbids
    # (Tests/browser/test_hostile_clients.py checks the pages under their CSP).
    context = browser.new_context(viewport={"width": 1280, "height": 800}, bypass_csp=True)
    pg = context.new_page()
    try:
        yield pg
    finally:
        context.close()


@pytest.fixture(scope="session")
def artifacts_dir() -> pathlib.Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS


def page_links(page, base_url: str) -> list[str]:
    """Same-origin links of the loaded page, absolute, without fragments, deduplicated, in order."""
    hrefs = page.eval_on_selector_all("a[href]", "els => els.map(e => e.getAttribute('href'))")
    base = urllib.parse.urlsplit(base_url)
    out: list[str] = []
    for href in hrefs:
        if not href or href.startswith(("mailto:", "javascript:", "#")):
            continue
        url = urllib.parse.urldefrag(urllib.parse.urljoin(page.url, href)).url
        parts = urllib.parse.urlsplit(url)
        if (parts.scheme, parts.netloc) != (base.scheme, base.netloc):
            continue
        if url not in out:
            out.append(url)
    return out


# The gallery's specimens, and what they present, draw iOS's colors: their text contrast is iOS's
# (system blue on white is 4.02:1), which the accessibility audit reports as a finding about the
# component. Everything else on a page is the gallery's own and must meet WCAG AA.
SPECIMENS = ['[data-testid="gallery-specimens"]', "[role=dialog]", "[role=alertdialog]"]


def serious_axe_violations(page) -> list[dict]:
    """axe's serious and critical violations on `page`: every rule on the whole page but color
    contrast, and color contrast outside the specimens."""
    from axe_playwright_python.sync_playwright import Axe

    axe = Axe()
    rest = axe.run(page, options={"resultTypes": ["violations"], "rules": {"color-contrast": {"enabled": False}}})
    contrast = axe.run(
        page,
        context={"include": [["html"]], "exclude": [[s] for s in SPECIMENS]},
        options={"resultTypes": ["violations"], "runOnly": {"type": "rule", "values": ["color-contrast"]}},
    )
    violations = rest.response["violations"] + contrast.response["violations"]
    return [v for v in violations if v.get("impact") in ("serious", "critical")]
