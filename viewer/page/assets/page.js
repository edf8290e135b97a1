// The replay page of `paipu export-html`: reads the inlined data (docs/export-html.md), draws the
// table as SVG and the panel as HTML, and steps with the keyboard, the buttons and the timeline.
"use strict";
(function () {
  const data = JSON.parse(document.getElementById("paipu-data").textContent);
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

  // ------------------------------------------------------------------ pieces

  const SIZES = {
    domino: [24, 46], xiangqi: [32, 32], card: [30, 42], mahjong: [26, 36],
  };

  function el(name, attrs, parent) {
    const e = document.createElementNS(SVG, name);
    for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
    if (parent) parent.appendChild(e);
    return e;
  }

  function text(parent, x, y, s, cls) {
    const t = el("text", { x, y, class: cls || "" }, parent);
    t.textContent = s;
    return t;
  }

  // Pip positions on a 3×3 grid (0..2) for 1 to 6 pips.
  const PIPS = {
    1: [[1, 1]], 2: [[0, 0], [2, 2]], 3: [[0, 0], [1, 1], [2, 2]],
    4: [[0, 0], [2, 0], [0, 2], [2, 2]], 5: [[0, 0], [2, 0], [1, 1], [0, 2], [2, 2]],
    6: [[0, 0], [0, 1], [0, 2], [2, 0], [2, 1], [2, 2]],
  };

  function drawDomino(g, face, w, h) {
    el("rect", { class: "body", x: 0, y: 0, width: w, height: h, rx: 3, fill: "#f6f1e3" }, g);
    el("line", { x1: 3, y1: h / 2, x2: w - 3, y2: h / 2, stroke: "#999" }, g);
    const ends = face.split("-").map(Number);
    const heaven = ends[0] === 6 && ends[1] === 6;
    ends.forEach((n, half) => {
      const cell = Math.min(w, h / 2) / 3.4;
      const x0 = w / 2 - cell, y0 = half * h / 2 + h / 4 - cell;
      (PIPS[n] || []).forEach(([u, v]) => {
        // As the viewer paints them: the ones and fours red, and the left column of each six of 天.
        const red = n === 1 || n === 4 || (heaven && u === 0);
        el("circle", { class: red ? "pip red" : "pip", cx: x0 + u * cell, cy: y0 + v * cell, r: cell * 0.36 }, g);
      });
    });
  }

  function drawXiangqi(g, face, label, w) {
    const red = face[0] === "R";
    el("circle", { class: "body", cx: w / 2, cy: w / 2, r: w / 2 - 1, fill: "#efd9a7" }, g);
    el("circle", { cx: w / 2, cy: w / 2, r: w / 2 - 4, fill: "none", stroke: red ? "#c22" : "#222" }, g);
    text(g, w / 2, w / 2, face.slice(1) || label, red ? "face-text red" : "face-text");
  }

  const SUITS = { S: "♠", H: "♥", D: "♦", C: "♣" };

  function star(g, cx, cy, r, cls) {
    const pts = [];
    for (let i = 0; i < 10; i++) {
      const a = -Math.PI / 2 + (i * Math.PI) / 5, q = i % 2 ? r * 0.4 : r;
      pts.push(`${(cx + q * Math.cos(a)).toFixed(2)},${(cy + q * Math.sin(a)).toFixed(2)}`);
    }
    el("polygon", { points: pts.join(" "), class: cls }, g);
  }

  // As the viewer paints a card: rank and suit in the top-left corner, red for ♥ ♦ and black for
  // ♠ ♣, a large suit or a framed J Q K; 大王 red with a filled gold-cored star, 小王 black with a
  // hollow one; a trump on a warmer face with an amber 主 chip under the index.
  function drawCard(g, p, w, h) {
    const face = p.face;
    el("rect", { class: p.trump ? "body card trump-face" : "body card", x: 0, y: 0, width: w, height: h, rx: 3 }, g);
    const joker = face === "BJ" || face === "RJ" ? "big" : face === "LJ" ? "little" : "";
    const suit = SUITS[face[0]] && !joker ? face[0] : "";
    if (joker) {
      const ink = joker === "big" ? "ink red" : "ink";
      text(g, 7, 9, joker === "big" ? "大" : "小", "card-index " + ink);
      text(g, 7, 19, "王", "card-index " + ink);
      if (joker === "big") {
        star(g, 19, 25, 9.5, "star red");
        star(g, 19, 25, 3.8, "star gold");
      } else {
        star(g, 19, 25, 9.5, "star hollow");
      }
    } else if (suit) {
      const rank = face.slice(1) === "T" ? "10" : face.slice(1);
      const ink = suit === "H" || suit === "D" ? "ink red" : "ink";
      text(g, 7, 9, rank, (rank === "10" ? "card-index ten " : "card-index ") + ink);
      text(g, 7, 19, SUITS[suit], "card-index " + ink);
      if (rank === "J" || rank === "Q" || rank === "K") {
        el("rect", { class: "court " + ink, x: 14, y: 13, width: 13, height: 24, rx: 1 }, g);
        text(g, 20.5, 21, rank, "card-court " + ink);
        text(g, 20.5, 31, SUITS[suit], "card-court small " + ink);
      } else {
        text(g, 20, 29, SUITS[suit], "card-pip " + ink);
      }
    } else {
      text(g, w / 2, h / 2, p.label || face, "face-text");
    }
    if (p.trump) {
      // A joker's star reaches under its index: the chip goes below the star's arm there.
      const y = joker ? 31 : 25;
      el("rect", { class: "trump-chip", x: 1.5, y, width: 10, height: 9, rx: 2 }, g);
      text(g, 6.5, y + 4.7, "主", "trump-text");
    }
  }

  // ------------------------------------------------------------------ mahjong tiles

  // As the viewer paints a tile (viewer/src/piece_painter.cpp, piece_geometry.cpp): an ivory face
  // over a layer of the back's colour, its marks inside the face's rim. Each face is drawn once, as
  // a <g> in the table's <defs>, and every tile of that face is a <use> of it.
  const MJ = {
    ivory: "#f8f4e6", back: "#e28c26", red: "#c81c1c", black: "#141414", blue: "#1c4696",
    green: "#1e783c", rim: "#aaa494",
  };
  const MANZU = ["", "一", "二", "三", "四", "五", "六", "七", "八", "九"];
  const HONOURS = { E: "東", S: "南", W: "西", N: "北", P: "白", F: "發", C: "中" };
  const FLOWERS = ["春", "夏", "秋", "冬", "梅", "蘭", "菊", "竹"];
  const SUIT_NAMES = { m: "萬", p: "筒", s: "索" };

  // As parse_mahjong: "5s", "0p" (a red five), "E" "S" "W" "N", "P" (白) "F" (發) "C" (中), "f1".."f8".
  function parseMahjong(face) {
    if (HONOURS[face]) return { kind: "EWSN".includes(face) ? "wind" : "dragon", honour: face };
    const m = /^([0-9])([mps])$/.exec(face);
    if (m) return { kind: "suited", suit: m[2], rank: Number(m[1]) || 5, red: m[1] === "0" };
    const f = /^f([1-8])$/.exec(face);
    return f ? { kind: "flower", rank: Number(f[1]) } : null;
  }

  // The short name of a face, for the index of the face a tile plays as: "5索", "東", "白".
  function mahjongName(face) {
    const f = parseMahjong(face);
    if (!f) return face;
    if (f.kind === "suited") return f.rank + SUIT_NAMES[f.suit];
    return f.kind === "flower" ? FLOWERS[f.rank - 1] : HONOURS[f.honour];
  }

  // Pinzu and souzu marks as [u, v, colour] on the face box, with the viewer's sizes.
  const PINZU = {
    1: [0.86, [[0.5, 0.5, "b"]]],
    2: [0.56, [[0.5, 0.26, "g"], [0.5, 0.74, "b"]]],
    3: [0.44, [[0.24, 0.18, "b"], [0.5, 0.5, "r"], [0.76, 0.82, "g"]]],
    4: [0.46, [[0.27, 0.26, "b"], [0.73, 0.26, "g"], [0.27, 0.74, "g"], [0.73, 0.74, "b"]]],
    5: [0.42, [[0.24, 0.2, "b"], [0.76, 0.2, "g"], [0.5, 0.5, "r"], [0.24, 0.8, "g"], [0.76, 0.8, "b"]]],
    6: [0.38, [[0.28, 0.15, "g"], [0.72, 0.15, "g"], [0.28, 0.55, "r"], [0.72, 0.55, "r"],
      [0.28, 0.85, "r"], [0.72, 0.85, "r"]]],
    7: [0.34, [[0.2, 0.11, "g"], [0.5, 0.22, "g"], [0.8, 0.33, "g"], [0.28, 0.62, "r"],
      [0.72, 0.62, "r"], [0.28, 0.88, "r"], [0.72, 0.88, "r"]]],
    8: [0.36, [0.12, 0.375, 0.625, 0.88].flatMap((v) => [[0.28, v, "b"], [0.72, v, "b"]])],
    9: [0.31, [[0.16, "g"], [0.5, "r"], [0.84, "b"]].flatMap(([v, c]) => [0.2, 0.5, 0.8].map((u) => [u, v, c]))],
  };
  const row = (vs, us, c) => vs.flatMap((v) => us.map((u) => [u, v, c]));
  // [stick width, stick height, marks]; 1s is the bird's box.
  const SOUZU = {
    1: [0.9, 0.8, [[0.5, 0.5, "g"]]],
    2: [0.15, 0.38, [[0.5, 0.26, "g"], [0.5, 0.74, "g"]]],
    3: [0.15, 0.38, [[0.5, 0.26, "g"], [0.28, 0.74, "g"], [0.72, 0.74, "g"]]],
    4: [0.15, 0.38, row([0.26, 0.74], [0.3, 0.7], "g")],
    5: [0.15, 0.38, [[0.2, 0.26, "g"], [0.8, 0.26, "g"], [0.5, 0.5, "r"], [0.2, 0.74, "g"], [0.8, 0.74, "g"]]],
    6: [0.15, 0.38, row([0.26, 0.74], [0.2, 0.5, 0.8], "g")],
    7: [0.15, 0.28, [[0.5, 0.16, "r"], ...row([0.5, 0.84], [0.2, 0.5, 0.8], "g")]],
    8: [0.13, 0.38, row([0.26, 0.74], [0.13, 0.38, 0.62, 0.87], "g")],
    9: [0.15, 0.28, [0.16, 0.5, 0.84].flatMap((v) => [[0.2, v, "g"], [0.5, v, "r"], [0.8, v, "g"]])],
  };
  const INKS = { r: MJ.red, g: MJ.green, b: MJ.blue };

  const TILE_W = SIZES.mahjong[0], TILE_H = SIZES.mahjong[1], FACE_H = TILE_H * 0.9;
  const TILE_R = TILE_W * 0.12;
  let tileDefs = null;

  function glyph(g, x, y, s, size, fill) {
    const t = el("text", {
      x, y, "font-size": size, "font-weight": "bold", fill, "text-anchor": "middle", "dominant-baseline": "central",
    }, g);
    t.textContent = s;
    return t;
  }

  // The face's marks, inside the rim: the face box of piece_geometry.cpp.
  function drawTileFace(g, f, w, h) {
    const fb = { x: w * 0.1, y: h * 0.08, w: w * 0.8, h: h * 0.84 };
    const at = (u, v) => [fb.x + u * fb.w, fb.y + v * fb.h];
    if (f.kind === "suited" && f.suit === "m") {
      glyph(g, w / 2, h * 0.3, MANZU[f.rank], w * 0.56, f.red ? MJ.red : MJ.black);
      glyph(g, w / 2, h * 0.71, "萬", w * 0.6, MJ.red);
    } else if (f.kind === "suited" && f.suit === "p") {
      const [d, marks] = PINZU[f.rank];
      const r = (d * fb.w) / 2;
      for (const [u, v, c] of marks) {
        const [x, y] = at(u, v), ink = f.red ? MJ.red : INKS[c];
        const m = el("g", { class: "mark" }, g);
        const disc = (k, fill) => el("circle", { cx: x, cy: y, r: +(r * k).toFixed(2), fill }, m);
        disc(1, ink);
        disc(0.66, MJ.ivory);
        disc(0.42, ink);
        if (f.rank === 1) {
          disc(0.26, MJ.ivory);
          disc(0.12, MJ.red);
        } else {
          disc(0.16, MJ.ivory);
        }
      }
    } else if (f.kind === "suited" && f.rank === 1) {
      // 一索: a bird: body, wing, head with a red crest, tail.
      const [sw, sh] = SOUZU[1];
      const [x, y] = at(0.5, 0.5), bw = sw * fb.w, bh = sh * fb.h;
      const body = f.red ? MJ.red : MJ.green;
      const pt = (u, v) => `${(x + bw * u).toFixed(2)},${(y + bh * v).toFixed(2)}`;
      const m = el("g", { class: "mark bird" }, g);
      el("polygon", { points: [pt(0.05, 0.05), pt(0.48, 0.42), pt(-0.05, 0.45)].join(" "), fill: MJ.blue }, m);
      el("ellipse", { cx: x - bw * 0.05, cy: y + bh * 0.02, rx: bw * 0.26, ry: bw * 0.26 * 1.3, fill: body }, m);
      el("circle", { cx: x - bw * 0.12, cy: y - bh * 0.28, r: bw * 0.15, fill: body }, m);
      el("circle", { cx: x - bw * 0.08, cy: y - bh * 0.3, r: bw * 0.04, fill: MJ.ivory }, m);
      el("circle", { cx: x - bw * 0.2, cy: y - bh * 0.42, r: bw * 0.07, fill: MJ.red }, m);
      el("polygon", { points: [pt(-0.25, -0.3), pt(-0.42, -0.25), pt(-0.25, -0.22)].join(" "), fill: MJ.red }, m);
    } else if (f.kind === "suited") {
      const [sw, sh, marks] = SOUZU[f.rank];
      const mw = sw * fb.w, mh = sh * fb.h;
      for (const [u, v, c] of marks) {
        const [x, y] = at(u, v);
        const m = el("g", { class: "mark" }, g);
        const ink = f.red ? MJ.red : INKS[c];
        el("rect", { x: x - mw / 2, y: y - mh / 2, width: mw, height: mh, rx: mw * 0.45, fill: ink }, m);
        // The bamboo's joint and a light streak.
        const jh = Math.max(0.8, mh * 0.06);
        el("rect", { x: x - mw / 2, y: y - jh / 2, width: mw, height: jh, fill: MJ.ivory }, m);
        el("rect", {
          x: x - mw * 0.12, y: y - mh * 0.4, width: mw * 0.24, height: mh * 0.8, fill: "#fff", "fill-opacity": 0.27,
        }, m);
      }
    } else if (f.kind === "wind") {
      glyph(g, w / 2, h / 2, HONOURS[f.honour], w * 0.68, MJ.black);
    } else if (f.kind === "dragon" && f.honour === "P") {
      // 白: an empty blue frame.
      const sw = Math.max(1.5, w * 0.07);
      el("rect", {
        x: w * 0.22 + sw / 2, y: h * 0.19 + sw / 2, width: w * 0.56 - sw, height: h * 0.62 - sw,
        fill: "none", stroke: MJ.blue, "stroke-width": sw,
      }, g);
    } else if (f.kind === "dragon") {
      glyph(g, w / 2, h / 2, HONOURS[f.honour], w * 0.7, f.honour === "F" ? MJ.green : MJ.red);
    } else {
      glyph(g, w / 2, h * 0.56, FLOWERS[f.rank - 1], w * 0.58, f.rank <= 4 ? MJ.green : MJ.blue);
      const n = glyph(g, w * 0.2, h * 0.14, String(f.rank), w * 0.26, MJ.red);
      n.setAttribute("font-weight", "normal");
    }
  }

  // The id of the face's drawing in the table's <defs>, drawn the first time it is asked for.
  function tileFace(face, f) {
    const id = "mj-" + face;
    if (!document.getElementById(id)) {
      const g = el("g", { id, class: "tile-face" }, tileDefs);
      el("rect", {
        x: 0.5, y: 0.5, width: TILE_W - 1, height: FACE_H - 1, rx: TILE_R, fill: MJ.ivory, stroke: MJ.rim,
      }, g);
      drawTileFace(g, f, TILE_W, FACE_H);
    }
    return id;
  }

  function drawMahjong(g, p, w, h) {
    const f = parseMahjong(p.face);
    if (!f) {
      el("rect", { class: "body", x: 0, y: 0, width: w, height: h, rx: 3, fill: MJ.ivory }, g);
      text(g, w / 2, h / 2, p.label || p.face, "face-text");
      return;
    }
    // The back's colour shows as the tile's lower layer; the ivory face sits on top.
    el("rect", { class: "body", x: 0, y: 0, width: w, height: h, rx: TILE_R, fill: MJ.back }, g);
    el("use", { href: "#" + tileFace(p.face, f) }, g);
    if (p.plays_as) {
      // The face it stands for: a small index on a pale gold chip in the bottom-right corner.
      const s = mahjongName(p.plays_as);
      const cw = captionWidth(s) * 0.72 + 2.5, ch = 9.5;
      const c = el("g", { class: "plays-as" }, g);
      el("rect", { x: w - cw - 0.8, y: FACE_H - ch - 0.8, width: cw, height: ch, rx: 1.5 }, c);
      text(c, w - cw / 2 - 0.8, FACE_H - ch / 2 - 0.8, s);
    }
  }

  function drawBack(g, family, w, h) {
    if (family === "mahjong") {
      // As the viewer: the ivory edge of the tile below, the coloured back on top.
      el("rect", { class: "body mj-edge", x: 0, y: 0, width: w, height: h, rx: TILE_R }, g);
      el("rect", { class: "back mj", x: 0.5, y: 0.5, width: w - 1, height: h * 0.9 - 0.5, rx: TILE_R }, g);
    } else if (family === "xiangqi") {
      el("circle", { class: "body back", cx: w / 2, cy: h / 2, r: w / 2 - 1 }, g);
      el("circle", { class: "back-inner", cx: w / 2, cy: h / 2, r: w / 2 - 5 }, g);
    } else {
      el("rect", { class: "body back", x: 0, y: 0, width: w, height: h, rx: 3 }, g);
      el("rect", { class: "back-inner", x: 3, y: 3, width: w - 6, height: h - 6, rx: 2 }, g);
    }
  }

  function pieceSize(p, unit) {
    const [w, h] = SIZES[p.family] || SIZES.card;
    return p.sideways ? [h * unit, w * unit] : [w * unit, h * unit];
  }

  function drawPiece(parent, p, zoneIndex, x, y, unit) {
    const [w0, h0] = SIZES[p.family] || SIZES.card;
    const cls = ["pc"];
    if (p.hidden) cls.push("hidden");
    if (p.highlight) cls.push("highlight");
    if (p.dimmed) cls.push("dimmed");
    if (p.face_down) cls.push("down");
    if (p.wild) cls.push("wild");
    if (p.tsumogiri) cls.push("tsumogiri");
    if (p.trump) cls.push("trump");
    let transform = `translate(${x},${y}) scale(${unit})`;
    // Turned a quarter counter-clockwise, as the viewer turns it.
    if (p.sideways) transform += ` translate(0,${w0}) rotate(-90)`;
    const g = el("g", {
      class: cls.join(" "), transform, "data-zone": zoneIndex,
      "data-label": p.hidden ? "*" : p.label, "data-id": p.id, "data-face": p.hidden ? "" : p.face,
    }, parent);
    const t = el("title", {}, g);
    t.textContent = p.hidden ? "hidden" : p.label + (p.face_down ? " (face down)" : "") +
      (p.plays_as ? " (plays as " + mahjongName(p.plays_as) + ")" : "");
    if (p.hidden) drawBack(g, p.family, w0, h0);
    else if (p.family === "domino") drawDomino(g, p.face, w0, h0);
    else if (p.family === "xiangqi") drawXiangqi(g, p.face, p.label, w0);
    else if (p.family === "mahjong") drawMahjong(g, p, w0, h0);
    else drawCard(g, p, w0, h0);
    // As the viewer does: a known face lying face down under a veil; a dimmed piece (a claimed
    // discard) greyed; a tsumogiri discard with a dark bar along its foot; a wildcard (財神) with a
    // gold badge in the top-left corner.
    const cover = (cls) => p.family === "xiangqi"
      ? el("circle", { class: cls, cx: w0 / 2, cy: h0 / 2, r: w0 / 2 - 1 }, g)
      : el("rect", { class: cls, x: 0, y: 0, width: w0, height: h0, rx: 3 }, g);
    if (p.face_down && !p.hidden) cover("veil");
    if (p.dimmed) cover("dim");
    if (p.tsumogiri) {
      const bh = Math.max(2, h0 * 0.06);
      const y0 = h0 - bh - Math.max(1, h0 * 0.03);
      el("rect", { class: "tsumogiri-bar", x: w0 * 0.2, y: y0, width: w0 * 0.6, height: bh }, g);
    }
    if (p.wild && !p.hidden) {
      const r = Math.max(3, Math.min(w0, h0) * 0.12);
      el("circle", { class: "wild-badge", cx: r + 1, cy: r + 1, r }, g);
    }
  }

  // ------------------------------------------------------------------ the table

  // As the viewer stacks a seat's zones (table_layout.cpp): pulled pieces (抜き, ガリ) beside the
  // melds, before the won tricks and the river.
  const KIND_ORDER = {
    hand: 0, melds: 1, pulled: 2, won: 3, discards: 4, bids: 5, bottom: 6, info: 7, wall: 8, trick: 9,
  };
  const JOINS = new Set(["melds", "pulled", "won"]);
  const CAPTION_H = 13;
  const CALL_H = 18;

  // Where each seat sits: the viewing seat at the bottom, play counter-clockwise (E→S→W→N), so
  // with E at the bottom S is on the right; three seats make a triangle.
  function side(seat, seats, bottom) {
    const r = (((seat - bottom) % seats) + seats) % seats;
    if (r === 0) return "bottom";
    if (seats === 2) return "top";
    if (r === 1) return "right";
    if (r === seats - 1) return "left";
    return "top";
  }

  const REGIONS = {
    bottom: { x: 175, y: 575, w: 650, h: 185 },
    top: { x: 175, y: 0, w: 650, h: 185 },
    left: { x: 0, y: 120, w: 170, h: 450 },
    right: { x: 830, y: 120, w: 170, h: 450 },
    centre: { x: 180, y: 195, w: 640, h: 370 },
  };
  // Three seats leave the top of the table to the centre, and the side seats take it as well, a
  // little wider (a seat's hand, melds, pulled pieces and river are more than the centre holds).
  const REGIONS_3 = {
    ...REGIONS,
    left: { x: 0, y: 0, w: 220, h: 570 },
    right: { x: 780, y: 0, w: 220, h: 570 },
    centre: { x: 230, y: 0, w: 540, h: 565 },
  };

  // About how wide a caption is drawn at 11px: CJK characters are square, others about half that.
  function captionWidth(s) {
    let w = 0;
    for (const c of s) w += c.codePointAt(0) >= 0x2e80 ? 11 : 6.2;
    return w;
  }

  // Lays zones out in rows within `width`; returns the height used. With `g` set, also draws.
  function flow(g, zones, width, unit, seatCaptions) {
    let x = 0, y = 0, rowH = 0, rowHasCaption = false;
    const gap = 8 * unit;
    const newRow = () => {
      y += rowH + (rowHasCaption ? CAPTION_H : 0) + 4;
      x = 0; rowH = 0; rowHasCaption = false;
    };
    for (const { zone, index } of zones) {
      // The auction's calls are words, one group each: "E 75", "N pass".
      const isCall = (gr) => zone.kind === "bids" && gr.pieces.length === 0 && gr.caption;
      // As in the viewer, an empty zone takes no room: a seat has several that are mostly empty
      // (melds, pulled pieces, an open riichi's shown tiles), and their labels alone crowd it.
      if (zone.groups.every((gr) => gr.pieces.length === 0 && !isCall(gr))) continue;
      // Melds, pulled pieces and won tricks go on along the row when there is room, as in the viewer.
      if (x > 0 && !JOINS.has(zone.kind)) newRow();
      let label = zone.label + (zone.count >= 0 ? ` (${zone.count})` : "");
      for (const gr of zone.groups) {
        if (isCall(gr)) {
          const call = (gr.seat >= 0 ? WINDS[gr.seat] + " " : "") + gr.caption;
          const cw = captionWidth(call) * 1.1 + 10;
          const room = Math.max(cw, captionWidth(label));
          if (x > 0 && x + room > width) newRow();
          if (g) {
            if (label) text(g, x, y + CAPTION_H - 2, label, "caption");
            const c = el("g", { class: gr.caption === "pass" ? "call pass" : "call", "data-zone": index }, g);
            el("rect", { x, y: y + CAPTION_H, width: cw, height: CALL_H, rx: CALL_H / 2 }, c);
            text(c, x + cw / 2, y + CAPTION_H + CALL_H / 2, call);
          }
          label = "";
          rowHasCaption = true;
          rowH = Math.max(rowH, CALL_H);
          x += room + 4;
          continue;
        }
        if (gr.pieces.length === 0) continue;
        const sizes = gr.pieces.map((p) => pieceSize(p, unit));
        // A group wider than the region (a hand of 25 cards) wraps into rows of pieces.
        const lines = [[]];
        let lineW = -2;
        sizes.forEach((sz, i) => {
          if (lines[lines.length - 1].length && lineW + sz[0] + 2 > width) {
            lines.push([]);
            lineW = -2;
          }
          lines[lines.length - 1].push(i);
          lineW += sz[0] + 2;
        });
        const gw = Math.max(...lines.map((l) => l.reduce((a, i) => a + sizes[i][0] + 2, -2)));
        const pieceH = Math.max(...sizes.map((sz) => sz[1]));
        const gh = lines.length * (pieceH + 2) - 2;
        const caption = [label, seatCaptions && gr.seat >= 0 ? WINDS[gr.seat] : "", gr.caption]
          .filter((s) => s).join(" · ");
        const room = Math.max(gw, captionWidth(caption));
        if (x > 0 && x + room > width) newRow();
        label = "";
        if (g) {
          if (caption) text(g, x, y + CAPTION_H - 2, caption, "caption");
          lines.forEach((line, li) => {
            let px = x;
            for (const i of line) {
              drawPiece(g, gr.pieces[i], index, px, y + CAPTION_H + li * (pieceH + 2), unit);
              px += sizes[i][0] + 2;
            }
          });
          if (gr.highlight || gr.winning) {
            el("rect", {
              class: gr.winning ? "group-frame winning" : "group-frame",
              x: x - 2, y: y + CAPTION_H - 2, width: gw + 4, height: gh + 4, rx: 3,
            }, g);
          }
        }
        rowHasCaption = true;
        rowH = Math.max(rowH, gh);
        x += room + gap;
      }
    }
    return y + rowH + (rowHasCaption ? CAPTION_H : 0);
  }

  // The largest scale at which the zones fit the region, down to a floor where they may overflow.
  function drawRegion(svg, region, zones, top, seatCaptions) {
    const g = el("g", { transform: `translate(${region.x},${region.y + top})` }, svg);
    let unit = 1.5;
    while (unit > 0.45 && flow(null, zones, region.w, unit, seatCaptions) > region.h - top) unit *= 0.9;
    flow(g, zones, region.w, unit, seatCaptions);
  }

  // The plate's one line, or two when it is wider than the region (a side seat with a status
  // and several figures): who first, then the numbers. Returns its height.
  function drawPlate(svg, seatInfo, seat, region) {
    const g = el("g", { class: "plate", "data-seat": seat, transform: `translate(${region.x},${region.y})` }, svg);
    const who = [[seatInfo.wind + " "]];
    if (seatInfo.dealer) who.push(["親 ", "dealer"]);
    who.push([(seatInfo.name || "") + " "]);
    const numbers = [["score " + seatInfo.score]];
    for (const f of seatInfo.figures) numbers.push(["  " + f.label + " " + f.value]);
    const status = seatInfo.status ? [["  " + seatInfo.status]] : [];
    const width = (spans) => spans.reduce((w, [s]) => w + (captionWidth(s) * 14) / 11, 0);
    const lines = width([...who, ...numbers, ...status]) <= region.w - 12
      ? [[...who, ...numbers, ...status]] : [[...who, ...status], numbers];
    const h = 22 + 17 * (lines.length - 1);
    el("rect", {
      class: seatInfo.to_move ? "plate-box to-move" : "plate-box",
      x: 0, y: 0, width: region.w, height: h, rx: 4,
    }, g);
    lines.forEach((spans, i) => {
      const t = el("text", { x: 6, y: 16 + 17 * i }, g);
      for (const [s, cls] of spans) el("tspan", cls ? { class: cls } : {}, t).textContent = s;
    });
    return h;
  }

  function drawTable(scene, hand) {
    const svg = document.getElementById("table");
    if (!tileDefs) tileDefs = el("defs", { id: "tile-faces" });
    svg.replaceChildren(tileDefs);
    if (!scene) {
      const t = text(svg, 500, 380, "This hand could not be replayed: see the diagnostics.", "empty-note");
      t.setAttribute("text-anchor", "middle");
      return;
    }
    const n = scene.seats.length;
    const bottom = scene.viewer >= 0 ? scene.viewer : 0;
    const indexed = scene.zones.map((zone, index) => ({ zone, index }));
    const byKind = (a, b) => (KIND_ORDER[a.zone.kind] ?? 8) - (KIND_ORDER[b.zone.kind] ?? 8);
    const regions = n === 3 ? REGIONS_3 : REGIONS;
    for (let s = 0; s < n; s++) {
      const region = regions[side(s, n, bottom)];
      const plateH = drawPlate(svg, scene.seats[s], s, region);
      const mine = indexed.filter((z) => z.zone.seat === s).sort(byKind);
      drawRegion(svg, region, mine, plateH + 4, false);
    }
    const centre = regions.centre;
    const middle = indexed.filter((z) => z.zone.seat < 0 || z.zone.seat >= n);
    middle.sort((a, b) => (a.zone.kind === "trick" ? -1 : 0) - (b.zone.kind === "trick" ? -1 : 0));
    let top = 0;
    scene.info.forEach((line) => { text(svg, centre.x, centre.y + top + 13, line, "info"); top += 17; });
    drawRegion(svg, centre, middle, top + 4, true);
    svg.setAttribute("data-hand", hand.index);
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
      const b = html("button", { class: cls, title: k === 0 ? "start" : S[s[2]], "data-step": k }, String(k));
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
      drawTable(null, { index: 0 });
      showDiagnostics(document.getElementById("file-diagnostics"), "Diagnostics", data.diagnostics);
      return;
    }
    drawTable(sceneAt(view.hand, view.step, view.seat), hand);
    document.getElementById("counter").textContent =
      `hand ${hand.index} · step ${view.step}/${hand.steps.length - 1}`;
    showHands();
    showEvent(hand, view.step);
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
})();
