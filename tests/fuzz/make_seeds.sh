#!/usr/bin/env bash
# Regenerates the small seeds (docs/fuzzing.md): every match in samples/tianjiu, samples/daqizi,
# samples/sandaha, samples/wenzhou and samples/chinton cut into one record per hand (the match's
# header, then that hand alone), in tests/fuzz/corpus/hands/<variant>/, and the same converted to
# JSON in tests/fuzz/corpus/json/; and for 清一色東天紅 generated hands besides, one per record, in
# tests/fuzz/corpus/generated/chinton/. A record of one hand is 0.4-1.7 KB (三打哈 to 2.7 KB,
# 温州麻雀 and 清一色東天紅 to 4 KB), so the targets run under -max_len=2048 or 4096 from seeds that
# are whole and valid.
# Usage: tests/fuzz/make_seeds.sh [path/to/paipu [variant...]]   (default: every variant)
set -euo pipefail
cd "$(dirname "$0")/../.."
paipu=${1:-build/cli/paipu}
shift || true
variants=("$@")
[[ ${#variants[@]} -eq 0 ]] && variants=(tianjiu daqizi sandaha wenzhou chinton)
out=tests/fuzz/corpus/hands
json=tests/fuzz/corpus/json
for variant in "${variants[@]}"; do
  rm -f "$out/$variant"/*.paipu "$json/$variant"-*.json
  mkdir -p "$out/$variant"
  for f in samples/"$variant"/*.paipu; do
    name=$(basename "$f" .paipu)
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
done
# 清一色東天紅's generated hands: 12 with the live wall unknown and 12 with live_wall 43 (the
# generator's own wall), each a record of its own; the longest records are left out (-max_len).
if [[ " ${variants[*]} " == *" chinton "* ]]; then
  gen=tests/fuzz/corpus/generated/chinton
  rm -f "$gen"/*.paipu
  mkdir -p "$gen"
  for seed in 1 2 3 4 5 6 7 8 9 10 11 12; do
    "$paipu" generate chinton --hands 1 --seed "$seed" -o "$gen/unknown-wall-$seed.paipu"
    "$paipu" generate chinton --hands 1 --seed "$seed" --rule live_wall=43 -o "$gen/live-wall-$seed.paipu"
  done
  find "$gen" -name '*.paipu' -size +4096c -delete
fi
