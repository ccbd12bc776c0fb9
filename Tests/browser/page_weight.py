"""Page weight: bytes per page (transferred and decoded) and first paint, as the browser sees them.

Used by test_page_weight.py; also runnable on its own against a running gallery, to compare
builds (docs/performance.md):

    .venv/bin/python Tests/browser/page_weight.py [--runs=5] [--slow-4g] http://127.0.0.1:8080 "" kit-inputs stacks

Each page is loaded twice in one fresh browser context: cold (empty cache) and warm (the
second visit, when cached assets are not fetched again). Sizes come from the Resource Timing
entries: `transfer` is what crossed the network (headers included, 0 when served from cache),
`decoded` the bytes after decompression; `load` is when the page and everything it links had loaded.
"""

from __future__ import annotations

import json
import statistics
import sys

MEASURE = """() => {
  const nav = performance.getEntriesByType("navigation")[0];
  const paints = Object.fromEntries(performance.getEntriesByType("paint").map((p) => [p.name, p.startTime]));
  const resources = performance.getEntriesByType("resource")
    .filter((r) => /\\.(css|js)(\\?|$)/.test(r.name))
    .map((r) => ({ url: r.name, transfer: r.transferSize, encoded: r.encodedBodySize, decoded: r.decodedBodySize }));
  return {
    html: { transfer: nav.transferSize, encoded: nav.encodedBodySize, decoded: nav.decodedBodySize },
    resources,
    firstPaint: paints["first-paint"] ?? null,
    firstContentfulPaint: paints["first-contentful-paint"] ?? null,
    load: nav.loadEventEnd || null,
  };
}"""


def _settle(page) -> None:
    """Waits until the page painted and, on live pages, the client connected."""
    page.wait_for_function("performance.getEntriesByType('paint').length > 0", timeout=10000)
    page.wait_for_function(
        "!document.querySelector('[data-strata-live]') || (window.strataLive && window.strataLive.connected)",
        timeout=10000,
    )


def visit(page, url: str) -> dict:
    """Loads `url` in `page` and returns its measurement, with totals."""
    response = page.goto(url)
    assert response is not None and response.status == 200, f"GET {url} -> {response and response.status}"
    _settle(page)
    result = page.evaluate(MEASURE)
    result["transfer"] = result["html"]["transfer"] + sum(r["transfer"] for r in result["resources"])
    result["decoded"] = result["html"]["decoded"] + sum(r["decoded"] for r in result["resources"])
    return result


# A phone on a slow mobile network (Chrome DevTools' "Slow 4G"): 150 ms round trips, 1.6 Mbit/s down.
SLOW_4G = {"offline": False, "latency": 150, "downloadThroughput": 1_600_000 / 8, "uploadThroughput": 750_000 / 8}


def _new_page(context, network: dict | None):
    page = context.new_page()
    if network:
        context.new_cdp_session(page).send("Network.emulateNetworkConditions", network)
    return page


def measure_once(browser, url: str, *, gzip: bool = True, network: dict | None = None) -> dict:
    """A cold and a warm visit of `url` in a new context (the warm one reuses the cache),
    on loopback or on the emulated `network` (for example `SLOW_4G`)."""
    headers = {} if gzip else {"Accept-Encoding": "identity"}
    context = browser.new_context(viewport={"width": 390, "height": 844}, bypass_csp=True, extra_http_headers=headers)
    try:
        page = _new_page(context, network)
        cold = visit(page, url)
        warm_page = _new_page(context, network)
        warm = visit(warm_page, url)
        return {"url": url, "cold": cold, "warm": warm}
    finally:
        context.close()


def measure(browser, url: str, *, gzip: bool = True, runs: int = 3, network: dict | None = None) -> dict:
    """`measure_once` `runs` times: the sizes of the first run, the median first paints."""
    results = [measure_once(browser, url, gzip=gzip, network=network) for _ in range(runs)]
    figures = results[0]
    for visit_name in ("cold", "warm"):
        for key in ("firstPaint", "firstContentfulPaint", "load"):
            values = [r[visit_name][key] for r in results if r[visit_name][key] is not None]
            figures[visit_name][key] = statistics.median(values) if values else None
    return figures


def row(figures: dict) -> str:
    """One Markdown table row: page, cold transfer/decoded, warm transfer, first paint (cold, warm)."""
    cold, warm = figures["cold"], figures["warm"]

    def ms(value):
        return "-" if value is None else f"{value:.0f} ms"

    return (
        f"| {figures['url'].rsplit('/', 1)[-1] or 'index'} | {cold['transfer'] / 1024:.1f} KB | {cold['decoded'] / 1024:.1f} KB "
        f"| {warm['transfer'] / 1024:.1f} KB | {ms(cold['firstContentfulPaint'])} | {ms(warm['firstContentfulPaint'])} "
        f"| {ms(cold['load'])} | {ms(warm['load'])} |"
    )


HEADER = (
    "| page | cold: transferred | cold: decoded | warm: transferred | first contentful paint, cold | warm | load, cold | warm |\n"
    "| --- | --- | --- | --- | --- | --- | --- | --- |"
)


def main(argv: list[str]) -> None:
    from playwright.sync_api import sync_playwright

    runs, network = 3, None
    while argv and argv[0].startswith("--"):
        if argv[0].startswith("--runs="):
            runs = int(argv[0].split("=", 1)[1])
        elif argv[0] == "--slow-4g":
            network = SLOW_4G
        argv = argv[1:]
    base, slugs = argv[0].rstrip("/"), argv[1:] or [""]
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox", "--disable-dev-shm-usage"])
        results = [measure(browser, f"{base}/{slug}", runs=runs, network=network) for slug in slugs]
        browser.close()
    print(HEADER)
    for figures in results:
        print(row(figures))
    print(json.dumps(results, indent=1), file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1:])
