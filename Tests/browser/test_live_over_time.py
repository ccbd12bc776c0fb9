"""Live pages over time, in the browser: work a view starts with `task` pushed to the page,
animations and transitions measured mid-flight, navigation through the browser's history, a drag,
and a sheet dismissed from its backdrop."""

from __future__ import annotations

from playwright.sync_api import expect

from test_live import CONNECTED, open_live


def test_work_started_by_task_reaches_the_browser_as_a_push(page, gallery_server):
    errors = open_live(page, gallery_server, "forms")
    # The server prepares the report after the browser connects and pushes the result.
    expect(page.get_by_text("Report 1 ready: 3 sections, 12 charts")).to_be_visible()
    # A new id cancels nothing (the work finished) and starts the work again.
    page.get_by_role("button", name="Prepare again").click()
    expect(page.get_by_text("Preparing report 2 on the server…")).to_be_visible()
    expect(page.get_by_text("Report 2 ready: 3 sections, 12 charts")).to_be_visible()
    # Timer.publish + onReceive tick on the server; each tick is pushed.
    expect(page.get_by_text("This page has been open for 2 s")).to_be_visible(timeout=5000)
    # A client that reconnects after missing nothing keeps its page; the state is the server's.
    page.evaluate("window.strataLive.socket.close()")
    page.wait_for_function("!window.strataLive.connected")
    page.wait_for_function(CONNECTED)
    expect(page.get_by_text("Report 2 ready: 3 sections, 12 charts")).to_be_visible()
    assert not errors, "\n".join(errors)


def _samples(page, selector: str, expression: str, count: int = 12, every_ms: int = 25) -> list[str]:
    """Reads `expression` (given the element `e`) on the first match of `selector` while a patch lands."""
    return page.evaluate(
        """async ([selector, expression, count, every]) => {
            const values = [];
            for (let i = 0; i < count; i++) {
                const e = document.querySelector(selector);
                values.push(e ? String(new Function("e", "return " + expression)(e)) : "missing");
                await new Promise((resolve) => setTimeout(resolve, every));
            }
            return values;
        }""",
        [selector, expression, count, every_ms],
    )


def test_animations_and_transitions_move_on_the_live_page(page, gallery_server):
    errors = open_live(page, gallery_server, "shapes")
    # animation(_:value:): the circle's scale passes through values between 1 and 1.5.
    page.get_by_role("button", name="Grow").click()
    scales = _samples(page, ".s-anim", "new DOMMatrix(getComputedStyle(e).transform).a")
    numbers = [float(value) for value in scales if value not in ("missing", "NaN")]
    assert any(1.01 < value < 1.49 for value in numbers), scales
    expect(page.get_by_role("button", name="Shrink")).to_be_visible()
    # withAnimation + transition: the inserted banner fades and slides in.
    page.get_by_role("button", name="Show banner").click()
    opacities = _samples(page, ".s-tr", "getComputedStyle(e).opacity")
    assert any(value not in ("missing", "1") and 0 <= float(value) < 1 for value in opacities), opacities
    expect(page.get_by_text("Saved to your library")).to_be_visible()
    page.wait_for_timeout(700)
    assert page.evaluate("getComputedStyle(document.querySelector('.s-tr')).opacity") == "1"
    assert not errors, "\n".join(errors)


def test_navigation_links_push_and_the_back_button_pops(page, gallery_server):
    errors = open_live(page, gallery_server, "navigation")
    expect(page.get_by_role("heading", name="Solar system")).to_be_visible()
    page.get_by_role("button", name="Earth").click()
    expect(page.get_by_role("heading", name="Earth")).to_be_visible()
    expect(page.get_by_role("button", name="Mercury")).to_have_count(0)
    page.get_by_role("button", name="Next: Mars").click()
    expect(page.get_by_role("heading", name="Mars")).to_be_visible()
    # The back button is named by the previous screen's title.
    page.get_by_role("button", name="Earth").first.click()
    expect(page.get_by_role("heading", name="Earth")).to_be_visible()
    page.get_by_role("button", name="Solar system").click()
    expect(page.get_by_role("heading", name="Solar system").first).to_be_visible()
    expect(page.get_by_role("button", name="Mercury").first).to_be_visible()
    assert not errors, "\n".join(errors)


