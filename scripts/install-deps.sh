#!/usr/bin/env bash
# Installs every Debian 12 package paipu needs to build, test and render. Run as root on a fresh machine.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends \
  build-essential cmake git pkg-config \
  libboost-dev libboost-filesystem-dev \
  nlohmann-json3-dev libcli11-dev \
  libgtest-dev libgmock-dev googletest libbenchmark-dev \
  libsfml-dev libfontconfig-dev libfreetype-dev fontconfig fonts-noto-cjk \
  librsvg2-dev zlib1g-dev libcairo2-dev \
  xvfb xauth \
  chromium chromium-driver python3-selenium \
  clang libclang-rt-14-dev \
  libsoci-dev libsqlite3-dev libpq-dev libxxhash-dev postgresql-15 \
  neovim doxygen
# doxygen (1.9) generates the plugin SDK's API reference (cmake/api-docs.cmake) in every build.
# neovim (0.7) drives `paipu lsp` with its built-in LSP client in the lsp.neovim test.
# postgresql-15 is the server that the database tests start for themselves (scripts/pg-test-server.sh, as the
# postgres user it creates). Its postinst also creates the cluster 15/main and, where invoke-rc.d may start
# services (a container without an init system), starts it on port 5432: harmless, the tests use a cluster of
# their own on another port. Where no service may start, the install still succeeds.
