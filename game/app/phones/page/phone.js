// Stammtisch phone page: one seat's private hand. No framework, no build step.
// The table sends this seat's snapshot (its own view only); the page shows it and sends
// back the canonical text of one of the legal actions it was given. It knows no rules:
// tapping cards selects them, and the actions that move exactly those cards are offered.
// The card faces are the TV's own pictures (/c/<pack>/<card>.png).
"use strict";

const SUITS = { S: "\u2660", H: "\u2665", D: "\u2666", C: "\u2663", O: "\u25CF", T: "\u2605" };
const CODE = location.pathname.split("/").pop();
const WORDS = JSON.parse(document.getElementById("words").textContent || "{}");
const LANG = (navigator.language || "en").toLowerCase().startsWith("de") ? "de" : "en";

let ws = null;
let snap = null;          // the newest snapshot
let picked = [];          // [{zone, index, card}] cards tapped for the next move
let ref = 0;              // number of the last move sent
let sent = null;          // {ref, moves}: a move on its way until it is played or refused
let attempts = 0;
let gone = "";            // why the seat is not ours now: a word's key ("taken", …)
let goneValues = {};
let notice = "";          // a word's key shown under the banner until the next turn
let wasYours = false;
let stay = true;          // false: this phone gave the seat up (do not reconnect)
let retry = null;
let audio = null;         // an AudioContext, made on the first tap (browsers ask for one)
let tapped = false;       // the page has been tapped: browsers allow sound and vibration
let wakeLock = null;      // the Screen Wake Lock held (null: none)
let asking = false;       // a wake-lock request is on its way

const $ = (id) => document.getElementById(id);

function phoneId() {
  // this phone's own id: its seat is kept for it while it is away
  const key = "stammtisch-phone";
  try {
    let id = localStorage.getItem(key);
    if (!id) {
      const bytes = new Uint8Array(12);
      crypto.getRandomValues(bytes);
      id = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
      localStorage.setItem(key, id);
    }
    return id;
  } catch (e) {
    return "tab" + Math.random().toString(16).slice(2);
  }
}
const PHONE = phoneId();

function word(key, values) {
  const own = (snap && snap.words) || WORDS[(snap && snap.lang) || LANG] || WORDS.en || {};
  let text = own[key] || key;
  for (const [name, value] of Object.entries(values || {})) {
    text = text.split("{" + name + "}").join(value);
  }
  return text;
}

function sentence(text) {
  // card texts in the engine's sentences (9S, 10D) shown with suit symbols
  return text.replace(/\b(10|[2-9JQKA])([SHDCOT])\b/g, (m, rank, suit) => rank + SUITS[suit]);
}

function cardName(text) {
  if (text === "JK") return "Joker";
  if (text === "??") return "?";
  return text.slice(0, -1) + (SUITS[text.slice(-1)] || "");
}

function face(text) {
  const img = document.createElement("img");
  const name = text === "??" ? "back" : text;
  img.src = "/c/" + ((snap && snap.pack) || "2") + "/" + name + ".png";
  img.alt = cardName(text);
  img.draggable = false;
  return img;
}

function chip(text, zone, index, legal, small) {
  const el = document.createElement("button");
  el.type = "button";
  el.className = "card";
  el.dataset.card = text;
  el.appendChild(face(text));
  if (small) el.classList.add("small");
  if (zone === null) {
    el.disabled = true;
    return el;
  }
  el.dataset.zone = zone;
  el.dataset.index = index;
  if (picked.some((p) => p.zone === zone && p.index === index)) el.classList.add("picked");
  if (legal.has(text) && !sent) {
    el.classList.add("legal");
    el.addEventListener("click", () => toggle(zone, index, text));
  } else if (snap.yours) {
    el.classList.add("dim");
    if (!sent) el.addEventListener("click", () => askWhy(text));
  }
  return el;
}

function toggle(zone, index, card) {
  const at = picked.findIndex((p) => p.zone === zone && p.index === index);
  if (at >= 0) picked.splice(at, 1);
  else picked.push({ zone, index, card });
  $("error").textContent = "";
  render();
}

