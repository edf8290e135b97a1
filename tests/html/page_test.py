#!/usr/bin/env python3
"""The page of `paipu export-html` in headless Chromium.

Exports samples, opens each page from a file:// URL, steps through it with the keyboard (and a few
clicks), takes screenshots at chosen steps, and at each checks that what the page shows — the
pieces of every zone, hidden ones as '*', and the seat plates — is the scene `paipu replay --json
--step K [--seat S]` gives for that step, and that the SVG really holds those pieces.

Exit 0 pass, 1 fail, 77 skipped (no chromium, chromedriver or python3-selenium installed).
"""
import argparse
import json
import os
import shutil
import subprocess
import sys

SKIP = 77
WINDS = "ESWN"

# (sample, [(hand, step, seat), ...]): seat -1 is the omniscient view; step None is the end.
CASES = [
    ("samples/tianjiu/match1-defaults.paipu",
     [(1, 0, -1), (1, 5, -1), (1, 5, 1), (1, None, 0), (2, 7, 2), (2, None, -1)]),
    ("samples/daqizi/match1-dealer-streak.paipu",
     [(1, 4, -1), (1, 9, 3), (2, 10, 1), (2, None, -1)]),
    # 三打哈 with every card dealt: the auction (5), the kitty shown as it is taken up (8), trumps
    # named (9) and buried (10) in the declarer's view and another's, play, the end.
    ("tests/viewer/records/sandaha-4-seats.paipu",
     [(1, 5, -1), (1, 8, 0), (1, 10, 2), (1, 10, 1), (1, 30, -1), (1, None, 3)]),
    ("tests/viewer/records/sandaha-3-seats.paipu", [(1, 6, -1), (1, 14, 1), (1, None, -1)]),
]


class Failure(Exception):
    pass


def expect(cond, what):
    if not cond:
        raise Failure(what)


def run(cmd, env):
    r = subprocess.run(cmd, capture_output=True, text=True, env=env)
    return r.returncode, r.stdout, r.stderr


def reference(args, env, sample, record, hand, step, seat):
    cmd = [args.paipu, "replay", sample, "--record", str(record), "--hand", str(hand),
           "--step", str(step), "--json"]
    if seat >= 0:
        cmd += ["--seat", WINDS[seat]]
    code, out, err = run(cmd, env)
    expect(code == 0, f"{' '.join(cmd)} exited {code}: {err}")
    return json.loads(out.splitlines()[0])


def scene_pieces(scene):
    return [{"kind": z["kind"], "seat": z["seat"],
             "pieces": ["*" if p["hidden"] else p["label"]
                        for g in z["groups"] for p in g["pieces"]]}
            for z in scene["zones"]]


def scene_seats(scene):
    return [{"wind": s["wind"], "name": s["name"], "score": s["score"], "dealer": s["dealer"],
             "figures": [[f["label"], f["value"]] for f in s["figures"]]}
            for s in scene["seats"]]


def drawn(driver):
    """What the SVG holds: per zone index the labels of its piece elements, in document order,
    with each piece's size on screen; and the text of each seat plate."""
    return driver.execute_script("""
        const zones = {};
        for (const e of document.querySelectorAll('#table .pc')) {
          const r = e.getBoundingClientRect();
          (zones[e.dataset.zone] = zones[e.dataset.zone] || []).push(
              {label: e.dataset.label, w: r.width, h: r.height,
               back: e.querySelector('.back') !== null, trump: e.classList.contains('trump')});
        }
        const calls = {};
        for (const e of document.querySelectorAll('#table .call'))
          (calls[e.dataset.zone] = calls[e.dataset.zone] || []).push(e.textContent);
        const plates = {};
        for (const p of document.querySelectorAll('#table .plate'))
          plates[p.dataset.seat] = p.textContent;
        return {zones, plates, calls};""")


