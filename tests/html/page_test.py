#!/usr/bin/env python3
"""The page of `paipu export-html` in headless Chromium.

Exports samples, opens each page from a file:// URL, steps through it with the keyboard (and a few
clicks), takes screenshots at chosen steps, and at each checks that what the page shows — the
pieces of every zone, hidden ones as '*', and the seat plates — is the scene `paipu replay --json
--step K [--seat S]` gives for that step, and that the SVG really holds those pieces.

Mahjong tiles are also checked as pictures: each face drawn once in the table's <defs> and used
by every tile of it, with the marks of its kind (so many circles on a pinzu tile, the numeral and 萬
on a manzu one, ...), the 財神's gold badge, and on a page whose data is edited here, the index of
the face a tile plays as and the tsumogiri bar; in a generated 温州麻雀 hand, a 白's index of the
face it plays as, in every view, against `paipu replay`.

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
    # 温州麻雀: S's deal with a 財神 (4) in everyone's and E's view, a chi and claimed (dimmed)
    # discards in S's view (13), the end.
    ("samples/wenzhou/worked-example.paipu", [(1, 4, -1), (1, 4, 0), (1, 13, 1), (1, None, -1), (1, None, 2)]),
    # 清一色東天紅 at three seats: S's open riichi shown to W (12), the end with the ガリ pulled, the
    # indicators and the ura; a closed riichi's red 0p and 白 wild in E's river, from S's seat.
    ("samples/chinton/open-riichi-dealt-in.paipu", [(1, 12, 2), (1, None, -1)]),
    ("samples/chinton/closed-riichi-tsumo.paipu", [(1, None, 1)]),
]
WENZHOU = "samples/wenzhou/worked-example.paipu"


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
          const chip = e.querySelector('.plays-as');
          (zones[e.dataset.zone] = zones[e.dataset.zone] || []).push(
              {label: e.dataset.label, x: r.x, y: r.y, w: r.width, h: r.height,
               back: e.querySelector('.back') !== null, trump: e.classList.contains('trump'),
               wild: e.querySelector('.wild-badge') !== null,
               tsumogiri: e.querySelector('.tsumogiri-bar') !== null,
               dimmed: e.querySelector('.dim') !== null,
               plays_as: chip ? chip.textContent : ''});
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
        # The marks the viewer draws: a wildcard's badge (never on a back), the tsumogiri bar, the
        # dimmed veil, and the index of the face a tile plays as.
        in_scene = [p for g in scene["zones"][i]["groups"] for p in g["pieces"]]
        for mark in ("wild", "tsumogiri", "dimmed", "plays_as"):
            want = [q.get(mark, "" if mark == "plays_as" else False) for q in in_scene]
            if mark == "wild":
                want = [w and not q["hidden"] for w, q in zip(want, in_scene)]
            if mark == "plays_as":
                want = [mahjong_name(w) if w else "" for w in want]
            got = [p[mark] for p in pieces]
            expect(got == want, f"zone {i} ({zone['kind']} {zone['seat']}): {mark} drawn {got}, "
                                f"the scene has {want}")
        if zone["kind"] == "bids":
            want = [(WINDS[g["seat"]] + " " if g["seat"] >= 0 else "") + g["caption"]
                    for g in scene["zones"][i]["groups"] if not g["pieces"] and g["caption"]]
            got = svg["calls"].get(str(i), [])
            expect(got == want, f"zone {i}: calls drawn {got}, the scene has {want}")
    expect(len(svg["zones"]) <= len(want_zones), f"pieces drawn for zones {list(svg['zones'])}")
    # Zones joined on one row (melds, pulled pieces) and the regions of a 3-seat table: no piece
    # drawn over another.
    placed = [(z, p) for z, ps in svg["zones"].items() for p in ps]
    for i, (za, a) in enumerate(placed):
        for zb, b in placed[i + 1:]:
            apart = (a["x"] + a["w"] <= b["x"] + 0.5 or b["x"] + b["w"] <= a["x"] + 0.5 or
                     a["y"] + a["h"] <= b["y"] + 0.5 or b["y"] + b["h"] <= a["y"] + 0.5)
            expect(apart, f"piece {a['label']} of zone {za} overlaps {b['label']} of zone {zb}")
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


MANZU = " 一二三四五六七八九"
HONOURS = {"E": "東", "S": "南", "W": "西", "N": "北", "P": "白", "F": "發", "C": "中"}
FLOWERS = "春夏秋冬梅蘭菊竹"
INK = {"red": "#c81c1c", "black": "#141414", "blue": "#1c4696", "green": "#1e783c"}


def mahjong_name(face):
    """A face's short name, as the index of the face a tile plays as shows it: 5索, 東, 白."""
    if face in HONOURS:
        return HONOURS[face]
    if len(face) == 2 and face[0] == "f":
        return FLOWERS[int(face[1]) - 1]
    return str(int(face[0]) or 5) + {"m": "萬", "p": "筒", "s": "索"}[face[1]]


