import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { build } from 'vite';
import { measureInitialSize } from '../web/scripts/bundle-size';
import { reportLazyTree } from '../web/scripts/manifest-chunks';
import { loadOperatorConfig, operatorConfigPath } from '../web/src/config/node/operator-config';
import { IDLE_SECONDS, idleCpuPercent } from './bench/idle-cpu';
import { BENCH_ADVISORY } from './bench/web-fixtures';
import { DEX_PATH, startStandIn } from './bench/web-stand-in';
import { startSiteServer } from './local/site-server';

const HELP = `npm run bench:web [-- --runs N] [-- --locale <path prefix>] [-- --news-page] [-- --skip-lighthouse] [-- --skip-idle] [-- --save-reports]

Builds the landing page (demo configuration), prints the initial JS and CSS it ships (gzip), runs
Lighthouse (mobile and desktop presets, median of N runs, default 3) and measures what the open page
costs while idle: the CPU time of all of Chromium's processes over ${IDLE_SECONDS} s at 375 and 1280 px,
as a share of one core (median of N windows), beside a blank page's (ADR 24). The build is served
as the distribution serves it (scripts/local/site-server.ts: its headers, section routes and 404
page) with a stand-in API. --locale fr benchmarks /fr/ (its HTML at fr/index.html of the build)
instead of /. --news-page measures an advisory's own page (/news/<id>, or /fr/news/<id> with --locale fr),
as the news-page function renders it, with Lighthouse's mobile preset at 375 px wide (behaviour §14.2).
Uses Chromium at CHROMIUM_PATH (default /usr/bin/chromium). Figures are written to
bench-results/web.json; --save-reports also keeps each preset's first Lighthouse report whole
(bench-results/lighthouse-<preset>.json). The figures are only as steady as the machine is quiet.`;

// The issue's budget: the initial JS of every locale at or under 75 KB gzip.
const BUDGET_JS_GZIP = 75 * 1024;
// ADR 24: what an idle open page may cost, in percent of one core, at each width.
const BUDGET_IDLE_CPU = 5;
const IDLE_SIZES = [
  { name: 'mobile', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const;

const args = process.argv.slice(2);
if (args.includes('--help')) {
  console.log(HELP);
  process.exit(0);
}
const runsArg = args.indexOf('--runs');
const RUNS = runsArg >= 0 ? Number(args[runsArg + 1]) : 3;
const SAVE_REPORTS = args.includes('--save-reports');
const localeArg = args.indexOf('--locale');
// A path prefix such as "fr" (slashes trimmed): the page benchmarked is /fr/ rather than /.
const LOCALE = localeArg >= 0 ? (args[localeArg + 1] ?? '').replace(/^\/+|\/+$/g, '') : '';
const NEWS_PAGE = args.includes('--news-page');
const PAGE_PATH = NEWS_PAGE
  ? `${LOCALE ? `/${LOCALE}` : ''}/news/${BENCH_ADVISORY.id}`
  : LOCALE
    ? `/${LOCALE}/`
    : '/';
/** The mobile preset's screen for an announcement's page: the 375 px the issue measures it at. */
const NEWS_PAGE_SCREEN = { mobile: true, width: 375, height: 812, deviceScaleFactor: 2, disabled: false };
const root = fileURLToPath(new URL('..', import.meta.url));
const dist = fileURLToPath(new URL('../web/dist', import.meta.url));

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
const push = (into: Record<string, number[]>, key: string, value: number) => {
  into[key] = [...(into[key] ?? []), value];
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface PresetResult {
  scores: Record<string, number>;
  metrics: Record<string, number>;
  runs: number;
}

async function runLighthouse(url: string, preset: 'mobile' | 'desktop'): Promise<PresetResult> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
  });
  const scores: Record<string, number[]> = {};
  const metrics: Record<string, number[]> = {};
  try {
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(
        url,
        {
          port: chrome.port,
          logLevel: 'error',
          output: 'json',
          onlyCategories: [...CATEGORIES],
          ...(NEWS_PAGE && preset === 'mobile' ? { screenEmulation: NEWS_PAGE_SCREEN } : {}),
        },
        preset === 'desktop' ? desktopConfig : undefined,
      );
      const lhr = result?.lhr;
      if (!lhr) throw new Error('Lighthouse returned no result');
      // The whole first report, for finding what a figure is made of (long tasks, main-thread work).
      if (i === 0 && SAVE_REPORTS) {
        await writeFile(`bench-results/lighthouse-${preset}.json`, JSON.stringify(lhr));
      }
      for (const id of CATEGORIES) push(scores, id, Math.round((lhr.categories[id]?.score ?? 0) * 100));
      for (const [name, audit] of Object.entries(METRICS)) {
        push(metrics, name, lhr.audits[audit]?.numericValue ?? Number.NaN);
      }
      const failing = Object.values(lhr.audits).filter(
        (a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary',
      );
      if (i === 0 && failing.length > 0)
        console.log(`  ${preset}: audits not passed: ${failing.map((a) => a.id).join(', ')}`);
    }
  } finally {
    chrome.kill();
  }
  const pick = (values: Record<string, number[]>) =>
    Object.fromEntries(Object.entries(values).map(([key, list]) => [key, median(list)]));
  return { scores: pick(scores), metrics: pick(metrics), runs: RUNS };
}

/**
 * ADR 24: the open page's idle cost at both widths (the median of --runs windows, each printed: one
 * window holds four or five meteors, so single windows differ by about a meteor), beside a blank
 * page's (the floor).
 */
