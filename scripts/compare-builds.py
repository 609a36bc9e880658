#!/usr/bin/env python3
"""Compares two builds of `linespace` on a corpus of varied labels, output byte for byte.

    scripts/compare-builds.py OLD_BINARY NEW_BINARY [--count N] [--seed S] [--show K]

Each case is one `linespace measure --json --glyphs` invocation: texts in many scripts and
directions (English, Chinese, Japanese, Arabic, Hebrew, mixed, emoji, combining marks, tabs,
hard breaks, empty paragraphs), widths from 0 to unconstrained, line and height limits, every
line-break mode, alignments (justified included), letter spacing (negative too), line heights,
tab stops, markup, auto-shrink, punctuation trimming, soft hyphens and hyphenation, runs of
white space (spaces, tabs, U+3000, no-break and em spaces), wrap styles, break strategies and
web break rules. The cases are drawn from a seeded
generator, so a run is repeatable. Standard output, standard error and the exit status must be
equal; the script prints the differing cases and exits 1 if any differ.

Use it for a change that must not change output (a refactoring): build the old commit in a
worktree (`git worktree add --detach ../old COMMIT && swift build -c release --product
linespace` there) and compare its binary with the new one.
"""
import argparse
import concurrent.futures
import random
import subprocess
import sys

TEXTS = [
    "The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs.",
    "如何讓你遇見我，在我最美麗的時刻。為這，我已在佛前求了五百年，求他讓我們結一段塵緣",
    "「こんにちは」と彼は言った。今日は良い天気ですね。カタカナもひらがなも漢字も。",
    "مرحبا بالعالم، هذا نص عربي طويل نسبيا لاختبار التفاف الأسطر والاقتطاع.",
    "שלום עולם, זהו טקסט בעברית עם מספרים 123 ו-456 באמצע.",
    "English with עברית inside and العربية too, then back to English (with brackets).",
    "Emoji 👩‍👩‍👧‍👦 family, flags 🇯🇵🇫🇷, skin tones 👍🏽 and keycaps 1️⃣ in a row.",
    "Combining: e\u0301 a\u0300 o\u0302\u0323 Z\u0351\u0352\u0357 and a\u0308\u0301 stacked.",
    "Name\tAge\tCity\nAlice\t30\tParis\nBob\t4.5\tTokyo",
    "line one\u2028line two after a hard break\u2028three",
    "first paragraph\n\nthird paragraph after an empty one\n",
    "supercalifragilisticexpialidocious-antidisestablishmentarianism-floccinaucinihilipilification",
    "office fi fl ffi ligatures: affluent efficient shuffle",
    "हिन्दी पाठ का उदाहरण है। संयुक्ताक्षर क्ष त्र ज्ञ",
    "ภาษาไทยไม่มีช่องว่างระหว่างคำ ต้องใช้พจนานุกรม",
    "한국어 문장입니다. 띄어쓰기가 있습니다.",
    "参考手册（版本 2.73）。「引号」和《书名》，还有——破折号……",
    "a",
    "",
    "   leading and trailing spaces   ",
    "$1,234.56\t€7.8\t¥90",
    "مرحبا 123 world 456 שלום",
    "\u202eRLO override\u202c and \u2067isolate\u2069 controls",
    "x" * 300,
    "中" * 200,
    "word " * 80,
    "trans\u00adatlantic extra\u00adordinarily co\u00adoperation; \u05e9\u05dc\u00ad\u05d5\u05dd and \u4e2d\u00ad\u6587",
    "The quick brown fox jumps over the extraordinarily lazy dog hyphenation incomprehensibilities",
    "a" + " " * 40 + "b\t\t\tc\u3000\u3000\u3000d\u00a0\u00a0e\u2003\u2003f" + " " * 12,
]

# Pieces and white space for generated texts: words in several scripts (a soft hyphen, a
# ligature, a combining mark among them) between runs of white space of every kind and length.
WORDS = ["ab", "word", "שלום", "مرحبا", "中文", "😀", "x\u0301", "\u00ad", "ffi", "1.5", "co\u00adop"]
SPACES = [" ", "  ", "\t", "\u3000", "\u00a0", "\u2003", " \u0301"]


def spaced_text(rng):
    """Words and runs of white space, sometimes long, sometimes ending the text."""
    parts = []
    for _ in range(rng.randint(1, 25)):
        parts.append(rng.choice(WORDS))
        parts.append(rng.choice(SPACES) * rng.choice([1, 1, 2, 5, 30]))
    if rng.random() < 0.2:
        parts.append("\n")
    return "".join(parts if rng.random() < 0.5 else parts[:-1])

FONTS = ["Noto Sans CJK TC", "Noto Sans CJK SC", "DejaVu Sans", "Noto Sans", "DejaVu Serif", "Noto Serif CJK JP"]
BREAKS = ["word", "char", "clip", "head", "tail", "middle"]
ALIGNS = ["left", "center", "right", "natural", "justified"]


