"""Scores Strata's drawings of the fidelity corpus against the images recorded on iOS.

Reads the pages `strata-fidelity` wrote (manifest.json), draws each in headless Chromium at the
case's size in points (scale 1), compares it with `Fidelity/References/<id>.png` brought to 1x,
prints a line per case and the summary line, and writes an HTML report (reference, Strata and the
difference side by side). Run through `scripts/fidelity`, which builds and runs `strata-fidelity` first.
"""

from __future__ import annotations

import argparse
import html
import json
import math
import os
import statistics
import sys
from pathlib import Path

import numpy as np
from PIL import Image
from playwright.sync_api import sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent))
from fidelity_score import score, to_points  # noqa: E402

CHROMIUM = os.environ.get("STRATA_CHROMIUM", "/usr/bin/chromium")
GOOD = 0.90


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("pages", type=Path, help="the folder strata-fidelity wrote")
    parser.add_argument("--references", type=Path, default=Path("Fidelity/References"))
    parser.add_argument("--report", type=Path, help="report folder (default: PAGES/report)")
    parser.add_argument("--baseline", type=Path, help="fail when the median ink F1 falls below this file's median")
    args = parser.parse_args()

    entries = json.loads((args.pages / "manifest.json").read_text())
    report = args.report or args.pages / "report"
    report.mkdir(parents=True, exist_ok=True)
    rows = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-dev-shm-usage"])
        try:
            for entry in entries:
                rows.append(score_case(browser, entry, args.pages, args.references, report))
        finally:
            browser.close()

    for row in sorted(rows, key=lambda r: r["f1"]):
        print(f"  ink F1 {row['f1']:.3f}  (recall {row['recall']:.3f}, precision {row['precision']:.3f})  SSIM {row['ssim']:.3f}  {row['id']}"
              + (f"  ERROR: {row['error']}" if row.get("error") else ""))
    write_report(report, rows)
    median = statistics.median(r["f1"] for r in rows) if rows else 0.0
    good = sum(r["f1"] >= GOOD for r in rows)
    print(f"report: {report / 'index.html'}")
    print(f"fidelity: median ink F1 {median:.3f} over {len(rows)} cases; {good} at least {GOOD:.2f}")
    (report / "summary.json").write_text(json.dumps({"median": round(median, 4), "cases": len(rows), "atLeast090": good}, indent=2) + "\n")

    if args.baseline:
        floor = json.loads(args.baseline.read_text())["median"]
        if median + 0.005 < floor:
            print(f"fidelity: FAILED: the median ink F1 {median:.3f} fell below the baseline {floor:.3f} ({args.baseline})", file=sys.stderr)
            return 1
    return 0


def score_case(browser, entry: dict, pages: Path, references: Path, report: Path) -> dict:
    case_id = entry["id"]
    width, height = math.ceil(entry["width"]), math.ceil(entry["height"])
    background = (0, 0, 0) if entry["colorScheme"] == "dark" else (255, 255, 255)
    slug = case_id.replace("/", "__")
    row = {"id": case_id, "source": entry["source"], "slug": slug, "f1": 0.0, "recall": 0.0, "precision": 0.0, "ssim": 0.0}
    reference_path = references / f"{case_id}.png"
    if not reference_path.exists():
        row["error"] = f"no reference image at {reference_path}"
        return row
    reference = to_points(Image.open(reference_path), width, height, background)
    reference.save(report / f"{slug}.reference.png")

    context = browser.new_context(viewport={"width": width, "height": height}, device_scale_factor=1)
    try:
        page = context.new_page()
        page.goto((pages / entry["page"]).resolve().as_uri())
        page.evaluate("document.fonts.ready")
        page.screenshot(path=str(report / f"{slug}.strata.png"), clip={"x": 0, "y": 0, "width": width, "height": height})
    except Exception as error:  # a page that does not draw scores 0, with the reason
        row["error"] = str(error).splitlines()[0]
        return row
    finally:
        context.close()

    strata = np.asarray(Image.open(report / f"{slug}.strata.png").convert("RGB"))
    result, difference = score(np.asarray(reference), strata)
    Image.fromarray(difference).save(report / f"{slug}.difference.png")
    row.update(f1=result.f1, recall=result.recall, precision=result.precision, ssim=result.ssim)
    return row


def write_report(report: Path, rows: list[dict]) -> None:
    cells = []
    for row in sorted(rows, key=lambda r: r["f1"]):
        slug = html.escape(row["slug"], quote=True)
        images = "".join(
            f'<figure><img src="{slug}.{kind}.png" alt="{label}"><figcaption>{label}</figcaption></figure>'
            for kind, label in (("reference", "iOS"), ("strata", "Strata"), ("difference", "difference"))
        )
        error = f'<p class="error">{html.escape(row["error"])}</p>' if row.get("error") else ""
        cells.append(
            f'<section><h2>{html.escape(row["id"])} <span>ink F1 {row["f1"]:.3f} · recall {row["recall"]:.3f} · '
            f'precision {row["precision"]:.3f} · SSIM {row["ssim"]:.3f}</span></h2>'
            f'<p>{html.escape(row["source"])}</p>{error}<div class="row">{images}</div></section>'
        )
    median = statistics.median(r["f1"] for r in rows) if rows else 0.0
    page = f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Strata fidelity report</title>
<style>body{{font:14px system-ui,sans-serif;margin:24px;color:#111}}h2{{font-size:16px}}h2 span{{font-weight:400;color:#555}}
.row{{display:flex;gap:16px;flex-wrap:wrap;align-items:flex-start}}figure{{margin:0}}img{{border:1px solid #ccc;image-rendering:pixelated;max-width:100%}}
figcaption{{color:#555}}.error{{color:#b00}}.key span{{padding:0 6px}}</style></head><body>
<h1>Strata against iOS: median ink F1 {median:.3f} over {len(rows)} cases</h1>
<p class="key">Difference: <span style="background:#aaa">matched ink</span> <span style="background:#eb2828;color:#fff">iOS ink Strata misses</span>
<span style="background:#285aff;color:#fff">Strata ink iOS lacks</span></p>
{''.join(cells)}
</body></html>
"""
    (report / "index.html").write_text(page)


if __name__ == "__main__":
    sys.exit(main())
