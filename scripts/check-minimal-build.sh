#!/usr/bin/env bash
# CI check: the `linespace` command as `make demo` builds it (LINESPACE_MINIMAL_RUNTIME,
# scripts/command-build-flags.sh: no Foundation, the engine's own CGFloat/CGPoint/CGSize/CGRect/
# NSRange/Data, markup read into styled pieces, no Swift Concurrency) draws and measures exactly
# what the default build (Foundation's types and AttributedString, what library users get) does,
# and links none of Foundation, FoundationEssentials, the Concurrency runtime or libdispatch.
#   1. builds both in release: the command's flags in .build (as make demo), the default build in
#      .build/default-command;
#   2. runs both on labels that use every geometry path: the sample, right-to-left and mixed
#      text, markup with backgrounds and decorations, blurred shadows (rectangle unions and
#      insets), guides, truncation, tab stops, auto-shrink, a sheet; PNG, SVG and PDF, and
#      measure's text and JSON output; the outputs must be byte for byte the same;
#   3. fails if the command's binary defines a symbol of Foundation, FoundationEssentials,
#      CoreFoundation, the Swift Concurrency runtime or libdispatch.
# Linux only (elsewhere Foundation is the system's): prints why and succeeds.
set -euo pipefail
cd "$(dirname "$0")/.."
[[ "$(uname -s)" == Linux ]] || { echo "check-minimal-build: not Linux, nothing to check"; exit 0; }
SWIFT=${SWIFT:-swift}

flags=$(SWIFT=$SWIFT bash scripts/command-build-flags.sh)
[[ "$flags" == *LINESPACE_MINIMAL_RUNTIME* ]] || { echo "check-minimal-build: the command's flags lack -DLINESPACE_MINIMAL_RUNTIME" >&2; exit 1; }
# shellcheck disable=SC2086
$SWIFT build -c release --product linespace --static-swift-stdlib $flags
lean=$($SWIFT build -c release --show-bin-path)/linespace
$SWIFT build -c release --product linespace --scratch-path .build/default-command
full=$($SWIFT build -c release --scratch-path .build/default-command --show-bin-path)/linespace

# 3. Nothing of the runtime the minimal build leaves out: Swift symbols of the modules Foundation
#    and FoundationEssentials, CoreFoundation's start, the Concurrency runtime's and libdispatch's
#    C functions. (The same command built the default way links over a hundred of them.)
unwanted='^(\$s10Foundation|\$s20FoundationEssentials|__CFInitialize$|swift_task_|dispatch_)'
if nm "$lean" | awk '{print $NF}' | grep -Eq "$unwanted"; then
  echo "check-minimal-build: $lean links what its minimal build leaves out:" >&2
  nm "$lean" | awk '{print $NF}' | grep -E "$unwanted" | head -5 >&2
  exit 1
fi

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
mixed='Hello, עולם! مرحبا بالعالم 123 (one) — 中文與English混排。'
# One invocation a line, its arguments separated by "|"; {} is the output's path, \t a tab.
runs=(
  "render|-o|{}.png"
  "render|--scale|2|--guides|-o|{}.png"
  "render|--format|svg|-o|{}.svg"
  "render|--format|pdf|-o|{}.pdf"
  "render|--text|$mixed|--width|120|--lines|3|--break|tail|--align|justified|-o|{}.png"
  "render|--text|$mixed|--direction|rtl|--width|140|--break|middle|--lines|2|--format|svg|-o|{}.svg"
  "render|--markup|--text|<b>Bold</b>\t<span background='#ffee00' underline='double'>marked</span> <s>struck</s> <i>tilted</i> 中文|--tab-stops|60,140r|--width|260|-o|{}.png"
  "render|--shadow|2,3,4,#ff000080|--text|Shadow\ttab 中文|--padding|8|--format|svg|-o|{}.svg"
  "render|--shadow|1,1|--letter-spacing|2|--line-height|30|--height|80|--valign|bottom|-o|{}.png"
  "render|--min-scale|0.5|--lines|1|--width|150|--baseline-adjustment|centers|--format|pdf|-o|{}.pdf"
  "render|--trim-punctuation|--text|「中文」，（標點）。《書名》|--width|90|-o|{}.png"
  "sheet|-o|{}.png"
  "measure"
  "measure|--json|--text|$mixed|--width|100|--lines|2|--break|head"
  "measure|--json|--markup|--text|<span size='30'>big</span> small|--width|60|--paragraph-spacing|5|--first-line-indent|12"
  "measure|--json|--markup|--text|e<b>&#x301;</b><span font='DejaVu Sans' color='#ff0000'>x</span><span font='No Such Family'>y</span>|--width|40"
)
failed=0
for i in "${!runs[@]}"; do
  for build in lean full; do
    binary=$lean; [[ $build == full ]] && binary=$full
    IFS='|' read -r -a words <<<"${runs[$i]}"
    args=()
    for word in "${words[@]}"; do
      word=${word//\{\}/$out/$build-$i}
      args+=("${word//\\t/$'\t'}")
    done
    "$binary" "${args[@]}" >"$out/$build-$i.stdout" 2>"$out/$build-$i.stderr" || {
      echo "check-minimal-build: $build failed on: ${runs[$i]}" >&2; cat "$out/$build-$i.stderr" >&2; failed=1; }
  done
  for file in "$out"/lean-"$i".*; do
    other=$out/full-$i.${file##*.}
    # The outputs name their own file; everything else must match byte for byte.
    if ! cmp -s <(sed "s|$out/lean-|OUT-|g" "$file") <(sed "s|$out/full-|OUT-|g" "$other"); then
      echo "check-minimal-build: outputs differ for: ${runs[$i]} (${file##*.})" >&2; failed=1
    fi
  done
done
[[ $failed == 0 ]] || exit 1
echo "check-minimal-build: ${#runs[@]} invocations, the same output from both builds; no Foundation, Concurrency or libdispatch linked"