def tile_pictures(driver):
    """Every mahjong tile drawn with a face: its face code and the drawing its <use> shows."""
    return driver.execute_script("""
        return [...document.querySelectorAll('#table .pc')].filter((e) => e.dataset.face &&
            e.querySelector('title') && /^([0-9][mps]|[ESWNPFC]|f[1-8])$/.test(e.dataset.face)).map((e) => {
          const use = e.querySelector('use');
          const ref = use ? use.getAttribute('href') : '';
          const face = ref ? document.querySelector('#table defs ' + ref) : null;
          const marks = face ? [...face.querySelectorAll('.mark')] : [];
          return {
            face: e.dataset.face, zone: e.dataset.zone, ref, found: face !== null,
            texts: face ? [...face.querySelectorAll('text')].map((t) => [t.textContent, t.getAttribute('fill')]) : [],
            marks: marks.map((m) => ({
              circles: m.querySelectorAll('circle').length, rects: m.querySelectorAll('rect').length,
              bird: m.classList.contains('bird'),
              fills: [...m.children].map((c) => c.getAttribute('fill')),
            })),
            frames: face ? [...face.querySelectorAll('rect[stroke]')].map((r) => r.getAttribute('stroke')) : [],
            own: e.querySelectorAll('circle, text').length - e.querySelectorAll('.wild-badge, .plays-as text').length,
            wild: e.classList.contains('wild'), badge: e.querySelector('.wild-badge') !== null,
          };
        });""")


def check_tile_picture(t):
    """One tile's drawing against its face: what the old text-only drawing could not pass."""
    face, where = t["face"], f"tile {t['face']} in zone {t['zone']}"
    expect(t["ref"] == "#mj-" + face and t["found"], f"{where}: drawn with '{t['ref']}', not its face's <use>")
    expect(t["own"] == 0, f"{where}: marks drawn on the tile itself, not once in <defs>")
    texts = [x for x, _ in t["texts"]]
    if face in HONOURS and face != "P":
        ink = INK["green"] if face == "F" else INK["red"] if face == "C" else INK["black"]
        expect(t["texts"] == [[HONOURS[face], ink]], f"{where}: {t['texts']}")
        return
    if face == "P":
        expect(not texts and t["frames"][1:] == [INK["blue"]], f"{where}: 白 is a blue frame, not {t}")
        return
    if face[0] == "f":
        expect(FLOWERS[int(face[1]) - 1] in texts and face[1] in texts, f"{where}: {texts}")
        return
    rank, suit, red = int(face[0]) or 5, face[1], face[0] == "0"
    if suit == "m":
        numeral = INK["red"] if red else INK["black"]
        expect(t["texts"] == [[MANZU[rank], numeral], ["萬", INK["red"]]], f"{where}: {t['texts']}")
        return
    expect(not texts, f"{where}: text {texts} on a {suit} tile")
    expect(len(t["marks"]) == rank, f"{where}: {len(t['marks'])} marks, wanted {rank}")
    if suit == "p":
        for m in t["marks"]:
            expect(m["circles"] >= 4, f"{where}: a circle drawn as {m}")
            expect(not red or m["fills"][0] == INK["red"], f"{where}: a red five's circle {m['fills']}")
    elif rank == 1:
        expect(t["marks"][0]["bird"], f"{where}: 一索 without its bird")
    else:
        for m in t["marks"]:
            expect(m["rects"] >= 2 and m["circles"] == 0, f"{where}: a stick drawn as {m}")
            expect(not red or m["fills"][0] == INK["red"], f"{where}: a red five's stick {m['fills']}")


def check_tiles(driver):
    """Checks every tile drawn now; returns their faces."""
    tiles = tile_pictures(driver)
    for t in tiles:
        check_tile_picture(t)
        expect(t["badge"] == t["wild"], f"tile {t['face']}: wild {t['wild']}, badge {t['badge']}")
    return [(t["face"], t["wild"]) for t in tiles]


