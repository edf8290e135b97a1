#!/usr/bin/env bash
# Formatting and static analysis. `scripts/lint.sh` checks the files changed since main's upstream (or all
# sources with --all); clang-format must be clean, clang-tidy findings are printed.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${BUILD_DIR:-build}
[ -f "$build/compile_commands.json" ] || cmake -S . -B "$build" >/dev/null
if [ "${1:-}" = "--all" ]; then
  files=$(git ls-files '*.cpp' '*.hpp')
else
  files=$(git diff --name-only HEAD~1 -- '*.cpp' '*.hpp' || true)
fi
[ -n "$files" ] || { echo "nothing to check"; exit 0; }
echo "== clang-format"
clang-format --dry-run --Werror $files
echo "== clang-tidy"
for f in $files; do
  case $f in *.cpp) clang-tidy -p "$build" --quiet "$f" 2>/dev/null || true ;; esac
done
