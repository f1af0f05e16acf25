import { chromium } from 'playwright-core';
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { join, extname } from 'node:path';
const root = process.argv[2]; const paths = process.argv.slice(3);
const types = { '.html': 'text/html', '.css': 'text/css', '.js': 'text/javascript', '.svg': 'image/svg+xml', '.png': 'image/png', '.json': 'application/json', '.woff2': 'font/woff2' };
const srv = createServer(async (req, res) => { let p = join(root, decodeURIComponent(req.url.split('?')[0])); try { if ((await stat(p)).isDirectory()) p = join(p, 'index.html'); res.writeHead(200, { 'content-type': types[extname(p)] ?? 'application/octet-stream' }); res.end(await readFile(p)); } catch { res.writeHead(404); res.end('nf'); } }).listen(0);
const port = srv.address().port;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const pg = await b.newPage({ viewport: { width: 1280, height: 900 } });
pg.on('console', (m) => m.type() === 'error' && console.log('console error', m.text()));
pg.on('pageerror', (e) => console.log('pageerror', e.message));
for (const [i, p] of paths.entries()) { await pg.goto(`http://localhost:${port}${p}`); await pg.waitForTimeout(500); await pg.screenshot({ path: `/tmp/shot-${i}.png` }); }
await b.close(); srv.close();
