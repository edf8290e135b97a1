#!/usr/bin/env bash
# The main job on the bundled samples: build, validate every sample, replay one hand.
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j"$(nproc)" --target paipu
./build/cli/paipu plugins
./build/cli/paipu validate samples/tianjiu/*.paipu
./build/cli/paipu validate samples/daqizi/*.paipu
./build/cli/paipu validate samples/sandaha/*.paipu
./build/cli/paipu validate samples/wenzhou/*.paipu
./build/cli/paipu validate samples/chinton/*.paipu
./build/cli/paipu replay samples/tianjiu/match1-defaults.paipu --hand 1
echo "== the planted errors in samples/invalid (expected to fail validation):"
./build/cli/paipu validate samples/invalid/*.paipu || test $? -eq 1
