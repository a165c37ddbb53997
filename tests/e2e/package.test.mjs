// The npm package: `npm pack` on pkg/ gives a package with types; an example Vite app that
// imports it type-checks against those types, builds, and extracts its own article in Chromium.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { ROOT, startServer, launch } from './helpers.mjs';

const npm = (args, cwd) => execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
let tmp;
let tarball;

before(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-pack-'));
  const name = npm(['pack', path.join(ROOT, 'pkg'), '--pack-destination', tmp, '--offline'], ROOT).trim().split('\n').pop();
  tarball = path.join(tmp, name);
});

after(() => fs.rmSync(tmp, { recursive: true, force: true }));

test('npm pack gives a package with its wasm, types and entry points', () => {
  const files = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).split('\n').filter(Boolean);
  for (const f of ['package.json', 'lectern.js', 'lectern_bg.wasm', 'lectern.d.ts', 'collector.js', 'collector.d.ts',
    'reader/reader.js', 'reader/reader.d.ts', 'reader/reader.css', 'README.md']) {
    assert.ok(files.includes(`package/${f}`), `${f} is packed`);
  }
  assert.ok(files.some((f) => /^package\/snippets\/.+\/collector\.js$/.test(f)), 'the wasm glue\'s snippet is packed');
  const manifest = JSON.parse(execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' }));
  assert.equal(manifest.name, 'lectern');
  assert.equal(manifest.type, 'module');
  assert.equal(manifest.types, './lectern.d.ts');
  assert.equal(manifest.exports['.'].types, './lectern.d.ts');
  const dts = execFileSync('tar', ['-xzOf', tarball, 'package/lectern.d.ts'], { encoding: 'utf8' });
  assert.match(dts, /export function extract\(document\?: Document \| null, options\?: ExtractOptions \| null\): Article \| null;/);
  assert.match(dts, /export interface Article \{/);
  assert.match(dts, /export function metadata\(document\?: Document \| Snapshot \| null, options\?: ExtractOptions \| null\): PageMetadata;/);
});

test('an example Vite app imports the package, type-checks, builds and extracts', async () => {
  const app = path.join(tmp, 'vite-app');
  fs.cpSync(path.join(ROOT, 'www/examples/vite-app'), app, { recursive: true });
  npm(['install', '--no-audit', '--no-fund', '--loglevel=error', tarball], app);
  npm(['run', 'typecheck'], app);
  npm(['run', 'build'], app);
  const { server, origin } = await startServer(path.join(app, 'dist'));
  const browser = await launch();
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/`);
    await page.waitForFunction(() => document.getElementById('out').value !== '');
    const result = JSON.parse(await page.$eval('#out', (e) => e.value));
    assert.equal(result.error, undefined);
    assert.equal(result.title, 'Night ferry keeps running as storm passes');
    assert.equal(result.metadataTitle, result.title, 'metadata() gives the article\'s title');
    assert.equal(result.hasArticle, true);
    assert.match(result.text, /The night ferry kept to its timetable/);
    assert.doesNotMatch(result.text, /Privacy|About us/);
    // Asked for, the body comes as Markdown too, a paragraph a block.
    assert.match(result.markdown, /^The night ferry kept to its timetable/m);
    assert.equal(result.markdown.split('\n\n').length, result.text.split('\n\n').length);
    assert.match(await page.textContent('#reader .lectern-reader h1'), /Night ferry/);
    // Drawn in a shadow root with the packaged stylesheet the bundler emitted.
    const look = await page.evaluate(async () => {
      const shadow = document.getElementById('reader').shadowRoot;
      const link = shadow.querySelector('link[rel=stylesheet]');
      if (!link.sheet) await new Promise((done) => { link.onload = done; link.onerror = done; });
      return { sheet: link.sheet !== null, size: getComputedStyle(shadow.querySelector('.lectern-body p')).fontSize };
    });
    assert.deepEqual(look, { sheet: true, size: '20px' });
  } finally {
    await browser.close();
    server.close();
  }
});
