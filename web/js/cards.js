// A card drawn as a card: name, cost, type line, rules text, P/T, counters, state.
import { escape, withSymbols } from './symbols.js';

// Chapter lines of a Saga's text ("I — ...", "II, III — ...") with the current one marked.
const numerals = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII'];
function textHtml(card) {
  const lines = (card.text || '').split('\n');
  return lines.map((line) => {
    const m = /^([IVX]+(?:, [IVX]+)*) — /.exec(line);
    let cls = '';
    if (m && card.chapter) {
      const chapters = m[1].split(', ').map((n) => numerals.indexOf(n) + 1);
      if (chapters.includes(card.chapter)) cls = ' class="current-chapter"';
    }
    return `<p${cls}>${withSymbols(line)}</p>`;
  }).join('');
}

export function cardElement(card, extraClass = '') {
  const el = document.createElement('div');
  el.className = `card ${extraClass}`;
  el.dataset.id = card.id;
  el.dataset.name = card.name;
  const types = card.types || [];
  for (const t of types) el.classList.add(`type-${t}`);
  if (card.tapped) el.classList.add('tapped');
  if (card.attacking) el.classList.add('attacking');
  if (card.blocking !== undefined) el.classList.add('blocking');
  if (card.sick) el.classList.add('sick');
  const badges = [];
  if (card.sick) badges.push('<span class="badge" title="summoning sick (302.6)">sick</span>');
  if (card.attacking) badges.push('<span class="badge attack">attacking</span>');
  if (card.blocking !== undefined) badges.push(`<span class="badge block">blocks #${card.blocking}</span>`);
  if (card.attached_to !== undefined) badges.push(`<span class="badge">on #${card.attached_to}</span>`);
  if (card.token) badges.push('<span class="badge">token</span>');
  const counters = Object.entries(card.counters || {})
    .map(([k, n]) => `<span class="counter counter-${escape(k.replace(/[^a-z0-9]/gi, ''))}">${n} ${escape(k)}</span>`).join('');
  const saga = card.chapters ? `<span class="chapters">chapter ${card.chapter || 0} of ${card.chapters}</span>` : '';
  let stats = '';
  if (card.pt) stats = `<span class="pt">${escape(card.pt)}</span>`;
  if (card.loyalty) stats = `<span class="pt">${escape(card.loyalty)}</span>`;
  const damage = card.damage ? `<span class="damage">${card.damage} damage</span>` : '';
  el.innerHTML = `
    <div class="card-head"><span class="card-name">${escape(card.name)}</span>
      <span class="card-cost">${withSymbols(card.cost)}</span></div>
    <div class="card-type">${escape(card.type)} <span class="card-id">#${card.id}</span></div>
    <div class="card-text">${textHtml(card)}</div>
    <div class="card-foot">${badges.join('')}${counters}${saga}${damage}${stats}</div>`;
  return el;
}

export function hiddenCardElement(label) {
  const el = document.createElement('div');
  el.className = 'card face-down';
  el.textContent = label || '';
  return el;
}
