#!/bin/sh
# Builds the DocC documentation of LineSpace and LineSpaceText into docs-build/<Module>/ with the
# toolchain's docc (works on Linux): symbol graphs from the compiler, then one `docc convert`
# per catalog, each fed only its own module's symbol graphs.
#
# Usage: scripts/build-docs.sh [--scratch-path DIR]   (default .build/docc, kept apart from the
# normal build because the symbol-graph flags would otherwise invalidate it)
set -eu

cd "$(dirname "$0")/.."
SCRATCH=.build/docc
if [ "${1:-}" = "--scratch-path" ] && [ -n "${2:-}" ]; then SCRATCH=$2; fi

DOCC=${DOCC:-$(command -v docc || true)}
if [ -z "$DOCC" ]; then
    # docc ships next to swift in the toolchain.
    DOCC=$(dirname "$(readlink -f "$(command -v swift)")")/docc
fi
[ -x "$DOCC" ] || { echo "build-docs: docc not found (set DOCC=/path/to/docc)" >&2; exit 1; }

# The compiler writes a module's graphs when it compiles the module, so they stay current as
# long as the build is; if they are missing (directory deleted), rebuild from scratch once.
GRAPHS=$SCRATCH/symbol-graphs
build_graphs() {
    mkdir -p "$GRAPHS"
    swift build --scratch-path "$SCRATCH" --target LineSpaceText \
        -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$GRAPHS"
}
build_graphs
if [ ! -f "$GRAPHS/LineSpace.symbols.json" ] || [ ! -f "$GRAPHS/LineSpaceText.symbols.json" ]; then
    rm -rf "$SCRATCH"
    build_graphs
fi

for MODULE in LineSpace LineSpaceText; do
    MODULE_GRAPHS=$SCRATCH/symbol-graphs-$MODULE
    rm -rf "$MODULE_GRAPHS"
    mkdir -p "$MODULE_GRAPHS"
    # LineSpace.symbols.json and extension graphs named LineSpace@Other.symbols.json.
    for GRAPH in "$GRAPHS/$MODULE.symbols.json" "$GRAPHS/$MODULE@"*.symbols.json; do
        [ -f "$GRAPH" ] && cp "$GRAPH" "$MODULE_GRAPHS/"
    done
    rm -rf "docs-build/$MODULE"
    mkdir -p docs-build
    "$DOCC" convert "Sources/$MODULE/$MODULE.docc" \
        --additional-symbol-graph-dir "$MODULE_GRAPHS" \
        --fallback-display-name "$MODULE" \
        --fallback-bundle-identifier "org.linespace.$MODULE" \
        --output-path "docs-build/$MODULE"
done
echo "build-docs: docs-build/LineSpace and docs-build/LineSpaceText"
