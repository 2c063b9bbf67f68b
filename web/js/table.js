// The table: each player's battlefield (lands, creatures, other permanents), hand, library,
// graveyard and the shared exile and command zones.
import { cardElement, hiddenCardElement } from './cards.js';
import { escape, withSymbols } from './symbols.js';

function row(cards, title, cls) {
  const el = document.createElement('div');
  el.className = `row ${cls}`;
  el.dataset.title = title;
  for (const c of cards) el.append(cardElement(c));
  return el;
}

function zoneButton(label, cards, showZone) {
  const b = document.createElement('button');
  b.className = 'zone-button';
  b.textContent = `${label} ${cards.length}`;
  b.disabled = cards.length === 0;
  b.addEventListener('click', () => showZone(label, cards));
  return b;
}

function playerElement(p, table, showZone) {
  const you = table.viewer === p.seat;
  const el = document.createElement('section');
  el.className = `player ${you ? 'you' : 'opponent'}`;
  el.dataset.seat = p.seat;
  const tags = [];
  if (table.active === p.seat) tags.push('<span class="tag active">active</span>');
  if (p.lost) tags.push('<span class="tag lost">lost</span>');
  const head = document.createElement('div');
  head.className = 'player-head';
  head.innerHTML = `<span class="player-name" data-seat="${p.seat}">P${p.seat + 1}${you ? ' (you)' : ''}</span>
    <span class="life" title="life">&#x2665; ${p.life}</span>
    ${p.poison ? `<span class="poison">&#x2620; ${p.poison}</span>` : ''}
    <span class="library">library ${p.library}</span>
    <span class="hand-count">hand ${p.hand_count}</span>
    ${p.pool && p.pool !== 'empty' ? `<span class="pool">pool ${withSymbols(p.pool)}</span>` : ''}
    ${tags.join('')}`;
  head.append(zoneButton('graveyard', p.graveyard, showZone));
  el.append(head);
  const field = p.battlefield;
  const is = (c, t) => (c.types || []).includes(t);
  const lands = field.filter((c) => is(c, 'land') && !is(c, 'creature'));
  const creatures = field.filter((c) => is(c, 'creature'));
  const others = field.filter((c) => !lands.includes(c) && !creatures.includes(c));
  const bf = document.createElement('div');
  bf.className = 'battlefield';
  bf.append(row(creatures, 'creatures', 'creatures'), row(others, 'other permanents', 'others'),
    row(lands, 'lands', 'lands'));
  const hand = document.createElement('div');
  hand.className = 'row hand';
  hand.dataset.title = 'hand';
  if (p.hand) for (const c of p.hand) hand.append(cardElement(c, 'in-hand'));
  else for (let i = 0; i < p.hand_count; i++) hand.append(hiddenCardElement());
  if (p.top) hand.append(cardElement(p.top, 'library-top'));
  if (you) el.append(bf, hand); else el.append(hand, bf);
  return el;
}

export function renderTable(root, table, showZone) {
  root.innerHTML = '';
  const info = document.createElement('div');
  info.className = 'turn-info';
  let text = `Turn ${table.turn} · ${escape(table.step)} step · P${table.active + 1} active`;
  if (table.over) text += table.winner >= 0 ? ` · P${table.winner + 1} wins` : ' · draw';
  info.innerHTML = text;
  const shared = document.createElement('span');
  shared.className = 'shared-zones';
  shared.append(zoneButton('exile', table.exile, showZone), zoneButton('command', table.command, showZone));
  info.append(shared);
  const players = [...table.players];
  const bottom = table.viewer >= 0 ? table.viewer : 0;
  players.sort((a, b) => (a.seat === bottom) - (b.seat === bottom));
  root.append(info);
  for (const p of players) root.append(playerElement(p, table, showZone));
  if (table.over) {
    const banner = document.createElement('div');
    banner.id = 'result';
    banner.textContent = table.winner < 0 ? 'The game is a draw'
      : table.winner === table.viewer ? 'You win' : `P${table.winner + 1} wins`;
    root.append(banner);
  }
}

// The stack, top first, each item's targets named (and highlighted on the table on hover).
export function renderStack(root, table) {
  root.innerHTML = '';
  const name = (t) => {
    if (t.player !== undefined) return `P${t.player + 1}`;
    const el = document.querySelector(`#table .card[data-id="${t.object}"]`);
    return el ? `${el.dataset.name} #${t.object}` : `#${t.object}`;
  };
  table.stack.forEach((item, index) => {
    const li = document.createElement('li');
    li.className = 'stack-item';
    li.dataset.id = item.source.id;
    const what = item.ability ? `${escape(item.source.name)}: ${withSymbols(item.ability)}`
      : `${escape(item.source.name)} ${withSymbols(item.source.cost)}`;
    const targets = item.targets.map(name);
    li.innerHTML = `<span class="controller">P${item.controller + 1}</span> ${what}` +
      (targets.length ? `<div class="targets">&#x2192; ${targets.map(escape).join(', ')}</div>` : '');
    const mark = (on) => {
      for (const t of item.targets) {
        const sel = t.player !== undefined ? `.player-name[data-seat="${t.player}"]`
          : `#table .card[data-id="${t.object}"]`;
        document.querySelectorAll(sel).forEach((e) => e.classList.toggle('targeted', on));
      }
    };
    li.addEventListener('mouseenter', () => mark(true));
    li.addEventListener('mouseleave', () => mark(index === 0));  // the top item's stay marked
    root.append(li);
  });
}

// Arrows from each stack item to its targets on the table (the top item's in full, the
// others faint), redrawn whenever the page is.
export function drawArrows(table) {
  let svg = document.getElementById('arrows');
  if (!svg) {
    svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    svg.id = 'arrows';
    svg.innerHTML = '<defs><marker id="arrow-head" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M 0 0 L 10 5 L 0 10 z" fill="#ff5a5a"/></marker></defs>';
    document.body.append(svg);
  }
  svg.querySelectorAll('line').forEach((l) => l.remove());
  svg.setAttribute('width', document.documentElement.scrollWidth);
  svg.setAttribute('height', document.documentElement.scrollHeight);
  const items = document.querySelectorAll('#stack .stack-item');
  const center = (el) => {
    const r = el.getBoundingClientRect();
    return [r.left + window.scrollX + r.width / 2, r.top + window.scrollY + r.height / 2];
  };
  table.stack.forEach((item, i) => {
    const from = items[i];
    if (!from) return;
    const r = from.getBoundingClientRect();
    const [x1, y1] = [r.left + window.scrollX, r.top + window.scrollY + r.height / 2];
    for (const t of item.targets) {
      const sel = t.player !== undefined ? `#table .player-name[data-seat="${t.player}"]`
        : `#table .card[data-id="${t.object}"]`;
      const el = document.querySelector(sel);
      if (!el) continue;
      if (i === 0) el.classList.add('targeted');  // what is about to resolve
      const [x2, y2] = center(el);
      const line = document.createElementNS('http://www.w3.org/2000/svg', 'line');
      Object.entries({ x1, y1, x2, y2, 'marker-end': 'url(#arrow-head)', class: i === 0 ? 'arrow top' : 'arrow' })
        .forEach(([k, v]) => line.setAttribute(k, v));
      svg.append(line);
    }
  });
}
