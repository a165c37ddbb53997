"""Batch extraction on Spark (batch/extract.py) end to end, in local mode with two executors'
threads: page files and input lines go through lectern-batch in the map tasks, and the results
and counts come back. Run by scripts/test.sh with the venv it sets up."""
import glob
import json
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

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
    records = [json.loads(line) for part in sorted(glob.glob(os.path.join(out, 'part-*')))
               for line in open(part, encoding='utf8')]
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
            records, summary = run_job('--input', f.name)
        finally:
            os.unlink(f.name)
        by_id = {r['id']: r for r in records}
        self.assertEqual(len(records), 22)
        self.assertEqual(by_id['story-7']['article']['title'], 'Flood 7')
        self.assertIn('The river rose', by_id['story-7']['article']['textContent'])
        self.assertIsNone(by_id['empty']['article'])
        self.assertTrue(by_id[None]['error'].startswith('not JSON'))
        self.assertIn('20 article, 1 error, 1 no article', summary)


if __name__ == '__main__':
    unittest.main()
