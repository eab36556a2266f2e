// Stammtisch phone page: one seat's private hand. No framework, no build step.
// The table sends this seat's snapshot (its own view only); the page shows it and sends
// back the canonical text of one of the legal actions it was given. It knows no rules:
// tapping cards selects them, and the actions that move exactly those cards are offered.
"use strict";

const SUITS = { S: "\u2660", H: "\u2665", D: "\u2666", C: "\u2663", O: "\u25CF", T: "\u2605" };
const RED = new Set(["H", "D"]);
const CODE = location.pathname.split("/").pop();

let ws = null;
let snap = null;          // the newest snapshot
let picked = [];          // [{zone, index, card}] cards tapped for the next move
let ref = 0;              // number of the last move sent
let sentRef = 0;          // a move on its way (0: none)
let attempts = 0;
let gone = "";            // "taken" or "closed": the seat is not ours (now)
let wasYours = false;
let stay = true;          // false: this phone gave the seat up (do not reconnect)

const $ = (id) => document.getElementById(id);

function word(key, values) {
  let text = (snap && snap.words && snap.words[key]) || key;
  for (const [name, value] of Object.entries(values || {})) {
    text = text.split("{" + name + "}").join(value);
  }
  return text;
}

function cardText(text) {
  if (text === "JK") return "Joker";
  if (text === "??") return "?";
  const suit = text.slice(-1);
  return text.slice(0, -1) + (SUITS[suit] || suit);
}

function sentence(text) {
  // card texts in the engine's sentences (9S, 10D) shown with suit symbols
  return text.replace(/\b(10|[2-9JQKA])([SHDCOT])\b/g, (m, rank, suit) => rank + SUITS[suit]);
}

function chip(text, zone, index, legal) {
  const el = document.createElement("button");
  el.type = "button";
  el.className = "card";
  el.textContent = cardText(text);
  el.dataset.card = text;
  if (text === "JK") el.classList.add("joker");
  else if (text === "??") el.classList.add("unknown");
  else if (RED.has(text.slice(-1))) el.classList.add("red");
  if (zone === null) {
    el.classList.add("small");
    el.disabled = true;
    return el;
  }
  el.dataset.zone = zone;
  el.dataset.index = index;
  const isPicked = picked.some((p) => p.zone === zone && p.index === index);
  if (isPicked) el.classList.add("picked");
  if (legal.has(text)) {
    el.classList.add("legal");
    el.addEventListener("click", () => toggle(zone, index, text));
  } else if (snap.yours) {
    el.classList.add("dim");
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
  el.textContent = sentence(action.l || (word("play") + ": " + action.c.map(cardText).join(" ")));
  el.disabled = sentRef !== 0;
  el.addEventListener("click", () => send(action.a));
  return el;
}

function send(text) {
  if (!ws || ws.readyState !== WebSocket.OPEN || sentRef !== 0) return;
  ref += 1;
  sentRef = ref;
  ws.send(JSON.stringify({ t: "act", action: text, ref: ref }));
  render();
}

function render() {
  if (!snap) return;
  document.documentElement.lang = snap.lang || "en";
  $("who").textContent = snap.name;
  $("game").textContent = snap.game;
  $("hand-title").textContent = word("hand");
  $("log-title").textContent = word("log");
  const banner = $("banner");
  banner.className = "banner";
  if (gone) {
    banner.textContent = word(gone);
    banner.classList.add("problem");
  } else if (!ws || ws.readyState !== WebSocket.OPEN) {
    banner.textContent = word("reconnecting");
    banner.classList.add("problem");
  } else if (snap.over) {
    banner.textContent = word("over") + (snap.winners.length ? " \u2013 " +
      word("winner", { names: snap.winners.join(", ") }) : "");
  } else if (snap.yours) {
    banner.textContent = word("your_turn");
    banner.classList.add("yours");
  } else {
    banner.textContent = word("waiting_for", { name: snap.turn || "" });
  }
  const actions = snap.yours && !gone ? snap.actions : [];
  const legal = new Set();
  for (const a of actions) for (const c of a.c) legal.add(c);

  const rows = $("rows");
  rows.replaceChildren();
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
    const box = document.createElement("div");
    box.className = "cards";
    if (row.units) {
      for (const unit of row.units) {
        const u = document.createElement("span");
        u.className = "unit";
        for (const c of unit.cards) u.appendChild(chip(c, null, 0, legal));
        const v = document.createElement("span");
        v.className = "value";
        v.textContent = unit.note || "";
        u.appendChild(v);
        box.appendChild(u);
      }
    } else {
      row.cards.forEach((c, i) => box.appendChild(
        chip(c, row.pick ? "row" + rows.childElementCount : null, i, legal)));
    }
    rows.appendChild(box);
  }
  const hand = $("hand");
  hand.replaceChildren();
  snap.hand.forEach((c, i) => hand.appendChild(chip(c, "hand", i, legal)));

  const moves = $("moves");
  moves.replaceChildren();
  const chosen = picked.map((p) => p.card);
  let hint = "";
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
      clear.addEventListener("click", () => { picked = []; render(); });
      moves.appendChild(clear);
    } else if (legal.size) {
      hint = word("choose");
    }
    if (sentRef !== 0) hint = word("sent");
  }
  $("hint").textContent = hint;
  const log = $("log");
  log.replaceChildren();
  for (const line of snap.log) {
    const li = document.createElement("li");
    li.textContent = sentence(line);
    log.appendChild(li);
  }
}

function received(event) {
  let data;
  try { data = JSON.parse(event.data); } catch (e) { return; }
  if (data.t === "state") {
    const yours = data.yours && !data.over;
    if (yours && !wasYours && navigator.vibrate) {
      try { navigator.vibrate([120, 60, 120]); } catch (e) { /* not allowed */ }
    }
    wasYours = yours;
    if (!snap || data.n !== snap.n || !data.yours) picked = [];
    snap = data;
    sentRef = 0;
    gone = "";
    render();
  } else if (data.t === "error") {
    if (data.key === "phones.taken") {
      gone = "taken";
    } else {
      $("error").textContent = sentence(data.text || "");
      sentRef = 0;      // refused, unreadable or too fast: the move may be tapped again
    }
    render();
  } else if (data.t === "bye") {
    gone = data.why === "closed" ? "closed" : "taken";
    stay = data.why !== "closed" && data.why !== "replaced";   // replaced: the host chose
    render();
  }
}

function connect() {
  const socket = new WebSocket("ws://" + location.host + "/ws/" + CODE);
  ws = socket;
  socket.addEventListener("open", () => { attempts = 0; render(); });
  socket.addEventListener("message", received);
  socket.addEventListener("close", () => {
    if (ws !== socket) return;
    sentRef = 0;
    render();
    if (!stay) return;
    attempts += 1;
    setTimeout(connect, Math.min(5000, 400 * Math.pow(2, Math.min(attempts, 4))));
  });
}

document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "visible" && (!ws || ws.readyState === WebSocket.CLOSED)) {
    connect();
  }
});
$("banner").textContent = "\u2026";
connect();
