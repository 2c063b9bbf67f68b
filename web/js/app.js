// The page: one mode at a time (play against the computer, watch two computers, step through a
// replay or a scenario), each drawing the same table, stack, log and decision panels.
import { get, post } from './api.js';
import { cardElement } from './cards.js';
import { renderDecision } from './decision.js';
import { updateLog } from './log.js';
import { drawArrows, renderStack, renderTable } from './table.js';

const $ = (id) => document.getElementById(id);
const view = { game: null, seat: -1, logSize: 0, busy: false, mode: 'play' };

function showMessage(text) {
  const m = $('message');
  m.textContent = text;
  m.hidden = !text;
  if (text) setTimeout(() => { if (m.textContent === text) m.hidden = true; }, 6000);
}

function showZone(label, cards) {
  $('zone-title').textContent = label;
  const box = $('zone-cards');
  box.innerHTML = '';
  for (const c of cards) box.append(cardElement(c));
  $('zone-dialog').showModal();
}

// Draws a state sent by the server (a game, a replay position or a scenario frame).
function draw(s, interactive) {
  view.table = s.table;
  renderTable($('table'), s.table, showZone);
  renderStack($('stack'), s.table);
  updateLog($('log'), s.log_start, s.log);
  view.logSize = s.log_start + s.log.length;
  renderDecision($('decision-panel'), s.decision, { answer, pass }, interactive);
  drawArrows(s.table);  // once everything has its place
  document.body.dataset.turn = s.table.turn;
  document.body.dataset.step = s.table.step;
  document.body.dataset.over = s.table.over;
}

// ---- play ----

function stops() {
  return new Set([...document.querySelectorAll('#stops input[value]:checked')].map((i) => i.value));
}

// Whether to pass this priority without asking (as the terminal player does): with only your
// own spells and abilities on the stack, or with an empty stack in a step that is not one of
// your stops (docs/client.md).
function autoPass(s) {
  const d = s.decision;
  if (!d || d.kind !== 'priority' || d.player !== s.seat) return false;
  const stack = s.table.stack;
  if (stack.some((i) => i.controller !== s.seat)) return false;
  if (stack.length) return true;
  const ownTurn = s.table.active === s.seat;
  if (!ownTurn && !$('stop-opponent-turn').checked) return true;
  return !stops().has(s.table.step);
}

const passIndex = (s) => s.decision.options.find((o) => o.kind === 'pass').index;
const autoPassDelay = () => Math.max(0, Number($('auto-pass-delay').value) || 0);

// The countdown before an automatic pass: the priority controls stay live, and acting (or
// "Hold priority") stops it; at zero the pass is sent.
let countdown = null;
function cancelCountdown() {
  if (!countdown) return;
  clearInterval(countdown.tick);
  clearTimeout(countdown.timer);
  countdown.el.remove();
  countdown = null;
}
function startCountdown(s) {
  const ms = autoPassDelay();
  const choice = passIndex(s);
  const el = document.createElement('div');
  el.id = 'auto-pass';
  el.innerHTML = '<span>Passing in <b></b></span> <button id="hold-priority">Hold priority</button>';
  $('decision-panel').append(el);
  const end = Date.now() + ms;
  const show = () => { el.querySelector('b').textContent = `${(Math.max(0, end - Date.now()) / 1000).toFixed(1)} s`; };
  show();
  el.querySelector('#hold-priority').addEventListener('click', cancelCountdown);
  countdown = {
    el,
    tick: setInterval(show, 100),
    timer: setTimeout(() => { cancelCountdown(); request('answer', { choice }); }, ms),
  };
}

async function request(path, body) {
  if (view.busy) return;
  cancelCountdown();
  view.busy = true;
  document.body.classList.add('busy');
  try {
    let s = await post(path, { ...body, game: view.game, log_from: view.logSize });
    for (let i = 0; i < 500 && view.mode === 'play' && autoPass(s) && autoPassDelay() === 0; i++) {
      draw(s, false);
      s = await post('answer', { game: view.game, choice: passIndex(s), log_from: view.logSize });
    }
    apply(s);
    if (view.mode === 'play' && autoPass(s)) startCountdown(s);
  } catch (e) {
    showMessage(e.message);
  } finally {
    view.busy = false;
    document.body.classList.remove('busy');
  }
}