def check_wenzhou(driver, args, env):
    """The worked example's tiles as pictures, then a copy of its page whose data gives some tiles
    a face to play as, a tsumogiri mark and the other red fives and honours."""
    go_keyboard(driver, 1, None, -1)
    faces = check_tiles(driver)
    kinds = {f[1] if f[0] in "0123456789" else "honour" for f, _ in faces}
    expect(kinds == {"m", "p", "s", "honour"}, f"tiles drawn at the end: {faces}")
    # S won with a 財神 (5s) in hand; E holds one too; the indicator (a 5s) is no wildcard.
    expect(sum(1 for f, w in faces if f == "5s" and w) == 2, f"財神 drawn: {faces}")
    expect(sum(1 for f, w in faces if f == "5s" and not w) == 1, f"the indicator: {faces}")
    go_keyboard(driver, 1, 4, 0)  # E's view of S's deal: S's 財神 is a back, without a badge
    expect(all(f != "5s" or not w for f, w in check_tiles(driver)), "a 財神 badge on E's view")

    page = os.path.join(args.out, "worked-example.html")
    with open(page, encoding="utf-8") as f:
        html = f.read()
    open_tag = '<script id="paipu-data" type="application/json">'
    begin = html.index(open_tag) + len(open_tag)
    end = html.index("</script>", begin)
    data = json.loads(html[begin:end])
    strings = data["strings"]

    def index(s):
        if s not in strings:
            strings.append(s)
        return strings.index(s)

    # Every tile a face of its own, so that all of them get drawn: the 1s E discards as tsumogiri
    # and as 0s, each 中 playing as 5s; S's hand at its deal holds the rest.
    swap = {"1m": "0m", "2m": "P", "3m": "F", "9m": "f3", "3p": "0p", "4p": "1p", "7s": "0s",
            "E": "S", "N": "W"}
    for p in data["pieces"]:
        face = strings[p[2]]
        if face == "1s":
            p[4] |= 64
            p[2] = index("0s")
        elif face == "C":
            p[6:] = [index("5s")]
        elif face in swap:
            p[2] = index(swap[face])
        if len(p) == 6:
            p.append(-1)
    edited = os.path.join(args.out, "worked-example-edited.html")
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":")).replace("<", "\\u003c")
    with open(edited, "w", encoding="utf-8") as f:
        f.write(html[:begin] + text + html[end:])
    driver.get("file://" + os.path.abspath(edited))
    for seat in (-1, 1):
        driver.execute_script(f"window.paipu.go(0, 13, {seat})")
        faces = {f for f, _ in check_tiles(driver)}
        want = {"0m", "P", "F", "f3", "0p", "1p", "0s", "S", "W", "C"}
        expect(want <= faces, f"tiles drawn: {sorted(faces)}, wanted {sorted(want - faces)}")
        marks = driver.execute_script("""
            const pcs = [...document.querySelectorAll('#table .pc')];
            return {
              chips: pcs.filter((e) => e.querySelector('.plays-as'))
                  .map((e) => [e.dataset.face, e.querySelector('.plays-as').textContent]),
              bars: pcs.filter((e) => e.querySelector('.tsumogiri-bar')).map((e) => e.dataset.face),
              title: (pcs.find((e) => e.dataset.face === 'C') || {textContent: ''}).textContent,
            };""")
        expect(marks["chips"] and all(c == ["C", "5索"] for c in marks["chips"]),
               f"plays-as chips {marks['chips']}")
        expect("plays as 5索" in marks["title"], f"中's title '{marks['title']}'")
        expect(marks["bars"] == ["0s"], f"tsumogiri bars on {marks['bars']}")
        driver.save_screenshot(os.path.join(args.out, f"worked-example-edited-{seat}.png"))
    driver.execute_script("window.paipu.go(0, 4, 0)")  # E's view: S's 中 is a back, with no chip
    chips = driver.execute_script("return document.querySelectorAll('#table .plays-as').length")
    expect(chips == 0, f"{chips} plays-as chips on backs")
    errors = [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]
    expect(not errors, f"console errors: {errors}")
    print(f"ok {WENZHOU}: tiles drawn as pictures")

    # A generated hand, every tile dealt: the first step where a 白 plays as the 財神 kind, in every
    # view, against `paipu replay` (a seat that cannot see the 白 sees no index either).
    record = os.path.join(args.out, "wenzhou-generated.paipu")
    code, _, err = run([args.paipu, "generate", "wenzhou", "--hands", "1", "--seed", "7", "-o", record], env)
    expect(code == 0, f"generate wenzhou exited {code}: {err}")
    page = os.path.join(args.out, "wenzhou-generated.html")
    code, _, err = run([args.paipu, "export-html", record, "-o", page], env)
    expect(code == 0, f"export-html {record} exited {code}: {err}")
    driver.get("file://" + os.path.abspath(page))
    step = driver.execute_script("""
        const steps = window.paipu.state().steps;
        for (let k = 0; k < steps; k++) {
          const scene = window.paipu.scene(0, k, -1);
          if (scene && scene.zones.some((z) => z.groups.some((g) => g.pieces.some((p) => p.plays_as))))
            return k;
        }
        return -1;""")
    expect(step >= 0, f"no 白 plays as another face in {record}")
    for seat in (-1, 0, 1, 2, 3):
        go_keyboard(driver, 1, step, seat)
        check_step(driver, args, env, record, 1, step, seat,
                   os.path.join(args.out, f"wenzhou-generated-s{step}-{'all' if seat < 0 else WINDS[seat]}.png"))
        check_tiles(driver)
        if seat < 0:
            chips = driver.execute_script("return document.querySelectorAll('#table .plays-as').length")
            expect(chips > 0, f"step {step}: no plays-as index drawn")
    print(f"ok {record}: step {step}, where a 白 plays as another face, in every view")


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
    if sample == WENZHOU:
        check_wenzhou(driver, args, env)


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
