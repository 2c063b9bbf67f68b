// Stepping a replay and a scenario in the page, and the server's refusals over HTTP.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { LORE, SOURCE, settled, startBrowser, startServer } from './harness.mjs';

let server, browser, page;
const dir = mkdtempSync(join(tmpdir(), 'lore-web-'));

before(async () => {
  server = await startServer();
  browser = await startBrowser();
  page = await browser.context.newPage();
});
after(async () => { await browser?.close(); server?.stop(); });

const position = async () => (await page.textContent('#step-position')).trim();

test('a replay steps forward and back', async () => {
  const file = join(dir, 'replay.json');
  execFileSync(LORE, ['play', '--seed', '3', '--log', 'none', '--save-replay', file]);
  const answers = JSON.parse(readFileSync(file, 'utf8')).answers.length;
  await page.goto(server.url);
  await page.click('#modes button[data-mode="replay"]');
  await page.setInputFiles('#replay-file', file);
  await page.waitForFunction(() => document.querySelector('#step-position').textContent.startsWith('0 /'));
  assert.equal(await position(), `0 / ${answers}`);
  const turnAt = async () => Number(await page.getAttribute('body', 'data-turn'));
  for (let i = 0; i < 30; i++) await page.click('#step-forward');
  await page.waitForFunction(() => document.querySelector('#step-position').textContent.startsWith('30 /'));
  const log30 = await page.locator('#log li').count();
  await page.click('#step-back');
  await page.waitForFunction(() => document.querySelector('#step-position').textContent.startsWith('29 /'));
  assert.ok(await page.locator('#log li').count() <= log30);
  await page.click('#step-last');
  await page.waitForFunction((n) => document.querySelector('#step-position').textContent === `${n} / ${n}`, answers);
  await page.locator('#result').waitFor();
  assert.ok(await turnAt() > 1);
  assert.match(await page.textContent('#result'), /wins|draw/);
  // Both hands are shown to a replay's viewer.
  assert.equal(await page.locator('#table .card.face-down').count(), 0);
  await page.click('#step-first');
  await page.waitForFunction(() => document.querySelector('#step-position').textContent.startsWith('0 /'));
});

test('a scenario shows its set-up and each line of its script', async () => {
  const path = join(SOURCE, 'tests', 'scenarios', 'cruelty_of_gix_chapter_one_discard.scn');
  await page.goto(server.url);
  await page.click('#modes button[data-mode="scenario"]');
  await page.setInputFiles('#scenario-file', path);
  await page.locator('#script .script-line').first().waitFor();
  assert.match(await page.textContent('#script-title'), /passes/);
  const lines = await page.locator('#script .script-line').count();
  assert.ok(lines > 10);
  assert.equal(await page.locator('#script .script-line.failed').count(), 0);
  // The set-up: the Saga in P1's hand.
  assert.equal(await page.locator('#table .player[data-seat="0"] .row.hand .card[data-name="The Cruelty of Gix"]').count(), 1);
  // Once the chapter I ability targets P2, an arrow leads from the stack to P2.
  await page.click('#script .script-line:has-text("target P2")');
  await page.locator('#stack .stack-item').first().waitFor();
  assert.match(await page.textContent('#stack'), /→ P2/);
  assert.equal(await page.locator('#arrows line.top').count(), 1);
  assert.equal(await page.locator('#table .player-name[data-seat="1"].targeted').count(), 1);
  if (process.env.LORE_SCREENSHOTS) await page.screenshot({ path: join(SOURCE, 'docs', 'client-scenario.png') });
  await page.click('#step-first');
  await page.waitForFunction(() => document.querySelector('#step-position').textContent.startsWith('0 /'));
  for (let i = 1; i < lines; i++) await page.click('#step-forward');
  await page.waitForFunction((n) => document.querySelector('#step-position').textContent === `${n} / ${n}`, lines - 1);
  assert.equal(await page.locator('#table .player[data-seat="1"] .card[data-name="Karn, Living Legacy"]').count(), 0);
  // A scenario whose expectation is wrong shows where it fails.
  const wrong = readFileSync(path, 'utf8').replace('expect P2 hand is drake, strike', 'expect P2 hand is drake');
  const wrongPath = join(dir, 'wrong.scn');
  writeFileSync(wrongPath, wrong);
  await page.setInputFiles('#scenario-file', wrongPath);
  await page.waitForFunction(() => /fails/.test(document.querySelector('#script-title').textContent));
  assert.ok(await page.locator('#script .script-line.failed').count() >= 1);
});

test('a game between two computers is watched', async () => {
  await page.goto(server.url);
  await page.click('#modes button[data-mode="watch"]');
  await page.selectOption('#watch-speed', '50');
  await page.waitForFunction(() => Number(document.body.dataset.turn) >= 3, null, { timeout: 20_000 });
  // A spectator sees both hands.
  assert.equal(await page.locator('#table .card.face-down').count(), 0);
  await page.click('#watch-toggle');  // pause (a step already asked for may still arrive)
  await page.waitForTimeout(300);
  const turn = await page.getAttribute('body', 'data-turn');
  const logSize = await page.locator('#log li').count();
  await page.waitForTimeout(300);
  assert.equal(await page.locator('#log li').count(), logSize);
  assert.equal(await page.getAttribute('body', 'data-turn'), turn);
});

// A raw request, so that paths reach the server as written (no URL normalization).
function raw(path, method = 'GET', body = undefined) {
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path, method }, (res) => {
      let data = '';
      res.on('data', (d) => { data += d; });
      res.on('end', () => resolve({ status: res.statusCode, body: data }));
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

test('static files stay in their folder', async () => {
  assert.equal((await raw('/')).status, 200);
  assert.equal((await raw('/js/app.js')).status, 200);
  for (const path of ['/../CMakeLists.txt', '/js/../../CMakeLists.txt', '/%2e%2e/CMakeLists.txt',
    '/js/%2e%2e/%2e%2e/CMakeLists.txt', '/..%2fCMakeLists.txt', '/%2e%2e%2fCMakeLists.txt',
    '/..%5cCMakeLists.txt', '/%252e%252e/CMakeLists.txt', '/....//CMakeLists.txt',
    '/js/..%00/app.js', '/../data/CompRules-2026-04-17.txt']) {
    const r = await raw(path);
    assert.ok(r.status >= 400, `${path}: ${r.status}`);
    assert.ok(!r.body.includes('cmake_minimum_required') && !r.body.includes('Comprehensive'), path);
  }
});

test('malformed messages are refused with an error', async () => {
  for (const body of ['{', '[]', 'null', '{"game": 1}', '{"game": "nope", "choice": 0}', '\u0000']) {
    const r = await raw('/api/answer', 'POST', body);
    assert.ok(r.status >= 400 && r.status < 500, `${body}: ${r.status}`);
    assert.ok(JSON.parse(r.body).error, body);
  }
  assert.equal((await raw('/api/new', 'POST', '{"decks": ["/etc/passwd", "dmu_sagas"]}')).status, 400);
});
