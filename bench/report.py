"""Benchmark report: per dataset and page type, P/R/F1 (the datasets' metric), `with` recall,
`without` leaks, timings and the ratio to Readability.js, trafilatura as a third column, the pages
where Lectern loses most, and an SVG of the F1 distributions.

Usage: python3 bench/report.py --browser out/browser.jsonl --data DIR --out DIR [--trafilatura]
                                [--native native.jsonl]
`--native` takes `lectern-eval --out` records made with LECTERN_EVAL_TEXT=1 (Lectern on parsed
HTML, no layout) and adds what layout adds: browser F1 minus native F1 on the same pages.
"""
import argparse
import json
import os
import statistics
from collections import defaultdict

from metric import prf, snippet_rates, title_match, author_match, date_match

SYSTEMS = ('lectern', 'readability', 'trafilatura')


def pct(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))] if values else float('nan')


def load(args):
    records = [json.loads(line) for line in open(args.browser, encoding='utf8')]
    truths = {}
    for r in records:
        path = os.path.join(args.data, r['dataset'], 'truth', r['id'] + '.json')
        truths[(r['dataset'], r['id'])] = json.load(open(path, encoding='utf8'))
    traf = {}
    if args.trafilatura:
        import trafilatura_run
        traf = trafilatura_run.run(list(truths), args.data, os.path.join(args.out, 'trafilatura.jsonl'))
    native = {}
    if args.native:
        for line in open(args.native, encoding='utf8'):
            n = json.loads(line)
            native[(n['dataset'], n['id'])] = n.get('text') or ''
    rows = []
    for r in records:
        key = (r['dataset'], r['id'])
        truth = truths[key]
        row = {'dataset': r['dataset'], 'id': r['id'], 'type': truth.get('type') or '?',
               'lang': truth.get('lang'), 'changed': r.get('changed', False),
               'harness_error': r.get('harnessError'), 'load_timed_out': r.get('loadTimedOut', False)}
        for system in SYSTEMS:
            if system == 'trafilatura':
                out = traf.get(key)
                if out is None:
                    continue
                out = {'text': out['text'], 'ms': [out['ms']], 'error': out.get('error')}
            else:
                out = r.get(system) or {}
            text = out.get('text') or ''
            p, rc, f = prf(text, truth.get('text') or '')
            w, leak = snippet_rates(text, truth)
            row[system] = {'p': p, 'r': rc, 'f1': f, 'with': w, 'leak': leak,
                           'ms': statistics.median(out['ms']) if out.get('ms') else None,
                           'clone_ms': statistics.median(out['cloneMs']) if out.get('cloneMs') else 0.0,
                           'error': out.get('error'), 'via_snapshot': bool(out.get('viaSnapshot'))}
            if system != 'trafilatura':
                row[system]['meta'] = {
                    'title': title_match(out.get('title'), truth['title']) if truth.get('title') else None,
                    'author': author_match(out.get('byline'), truth['author']) if truth.get('author') else None,
                    'date': date_match(out.get('published'), truth['date']) if truth.get('date') else None,
                    'readerable': out.get('readerable'),
                }
        if key in native:
            p, rc, f = prf(native[key], truth.get('text') or '')
            row['native'] = {'p': p, 'r': rc, 'f1': f}
        rows.append(row)
    return rows


def mean(xs):
    xs = [x for x in xs if x is not None]
    return sum(xs) / len(xs) if xs else float('nan')


def groups_of(rows):
    groups = defaultdict(list)
    for row in rows:
        groups[(row['dataset'], 'ALL')].append(row)
        groups[(row['dataset'], row['type'])].append(row)
        if row['lang'] == 'zh':
            groups[(row['dataset'], 'lang:zh')].append(row)
    return sorted(groups.items())


def group_table(rows, systems):
    head = ['dataset', 'group', 'pages', 'Lectern P', 'Lectern R', 'Lectern F1']
    head += [f'{s.capitalize()} F1' for s in systems[1:]]
    head += ['with (L)', 'leak (L)', 'L med ms', 'L p95 ms', 'R med ms', 'L/R time', 'L/(R+clone)']
    lines = ['| ' + ' | '.join(head) + ' |', '|' + '---|' * len(head)]
    for (ds, group), rs in groups_of(rows):
        L = [r['lectern'] for r in rs]
        cells = [ds, group, str(len(rs)), f"{mean(x['p'] for x in L):.3f}", f"{mean(x['r'] for x in L):.3f}",
                 f"**{mean(x['f1'] for x in L):.3f}**"]
        for s in systems[1:]:
            cells.append(f"{mean(r[s]['f1'] for r in rs if s in r):.3f}")
        lms = [x['ms'] for x in L if x['ms'] is not None]
        rms = [r['readability']['ms'] for r in rs if r['readability']['ms'] is not None]
        ratio = statistics.median(lms) / statistics.median(rms) if lms and rms else float('nan')
        rcms = [r['readability']['ms'] + r['readability']['clone_ms'] for r in rs if r['readability']['ms'] is not None]
        ratio_clone = statistics.median(lms) / statistics.median(rcms) if lms and rcms else float('nan')
        cells += [f"{mean(x['with'] for x in L):.3f}", f"{mean(x['leak'] for x in L):.3f}",
                  f"{pct(lms, 0.5):.2f}", f"{pct(lms, 0.95):.2f}", f"{pct(rms, 0.5):.2f}", f"{ratio:.2f}",
                  f"{ratio_clone:.2f}"]
        lines.append('| ' + ' | '.join(cells) + ' |')
    return '\n'.join(lines)