function apply(s) {
  view.seat = s.seat;
  const mine = s.decision && s.decision.player === s.seat && s.seat >= 0;
  draw(s, mine);
}

const autoPay = () => !$('pay-by-hand').checked;
function answer(choice) { return request('answer', { choice, auto_pay: autoPay() }); }
function pass(until) { return request('answer', { pass: until, auto_pay: autoPay() }); }

async function newGame() {
  const body = { opponent: $('opponent').value, seat: Number($('seat').value), start: $('start').value };
  if ($('seed').value !== '') body.seed = Number($('seed').value);
  await startGame(body);
}

async function startGame(body) {
  cancelCountdown();
  if (view.game) post('close', { game: view.game }).catch(() => {});
  view.game = null;
  view.logSize = 0;
  try {
    const s = await post('new', body);
    view.game = s.game;
    document.body.dataset.game = s.game;
    view.logSize = 0;
    if (view.mode === 'play' && autoPass(s)) { apply(s); await request('state', {}); return s; }
    apply(s);
    return s;
  } catch (e) {
    showMessage(e.message);
    return null;
  }
}

async function saveReplay() {
  if (!view.game) return;
  const r = await post('replay_file', { game: view.game });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([r.replay], { type: 'application/json' }));
  a.download = 'lore-replay.json';
  a.click();
}

// ---- watch ----

let watchTimer = null;
async function watchStep() {
  if (!view.game || view.busy) return;
  view.busy = true;
  try {
    const s = await post('step', { game: view.game, log_from: view.logSize });
    draw(s, false);
    if (!s.decision) stopWatching();
  } catch (e) {
    showMessage(e.message);
    stopWatching();
  } finally {
    view.busy = false;
  }
}
function stopWatching() {
  clearInterval(watchTimer);
  watchTimer = null;
  $('watch-toggle').textContent = 'Resume';
}
function startWatching() {
  clearInterval(watchTimer);
  watchTimer = setInterval(watchStep, Number($('watch-speed').value));
  $('watch-toggle').textContent = 'Pause';
}
async function newWatch() {
  stopWatching();
  const body = { mode: 'watch', opponent: $('watch-agent').value };
  if ($('watch-seed').value !== '') body.seed = Number($('watch-seed').value);
  if (await startGame(body)) startWatching();
}

// ---- replay and scenario: a stepper over positions ----

const stepper = { count: 0, at: 0, drawn: -1, running: false, go: null };
function setStepper(count, go) {
  stepper.count = count;
  stepper.go = go;
  stepper.drawn = -1;
  $('step-slider').max = count;
  $('stepper').hidden = false;
  return goTo(0);
}
// Positions are drawn one at a time, in order: clicks while one is drawn only move the
// target, and the last one wins.
async function goTo(at) {
  at = Math.max(0, Math.min(stepper.count, at));
  stepper.at = at;
  $('step-slider').value = at;
  if (stepper.running) return;
  stepper.running = true;
  try {
    while (stepper.drawn !== stepper.at) {
      const target = stepper.at;
      await stepper.go(target);
      stepper.drawn = target;
      $('step-position').textContent = `${target} / ${stepper.count}`;
    }
  } catch (e) {
    showMessage(e.message);
  } finally {
    stepper.running = false;
  }
}

async function loadReplay(file) {
  try {
    const s = await post('replay', { replay: await file.text() });
    view.game = s.game;
    view.logSize = 0;
    await setStepper(s.answers, async (at) => {
      const r = await post('goto', { game: view.game, at, log_from: view.logSize });
      draw(r, false);
      const next = r.next !== undefined && r.decision && r.decision.options
        ? r.decision.options[r.next]?.text : r.next;
      $('step-note').textContent = next !== undefined ? `next: P${r.decision.player + 1} answers ${next}` : 'the end';
    });
  } catch (e) {
    showMessage(e.message);
  }
}

