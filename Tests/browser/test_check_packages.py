"""scripts/check-packages' iOS build emulation: the asset symbols Xcode generates for catalogs."""
import json
import os
import importlib.util
from importlib.machinery import SourceFileLoader

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
_loader = SourceFileLoader("check_packages", os.path.join(ROOT, "scripts", "check-packages"))
check_packages = importlib.util.module_from_spec(importlib.util.spec_from_loader("check_packages", _loader))
_loader.exec_module(check_packages)


def test_asset_names_become_xcodes_symbols():
    cases = {("MockAppIcon", "Image"): "mockAppIcon", ("banner", "Image"): "banner",
             ("AccentColor", "Color"): "accent", ("URLIcon", "Image"): "urlIcon",
             ("app-icon 2", "Image"): "appIcon2", ("1up", "Image"): "_1up", ("default", "Image"): "`default`",
             ("Color", "Color"): "color", ("BackgroundImage", "Image"): "background"}
    for (name, suffix), symbol in cases.items():
        assert check_packages.asset_symbol(name, suffix) == symbol, name


def test_a_catalog_gets_image_and_color_resources(tmp_path):
    catalog = tmp_path / "Resources" / "Media.xcassets"
    for folder in ("Banner.imageset", "Brand/AccentColor.colorset", "AppIcon.appiconset"):
        (catalog / folder).mkdir(parents=True)
        (catalog / folder / "Contents.json").write_text(json.dumps({"info": {"version": 1}}))
    source = check_packages.asset_symbols(str(tmp_path))
    assert 'static let banner = ImageResource(name: "Banner", bundle: .module)' in source
    assert 'static let accent = ColorResource(name: "AccentColor", bundle: .module)' in source
    assert "AppIcon" not in source
    assert check_packages.asset_symbols(str(tmp_path / "Resources" / "Missing")) is None


def test_preview_runners_link_every_module_swiftui_brings():
    modules = check_packages.PREVIEW_MODULES
    assert {"SwiftUI", "StrataFoundation", "UIKit", "CoreHaptics", "WidgetKit"} <= set(modules)
    assert set(check_packages.platform_modules()) <= set(modules)
