// Charts to test with: seeded random walks of net points, and names in Chinese and Japanese.
#pragma once

#include <cmath>
#include <string>

#include "paipu/chart/chart.hpp"

namespace paipu::chart_samples {

inline chart::Series walk(std::string name, int n, int seed, double drift) {
  chart::Series s{std::move(name), {}, {}};
  double total = 0;
  unsigned state = static_cast<unsigned>(seed) * 2654435761u + 1;
  for (int i = 1; i <= n; ++i) {
    state = state * 1664525u + 1013904223u;
    total += drift + static_cast<double>(static_cast<int>(state >> 24) - 128);
    s.x.push_back(i);
    s.y.push_back(std::round(total));
  }
  return s;
}

inline chart::NetChart net() {
  chart::NetChart c;
  c.title = "Net points";
  c.x_label = "hands";
  c.y_label = "net points";
  c.lines = {walk("王", 400, 1, 3), walk("佐藤", 400, 2, -2), walk("Alice", 380, 3, 0.5),
             walk("李小龙", 200, 4, -1)};
  c.variants = {"打天九", "三打哈", "wenzhou"};
  c.breakdown = {{900, 300, -20}, {-400, -300, 10}, {50, 0, 100}, {-550, 0, -90}};
  return c;
}

}  // namespace paipu::chart_samples
