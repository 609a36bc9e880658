#!/usr/bin/env python3
"""`make scale-check`: the JSON Lines filter fanned out by Dask, checked against one process.

100,000 measure requests built from Debian's fortunes corpora (English and Chinese) go through
`linespace measure --jsonl` twice: once as a single process, once as dask.bag partitions on a
LocalCluster of 2 workers, each partition piped through its own `linespace measure --jsonl`
(the recipe of docs/scale.md). The answers must be equal line for line. Prints the times.
"""
import argparse, json, os, subprocess, sys, time

FORTUNES = "/usr/share/games/fortunes"
FILES = ["fortunes", "literature", "riddles", "chinese", "song100", "tang300"]


def corpus():
    """The fortunes' entries, each a text (entries are separated by lines of `%`)."""
    texts = []
    for name in FILES:
        path = os.path.join(FORTUNES, name)
        if not os.path.exists(path):
            continue
        with open(path, encoding="utf-8", errors="replace") as f:
            entry = []
            for line in f:
                if line.rstrip("\n") == "%":
                    if entry:
                        texts.append("".join(entry).strip())
                    entry = []
                else:
                    entry.append(line)
            if entry:
                texts.append("".join(entry).strip())
    return [t for t in texts if t]


def requests(count):
    texts = corpus()
    if not texts:
        sys.exit(f"scale-check: no fortunes in {FORTUNES} (apt-get install fortunes-min fortunes-zh)")
    lines = []
    for i in range(count):
        text = texts[i % len(texts)]
        # Each pass over the corpus at other widths: 100,000 distinct requests.
        width = 120 + (i * 37 + i // len(texts) * 53) % 400
        lines.append(json.dumps({"id": i, "text": text, "width": width, "lines": (i % 4)}, ensure_ascii=False))
    return lines


def run_partition(lines, binary):
    """One dask.bag partition through `linespace measure --jsonl` (docs/scale.md)."""
    import subprocess
    data = ("\n".join(lines) + "\n").encode() if lines else b""
    result = subprocess.run([binary, "measure", "--jsonl", "--jobs", "1"], input=data, capture_output=True, check=False)
    if result.returncode not in (0, 1):
        raise RuntimeError(result.stderr.decode())
    return result.stdout.decode().splitlines()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--linespace", default=".build/release/linespace")
    parser.add_argument("--count", type=int, default=100_000)
    parser.add_argument("--partitions", type=int, default=16)
    args = parser.parse_args()
    binary = os.path.abspath(args.linespace)
    started = time.monotonic()
    lines = requests(args.count)
    print(f"scale-check: {len(lines)} requests from the fortunes corpora")

    t0 = time.monotonic()
    single = subprocess.run([binary, "measure", "--jsonl", "--jobs", "1"], input=("\n".join(lines) + "\n").encode(),
                            capture_output=True, check=False)
    single_lines = single.stdout.decode().splitlines()
    single_time = time.monotonic() - t0
    failed = sum(1 for line in single_lines if '"error":' in line)
    print(f"single process: {len(single_lines)} answers ({failed} errors) in {single_time:.1f} s")

    import dask.bag as db
    from dask.distributed import Client, LocalCluster
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster, Client(cluster):
        t0 = time.monotonic()
        bag = db.from_sequence(lines, npartitions=args.partitions)
        dask_lines = bag.map_partitions(run_partition, binary).compute()
        dask_time = time.monotonic() - t0
    print(f"dask, LocalCluster of 2 workers, {args.partitions} partitions: {len(dask_lines)} answers in {dask_time:.1f} s")

    if len(dask_lines) != len(single_lines):
        sys.exit(f"scale-check: FAILED: {len(dask_lines)} answers from Dask, {len(single_lines)} from one process")
    for number, (a, b) in enumerate(zip(single_lines, dask_lines), 1):
        if a != b:
            sys.exit(f"scale-check: FAILED at answer {number}:\n  one process: {a[:200]}\n  dask:        {b[:200]}")
    if len(single_lines) != len(lines):
        sys.exit(f"scale-check: FAILED: {len(single_lines)} answers to {len(lines)} requests")
    print(f"scale-check: OK, {len(lines)} answers equal line for line ({time.monotonic() - started:.1f} s in all)")


if __name__ == "__main__":
    main()
