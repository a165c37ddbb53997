"""trafilatura (PyPI, pinned 2.3.1, default settings) on the same page bytes, cached per page."""
import gzip
import json
import os
import time
from multiprocessing import Pool

import trafilatura

VERSION = trafilatura.__version__


def _one(job):
    dataset, page_path, url = job
    raw = gzip.open(page_path).read()
    t0 = time.perf_counter()
    try:
        text = trafilatura.extract(raw, url=url) or ''
        error = None
    except Exception as e:  # a crash on one page is a result, not a stop
        text, error = '', repr(e)[:300]
    ms = (time.perf_counter() - t0) * 1000
    return {'dataset': dataset, 'id': os.path.basename(page_path)[:-8], 'text': text, 'ms': ms, 'error': error}


def run(pages, data_dir, cache_path):
    """pages: [(dataset, id)]. Returns {(dataset, id): record}, reusing the cache."""
    cache = {}
    if os.path.exists(cache_path):
        for line in open(cache_path, encoding='utf8'):
            r = json.loads(line)
            if r.get('version') == VERSION:
                cache[(r['dataset'], r['id'])] = r
    todo = []
    for dataset, pid in pages:
        if (dataset, pid) not in cache:
            truth = json.load(open(os.path.join(data_dir, dataset, 'truth', pid + '.json'), encoding='utf8'))
            todo.append((dataset, os.path.join(data_dir, dataset, 'pages', pid + '.html.gz'), truth.get('url')))
    if todo:
        with Pool(os.cpu_count() or 2) as pool, open(cache_path, 'a', encoding='utf8') as sink:
            for r in pool.imap_unordered(_one, todo, chunksize=4):
                r['version'] = VERSION
                cache[(r['dataset'], r['id'])] = r
                sink.write(json.dumps(r, ensure_ascii=False) + '\n')
    return cache
