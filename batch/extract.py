"""Batch extraction on Apache Spark (seed 004's MapReduce): each map task streams its partition's
pages through `lectern-batch`, which runs the whole extraction for a page; the reduce collects
the counts, and with `--datasets` each dataset's mean F1 against its truths.

    cargo build --release --bin lectern-batch
    python3 batch/extract.py --input 'crawl/*.html.gz' --output out/ [--master local[2]]
    python3 batch/extract.py --input 'crawl/*.warc.gz' --output out/  # a crawl's WARC files
    python3 batch/extract.py --input pages.jsonl --output out/     # lectern-batch's input lines
    python3 batch/extract.py --datasets ../shared/datasets --output out/

`--master` is any Spark master (`local[N]`, `spark://host:7077`, `yarn`); the binary is shipped to
the executors with `addFile`. The output folder holds Spark's part files of JSON lines, one a page:
`{"id", "url", "article", "error"}` as `lectern-batch` writes them.
"""
import argparse
import base64
import glob
import gzip
import json
import os
import re
import subprocess
import sys
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
BINARY = os.path.join(HERE, '..', 'target', 'release', 'lectern-batch')


def input_line(pid, url, raw, charset=None):
    """A page as `lectern-batch`'s input line: its raw bytes, so that Lectern reads its charset
    (after `charset`, the HTTP header's, when there is one)."""
    return json.dumps({'id': pid, 'url': url, 'bytes': base64.b64encode(raw).decode('ascii'),
                       'charset': charset})


def file_record(path_and_bytes):
    """A page file as an input line."""
    path, raw = path_and_bytes
    return input_line(path, None, gzip.decompress(raw) if path.endswith('.gz') else raw)


def warc_records(path):
    """The HTML responses of a WARC file as input lines: each with its target address, its HTTP
    payload and the charset its Content-Type header names (read before the page's own)."""
    from warcio.archiveiterator import ArchiveIterator
    with open(path, 'rb') as stream:
        for record in ArchiveIterator(stream):
            if record.rec_type != 'response' or record.http_headers is None:
                continue
            content_type = record.http_headers.get_header('Content-Type') or ''
            if 'html' not in content_type.lower():
                continue
            charset = re.search(r'charset=["\']?([\w.:-]+)', content_type, re.I)
            yield input_line(record.rec_headers.get_header('WARC-Record-ID'),
                             record.rec_headers.get_header('WARC-Target-URI'),
                             record.content_stream().read(), charset and charset.group(1))


def dataset_records(data):
    """Every page of the datasets under `data`: its dataset, its id, its file and its truth's."""
    for dataset in sorted(os.listdir(data)):
        pages = os.path.join(data, dataset, 'pages')
        if not os.path.isdir(pages):
            continue
        for name in sorted(os.listdir(pages)):
            if name.endswith('.html.gz'):
                pid = name[:-len('.html.gz')]
                yield dataset, pid, os.path.join(pages, name), os.path.join(data, dataset, 'truth', pid + '.json')


def dataset_record(job):
    """A dataset's page as `lectern-batch`'s input, with the address its truth gives."""
    dataset, pid, page, truth_path = job
    with open(truth_path, encoding='utf8') as f:
        truth = json.load(f)
    with gzip.open(page) as f:
        return input_line(f'{dataset}/{pid}', truth.get('url'), f.read())


def run_lectern(name, lines, markdown=False):
    """The map task: the partition's input lines through one `lectern-batch` process, the binary
    shipped under `name` (with `--markdown`, each article's body as Markdown too)."""
    from pyspark import SparkFiles
    binary = SparkFiles.get(name)
    os.chmod(binary, 0o755)
    proc = subprocess.Popen([binary] + (['--markdown'] if markdown else []), stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE)

    failed = []

    def feed():
        try:
            for line in lines:
                proc.stdin.write(line.encode('utf8') + b'\n')
        except BaseException as e:  # reading the input failed: the task fails, not just ends
            failed.append(e)
        finally:
            proc.stdin.close()
    writer = threading.Thread(target=feed, daemon=True)
    writer.start()
    for out in proc.stdout:
        yield out.decode('utf8').rstrip('\n')
    writer.join()
    if proc.wait() != 0:  # first: a dead process also breaks the feeding pipe
        raise RuntimeError(f'lectern-batch exited with status {proc.returncode}')
    if failed:
        raise failed[0]


