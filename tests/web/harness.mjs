// Starts `lore serve` on a free port and a headless system Chromium (no browser is ever
// downloaded: playwright-core drives /usr/bin/chromium).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

export const LORE = process.env.LORE;
export const SOURCE = process.env.LORE_SOURCE_DIR;
export const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';

export async function startServer(extraArgs = []) {
  const proc = spawn(LORE, ['serve', '--port', '0', ...extraArgs], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    proc.stdout.on('data', (d) => {
      out += d;
      const m = /http:\/\/[\d.]+:\d+\//.exec(out);
      if (m) resolve(m[0]);
    });
    proc.on('exit', (code) => reject(new Error(`lore serve exited with ${code}: ${out}`)));
  });
  return { url, stop: () => proc.kill('SIGTERM') };
}

export async function startBrowser() {
  const profile = mkdtempSync(join(tmpdir(), 'lore-chromium-'));
  // A fresh profile each time (--user-data-dir); without the background networking flags
  // Chromium tries to reach its services, which a closed network refuses.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 1500, height: 1000 },
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  return {
    context,
    close: async () => { await context.close(); rmSync(profile, { recursive: true, force: true }); },
  };
}

// Waits until the page has drawn the answer to the last click.
export async function settled(page) {
  await page.waitForFunction(() => !document.body.classList.contains('busy'));
}
