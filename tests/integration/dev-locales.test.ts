// `zapsite dev` on a site in three locales, as a translator runs it: a separate process that
// serves one locale and says so (with the command for another), and `--locale fr` serving the
// French pass at /fr/, translated text and menu, rebuilt when a translation is written, until Ctrl+C.
import { afterEach, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyFixture, type TempSite } from './temp-site.ts';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
let child: ChildProcess | undefined;
let site: TempSite | undefined;
let stdout = '';
let stderr = '';

afterEach(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  child = undefined;
  await site?.remove();
  site = undefined;
});

/** Resolves when `test` holds for the output so far; fails with the output after the safety net. */
function waitForOutput(test: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const tick = setInterval(() => {
      if (test()) {
        clearInterval(tick);
        resolve();
      } else if (Date.now() - started > timeoutMs || child?.exitCode != null) {
        clearInterval(tick);
        reject(new Error(`Waited for ${what}; exit ${child?.exitCode}\nstdout:\n${stdout}\nstderr:\n${stderr}`));
      }
    }, 50);
  });
}

async function dev(args: string[]): Promise<string> {
  site = await copyFixture('i18n-site');
  stdout = '';
  stderr = '';
  child = spawn(process.execPath, [join(REPO, 'cli/main.ts'), 'dev', '--root', site.root, '--port', '0', ...args], {
    cwd: REPO,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (c) => (stdout += c));
  child.stderr!.on('data', (c) => (stderr += c));
  await waitForOutput(() => /Serving http:\/\/127\.0\.0\.1:\d+\//.test(stdout), 'the served URL');
  return `http://127.0.0.1:${stdout.match(/Serving http:\/\/127\.0\.0\.1:(\d+)\//)![1]}`;
}

async function get(url: string): Promise<{ status: number; text: string }> {
  const res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  return { status: res.status, text: await res.text() };
}

/** Polls until `test` holds; the safety net fails with the server's output. */
async function until(test: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  while (!(await test())) {
    if (Date.now() - started > timeoutMs) throw new Error(`Never held.\nstdout:\n${stdout}\nstderr:\n${stderr}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function stop(): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
  child!.kill('SIGINT');
  return exited;
}

describe('zapsite dev on a site in several locales', () => {
  it('serves the default locale and says how to serve another', async () => {
    const origin = await dev([]);
    expect(stdout).toContain('Serving locale en at /; run `zapsite dev --locale fr` for another');
    const page = await get(`${origin}/docs/centering/`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Press down with both palms');
    expect(page.text).toMatch(/<html lang="en" dir="ltr"/);
    // The language menu links each locale's copy of the page, as the build does.
    expect(page.text).toMatch(/href="\/fr\/docs\/centering\/" lang="fr">Français</);
    expect(await stop()).toBe(0);
  });

  it('serves the locale --locale names at its path, translated', async () => {
    const origin = await dev(['--locale', 'fr']);
    expect(stdout).toContain('Serving locale fr at /fr/; run `zapsite dev --locale en` for another');
    const page = await get(`${origin}/fr/docs/centering/`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Appuyez des deux paumes');
    expect(page.text).toMatch(/<html lang="fr" dir="ltr"/);
    expect(page.text).toMatch(/navbar__link[^"]*" href="\/fr\/docs\/centering\/"[^>]*>Carnet</);
    // An untranslated page falls back to the English text, under /fr/.
    expect((await get(`${origin}/fr/docs/kiln/glaze/`)).text).toContain('The second firing melts the glaze');
    expect((await get(`${origin}/fr/docs/1.0/centering/`)).text).toContain('Dans la première édition');
    // A translation written while dev runs replaces the fallback, and a label edit shows.
    await writeFile(
      join(site!.root, 'i18n/fr/docusaurus-plugin-content-docs/current/kiln/glaze.md'),
      '---\ntitle: Cuisson d’émail\n---\n\nLa seconde cuisson fond l’émail en verre.\n',
    );
    await until(async () => (await get(`${origin}/fr/docs/kiln/glaze/`)).text.includes('La seconde cuisson fond'));
    const navbar = join(site!.root, 'i18n/fr/docusaurus-theme-classic/navbar.json');
    await writeFile(navbar, (await readFile(navbar, 'utf8')).replace('"Carnet"', '"Cahier"'));
    await until(async () =>
      /navbar__link[^"]*" href="\/fr\/docs\/centering\/"[^>]*>Cahier</.test(
        (await get(`${origin}/fr/docs/centering/`)).text,
      ),
    );
    expect(await stop()).toBe(0);
  });

  it('names the site’s locales when --locale names none of them, and keeps running', async () => {
    await dev(['--locale', 'de']);
    await waitForOutput(() => stderr.includes('unknown-locale'), 'the error report');
    expect(stderr).toContain(
      '--locale de: the site\'s locales are en, fr, he (i18n.locales); "de" is not one of them.',
    );
    expect(child!.exitCode).toBeNull();
    expect(await stop()).toBe(0);
  });
});
