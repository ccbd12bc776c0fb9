"""The gallery of a user's package: Examples/SamplePackage served and exported by
`swift package --disable-sandbox strata-gallery`, exactly as a team would run it in their package."""

from __future__ import annotations

import gzip
import os
import pathlib
import queue
import re
import shutil
import signal
import subprocess
import threading
import time
import urllib.request

import pytest

from conftest import ROOT, free_port

SAMPLE = ROOT / "Examples" / "SamplePackage"
CHECKS = (pathlib.Path(__file__).parent / "layout_checks.js").read_text()
PHONE_WIDTHS = (320, 375, 390, 430)
# The first run builds the host package (Strata and its dependencies): allow for a cold build.
START_TIMEOUT = float(os.environ.get("STRATA_PACKAGE_GALLERY_TIMEOUT", "1800"))

# Every preview the sample package declares, as the sidebar must list it.
EXPECTED_TITLES = [
    "Badge styles",
    "Badge (line 29)",
    "Live dismissal",
    "NoticeBanner",
    "Loading placeholder",
    "Basket row",
    "QuantityStepper (line 63)",
    "QuantityStepperGallery",
    "Contacts from a preview modifier",
    "Traps on purpose",
    "Still fine",
]


def _swift() -> str:
    return shutil.which("swift") or "/opt/swift/usr/bin/swift"


class PackageGallery:
    def __init__(self, url: str, output: list[str]):
        self.url = url
        self.output = output


@pytest.fixture(scope="module")
def package_gallery():
    port = free_port()
    proc = subprocess.Popen(
        [_swift(), "package", "--disable-sandbox", "strata-gallery", "--port", str(port)],
        cwd=SAMPLE,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        bufsize=1,
        start_new_session=True,
    )
    lines: "queue.Queue[str | None]" = queue.Queue()
    seen: list[str] = []

    def pump():
        for line in proc.stdout:
            lines.put(line)
        lines.put(None)

    threading.Thread(target=pump, daemon=True).start()
    url_re = re.compile(rf"Strata gallery: http://127\.0\.0\.1:{port}/")
    deadline = time.monotonic() + START_TIMEOUT
    found = False
    while not found and time.monotonic() < deadline:
        try:
            line = lines.get(timeout=0.5)
        except queue.Empty:
            continue
        if line is None:
            break
        seen.append(line)
        found = bool(url_re.search(line))
    try:
        if not found:
            pytest.fail("the package gallery did not start:\n" + "".join(seen)[-6000:])
        yield PackageGallery(f"http://127.0.0.1:{port}", seen)
    finally:
        try:
            os.killpg(proc.pid, signal.SIGTERM)
            proc.wait(timeout=20)
        except (ProcessLookupError, subprocess.TimeoutExpired):
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass


@pytest.fixture
def phone(browser):
    context = browser.new_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    yield page
    context.close()


def open_preview(page, gallery, title):
    page.goto(gallery.url + "/")
    page.click(f".g-sidebar a:has-text('{title}')")
    page.wait_for_load_state("load")


