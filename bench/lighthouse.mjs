// Lighthouse on the page `arbiter serve` gives, in its mobile run (a phone's screen, a slow
// network and a CPU four times slower, simulated) and its desktop run: the four categories'
// scores, then layout shift, largest contentful paint, first contentful paint, blocking time and
// the bytes sent; what shifted and the audits that failed. A measurement, not a test: the
// figures move with the machine's load, so a run gives the median of its runs of each.
//
//   npm run build && node bench/lighthouse.mjs [--runs N] [--only mobile|desktop] [--url URL] [--json FILE]
//
// Debian's chromium (CHROME_PATH, /usr/bin/chromium by default) with the flags this machine needs:
// no network, no GPU, no sandbox for root.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    url: { type: 'string' },
    json: { type: 'string' },
  },
});
const runs = Math.max(1, Number(values.runs));
const modes = values.only ? [values.only] : ['mobile', 'desktop'];

/** `arbiter serve --port 0` from the build, and the address it prints. */
async function serve() {
  const child = spawn(process.execPath, [`${root}dist/arbiter.cjs`, 'serve', '--port', '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const found = /https?:\/\/\S+?\//.exec(out);
      if (found) resolve(found[0]);
    });
    child.on('exit', (code) => reject(new Error(`arbiter serve ended (${code}) before it printed its address`)));
  });
  return { url, stop: () => child.kill('SIGTERM') };
}

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** One Lighthouse run in a fresh chromium. */
async function measure(url, mode) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: FLAGS });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
      mode === 'desktop' ? desktopConfig : undefined,
    );
    const { lhr } = result;
    const audit = (id) => lhr.audits[id];
    const shifts = audit('layout-shifts')?.details?.items ?? [];
    return {
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
      cls: audit('cumulative-layout-shift').numericValue,
      lcp: audit('largest-contentful-paint').numericValue,
      fcp: audit('first-contentful-paint').numericValue,
      tbt: audit('total-blocking-time').numericValue,
      bytes: audit('total-byte-weight').numericValue,
      lcpElement: audit('largest-contentful-paint-element')?.details?.items?.[0]?.items?.[0]?.node?.selector,
      shifted: shifts.map((item) => `${item.node?.selector ?? '?'} (${item.score.toFixed(3)})`),
      failed: Object.values(lhr.audits)
        .filter((each) => each.score !== null && each.score < 1 && each.scoreDisplayMode === 'binary')
        .map((each) => each.id),
    };
  } finally {
    chrome.kill();
  }
}

const server = values.url ? { url: values.url, stop: () => {} } : await serve();
const report = {};
try {
  for (const mode of modes) {
    const results = [];
    for (let run = 0; run < runs; run++) results.push(await measure(server.url, mode));
    const pick = (key) => median(results.map((result) => result[key]));
    report[mode] = {
      runs: results.length,
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, median(results.map((result) => result.scores[id]))])),
      cls: pick('cls'),
      lcpMs: pick('lcp'),
      fcpMs: pick('fcp'),
      tbtMs: pick('tbt'),
      kib: pick('bytes') / 1024,
      lcpElement: results[0].lcpElement,
      shifted: [...new Set(results.flatMap((result) => result.shifted))],
      failed: [...new Set(results.flatMap((result) => result.failed))],
    };
  }
} finally {
  server.stop();
}

console.log(`Lighthouse on ${server.url}, medians of ${runs} run${runs === 1 ? '' : 's'} each (${CHROME})\n`);
console.log(
  '| run | performance | accessibility | best practices | SEO | layout shift | LCP | FCP | blocking | transferred |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const [mode, row] of Object.entries(report))
  console.log(
    `| ${mode} | ${CATEGORIES.map((id) => row.scores[id]).join(' | ')} | ${row.cls.toFixed(3)} | ` +
      `${(row.lcpMs / 1000).toFixed(1)} s | ${(row.fcpMs / 1000).toFixed(1)} s | ${Math.round(row.tbtMs)} ms | ` +
      `${Math.round(row.kib)} KiB |`,
  );
for (const [mode, row] of Object.entries(report)) {
  console.log(`\n${mode}: the largest paint is ${row.lcpElement ?? 'unknown'}`);
  if (row.shifted.length > 0) console.log(`${mode}: shifted: ${row.shifted.join(', ')}`);
  if (row.failed.length > 0) console.log(`${mode}: failed audits: ${row.failed.join(', ')}`);
}
if (values.json) writeFileSync(values.json, `${JSON.stringify(report, null, 2)}\n`);