def check_step(driver, args, env, sample, want_hand, want_step, seat, shot):
    state = driver.execute_script("return window.paipu.state()")
    expect(state["hand"] == want_hand, f"on hand {state['hand']}, wanted {want_hand}")
    step = state["steps"] - 1 if want_step is None else want_step
    expect(state["step"] == step, f"on step {state['step']}, wanted {step}")
    expect(state["seat"] == seat, f"seat {state['seat']}, wanted {seat}")
    driver.save_screenshot(shot)

    ref = reference(args, env, sample, state["record"], state["handInRecord"], step, seat)
    scene = ref["scene"]
    expect(scene["viewer"] == seat, f"reference viewer {scene['viewer']}")
    want_zones = scene_pieces(scene)
    expect(state["zones"] == want_zones,
           f"zones differ from paipu replay:\n page {state['zones']}\n cli  {want_zones}")
    expect(state["seats"] == scene_seats(scene),
           f"seats differ:\n page {state['seats']}\n cli  {scene_seats(scene)}")

    svg = drawn(driver)
    for i, zone in enumerate(want_zones):
        pieces = svg["zones"].get(str(i), [])
        labels = [p["label"] for p in pieces]
        expect(labels == zone["pieces"], f"zone {i} ({zone['kind']} {zone['seat']}) drawn as "
                                         f"{labels}, the scene has {zone['pieces']}")
        for p in pieces:
            expect(p["w"] > 4 and p["h"] > 4, f"zone {i}: piece {p['label']} drawn {p['w']}x{p['h']}")
            expect(p["back"] == (p["label"] == "*"), f"zone {i}: piece {p['label']} back={p['back']}")
        trumps = [p.get("trump", False) for g in scene["zones"][i]["groups"] for p in g["pieces"]]
        expect([p["trump"] for p in pieces] == trumps,
               f"zone {i} ({zone['kind']} {zone['seat']}): trump marks {[p['trump'] for p in pieces]}, "
               f"the scene has {trumps}")
        if zone["kind"] == "bids":
            want = [(WINDS[g["seat"]] + " " if g["seat"] >= 0 else "") + g["caption"]
                    for g in scene["zones"][i]["groups"] if not g["pieces"] and g["caption"]]
            got = svg["calls"].get(str(i), [])
            expect(got == want, f"zone {i}: calls drawn {got}, the scene has {want}")
    expect(len(svg["zones"]) <= len(want_zones), f"pieces drawn for zones {list(svg['zones'])}")
    for s, info in enumerate(scene["seats"]):
        plate = svg["plates"].get(str(s), "")
        for part in [info["wind"], info["name"], str(info["score"])] + \
                [f["label"] + " " + f["value"] for f in info["figures"]]:
            expect(part in plate, f"plate of seat {s} '{plate}' lacks '{part}'")
        expect(("親" in plate) == info["dealer"], f"plate of seat {s} '{plate}': dealer mark")

    panel = driver.find_element("id", "panel").text
    if want_step is None and ref["finished"]:
        expect("Settlement" in panel, "no settlement at the end of the hand")
        for w, delta in ref["settlement"]["deltas"].items():
            text = f"{w} {'+' if delta > 0 else ''}{delta}"
            expect(text in panel, f"settlement lacks '{text}'")
    return state


def press(driver, key, times=1):
    from selenium.webdriver.common.action_chains import ActionChains
    chain = ActionChains(driver)
    for _ in range(times):
        chain.send_keys(key)
    chain.perform()


def go_keyboard(driver, hand, step, seat):
    """From wherever the page is, to (hand, step, seat) with keys only."""
    from selenium.webdriver.common.keys import Keys
    current = driver.execute_script("return window.paipu.state()")["hand"]
    if hand > current:
        press(driver, Keys.PAGE_DOWN, hand - current)
    elif hand < current:
        press(driver, "[", current - hand)
    if step is None:
        press(driver, Keys.END)
    else:
        press(driver, Keys.HOME)
        press(driver, Keys.ARROW_RIGHT, step)
    press(driver, str(seat + 1))


def check_sample(driver, args, env, sample):
    name = os.path.splitext(os.path.basename(sample))[0]
    page = os.path.join(args.out, name + ".html")
    code, _, err = run([args.paipu, "export-html", sample, "-o", page], env)
    expect(code == 0, f"export-html {sample} exited {code}: {err}")
    driver.get("file://" + os.path.abspath(page))
    errors = [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]
    expect(not errors, f"console errors: {errors}")
    for hand, step, seat in dict(CASES)[sample]:
        go_keyboard(driver, hand, step, seat)
        shot = os.path.join(args.out, f"{name}-h{hand}-s{'end' if step is None else step}-"
                                      f"{'all' if seat < 0 else WINDS[seat]}.png")
        check_step(driver, args, env, sample, hand, step, seat, shot)
    # The mouse: a timeline step, then the step button and a seat button.
    driver.execute_script("document.querySelector('#timeline button[data-step=\"3\"]').click()")
    driver.find_element("id", "next").click()
    driver.execute_script("document.querySelectorAll('#seat-buttons button')[1].click()")
    state = driver.execute_script("return window.paipu.state()")
    check_step(driver, args, env, sample, state["hand"], 4, 0,
               os.path.join(args.out, f"{name}-clicked.png"))
    errors = [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]
    expect(not errors, f"console errors: {errors}")
    print(f"ok {sample}: {len(dict(CASES)[sample]) + 1} steps checked")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--paipu", required=True)
    ap.add_argument("--source", required=True)
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    chromium = shutil.which("chromium")
    driver_path = shutil.which("chromedriver") or "/usr/bin/chromedriver"
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
    except ImportError:
        print("SKIP: python3-selenium is not installed")
        return SKIP
    if not chromium or not os.path.exists(driver_path):
        print("SKIP: chromium or chromedriver is not installed")
        return SKIP
    os.makedirs(args.out, exist_ok=True)
    os.chdir(args.source)
    env = dict(os.environ)

    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--window-size=1400,1000"):
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(driver_path), options=options)
    try:
        for sample, _ in CASES:
            check_sample(driver, args, env, sample)
    except Failure as f:
        print(f"FAIL: {f}")
        return 1
    finally:
        driver.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
