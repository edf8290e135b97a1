// Finds, checks and loads variant plugins. A record names its variant by id only; the host never
// loads a path that came from a record.
#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "paipu/variant.hpp"

namespace paipu {

struct LoadedPlugin {
  std::filesystem::path path;
  std::string id;
  std::string version;
  unsigned abi_major = 0;
  unsigned abi_minor = 0;
  std::string build_id;
  // Its deleter keeps the library loaded: the library outlives every object made from it.
  std::shared_ptr<const Variant> variant;
};

struct RefusedPlugin {
  std::filesystem::path path;
  std::string reason;
};

class PluginHost {
 public:
  // PAIPU_PLUGIN_PATH (':'-separated), then the installed plugin directory next to the executable
  // (<prefix>/lib/paipu/plugins), then the build tree's plugin directory.
  static std::vector<std::filesystem::path> default_search_path();

  // Loads every plugin file (libpaipu_*.so) in the directories. The first plugin found for an id
  // wins; later ones with the same id are refused as duplicates.
  void scan(const std::vector<std::filesystem::path>& dirs);
  void scan_default() { scan(default_search_path()); }

  // Checks and loads one file. Returns false and records the reason when it is refused.
  bool load(const std::filesystem::path& file);

  std::shared_ptr<const Variant> find(std::string_view id) const;
  const std::vector<LoadedPlugin>& plugins() const { return plugins_; }
  const std::vector<RefusedPlugin>& refused() const { return refused_; }

 private:
  std::vector<LoadedPlugin> plugins_;
  std::vector<RefusedPlugin> refused_;
};

}  // namespace paipu
