// Mana and tap symbols of costs and rules text ("{2}{W}", "{T}") as mana-font icons.
const escapes = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escape = (s) => String(s).replace(/[&<>"']/g, (c) => escapes[c]);

function symbolClass(sym) {
  const s = sym.toLowerCase().replace('/', '');
  if (s === 't') return 'ms-tap';
  if (s === 'q') return 'ms-untap';
  if (s === 'e') return 'ms-e';
  if (/^r\d+$/.test(s)) return `ms-saga ms-saga-${s.slice(1)}`;  // chapter numerals
  return `ms-${s}`;
}

// HTML of `text` with each {X} symbol drawn; everything else escaped.
export function withSymbols(text) {
  return escape(text || '').replace(/\{([^}]{1,4})\}/g,
    (m, sym) => `<i class="ms ms-cost ${symbolClass(sym)}" title="${m}"></i>`);
}