async function loadScenario(file) {
  try {
    const r = await post('scenario', { scenario: await file.text() });
    const frames = r.frames;
    $('script-title').textContent = `${r.title || file.name}: ${r.passed ? 'passes' : 'fails'}`;
    $('script-panel').dataset.passed = r.passed;
    const list = $('script');
    list.innerHTML = '';
    frames.forEach((f, i) => {
      const li = document.createElement('li');
      li.className = `script-line ${f.kind} ${f.ok ? 'ok' : 'failed'}`;
      li.dataset.frame = i;
      li.textContent = `${f.line ? `${f.line}: ` : ''}${f.text}`;
      if (f.message) li.title = f.message;
      li.addEventListener('click', () => goTo(i));
      list.append(li);
    });
    if (!r.passed && (!frames.length || frames[frames.length - 1].ok)) {
      const li = document.createElement('li');
      li.className = 'script-line failed';
      li.textContent = r.message;
      list.append(li);
    }
    await setStepper(frames.length - 1, async (at) => {
      const f = frames[at];
      draw({ table: f.table, decision: f.decision, log_start: 0, log: frames.slice(0, at + 1).flatMap((x) => x.log) }, false);
      list.querySelectorAll('.current').forEach((e) => e.classList.remove('current'));
      list.children[at].classList.add('current');
      list.children[at].scrollIntoView({ block: 'nearest' });
      $('step-note').textContent = f.ok ? `${f.kind === 'expect' ? 'passes' : 'done'}: ${f.text}` : `FAILS: ${f.message}`;
    });
  } catch (e) {
    showMessage(e.message);
  }
}

// ---- modes ----

function setMode(mode) {
  cancelCountdown();
  view.mode = mode;
  stopWatching();
  document.body.dataset.mode = mode;
  for (const b of document.querySelectorAll('#modes button')) b.classList.toggle('active', b.dataset.mode === mode);
  for (const d of document.querySelectorAll('#mode-controls > div')) d.hidden = d.dataset.for !== mode;
  $('stepper').hidden = true;
  $('script-panel').hidden = mode !== 'scenario';
  $('step-note').textContent = '';
  if (mode === 'play') newGame();
  if (mode === 'watch') newWatch();
  if (mode === 'replay' || mode === 'scenario') {
    for (const id of ['table', 'stack', 'log', 'decision-panel']) $(id).innerHTML = '';
    view.game = null;
  }
}

for (const b of document.querySelectorAll('#modes button')) b.addEventListener('click', () => setMode(b.dataset.mode));
$('new-game').addEventListener('click', newGame);
$('save-replay').addEventListener('click', saveReplay);
$('watch-new').addEventListener('click', newWatch);
$('watch-toggle').addEventListener('click', () => (watchTimer ? stopWatching() : startWatching()));
$('watch-speed').addEventListener('change', () => { if (watchTimer) startWatching(); });
$('replay-file').addEventListener('change', (e) => e.target.files[0] && loadReplay(e.target.files[0]));
$('scenario-file').addEventListener('change', (e) => e.target.files[0] && loadScenario(e.target.files[0]));
$('step-first').addEventListener('click', () => goTo(0));
$('step-back').addEventListener('click', () => goTo(stepper.at - 1));
$('step-forward').addEventListener('click', () => goTo(stepper.at + 1));
$('step-last').addEventListener('click', () => goTo(stepper.count));
$('step-slider').addEventListener('change', (e) => goTo(Number(e.target.value)));
document.addEventListener('click', () => document.querySelectorAll('.option-menu').forEach((m) => m.remove()));
window.addEventListener('resize', () => view.table && drawArrows(view.table));
document.getElementById('log-panel').addEventListener('scroll', () => view.table && drawArrows(view.table));
// A closed tab ends its game at once (the server would drop it when idle anyway).
window.addEventListener('pagehide', () => {
  if (view.game) navigator.sendBeacon('/api/close', JSON.stringify({ game: view.game }));
});
get('decks').catch(() => {});
setMode('play');
