#!/usr/bin/env python3
"""Redraws the side-by-side pictures of docs/viewer.md: each game at its deal, at a trick or a call,
and at its last step, in the window (`paipu render`, the whole screen at 1024x640) and on the replay
page (`paipu export-html` in headless Chromium, the table as the page shows it).

    PAIPU_PLUGIN_PATH=build/plugins python3 scripts/docs-images.py build/cli/paipu

Needs chromium, chromium-driver and python3-selenium (scripts/install-deps.sh installs them).
"""
import os
import subprocess
import sys
import tempfile
import time

OUT = "docs/images/side"

# (name, record, hand, the middle moment's step and what it shows)
GAMES = [
    ("tianjiu", "samples/tianjiu/match1-defaults.paipu", 1, 14, "trick 3"),
    ("daqizi", "samples/daqizi/match1-dealer-streak.paipu", 1, 20, "trick 5"),
    ("sandaha-4", "tests/viewer/records/sandaha-4-seats.paipu", 1, 30, "a trick"),
    ("sandaha-3", "tests/viewer/records/sandaha-3-seats.paipu", 1, 50, "trick 12"),
    ("wenzhou", "samples/wenzhou/worked-example.paipu", 1, 13, "a chi"),
    ("chinton", "samples/chinton/open-riichi-dealt-in.paipu", 1, 12, "an open riichi"),
]


def main():
    paipu = sys.argv[1] if len(sys.argv) > 1 else "build/cli/paipu"
    from selenium import webdriver
    options = webdriver.ChromeOptions()
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--window-size=1100,900", "--hide-scrollbars"):
        options.add_argument(flag)
    driver = webdriver.Chrome(options=options)
    os.makedirs(OUT, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        for name, record, hand, middle, _ in GAMES:
            page = os.path.join(tmp, name + ".html")
            subprocess.run([paipu, "export-html", record, "--hand", str(hand), "-o", page], check=True)
            driver.get("file://" + os.path.abspath(page))
            while not driver.execute_script("return window.paipu && window.paipu.startup_ms > 0"):
                time.sleep(0.05)
            deal = driver.execute_script("return window.paipu.deal(0)")
            last = driver.execute_script("return window.paipu.state().steps") - 1
            for moment, step in (("deal", deal), ("middle", middle), ("end", last)):
                base = os.path.join(OUT, f"{name}-{moment}")
                subprocess.run([paipu, "render", record, "--hand", str(hand), "--step", str(step),
                                "--size", "1024x640", "-o", base + "-window.png"], check=True)
                driver.execute_script(f"window.paipu.go(0, {step}, -1)")
                driver.find_element("id", "board").screenshot(base + "-page.png")
                print(base, "step", step)
    driver.quit()


if __name__ == "__main__":
    main()
