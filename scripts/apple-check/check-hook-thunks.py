#!/usr/bin/env python3
"""Fails if any swizzled hook of LineSpace checks the main actor on entry.

Usage: check-hook-thunks.py LineSpace.ll   (LLVM IR of the LineSpace module for iOS)

The hooks (`ls_setText:` & co) replace UIKit's own setters, so every call to those setters in the
app runs them, on whatever thread. Swift 6 gives the Objective-C entry point ("thunk", mangled
name ending in `FTo`) of a main-actor-isolated method a call to `_checkExpectedExecutor`, which
traps off the main thread. The hooks must be `nonisolated`: their thunks must contain no such call.
"""
import re
import sys

CHECKS = ("_checkExpectedExecutor", "swift_task_isCurrentExecutor", "swift_task_checkIsolated")

def main(path):
    text = open(path, encoding="utf-8", errors="replace").read()
    thunks = re.findall(r'^define [^\n]*@"(\$s[^"]*E\d*ls_\w*?FTo)"[^\n]*\{\n(.*?)^\}', text, re.S | re.M)
    if not thunks:
        sys.exit("check-hook-thunks: no hook thunks (ls_…) found in " + path)
    bad = [name for name, body in thunks if any(check in body for check in CHECKS)]
    for name in bad:
        print(f"check-hook-thunks: {name} checks the main actor on entry: make the hook nonisolated", file=sys.stderr)
    if bad:
        sys.exit(1)
    print(f"check-hook-thunks: {len(thunks)} hook thunks, none checks the executor")

if __name__ == "__main__":
    main(*sys.argv[1:])
