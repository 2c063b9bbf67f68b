// A control for every decision: each option is a button, and the card or player an option is
// about can be clicked on the table instead; a number decision is a number input.
import { cardElement } from './cards.js';
import { escape } from './symbols.js';

const titles = {
  'choose starting player': 'Play or draw?', 'mulligan': 'Keep this hand?', 'mulligan bottom': 'Put a card on the bottom',
  'priority': 'Priority', 'choose mode': 'Choose a mode', 'choose X': 'Choose X', 'choose target': 'Choose a target',
  'pay mana': 'Pay the mana', 'choose cost object': 'Choose what to pay the cost with', 'order triggers': 'Order your triggers',
  'declare attacker': 'Declare attackers', 'declare blocker': 'Declare blockers', 'assign damage': 'Assign combat damage',
  'scry card': 'Scry', 'surveil card': 'Surveil', 'choose discard': 'Discard a card', 'choose card': 'Choose a card',
  'yes/no': 'Yes or no?', 'legend rule': 'Legend rule: the one to keep', 'cleanup discard': 'Discard to hand size',
  'choose color': 'Choose a color', 'choose pile': 'Choose a pile', 'choose replacement': 'Which replacement applies first?',
  'read ahead': 'Read ahead: the chapter to start at', 'choose number': 'Choose a number', 'kicker': 'Pay the kicker?',
  'choose attacked': 'What does it attack?', 'optional life cost': 'Pay the life?', 'phyrexian mana': 'Pay the Phyrexian mana',
  'divide': 'Divide', 'choose name': 'Choose a card name', 'choose mana ability': 'Choose a mana ability',
  'top or bottom': 'Top or bottom of your library?',
};

// The element on the table an option is about: a card or a player's name.
function targetOf(o) {
  if (o.object !== undefined) return document.querySelector(`#table .card[data-id="${o.object}"]`);
  if (o.player !== undefined && (o.kind === 'player' || o.kind === 'attack'))
    return document.querySelector(`#table .player-name[data-seat="${o.player}"]`);
  return null;
}

function popup(anchor, options, answer) {
  document.querySelectorAll('.option-menu').forEach((m) => m.remove());
  const menu = document.createElement('div');
  menu.className = 'option-menu';
  for (const o of options) {
    const b = document.createElement('button');
    b.textContent = o.text;
    b.addEventListener('click', (ev) => { ev.stopPropagation(); menu.remove(); answer(o.index); });
    menu.append(b);
  }
  const r = anchor.getBoundingClientRect();
  menu.style.left = `${window.scrollX + r.left}px`;
  menu.style.top = `${window.scrollY + r.bottom}px`;
  document.body.append(menu);
}

// `actions`: { answer(choice), pass(until) }; `interactive`: the viewer makes this decision.
export function renderDecision(panel, d, actions, interactive) {
  panel.innerHTML = '';
  document.querySelectorAll('.choosable').forEach((e) => e.classList.remove('choosable'));
  document.querySelectorAll('.option-menu').forEach((m) => m.remove());
  if (!d) { panel.dataset.kind = ''; return; }
  panel.dataset.kind = d.kind;
  const h = document.createElement('h2');
  h.textContent = interactive ? (titles[d.kind] || d.kind) : `P${d.player + 1}: ${titles[d.kind] || d.kind}`;
  panel.append(h);
  if (d.prompt) {
    const p = document.createElement('p');
    p.className = 'prompt';
    p.textContent = d.prompt;
    panel.append(p);
  }
  if (d.about) panel.append(cardElement(d.about, 'about'));
  if (!interactive) {
    if (!d.prompt) panel.append(Object.assign(document.createElement('p'), { textContent: 'The opponent is deciding…' }));
    return;
  }
  if (d.range) {
    const form = document.createElement('form');
    form.className = 'number';
    form.innerHTML = `<label>${escape(d.range.text)} <input type="number" name="n" min="${d.range.lo}" max="${d.range.hi}" value="${d.range.hi}" required></label> <button>OK</button>`;
    form.addEventListener('submit', (ev) => {
      ev.preventDefault();
      const n = Number(form.n.value);
      if (!Number.isInteger(n) || n < d.range.lo || n > d.range.hi || d.range.excluded.includes(n)) {
        form.n.setCustomValidity(`not one of ${d.range.text}`);
        form.n.reportValidity();
        return;
      }
      actions.answer(n);
    });
    panel.append(form);
    return;
  }
  const list = document.createElement('div');
  list.className = 'options';
  const byTarget = new Map();
  for (const o of d.options) {
    const b = document.createElement('button');
    b.className = `option option-${o.kind}`;
    b.dataset.index = o.index;
    b.textContent = o.text;
    b.addEventListener('click', () => actions.answer(o.index));
    list.append(b);
    const t = targetOf(o);
    if (t && o.kind !== 'pass') {
      if (!byTarget.has(t)) byTarget.set(t, []);
      byTarget.get(t).push(o);
    }
  }
  panel.append(list);
  for (const [el, opts] of byTarget) {
    el.classList.add('choosable');
    el.onclick = (ev) => {
      if (!el.classList.contains('choosable')) return;
      ev.stopPropagation();
      if (opts.length === 1) actions.answer(opts[0].index);
      else popup(el, opts, actions.answer);
    };
  }
  if (d.kind === 'priority') {
    const more = document.createElement('div');
    more.className = 'pass-controls';
    more.innerHTML = '<button id="pass-stack" title="pass until the stack is empty">Resolve stack</button> <button id="pass-turn" title="pass until the next turn (you are still asked other decisions)">Pass to next turn</button>';
    more.querySelector('#pass-stack').addEventListener('click', () => actions.pass('stack'));
    more.querySelector('#pass-turn').addEventListener('click', () => actions.pass('turn'));
    panel.append(more);
  }
}
