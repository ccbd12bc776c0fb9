"""Browser tests of the Strata gallery: the exported static site and the `--port` server."""

from __future__ import annotations

import urllib.parse

import pytest
from playwright.sync_api import expect

from conftest import page_links, serious_axe_violations

MODAL_CARD = "modal-card.html"
TITLE = "Delete Account"
MESSAGE = "This action cannot be undone."


def _collect_errors(page) -> list[str]:
    """Starts recording console errors and uncaught exceptions of `page`."""
    errors: list[str] = []

    def on_console(msg):
        if msg.type == "error":
            loc = msg.location or {}
            # Chromium asks every HTTP origin for /favicon.ico and logs its 404 as a console
            # error; a gallery without a favicon is not a broken page.
            if urllib.parse.urlsplit(loc.get("url", "")).path == "/favicon.ico":
                return
            errors.append(f"console.error: {msg.text} ({loc.get('url', '')}:{loc.get('lineNumber', '')})")

    page.on("console", on_console)
    page.on("pageerror", lambda exc: errors.append(f"uncaught exception: {exc}"))
    page.on(
        "requestfailed",
        lambda req: None if req.url.endswith("/favicon.ico") else errors.append(f"request failed: {req.url} ({req.failure})"),
    )
    return errors


def _assert_modal_card_content(page) -> None:
    expect(page.get_by_text(TITLE).first).to_be_visible()
    expect(page.get_by_text(MESSAGE).first).to_be_visible()
    for name in ("Delete", "Cancel"):
        button = page.get_by_role("button", name=name, exact=True)
        assert button.count() >= 1, f"no button with accessible name {name!r}"
        expect(button.first).to_be_visible()
        tag = button.first.evaluate("el => el.tagName")
        assert tag == "BUTTON", f"{name!r} is a <{tag.lower()}> with a role, not a real <button>"


def test_every_page_linked_from_index_loads_cleanly(page, site_url):
    errors = _collect_errors(page)
    response = page.goto(site_url + "index.html")
    assert response is not None and response.status == 200
    links = page_links(page, site_url)
    assert links, "index.html links to no page"
    slugs = [urllib.parse.urlsplit(u).path.rsplit("/", 1)[-1] for u in links]
    assert MODAL_CARD in slugs, f"index.html does not link to {MODAL_CARD}; it links to {slugs}"
    assert not errors, "index.html:\n" + "\n".join(errors)

    problems: list[str] = []
    for url in links:
        errors.clear()
        response = page.goto(url, wait_until="load")
        if response is None or response.status != 200:
            problems.append(f"{url}: HTTP {response.status if response else 'no response'}")
            continue
        body = page.evaluate(
            """() => {
                const b = document.body;
                if (!b) return {children: 0, text: ''};
                return {children: b.children.length, text: b.innerText.trim()};
            }"""
        )
        if body["children"] == 0 or not body["text"]:
            problems.append(f"{url}: empty <body> ({body['children']} elements, text {body['text']!r})")
        problems.extend(f"{url}: {e}" for e in errors)
    assert not problems, f"{len(problems)} problem(s) in {len(links)} linked pages:\n" + "\n".join(problems)


def test_modal_card_page_renders_the_card(page, site_url, artifacts_dir):
    errors = _collect_errors(page)
    response = page.goto(site_url + MODAL_CARD)
    assert response is not None and response.status == 200

    _assert_modal_card_content(page)

    shot = artifacts_dir / "gallery-modal-card.png"
    page.screenshot(path=str(shot), full_page=True)
    assert shot.stat().st_size > 1000, f"{shot} looks empty"

    box = page.get_by_text(TITLE).first.bounding_box()
    assert box is not None, f"{TITLE!r} is not rendered (no bounding box)"
    assert box["width"] > 0 and box["height"] > 0, f"{TITLE!r} has an empty bounding box: {box}"
    assert not errors, "\n".join(errors)


def test_server_mode_serves_the_gallery(page, gallery_server):
    base = gallery_server.url
    errors = _collect_errors(page)

    response = page.goto(base + "/")
    assert response is not None and response.status == 200, f"GET / -> {response and response.status}"
    links = page_links(page, base + "/")
    # Live pages link without the extension; `/<slug>.html` answers too.
    assert any(urllib.parse.urlsplit(u).path.endswith("/" + MODAL_CARD.removesuffix(".html")) for u in links), (
        f"/ does not link to {MODAL_CARD}; it links to {links}"
    )

    response = page.goto(base + "/" + MODAL_CARD)
    assert response is not None and response.status == 200, f"GET /{MODAL_CARD} -> {response and response.status}"
    _assert_modal_card_content(page)
    assert not errors, "\n".join(errors)
    assert gallery_server.proc.poll() is None, "the server exited while serving"


def _gallery_slugs(exported_site) -> list[str]:
    return sorted(p.stem for p in exported_site.glob("*.html"))


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_gallery_pages_have_no_serious_accessibility_violations(page, site_url, exported_site, scheme):
    page.emulate_media(color_scheme=scheme)
    failures = []
    for slug in _gallery_slugs(exported_site):
        response = page.goto(site_url + slug + ".html")
        assert response is not None and response.status == 200, f"{slug}: HTTP {response and response.status}"
        bad = serious_axe_violations(page)
        failures += [
            f"- {slug} ({scheme}): {v['id']} ({v['impact']}): {v['help']} ["
            + ", ".join(", ".join(n["target"]) for n in v["nodes"][:5])
            + "]"
            for v in bad
        ]
    assert len(_gallery_slugs(exported_site)) >= 5, "the gallery has fewer pages than expected"
    assert not failures, f"{len(failures)} serious/critical axe violation(s):\n" + "\n".join(failures)


def test_modal_card_page_has_no_serious_accessibility_violations(page, site_url):
    response = page.goto(site_url + MODAL_CARD)
    assert response is not None and response.status == 200

    bad = serious_axe_violations(page)
    assert not bad, (
        f"{len(bad)} serious/critical axe violation(s) on {MODAL_CARD}:\n"
        + "\n".join(
            f"- {v['id']} ({v['impact']}): {v['help']} [{len(v['nodes'])} node(s): "
            + ", ".join(", ".join(n["target"]) for n in v["nodes"][:5])
            + "]"
            for v in bad
        )
        + "\n\n"
        + results.generate_report()
    )