def layout_table(rows):
    """Lectern in the browser against Lectern on the parsed HTML of the same pages (no layout, no
    CSS): the difference is what the live page's layout and styles add."""
    head = ['dataset', 'group', 'pages', 'native F1', 'browser F1', 'layout adds', 'pages up', 'pages down']
    lines = ['| ' + ' | '.join(head) + ' |', '|' + '---|' * len(head)]
    for (ds, group), rs in groups_of([r for r in rows if 'native' in r]):
        nat = mean(r['native']['f1'] for r in rs)
        live = mean(r['lectern']['f1'] for r in rs)
        up = sum(1 for r in rs if r['lectern']['f1'] > r['native']['f1'] + 0.01)
        down = sum(1 for r in rs if r['lectern']['f1'] < r['native']['f1'] - 0.01)
        lines.append(f'| {ds} | {group} | {len(rs)} | {nat:.3f} | {live:.3f} | {live - nat:+.3f} | {up} | {down} |')
    return '\n'.join(lines)


def metadata_table(rows):
    """Title, author and date match where the truth has one; readerable verdict agreement on
    readability-pages (`not-readerable` pages should be judged not readerable)."""
    head = ['dataset', 'title L', 'title R', 'author L', 'author R', 'date L', 'date R', 'readerable L', 'readerable R']
    lines = ['| ' + ' | '.join(head) + ' |', '|' + '---|' * len(head)]
    for ds in sorted({r['dataset'] for r in rows}):
        rs = [r for r in rows if r['dataset'] == ds]
        cells = [ds]
        for field in ('title', 'author', 'date'):
            for s in ('lectern', 'readability'):
                got = [r[s]['meta'][field] for r in rs if r[s].get('meta', {}).get(field) is not None]
                cells.append(f"{sum(got) / len(got):.3f} ({len(got)})" if got else '-')
        for s in ('lectern', 'readability'):
            verdicts = [(r[s]['meta']['readerable'], r['type'] != 'not-readerable') for r in rs
                        if ds == 'readability-pages' and r[s].get('meta', {}).get('readerable') is not None]
            cells.append(f"{sum(a == b for a, b in verdicts) / len(verdicts):.3f} ({len(verdicts)})" if verdicts else '-')
        lines.append('| ' + ' | '.join(cells) + ' |')
    return '\n'.join(lines)


