#!/usr/bin/env python3
"""Copies a dataset page into tests/pages/<slug>/ with its source, licence and snippets.
Usage: scripts/import-fixture.py DATASET ID SLUG   (then regenerate: LECTERN_REGENERATE=1 cargo test --test pages)"""
import gzip, json, os, sys

LICENCES = {
    'wcxb-dev': 'CC-BY-4.0, WCXB (Web Content eXtraction Benchmark), Murrough Foley 2026',
    'readability-pages': 'Apache-2.0, Mozilla Readability test pages',
}
dataset, pid, slug = sys.argv[1:4]
root = os.path.join(os.path.dirname(__file__), '..')
data = os.path.join(root, '..', 'shared', 'datasets', dataset)
truth = json.load(open(os.path.join(data, 'truth', pid + '.json'), encoding='utf8'))
out = os.path.join(root, 'tests', 'pages', slug)
os.makedirs(out, exist_ok=True)
open(os.path.join(out, 'source.html'), 'wb').write(gzip.open(os.path.join(data, 'pages', pid + '.html.gz')).read())
meta = {
    'source': f'{dataset}/{pid}' + (f" ({truth['url']})" if truth.get('url') else ''),
    'licence': LICENCES[dataset], 'url': truth.get('url'), 'type': truth.get('type'),
    'with': truth.get('with') or [], 'without': truth.get('without') or [],
}
json.dump(meta, open(os.path.join(out, 'meta.json'), 'w', encoding='utf8'), ensure_ascii=False, indent=1)
open(os.path.join(out, 'truth.txt'), 'w', encoding='utf8').write(truth.get('text') or '')
print('wrote', out)
