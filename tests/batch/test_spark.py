"""Batch extraction on Spark (batch/extract.py) end to end, in local mode with two executors'
threads: page files, WARC files and input lines go through lectern-batch in the map tasks, and
the results and counts come back. Run by scripts/test.sh with the venv it sets up."""
import glob
import json
import os
import shutil
import subprocess
import sys
import tempfile
import unittest
import warnings

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), '..', '..'))
FIXTURES = os.path.join(ROOT, 'tests', 'pages')


def run_job(*args):
    out = tempfile.mkdtemp(prefix='lectern-spark-')
    shutil.rmtree(out)  # Spark writes a folder that must not exist yet
    done = subprocess.run([sys.executable, os.path.join(ROOT, 'batch', 'extract.py'), '--master', 'local[2]',
                           '--partitions', '3', '--output', out, *args],
                          capture_output=True, text=True, timeout=600)
    if done.returncode != 0:
        raise AssertionError(done.stderr[-3000:])
    records = []
    for part in sorted(glob.glob(os.path.join(out, 'part-*'))):
        with open(part, encoding='utf8') as f:
            records.extend(json.loads(line) for line in f)
    shutil.rmtree(out)
    return records, done.stdout


class SparkBatch(unittest.TestCase):
    def test_page_files_give_the_articles_extract_gives(self):
        pages = sorted(glob.glob(os.path.join(FIXTURES, '*', 'source.html')))
        records, summary = run_job('--input', os.path.join(FIXTURES, '*', 'source.html'))
        self.assertEqual(len(records), len(pages))
        self.assertIn(f'{len(pages)} pages in', summary)
        for record in records:
            path = record['id'].removeprefix('file:')
            self.assertIn(path, pages)
            self.assertIsNone(record['error'])
            # The golden text of tests/pages.rs, extracted there with the page's address; these
            # pages give the same text without one.
            with open(os.path.join(os.path.dirname(path), 'expected.txt'), encoding='utf8') as f:
                self.assertEqual(record['article']['textContent'] + '\n', f.read(), path)

    def test_input_lines_and_bad_ones(self):
        with tempfile.NamedTemporaryFile('w', suffix='.jsonl', delete=False) as f:
            story = 'The river rose through the night and the town woke to water in its streets. ' * 8
            for i in range(20):
                f.write(json.dumps({'id': f'story-{i}', 'url': f'https://news.test/{i}',
                                    'html': f'<title>Flood {i}</title><article><h1>Flood {i}</h1><p>{story}</p></article>'}) + '\n')
            f.write('not json\n')
            f.write(json.dumps({'id': 'empty', 'html': ''}) + '\n')
        try:
            records, summary = run_job('--input', f.name, '--markdown')
        finally:
            os.unlink(f.name)
        by_id = {r['id']: r for r in records}
        self.assertEqual(len(records), 22)
        self.assertEqual(by_id['story-7']['article']['title'], 'Flood 7')
        self.assertIn('The river rose', by_id['story-7']['article']['textContent'])
        self.assertTrue(by_id['story-7']['article']['markdown'].startswith('The river rose'))
        self.assertIsNone(by_id['empty']['article'])
        self.assertTrue(by_id[None]['error'].startswith('not JSON'))
        self.assertIn('20 article, 1 error, 1 no article', summary)

    def test_warc_files_give_their_html_responses(self):
        from io import BytesIO
        from warcio.statusandheaders import StatusAndHeaders
        from warcio.warcwriter import WARCWriter
        warnings.simplefilter('ignore', ResourceWarning)  # warcio's writer leaves its spool files to the GC
        story = ('江水昨夜漫过堤岸，清晨全镇的街道都浸在水里，居民们趟水把家具搬到高处。'
                 '镇政府在学校体育馆设立了临时安置点，为受灾群众提供食物、饮用水和被褥。'
                 '气象部门预计未来三天仍有强降雨，提醒沿江居民注意防范，及时转移到安全地带。'
                 '救援队员驾驶冲锋舟在积水最深的街区来回搜寻，已将两百多名老人和儿童送出险区。')
        # No <meta charset>: only the response's header says the bytes are GBK.
        chinese = f'<title>洪水</title><article><h1>洪水</h1><p>{story}</p></article>'.encode('gbk')
        with open(os.path.join(FIXTURES, 'article-sfist', 'source.html'), 'rb') as f:
            english = f.read()
        folder = tempfile.mkdtemp(prefix='lectern-warc-')
        for name, responses in (('a.warc.gz', [('https://news.test/flood', 'text/html; charset=GBK', chinese),
                                               ('https://news.test/logo.png', 'image/png', b'\x89PNG')]),
                                ('b.warc.gz', [('https://sfist.com/san-francisco-moving-companies-movers/',
                                                'text/html', english)])):
            with open(os.path.join(folder, name), 'wb') as f:
                writer = WARCWriter(f, gzip=True)
                for url, content_type, body in responses:
                    headers = StatusAndHeaders('200 OK', [('Content-Type', content_type)], protocol='HTTP/1.1')
                    writer.write_record(writer.create_warc_record(url, 'request', payload=BytesIO(b'GET / HTTP/1.1\r\n\r\n')))
                    writer.write_record(writer.create_warc_record(url, 'response', payload=BytesIO(body),
                                                                  http_headers=headers))
        try:
            records, summary = run_job('--input', os.path.join(folder, '*.warc.gz'))
        finally:
            shutil.rmtree(folder)
        by_url = {r['url']: r for r in records}
        self.assertEqual(sorted(by_url), ['https://news.test/flood',
                                          'https://sfist.com/san-francisco-moving-companies-movers/'])
        self.assertIn('江水昨夜漫过堤岸', by_url['https://news.test/flood']['article']['textContent'])
        with open(os.path.join(FIXTURES, 'article-sfist', 'expected.txt'), encoding='utf8') as f:
            self.assertEqual(by_url['https://sfist.com/san-francisco-moving-companies-movers/']['article']['textContent']
                             + '\n', f.read())
        self.assertIn('2 pages in', summary)


if __name__ == '__main__':
    unittest.main()
