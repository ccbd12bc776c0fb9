"""Browser tests of live mode: gallery pages kept interactive over a WebSocket by the server."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import expect

from conftest import serious_axe_violations

from test_gallery import _collect_errors

CONNECTED = "window.strataLive && window.strataLive.connected"


def open_live(page, server, slug: str):
    errors = _collect_errors(page)
    response = page.goto(f"{server.url}/{slug}")
    assert response is not None and response.status == 200, f"GET /{slug} -> {response and response.status}"
    page.wait_for_function(CONNECTED)
    return errors


def test_modal_card_with_the_keyboard_only(page, gallery_server):
    errors = open_live(page, gallery_server, "kit-modal-card")
    opener = page.get_by_role("button", name="Delete Account…")
    opener.focus()
    page.keyboard.press("Enter")

    dialog = page.get_by_role("alertdialog", name="Delete Account")
    expect(dialog).to_be_visible()
    assert dialog.get_attribute("aria-modal") == "true"
    assert dialog.get_attribute("aria-description") == "This action cannot be undone."
    # Focus moved into the dialog and Tab stays inside it.
    names = []
    for _ in range(4):
        assert page.evaluate("document.activeElement.closest('[role=alertdialog]') !== null")
        names.append(page.evaluate("document.activeElement.innerText"))
        page.keyboard.press("Tab")
    assert names == ["Cancel", "Delete", "Cancel", "Delete"], names
    # Content behind the dialog is inert.
    assert page.evaluate("document.querySelector('nav').closest('[inert]') !== null")

    # Escape dismisses it and says so; focus returns to the opener.
    page.keyboard.press("Escape")
    expect(dialog).to_have_count(0)
    expect(page.get_by_text("Dismissed by Escape.")).to_be_visible()
    assert page.evaluate("document.activeElement.innerText") == "Delete Account…"
    assert page.evaluate("document.querySelector('nav').closest('[inert]') === null")

    # Open again, Tab to Delete, press it.
    page.keyboard.press("Enter")
    expect(dialog).to_be_visible()
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.innerText") == "Delete"
    page.keyboard.press("Enter")
    expect(dialog).to_have_count(0)
    expect(page.get_by_text("Account deleted. Dismissed by the primary action.")).to_be_visible()
    assert not errors, "\n".join(errors)


def test_cascading_action_is_logged_at_every_level_in_order(page, gallery_server):
    errors = open_live(page, gallery_server, "kit-cascading-actions")
    page.get_by_role("button", name="Complete Checkout").click()
    log = page.get_by_label("Event log")
    expect(log).to_contain_text("3. Store heard checkout completion")
    text = log.inner_text()
    positions = [text.index(f"{n}. {level} heard") for n, level in ((1, "Checkout"), (2, "Cart"), (3, "Store"))]
    assert positions == sorted(positions), text
    page.get_by_role("button", name="Clear log").click()
    expect(page.get_by_text("No events yet.")).to_be_visible()
    assert not errors, "\n".join(errors)


def test_reconnect_resumes_the_same_state(page, gallery_server):
    errors = open_live(page, gallery_server, "kit-cascading-actions")
    button = page.get_by_role("button", name="Complete Checkout")
    button.click()
    expect(page.get_by_text("3. Store heard checkout completion")).to_be_visible()
    # Drop the connection and click while it is down: the event waits and is applied after.
    page.evaluate("window.strataLive.socket.close()")
    page.wait_for_function("!window.strataLive.connected")
    button.click()
    page.wait_for_function(CONNECTED)
    expect(page.get_by_text("6. Store heard checkout completion")).to_be_visible()
    assert page.get_by_text("heard checkout completion").count() == 6
    assert not errors, "\n".join(errors)


@pytest.mark.gallery_args("--session-timeout", "1")
def test_expired_session_reloads_fresh_with_a_notice(page, gallery_server):
    open_live(page, gallery_server, "kit-cascading-actions")
    page.get_by_role("button", name="Complete Checkout").click()
    expect(page.get_by_text("3. Store heard checkout completion")).to_be_visible()
    page.context.set_offline(True)
    page.evaluate("window.strataLive.socket.close()")
    page.wait_for_timeout(2500)  # longer than the session timeout
    page.context.set_offline(False)
    expect(page.get_by_role("status")).to_contain_text("session had expired")
    page.wait_for_function(CONNECTED)
    expect(page.get_by_text("No events yet.")).to_be_visible()


def test_two_browser_contexts_do_not_share_state(browser, gallery_server):
    pages = []
    for _ in range(2):
        context = browser.new_context()
        pages.append(context.new_page())
    try:
        first, second = pages
        open_live(first, gallery_server, "kit-cascading-actions")
        open_live(second, gallery_server, "kit-cascading-actions")
        first.get_by_role("button", name="Complete Checkout").click()
        expect(first.get_by_text("3. Store heard checkout completion")).to_be_visible()
        second.wait_for_timeout(300)
        expect(second.get_by_text("No events yet.")).to_be_visible()
        second.get_by_role("button", name="Complete Checkout").click()
        expect(second.get_by_text("3. Store heard checkout completion")).to_be_visible()
        assert first.get_by_text("heard checkout completion").count() == 3
    finally:
        for page in pages:
            page.context.close()


def test_malformed_frames_get_errors_and_the_session_survives(page, gallery_server):
    open_live(page, gallery_server, "kit-cascading-actions")
    codes = page.evaluate(
        """() => new Promise((resolve) => {
            const root = document.querySelector('[data-strata-live]');
            const codes = [];
            root.addEventListener('strata:error', (e) => {
                codes.push(e.detail.code);
                if (codes.length === 4) resolve(codes);
            });
            const socket = window.strataLive.socket;
            socket.send('not json');
            socket.send(JSON.stringify({t: 'event', seq: 99, node: 'x', kind: 'click'}));
            socket.send(JSON.stringify({t: 'event', seq: 1, node: 'nope', kind: 'teleport'}));
            socket.send('x'.repeat(70000));
        })"""
    )
    assert sorted(codes) == ["malformed", "malformed", "out-of-order", "too-large"], codes
    page.get_by_role("button", name="Complete Checkout").click()
    expect(page.get_by_text("3. Store heard checkout completion")).to_be_visible()


def test_appearance_switch_and_segmented_picker(page, gallery_server):
    errors = open_live(page, gallery_server, "kit-card")
    page.emulate_media(color_scheme="light")
    width = page.evaluate("document.querySelector('main > .s-live').getBoundingClientRect().width")
    dark = page.get_by_role("radio", name="Dark")
    dark.click()
    expect(dark).to_have_attribute("aria-checked", "true")
    assert page.evaluate("document.querySelector('.s-dark') !== null")
    # The whole page recolors (the body's background, not just the content), and keeps its width.
    assert page.evaluate("getComputedStyle(document.body).backgroundColor") == "rgb(0, 0, 0)"
    assert page.evaluate("document.querySelector('main > .s-live').getBoundingClientRect().width") == width
    # The choice survives navigation, and arrow keys move it like a radio group.
    page.get_by_role("link", name="Toggle", exact=True).click()
    page.wait_for_function(CONNECTED)
    expect(page.get_by_role("radio", name="Dark")).to_have_attribute("aria-checked", "true")
    assert page.evaluate("getComputedStyle(document.body).backgroundColor") == "rgb(0, 0, 0)"
    page.get_by_role("radio", name="Dark").focus()
    page.keyboard.press("ArrowRight")
    expect(page.get_by_role("radio", name="System")).to_have_attribute("aria-checked", "true")
    assert page.evaluate("getComputedStyle(document.body).backgroundColor") == "rgb(242, 242, 247)"
    # Light wins over a dark browser too.
    page.emulate_media(color_scheme="dark")
    assert page.evaluate("getComputedStyle(document.body).backgroundColor") == "rgb(0, 0, 0)"
    page.get_by_role("radio", name="Light").click()
    assert page.evaluate("getComputedStyle(document.body).backgroundColor") == "rgb(242, 242, 247)"
    page.get_by_role("radio", name="System").click()
    assert not errors, "\n".join(errors)


def test_segmented_picker_is_one_tab_stop_and_arrow_keys_choose(page, gallery_server):
    errors = open_live(page, gallery_server, "forms")
    group = page.get_by_role("radiogroup").filter(has=page.get_by_role("radio", name="High"))
    radios = group.get_by_role("radio")
    tabbable = [r.get_attribute("tabindex") != "-1" for r in radios.all()]
    assert tabbable.count(True) == 1, tabbable
    group.get_by_role("radio", name="High").focus()
    page.keyboard.press("ArrowRight")
    expect(group.get_by_role("radio", name="Lossless")).to_have_attribute("aria-checked", "true")
    assert page.evaluate("document.activeElement.textContent") == "Lossless"
    assert not errors, "\n".join(errors)


def test_presented_card_in_dark_mode_keeps_contrast(page, gallery_server):
    import pathlib

    checks = (pathlib.Path(__file__).parent / "layout_checks.js").read_text()
    errors = open_live(page, gallery_server, "kit-modal-card")
    page.emulate_media(color_scheme="dark")
    page.get_by_role("button", name="Delete Account…").click()
    dialog = page.get_by_role("alertdialog", name="Delete Account")
    expect(dialog).to_be_visible()
    low = [p for p in page.evaluate(checks)["lowContrast"] if "Delete" in p or "Cancel" in p or "undone" in p]
    assert not low, "\n".join(low)
    background = dialog.evaluate(
        "d => { for (const e of [d, ...d.querySelectorAll('*')]) { const c = getComputedStyle(e).backgroundColor;"
        " if (c !== 'rgba(0, 0, 0, 0)') return c } return '' }"
    )
    assert background not in ("rgb(255, 255, 255)", ""), f"the card is drawn on {background!r} in dark mode"
    assert not errors, "\n".join(errors)


def test_money_input_typing_invalid_entry_and_currency(page, gallery_server):
    errors = open_live(page, gallery_server, "kit-inputs")
    bound = page.get_by_text("Bound value").first
    amount = page.get_by_role("textbox", name="Amount").first
    amount.fill("")
    amount.press_sequentially("99.5", delay=20)
    expect(bound).to_have_text("Bound value: 99.5 EUR")
    assert amount.input_value() == "99.5", "typing was not lost or rewritten while patches arrived"
    # Focus and caret survive the patches.
    assert amount.evaluate("e => e === document.activeElement && e.selectionStart === 4 && e.selectionEnd === 4")

    # An invalid entry keeps the typed text, shows an error and leaves the amount alone.
    amount.press_sequentially("x", delay=20)
    expect(page.get_by_text("Error").first).to_be_visible()
    assert amount.input_value() == "99.5x"
    expect(bound).to_have_text("Bound value: 99.5 EUR")

    # The currency button sets showCurrencySelector; the page then offers the currencies.
    page.get_by_role("button", name="Currency, EUR").first.click()
    chooser = page.get_by_role("button", name="Choose a currency, EUR").first
    expect(chooser).to_be_visible()
    chooser.click()
    page.get_by_role("button", name="USD", exact=True).first.click()
    expect(bound).to_have_text("Bound value: 99.5 USD")
    expect(page.get_by_role("button", name="Choose a currency, EUR")).to_have_count(0)
    assert not errors, "\n".join(errors)


def test_select_opens_and_chooses(page, gallery_server):
    errors = open_live(page, gallery_server, "kit-inputs")
    page.get_by_role("button", name="Country, Germany").first.click()
    page.get_by_role("button", name="France", exact=True).first.click()
    expect(page.get_by_role("button", name="Country, France")).to_have_count(1)
    assert not errors, "\n".join(errors)


@pytest.mark.parametrize("appearance", ["Light", "Dark"])
def test_live_pages_have_no_serious_accessibility_violations(page, gallery_server, exported_site, appearance):
    """Every live page, with its appearance switch set, and the ModalCard presented."""
    failures = []
    slugs = sorted(p.stem for p in exported_site.glob("*.html") if p.stem != "index")
    for slug in slugs:
        open_live(page, gallery_server, slug)
        page.get_by_role("radio", name=appearance).click()
        expect(page.get_by_role("radio", name=appearance)).to_have_attribute("aria-checked", "true")
        if slug == "kit-modal-card":
            page.get_by_role("button", name="Delete Account…").click()
            expect(page.get_by_role("alertdialog")).to_be_visible()
        bad = serious_axe_violations(page)
        failures += [
            f"- {slug} ({appearance}): {v['id']}: {v['help']} [" + ", ".join(", ".join(n["target"]) for n in v["nodes"][:5]) + "]"
            for v in bad
        ]
    assert len(slugs) >= 5
    assert not failures, f"{len(failures)} serious/critical axe violation(s):\n" + "\n".join(failures)


def test_built_in_controls_are_interactive(page, gallery_server):
    errors = open_live(page, gallery_server, "toggles")
    wifi = page.get_by_role("switch", name="Wi-Fi")
    expect(wifi).to_have_attribute("aria-checked", "true")
    wifi.click()
    expect(wifi).to_have_attribute("aria-checked", "false")

    open_live(page, gallery_server, "text-fields")
    email = page.get_by_role("textbox", name="Email address")
    email.press_sequentially("ada@example.com", delay=10)
    expect(page.get_by_text("Bound value: ada@example.com")).to_be_visible()

    open_live(page, gallery_server, "forms")
    page.get_by_role("button", name="Increment").first.click()
    expect(page.get_by_text("Copies: 3")).to_be_visible()
    page.get_by_label("Output").select_option("1")
    page.wait_for_function("document.querySelector('select').selectedIndex === 1")
    page.get_by_role("radio", name="Lossless").click()
    expect(page.get_by_role("radio", name="Lossless")).to_have_attribute("aria-checked", "true")
    slider = page.get_by_role("slider", name="Volume")
    slider.fill("0.2")
    page.wait_for_timeout(200)
    assert abs(float(slider.input_value()) - 0.2) < 1e-9

    open_live(page, gallery_server, "buttons")
    page.get_by_role("button", name="Save").first.click()
    expect(page.get_by_text("Pressed Save")).to_be_visible()
    assert not errors, "\n".join(errors)


def test_alert_style_card_stays_on_a_tap_beside_it_and_the_page_behind_does_not_scroll(page, gallery_server):
    errors = open_live(page, gallery_server, "kit-modal-card")
    page.set_viewport_size({"width": 390, "height": 600})
    page.get_by_role("button", name="Delete Account…").click()
    dialog = page.get_by_role("alertdialog", name="Delete Account")
    expect(dialog).to_be_visible()
    # The page behind cannot scroll while the card is presented.
    assert page.evaluate("getComputedStyle(document.documentElement).overflow") == "hidden"
    page.mouse.wheel(0, 600)
    page.wait_for_timeout(200)
    assert page.evaluate("window.scrollY") == 0
    # An alert, unlike a sheet, is not dismissed by a tap on the backdrop.
    page.mouse.click(10, 590)
    page.wait_for_timeout(300)
    expect(dialog).to_be_visible()
    dialog.get_by_role("button", name="Cancel").focus()
    page.keyboard.press("Escape")
    expect(dialog).to_have_count(0)
    expect(page.get_by_text("Dismissed by Escape.")).to_be_visible()
    assert page.evaluate("getComputedStyle(document.documentElement).overflow") != "hidden"
    assert not errors, "\n".join(errors)


def test_money_input_reformats_a_valid_amount_when_focus_leaves_at_phone_width(browser, gallery_server):
    context = browser.new_context(viewport={"width": 390, "height": 844}, bypass_csp=True)
    page = context.new_page()
    sent: list[dict] = []
    received: list[str] = []

    def watch(ws):
        ws.on("framesent", lambda payload: sent.append(json.loads(payload)))
        ws.on("framereceived", lambda payload: received.append(payload[:300]))

    page.on("websocket", watch)
    errors = open_live(page, gallery_server, "kit-inputs")
    amount = page.get_by_role("textbox", name="Amount").first
    bound = page.get_by_text("Bound value").first
    amount.click()
    amount.fill("")
    amount.press_sequentially("1234.5", delay=20)
    expect(bound).to_have_text("Bound value: 1234.5 EUR")
    assert amount.input_value() == "1234.5", "typing is not reformatted while the field has focus"
    # Clicking inside the same field again is no focus change: nothing is sent for it.
    amount.click()
    page.wait_for_timeout(200)
    assert [e for e in sent if e.get("kind") == "blur"] == [], sent

    page.keyboard.press("Tab")
    expect(amount).to_have_value("1,234.50")
    blurs = [e for e in sent if e.get("kind") == "blur"]
    assert len(blurs) == 1, f"one blur for one Tab: {blurs}"
    # The blur is numbered after the typing it ends.
    inputs = [e for e in sent if e.get("kind") == "input"]
    assert inputs and blurs[0]["seq"] > inputs[-1]["seq"]
    # Focus stays where the person moved it: later patches do not pull it back.
    assert not amount.evaluate("e => e === document.activeElement")
    page.get_by_role("button", name="Currency, EUR").first.click()
    expect(page.get_by_role("button", name="Choose a currency, EUR").first).to_be_visible()
    assert not amount.evaluate("e => e === document.activeElement")

    # An invalid entry is left as typed when focus leaves.
    amount.click()
    amount.fill("")
    amount.press_sequentially("12x", delay=20)
    expect(page.get_by_text("Error").first).to_be_visible()
    page.keyboard.press("Tab")
    page.wait_for_timeout(300)
    assert amount.input_value() == "12x", f"sent {sent[-6:]}\nreceived {received[-6:]}"
    context.close()
    assert not errors, "\n".join(errors)