async function measureIdle(url: string): Promise<Record<string, number | number[]>> {
  console.log(
    `\nIdle cost (CPU of all Chromium processes over ${IDLE_SECONDS} s, % of one core; median of ${RUNS}):`,
  );
  const idle: Record<string, number | number[]> = {};
  const blank = await idleCpuPercent('about:blank', 1280, 800);
  idle.blank = blank;
  console.log(`  blank page         ${blank.toFixed(1)} %`);
  for (const size of IDLE_SIZES) {
    const windows: number[] = [];
    for (let run = 0; run < RUNS; run++) windows.push(await idleCpuPercent(url, size.width, size.height));
    const percent = median(windows);
    idle[size.name] = percent;
    idle[`${size.name}Windows`] = windows;
    const verdict = percent <= BUDGET_IDLE_CPU ? 'met' : 'MISSED';
    console.log(
      `  ${size.name.padEnd(7)} ${String(size.width).padStart(4)} px  ${percent.toFixed(1)} % (budget ${BUDGET_IDLE_CPU} %: ${verdict}; windows ${windows.map((w) => w.toFixed(1)).join(', ')})`,
    );
  }
  return idle;
}

async function main() {
  // The page reads the stand-in DEX endpoint on its own origin, so the run never leaves the machine.
  process.env.VITE_DEX_API_BASE = DEX_PATH;
  // Vite 8 warns that its future native config loader will not take our extensionless imports; the
  // config runs through Vite's bundling loader here, so the warning is only noise in the output.
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
  await build({
    configFile: `${root}web/vite.config.ts`,
    mode: 'demo',
    logLevel: 'warn',
    // Only the benchmark asks for the manifest: a deployed site has no use for it.
    build: { manifest: true },
  });
  const size = await measureInitialSize(dist, LOCALE ? `${LOCALE}/index.html` : 'index.html');
  console.log(`\nProduction build (demo configuration), first load of ${PAGE_PATH}:`);
  console.log(
    `  initial JS  ${kb(size.js.gzip)} gzip (${kb(size.js.raw)} raw) in ${size.js.files.join(', ')}`,
  );
  console.log(`  initial CSS ${kb(size.css.gzip)} gzip (${kb(size.css.raw)} raw), inlined in the HTML`);
  console.log(`  HTML        ${kb(size.html.gzip)} gzip (${kb(size.html.raw)} raw), prerendered`);
  console.log(
    `  budget      JS at most ${kb(BUDGET_JS_GZIP)} gzip: ${size.js.gzip <= BUDGET_JS_GZIP ? 'met' : 'MISSED'}`,
  );
  console.log(
    `  Firebase in initial JS: ${size.firebaseMarkers.length ? size.firebaseMarkers.join(', ') : 'none'}`,
  );

  const admin = await reportLazyTree(dist, 'src/admin/index.tsx');
  const adminGzip = admin.own.reduce((sum, chunk) => sum + chunk.gzip, 0);
  const adminRaw = admin.own.reduce((sum, chunk) => sum + chunk.raw, 0);
  console.log('\nAdmin tree (from the build manifest, .vite/manifest.json):');
  console.log(
    `  loaded on demand  ${kb(adminGzip)} gzip (${kb(adminRaw)} raw) in ${admin.own.length} file(s):`,
  );
  for (const chunk of admin.own)
    console.log(`    ${chunk.file}  ${kb(chunk.gzip)} gzip (${kb(chunk.raw)} raw)`);
  console.log(`  first load        ${admin.initial.join(', ')}`);
  console.log(`  shared with it    ${admin.shared.length ? admin.shared.join(', ') : 'nothing'}`);
  console.log(`  admin entry ${admin.entryFile} in the first load: ${admin.entryInInitial ? 'YES' : 'no'}`);

  const report: Record<string, unknown> = { size, admin };
  const measureServed = !args.includes('--skip-lighthouse') || !args.includes('--skip-idle');
  if (measureServed) {
    const standIn = await startStandIn();
    const { deploy } = loadOperatorConfig(operatorConfigPath(), { allowPlaceholders: true });
    const server = await startSiteServer({
      webBuildPath: dist,
      chartHosts: deploy.chartHosts,
      apiUrl: standIn.url,
      proxies: { [DEX_PATH]: standIn.url },
    });
    try {
      for (const preset of args.includes('--skip-lighthouse') ? [] : (['mobile', 'desktop'] as const)) {
        const result = await runLighthouse(`${server.url}${PAGE_PATH}`, preset);
        report[preset] = result;
        const s = result.scores;
        const m = result.metrics;
        console.log(`\nLighthouse ${preset} (median of ${result.runs}):`);
        console.log(
          `  performance ${s.performance}  accessibility ${s.accessibility}  best-practices ${s['best-practices']}  seo ${s.seo}`,
        );
        console.log(
          `  FCP ${Math.round(m.FCP ?? 0)} ms  LCP ${Math.round(m.LCP ?? 0)} ms  TBT ${Math.round(m.TBT ?? 0)} ms  CLS ${(m.CLS ?? 0).toFixed(3)}  SI ${Math.round(m.SI ?? 0)} ms`,
        );
      }
      if (!args.includes('--skip-idle')) report.idle = await measureIdle(`${server.url}${PAGE_PATH}`);
    } finally {
      await server.stop();
      await standIn.stop();
    }
  }
  await mkdir(`${root}bench-results`, { recursive: true });
  await writeFile(`${root}bench-results/web.json`, `${JSON.stringify(report, null, 2)}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