def escape_markup(text):
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def markup_of(rng, text):
    """Wraps random slices of the text in markup elements."""
    if not text:
        return text
    pieces = []
    i = 0
    while i < len(text):
        j = min(len(text), i + rng.randint(1, 12))
        chunk = escape_markup(text[i:j])
        choice = rng.random()
        if choice < 0.15:
            chunk = "<b>" + chunk + "</b>"
        elif choice < 0.25:
            chunk = "<i>" + chunk + "</i>"
        elif choice < 0.32:
            chunk = "<u>" + chunk + "</u>"
        # Sizes and spacings in points ("pt"): a bare number is Pango units (1024ths of a
        # point), so size='9' would be a 0.01 pt font and letter_spacing='0.5' an error.
        elif choice < 0.40:
            chunk = "<span size='%dpt' color='#D00000'>%s</span>" % (rng.choice([9, 14, 24, 31]), chunk)
        elif choice < 0.45:
            chunk = "<span letter_spacing='%spt'>%s</span>" % (rng.choice(["2", "-1", "0.5"]), chunk)
        elif choice < 0.50:
            chunk = "<span font='%s'>%s</span>" % (rng.choice(["DejaVu Sans", "Noto Sans CJK SC"]), chunk)
        pieces.append(chunk)
        i = j
    return "".join(pieces)


def make_case(rng):
    text = spaced_text(rng) if rng.random() < 0.15 else rng.choice(TEXTS)
    if rng.random() < 0.25:
        text = text + rng.choice(["\n", " ", "\t", "\n\n"]) + rng.choice(TEXTS)
    args = ["measure", "--json", "--glyphs"]
    if rng.random() < 0.12:
        args += ["--markup", "--text", markup_of(rng, text)]
    else:
        args += ["--text", text]
    args += ["--font", rng.choice(FONTS)]
    args += ["--size", str(rng.choice([8, 12, 16, 17, 23.5, 40]))]
    args += ["--width", rng.choice(["0.5", "1", "30", "57", "120", "200", "300", "517", "1000", "inf"])]
    if rng.random() < 0.5:
        args += ["--lines", str(rng.choice([1, 2, 3, 5]))]
    if rng.random() < 0.15:
        args += ["--height", str(rng.choice([10, 40, 90, 200]))]
    args += ["--break", rng.choice(BREAKS)]
    args += ["--align", rng.choice(ALIGNS)]
    if rng.random() < 0.3:
        args += ["--letter-spacing", str(rng.choice([-3, -0.5, 0.5, 1, 2.5, 8]))]
    if rng.random() < 0.25:
        args += ["--direction", rng.choice(["ltr", "rtl", "natural"])]
    if rng.random() < 0.2:
        args += ["--line-height", str(rng.choice([12, 24, 30, 50]))]
    if rng.random() < 0.1:
        args += ["--line-height-multiple", str(rng.choice([0.8, 1.2, 2]))]
    args += ["--line-space", str(rng.choice([0, 4, 10]))]
    if rng.random() < 0.15:
        args += ["--first-line-indent", str(rng.choice([0, 10, 24])), "--head-indent", str(rng.choice([0, 8]))]
    if rng.random() < 0.1:
        args += ["--tail-indent", str(rng.choice([-20, 150]))]
    if rng.random() < 0.15 or "\t" in text:
        if rng.random() < 0.6:
            args += ["--tab-stops", rng.choice(["50,120r,200c,300d", "40,80", "100d", "60c"])]
    if rng.random() < 0.08:
        args += ["--min-scale", str(rng.choice([0.5, 0.2]))]
    if rng.random() < 0.08:
        args += ["--tighten"]
    if rng.random() < 0.12:
        args += ["--trim-punctuation"]
    if rng.random() < 0.1:
        args += ["--locale", rng.choice(["ja", "zh-Hans", "zh-Hant", "ar", "he", "en"])]
    if rng.random() < 0.05:
        args += ["--paragraph-spacing", "6", "--paragraph-spacing-before", "3"]
    if rng.random() < 0.12:
        args += ["--wrap", rng.choice(["balance", "pretty"])]
    if rng.random() < 0.1:
        args += ["--break-strategy", rng.choice(["push-out", "hangul-word", "none"])]
    if rng.random() < 0.1:
        args += ["--break-rules", "web"]
    if rng.random() < 0.1:
        args += ["--hyphenate", str(rng.choice([0.3, 1]))]
    return args


def run(binary, args):
    result = subprocess.run([binary] + args, capture_output=True, timeout=120)
    return result.returncode, result.stdout, result.stderr


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("old")
    parser.add_argument("new")
    parser.add_argument("--count", type=int, default=1200)
    parser.add_argument("--seed", type=int, default=28)
    parser.add_argument("--show", type=int, default=5, help="differing cases to print in full")
    options = parser.parse_args()
    rng = random.Random(options.seed)
    cases = [make_case(rng) for _ in range(options.count)]

    def compare(args):
        return args, run(options.old, args), run(options.new, args)

    differing = []
    # Cases both builds refuse: equal, but they lay nothing out; counted so that a generator
    # whose cases turn into errors (a changed option or markup meaning) shows in the summary.
    refused = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        for args, old, new in pool.map(compare, cases):
            if old != new:
                differing.append((args, old, new))
            elif old[0] != 0:
                refused += 1
    for args, old, new in differing[: options.show]:
        print("DIFFERS:", " ".join(repr(a) for a in args))
        print("  old:", old[0], old[1][:400], old[2][:200])
        print("  new:", new[0], new[1][:400], new[2][:200])
    print("compare-builds: %d cases, %d differ, %d refused by both" % (len(cases), len(differing), refused))
    sys.exit(1 if differing else 0)


if __name__ == "__main__":
    main()