function askWhy(card) {
  // a dimmed card tapped: the table asks the engine why it cannot be played now, and
  // the answer is shown like a refused move's reason (the page judges nothing itself)
  if (!ws || ws.readyState !== WebSocket.OPEN) return;
  ws.send(JSON.stringify({ t: "why", card: card }));
}

function sameCards(a, b) {
  if (a.length !== b.length) return false;
  const x = [...a].sort(), y = [...b].sort();
  return x.every((v, i) => v === y[i]);
}

function contains(big, small) {
  const left = [...big];
  for (const c of small) {
    const i = left.indexOf(c);
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}

function moveButton(action, plain) {
  const el = document.createElement("button");
  el.type = "button";
  el.className = plain ? "plain" : "";
  el.dataset.action = action.a;
  el.textContent = sentence(action.l || (word("play") + ": " + action.c.map(cardName).join(" ")));
  el.disabled = sent !== null;
  el.addEventListener("click", () => send(action.a));
  return el;
}

function send(text) {
  if (!ws || ws.readyState !== WebSocket.OPEN || sent) return;
  ref += 1;
  sent = { ref: ref, moves: snap.moves };
  $("error").textContent = "";
  ws.send(JSON.stringify({ t: "act", action: text, ref: ref }));
  render();
}

function bannerText() {
  const banner = $("banner");
  banner.className = "banner";
  if (gone) {
    banner.classList.add("problem");
    return word(gone, goneValues);
  }
  if (!snap) return word("connecting");
  if (!ws || ws.readyState !== WebSocket.OPEN) {
    banner.classList.add("problem");
    return word("reconnecting");
  }
  if (snap.over) {
    if (snap.won) banner.classList.add("yours");      // a winner's own phone lights up
    return word("over") + endText();
  }
  if (!snap.started) return word("starting");
  if (snap.yours) {
    banner.classList.add("yours");
    return sent ? word("sent") : word("your_turn");
  }
  return word("waiting_for", { name: snap.turn || "" });
}

function endText() {
  // who won, as this seat reads it: "You won!" on a winner's own phone
  const winners = [...(snap.winners || [])];
  if (snap.won) {
    const own = winners.indexOf(snap.name);
    if (own >= 0) winners.splice(own, 1);
    return " \u2013 " + (winners.length ? word("you_won_with", { names: winners.join(", ") })
      : word("you_won"));
  }
  return winners.length ? " \u2013 " + word("winner", { names: winners.join(", ") }) : "";
}

function renderPlayers() {
  const list = $("players");
  list.replaceChildren();
  const board = $("board");
  board.replaceChildren();
  if (snap.over && (snap.board || []).length) {
    renderBoard(board);            // every seat is on the board: no card counts of 0
    return;
  }
  for (const p of snap.players || []) {
    const li = document.createElement("li");
    li.textContent = p.name + " \u00b7 " +
      (p.cards === 1 ? word("card1") : word("cards", { n: p.cards })) +
      (p.standing ? " \u00b7 " + p.standing : "");
    if (p.turn) li.classList.add("turn");
    if (p.you) li.classList.add("you");
    list.appendChild(li);
  }
}

function renderBoard(board) {
  // the game's end: each seat's points (and the match's totals), the winners first
  const table = document.createElement("table");
  table.className = "board";
  const head = document.createElement("tr");
  const totals = "total" in snap.board[0];
  for (const [text, num] of [["", false], [word("score"), true],
    ...(totals ? [[word("total"), true]] : [])]) {
    const th = document.createElement("th");
    th.textContent = text;
    if (num) th.className = "num";
    head.appendChild(th);
  }
  table.appendChild(head);
  for (const row of snap.board) {
    const tr = document.createElement("tr");
    if (row.won) tr.className = "won";
    for (const [value, num] of [[row.name, false], [row.score, true],
      ...(totals ? [[row.total, true]] : [])]) {
      const td = document.createElement("td");
      td.textContent = value;
      if (num) td.className = "num";
      tr.appendChild(td);
    }
    table.appendChild(tr);
  }
  board.appendChild(table);
}

function renderRows(legal) {
  const rows = $("rows");
  rows.replaceChildren();
  if (snap.over) return;            // the board says how it ended; empty rows would not
  let pickRow = 0;
  for (const row of snap.rows) {
    const h = document.createElement("h2");
    h.textContent = row.label;
    if (row.note) {
      const note = document.createElement("span");
      note.className = "row-note";
      note.textContent = sentence(row.note);
      h.appendChild(note);
    }
    rows.appendChild(h);
    const zone = row.pick ? "row" + (pickRow++) : null;
    if (!row.units && !row.cards.length) continue;    // no empty box: the note says why
    const box = document.createElement("div");
    box.className = "cards";
    if (row.units) {
      for (const unit of row.units) {
        const u = document.createElement("span");
        u.className = "unit";
        for (const c of unit.cards) u.appendChild(chip(c, null, 0, legal, true));
        const v = document.createElement("span");
        v.className = "value";
        v.textContent = unit.note || "";
        u.appendChild(v);
        box.appendChild(u);
      }
    } else {
      row.cards.forEach((c, i) => {
        const el = chip(c, zone, i, legal, true);
        if (zone !== null) el.classList.add("pick");
        box.appendChild(el);
      });
    }
    rows.appendChild(box);
  }
}

// The smallest strip of a card a finger hits for sure, both ways (CSS px): every
// tappable card shows at least this much of itself. Cards this wide read well: more
// rows are taken only for cards narrower than that.
const TAP = 44;
const GOOD = 64;

function handGeometry(count) {
  // the card width and the number of rows: every card shows a strip of at least TAP px
  // (overlapping cards show their left part) and the rows fit the dock's share of the
  // screen; the fewest rows whose cards are GOOD wide (or as wide as any way gives),
  // and past the dock's share a taller dock, rather than strips too narrow for a finger
  const width = Math.max(200, $("dock").clientWidth - 16);
  const landscape = innerWidth > innerHeight;
  const tallest = (landscape ? 0.5 : 0.3) * innerHeight;     // for all rows together
  const ways = [];
  for (let rows = 1; rows <= Math.min(count, 8); rows++) {
    const perRow = Math.ceil(count / rows);
    const byWidth = perRow > 1 ? width - TAP * (perRow - 1) : width;
    if (byWidth < TAP) continue;                  // strips too narrow in this many rows
    const byHeight = (tallest - 6 * (rows - 1)) / rows / 1.4;
    ways.push({ rows: rows, perRow: perRow, fits: byHeight >= TAP,
                cw: Math.floor(Math.min(96, byWidth, Math.max(TAP, byHeight))) });
  }
  const fitting = ways.filter((w) => w.fits);
  if (!fitting.length) return ways[0] || { rows: 1, cw: TAP, perRow: count, fits: false };
  const widest = Math.max(...fitting.map((w) => w.cw));
  return fitting.find((w) => w.cw >= Math.min(GOOD, widest));
}

function renderHand(legal) {
  const hand = $("hand");
  hand.replaceChildren();
  const cards = snap.hand;
  if (!cards.length) return;
  const g = handGeometry(cards.length);
  const width = Math.max(200, $("dock").clientWidth - 16);
  const step = g.perRow > 1 ? Math.floor(Math.min(g.cw * 1.06, (width - g.cw) /
    (g.perRow - 1))) : 0;
  for (let r = 0; r < g.rows; r++) {
    const line = document.createElement("div");
    line.className = "hand-row";
    cards.slice(r * g.perRow, (r + 1) * g.perRow).forEach((c, k) => {
      const i = r * g.perRow + k;
      const el = chip(c, "hand", i, legal, false);
      el.style.width = g.cw + "px";
      el.style.height = Math.round(g.cw * 1.4) + "px";
      if (k > 0) el.style.marginLeft = (step - g.cw) + "px";
      el.style.zIndex = String(k + 1);
      line.appendChild(el);
    });
    hand.appendChild(line);
  }
}

function renderMoves(actions, legal) {
  const moves = $("moves");
  moves.replaceChildren();
  const chosen = picked.map((p) => p.card);
  let hint = "";
  if (snap.hold && !snap.over) {
    const go = document.createElement("button");
    go.type = "button";
    go.className = "wide";
    go.dataset.continue = "1";
    go.textContent = word("continue");
    go.addEventListener("click", () => {
      if (ws && ws.readyState === WebSocket.OPEN) ws.send('{"t":"continue"}');
    });
    moves.appendChild(go);
  }
  if (actions.length) {
    for (const a of actions) if (a.c.length === 0) moves.appendChild(moveButton(a, true));
    if (chosen.length) {
      const exact = actions.filter((a) => a.c.length && sameCards(a.c, chosen));
      for (const a of exact.slice(0, 40)) moves.appendChild(moveButton(a, false));
      if (!exact.length) {
        hint = actions.some((a) => contains(a.c, chosen)) ? word("more") : "";
      }
      const clear = document.createElement("button");
      clear.type = "button";
      clear.className = "plain";
      clear.textContent = word("clear");
      clear.addEventListener("click", () => {
        picked = [];
        $("error").textContent = "";
        render();
      });
      moves.appendChild(clear);
    } else if (legal.size) {
      hint = word("choose");
    }
    if (sent) hint = word("sent");
  }
  $("hint").textContent = hint;
}

function render() {
  $("banner").textContent = bannerText();
  $("notice").textContent = notice ? word(notice) : "";
  if (!snap) return;
  document.documentElement.lang = snap.lang || "en";
  $("who").textContent = snap.name;
  $("game").textContent = snap.game;
  $("log-title").textContent = word("log");
  const actions = snap.yours && !gone ? snap.actions : [];
  const legal = new Set();
  for (const a of actions) for (const c of a.c) legal.add(c);
  renderPlayers();
  renderRows(legal);
  renderMoves(actions, legal);
  // at the end, with no hand and nothing to tap, the info takes the whole screen (set
  // before the hand is drawn: its size is measured on the dock)
  document.body.classList.toggle("no-dock", snap.over && !snap.hand.length &&
    !$("moves").children.length && !$("error").textContent);
  renderHand(legal);
  renderLog();
}

function renderLog() {
  // the newest line always in view: a long page's log sticks to the panel's bottom,
  // a few lines high, scrolled to its end
  const log = $("log");
  log.replaceChildren();
  for (const line of snap.log) {
    const li = document.createElement("li");
    li.textContent = sentence(line);
    log.appendChild(li);
  }
  const box = $("logbox");
  const info = $("info");
  box.classList.remove("tight");
  box.classList.toggle("tight", info.scrollHeight > info.clientHeight + 1);
  log.scrollTop = log.scrollHeight;
}

function beep() {
  // a short two-note chime on this phone's turn (only once a tap allowed sound)
  if (!audio) return;
  try {
    if (audio.state !== "running") audio.resume();   // the phone slept, or a call came
    const now = audio.currentTime;
    for (const [at, pitch] of [[0, 660], [0.14, 880]]) {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.frequency.value = pitch;
      gain.gain.setValueAtTime(0.0001, now + at);
      gain.gain.exponentialRampToValueAtTime(0.25, now + at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + at + 0.22);
      osc.connect(gain).connect(audio.destination);
      osc.start(now + at);
      osc.stop(now + at + 0.25);
    }
  } catch (e) { /* no sound here */ }
}

function yourTurnStarts() {
  // browsers refuse vibration (and sound) to a page nobody has tapped yet
  if (!tapped) return;
  if (navigator.vibrate) {
    try { navigator.vibrate([120, 60, 120]); } catch (e) { /* not allowed */ }
  }
  beep();
}

async function keepAwake() {
  // the Screen Wake Lock keeps the phone from sleeping between turns (where offered);
  // the browser lets it go whenever the page is hidden: asked again when it is back
  if (wakeLock || asking || !("wakeLock" in navigator) ||
      document.visibilityState !== "visible") return;
  asking = true;
  try {
    const lock = await navigator.wakeLock.request("screen");
    lock.addEventListener("release", () => { if (wakeLock === lock) wakeLock = null; });
    wakeLock = lock;
  } catch (e) {
    wakeLock = null;    // refused (not a secure page, battery saver): a later tap asks again
  } finally {
    asking = false;
  }
}

function tap(event) {
  // Browsers allow sound only in an activating input: a touch's pointerup or touchend
  // (its pointerdown is not one), a mouse's pointerdown, a click or a key. An
  // AudioContext made outside one stays suspended, so it is made and resumed here.
  if (event.type === "pointerdown" && event.pointerType !== "mouse") return;
  tapped = true;
  try {
    if (!audio) audio = new (window.AudioContext || window.webkitAudioContext)();
    if (audio.state !== "running") audio.resume();
  } catch (e) { audio = null; /* no sound here */ }
  keepAwake();
}

function received(event) {
  let data;
  try { data = JSON.parse(event.data); } catch (e) { return; }
  if (data.t === "state") {
    const yours = data.yours && !data.over;
    if (yours && !wasYours) yourTurnStarts();
    if (!yours) notice = notice === "passed" ? notice : "";
    wasYours = yours;
    if (!snap || data.moves !== snap.moves || !data.yours) picked = [];
    if (sent && (data.moves !== sent.moves || !data.yours)) sent = null;
    if (!sent && data.pending) sent = { ref: -1, moves: data.moves };
    // a refusal's reason stays until this seat acts again (or the game is over)
    if (data.over && !(snap && snap.over)) $("error").textContent = "";
    snap = data;
    gone = "";
    render();
  } else if (data.t === "error") {
    if (data.key === "phones.taken") {
      gone = data.text === "held" ? "held" : data.text === "passed_away" ? "passed_away" : "taken";
      goneValues = { seconds: Math.ceil(data.wait || 0) };
      // a held seat passes after the wait; a taken one may be free later: look again
      later(data.text === "held" ? (data.wait || 1) * 1000 + 500 : 10000);
    } else {
      $("error").textContent = sentence(data.text || "");
      if (!sent || data.ref === sent.ref || data.key === "phones.slow_down") sent = null;
    }
    render();
  } else if (data.t === "notice") {
    notice = data.key;
    render();
  } else if (data.t === "bye") {
    if (data.why === "again") return;          // this phone again, in a newer connection
    gone = data.why === "replaced" ? "passed_away" : "closed";
    stay = false;
    render();
  }
}

function later(ms) {
  stay = false;
  clearTimeout(retry);
  retry = setTimeout(() => { stay = true; connect(); }, ms);
}

function connect() {
  if (ws && ws.readyState <= WebSocket.OPEN) return;
  const socket = new WebSocket("ws://" + location.host + "/ws/" + CODE +
    "?p=" + encodeURIComponent(PHONE));
  ws = socket;
  socket.addEventListener("open", () => { attempts = 0; render(); });
  socket.addEventListener("message", received);
  socket.addEventListener("close", () => {
    if (ws !== socket) return;
    sent = null;
    render();
    if (!stay) return;
    attempts += 1;
    setTimeout(connect, Math.min(5000, 400 * Math.pow(2, Math.min(attempts, 4))));
  });
}

document.addEventListener("visibilitychange", () => {
  if (document.visibilityState !== "visible") return;
  keepAwake();
  if (stay && (!ws || ws.readyState === WebSocket.CLOSED)) connect();
});
for (const type of ["pointerdown", "pointerup", "touchend", "click", "keydown"]) {
  document.addEventListener(type, tap, { passive: true, capture: true });
}
addEventListener("resize", () => render());
render();
connect();
keepAwake();
