// Section (d) of BENCHMARKS.md: JS and CSS per page type of a built Zaparoo site, each figure with
// its budget (issue 18) and met or MISSED: <= 10 KB gz executed before the first interaction,
// <= 60 KB gz fetched once idle with no interaction, the first tap answered within 100 ms once its
// code is cached (cold is printed too). Sizes come from the build (bench/page-weight.ts) and from
// Chromium (bench/first-input.ts).
// Usage: node bench/js-table.ts BUILD_DIR prints the section; bench/run.ts calls jsSection.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { firstBlogPostUrl, JS_BUDGETS, pageWeights, type PageWeight } from './page-weight.ts';
import { measureFirstInput, type FirstInput } from './first-input.ts';
import { bytes, table, target } from './format.ts';

const TAP_BUDGET_MS = 100;

/** One URL per page type the site has, in a fixed order. */
export function pageTypeUrls(out: string): string[] {
  const exists = (u: string) => existsSync(join(out, u.endsWith('/') ? u + 'index.html' : u));
  const docs = ['/docs/getting-started/', '/docs/zapscript/', '/docs/'].find(exists);
  const post = exists('/blog/') ? firstBlogPostUrl(out, 'blog') : undefined;
  const tag = ['/blog/tags/core/'].find(exists);
  return ['/', docs, '/blog/', post, '/blog/tags/', tag, '/downloads/', '/search/', '/404.html'].filter(
    (u): u is string => !!u && exists(u),
  );
}

export interface JsFigures {
  weights: PageWeight[];
  inputs: FirstInput[];
}

export async function measureJs(out: string, log: (s: string) => void = () => {}): Promise<JsFigures> {
  const urls = pageTypeUrls(out);
  const weights = await pageWeights(out, '/', urls);
  for (const w of weights)
    log(
      `  ${w.url}: before the first interaction ${bytes(w.firstInputJs.gzip)} gz; once idle ${bytes(w.idleJs.gzip)} gz; every island ${bytes(w.allJs.gzip)} gz (${w.islands.join(', ')})`,
    );
  const inputs = await measureFirstInput(out, urls);
  for (const i of inputs)
    log(
      `  ${i.url} in Chromium: untouched ${bytes(i.untouchedJs)} gz; first tap cold ${ms(i.coldMs)}, cached ${ms(i.cachedMs)}`,
    );
  return { weights, inputs };
}

const ms = (x: number | undefined) => (x === undefined ? 'not answered' : `${Math.round(x)} ms`);
const kb = (n: number) => `${bytes(n)}`;

export function jsSection({ weights, inputs }: JsFigures): string {
  const out: string[] = [];
  out.push('## (d) JS and CSS per page type (Zaparoo site)', '');
  out.push(
    'For a visitor who has touched nothing. Before the first interaction: the module script in the page and its static imports, client navigation (imported after load) and any island that wakes by itself (`data-hydrate="load"`, with the hydration runtime); all of it runs. Once idle: that plus islands that wake on idle or when visible. Every island: what a visitor who reaches for each island fetches (React included). gzip is level 9, per file; the inline head script is part of the HTML. ' +
      '"In Chromium" is every script a Pixel 7-emulated Chromium fetched from the page until idle, untouched. The first tap is on the colour toggle\'s icon, click event to theme change: cold (its code and React fetched on that tap, from this machine; median of 3 fresh visits) and cached (the page loaded again; median of 3 reloads). The machine is shared, so times vary from run to run.',
    '',
  );
  const byUrl = new Map(inputs.map((i) => [i.url, i]));
  out.push(
    table(
      [
        'page',
        'HTML',
        'inline JS',
        'CSS gz',
        'JS before first interaction (gz, files)',
        'JS once idle, untouched (gz)',
        'in Chromium, untouched',
        'first tap cold',
        'first tap cached',
        'every island (gz)',
        'islands',
      ],
      weights.map((w) => {
        const i = byUrl.get(w.url);
        return [
          w.url,
          bytes(w.htmlBytes),
          bytes(w.inlineScriptBytes),
          bytes(w.beforeCss.gzip),
          `${kb(w.firstInputJs.gzip)} (${w.firstInputJs.files}): ${target(w.firstInputJs.gzip <= JS_BUDGETS.firstInput, '<= 10 KB')}`,
          `${kb(w.idleJs.gzip)}: ${target(w.idleJs.gzip <= JS_BUDGETS.idle, '<= 60 KB')}`,
          i
            ? `${kb(i.untouchedJs)} (${i.untouchedFiles}): ${target(i.untouchedJs <= JS_BUDGETS.firstInput, '<= 10 KB')}`
            : 'n/a',
          i ? ms(i.coldMs) : 'n/a',
          i
            ? `${ms(i.cachedMs)}: ${target(i.cachedMs !== undefined && i.cachedMs <= TAP_BUDGET_MS, `<= ${TAP_BUDGET_MS} ms`)}`
            : 'n/a',
          kb(w.allJs.gzip),
          w.islands.join(', ') || 'none',
        ];
      }),
    ),
    '',
  );
  return out.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2];
  if (!dir) {
    process.stderr.write('usage: node bench/js-table.ts BUILD_DIR\n');
    process.exit(2);
  }
  process.stdout.write(jsSection(await measureJs(dir, (s) => process.stderr.write(s + '\n'))) + '\n');
}