def test_export_writes_a_static_site(tmp_path, browser):
    # Runs before the served gallery starts: `swift package` holds the package's build lock while it serves.
    site = tmp_path / "site"
    result = subprocess.run(
        [_swift(), "package", "--disable-sandbox", "strata-gallery", "--export", str(site)],
        cwd=SAMPLE, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=START_TIMEOUT,
    )
    assert result.returncode == 0, result.stdout[-4000:]
    index = (site / "index.html").read_text()
    # The gallery is titled with the package's name from its manifest, not its folder's name.
    assert "SampleDesignSystem" in index and "SamplePackage" not in index
    for title in EXPECTED_TITLES:
        assert title.replace("'", "&#39;") in index
    pages = sorted(p.name for p in site.glob("preview-*.html"))
    assert len(pages) == len(EXPECTED_TITLES)
    broken = (site / "preview-SampleBroken--BrokenPreviews--12.html").read_text()
    assert "Unexpectedly found nil" in broken
    # The shared stylesheets and the sidebar script are files next to the pages, linked relatively.
    assets = sorted(p.name for p in site.iterdir() if re.fullmatch(r"strata(-gallery)?-[0-9a-f]{16}\.(css|js)", p.name))
    assert sorted(name.rsplit("-", 1)[0] + "." + name.rsplit(".", 1)[1] for name in assets) == [
        "strata-gallery.css", "strata-gallery.js", "strata.css"], assets
    for name in assets:
        assert f'"{name}"' in index, f"index.html links {name}"
    assert "<style>" not in index and ":root,.s-light{" not in index, "nothing inlined"
    # Opened from disk, the linked stylesheets apply and the linked script filters the sidebar.
    page = browser.new_page(viewport={"width": 390, "height": 844})
    try:
        page.goto((site / "index.html").as_uri())
        assert page.evaluate("() => getComputedStyle(document.documentElement).getPropertyValue('--s-blue').trim()") != ""
        assert page.evaluate("() => getComputedStyle(document.querySelector('.g-header')).display") == "flex"
        page.evaluate("() => { const nav = document.querySelector('.g-nav'); if (nav) nav.open = true; }")
        page.fill("#g-search", "badge")
        page.wait_for_function("() => [...document.querySelectorAll('.g-item')].some((li) => li.hidden)")
        assert page.is_visible(".g-item a:has-text('Badge styles')")
    finally:
        page.close()
    # On phones, every exported page fits the window and its controls are 44-point touch targets.
    phone = _touch_context(browser)
    try:
        page = phone.new_page()
        for width in (320, 390):
            page.set_viewport_size({"width": width, "height": 844})
            for name in ["index.html", *pages]:
                page.goto((site / name).as_uri())
                _assert_fits_a_phone(page, f"{name} @{width}")
    finally:
        phone.close()


def _touch_context(browser):
    return browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True, device_scale_factor=3)


def _assert_fits_a_phone(page, where: str) -> None:
    """No horizontal overflow, no control out of the window or under 44 x 44 px, and every device
    screen no wider than the window (as wide as the window when the device is the wider)."""
    found = page.evaluate(CHECKS)
    problems = [f"{kind}: {p}" for kind in ("overflow", "offscreen", "smallTargets") for p in found[kind][:6]]
    screens = page.evaluate(
        "[...document.querySelectorAll('[data-testid=strata-device-screen]')].map(e => e.getBoundingClientRect())"
        ".map(r => ({left: r.left, right: r.right, width: r.width}))"
    )
    width = page.evaluate("innerWidth")
    for screen in screens:
        if screen["left"] < -0.5 or screen["right"] > width + 0.5:
            problems.append(f"a device screen sticks out of the window: {screen}")
    canvas = page.evaluate("(() => { const c = document.querySelector('.g-canvas'); return c ? c.scrollWidth - c.clientWidth : 0 })()")
    if canvas > 1:
        problems.append(f"the canvas scrolls sideways by {canvas}px")
    assert not problems, f"{where}:\n" + "\n".join(problems)


def test_served_pages_link_hashed_assets_cached_for_good_and_gzipped(package_gallery):
    request = urllib.request.Request(package_gallery.url + "/", headers={"Accept-Encoding": "gzip"})
    with urllib.request.urlopen(request) as response:
        assert response.headers["Content-Encoding"] == "gzip" and response.headers["Vary"] == "Accept-Encoding"
        html = gzip.decompress(response.read()).decode()
    paths = re.findall(r'(?:href|src)="(/_strata/assets/strata(?:-gallery)?-[0-9a-f]{16}\.(?:css|js))"', html)
    assert len(paths) == 3, paths
    for path in paths:
        with urllib.request.urlopen(urllib.request.Request(package_gallery.url + path, headers={"Accept-Encoding": "gzip"})) as response:
            assert response.headers["Cache-Control"] == "public, max-age=31536000, immutable"
            assert response.headers["Content-Encoding"] == "gzip"
    # A live preview links the client script instead of inlining it.
    preview = re.search(r'href="(/preview/[^"]+)"[^>]*>Live dismissal<', html).group(1)
    preview_html = urllib.request.urlopen(package_gallery.url + preview).read().decode()
    assert re.search(r'<script defer src="/_strata/assets/strata-live-[0-9a-f]{16}\.js"></script>', preview_html)
    assert "Strata live client" not in preview_html


