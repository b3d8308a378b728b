// The players' table display: the table's JSON from the server's event stream, laid out
// in the page's shape (table.css). Every word shown comes from the server (the display's
// words module); this script only places them, and says when the connection is lost.
"use strict";

const SILENCE_MS = 25000; // the server pings every 10 s: longer silence is a dead connection
const TELEVISION = window.matchMedia("(min-width: 1200px) and (min-height: 600px)");

const $ = (id) => document.getElementById(id);
let source = null;
let lastHeard = Date.now();
let retryMs = 1000;
let retryTimer = null;
let latest = null;

// --- words -------------------------------------------------------------------------------

// A worded line: [[text, "classes"], ...] as spans (newlines kept by the CSS).
function runs(element, parts) {
  element.replaceChildren();
  for (const [text, classes] of parts || []) {
    const span = document.createElement("span");
    span.textContent = text;
    if (classes) span.className = classes;
    element.append(span);
  }
  return element;
}

// A worded text of several lines, a block a line: a line that is one underlined run is a
// heading (a board's name when run twice), where a column may begin.
function lines(element, parts) {
  element.replaceChildren();
  let line = document.createElement("div");
  const close = () => {
    const only = line.children.length === 1 ? line.firstElementChild : null;
    if (only !== null && only.classList.contains("u")) line.className = "heading";
    element.append(line);
    line = document.createElement("div");
  };
  for (const [text, classes] of parts || []) {
    text.split("\n").forEach((piece, index) => {
      if (index > 0) close();
      if (piece === "") return;
      const span = document.createElement("span");
      span.textContent = piece;
      if (classes) span.className = classes;
      line.append(span);
    });
  }
  close();
  return element;
}

function show(element, visible) {
  element.hidden = !visible;
  return element;
}

// --- the table ---------------------------------------------------------------------------

function card(face) {
  const box = document.createElement("span");
  box.className = "card";
  if (face === null) {
    box.classList.add("to-come");
    box.textContent = "\u00a0";
    box.setAttribute("aria-hidden", "true");
  } else {
    box.textContent = face.face;
    if (face.red) box.classList.add("red");
    if (face.face === "??") box.classList.add("unknown");
  }
  return box;
}

function boards(view) {
  const holder = $("boards");
  holder.replaceChildren();
  view.boards.forEach((board, index) => {
    const row = document.createElement("div");
    row.className = "board";
    if (view.board_names[index]) {
      const label = document.createElement("span");
      label.className = "board-label";
      label.textContent = view.board_names[index];
      row.append(label);
    }
    for (let place = 0; place < 5; place++) {
      row.append(card(place < board.length ? board[place] : null));
    }
    holder.append(row);
  });
}

function figures(facing) {
  const list = $("figures");
  list.replaceChildren();
  for (const [caption, value] of facing ? facing.figures : []) {
    const item = document.createElement("div");
    const term = document.createElement("dt");
    term.textContent = caption;
    const figure = document.createElement("dd");
    figure.textContent = value === null ? "-" : value.toLocaleString("en");
    item.append(term, figure);
    list.append(item);
  }
}

function seat(view) {
  const item = document.createElement("li");
  item.className = "seat";
  for (const flag of ["acting", "folded", "empty"]) {
    if (view[flag]) item.classList.add(flag);
  }
  if (view.title) {
    const title = document.createElement("span");
    title.className = "seat-title";
    title.textContent = view.title;
    item.append(title);
  }
  for (const line of view.lines) {
    item.append(runs(document.createElement("span"), line));
  }
  return item;
}

function seats(view) {
  const made = view.seats.map(seat);
  const list = $("seats");
  list.replaceChildren();
  const edges = { top: $("edge-top"), left: $("edge-left"), right: $("edge-right"), bottom: $("edge-bottom") };
  for (const edge of Object.values(edges)) edge.replaceChildren();
  if (TELEVISION.matches) {
    for (const [edge, places] of Object.entries(view.places)) {
      for (const index of places) edges[edge].append(made[index]);
    }
  } else {
    list.append(...made);
  }
}

