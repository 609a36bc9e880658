#!/usr/bin/env python3
"""Times `linespace render` of the sample label against `pango-view` drawing the same label,
as whole processes run in alternation: wall time and peak RSS of each process (GNU time).

    python3 scripts/startup-bench.py [--runs N] [--linespace PATH] [--compare PATH]...

Same font (Noto Sans CJK TC 17 px: pango-view --pixels), width 300, line spacing 10, no
hinting, PNG to a file in a temporary directory. Prints the median and the minimum of each.
--compare adds another build of the command (e.g. an earlier commit's) to the rotation.
"""
import argparse, statistics, subprocess, sys, tempfile, time

SAMPLE = "如何讓你遇見我，在我最美麗的時刻。為這，我已在佛前求了五百年，求他讓我們結一段塵緣"


def run(argv, rss_file):
    """Wall seconds and peak RSS (KiB) of one process; stdout and stderr discarded.

    The process is started by GNU time (/usr/bin/time), which reports its peak RSS: Linux
    carries a process's peak RSS across exec, so a process forked from this Python would
    report at least Python's own RSS. Both commands pay time's small start-up alike.
    """
    start = time.perf_counter()
    status = subprocess.call(["/usr/bin/time", "-f", "%M", "-o", rss_file, *argv], stdin=subprocess.DEVNULL,
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    elapsed = time.perf_counter() - start
    if status != 0:
        sys.exit(f"startup-bench: {argv[0]} failed with status {status}")
    with open(rss_file) as f:
        return elapsed, int(f.read().split()[-1])


def sample_flag(binary):
    """`--sample` for a build that reads a text from a pipe and takes --sample (older builds lay
    out the sample by default and do not know the flag)."""
    help_text = subprocess.run([binary, "render", "--help"], capture_output=True, text=True).stdout
    return ["--sample"] if "--sample" in help_text else []


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=50)
    parser.add_argument("--linespace", default=".build/release/linespace")
    parser.add_argument("--compare", action="append", default=[], metavar="PATH",
                        help="another linespace binary to run in the same rotation")
    args = parser.parse_args()
    out = tempfile.mkdtemp(prefix="linespace-startup-")
    commands = {
        "linespace render": [args.linespace, "render", *sample_flag(args.linespace), "-o", f"{out}/linespace.png"],
        "pango-view": ["pango-view", "--font=Noto Sans CJK TC 17", "--pixels", "--width=300", "--spacing=10",
                       "--hinting=none", "--margin=0", "-q", "-t", SAMPLE, "-o", f"{out}/pango.png"],
        "linespace --help": [args.linespace, "--help"],
    }
    for i, other in enumerate(args.compare):
        commands[f"linespace render ({other})"] = [other, "render", *sample_flag(other), "-o", f"{out}/compare{i}.png"]
        commands[f"linespace --help ({other})"] = [other, "--help"]
    results = {name: [] for name in commands}
    rss_file = f"{out}/rss"
    for name, argv in commands.items():  # warm the page cache and fontconfig's cache
        run(argv, rss_file)
    for _ in range(args.runs):
        for name, argv in commands.items():
            results[name].append(run(argv, rss_file))
    print(f"{args.runs} runs each, in alternation")
    print("| process | median ms | min ms | median peak RSS MiB |")
    print("|---|---:|---:|---:|")
    for name, samples in results.items():
        times = [t * 1000 for t, _ in samples]
        rss = [kib / 1024 for _, kib in samples]
        print(f"| {name} | {statistics.median(times):.1f} | {min(times):.1f} | {statistics.median(rss):.1f} |")


if __name__ == "__main__":
    main()
