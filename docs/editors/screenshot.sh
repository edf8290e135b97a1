#!/usr/bin/env bash
# Takes docs/images/neovim-lsp.png: Neovim (docs/editors/screenshot.lua) in an xterm under Xvfb,
# against the `paipu lsp` of PATH. Needs Debian's xvfb, xterm, x11-apps (xwd), netpbm and
# fonts-noto-cjk. Usage: PATH=$PWD/build/cli:$PATH PAIPU_PLUGIN_PATH=$PWD/build/plugins \
#   docs/editors/screenshot.sh [OUT.png]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out=${1:-$root/docs/images/neovim-lsp.png}
work=$(mktemp -d)
trap 'kill "${xvfb:-}" 2>/dev/null || true; rm -rf "$work"' EXIT
cp "$root/samples/tianjiu/match1-defaults.paipu" "$work/match1.paipu"
display=:$((90 + RANDOM % 100))
Xvfb "$display" -screen 0 900x560x24 -nolisten tcp &
xvfb=$!
sleep 1
(cd "$work" && DISPLAY=$display xterm -geometry 100x30+0+0 -bg white -fg black \
  -fa "DejaVu Sans Mono" -fd "Noto Sans Mono CJK SC" -fs 10 -e nvim -i NONE -u "$here/screenshot.lua" match1.paipu) &
sleep "${SHOT_DELAY:-6}"
DISPLAY=$display xwd -root -silent | xwdtopnm 2>/dev/null | pnmcut -left 0 -top 0 -width 806 -height 516 |
  pnmquant 32 2>/dev/null | pnmtopng -compression 9 >"$out"
echo "wrote $out ($(stat -c %s "$out") bytes)"
