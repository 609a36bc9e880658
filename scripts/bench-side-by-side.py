#!/usr/bin/env python3
"""Two builds of linespace-bench timed side by side, in alternation (docs/benchmark.md).

    python3 scripts/bench-side-by-side.py OLD_BENCH NEW_BENCH [--runs 5] [--only W1,W2,...]

Each run starts both binaries one after the other on the same workloads (the order swapped
every run, so neither always runs first on a warmer or quieter machine), each doing its own
rounds and reporting medians (`--json`). The table gives, per workload and figure, the median
over the runs of each build, and NEW / OLD: above 1.00 the new build is slower. Each run also
gives a ratio of its own (the two builds timed a few seconds apart): `runs q1–q3` is the middle
half of those ratios, how far one run's answer moves with the machine.
Only our engine runs (`--engines ours --no-agreement`); figures are microseconds.
"""
import argparse
import json
import statistics
import subprocess
import sys

DEFAULT = ("measure-w200,measure-w320,measure-w600,truncate-1line-w200,truncate-2lines-w320,"
           "render-png-x2,huge-3lines,paragraph-en-256k,paragraph-zh-256k")


def run(binary, only, rounds):
    out = subprocess.run(
        [binary, "--only", only, "--engines", "ours", "--no-agreement", "--rounds", str(rounds), "--json"],
        check=True, capture_output=True, text=True).stdout
    figures = {}
    for workload in json.loads(out)["workloads"]:
        for key, value in workload.items():
            if key != "name" and isinstance(value, (int, float)):
                figures[(workload["name"], key)] = value
    return figures


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("old")
    parser.add_argument("new")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--rounds", type=int, default=5, help="rounds per run (each binary's own median)")
    parser.add_argument("--only", default=DEFAULT)
    args = parser.parse_args()
    # Each run's figures of both builds, kept together so that a run's ratios pair its own two.
    runs = []
    for index in range(args.runs):
        order = [("old", args.old), ("new", args.new)]
        if index % 2:
            order.reverse()
        runs.append({name: run(binary, args.only, args.rounds) for name, binary in order})
        print(f"run {index + 1} of {args.runs} done", file=sys.stderr)
    print(f"{'workload':<28} {'figure':<14} {'old µs':>10} {'new µs':>10} {'new/old':>8} {'runs q1–q3':>13}")
    keys = set().union(*(r["old"].keys() & r["new"].keys() for r in runs))
    for key in sorted(keys):
        old = statistics.median(r["old"][key] for r in runs if key in r["old"])
        new = statistics.median(r["new"][key] for r in runs if key in r["new"])
        ratio = new / old if old else float("nan")
        print(f"{key[0]:<28} {key[1]:<14} {old:>10.2f} {new:>10.2f} {ratio:>8.3f} {spread(runs, key):>13}")


def spread(runs, key):
    """The first and third quartiles of the runs' own NEW / OLD ratios of `key` ("–" under 4)."""
    ratios = [r["new"][key] / r["old"][key] for r in runs if key in r["old"] and key in r["new"] and r["old"][key]]
    if len(ratios) < 4:
        return "–"
    q1, _, q3 = statistics.quantiles(ratios, n=4)
    return f"{q1:.3f}–{q3:.3f}"


if __name__ == "__main__":
    main()
