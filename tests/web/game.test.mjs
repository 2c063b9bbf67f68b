// A whole game against the computer, played by clicking: a Saga's read-ahead chapter, a
// target, attacks and blocks, every other decision through its control. Then the messages of
// that game are searched for the opponent's hidden cards.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { LORE, SOURCE, settled, startBrowser, startServer } from './harness.mjs';

const SEED = Number(process.env.LORE_WEB_SEED || 4);
let server, browser, page;
const messages = [];  // every reply of the server during the game
const seen = new Set();  // decision kinds answered
let gameId;

before(async () => {
  server = await startServer();
  browser = await startBrowser();
  page = await browser.context.newPage();
  page.on('response', async (r) => {
    if (r.url().includes('/api/')) messages.push(await r.text().catch(() => ''));
  });
});
after(async () => { await browser?.close(); server?.stop(); });

// Clicks what a simple player would: lands, then spells, attacking with everything and
// blocking whenever it can, the highest read-ahead chapter.
async function playOneDecision() {
  const kind = await page.getAttribute('#decision-panel', 'data-kind');
  const choosable = page.locator('#table .choosable');
  const numberForm = page.locator('#decision-panel form.number');
  seen.add(kind);
  if (process.env.LORE_WEB_DEBUG) console.log(Date.now() % 100000, kind, await page.getAttribute('body', 'data-turn'));
  if (kind === 'read ahead') {
    // The Saga's chapters are shown with the choice.
    assert.ok(await page.locator('#decision-panel .card.about .card-text p').count() >= 3);
    if (await numberForm.count()) await numberForm.locator('button').click();
    else await page.locator('#decision-panel button.option').last().click();
    return;
  }
  if (kind === 'choose target' && await choosable.count()) {
    await choosable.first().click();
    seen.add('target by click');
    return;
  }
  if (kind === 'declare attacker') {
    const player = page.locator('#table .player-name.choosable');
    if (await player.count()) { await player.first().click(); seen.add('attack by click'); return; }
  }
  if (kind === 'declare blocker' && await choosable.count()) {
    await choosable.first().click();
    seen.add('block by click');
    return;
  }
  if (kind === 'priority') {
    for (const cls of ['option-play_land', 'option-cast']) {
      const button = page.locator(`#decision-panel button.${cls}`);
      if (!await button.count()) continue;
      // Through the card itself: a hand card with an option is outlined and clickable.
      const card = page.locator('#table .row.hand .card.choosable');
      if (await card.count()) {
        await card.first().click();
        const menu = page.locator('.option-menu button');
        if (await menu.count()) await menu.first().click();
      } else {
        await button.first().click();
      }
      return;
    }
    await page.click('#decision-panel button.option-pass');
    return;
  }
  if (kind === 'mulligan') { await page.click('#decision-panel button.option-keep'); return; }
  if (await numberForm.count()) { await numberForm.locator('button').click(); return; }
  await page.locator('#decision-panel button.option').first().click();
}

test('a whole game against the computer by clicking', { timeout: 100_000 }, async () => {
  await page.goto(server.url);
  await page.fill('#auto-pass-delay', '0');  // every automatic pass at once
  await page.selectOption('#start', 'play');
  await page.fill('#seed', String(SEED));
  await page.click('#new-game');
  await settled(page);
  gameId = await page.getAttribute('body', 'data-game');
  for (let i = 0; i < 1500; i++) {
    await settled(page);
    if (await page.getAttribute('body', 'data-over') === 'true') break;
    await playOneDecision();
    await settled(page);
    if (process.env.LORE_SCREENSHOTS && seen.has('attack by click') && !seen.has('shot')) {
      seen.add('shot');
      await page.screenshot({ path: join(SOURCE, 'docs', 'client-play.png') });
    }
  }
  assert.equal(await page.getAttribute('body', 'data-over'), 'true', 'the game ended');
  await assert.doesNotReject(page.locator('#result').waitFor());
  for (const k of ['read ahead', 'target by click', 'attack by click', 'block by click'])
    assert.ok(seen.has(k), `the game had ${k} (decisions: ${[...seen].join(', ')})`);
  // The graveyard viewer shows the cards of the graveyard.
  const graveyard = page.locator('#table .player[data-seat="0"] .zone-button', { hasText: 'graveyard' });
  const count = Number((await graveyard.textContent()).replace(/\D/g, ''));
  assert.ok(count > 0);
  await graveyard.click();
  assert.equal(await page.locator('#zone-cards .card').count(), count);
  await page.click('#zone-dialog button');
  // A rule number of the log opens the rule's text.
  await page.locator('#log a.rule').first().click();
  await page.locator('#rule-text p').first().waitFor();
  assert.match(await page.textContent('#rule-text'), /\d{3}\.\d+/);
  await page.click('#rule-dialog button');
});

