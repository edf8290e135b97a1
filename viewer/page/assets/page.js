// The replay page of `paipu export-html`: reads the inlined data (docs/export-html.md), draws the
// table as SVG and the panel as HTML, and steps with the keyboard, the buttons and the timeline.
"use strict";
// The data is gzipped JSON in base64, read with the browser's own DecompressionStream.
async function readPaipuData() {
  const bytes = Uint8Array.from(atob(document.getElementById("paipu-data").textContent.trim()),
    (c) => c.charCodeAt(0));
  const text = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  return JSON.parse(await new Response(text).text());
}
(async function () {
  const started = performance.now();
  const data = await readPaipuData();
  const S = data.strings;
  const SVG = "http://www.w3.org/2000/svg";
  const WINDS = ["E", "S", "W", "N"];
  const UNKNOWN_PIECE = 65535;
  const view = { hand: 0, step: 0, seat: -1 };

  // ------------------------------------------------------------------ decoding (as page_scene())

  function decodeScene(index, seat, applyMasks) {
    const e = data.scenes[index];
    const seats = e[0].map((i) => {
      const p = data.seats[i];
      return {
        wind: S[p[0]], name: S[p[1]], status: S[p[2]],
        figures: p[3].map((f) => ({ label: S[f[0]], value: S[f[1]] })),
        score: p[4], dealer: (p[5] & 1) !== 0, to_move: (p[5] & 2) !== 0,
      };
    });
    const zones = e[1].map((zi) => {
      const z = data.zones[zi];
      const mask = z[5] >= 0 ? S[z[5]] : "";
      let k = 0;
      const groups = z[4].map((gi) => {
        const g = data.groups[gi];
        const pieces = g[4].map((pi) => {
          const p = data.pieces[pi];
          const f = p[4];
          const piece = {
            id: p[0], family: S[p[1]], face: S[p[2]], label: S[p[3]],
            face_down: (f & 1) !== 0, hidden: (f & 2) !== 0, highlight: (f & 4) !== 0,
            sideways: (f & 8) !== 0, dimmed: (f & 16) !== 0, wild: (f & 32) !== 0,
            tsumogiri: (f & 64) !== 0, trump: (f & 128) !== 0, from: p[5],
            plays_as: p[6] >= 0 ? S[p[6]] : "",
          };
          // The seat's bit in the mask digit says whether it sees this face.
          if (applyMasks && seat >= 0 && k < mask.length && !((parseInt(mask[k], 16) >> seat) & 1)) {
            piece.id = UNKNOWN_PIECE;
            piece.face = "";
            piece.label = "";
            piece.hidden = true;
            piece.trump = false;
            piece.wild = false;
            piece.plays_as = "";
          }
          k++;
          return piece;
        });
        return {
          seat: g[0], trick: g[1], caption: S[g[2]],
          highlight: (g[3] & 1) !== 0, winning: (g[3] & 2) !== 0, pieces,
        };
      });
      return { kind: S[z[0]], seat: z[1], label: S[z[2]], count: z[3], groups };
    });
    return { viewer: seat, seats, zones, info: e[2].map((i) => S[i]) };
  }

  function sceneAt(hand, position, seat) {
    const step = data.hands[hand].steps[position];
    if (step[0] === null) return null;
    for (const own of step[1]) if (own[0] === seat) return decodeScene(own[1], seat, false);
    return decodeScene(step[0], seat, true);
  }

  // ------------------------------------------------------------------ the table

  // The display lists the window draws (docs/export-html.md): each step an edit of the list before
  // it, every element an SVG string the C++ SVG writer made. Nothing is laid out here.
  const D = data.display;
  const decoded = new Map();  // "hand/seat" -> every step's list of element indices

  function applyEdit(before, edit, carry) {
    const after = [];
    let p = 0;
    for (let k = 0; k + 2 < edit.length; k += 3 + edit[k + 2]) {
      const copy = edit[k], skip = edit[k + 1], n = edit[k + 2];
      for (let i = 0; i < copy && p < before.length; i++) after.push(before[p++]);
      p += skip;
      for (let i = 0; i < n; i++) after.push((carry.last += edit[k + 3 + i]));
    }
    return after;
  }

  function stepLists(hand, seat) {
    const key = hand + "/" + seat;
    if (!decoded.has(key)) {
      const edits = data.hands[hand].display.lists;
      // A seat's view starts from the first list of everything's.
      let list = seat >= 0 ? applyEdit([], edits[0][0], { last: 0 }) : [];
      const carry = { last: 0 };
      decoded.set(key, (edits[seat + 1] || []).map((e) => (list = applyEdit(list, e, carry))));
    }
    return decoded.get(key);
  }

  function drawTable(hand, step, seat) {
    const svg = document.getElementById("board");
    svg.setAttribute("viewBox", `0 0 ${D.width} ${D.height}`);
    svg.setAttribute("font-family", D.font + ", sans-serif");
    const list = hand === null ? [] : stepLists(hand, seat)[step] || [];
    const body = list.map((i) => D.elements[i]).join("");
    // Only the symbols this step uses go into <defs>: a page holds thousands.
    const used = new Set();
    for (const m of body.matchAll(/href="#(s[0-9a-z]+)"/g)) used.add(m[1]);
    const defs = [...used].map((id) => D.symbols[id] || "").join("");
    svg.innerHTML = "<defs>" + defs + "</defs>" + D.background + body;
    if (hand === null || !list.length) {
      const note = document.createElementNS(SVG, "text");
      note.setAttribute("x", D.width / 2);
      note.setAttribute("y", D.height / 2);
      note.setAttribute("class", "empty-note");
      note.textContent = hand === null ? "No hand could be read: see the diagnostics."
        : "This hand could not be replayed: see the diagnostics.";
      svg.appendChild(note);
    }
    svg.setAttribute("data-hand", hand === null ? 0 : data.hands[hand].index);
  }

  // ------------------------------------------------------------------ the panel

  function html(tag, attrs, content) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
    if (content !== undefined) e.textContent = content;
    return e;
  }

  function seatName(s) {
    return WINDS[s] || String(s);
  }

  function showDiagnostics(box, title, list) {
    box.replaceChildren();
    if (!list.length) return;
    box.appendChild(html("h2", {}, title));
    for (const d of list) box.appendChild(html("div", { class: "diag-" + S[d[0]] }, S[d[1]]));
  }

  function showEvent(hand, step) {
    const box = document.getElementById("event");
    box.replaceChildren();
    const s = hand.steps[step];
    box.appendChild(html("h2", {}, step === 0 ? "Start" : "Step " + step));
    const line = html("div", { class: "event-line" }, step === 0 ? "(the deal)" : S[s[2]]);
    if (S[s[3]]) line.appendChild(html("span", { class: "glyph" }, S[s[3]]));
    box.appendChild(line);
    for (const c of s[4]) box.appendChild(html("div", { class: "comment" }, "{" + S[c] + "}"));
    for (const n of s[5]) box.appendChild(html("div", { class: "note" }, "» " + S[n]));
  }

  // The analysis at this step (export-html --analyze): the text is the viewer's own (data.verdicts,
  // hand.evaluation); nothing is worked out here.
  const V = data.verdicts || [];
  const PENDING = 0, UNSOLVED = 2;

  function verdictAt(hand, step) {
    const ev = hand.evaluation;
    return ev && step < ev.positions.length ? ev.positions[step] : [PENDING];
  }

  function showAnalysis(hand, step) {
    const box = document.getElementById("analysis");
    box.replaceChildren();
    const ev = hand.evaluation;
    if (!ev) return;
    box.appendChild(html("h2", {}, "Analysis"));
    if (!ev.done || S[ev.status].includes(";")) box.appendChild(html("div", { class: "ev-status" }, S[ev.status]));
    if (step === 0 || !ev.done) return;
    const p = verdictAt(hand, step);
    if (p[0] < UNSOLVED) {
      box.appendChild(html("div", { class: "ev-status" }, p[0] === PENDING ? "not valued" : "no decision here"));
      return;
    }
    const summary = html("div", { class: "ev-summary" }, S[p[1]]);
    const colour = S[ev.cells[step][1]];  // the strip's: a verdict's, or kept fewer without a glyph
    summary.style.color = colour;
    box.appendChild(summary);
    const paranoid = p[3].some((m) => S[m[2]] !== "");
    const table = html("table", { class: "moves" });
    const head = html("tr");
    for (const h of ["", "move", "value"].concat(paranoid ? ["paranoid"] : [])) head.appendChild(html("td", { class: "ev-status" }, h));
    table.appendChild(head);
    for (const m of p[3]) {
      const tr = html("tr", { class: (m[3] & 1 ? "best" : "") + (m[3] & 2 ? " played" : "") });
      tr.appendChild(html("td", {}, m[3] & 2 ? "▶" : ""));
      tr.appendChild(html("td", {}, S[m[0]]));
      tr.appendChild(html("td", { class: "num" }, S[m[1]]));
      if (paranoid) tr.appendChild(html("td", { class: "num" }, S[m[2]]));
      if (m[3] & 1) tr.style.color = V[3].colour;
      else if (m[3] & 2) tr.style.color = colour;
      table.appendChild(tr);
      if (S[m[4]]) {
        const detail = html("tr", { class: "ev-detail" });
        detail.appendChild(html("td"));
        detail.appendChild(html("td", { colspan: paranoid ? 3 : 2 }, S[m[4]]));
        table.appendChild(detail);
      }
    }
    box.appendChild(table);
    for (const n of p[4] || []) box.appendChild(html("div", { class: "ev-note" }, S[n]));
  }

  function showSettlement(hand, step) {
    const box = document.getElementById("settlement");
    box.replaceChildren();
    if (step !== hand.steps.length - 1) return;
    if (hand.broken) {
      box.appendChild(html("h2", {}, "Replay stopped at an error"));
      for (const u of hand.unplayed) box.appendChild(html("div", { class: "unplayed" }, S[u]));
    }
    const st = hand.settlement;
    if (st) {
      box.appendChild(html("h2", {}, "Settlement"));
      const winners = st.winners.map((w) => seatName(w)).join(", ");
      box.appendChild(html("div", {}, "winners: " + (winners || "none")));
      const table = html("table", { class: "pay" });
      for (const p of st.payments) {
        const tr = html("tr");
        tr.appendChild(html("td", {}, seatName(p[0]) + " → " + seatName(p[1])));
        tr.appendChild(html("td", {}, String(p[2])));
        tr.appendChild(html("td", {}, p[3] + (p[4] ? ": " + p[4] : "")));
        table.appendChild(tr);
      }
      box.appendChild(table);
      box.appendChild(html("div", {}, "deltas: " +
        st.deltas.map((d, s) => seatName(s) + " " + (d > 0 ? "+" : "") + d).join("  ")));
      for (const n of st.notes) box.appendChild(html("div", { class: "note" }, n));
    }
    box.appendChild(html("div", { class: "totals" }, "totals: " +
      hand.after.map((t, s) => seatName(s) + " " + t).join("  ")));
  }

  function showHands() {
    const list = document.getElementById("hands");
    list.replaceChildren();
    data.hands.forEach((h, i) => {
      const li = html("li", { value: h.index, class: (i === view.hand ? "on" : "") + (h.error ? " error" : "") }, S[h.title]);
      li.addEventListener("click", () => go(i, dealOf(i), view.seat));
      list.appendChild(li);
    });
    const on = list.querySelector("li.on");
    if (on && on.scrollIntoView) on.scrollIntoView({ block: "nearest" });
  }

  function showTags(hand) {
    const dl = document.getElementById("tags");
    dl.replaceChildren();
    for (const [k, v] of hand.tags) {
      dl.appendChild(html("dt", {}, S[k]));
      dl.appendChild(html("dd", {}, S[v]));
    }
  }

  function showTimeline(hand) {
    const box = document.getElementById("timeline");
    box.replaceChildren();
    hand.steps.forEach((s, k) => {
      let cls = k === view.step ? "on" : "";
      if (s[6].length) cls += " diag";
      if (S[s[3]]) cls += " glyph";
      const v = hand.evaluation && k > 0 ? verdictAt(hand, k)[0] : -1;
      if (v >= 0) cls += " ev" + (v === PENDING ? " ev-pending" : "");
      const title = (k === 0 ? "start" : S[s[2]]) + (v >= 0 ? " · " + V[v].name : "");
      const b = html("button", { class: cls, title, "data-step": k, "data-verdict": v }, String(k));
      if (v >= 0) {
        // The strip's cell (viewer::strip_cell): a lower edge `fill` of its full width, or dashed.
        const [fill, colour, outline] = hand.evaluation.cells[k];
        b.style.borderBottomColor = S[colour];
        if (!outline) b.style.borderBottomWidth = Math.max(1, Math.round(fill * 5)) + "px";
      }
      b.addEventListener("click", () => go(view.hand, k, view.seat));
      box.appendChild(b);
    });
  }

  function showSeatButtons(hand) {
    const box = document.getElementById("seat-buttons");
    box.replaceChildren();
    for (let s = -1; s < hand.seats; s++) {
      const b = html("button", { class: s === view.seat ? "on" : "", title: "key " + (s + 1) },
        s < 0 ? "all" : WINDS[s]);
      b.addEventListener("click", () => go(view.hand, view.step, s));
      box.appendChild(b);
    }
  }

  // ------------------------------------------------------------------ navigation

  function render() {
    const hand = data.hands[view.hand];
    if (!hand) {
      drawTable(null, 0, -1);
      showDiagnostics(document.getElementById("file-diagnostics"), "Diagnostics", data.diagnostics);
      return;
    }
    drawTable(view.hand, view.step, view.seat);
    document.getElementById("counter").textContent =
      `hand ${hand.index} · step ${view.step}/${hand.steps.length - 1}`;
    showHands();
    showEvent(hand, view.step);
    showAnalysis(hand, view.step);
    showDiagnostics(document.getElementById("diagnostics"), "Diagnostics at this step", hand.steps[view.step][6]);
    showSettlement(hand, view.step);
    showTags(hand);
    showTimeline(hand);
    showSeatButtons(hand);
    showDiagnostics(document.getElementById("file-diagnostics"), "Diagnostics outside the hands", data.diagnostics);
  }

  // Where a hand opens, as in the window: after its deal lines, the pieces dealt.
  function dealOf(hand) {
    const h = data.hands[Math.max(0, Math.min(hand, data.hands.length - 1))];
    return h ? h.deal : 0;
  }

  function go(hand, step, seat) {
    if (!data.hands.length) return;
    view.hand = Math.max(0, Math.min(hand, data.hands.length - 1));
    const h = data.hands[view.hand];
    view.step = Math.max(0, Math.min(step, h.steps.length - 1));
    view.seat = seat >= -1 && seat < h.seats ? seat : -1;
    render();
  }

  // n / N: the next or previous mistake, comment, glyph or diagnostic (hand.marks, the window's
  // own list), on into the next hands; at the file's ends it stays.
  function jumpMark(forward) {
    const here = data.hands[view.hand];
    const inHand = forward ? here.marks.find((p) => p > view.step)
      : [...here.marks].reverse().find((p) => p < view.step);
    if (inHand !== undefined) return go(view.hand, inHand, view.seat);
    for (let h = view.hand + (forward ? 1 : -1); h >= 0 && h < data.hands.length; h += forward ? 1 : -1) {
      const marks = data.hands[h].marks;
      if (marks.length) return go(h, forward ? marks[0] : marks[marks.length - 1], view.seat);
    }
  }

  document.addEventListener("keydown", (e) => {
    if (e.ctrlKey || e.altKey || e.metaKey) return;
    const { hand, step, seat } = view;
    const keys = {
      ArrowRight: () => go(hand, step + 1, seat),
      ArrowLeft: () => go(hand, step - 1, seat),
      // As in the window: first to the deal, then (pressed again) to the start before it.
      Home: () => go(hand, step === dealOf(hand) ? 0 : dealOf(hand), seat),
      End: () => go(hand, Infinity, seat),
      PageDown: () => go(hand + 1, dealOf(hand + 1), seat),
      "]": () => go(hand + 1, dealOf(hand + 1), seat),
      PageUp: () => go(hand - 1, dealOf(hand - 1), seat),
      "[": () => go(hand - 1, dealOf(hand - 1), seat),
      n: () => jumpMark(true),
      N: () => jumpMark(false),
    };
    if (keys[e.key]) keys[e.key]();
    else if (/^[0-4]$/.test(e.key)) go(hand, step, Number(e.key) - 1);
    else return;
    e.preventDefault();
  });
  const clicks = {
    "prev-hand": () => go(view.hand - 1, dealOf(view.hand - 1), view.seat),
    first: () => go(view.hand, view.step === dealOf(view.hand) ? 0 : dealOf(view.hand), view.seat),
    prev: () => go(view.hand, view.step - 1, view.seat), next: () => go(view.hand, view.step + 1, view.seat),
    last: () => go(view.hand, Infinity, view.seat),
    "next-hand": () => go(view.hand + 1, dealOf(view.hand + 1), view.seat),
  };
  for (const [id, f] of Object.entries(clicks)) document.getElementById(id).addEventListener("click", f);

  // For tests and scripts: what is on the screen now.
  window.paipu = {
    state() {
      const hand = data.hands[view.hand];
      const scene = hand ? sceneAt(view.hand, view.step, view.seat) : null;
      return {
        hand: hand ? hand.index : 0, record: hand ? hand.record : 0, handInRecord: hand ? hand.hand : 0,
        step: view.step, steps: hand ? hand.steps.length : 0, seat: view.seat,
        verdict: hand && hand.evaluation ? V[verdictAt(hand, view.step)[0]].name : null,
        analysis: document.getElementById("analysis").innerText,
        seats: scene ? scene.seats.map((s) => ({
          wind: s.wind, name: s.name, score: s.score, dealer: s.dealer,
          figures: s.figures.map((f) => [f.label, f.value]),
        })) : [],
        zones: scene ? scene.zones.map((z) => ({
          kind: z.kind, seat: z.seat,
          pieces: z.groups.flatMap((g) => g.pieces.map((p) => (p.hidden ? "*" : p.label))),
        })) : [],
      };
    },
    scene: sceneAt,
    deal: dealOf,
    go,
  };
  if (data.hands.length) go(0, dealOf(0), -1);
  else render();
  // How long the page took to read its data and draw its first step, for bench/ and the curious.
  window.paipu.startup_ms = performance.now() - started;
})();
