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
  // The variant its descriptor names, when the descriptor could be read; empty otherwise.
  std::string id;
};

// Where a search directory came from, so that a user can tell which setting to change.
enum class DirOrigin { given, env, installed, build };

struct SearchDir {
  std::filesystem::path path;
  DirOrigin origin = DirOrigin::given;
};

// One line of what a scan did, in the order it did it: every directory and every file in it.
struct ScanEntry {
  enum class Kind { directory, file };
  enum class Outcome {
    searched,       // a directory that was read
    missing,        // a directory that does not exist
    not_directory,  // a search path entry that is something else
    unreadable,     // a directory that could not be listed
    skipped,        // a file whose name is not a plugin's
    loaded,
    refused,
  };
  std::filesystem::path path;
  Kind kind = Kind::file;
  Outcome outcome = Outcome::skipped;
  // Why it was skipped, refused or unreadable; for a loaded plugin, the variant it provides.
  std::string reason;
  DirOrigin origin = DirOrigin::given;  // for a directory
};

class PluginHost {
 public:
  // PAIPU_PLUGIN_PATH (':'-separated), then the installed plugin directory next to the executable
  // (<prefix>/lib/paipu/plugins), then, only when that does not exist, the build tree's plugin
  // directory. search_path() also names where each entry came from.
  static std::vector<SearchDir> search_path();
  static std::vector<std::filesystem::path> default_search_path();

  // Loads every plugin file (libpaipu_<id>.so) in the directories. The first plugin found for an
  // id wins; later ones with the same id are refused as duplicates. Every directory and file
  // looked at is recorded in scan_log(); scan_path() also records where each directory came from.
  void scan_path(const std::vector<SearchDir>& dirs);
  void scan(const std::vector<std::filesystem::path>& dirs);
  void scan_default() { scan_path(search_path()); }

  // Checks and loads one file. Returns false and records the reason when it is refused.
  bool load(const std::filesystem::path& file);

  std::shared_ptr<const Variant> find(std::string_view id) const;
  const std::vector<LoadedPlugin>& plugins() const { return plugins_; }
  const std::vector<RefusedPlugin>& refused() const { return refused_; }
  const std::vector<ScanEntry>& scan_log() const { return log_; }

  // The first refused plugin that would have provided the variant: by its descriptor's id, or by
  // its file name, libpaipu_<id>.so. Null when none was refused.
  const RefusedPlugin* refusal_for(std::string_view id) const;

  // "tianjiu" for libpaipu_tianjiu.so; empty for any other name.
  static std::string id_from_file_name(const std::filesystem::path& file);

 private:
  std::vector<LoadedPlugin> plugins_;
  std::vector<RefusedPlugin> refused_;
  std::vector<ScanEntry> log_;
};

}  // namespace paipu
