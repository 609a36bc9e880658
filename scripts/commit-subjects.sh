#!/usr/bin/env bash
# Fails when a commit subject is longer than 72 characters: the subject says what changed,
# measurements and reasons go in the body. Checks the commits after f91a204, the last one
# over the limit; the history before it keeps its subjects, since main is not rewritten.
# A checkout without that commit (a shallow clone) has nothing to check: it says so.
set -euo pipefail
cd "$(dirname "$0")/.."
since=f91a204
if ! git rev-parse --quiet --verify "$since^{commit}" >/dev/null 2>&1; then
    echo "commit-subjects: $since is not in this checkout (shallow, or no git history); nothing checked"
    exit 0
fi
long=$(git log --format='%h %s' "$since..HEAD" | python3 -c '
import sys
for line in sys.stdin:
    commit, subject = line.rstrip("\n").split(" ", 1)
    if len(subject) > 72:
        print(f"{commit} ({len(subject)} characters): {subject}")
')
if [ -n "$long" ]; then
    echo "commit subjects over 72 characters:"
    echo "$long"
    exit 1
fi
echo "commit-subjects: $(git rev-list --count "$since..HEAD") subjects, none over 72 characters"
