// The plugins of this build, loaded once per benchmark process, and a one-hand record checked
// through them.
#pragma once

#include "paipu/host.hpp"
#include "paipu/replay.hpp"

namespace paipu::bench {

inline PluginHost& host() {
  static PluginHost h = [] {
    PluginHost x;
    x.scan({PAIPU_PLUGIN_DIR});
    return x;
  }();
  return h;
}

// Replays and checks a record's first hand, as `paipu validate` does: the baseline of the
// benchmarks that time something else done to the same hands.
inline Diagnostics validate(const Record& r) {
  Diagnostics d;
  auto m = MatchReplay::start(host().find(r.tag_or("Variant", "")), r,
                              ReplayContext{"bench.paipu", 0}, d);
  if (m) m->play(r.hands.front(), 0, d);
  return d;
}

}  // namespace paipu::bench
