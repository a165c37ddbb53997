"""The seeds' learnt block filters, measured offline on Lectern's blocks: seed 003's SVM over block
features and seed 004's Naive Bayes filter for low-value content.

    LECTERN_EVAL_BLOCKS=1 ./target/release/lectern-eval --snapshots SNAP --out blocks.jsonl
    pip install -r bench/requirements-learn.txt
    python3 bench/learn_blocks.py blocks.jsonl [--data ../shared/datasets] [--model svm|nb]

A block is labelled content when at least 80% of its own tokens are in the page's truth, noise
when at most 20% are; the rest are not trained on. Sites are split in two halves: each half's
pages are scored by a model trained on the other half's, so no page is judged by a model that saw
its site. For each dataset and page type it prints the mean F1 of the kept blocks' text (an
approximation of the extraction's own F1, which renders the same blocks), of what the SVM alone
keeps (seed 003 classifies every block), and of the kept blocks less those the model calls noise
with a margin past a threshold (seed 004 filters what the extraction kept).
"""
import argparse
import json
import os
import sys
from collections import Counter, defaultdict

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from metric import prf, tokens  # noqa: E402

CONTENT, NOISE = 0.8, 0.2


def site_of(data, dataset, pid):
    """The host of the truth's address without `www.`; daniel-a's ids name it after the crawl day."""
    truth = json.load(open(os.path.join(data, dataset, 'truth', pid + '.json'), encoding='utf8'))
    url = truth.get('url') or ''
    host = url.split('://', 1)[1].split('/')[0] if '://' in url else (pid.split('_') + [pid])[1]
    return host.lower().removeprefix('www.'), truth.get('text') or ''


def load(path, data):
    pages = []
    for line in open(path, encoding='utf8'):
        r = json.loads(line)
        if not r.get('blocks'):
            continue  # no article, or an explanation that does not line up
        site, truth = site_of(data, r['dataset'], r['id'])
        bag = set(tokens(truth))
        for b in r['blocks']['blocks']:
            toks = tokens(b['text'])
            b['tokens'] = toks
            b['in_truth'] = sum(t in bag for t in toks) / len(toks) if toks else None
        pages.append({'dataset': r['dataset'], 'type': r['type'], 'site': site, 'truth': truth,
                      'page': r['blocks']['page'], 'blocks': r['blocks']['blocks']})
    return pages


def block_features(p, b):
    """Seed 003's R1..R5 of block `b` on a page of totals `p`, +1 smoothing in each denominator;
    nested blocks are not counted in their parent's figures (Lectern's own statistics)."""
    return [b['text_weight'] / (p['text_weight'] + 1),
            b['link_weight'] / (p['link_weight'] + 1),
            b['links'] / (p['links'] + 1),
            b['images'] / (p['images'] + 1),
            b['link_weight'] / (b['text_weight'] + 1)]


def svm_features(page):
    return np.array([block_features(page['page'], b) for b in page['blocks']])


def labelled(pages, kept_only=False):
    for page in pages:
        for i, b in enumerate(page['blocks']):
            if kept_only and not b['kept']:
                continue
            share = b['in_truth']
            if share is not None and (share >= CONTENT or share <= NOISE):
                yield page, i, int(share >= CONTENT)


class Svm:
    """Seed 003: RBF kernel, classes balanced by down-sampling, C and gamma by 10-fold
    cross-validation (on a sample, then fitted on a larger one)."""

    def __init__(self, train, seed):
        from sklearn.model_selection import GridSearchCV
        from sklearn.preprocessing import StandardScaler
        from sklearn.svm import SVC
        rows = defaultdict(list)
        for page, i, label in labelled(train):
            rows[label].append(block_features(page['page'], page['blocks'][i]))
        rng = np.random.default_rng(seed)

        def balanced(n):
            n = min(n, len(rows[0]), len(rows[1]))
            x = np.vstack([np.array(rows[k])[rng.choice(len(rows[k]), n, replace=False)] for k in (0, 1)])
            return x, np.repeat([0, 1], n)
        x, y = balanced(1000)
        self.scale = StandardScaler().fit(x)
        grid = GridSearchCV(SVC(kernel='rbf'), {'C': [1, 10, 100], 'gamma': ['scale', 0.1, 1.0]}, cv=10)
        grid.fit(self.scale.transform(x), y)
        x, y = balanced(3000)
        self.model = SVC(kernel='rbf', **grid.best_params_).fit(self.scale.transform(x), y)
        self.about = f"SVM {grid.best_params_}, {len(y)} blocks, {self.model.n_support_.sum()} support vectors"

    def margins(self, page):
        """Positive for content, negative for noise."""
        return self.model.decision_function(self.scale.transform(svm_features(page)))


