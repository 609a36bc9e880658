# Sourced by scripts/fuzz.sh and scripts/sanitizers.sh: links a standalone Swift program
# (a libFuzzer target, the leak check) against the engine objects SwiftPM built in $1.
#   link_against_engine BUILD_DIR OUTPUT SOURCE SWIFTC_FLAGS...
link_against_engine() {
    local build=$1 output=$2 source=$3
    shift 3
    local flags=()
    for lib in harfbuzz fontconfig cairo-ft spng; do
        for f in $(pkg-config --cflags-only-I "$lib"); do flags+=(-Xcc "$f"); done
    done
    for map in Sources/CHarfBuzz/module.modulemap Sources/CFontconfig/module.modulemap \
               Sources/CCairo/module.modulemap Sources/CSPNG/module.modulemap Sources/CHyphen/module.modulemap \
               "$build/CICUBreak.build/module.modulemap"; do
        flags+=(-Xcc "-fmodule-map-file=$map")
    done
    # The objects of today's sources only (a renamed file leaves a stale object behind).
    local objects=()
    for target in LineSpace LineSpaceText; do
        while IFS= read -r file; do
            objects+=("$build/$target.build/$(basename "$file").o")
        done < <(find "Sources/$target" -name '*.swift' | sort)
    done
    objects+=("$build"/CICUBreak.build/*.o)
    # gold warns about ASan's local helper symbols; nothing to act on.
    swiftc "$@" -parse-as-library -g -I "$build/Modules" "${flags[@]}" "$source" "${objects[@]}" \
        -lharfbuzz -lfontconfig -lcairo -lfreetype -lspng -lhyphen -licuuc -o "$output" 2>&1 \
        | { grep -v "Cannot export local symbol" || true; }
    [[ -x "$output" ]]
}