def svg_distributions(rows, systems, path):
    """Box plots of per-page F1 per page type, one box per system."""
    types = sorted({r['type'] for r in rows})
    colors = {'lectern': '#1b6ca8', 'readability': '#d1495b', 'trafilatura': '#66a182'}
    width, row_h, left = 760, 26 * len(systems) + 14, 130
    height = 40 + row_h * len(types)
    x = lambda v: left + v * (width - left - 20)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" font-family="sans-serif" font-size="11">',
           f'<rect width="{width}" height="{height}" fill="white"/>']
    for k in range(11):
        out.append(f'<line x1="{x(k / 10):.1f}" y1="20" x2="{x(k / 10):.1f}" y2="{height - 10}" stroke="#eee"/>'
                   f'<text x="{x(k / 10):.1f}" y="14" text-anchor="middle">{k / 10:.1f}</text>')
    for i, t in enumerate(types):
        y0 = 24 + i * row_h
        out.append(f'<text x="4" y="{y0 + row_h / 2:.1f}">{t}</text>')
        for j, s in enumerate(systems):
            f1s = sorted(r[s]['f1'] for r in rows if r['type'] == t and s in r)
            if not f1s:
                continue
            y = y0 + 6 + j * 26
            q1, q2, q3 = pct(f1s, 0.25), pct(f1s, 0.5), pct(f1s, 0.75)
            c = colors[s]
            out.append(f'<line x1="{x(f1s[0]):.1f}" y1="{y + 9}" x2="{x(f1s[-1]):.1f}" y2="{y + 9}" stroke="{c}"/>'
                       f'<rect x="{x(q1):.1f}" y="{y + 2}" width="{max(1, x(q3) - x(q1)):.1f}" height="14" fill="{c}" fill-opacity="0.35" stroke="{c}"/>'
                       f'<line x1="{x(q2):.1f}" y1="{y + 2}" x2="{x(q2):.1f}" y2="{y + 16}" stroke="{c}" stroke-width="2"/>'
                       f'<circle cx="{x(mean(f1s)):.1f}" cy="{y + 9}" r="3" fill="{c}"/>')
    for j, s in enumerate(systems):
        out.append(f'<text x="{width - 100}" y="{height - 12 - 14 * j}" fill="{colors[s]}">{s}</text>')
    out.append('</svg>')
    open(path, 'w').write('\n'.join(out))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--browser', required=True)
    ap.add_argument('--data', required=True)
    ap.add_argument('--out', required=True)
    ap.add_argument('--trafilatura', action='store_true')
    ap.add_argument('--native')
    args = ap.parse_args()
    rows = load(args)
    systems = [s for s in SYSTEMS if any(s in r for r in rows)]
    errors = sum(1 for r in rows if r['lectern'].get('error'))
    harness = sum(1 for r in rows if r['harness_error'])
    changed = sum(1 for r in rows if r['changed'])
    unloaded = sum(1 for r in rows if r['load_timed_out'])
    worst = sorted(rows, key=lambda r: r['lectern']['f1'] - max(r[s]['f1'] for s in systems if s in r))[:15]
    svg = os.path.join(args.out, 'f1-by-type.svg')
    svg_distributions(rows, systems, svg)
    # V8 flags change what is timed (bench/browser.mjs): such a run is an experiment, said so here.
    js_flags = os.environ.get('CHROMIUM_JS_FLAGS')
    # Pages Lectern read through a snapshot, as the extension does (bench/run.mjs): every page
    # with `--snapshot`, else those whose CSP forbids wasm.
    via_snapshot = sum(1 for r in rows if r['lectern'].get('via_snapshot'))
    report = [
        '# Lectern benchmark', '',
        *([f'**Experiment: Chromium ran with `--js-flags={js_flags}`; these are not the benchmark\'s figures.**', '']
          if js_flags else []),
        *([f'Lectern ran as the extension runs it on {via_snapshot} of {len(rows)} pages: the collector in the page, '
           '`extractSnapshot` in a page that stays open; Readability.js ran alone in those pages.', '']
          if via_snapshot else []),
        f'{len(rows)} pages; Lectern errors: {errors}; pages changed by extraction: {changed}; '
        f'harness failures (page did not load in time): {harness}.'
        + (f' Measured before their `load` event, which their own scripts held back: {unloaded}.' if unloaded else ''),
        'F1 is the datasets\' word-level metric (CJK per character), averaged over pages. Times are the '
        'median of the repetitions per page. `L/R time` compares with Readability.js\'s `parse()` alone '
        '(conservative); `L/(R+clone)` adds the `cloneNode` that Readability needs to leave the page unchanged.', '',
        group_table(rows, systems), '',
        f'![F1 by page type]({os.path.basename(svg)})', '',
        '## Metadata', '',
        'Match rates where the truth has a value (count in brackets): title equal after case and '
        'whitespace normalisation, author names overlapping as a run of words, date on the same day; '
        'readerable: the verdict agrees with readability-pages\' `not-readerable` type. Lectern\'s fields '
        'come from `extract`, or from `metadata` where `extract` finds no article; Readability.js\'s from '
        '`parse()` (none where it returns null).', '',
        metadata_table(rows), '',
        *(['## What layout adds', '',
           'Lectern in the browser against Lectern natively (`lectern-eval`) on the parsed HTML of the same '
           'pages, without layout boxes or computed styles (visibility): the difference is what reading the '
           'live page adds. Pages up or down: F1 differs by more than 0.01.', '',
           layout_table(rows), ''] if any('native' in r for r in rows) else []),
        '## Pages where Lectern loses most', '',
        '| dataset | page | type | Lectern F1 | best other |', '|---|---|---|---|---|',
    ]
    for r in worst:
        best = max((r[s]['f1'], s) for s in systems if s != 'lectern' and s in r)
        report.append(f"| {r['dataset']} | {r['id']} | {r['type']} | {r['lectern']['f1']:.3f} | {best[0]:.3f} ({best[1]}) |")
    text = '\n'.join(report) + '\n'
    open(os.path.join(args.out, 'report.md'), 'w').write(text)
    json.dump(rows, open(os.path.join(args.out, 'scores.json'), 'w'))
    print(text)


if __name__ == '__main__':
    main()