def test_navigation_uses_the_browsers_history_and_moves_focus(page, gallery_server):
    errors = open_live(page, gallery_server, "navigation")
    start = page.url
    page.get_by_role("button", name="Earth").click()
    expect(page.get_by_role("heading", name="Earth")).to_be_visible()
    # A push adds a history entry and moves focus to the new screen's title.
    page.wait_for_function("location.hash === '#screen-1'")
    assert page.evaluate("document.activeElement.getAttribute('role')") == "heading"
    assert page.evaluate("document.activeElement.textContent") == "Earth"
    page.get_by_role("button", name="Next: Mars").click()
    expect(page.get_by_role("heading", name="Mars")).to_be_visible()
    page.wait_for_function("location.hash === '#screen-2'")
    # The browser's Back pops the stack, and stays on the page.
    page.go_back()
    expect(page.get_by_role("heading", name="Earth")).to_be_visible()
    expect(page.get_by_role("heading", name="Mars")).to_have_count(0)
    assert page.url.startswith(start.split("#")[0])
    # A pop in the page steps the history back too.
    page.get_by_role("button", name="Solar system").click()
    expect(page.get_by_role("button", name="Mercury").first).to_be_visible()
    page.wait_for_function("location.hash === ''")
    assert not errors, "\n".join(errors)


def test_dragging_a_tile_moves_it_on_the_server(page, gallery_server):
    errors = open_live(page, gallery_server, "shapes")
    tile = page.locator(".s-drag").first  # the page's one draggable view
    tile.scroll_into_view_if_needed()
    box = tile.bounding_box()
    assert box is not None
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.mouse.move(x, y)
    page.mouse.down()
    for step in range(1, 9):
        page.mouse.move(x + 8 * step, y + 4 * step)
        page.wait_for_timeout(30)
    # While dragging, the server has moved the tile (gesture state) but not yet its resting place.
    page.wait_for_function("document.querySelector('.s-drag').style.transform.includes('px')"
                           " && !document.querySelector('.s-drag').style.transform.startsWith('translate(0px')")
    expect(page.get_by_text("Tile at 0, 0")).to_be_visible()
    page.mouse.up()
    expect(page.get_by_text("Tile at 64, 32")).to_be_visible()
    moved = tile.bounding_box()
    assert moved is not None and abs(moved["x"] - box["x"] - 64) < 2 and abs(moved["y"] - box["y"] - 32) < 2
    page.get_by_role("button", name="Reset").click()
    expect(page.get_by_text("Tile at 0, 0")).to_be_visible()
    assert not errors, "\n".join(errors)


def test_a_sheet_is_dismissed_by_a_tap_on_its_backdrop(page, gallery_server):
    errors = open_live(page, gallery_server, "buttons")
    page.get_by_role("button", name="Show Sheet").click()
    sheet = page.get_by_role("dialog")
    expect(sheet).to_be_visible()
    # A tap on the sheet itself keeps it.
    sheet.get_by_text("Share Photos").click()
    page.wait_for_timeout(300)
    expect(sheet).to_be_visible()
    page.mouse.click(10, 10)  # the backdrop above the sheet
    expect(sheet).to_have_count(0)
    expect(page.get_by_text("The sheet was dismissed.")).to_be_visible()
    assert not errors, "\n".join(errors)


def test_on_a_phone_a_sheet_rises_from_the_bottom_edge_as_on_ios(browser, gallery_server):
    """iOS's large sheet: edge to edge, from the screen's bottom to near its top, content centered."""
    context = browser.new_context(
        viewport={"width": 375, "height": 812}, is_mobile=True, has_touch=True, device_scale_factor=3, bypass_csp=True
    )
    try:
        page = context.new_page()
        errors = open_live(page, gallery_server, "buttons")
        page.get_by_role("button", name="Show Sheet").tap()
        sheet = page.get_by_role("dialog")
        expect(sheet).to_be_visible()
        page.wait_for_timeout(400)  # any entrance transition
        box = sheet.bounding_box()
        assert abs(box["x"]) < 1 and abs(box["x"] + box["width"] - 375) < 1, box
        assert abs(box["y"] + box["height"] - 812) < 1, box
        assert 40 <= box["y"] <= 70, box
        title = page.get_by_text("Share Photos").bounding_box()
        middle = box["y"] + box["height"] / 2
        assert box["y"] + 100 < title["y"] < middle, f"the content is not centered in the sheet: {title} in {box}"
        # The Done button is a 44-point target and dismisses the sheet.
        done = sheet.get_by_role("button", name="Done")
        assert done.bounding_box()["height"] >= 44
        done.tap()
        expect(sheet).to_have_count(0)
        assert not errors, "\n".join(errors)
    finally:
        context.close()
