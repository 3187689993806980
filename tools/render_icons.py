"""Render the app icons (site/icons/*.png) from tools/icons/*.svg with Playwright + Chromium.

Run once after changing an SVG, and commit the PNGs:

    .venv/bin/python tools/render_icons.py

The PNGs are committed so that the build needs no browser. Debian's Chromium is used
(CHROMIUM_PATH, default /usr/bin/chromium); never `playwright install`.
"""

import os
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ROOT / "tools" / "icons"
OUT = ROOT / "site" / "icons"

# (output name, source SVG, size in px)
ICONS = [
    ("icon-192.png", "icon.svg", 192),
    ("icon-512.png", "icon.svg", 512),
    ("maskable-192.png", "icon-maskable.svg", 192),
    ("maskable-512.png", "icon-maskable.svg", 512),
    ("apple-touch-icon.png", "icon-maskable.svg", 180),
]


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium"),
                                     args=["--headless", "--no-sandbox", "--disable-gpu"])
        for name, source, size in ICONS:
            page = browser.new_page(viewport={"width": size, "height": size})
            svg = (SOURCES / source).read_text()
            page.set_content("<!doctype html><style>html,body{margin:0;background:transparent}"
                             f"svg{{display:block;width:{size}px;height:{size}px}}</style>{svg}")
            page.screenshot(path=str(OUT / name), omit_background=True)
            page.close()
            print(f"wrote {(OUT / name).relative_to(ROOT)} ({size} x {size})")
        browser.close()


if __name__ == "__main__":
    main()
