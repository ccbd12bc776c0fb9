"""The fidelity score (scripts/fidelity_score.py) on images made here: a blank canvas scores 0, a
perfect copy 1, a drawing one point off still 1, and one far off or in another color much less."""

import sys
from pathlib import Path

import numpy as np
from PIL import Image, ImageDraw

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
from fidelity_score import edge_background, score, to_points  # noqa: E402


def ring(offset=(0, 0), color=(0, 0, 0), size=(120, 80), background=(255, 255, 255)):
    image = Image.new("RGB", size, background)
    x, y = offset
    ImageDraw.Draw(image).ellipse((20 + x, 10 + y, 80 + x, 70 + y), outline=color, width=3)
    return np.asarray(image)


def test_a_blank_canvas_scores_zero():
    blank = np.full((80, 120, 3), 255, dtype=np.uint8)
    result, _ = score(ring(), blank)
    assert result.f1 == 0.0 and result.recall == 0.0


def test_a_perfect_copy_scores_one():
    result, difference = score(ring(), ring())
    assert result.f1 == 1.0 and result.ssim > 0.999
    assert (difference == 255).all(axis=-1).sum() < difference.shape[0] * difference.shape[1]  # the ink shows, in gray


def test_one_point_off_is_forgiven_and_eight_points_off_is_not():
    assert score(ring(), ring(offset=(1, 1)))[0].f1 == 1.0
    assert score(ring(), ring(offset=(8, 0)))[0].f1 < 0.5


def test_another_color_does_not_match():
    result, _ = score(ring(), ring(color=(255, 0, 0)))
    assert result.f1 == 0.0


def test_ink_is_measured_against_the_references_own_background():
    yellow = (255, 204, 0)
    result, _ = score(ring(background=yellow), ring(background=yellow))
    assert result.f1 == 1.0 and result.reference_ink < 80 * 120 / 4
    assert edge_background(ring(background=yellow)) == yellow


def test_a_reference_at_3x_is_brought_to_points_over_the_page_background():
    big = Image.new("RGBA", (300, 150), (0, 0, 0, 0))
    ImageDraw.Draw(big).rectangle((0, 0, 149, 149), fill=(255, 0, 0, 255))
    small = np.asarray(to_points(big, 100, 51, (255, 255, 255)))
    assert small.shape == (51, 100, 3)
    assert tuple(small[10, 10]) == (255, 0, 0) and tuple(small[10, 90]) == (255, 255, 255)
    assert tuple(small[50, 10]) == (255, 255, 255)  # padded to whole points with the background