def outcome(line):
    record = json.loads(line)
    return 'error' if record['error'] else 'article' if record['article'] else 'no article'


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    source = ap.add_mutually_exclusive_group(required=True)
    source.add_argument('--input', help='page files (a Hadoop glob; .gz is unpacked), WARC files (a glob of '
                        '.warc or .warc.gz, on a file system every executor sees) or a .jsonl of input lines')
    source.add_argument('--datasets', help="a folder of datasets laid out as ../shared/datasets; scores F1")
    ap.add_argument('--output', required=True, help='a folder that does not exist yet')
    ap.add_argument('--master', default='local[*]')
    ap.add_argument('--partitions', type=int, default=0, help='default: 4 a core')
    ap.add_argument('--binary', default=BINARY)
    ap.add_argument('--markdown', action='store_true', help="each article's body as Markdown too (its `markdown`)")
    args = ap.parse_args()
    if not os.path.isfile(args.binary):
        sys.exit(f'{args.binary}: not built (cargo build --release --bin lectern-batch)')

    # Python workers run this interpreter (with its packages) unless the cluster says otherwise.
    os.environ.setdefault('PYSPARK_PYTHON', sys.executable)
    from pyspark.sql import SparkSession
    spark = (SparkSession.builder.master(args.master).appName('lectern-batch')
             .config('spark.ui.showConsoleProgress', 'false').getOrCreate())
    spark.sparkContext.setLogLevel('WARN')
    sc = spark.sparkContext
    sc.addFile(os.path.abspath(args.binary))
    partitions = args.partitions or 4 * sc.defaultParallelism

    start = time.perf_counter()
    if args.datasets:
        jobs = list(dataset_records(args.datasets))
        lines = sc.parallelize(jobs, partitions).map(dataset_record)
    elif re.search(r'\.warc(\.gz)?$', args.input):
        paths = sorted(glob.glob(args.input, recursive=True))
        if not paths:
            sys.exit(f'{args.input}: no WARC file')
        lines = sc.parallelize(paths, len(paths)).flatMap(warc_records)
    elif args.input.endswith('.jsonl'):
        lines = sc.textFile(args.input, partitions)
    else:
        lines = sc.binaryFiles(args.input, partitions).map(file_record)
    name = os.path.basename(args.binary)
    markdown = args.markdown
    lines.mapPartitions(lambda part: run_lectern(name, part, markdown)).saveAsTextFile(args.output)
    # The reduce reads the results back from where the map wrote them, rather than keeping a
    # crawl's articles in memory.
    results = sc.textFile(args.output)
    counts = results.map(lambda line: (outcome(line), 1)).reduceByKey(lambda a, b: a + b).collectAsMap()
    seconds = time.perf_counter() - start
    pages = sum(counts.values())
    print(f"{pages} pages in {seconds:.1f} s ({pages / seconds:.1f} pages/s, master {args.master}): "
          + ', '.join(f'{n} {k}' for k, n in sorted(counts.items())))
    if args.datasets:
        report_f1(sc, results, args.datasets)
    spark.stop()


def report_f1(sc, results, data):
    """Each dataset's mean F1 against its truths, summed in the reduce."""
    sc.addPyFile(os.path.join(HERE, '..', 'bench', 'metric.py'))  # the datasets' metric

    def scored(line):
        from metric import prf
        record = json.loads(line)
        dataset, pid = record['id'].split('/', 1)
        with open(os.path.join(data, dataset, 'truth', pid + '.json'), encoding='utf8') as f:
            truth = json.load(f)
        text = (record['article'] or {}).get('textContent', '')
        return dataset, (prf(text, truth.get('text') or '')[2], 1)
    sums = results.map(scored).reduceByKey(lambda a, b: (a[0] + b[0], a[1] + b[1])).collectAsMap()
    for dataset, (total, n) in sorted(sums.items()):
        print(f'{dataset}: {n} pages, mean F1 {total / n:.4f}')


if __name__ == '__main__':
    main()
