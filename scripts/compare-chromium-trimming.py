#!/usr/bin/env python3
"""Line-break agreement with Chromium on real Chinese text, with and without punctuation trimming.

Lays out every entry of Debian's Chinese fortunes (fortunes-zh: chinese, tang300, song100) in
Noto Sans CJK SC 17 px at a given width, in headless Chromium (<div lang="zh-Hans"
style="white-space: pre-wrap">, line starts found from Range.getClientRects, once with the
default text-spacing-trim (normal) and once with space-all) and with `linespace measure`
(with and without --trim-punctuation), and counts the entries whose soft line starts agree.

    python3 scripts/compare-chromium-trimming.py --width 300 [--stride N] [--linespace PATH] [--break-rules web]

Needs `chromium` (apt-get install chromium) and fortunes-zh (scripts/install-deps.sh --with-bench).
"""
import argparse, html, json, os, re, subprocess, sys, tempfile

FORTUNES = "/usr/share/games/fortunes"
FILES = ["tang300", "song100", "chinese"]
FONT = "Noto Sans CJK SC"


def entries(stride):
    """(label, text) per entry, split and cleaned as linespace-bench's corpus does."""
    result = []
    for name in FILES:
        text = re.sub(r"\x1b\[[0-9;]*m", "", open(os.path.join(FORTUNES, name), encoding="utf-8", errors="replace").read())
        parts, current = [], []
        for line in text.split("\n"):
            if line == "%":
                parts.append("\n".join(current)); current = []
            else:
                current.append(line)
        parts.append("\n".join(current))
        kept = [p.strip("\n") for p in parts]
        kept = [p for p in kept if p.strip()]
        for index, part in enumerate(kept):
            if index % stride == 0:
                result.append((f"{name}#{index}", part))
    return result


PAGE = """<!doctype html><html><head><meta charset="utf-8"><style>
div {{ white-space: pre-wrap; overflow-wrap: break-word; width: {width}px; font: 17px '{font}'; line-height: 30px; text-spacing-trim: {trim}; }}
</style></head><body>{divs}<pre id="out"></pre><script>
const starts = [];
const range = document.createRange();
for (const div of document.querySelectorAll('div')) {{
  const node = div.firstChild; const lines = []; let top = null;
  for (let i = 0; node && i < node.data.length; i++) {{
    range.setStart(node, i); range.setEnd(node, i + 1);
    const rects = range.getClientRects();
    if (!rects.length) continue;
    if (top === null || rects[0].top > top + 1) {{ lines.push(i); top = rects[0].top; }}
  }}
  starts.push(lines);
}}
document.getElementById('out').textContent = JSON.stringify(starts);
</script></body></html>"""


def chromium_starts(texts, width, trim):
    divs = "".join(f'<div lang="zh-Hans">{html.escape(t)}</div>' for t in texts)
    with tempfile.NamedTemporaryFile("w", suffix=".html", delete=False, encoding="utf-8") as page:
        page.write(PAGE.format(width=width, font=FONT, trim=trim, divs=divs))
    try:
        dom = subprocess.run(
            ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=600000", "--dump-dom",
             "file://" + page.name], capture_output=True, text=True, timeout=3600).stdout
    finally:
        os.unlink(page.name)
    found = re.search(r'<pre id="out">(.*?)</pre>', dom, re.S)
    if not found:
        sys.exit("chromium printed no result")
    return json.loads(html.unescape(found.group(1)))


def our_starts(linespace, text, width, trim, rules):
    args = [linespace, "measure", "--json", "--font", FONT, "--size", "17", "--width", str(width), "--lines", "0",
            "--break", "word", "--break-strategy", "none", "--locale", "zh-Hans", "--break-rules", rules,
            "--text-file", "-"]
    if trim:
        args.append("--trim-punctuation")
    out = subprocess.run(args, input=text + "\n", capture_output=True, text=True, check=True).stdout
    return [line["range"]["location"] for line in json.loads(out)["lines"]]


def soft_starts(text, starts):
    """Line starts that wrapping decides: not at the text's start, not right after a hard break,
    not an empty line's separator. UTF-16 offsets."""
    units = text.encode("utf-16-le")
    unit = lambda i: int.from_bytes(units[2 * i:2 * i + 2], "little")
    return sorted({s for s in starts if 0 < s < len(units) // 2 and unit(s) != 0x0A and unit(s - 1) != 0x0A})


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--width", type=float, default=300)
    parser.add_argument("--stride", type=int, default=1)
    parser.add_argument("--linespace", default=".build/debug/linespace")
    parser.add_argument("--differences", type=int, default=0, help="print this many entries that only trimming makes disagree")
    parser.add_argument("--break-rules", default="unicode", choices=["unicode", "web"], help="linespace's --break-rules")
    args = parser.parse_args()
    corpus = entries(args.stride)
    texts = [t for _, t in corpus]
    chrome = {trim: chromium_starts(texts, args.width, trim) for trim in ("normal", "space-all")}
    counts = {}
    shown = 0
    wrapped = 0
    for index, (label, text) in enumerate(corpus):
        ours = {trim: soft_starts(text, our_starts(args.linespace, text, args.width, trim, args.break_rules)) for trim in (False, True)}
        theirs = {mode: soft_starts(text, chrome[mode][index]) for mode in chrome}
        if ours[False] or theirs["normal"]:
            wrapped += 1
        for ours_trim in (False, True):
            for mode in chrome:
                key = (ours_trim, mode)
                counts[key] = counts.get(key, 0) + (ours[ours_trim] == theirs[mode])
        # Entries where trimming alone explains a disagreement: untrimmed layouts agree
        # (ours vs space-all), trimmed ones do not (ours --trim-punctuation vs normal).
        if ours[False] == theirs["space-all"] and ours[True] != theirs["normal"]:
            counts["trim-only"] = counts.get("trim-only", 0) + 1
            if shown < args.differences:
                shown += 1
                print(f"{label}: ours {ours[True]} chromium {theirs['normal']}\n  {text[:120]!r}")
    total = len(corpus)
    print(f"width {args.width:g} px, {total} entries (stride {args.stride}), {wrapped} wrap at least once,"
          f" --break-rules {args.break_rules}")
    trim_only = counts.pop("trim-only", 0)
    for (ours_trim, mode), agree in sorted(counts.items()):
        name = "ours --trim-punctuation" if ours_trim else "ours (no trimming)     "
        print(f"  {name} vs Chromium text-spacing-trim: {mode:9}: {agree}/{total} agree ({100 * agree / total:.2f} %),"
              f" {total - agree} differ ({100 * (total - agree) / total:.2f} %)")
    print(f"  trimmed layouts differ where untrimmed ones agree: {trim_only}/{total} ({100 * trim_only / total:.2f} %)")


if __name__ == "__main__":
    main()
