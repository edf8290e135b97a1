// The plugins of this build, loaded once per benchmark process.
#pragma once

#include "paipu/host.hpp"

namespace paipu::bench {

inline PluginHost& host() {
  static PluginHost h = [] {
    PluginHost x;
    x.scan({PAIPU_PLUGIN_DIR});
    return x;
  }();
  return h;
}

}  // namespace paipu::bench
