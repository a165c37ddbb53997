// Serves the demo (www/) and the wasm package (pkg/) on 127.0.0.1 only.
// Usage: node www/serve.mjs [PORT]
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MOUNTS = [['/pkg/', path.join(ROOT, 'pkg')], ['/', path.join(ROOT, 'www')]];
const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript',
  '.css': 'text/css', '.wasm': 'application/wasm', '.json': 'application/json', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.jpg': 'image/jpeg',
};

export function createServer() {
  return http.createServer((req, res) => {
    const url = new URL(req.url, 'http://127.0.0.1');
    let pathname = decodeURIComponent(url.pathname);
    if (pathname === '/') {
      res.writeHead(302, { Location: '/demo/' });
      return res.end();
    }
    if (pathname.endsWith('/')) pathname += 'index.html';
    for (const [prefix, dir] of MOUNTS) {
      if (!pathname.startsWith(prefix)) continue;
      const file = path.join(dir, pathname.slice(prefix.length));
      if (!file.startsWith(dir + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) break;
      res.writeHead(200, {
        'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'Content-Security-Policy': "script-src 'self' 'wasm-unsafe-eval'; object-src 'none'",
        'X-Content-Type-Options': 'nosniff',
      });
      return res.end(fs.readFileSync(file));
    }
    res.writeHead(404, { 'Content-Type': 'text/plain' });
    res.end('not found');
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.argv[2] ?? 8080);
  if (!fs.existsSync(path.join(ROOT, 'pkg/lectern.js'))) {
    console.error('pkg/ is missing: run scripts/build.sh first');
    process.exit(1);
  }
  createServer().listen(port, '127.0.0.1', () => console.log(`Lectern demo: http://127.0.0.1:${port}/`));
}
