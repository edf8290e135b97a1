#!/usr/bin/env bash
# Regenerates the small seeds (docs/fuzzing.md): every match in samples/tianjiu, samples/daqizi,
# samples/sandaha and samples/wenzhou cut into one record per hand (the match's header, then that
# hand alone), in tests/fuzz/corpus/hands/<variant>/, and the same converted to JSON in
# tests/fuzz/corpus/json/. A record of
# one hand is 0.4-1.7 KB, so the targets run under -max_len=2048 (4096 for JSON) from seeds that
# are whole and valid. Usage: tests/fuzz/make_seeds.sh [path/to/paipu]
set -euo pipefail
cd "$(dirname "$0")/../.."
paipu=${1:-build/cli/paipu}
out=tests/fuzz/corpus/hands
json=tests/fuzz/corpus/json
rm -f "$out"/*/*.paipu "$json"/*.json
for f in samples/tianjiu/*.paipu samples/daqizi/*.paipu samples/sandaha/*.paipu samples/wenzhou/*.paipu; do
  name=$(basename "$f" .paipu)
  variant=$(basename "$(dirname "$f")")
  mkdir -p "$out/$variant"
  hands=$(grep -cE '^[[:space:]]*hand([[:space:]]|$)' "$f")
  for ((k = 1; k <= hands; k++)); do
    # The header is every line before the first `hand`; hand k runs from the k-th `hand` line
    # up to the next one.
    awk -v k="$k" '
      /^[ \t]*hand([ \t]|$)/ { ++n }
      n == 0 || n == k { print }' "$f" >"$out/$variant/$name-hand$k.paipu"
    # Compact JSON (jq -c) when jq is there: 1-3.4 KB a hand instead of 2-6 KB indented.
    if command -v jq >/dev/null; then
      "$paipu" convert --to json "$out/$variant/$name-hand$k.paipu" | jq -c . >"$json/$variant-$name-hand$k.json"
    else
      "$paipu" convert --to json "$out/$variant/$name-hand$k.paipu" -o "$json/$variant-$name-hand$k.json"
    fi
  done
done
