// Layout and contrast checks run inside a gallery page (see test_phone_layout.py).
// Returns {overflow, splitWords, lowContrast, offscreen, smallTargets, tinyText}: lists of human-readable problems.
() => {
  const problems = { overflow: [], splitWords: [], lowContrast: [], offscreen: [], smallTargets: [], tinyText: [] };
  const doc = document.documentElement;
  const SPECIMENS = '[data-testid="gallery-specimens"], [role=dialog], [role=alertdialog]';

  // 1. No horizontal overflow: the document is no wider than the viewport.
  if (doc.scrollWidth > doc.clientWidth) {
    // Name the widest elements that stick out, to make the failure actionable.
    const culprits = [];
    for (const el of document.body.querySelectorAll("*")) {
      const r = el.getBoundingClientRect();
      if (r.right > doc.clientWidth + 0.5 && r.width > 0) {
        culprits.push(`${describe(el)} right=${Math.round(r.right)}`);
      }
    }
    problems.overflow.push(`scrollWidth ${doc.scrollWidth} > ${doc.clientWidth}: ${culprits.slice(-3).join("; ")}`);
  }

  // 1b. No control sticks out past the viewport's right edge, even where a container clips it
  // (a horizontal scroller, like the gallery's page links, is meant to).
  const targets = [...document.body.querySelectorAll(
    "a[href], button, input:not([type=hidden]), select, summary, [role=button], [role=switch], [role=checkbox], [role=radio], [role=tab], [role=slider]"
  )].filter(isTarget);
  for (const el of targets) {
    const r = el.getBoundingClientRect();
    if (r.right > doc.clientWidth + 0.5 && !el.closest(".g-nav, .s-scroll-h, .s-scroll-both")) problems.offscreen.push(`${describe(el)} sticks out: right=${Math.round(r.right)}`);
  }

  // 4. Touch targets of at least 44 x 44 CSS px (Apple's minimum), except links inside running text.
  for (const el of targets) {
    const r = el.getBoundingClientRect();
    if (r.width >= 43.5 && r.height >= 43.5) continue;
    if (el.tagName === "A" && getComputedStyle(el).display === "inline" && el.parentElement.closest("p")) continue;
    problems.smallTargets.push(`${describe(el)} is ${Math.round(r.width)}x${Math.round(r.height)}`);
  }

  // Text nodes that are rendered (not in <svg>, <script>, <style>, <option>, nor visually hidden).
  const texts = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.data.trim()) continue;
    const el = node.parentElement;
    if (!el || el.closest("svg, script, style, option, select, [aria-hidden=true] svg")) continue;
    if (!isRendered(el)) continue;
    texts.push(node);
  }

  // 5. No text smaller than 11 px (caption2, the smallest text style).
  for (const node of texts) {
    const size = parseFloat(getComputedStyle(node.parentElement).fontSize);
    if (size < 10.5) problems.tinyText.push(`"${node.data.trim().slice(0, 30)}" in ${describe(node.parentElement)} is ${size}px`);
  }

  // 2. No word split across lines: each word's client rects lie on one line.
  for (const node of texts) {
    // A word: letters, digits, marks, currency and percent signs (a number's separators too);
    // lines may break at spaces, hyphens, dashes, slashes and other punctuation, as in SwiftUI.
    const re = /(?:[\p{L}\p{N}\p{M}\p{Sc}%'\u2019+]|[.,:](?=\p{N}))+/gu;
    let m;
    while ((m = re.exec(node.data))) {
      if (m[0].length < 2) continue;
      const range = document.createRange();
      range.setStart(node, m.index);
      range.setEnd(node, m.index + m[0].length);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
      if (rects.length < 2) continue;
      const tops = rects.map((r) => r.top);
      const lineHeight = Math.min(...rects.map((r) => r.height));
      // A word wider than the whole line has to break somewhere, in SwiftUI too.
      const wordWidth = rects.reduce((sum, r) => sum + r.width, 0);
      const lineWidth = node.parentElement.getBoundingClientRect().width;
      if (wordWidth > lineWidth - 1) continue;
      if (Math.max(...tops) - Math.min(...tops) > lineHeight / 2) {
        problems.splitWords.push(`"${m[0]}" in ${describe(node.parentElement)} spans ${rects.length} lines`);
      }
    }
  }

  // 3. Text contrast (WCAG AA) against what is painted behind it, for the gallery's own text. The
  // specimens and what they present draw iOS's colors (system blue on white is 4.02:1, as on an
  // iPhone): their contrast is a finding of the accessibility audit, not a fault of the page.
  const seen = new Set();
  for (const node of texts) {
    const el = node.parentElement;
    if (seen.has(el)) continue;
    seen.add(el);
    if (el.closest(":disabled, [aria-disabled=true], [inert]")) continue; // WCAG exempts inactive controls
    if (el.closest(SPECIMENS)) continue;
    const style = getComputedStyle(el);
    let fg = parseColor(style.color);
    if (!fg || fg[3] === 0) continue;
    const behind = backdrop(el);
    if (!behind) continue; // behind an image or gradient: not computable here
    const alpha = fg[3] * behind.opacity;
    const text = blend([fg[0], fg[1], fg[2], alpha], behind.color);
    const ratio = contrast(text, behind.color);
    const size = parseFloat(style.fontSize), weight = parseInt(style.fontWeight, 10);
    const large = size >= 24 || (size >= 18.66 && weight >= 700);
    const needed = large ? 3 : 4.5;
    if (ratio + 0.005 < needed) {
      problems.lowContrast.push(
        `"${node.data.trim().slice(0, 40)}" in ${describe(el)}: ${ratio.toFixed(2)}:1 < ${needed}:1 (text ${css(text)} on ${css(behind.color)})`
      );
    }
  }
  return problems;

  // A control a person can see and tap: rendered, not hidden from everyone, not a visually
  // hidden skip link, not in a closed disclosure, nor in a picture-only thumbnail.
  function isTarget(el) {
    if (!isRendered(el) || el.closest("[aria-hidden=true], [inert], .g-thumb")) return false;
    if (el.closest("details:not([open])") && !el.matches("summary")) return false;
    const s = getComputedStyle(el);
    if (s.position === "absolute" && s.overflow === "hidden" && el.getBoundingClientRect().width <= 2) return false;
    return s.pointerEvents !== "none";
  }

  function isRendered(el) {
    const r = el.getBoundingClientRect();
    if (r.width <= 1 || r.height <= 1) return false;
    const s = getComputedStyle(el);
    return s.visibility !== "hidden" && s.display !== "none";
  }

  function describe(el) {
    let out = el.tagName.toLowerCase();
    if (el.className && typeof el.className === "string") out += "." + el.className.trim().split(/\s+/).join(".");
    const text = (el.textContent || "").trim().slice(0, 30);
    return text ? `${out} ("${text}")` : out;
  }

  function parseColor(value) {
    const m = value.match(/rgba?\(([^)]+)\)/);
    if (!m) {
      const c = value.match(/color\(srgb ([\d.e-]+) ([\d.e-]+) ([\d.e-]+)(?: \/ ([\d.e-]+))?\)/);
      if (!c) return null;
      return [c[1] * 255, c[2] * 255, c[3] * 255, c[4] === undefined ? 1 : parseFloat(c[4])];
    }
    const parts = m[1].split(/[\s,/]+/).filter(Boolean).map(parseFloat);
    return [parts[0], parts[1], parts[2], parts.length > 3 ? parts[3] : 1];
  }

  function blend(top, bottom) {
    const a = top[3];
    return [0, 1, 2].map((i) => top[i] * a + bottom[i] * (1 - a)).concat([1]);
  }

  // What is painted behind `el`: its own and its ancestors' backgrounds, with background
  // layers (`.s-bg`, drawn behind their element's content) and page background, composited
  // up to the first opaque one. Null when an image or gradient lies behind the text.
  function backdrop(el) {
    const layers = [];
    let opacity = 1;
    const box = el.getBoundingClientRect();
    const cx = box.left + box.width / 2, cy = box.top + box.height / 2;
    for (let node = el; node; node = node.parentElement) {
      const s = getComputedStyle(node);
      if (node !== el && s.opacity !== "1") opacity *= parseFloat(s.opacity);
      if (s.backgroundImage !== "none") return null;
      const own = parseColor(s.backgroundColor);
      if (own && own[3] > 0) {
        layers.push(own);
        if (own[3] >= 1) break;
      }
      // What is painted under `node` inside its parent: background layers (`.s-bg`), the
      // content under an overlay (`.s-ov`), and earlier children of a ZStack (`.s-z`).
      const parent = node.parentElement;
      if (parent) {
        const stacked = parent.classList.contains("s-z") || node.classList.contains("s-ov");
        let sibling = node.previousElementSibling;
        for (; sibling; sibling = sibling.previousElementSibling) {
          if (!stacked && !sibling.classList.contains("s-bg")) continue;
          const hit = paintedAt(sibling, cx, cy);
          if (hit === "image") return null;
          if (hit) layers.push(hit);
          if (hit && hit[3] >= 1) break;
        }
        if (layers.length && layers[layers.length - 1][3] >= 1) break;
      }
    }
    let color = [255, 255, 255, 1];
    for (const layer of layers.reverse()) color = blend(layer, color);
    return { color, opacity };
  }

  // The topmost background color in `layer` at point (x, y), "image" for a gradient, or null.
  function paintedAt(layer, x, y) {
    const all = [layer, ...layer.querySelectorAll("*")].reverse();
    for (const node of all) {
      const r = node.getBoundingClientRect();
      if (x < r.left || x > r.right || y < r.top || y > r.bottom) continue;
      const s = getComputedStyle(node);
      if (s.backgroundImage !== "none") return "image";
      const c = parseColor(s.backgroundColor);
      if (c && c[3] > 0) return c;
    }
    return null;
  }

  function luminance(c) {
    const [r, g, b] = c.slice(0, 3).map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : Math.pow((s + 0.055) / 1.055, 2.4);
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  }

  function contrast(a, b) {
    const la = luminance(a), lb = luminance(b);
    return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
  }

  function css(c) {
    return `rgb(${c.slice(0, 3).map(Math.round).join(",")})`;
  }
}