function clock(view) {
  const panel = show($("clock"), view !== null);
  if (view === null) return;
  for (const name of ["figures", "heading", "blinds", "coming", "table", "note"]) {
    $("clock-" + name).textContent = view[name];
  }
  panel.classList.toggle("warning", view.warning);
  panel.classList.toggle("paused", view.paused);
  panel.classList.toggle("break", view.on_break);
}

function render(view) {
  latest = view;
  const table = $("table");
  table.setAttribute("aria-busy", "false");
  document.body.dataset.hand = view.hand === null ? "" : String(view.hand);
  document.body.dataset.steps = String(view.steps);
  show($("away"), view.away !== null).textContent = view.away || "";
  show($("said"), view.said.length > 0).textContent = view.said.join("  ");
  clock(view.clock);
  table.classList.toggle("waiting", view.waiting !== null);
  show($("waiting"), view.waiting !== null).textContent = view.waiting || "";
  if (view.waiting !== null) return;
  runs($("game"), view.game);
  runs($("stakes"), view.stakes);
  runs(show($("next-game"), view.next_game !== null), view.next_game);
  $("pot-caption").textContent = view.pot_caption;
  $("pot").textContent = view.pot.toLocaleString("en");
  runs($("pots"), view.pots);
  boards(view);
  runs($("now"), view.now);
  figures(view.facing);
  runs(show($("arithmetic"), view.facing !== null), view.facing ? view.facing.arithmetic : []);
  lines(show($("outcome"), view.outcome !== null), view.outcome);
  runs(show($("equity"), view.equity !== null), view.equity);
  seats(view);
  runs($("last"), view.last);
  fitRuling(view);
}

// On the television nothing may be scrolled out of sight: a ruling longer than the height
// left goes into two columns, then a little smaller (to seven tenths), then the cards.
function fitRuling(view) {
  const centre = $("centre");
  const outcome = $("outcome");
  outcome.classList.remove("columns");
  outcome.style.fontSize = "";
  centre.classList.remove("tight");
  if (!TELEVISION.matches || view.outcome === null) return;
  const over = () => centre.scrollHeight > centre.clientHeight + 1;
  if (over()) outcome.classList.add("columns");
  for (let scale = 95; over() && scale >= 70; scale -= 5) outcome.style.fontSize = `${scale / 100}em`;
  if (over()) centre.classList.add("tight"); // then the cards give up some height too
}

// --- the connection: reconnects by itself ----------------------------------------------------

function status(text) {
  const line = show($("connection"), text !== null);
  line.textContent = text || "";
}

function heard() {
  lastHeard = Date.now();
  retryMs = 1000;
  status(null);
}

function connect() {
  clearTimeout(retryTimer);
  retryTimer = null;
  if (source !== null) source.close();
  lastHeard = Date.now();
  source = new EventSource("events");
  source.addEventListener("table", (event) => {
    heard();
    render(JSON.parse(event.data));
  });
  source.addEventListener("ping", heard);
  source.addEventListener("error", () => {
    status("Lost the table: reconnecting…");
    // The browser retries a dropped stream by itself, but not one the server refused
    // (restarting, or too busy): then try again, a little later each time.
    if (source.readyState === EventSource.CLOSED && retryTimer === null) {
      retryTimer = setTimeout(connect, retryMs);
      retryMs = Math.min(retryMs * 2, 10000);
    }
  });
}

// A laptop that slept or a phone whose Wi-Fi dropped may hold a stream that is dead
// without an error: silence longer than the server's pings means start again.
setInterval(() => {
  if (Date.now() - lastHeard > SILENCE_MS) {
    status("Lost the table: reconnecting…");
    connect();
  }
}, 5000);
document.addEventListener("visibilitychange", () => {
  if (!document.hidden && Date.now() - lastHeard > 12000) connect();
});
window.addEventListener("online", connect);
TELEVISION.addEventListener("change", () => {
  if (latest !== null) render(latest);
});
connect();