def test_sidebar_lists_every_preview_by_name(page, package_gallery):
    page.goto(package_gallery.url + "/")
    titles = page.eval_on_selector_all(".g-item a", "els => els.map(e => e.firstChild.textContent.trim())")
    for title in EXPECTED_TITLES:
        assert title in titles, f"{title!r} missing from the sidebar: {titles}"
    modules = page.eval_on_selector_all(".g-module > span", "els => els.map(e => e.textContent)")
    assert modules == ["SampleBroken", "SampleComponents"]


def test_search_filters_the_sidebar(page, package_gallery):
    page.goto(package_gallery.url + "/")
    page.fill("#g-search", "basket")
    visible = page.eval_on_selector_all(".g-item:not([hidden]) a", "els => els.map(e => e.textContent.trim())")
    assert visible == ["Basket row"]
    page.fill("#g-search", "no such preview")
    assert page.is_visible("#g-none")


def test_a_trapping_preview_is_marked_failed_and_the_rest_work(page, package_gallery):
    open_preview(page, package_gallery, "Traps on purpose")
    alert = page.text_content(".g-failure")
    assert "Unexpectedly found nil" in alert, alert
    assert page.is_visible(".g-item a:has-text('Traps on purpose') .g-badge-failed")
    open_preview(page, package_gallery, "Still fine")
    assert "renders although its neighbour traps" in page.text_content(".g-canvas")


def test_live_preview_reacts(page, package_gallery):
    open_preview(page, package_gallery, "Live dismissal")
    page.click(".g-canvas button:has-text('Dismiss')")
    page.wait_for_selector(".g-canvas button:has-text('Show again')", timeout=5000)


def test_previewable_state_gets_controls(page, package_gallery):
    open_preview(page, package_gallery, "Basket row")
    canvas = page.locator(".g-canvas")
    assert "Controls" in canvas.text_content()
    assert "Gift wrapped" not in canvas.text_content()
    page.locator(".g-canvas [role=switch], .g-canvas input[type=checkbox]").first.click()
    page.wait_for_function("document.querySelector('.g-canvas').textContent.includes('Gift wrapped')", timeout=5000)


def test_variants_are_in_the_url(page, package_gallery):
    open_preview(page, package_gallery, "Badge styles")
    page.click(".g-toolbar a:has-text('Dark')")
    page.wait_for_load_state("load")
    assert "scheme=dark" in page.url
    assert page.locator(".g-canvas .s-dark").count() >= 1
    page.click(".g-toolbar a:has-text('Light and dark')")
    page.wait_for_load_state("load")
    assert "axis=appearance" in page.url
    assert page.eval_on_selector_all(".g-matrix figcaption", "els => els.map(e => e.textContent)") == ["Light", "Dark"]
    page.goto(page.url.replace("axis=appearance", "axis=text-size"))
    assert page.locator(".g-matrix figure").count() == 12


def test_accessibility_and_source_panels(page, package_gallery):
    open_preview(page, package_gallery, "Basket row")
    panel = page.text_content("section[aria-labelledby=g-a11y]")
    assert "Fewer bags" in panel and "More bags" in panel, panel
    assert "@Previewable @State var quantity = 2" in page.text_content("section[aria-labelledby=g-source]")


def test_preview_modifier_and_provider_previews(page, package_gallery):
    open_preview(page, package_gallery, "Contacts from a preview modifier")
    assert "Mia Chen" in page.text_content(".g-canvas")
    open_preview(page, package_gallery, "NoticeBanner")
    text = page.text_content(".g-canvas")
    assert "Saved" in text and "Failed with actions" in text and "Upload failed" in text