test('the messages of the game name no card the player could not see', async () => {
  assert.ok(gameId);
  const res = await fetch(`${server.url}api/replay_file`, { method: 'POST', body: JSON.stringify({ game: gameId }) });
  const { replay } = await res.json();
  const dir = mkdtempSync(join(tmpdir(), 'lore-web-'));
  writeFileSync(join(dir, 'game.json'), replay);
  // What P1 may see of the whole game, from the engine's own player view of the log.
  const visible = execFileSync(LORE, ['replay', join(dir, 'game.json'), '--log', 'json', '--viewer', 'P1'], { maxBuffer: 1 << 28 }).toString();
  const deckNames = (file) => readFileSync(join(SOURCE, 'decks', file), 'utf8').split('\n')
    .map((l) => /^\d+\s+(.+?)\s*$/.exec(l)).filter(Boolean).map((m) => m[1]);
  const mine = new Set(deckNames('dmu_sagas.txt'));
  const theirs = [...new Set(deckNames('fin_summons.txt'))].filter((n) => !mine.has(n));
  const secret = theirs.filter((n) => !visible.includes(JSON.stringify(n).slice(1, -1)));
  const all = messages.join('\n');
  for (const name of secret) assert.ok(!all.includes(name), `"${name}" was never shown but was sent`);
  // Message by message: an opponent's card is first named where anyone may see it, in a public
  // zone or the log, never only in a decision or a hidden zone.
  const known = new Set();
  let named = 0;
  for (const m of messages) {
    if (!m.startsWith('{')) continue;
    const data = JSON.parse(m);
    const publicText = [];
    const walk = (v, zone) => {
      if (Array.isArray(v)) return v.forEach((x) => walk(x, zone));
      if (!v || typeof v !== 'object') return;
      if (v.name && v.zone && !['hand', 'library'].includes(v.zone)) publicText.push(v.name);
      if (v.kind && v.text && v.turn !== undefined) publicText.push(v.text);  // a log entry
      Object.values(v).forEach((x) => walk(x, zone));
    };
    walk(data);
    const pub = publicText.join('\n');
    for (const name of theirs) {
      if (!m.includes(name)) continue;
      if (pub.includes(name)) known.add(name);
      assert.ok(known.has(name), `"${name}" was sent before P1 could see it: ${m.slice(0, 300)}`);
      named++;
    }
  }
  assert.ok(named > 0, 'the opponent showed some cards');
  // No card of the opponent's hand or library is described at all.
  for (const m of messages) {
    if (!m.startsWith('{')) continue;
    const walk = (v) => {
      if (Array.isArray(v)) return v.forEach(walk);
      if (v && typeof v === 'object') {
        if (v.owner === 1 && (v.zone === 'hand' || v.zone === 'library') && v.name) assert.fail(`sent ${v.name} in P2's ${v.zone}`);
        Object.values(v).forEach(walk);
      }
    };
    walk(JSON.parse(m));
  }
});

// Starts a game with this countdown and no stops, and keeps the hand: the first priority with
// something to do (a land to play in the first main phase, not a stop now) is passed
// automatically, after the countdown. (Priority with nothing to do is answered by the server.)
async function gameToFirstCountdown(ms) {
  await page.goto(server.url);
  await page.fill('#auto-pass-delay', String(ms));
  await page.click('#stops summary');
  const checked = page.locator('#stops input[value]:checked');
  while (await checked.count()) await checked.first().uncheck();
  await page.selectOption('#start', 'play');
  await page.fill('#seed', '5');
  await page.click('#new-game');
  await settled(page);
  assert.equal(await page.getAttribute('#decision-panel', 'data-kind'), 'mulligan');
  await page.click('#decision-panel button.option-keep');
  await page.locator('#auto-pass').waitFor();
  assert.equal(await page.getAttribute('body', 'data-step'), 'precombat main');
  assert.equal(await page.getAttribute('#decision-panel', 'data-kind'), 'priority');
}

test('a countdown before an automatic pass: holding priority stops it', { timeout: 60_000 }, async () => {
  await gameToFirstCountdown(3000);
  assert.match(await page.textContent('#auto-pass'), /Passing in \d\.\d s/);
  await page.click('#hold-priority');
  assert.equal(await page.locator('#auto-pass').count(), 0);
  await page.waitForTimeout(3500);
  assert.equal(await page.getAttribute('body', 'data-step'), 'precombat main', 'nothing was passed');
  assert.equal(await page.getAttribute('#decision-panel', 'data-kind'), 'priority');
  // The controls stay: passing by hand moves on.
  await page.click('#decision-panel button.option-pass');
  await page.waitForFunction(() => document.body.dataset.step !== 'precombat main');
});

test('a countdown that runs out passes priority', { timeout: 60_000 }, async () => {
  await gameToFirstCountdown(300);
  await page.waitForFunction(() => document.body.dataset.step !== 'precombat main', null, { timeout: 10_000 });
});
