#!/usr/bin/env bash
# Takes the Neovim screenshots of docs/editors.md: Debian's neovim in an xterm under Xvfb, with
# its built-in LSP client on `paipu lsp` (scripts/editor-screenshots.lua). Needs xterm, xdotool
# and imagemagick besides the build.  Usage: scripts/editor-screenshots.sh BUILD_DIR
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
shots=$(mktemp -d)
work=$shots/match1.paipu
cp samples/tianjiu/match1-defaults.paipu "$work"
export SHOTS=$shots PAIPU=$PWD/$build/cli/paipu PAIPU_PLUGIN_PATH=$PWD/$build/plugins
script=$PWD/scripts/editor-screenshots.lua
xvfb-run -a -s "-screen 0 1400x900x24" bash -c '
  xterm -fa "Noto Sans Mono" -fs 12 -geometry 100x30 -bg "#1e1e2e" -fg "#d8d8e0" -title nvim \
    -e nvim -u NONE -i NONE -n -c "luafile '"$script"'" "'"$work"'" &
  pid=$!
  wait_for() { for _ in $(seq 200); do [[ -e $SHOTS/$1 ]] && return 0; sleep 0.1; done; return 1; }
  window() { xdotool search --name nvim | head -n 1; }
  wait_for 1; import -window "$(window)" "$SHOTS/diagnostic.png"; touch "$SHOTS/1.taken"
  wait_for 2; import -window "$(window)" "$SHOTS/completion.png"
  kill $pid'
cp "$shots/diagnostic.png" docs/images/editor-neovim-diagnostic.png
cp "$shots/completion.png" docs/images/editor-neovim-completion.png
rm -rf "$shots"
echo "docs/images/editor-neovim-{diagnostic,completion}.png written"
