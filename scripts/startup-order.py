#!/usr/bin/env python3
"""Writes scripts/linespace.order: the functions `linespace` runs for `--help`, `render` and
`measure`, and the data the Swift runtime scans at start-up, for the linker to place side by
side (lld's --symbol-ordering-file).

    python3 scripts/startup-order.py [--linespace PATH] [--output PATH]

Why: the kernel maps a program's code 64 KiB at a time around each page it touches, so code
run at start-up that is spread over the 15 MiB of the static command (Swift runtime,
Foundation, this package) costs megabytes of resident memory; placed together it costs what
it is (docs/benchmark.md, "The command as a process"). Run it after changes that move much
start-up work (a new toolchain, a new command path); a stale list only loses memory, never
correctness, and names it does not find are ignored. SwiftPM does not know the list is an
input of the link: remove .build/release/linespace before `make demo` to link with a new one.

Needs valgrind (callgrind records every function executed) and binutils (strip, nm). The
binary is the release command (`make demo` builds it); valgrind reads symbols, not this
toolchain's DWARF 5, so a copy without debug information is run.
"""
import argparse, os, re, subprocess, sys, tempfile

RUNS = [["--help"], ["render", "-o", "{out}/label.png"], ["render", "--format", "svg", "-o", "{out}/label.svg"],
        ["measure"], ["measure", "--json"]]


def executed(binary, argv, out):
    """Names (as callgrind prints them: C++ demangled) of the functions run inside `binary`."""
    profile = os.path.join(out, "callgrind.out")
    subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={profile}", binary,
                    *[a.format(out=out) for a in argv]],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    names, objects, functions = [], {}, {}
    current_object = None
    with open(profile, errors="replace") as f:
        for line in f:
            m = re.match(r"^(ob|fn|cob|cfn)=\((\d+)\)(?: (.*))?$", line.rstrip("\n"))
            if not m:
                continue
            kind, number, name = m.groups()
            table = objects if kind in ("ob", "cob") else functions
            if name is not None:
                table[number] = name
            if kind == "ob":
                current_object = objects[number]
            elif kind == "fn" and current_object == binary:
                names.append(functions[number])
    return names


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--linespace", default=".build/release/linespace")
    parser.add_argument("--output", default=os.path.join(os.path.dirname(__file__), "linespace.order"))
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="linespace-order-") as out:
        binary = os.path.join(out, "linespace")
        subprocess.run(["strip", "-g", "-o", binary, args.linespace], check=True)
        # callgrind names C++ functions demangled; the linker wants the symbols as written.
        plain = subprocess.run(["nm", "-p", "--defined-only", binary], capture_output=True, text=True, check=True).stdout
        readable = subprocess.run(["nm", "-p", "-C", "--defined-only", binary], capture_output=True, text=True, check=True).stdout
        symbols = {}
        for raw, shown in zip(plain.splitlines(), readable.splitlines()):
            symbol, name = raw.split(" ", 2)[2], shown.split(" ", 2)[2]
            symbols.setdefault(name, []).append(symbol)
            symbols.setdefault(symbol, []).append(symbol)
        order, seen = [], set()
        for argv in RUNS:
            for name in executed(binary, argv, out):
                for symbol in symbols.get(name, []):
                    if symbol not in seen:
                        seen.add(symbol)
                        order.append(symbol)
        if not order:
            sys.exit("startup-order: no function of the command was seen running")
        # Sorted: within the group the order hardly matters, and a regenerated list then
        # differs from the last one only by what changed.
        order.sort()
        function_count = len(order)
        # Data the Swift runtime reads whole at start-up, wherever the linker put it: every
        # protocol conformance descriptor (`Mc`: the first conformance look-up of a type scans
        # them all) and the dynamic-replacement entries (`Tx`, `TX`, read when the image is
        # registered).
        for raw in plain.splitlines():
            symbol = raw.split(" ", 2)[2]
            if (symbol.startswith("$s") and symbol.endswith(("Mc", "Tx", "TX")) or symbol == "l_unnamed_dynamic_replacements") \
                    and symbol not in seen:
                seen.add(symbol)
                order.append(symbol)
    order[function_count:] = sorted(order[function_count:])
    with open(args.output, "w") as f:
        f.write("\n".join(order) + "\n")
    print(f"startup-order: {function_count} functions and {len(order) - function_count} data symbols in {args.output}")


if __name__ == "__main__":
    main()
