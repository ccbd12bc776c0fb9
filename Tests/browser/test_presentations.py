"""Presentations at phone width (390 x 844), measured in the browser on live gallery pages: a sheet at
the medium detent with its grabber, and a confirmation dialog drawn as an iOS action sheet."""

from __future__ import annotations

from playwright.sync_api import expect

from test_live import open_live

WIDTH, HEIGHT = 390, 844


def _phone(browser):
    return browser.new_context(
        viewport={"width": WIDTH, "height": HEIGHT}, is_mobile=True, has_touch=True, device_scale_factor=3, bypass_csp=True
    )


def test_a_medium_sheet_rests_at_half_height_with_a_grabber(browser, gallery_server):
    context = _phone(browser)
    try:
        page = context.new_page()
        errors = open_live(page, gallery_server, "buttons")
        page.get_by_role("button", name="Show Filters").tap()
        sheet = page.get_by_role("dialog")
        expect(sheet).to_be_visible()
        page.wait_for_timeout(400)  # any entrance transition
        box = sheet.bounding_box()
        # Edge to edge, on the bottom edge, its top near the middle of the screen.
        assert abs(box["x"]) < 1 and abs(box["width"] - WIDTH) < 1, box
        assert abs(box["y"] + box["height"] - HEIGHT) < 1, box
        assert 0.45 * HEIGHT <= box["y"] <= 0.58 * HEIGHT, f"the sheet's top is not about half way down: {box}"
        # The grabber: a 36 x 5 capsule centered 5 points below the sheet's top.
        grabber = sheet.evaluate(
            """e => { const s = getComputedStyle(e, '::before');
                      return { w: parseFloat(s.width), h: parseFloat(s.height), r: s.borderRadius, content: s.content } }"""
        )
        assert grabber["w"] == 36 and grabber["h"] == 5 and grabber["content"] != "none", grabber
        title = page.get_by_text("Filters", exact=True).bounding_box()
        assert box["y"] + 10 < title["y"] < box["y"] + box["height"], f"the title is outside the sheet: {title} in {box}"
        # The backdrop above the sheet dismisses it, as on iOS.
        page.mouse.click(WIDTH / 2, 40)
        expect(sheet).to_have_count(0)
        assert not errors, "\n".join(errors)
    finally:
        context.close()


def test_a_confirmation_dialog_is_an_action_sheet_on_a_phone(browser, gallery_server):
    context = _phone(browser)
    try:
        page = context.new_page()
        errors = open_live(page, gallery_server, "buttons")
        page.get_by_role("button", name="Photo Options").tap()
        dialog = page.get_by_role("dialog", name="Photo")
        expect(dialog).to_be_visible()
        assert dialog.get_attribute("aria-modal") == "true"
        page.wait_for_timeout(400)
        group = dialog.locator(".s-as-group").bounding_box()
        share = dialog.get_by_role("button", name="Share Photo").bounding_box()
        delete = dialog.get_by_role("button", name="Delete Photo")
        cancel = dialog.get_by_role("button", name="Cancel")
        cancel_box = cancel.bounding_box()
        # The group and the cancel button: 8 points from the screen's sides, the cancel below the
        # group with a gap, the cancel 8 points above the bottom edge.
        for box in (group, cancel_box):
            assert abs(box["x"] - 8) < 1 and abs(box["x"] + box["width"] - (WIDTH - 8)) < 1, box
        assert cancel_box["y"] >= group["y"] + group["height"] + 6, (group, cancel_box)
        assert abs(cancel_box["y"] + cancel_box["height"] - (HEIGHT - 8)) < 1, cancel_box
        # Full-width rows at least 44 points tall; the title above them, small.
        assert abs(share["width"] - group["width"]) < 1 and share["height"] >= 44, share
        title = dialog.get_by_text("Photo", exact=True).bounding_box()
        assert title["y"] < share["y"], (title, share)
        # Destructive in red, cancel bold.
        delete_color = delete.evaluate("e => getComputedStyle(e).color")
        share_color = dialog.get_by_role("button", name="Share Photo").evaluate("e => getComputedStyle(e).color")
        assert delete_color != share_color, (delete_color, share_color)
        red = [int(float(part)) for part in delete_color[delete_color.index("(") + 1:-1].split(",")[:3]]
        assert red[0] > 150 and red[1] < 80 and red[2] < 80, delete_color
        assert int(cancel.evaluate("e => getComputedStyle(e).fontWeight")) >= 600
        # Focus is inside the dialog; the cancel button dismisses it.
        page.wait_for_function("document.activeElement && document.activeElement.closest('[role=dialog]') !== null")
        cancel.tap()
        expect(dialog).to_have_count(0)
        expect(page.get_by_text("No choice made yet.")).to_be_visible()
        # Escape is the cancel button (here the one iOS adds); a choice runs and dismisses.
        page.get_by_role("button", name="Photo Options").tap()
        expect(dialog).to_be_visible()
        page.wait_for_function("document.activeElement && document.activeElement.closest('[role=dialog]') !== null")
        page.keyboard.press("Escape")
        expect(dialog).to_have_count(0)
        page.get_by_role("button", name="Photo Options").tap()
        dialog.get_by_role("button", name="Delete Photo").tap()
        expect(dialog).to_have_count(0)
        expect(page.get_by_text("Deleted.")).to_be_visible()
        assert not errors, "\n".join(errors)
    finally:
        context.close()