class NaiveBayes:
    """Seed 004: multinomial Naive Bayes on what the extraction kept, English stop words left
    out, over the 2,000 words (CJK characters) that tell the classes apart best (chi-squared,
    standing in for information gain)."""

    def __init__(self, train, seed):
        from sklearn.feature_extraction.text import CountVectorizer
        from sklearn.feature_selection import SelectKBest, chi2
        from sklearn.naive_bayes import MultinomialNB
        from sklearn.feature_extraction.text import ENGLISH_STOP_WORDS
        texts, y = [], []
        for page, i, label in labelled(train, kept_only=True):
            texts.append(page['blocks'][i]['tokens'])
            y.append(label)
        self.words = CountVectorizer(analyzer=lambda toks: [t for t in toks if t not in ENGLISH_STOP_WORDS])
        x = self.words.fit_transform(texts)
        self.select = SelectKBest(chi2, k=min(2000, x.shape[1])).fit(x, y)
        self.model = MultinomialNB().fit(self.select.transform(x), y)
        self.about = f"Naive Bayes, {len(y)} blocks, {self.select.k} words"

    def margins(self, page):
        x = self.select.transform(self.words.transform([b['tokens'] for b in page['blocks']]))
        log = self.model.predict_log_proba(x)
        return log[:, 1] - log[:, 0]


def f1(page, keep):
    text = ' '.join(b['text'] for b, k in zip(page['blocks'], keep) if k)
    return prf(text, page['truth'])[2]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('blocks')
    ap.add_argument('--data', default='../shared/datasets')
    ap.add_argument('--model', choices=['svm', 'nb'], default='svm')
    ap.add_argument('--thresholds', default='0.5,1,2,4', help='margins past which a kept block goes')
    ap.add_argument('--max-tokens', type=int, default=0, help='only blocks of up to this many tokens go (0: any)')
    args = ap.parse_args()
    pages = load(args.blocks, args.data)
    half = {s: i % 2 for i, s in enumerate(sorted({p['site'] for p in pages}))}
    thresholds = [float(t) for t in args.thresholds.split(',')]
    sums = defaultdict(Counter)
    for fold in (0, 1):
        model = (Svm if args.model == 'svm' else NaiveBayes)(
            [p for p in pages if half[p['site']] != fold], seed=fold)
        print(f"half {fold}: {model.about}", file=sys.stderr)
        for page in (p for p in pages if half[p['site']] == fold):
            margin = model.margins(page)
            kept = [b['kept'] for b in page['blocks']]
            scores = {'lectern': f1(page, kept)}
            if args.model == 'svm':  # seed 003 classifies every block; seed 004 what was kept
                scores['model alone'] = f1(page, margin > 0)
            small = [not args.max_tokens or len(b['tokens']) <= args.max_tokens for b in page['blocks']]
            for t in thresholds:
                scores[f'less < -{t:g}'] = f1(page, [k and not (s and m < -t) for k, s, m in zip(kept, small, margin)])
            for group in (page['dataset'], f"{page['dataset']}:{page['type']}"):
                sums[group]['pages'] += 1
                for name, value in scores.items():
                    sums[group][name] += value
    names = ['lectern'] + ['model alone'] * (args.model == 'svm') + [f'less < -{t:g}' for t in thresholds]
    print('| group | pages | ' + ' | '.join(names) + ' |')
    print('|---|---|' + '---|' * len(names))
    for group in sorted(sums):
        s = sums[group]
        print(f"| {group} | {s['pages']} | " + ' | '.join(f"{s[n] / s['pages']:.4f}" for n in names) + ' |')


if __name__ == '__main__':
    main()
