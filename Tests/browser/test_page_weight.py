"""Page weight: the shared stylesheet and client script are served once, at content-hashed URLs
with immutable caching; responses are gzipped when the browser asks; pages still work. Also
records bytes per page and first paint (artifacts/page-weight.md; docs/performance.md)."""

from __future__ import annotations

import gzip
import re
import time
import urllib.error
import urllib.request

from playwright.sync_api import expect

import page_weight
from test_gallery import _collect_errors

ASSET = re.compile(r'(?:href|src)="(/_strata/assets/(strata(?:-live)?)-([0-9a-f]{16})\.(css|js))"')
MEASURED = ["", "kit-inputs", "modal-card", "stacks", "kit-business"]


def fetch(url: str, **headers) -> tuple[int, dict, bytes]:
    request = urllib.request.Request(url, headers=headers)
    try:
        with urllib.request.urlopen(request) as response:
            return response.status, dict(response.headers), response.read()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), error.read()


def linked_assets(html: str) -> dict[str, str]:
    """The asset URLs a page links, by kind (css, js)."""
    return {match.group(4): match.group(1) for match in ASSET.finditer(html)}


def test_live_pages_link_hashed_assets_with_immutable_caching_and_gzip(gallery_server):
    status, headers, body = fetch(f"{gallery_server.url}/kit-inputs", **{"Accept-Encoding": "identity"})
    assert status == 200 and "Content-Encoding" not in headers
    html = body.decode()
    assets = linked_assets(html)
    assert set(assets) == {"css", "js"}, f"the page links the stylesheet and the client: {assets}"
    assert ":root,.s-light{" not in html and "Strata live client" not in html, "nothing inlined"
    assert headers["Vary"] == "Accept-Encoding"
    assert headers["Cache-Control"] == "no-store", "a live page holds a session: never cached"

    for kind, path in assets.items():
        status, plain_headers, plain = fetch(gallery_server.url + path, **{"Accept-Encoding": "identity"})
        assert status == 200
        assert plain_headers["Cache-Control"] == "public, max-age=31536000, immutable"
        assert plain_headers["Content-Type"].startswith("text/css" if kind == "css" else "text/javascript")
        assert "Content-Encoding" not in plain_headers
        assert plain_headers["Vary"] == "Accept-Encoding"
        status, zipped_headers, zipped = fetch(gallery_server.url + path, **{"Accept-Encoding": "gzip, deflate, br"})
        assert status == 200 and zipped_headers["Content-Encoding"] == "gzip"
        assert gzip.decompress(zipped) == plain, "the gzip form is the same file"
        assert len(zipped) * 2 < len(plain), f"{path}: {len(zipped)} of {len(plain)} bytes"
        status, _, _ = fetch(gallery_server.url + path, **{"If-None-Match": zipped_headers["ETag"]})
        assert status == 304
    # The URL names the content: another name is not served.
    status, _, _ = fetch(gallery_server.url + "/_strata/assets/strata-0000000000000000.css")
    assert status == 404

    status, headers, zipped = fetch(f"{gallery_server.url}/kit-inputs", **{"Accept-Encoding": "gzip"})
    assert status == 200 and headers["Content-Encoding"] == "gzip" and headers["Vary"] == "Accept-Encoding"
    page = gzip.decompress(zipped).decode()
    assert linked_assets(page) == assets, "every page links the same URLs"
    assert len(zipped) * 3 < len(page)

    # The overview (a static page) links the same stylesheet.
    status, _, body = fetch(f"{gallery_server.url}/")
    assert linked_assets(body.decode()).get("css") == assets["css"]


def test_live_page_with_linked_assets_works_under_its_policy(browser, gallery_server):
    # No bypass_csp: the page's own Content-Security-Policy is enforced.
    context = browser.new_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    errors = _collect_errors(page)
    page.goto(f"{gallery_server.url}/kit-cascading-actions")
    deadline = time.monotonic() + 10
    while not page.evaluate("() => !!(window.strataLive && window.strataLive.connected)") and time.monotonic() < deadline:
        time.sleep(0.1)
    assert page.evaluate("() => window.strataLive.connected")
    # The linked stylesheet applies (its variables and layout rules).
    assert page.evaluate("() => getComputedStyle(document.documentElement).getPropertyValue('--s-blue').trim()") != ""
    page.get_by_role("button", name="Complete Checkout").click()
    expect(page.get_by_text("3. Store heard checkout completion")).to_be_visible()
    context.close()
    assert not errors, "\n".join(errors)


def test_static_export_writes_the_stylesheet_next_to_the_pages(exported_site, page, site_url):
    sheets = sorted(p.name for p in exported_site.glob("strata-*.css"))
    assert len(sheets) == 1 and re.fullmatch(r"strata-[0-9a-f]{16}\.css", sheets[0]), sheets
    index = (exported_site / "index.html").read_text()
    assert f'<link rel="stylesheet" href="{sheets[0]}">' in index, "linked relatively, next to the page"
    assert ":root,.s-light{" not in index
    errors = _collect_errors(page)
    page.goto(site_url + "modal-card.html")
    assert page.evaluate("() => getComputedStyle(document.documentElement).getPropertyValue('--s-blue').trim()") != ""
    expect(page.get_by_text("Delete Account").first).to_be_visible()
    assert not errors, "\n".join(errors)


def test_bytes_per_page_and_first_paint(browser, gallery_server, artifacts_dir):
    rows = []
    for slug in MEASURED:
        figures = page_weight.measure(browser, f"{gallery_server.url}/{slug}", runs=3)
        cold, warm = figures["cold"], figures["warm"]
        assert cold["html"]["encoded"] < cold["html"]["decoded"], f"/{slug}: the page arrives gzipped"
        assert cold["resources"], f"/{slug}: links its assets"
        assert all(r["encoded"] < r["decoded"] for r in cold["resources"]), f"/{slug}: assets arrive gzipped {cold['resources']}"
        # The second visit takes the assets from the cache: only the page crosses the network.
        assert all(r["transfer"] == 0 for r in warm["resources"]), f"/{slug}: warm visit refetched {warm['resources']}"
        assert warm["transfer"] == warm["html"]["transfer"]
        assert cold["firstContentfulPaint"] is not None
        rows.append(page_weight.row(figures))
    table = page_weight.HEADER + "\n" + "\n".join(rows) + "\n"
    (artifacts_dir / "page-weight.md").write_text(table)
    print("\n" + table)
