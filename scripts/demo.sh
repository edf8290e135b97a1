#!/usr/bin/env bash
# The main job on the bundled samples: build, validate every sample, replay one hand, import them all
# into a database and show its statistics and graph.
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
echo "== the hand-history database: every sample imported (a fresh SQLite file), statistics and a graph"
rm -f build/demo.db build/demo.db-wal build/demo.db-shm
./build/cli/paipu import --db build/demo.db samples
./build/cli/paipu stats --db build/demo.db --variant tianjiu
./build/cli/paipu hands --db build/demo.db --player Aki --where hezun
./build/cli/paipu graph --db build/demo.db --variant tianjiu -o build/net.svg
echo "wrote build/net.svg"
