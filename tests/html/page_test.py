#!/usr/bin/env python3
"""The page of `paipu export-html` in headless Chromium.

Exports samples, opens each page from a file:// URL, steps through it with the keyboard (and a few
clicks), takes screenshots at chosen steps, and checks:

- that the page's state at each chosen step (the pieces of every zone, hidden ones as '*', and the
  seat plates) is the scene `paipu replay --json --step K [--seat S]` gives for that step, and
  that the plates drawn say so;
- that the table drawn is the display list the window draws: for every step of one sample per game
  (3 and 4 seats), and from a seat's view at the chosen steps, every named item of `paipu render
  --table` (JSON) is on the page with the same id, and its box as the browser lays it out is
  within 1 px of the box the C++ layout gave it;
- that a page exported with --analyze shows each step's verdict on its button, and that n / N visit
  exactly the mistakes `paipu analyze` finds, the panel showing the moves at each;
- the page's start-up time, printed.

Exit 0 pass, 1 fail, 77 skipped (no chromium, chromedriver or python3-selenium installed).
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import time

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
    # 温州麻雀: S's deal with a 財神 (4) in everyone's and E's view, a chi and claimed (dimmed)
    # discards in S's view (13), the end.
    ("samples/wenzhou/worked-example.paipu", [(1, 4, -1), (1, 4, 0), (1, 13, 1), (1, None, -1), (1, None, 2)]),
    # 清一色東天紅 at three seats: S's open riichi shown to W (12), the end with the ガリ pulled, the
    # indicators and the ura; a closed riichi's red 0p and 白 wild in E's river, from S's seat.
    ("samples/chinton/open-riichi-dealt-in.paipu", [(1, 12, 2), (1, None, -1)]),
    ("samples/chinton/closed-riichi-tsumo.paipu", [(1, None, 1)]),
]
# One sample per game, both seat counts of 三打哈: every step of this hand is compared.
EVERY_STEP = {
    "samples/tianjiu/match1-defaults.paipu": 1,
    "samples/daqizi/match1-dealer-streak.paipu": 1,
    "tests/viewer/records/sandaha-4-seats.paipu": 1,
    "tests/viewer/records/sandaha-3-seats.paipu": 1,
    "samples/wenzhou/worked-example.paipu": 1,
    "samples/chinton/open-riichi-dealt-in.paipu": 1,
}


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
    """Every named item of the table as the browser lays it out, in the table's own units: its
    geometry (getBBox: no stroke; a piece's symbol box) carried through its own transform (a turned
    piece's rotation)."""
    return driver.execute_script("""
        const svg = document.getElementById('board');
        const root = svg.getScreenCTM().inverse();
        const out = [];
        for (const e of svg.querySelectorAll('[id]')) {
          if (e.closest('defs') || e.closest('clipPath')) continue;
          let b = e.getBBox();
          // A piece's box is its symbol's (data-w, data-h) at its x, y: its drawing may overrun it.
          if (e.tagName === 'use') {
            const g = document.getElementById(e.getAttribute('href').slice(1));
            b = {x: e.x.baseVal.value, y: e.y.baseVal.value, width: +g.dataset.w, height: +g.dataset.h};
          }
          const m = root.multiply(e.getScreenCTM());
          const xs = [], ys = [];
          for (const [x, y] of [[b.x, b.y], [b.x + b.width, b.y], [b.x, b.y + b.height],
                                [b.x + b.width, b.y + b.height]]) {
            const p = new DOMPoint(x, y).matrixTransform(m);
            xs.push(p.x);
            ys.push(p.y);
          }
          const x = Math.min(...xs), y = Math.min(...ys);
          out.push([e.id, x, y, Math.max(...xs) - x, Math.max(...ys) - y,
                    e.tagName === 'text' ? e.textContent : '']);
        }
        return out;""")


def rendered(args, env, hand, step, seat, sample, where):
    """The C++ display list of the table at that step, as `paipu render --table` writes it."""
    cmd = [args.paipu, "render", sample, "--table", "--hand", str(hand), "--step", str(step),
           "-o", where]
    if seat >= 0:
        cmd += ["--seat", WINDS[seat]]
    code, _, err = run(cmd, env)
    expect(code == 0, f"{' '.join(cmd)} exited {code}: {err}")
    with open(where, encoding="utf-8") as f:
        return json.load(f)


def compare_boxes(page, cpp, what):
    """Same named items in the same order, each box within 1 px. A text's height is the font's line
    box, which the browser takes from other metrics than FreeType's (taller): on the same baseline,
    the C++ line box lies within the browser's, to 1 px. Its width is the layout's (textLength)."""
    want = [i for i in cpp["items"] if i["id"] and i["kind"] not in ("clip", "unclip")]
    got_ids = [g[0] for g in page]
    want_ids = [i["id"] for i in want]
    expect(got_ids == want_ids, f"{what}: the page has items {got_ids}, the C++ list {want_ids}")
    worst = 0.0
    for g, i in zip(page, want):
        x, y, w, h = g[1:5]
        bx, by, bw, bh = i["box"]
        if i["kind"] == "text":
            off = max(abs(x - bx), abs(w - bw), by - y if by < y else 0,
                      (by + bh) - (y + h) if by + bh > y + h else 0)
        else:
            off = max(abs(x - bx), abs(y - by), abs(w - bw), abs(h - bh))
        worst = max(worst, off)
        expect(off <= 1.0, f"{what}: {i['id']} {g[5]!r} at {[round(v, 2) for v in g[1:5]]} on the "
                           f"page, {[round(v, 2) for v in i['box']]} in the C++ list")
    return worst


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

    page = drawn(driver)
    compare_boxes(page, rendered(args, env, state["hand"], step, seat, sample,
                                 shot[:-4] + ".json"), f"{sample} step {step} seat {seat}")
    # The plates say who sits where, their score and figures, and who deals.
    for s, info in enumerate(scene["seats"]):
        plate = " ".join(g[5] for g in page if g[0].startswith(f"plate/{s}/"))
        # The wind as players write it: 東 南 西 北.
        wind = {"E": "東", "S": "南", "W": "西", "N": "北"}.get(info["wind"], info["wind"])
        # At a settled hand's last step the plate shows the score after it (as the window does).
        score = [] if step == state["steps"] - 1 else [str(info["score"])]
        for part in [wind, info["name"]] + score + \
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
        # Home goes to the deal first, then (pressed again) to the start before it, as in the window.
        press(driver, Keys.HOME)
        if driver.execute_script("return window.paipu.state()")["step"] != 0:
            press(driver, Keys.HOME)
        expect(driver.execute_script("return window.paipu.state()")["step"] == 0, "Home twice: not at step 0")
        press(driver, Keys.ARROW_RIGHT, step)
    press(driver, str(seat + 1))


def check_sample(driver, args, env, sample):
    name = os.path.splitext(os.path.basename(sample))[0]
    page = os.path.join(args.out, name + ".html")
    code, _, err = run([args.paipu, "export-html", sample, "-o", page], env)
    expect(code == 0, f"export-html {sample} exited {code}: {err}")
    driver.get("file://" + os.path.abspath(page))
    # The data is read and unpacked before the first step is drawn: wait for it.
    for _ in range(400):
        if driver.execute_script("return window.paipu !== undefined && window.paipu.startup_ms > 0"):
            break
        time.sleep(0.05)
    print(f"{sample}: the page started in "
          f"{driver.execute_script('return window.paipu.startup_ms'):.0f} ms")
    errors = [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]
    expect(not errors, f"console errors: {errors}")
    # The page opens where the window does: at the deal, the pieces dealt, not at step 0's backs.
    opened = driver.execute_script("return window.paipu.state()")
    deal = driver.execute_script("return window.paipu.deal(0)")
    expect(opened["step"] == deal, f"opened at step {opened['step']}, the deal is step {deal}")
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
    if sample in EVERY_STEP:
        check_every_step(driver, args, env, sample, EVERY_STEP[sample])


def check_every_step(driver, args, env, sample, hand):
    """Every step of one hand, seen by everyone: the page's table against `paipu render --table`."""
    name = os.path.splitext(os.path.basename(sample))[0]
    where = os.path.join(args.out, name + "-lists")
    cmd = [args.paipu, "render", sample, "--table", "--hand", str(hand), "--all-steps", where,
           "--format", "json"]
    code, _, err = run(cmd, env)
    expect(code == 0, f"{' '.join(cmd)} exited {code}: {err}")
    files = sorted(f for f in os.listdir(where) if f.endswith(".json"))
    worst = 0.0
    for k, f in enumerate(files):
        driver.execute_script(f"window.paipu.go({hand - 1}, {k}, -1)")
        with open(os.path.join(where, f), encoding="utf-8") as j:
            worst = max(worst, compare_boxes(drawn(driver), json.load(j), f"{sample} step {k}"))
    print(f"ok {sample}: all {len(files)} steps of hand {hand} drawn as the C++ list "
          f"(largest difference {worst:.2f} px)")


ANALYSED = "tests/viewer/records/tianjiu-analysed.paipu"
MISTAKES = ("?! dubious", "? mistake", "?? blunder")


def check_analysis(driver, args, env):
    """export-html --analyze: the strip on the step buttons, the panel's moves, and n / N."""
    from selenium.webdriver.common.keys import Keys
    page = os.path.join(args.out, "analysed.html")
    code, _, err = run([args.paipu, "export-html", ANALYSED, "--analyze", "--budget", "300",
                        "-o", page], env)
    expect(code == 0, f"export-html --analyze exited {code}: {err}")
    code, out, err = run([args.paipu, "analyze", ANALYSED, "--budget", "300", "--json"], env)
    expect(code == 0, f"analyze exited {code}: {err}")
    glyphs = [d["glyph"] for d in json.loads(out)["decisions"] if d["glyph"]]
    driver.get("file://" + os.path.abspath(page))
    for _ in range(400):
        if driver.execute_script("return window.paipu !== undefined && window.paipu.startup_ms > 0"):
            break
        time.sleep(0.05)
    # Every step but the start has its verdict on its button's lower edge.
    verdicts = driver.execute_script(
        "return [...document.querySelectorAll('#timeline button')].map((b) => "
        "[Number(b.dataset.verdict), getComputedStyle(b).borderBottomColor])")
    expect(all(v >= 0 for v, _ in verdicts[1:]), f"a step without a verdict: {verdicts}")
    # n from the start visits exactly the mistakes, in order; N comes back.
    press(driver, Keys.HOME)
    press(driver, Keys.HOME)
    seen = []
    for _ in range(len(glyphs) + 1):
        before = driver.execute_script("return window.paipu.state()")["step"]
        press(driver, "n")
        state = driver.execute_script("return window.paipu.state()")
        if state["step"] == before:
            break
        expect(state["verdict"] in MISTAKES, f"n stopped at step {state['step']}: {state['verdict']}")
        expect("▶" in state["analysis"] and "played" in state["analysis"],
               f"the panel at step {state['step']}: {state['analysis']!r}")
        seen.append(state["verdict"].split()[0])
    expect(seen == glyphs, f"n visited {seen}, the analysis has {glyphs}")
    last = driver.execute_script("return window.paipu.state()")["step"]
    press(driver, "N")
    back = driver.execute_script("return window.paipu.state()")
    expect(len(glyphs) < 2 or (back["step"] < last and back["verdict"] in MISTAKES),
           f"N from step {last} went to {back['step']}")
    driver.save_screenshot(os.path.join(args.out, "analysed.png"))
    errors = [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]
    expect(not errors, f"console errors: {errors}")
    print(f"ok {ANALYSED}: the analysis's {len(glyphs)} mistakes shown and visited with n / N")


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
        check_analysis(driver, args, env)
    except Failure as f:
        print(f"FAIL: {f}")
        return 1
    finally:
        driver.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
