"""The datasets' metric (../shared/datasets/README.md): WCXB word-level F1, CJK per character."""
import re
from collections import Counter

_CJK = re.compile(r'[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\U00020000-\U0002fa1f]')


def tokens(text):
    out = []
    for word in re.findall(r'\w+', (text or '').lower()):
        if _CJK.search(word):
            out.extend(t for t in re.split(f'({_CJK.pattern})', word) if t)
        else:
            out.append(word)
    return out


def prf(predicted, truth):
    p, t = tokens(predicted), tokens(truth)
    if not p or not t:
        return 0.0, 0.0, 0.0
    overlap = sum((Counter(p) & Counter(t)).values())
    if overlap == 0:
        return 0.0, 0.0, 0.0
    precision, recall = overlap / len(p), overlap / len(t)
    return precision, recall, 2 * precision * recall / (precision + recall)


def norm(s):
    return ' '.join((s or '').split()).lower()


# Typographic quotes as straight ones: the truths' snippets straighten the page's quotes ("we're"
# for the page's "we’re"), which left 0.6 of the `with` snippets Lectern missed on wcxb-dev
# unfound in text that holds their words (Lectern's output early in stop 65: 568 of 1,207).
_QUOTES = str.maketrans({'\u2019': "'", '\u2018': "'", '\u201c': '"', '\u201d': '"'})


def snippet_norm(s):
    return norm(s).translate(_QUOTES)


def snippet_rates(predicted, truth):
    """(share of `with` snippets found, share of `without` snippets leaked), None when absent;
    compared with case, whitespace and quote marks normalised."""
    text = snippet_norm(predicted)
    w = [snippet_norm(s) for s in truth.get('with') or [] if norm(s)]
    wo = [snippet_norm(s) for s in truth.get('without') or [] if norm(s)]
    with_rate = sum(s in text for s in w) / len(w) if w else None
    leak_rate = sum(s in text for s in wo) / len(wo) if wo else None
    return with_rate, leak_rate


def title_match(predicted, truth):
    """Equal once case and whitespace are normalised (as src/metric.rs)."""
    return bool(norm(predicted)) and norm(predicted) == norm(truth)


def _name_tokens(s):
    t = tokens(s)
    return t[1:] if t[:1] == ['by'] else t


def author_match(predicted, truth):
    """One name list's tokens ("by" dropped) are a contiguous run of the other's (as src/metric.rs)."""
    p, t = _name_tokens(predicted), _name_tokens(truth)
    inside = lambda long, short: bool(short) and any(long[i:i + len(short)] == short for i in range(len(long) - len(short) + 1))
    return inside(t, p) or inside(p, t)


def date_match(predicted, truth):
    """The same calendar day: the YYYY-MM-DD each starts with."""
    day = lambda s: s.strip()[:10] if re.match(r'\d{4}-\d{2}-\d{2}', (s or '').strip()) else None
    return day(predicted) is not None and day(predicted) == day(truth)


if __name__ == '__main__':
    assert author_match('By Dylan Bailey', 'Dylan Bailey, MS, RD') and not author_match('', 'X')
    assert date_match('2025-09-04T08:00:00Z', '2025-09-04') and not date_match('Sept 4', '2025-09-04')
    assert tokens('Hello, World_1! 新闻ab') == ['hello', 'world_1', '新', '闻', 'ab']
    assert abs(prf('a a b', 'a b b c')[2] - 2 * (2 / 3 * 0.5) / (2 / 3 + 0.5)) < 1e-9
    print('metric ok')
