#!/usr/bin/env bash
# Installs the Debian packages LineSpace needs, only those that are missing.
# Idempotent and quiet when everything is present. On macOS it installs the Homebrew formulas.
set -euo pipefail

# Everything the engine, its tests and the demo need.
CORE_PACKAGES=(
  pkg-config
  libharfbuzz-dev
  libfreetype-dev
  libfontconfig-dev
  libicu-dev
  libcairo2-dev
  # The tests inflate PDF content streams with zlib (libcairo2-dev pulls it in already).
  zlib1g-dev
  libspng-dev
  fonts-noto-cjk
  # Noto Sans and its per-script families: the tests of fallback and cluster breaks.
  fonts-noto-core
  fonts-dejavu-core
  fonts-noto-color-emoji
  unicode-data
  # Automatic hyphenation (ParagraphStyle.hyphenationFactor): libhyphen and the dictionaries
  # of the languages the tests hyphenate (one per encoding: UTF-8, ISO 8859-1, ISO 8859-2,
  # KOI8-R, ISO 8859-7); add hyphen-* packages for more languages.
  libhyphen-dev
  hyphen-en-us
  hyphen-de
  hyphen-fr
  hyphen-ru
  hyphen-cs
  hyphen-el
  # Only linespace-bench links Pango, but `swift build` and `swift test` in this repository
  # build every target, the benchmark included (packages that depend on the LineSpace or
  # LineSpaceText products never build it and need no Pango). See docs/benchmark.md.
  libpango1.0-dev
)
# Only running the benchmark needs these (its corpus).
BENCH_PACKAGES=(
  fortunes-min
  fortunes-zh
  # make bench-startup: pango-view to compare with, GNU time for peak memory.
  pango1.0-tools
  time
  python3
)

packages=("${CORE_PACKAGES[@]}")
if [[ "${1:-}" == "--with-bench" ]]; then
  packages+=("${BENCH_PACKAGES[@]}")
fi

case "$(uname -s)" in
  Darwin)
    if ! command -v brew >/dev/null 2>&1; then
      echo "install-deps: Homebrew is required on macOS (https://brew.sh)." >&2
      exit 1
    fi
    missing_brew=()
    # pango: linespace-bench is built with the rest of the repository (see CORE_PACKAGES).
    for formula in pkg-config harfbuzz freetype fontconfig icu4c cairo libspng pango; do
      brew list --formula "$formula" >/dev/null 2>&1 || missing_brew+=("$formula")
    done
    if ((${#missing_brew[@]})); then
      echo "install-deps: installing with Homebrew: ${missing_brew[*]}"
      brew install "${missing_brew[@]}"
    fi
    # icu4c is keg-only: SwiftPM finds it through pkg-config only with this path.
    echo "install-deps: on macOS export PKG_CONFIG_PATH=\"$(brew --prefix icu4c 2>/dev/null || echo /opt/homebrew/opt/icu4c)/lib/pkgconfig:\$PKG_CONFIG_PATH\"" >&2
    exit 0
    ;;
esac

if ! command -v dpkg-query >/dev/null 2>&1; then
  echo "install-deps: this script knows Debian/Ubuntu (apt) and macOS (Homebrew)." >&2
  echo "install-deps: please install the equivalents of: ${packages[*]}" >&2
  exit 1
fi

missing=()
for pkg in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null || true)
  [[ "$status" == "install ok installed" ]] || missing+=("$pkg")
done

((${#missing[@]} == 0)) && exit 0

echo "install-deps: installing missing Debian packages: ${missing[*]}"
SUDO=""
if [[ $(id -u) -ne 0 ]]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "install-deps: not root and no sudo; run as root: apt-get install ${missing[*]}" >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "install-deps: done."
