// Serves dataset pages and the harness assets on 127.0.0.1 for the in-browser benchmark.
// Each page goes out as published, with `Content-Security-Policy: script-src 'self'
// 'wasm-unsafe-eval'` so that its own scripts do not run (unless `runPageScripts`).
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

// Harness assets by extension; a stylesheet sent as anything but text/css is not applied.
const TYPES = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.wasm': 'application/wasm',
  '.css': 'text/css',
  '.json': 'application/json',
};

/** Starts the server; `assets` maps a URL prefix to a folder. Resolves with its origin. */
export function startServer({ dataDir, assets, runPageScripts = false }) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://127.0.0.1');
    if (url.pathname === '/blank') {
      // A page of the harness's own, where Lectern extracts snapshots of pages whose CSP forbids wasm.
      res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Security-Policy': "script-src 'self' 'wasm-unsafe-eval'" });
      return res.end('<!doctype html><title>harness</title>');
    }
    const page = url.pathname.match(/^\/page\/([\w.-]+)\/([^/]+)$/);
    if (page) {
      const file = path.join(dataDir, page[1], 'pages', `${decodeURIComponent(page[2])}.html.gz`);
      if (!file.startsWith(dataDir) || !fs.existsSync(file)) return notFound(res);
      const body = zlib.gunzipSync(fs.readFileSync(file));
      const headers = { 'Content-Type': pageType(body) };
      if (!runPageScripts) headers['Content-Security-Policy'] = "script-src 'self' 'wasm-unsafe-eval'";
      res.writeHead(200, headers);
      return res.end(body);
    }
    for (const [prefix, dir] of Object.entries(assets)) {
      if (!url.pathname.startsWith(prefix)) continue;
      const file = path.join(dir, url.pathname.slice(prefix.length));
      if (!file.startsWith(dir) || !fs.existsSync(file)) return notFound(res);
      res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
      return res.end(fs.readFileSync(file));
    }
    notFound(res);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({ server, origin: `http://127.0.0.1:${server.address().port}` }));
  });
}

/**
 * The page's Content-Type. A page that declares its charset (`<meta charset>` or `http-equiv`)
 * is left to the browser, which honours the declaration. A page that declares none lost the
 * charset its server sent in the header; when its bytes are valid UTF-8 with non-ASCII text (a
 * legacy encoding almost never is), that was UTF-8, and it is said so here: Chromium would read
 * it as windows-1252 (8 daniel-a pages, mojibake for Lectern and Readability.js alike).
 */
function pageType(body) {
  const head = body.subarray(0, Math.min(body.length, 8192)).toString('latin1').toLowerCase();
  const headEnd = head.indexOf('</head>');
  if (/<meta[^>]+charset/.test(headEnd < 0 ? head : head.slice(0, headEnd))) return 'text/html';
  if (!body.some((b) => b > 0x7f)) return 'text/html';
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(body);
    return 'text/html; charset=utf-8';
  } catch {
    return 'text/html';
  }
}

function notFound(res) {
  res.writeHead(404, { 'Content-Type': 'text/plain' });
  res.end('not found');
}
