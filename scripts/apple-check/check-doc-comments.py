#!/usr/bin/env python3
"""Fails when a public symbol declared in the sources has no doc comment of its own.

Reads the symbol graphs swift-symbolgraph-extract wrote for a module (MODULE.symbols.json and
MODULE@OTHER.symbols.json for its extensions of other modules' types), as DocumentationTests
does on Linux; apple-check runs it on the iOS build, which compiles the Apple adapters too.
Symbols without a source location (compiler-synthesized init(rawValue:), init(from:)) are
not counted.

    check-doc-comments.py GRAPH.symbols.json...
"""
import json
import sys


def undocumented(path):
    with open(path, encoding="utf-8") as f:
        graph = json.load(f)
    for symbol in graph["symbols"]:
        location = symbol.get("location")
        if not location:
            continue
        lines = (symbol.get("docComment") or {}).get("lines", [])
        if any(line.get("text", "").strip() for line in lines):
            continue
        uri = location["uri"].rsplit("/", 1)[-1]
        line = location.get("position", {}).get("line", -1) + 1
        yield f"  {symbol['kind']['identifier']} {'.'.join(symbol['pathComponents'])} ({uri}:{line})"


def main(paths):
    if not paths:
        sys.exit("usage: check-doc-comments.py GRAPH.symbols.json...")
    counted = 0
    missing = []
    for path in paths:
        with open(path, encoding="utf-8") as f:
            counted += len(json.load(f)["symbols"])
        missing += list(undocumented(path))
    if missing:
        print(f"{len(missing)} public symbols have no doc comment:", *missing, sep="\n", file=sys.stderr)
        sys.exit(1)
    if counted == 0:
        sys.exit("check-doc-comments.py: the symbol graphs list no symbols")
    print(f"apple-check: {counted} public symbols, each with a doc comment")


if __name__ == "__main__":
    main(sys.argv[1:])