def test_phone_width_has_no_horizontal_overflow(phone, package_gallery):
    # On a phone the sidebar starts folded; the preview is reached by its URL.
    phone.goto(package_gallery.url + "/preview/SampleComponents/QuantityStepper/48")
    assert not phone.evaluate("document.querySelector('.g-nav').open")
    overflow = phone.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0, f"page is {overflow}px wider than the phone"


@pytest.fixture
def touch_phone(browser):
    context = _touch_context(browser)
    page = context.new_page()
    yield page
    context.close()


@pytest.mark.parametrize("width", PHONE_WIDTHS)
def test_every_page_fits_a_phone_with_44_point_touch_targets(touch_phone, package_gallery, width):
    """Every live page (overview, each preview, a variants matrix) at phone widths: nothing sticks
    out, the default 390-point phone takes a narrower window's width and keeps its own in a wider one."""
    page = touch_phone
    page.set_viewport_size({"width": width, "height": 844})
    page.goto(package_gallery.url + "/")
    links = page.eval_on_selector_all(".g-item a", "els => els.map(e => e.getAttribute('href'))")
    assert len(links) == len(EXPECTED_TITLES)
    for path in ["/", *links, "/variants/SampleComponents/Badge/25?axis=appearance"]:
        page.goto(package_gallery.url + path)
        page.wait_for_load_state("load")
        _assert_fits_a_phone(page, f"{path} @{width}")
    page.goto(package_gallery.url + "/preview/SampleComponents/NoticeBanner/72")
    screen = page.evaluate("document.querySelector('.g-canvas [data-testid=strata-device-screen]').getBoundingClientRect().width")
    assert abs(screen - min(width, 390)) < 1, f"@{width}: the phone screen is {screen}px wide"


def test_sidebar_folds_behind_a_44_point_button_on_a_phone(touch_phone, package_gallery):
    page = touch_phone
    page.set_viewport_size({"width": 375, "height": 812})
    page.goto(package_gallery.url + "/preview/SampleComponents/Badge/25")
    assert not page.evaluate("document.querySelector('.g-nav').open")
    assert not page.is_visible(".g-item a:has-text('Basket row')")
    button = page.locator(".g-nav > summary")
    box = button.bounding_box()
    assert box["height"] >= 44 and box["width"] >= 44, box
    button.tap()
    row = page.locator(".g-item a:has-text('Basket row')")
    row.wait_for(state="visible")
    assert row.bounding_box()["height"] >= 44
    row.tap()
    page.wait_for_url("**/preview/SampleComponents/QuantityStepper/48")


def test_live_controls_respond_to_taps_on_a_phone(touch_phone, package_gallery):
    page = touch_phone
    page.set_viewport_size({"width": 320, "height": 568})
    page.goto(package_gallery.url + "/preview/SampleComponents/NoticeBanner/72")
    page.locator(".g-canvas button:has-text('Dismiss')").first.tap()
    page.wait_for_selector(".g-canvas button:has-text('Show again')", timeout=5000)


def test_variant_switch_server_time(package_gallery):
    """Prints the server time to switch a variant (a page load with another query); no timing assertion."""
    import statistics
    import urllib.request

    base = package_gallery.url + "/preview/SampleComponents/QuantityStepper/48"
    queries = ["", "?scheme=dark", "?type=accessibility3", "?dir=rtl", "?width=320&scheme=dark", "?locale=de_DE"]
    timings = []
    for round_ in range(5):
        for query in queries:
            start = time.perf_counter()
            with urllib.request.urlopen(base + query) as response:
                body = response.read().decode()
            timings.append((time.perf_counter() - start) * 1000)
            assert "Espresso beans" in body
    print(f"\npackage gallery: variant switch (GET with a new query, live session started) median {statistics.median(timings):.1f} ms, "
          f"max {max(timings):.1f} ms over {len(timings)} loads")
