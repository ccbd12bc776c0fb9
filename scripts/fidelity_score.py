"""Likeness of a rendering to a reference image recorded on iOS, at 1x points.

The headline is an ink score. "Ink" is every pixel that differs from the reference's background
color (the most common color along its edges) by more than INK_DELTA_E. A reference ink pixel is
matched when Strata's image has a pixel within one point (its 3 x 3 neighbourhood) whose color is
within MATCH_DELTA_E of it (CIE76 in Lab); Strata's ink is matched against the reference the same
way. Recall and precision are the matched shares; F1 is their harmonic mean: 0 for a blank
canvas, 1 for a perfect likeness. SSIM (luminance, 7 x 7 windows) is reported beside it.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from PIL import Image

INK_DELTA_E = 15.0
MATCH_DELTA_E = 15.0


@dataclass
class Score:
    f1: float
    recall: float
    precision: float
    ssim: float
    reference_ink: int
    strata_ink: int


def to_points(reference: Image.Image, width: int, height: int, background: tuple[int, int, int]) -> Image.Image:
    """The reference at 1x: composited over `background`, padded to whole points, box-filtered."""
    scale = max(1, round(reference.width / max(width, 1)))
    base = Image.new("RGBA", reference.size, background + (255,))
    flat = Image.alpha_composite(base, reference.convert("RGBA")).convert("RGB")
    canvas = Image.new("RGB", (width * scale, height * scale), background)
    canvas.paste(flat, (0, 0))
    return canvas.reduce(scale) if scale > 1 else canvas


def srgb_to_lab(pixels: np.ndarray) -> np.ndarray:
    """CIE Lab (D65) of an (h, w, 3) uint8 sRGB array."""
    c = pixels.astype(np.float64) / 255.0
    linear = np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)
    matrix = np.array([[0.4124564, 0.3575761, 0.1804375], [0.2126729, 0.7151522, 0.0721750], [0.0193339, 0.1191920, 0.9503041]])
    xyz = linear @ matrix.T / np.array([0.95047, 1.0, 1.08883])
    f = np.where(xyz > (6 / 29) ** 3, np.cbrt(xyz), xyz / (3 * (6 / 29) ** 2) + 4 / 29)
    return np.stack([116 * f[..., 1] - 16, 500 * (f[..., 0] - f[..., 1]), 200 * (f[..., 1] - f[..., 2])], axis=-1)


def edge_background(pixels: np.ndarray) -> tuple[int, int, int]:
    """The most common color along the image's four edges."""
    edges = np.concatenate([pixels[0], pixels[-1], pixels[:, 0], pixels[:, -1]])
    colors, counts = np.unique(edges.reshape(-1, 3), axis=0, return_counts=True)
    return tuple(int(v) for v in colors[counts.argmax()])


def _nearest_delta(source: np.ndarray, target: np.ndarray) -> np.ndarray:
    """For each pixel of `source`, the smallest ΔE to a pixel of `target` within one pixel."""
    h, w, _ = source.shape
    padded = np.pad(target, ((1, 1), (1, 1), (0, 0)), mode="edge")
    best = np.full((h, w), np.inf)
    for dy in (0, 1, 2):
        for dx in (0, 1, 2):
            shifted = padded[dy:dy + h, dx:dx + w]
            best = np.minimum(best, np.linalg.norm(source - shifted, axis=-1))
    return best


def _ssim(a: np.ndarray, b: np.ndarray, window: int = 7) -> float:
    gray_a = a.astype(np.float64) @ np.array([0.299, 0.587, 0.114])
    gray_b = b.astype(np.float64) @ np.array([0.299, 0.587, 0.114])
    if min(gray_a.shape) < window:
        window = max(1, min(gray_a.shape))

    def mean(x: np.ndarray) -> np.ndarray:
        c = np.pad(np.cumsum(np.cumsum(x, axis=0), axis=1), ((1, 0), (1, 0)))
        return (c[window:, window:] - c[:-window, window:] - c[window:, :-window] + c[:-window, :-window]) / window**2

    mu_a, mu_b = mean(gray_a), mean(gray_b)
    var_a = mean(gray_a * gray_a) - mu_a**2
    var_b = mean(gray_b * gray_b) - mu_b**2
    cov = mean(gray_a * gray_b) - mu_a * mu_b
    c1, c2 = (0.01 * 255) ** 2, (0.03 * 255) ** 2
    ssim = ((2 * mu_a * mu_b + c1) * (2 * cov + c2)) / ((mu_a**2 + mu_b**2 + c1) * (var_a + var_b + c2))
    return float(ssim.mean())


def ink_masks(reference: np.ndarray, strata: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Lab images and ink masks of both (uint8 RGB arrays of one size), against the reference's background."""
    background = np.array(edge_background(reference), dtype=np.uint8).reshape(1, 1, 3)
    lab_ref, lab_strata, lab_bg = srgb_to_lab(reference), srgb_to_lab(strata), srgb_to_lab(background)
    ink_ref = np.linalg.norm(lab_ref - lab_bg, axis=-1) > INK_DELTA_E
    ink_strata = np.linalg.norm(lab_strata - lab_bg, axis=-1) > INK_DELTA_E
    return lab_ref, lab_strata, ink_ref, ink_strata


def score(reference: np.ndarray, strata: np.ndarray) -> tuple[Score, np.ndarray]:
    """The score of `strata` against `reference` (uint8 RGB arrays of one size) and a difference
    image: matched ink gray, reference ink Strata misses red, Strata ink the reference lacks blue."""
    if reference.shape != strata.shape:
        raise ValueError(f"sizes differ: reference {reference.shape[1]}x{reference.shape[0]}, strata {strata.shape[1]}x{strata.shape[0]}")
    lab_ref, lab_strata, ink_ref, ink_strata = ink_masks(reference, strata)
    matched_ref = ink_ref & (_nearest_delta(lab_ref, lab_strata) <= MATCH_DELTA_E)
    matched_strata = ink_strata & (_nearest_delta(lab_strata, lab_ref) <= MATCH_DELTA_E)
    n_ref, n_strata = int(ink_ref.sum()), int(ink_strata.sum())
    if n_ref == 0 and n_strata == 0:
        recall = precision = 1.0
    else:
        recall = matched_ref.sum() / n_ref if n_ref else 0.0
        precision = matched_strata.sum() / n_strata if n_strata else 0.0
    f1 = 0.0 if recall + precision == 0 else 2 * recall * precision / (recall + precision)

    difference = np.full(reference.shape, 255, dtype=np.uint8)
    difference[matched_ref | matched_strata] = (170, 170, 170)
    difference[ink_strata & ~matched_strata] = (40, 90, 255)
    difference[ink_ref & ~matched_ref] = (235, 40, 40)
    return Score(float(f1), float(recall), float(precision), _ssim(reference, strata), n_ref, n_strata), difference
