#!/bin/sh
# Draws the pictures of docs/semantics.md §4 (line breaking) with the built command:
#   swift build && scripts/draw-line-breaking-images.sh [path/to/linespace]
# Each image is the text's box (the width given) on a light background, 6 pt around it, at 2×.
set -eu
linespace=${1:-.build/debug/linespace}
draw() {
    name=$1; shift
    "$linespace" render --background "#F2F2F2" --padding 6 --line-space 4 --scale 2 --lines 0 --break-strategy none "$@" \
        -o "docs/images/$name.png" >/dev/null
}
sans() { name=$1; shift; draw "$name" --font "Noto Sans" --size 16 "$@"; }
mono() { name=$1; shift; draw "$name" --font "DejaVu Sans Mono" --size 16 "$@"; }
cjk() { name=$1; shift; draw "$name" --font "Noto Sans CJK SC" --size 17 --locale zh-Hans "$@"; }

title="The quick brown fox jumps over the lazy dog and runs away"
sans wrap-greedy --width 200 --align center --text "$title"
sans wrap-balance --width 200 --align center --wrap balance --text "$title"
body="The quick brown fox jumps over the lazy dog and then it runs far away. Everyone is surprised by it now"
sans wrap-pretty-greedy --width 200 --text "$body"
sans wrap-pretty --width 200 --wrap pretty --text "$body"

mono rules-unicode --width 58 --text "foo GNU/Linux"
mono rules-web --width 58 --break-rules web --text "foo GNU/Linux"
mono strategy-none --width 70 --text "aaa bbb ccc"
mono strategy-push-out --width 70 --break-strategy push-out --text "aaa bbb ccc"

cjk trim-off --width 168.5 --text "参考手册（版本 2.73）"
cjk trim-on --width 168.5 --trim-punctuation --text "参考手册（版本 2.73）"

sans soft-hyphen --width 70 --text "$(printf 'foo trans\302\255atlantic')"
hyphenated="The quick brown fox jumps over the extraordinarily lazy dog"
sans hyphenate-off --width 100 --text "$hyphenated"
sans hyphenate-on --width 100 --hyphenate 1 --text "$hyphenated"
