// The log, each entry's rule number a link to the rule's text.
import { get } from './api.js';
import { escape } from './symbols.js';

export async function showRule(rule) {
  const dialog = document.getElementById('rule-dialog');
  document.getElementById('rule-title').textContent = `Rule ${rule}`;
  const body = document.getElementById('rule-text');
  body.textContent = '…';
  if (!dialog.open) dialog.showModal();
  try {
    const r = await get(`rule?n=${encodeURIComponent(rule)}`);
    body.innerHTML = r.text.map((l) => `<p>${escape(l)}</p>`).join('');
  } catch (e) {
    body.textContent = e.message;
  }
}

function ruleLinks(rule) {
  return String(rule).split(/[\s,]+/).filter(Boolean)
    .map((r) => `<a href="#" class="rule" data-rule="${escape(r)}">${escape(r)}</a>`).join(', ');
}

export function entryElement(e) {
  const li = document.createElement('li');
  li.className = `log-entry kind-${e.kind}`;
  let text = e.text || '';
  if (e.rule) text = text.replace(/\s*\[[^\]]*\]$/, '');
  li.innerHTML = escape(text) + (e.rule ? ` <span class="rules">[${ruleLinks(e.rule)}]</span>` : '');
  return li;
}

// Keeps the list equal to the log: `start` is where `entries` begin.
export function updateLog(list, start, entries) {
  while (list.children.length > start) list.lastChild.remove();
  for (const e of entries) list.append(entryElement(e));
  list.parentElement.scrollTop = list.parentElement.scrollHeight;
}

document.addEventListener('click', (ev) => {
  const a = ev.target.closest('a.rule');
  if (!a) return;
  ev.preventDefault();
  showRule(a.dataset.rule);
});
