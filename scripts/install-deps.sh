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
  libsfml-dev libfontconfig-dev fontconfig fonts-noto-cjk \
  xvfb xauth \
  chromium chromium-driver python3-selenium \
  clang libclang-rt-14-dev
