import { chromium } from 'playwright-core';
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { join, extname } from 'node:path';
const root = process.argv[2]!;
const types: Record<string, string> = { '.html': 'text/html', '.css': 'text/css', '.js': 'text/javascript', '.svg': 'image/svg+xml', '.png': 'image/png', '.json': 'application/json' };
const server = createServer(async (req, res) => {
  let f = join(root, decodeURIComponent(req.url!.split('?')[0]!));
  try { if ((await stat(f)).isDirectory()) f = join(f, 'index.html'); } catch { if (!extname(f)) f = f + '.html'; }
  try { const b = await readFile(f); res.writeHead(200, { 'content-type': types[extname(f)] ?? 'application/octet-stream' }); res.end(b); } catch { res.writeHead(404); res.end('nf'); }
}).listen(0);
const port = (server.address() as { port: number }).port;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 1280, height: 700 } });
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 200)));
page.on('pageerror', (e) => console.log('page error:', e.message));
page.on('requestfailed', (r) => console.log('failed', r.url()));
await page.goto(`http://127.0.0.1:${port}/introduction/getting-started/`);
await page.waitForTimeout(4000);
console.log(await page.evaluate(() => { const c = document.getElementById('copy-page-button-container'); return c ? c.outerHTML.slice(0, 300) : 'no container'; }));
await browser.close(); server.close();
