#include "paipu/host.hpp"

#include <dlfcn.h>

#include <algorithm>
#include <boost/dll/import.hpp>
#include <boost/dll/runtime_symbol_info.hpp>
#include <boost/dll/shared_library.hpp>
#include <cstddef>
#include <cstdlib>
#include <cstring>

#include "elf_check.hpp"
#include "paipu/plugin_abi.hpp"

namespace paipu {

namespace fs = std::filesystem;
namespace dll = boost::dll;

namespace {

constexpr std::string_view kPrefix = "libpaipu_";
constexpr std::string_view kSuffix = ".so";

// Why a directory entry is not a plugin candidate, in words that point at the fix.
std::string skip_reason(const fs::directory_entry& e, const std::string& name) {
  std::error_code ec;
  if (e.is_directory(ec)) return "a directory: plugins are not searched for in subdirectories";
  const auto so = name.find(".so.");
  if (name.rfind(kPrefix, 0) == 0 && so != std::string::npos &&
      name.find_first_not_of("0123456789.", so + 4) == std::string::npos)
    return "a versioned name: only libpaipu_<id>.so is loaded";
  if (name == "libpaipu_.so") return "no variant id in the name: expected libpaipu_<id>.so";
  return "the name is not libpaipu_<id>.so";
}

// dlerror() names the file first; the scan log already does.
std::string loader_error(const fs::path& file) {
  const char* e = ::dlerror();
  std::string text = e ? e : "unknown error";
  const std::string prefix = file.string() + ": ";
  if (text.rfind(prefix, 0) == 0) text.erase(0, prefix.size());
  return "the dynamic loader refused it: " + text;
}

}  // namespace

std::string PluginHost::id_from_file_name(const fs::path& file) {
  const std::string name = file.filename().string();
  if (name.size() <= kPrefix.size() + kSuffix.size() || name.rfind(kPrefix, 0) != 0 ||
      name.compare(name.size() - kSuffix.size(), kSuffix.size(), kSuffix) != 0)
    return {};
  return name.substr(kPrefix.size(), name.size() - kPrefix.size() - kSuffix.size());
}

std::vector<SearchDir> PluginHost::search_path() {
  std::vector<SearchDir> dirs;
  if (const char* env = std::getenv("PAIPU_PLUGIN_PATH")) {
    std::string_view s(env);
    while (!s.empty()) {
      auto colon = s.find(':');
      auto part = s.substr(0, colon);
      if (!part.empty()) dirs.push_back({fs::path(std::string(part)), DirOrigin::env});
      if (colon == std::string_view::npos) break;
      s.remove_prefix(colon + 1);
    }
  }
  // An installed binary uses its own prefix's plugins; only a binary run from the build tree, where
  // that directory does not exist, falls back to the build tree's. The missing installed directory
  // stays in the list so that `paipu plugins -v` can say why the build tree was searched.
  std::error_code ec;
  fs::path exe = dll::program_location(ec);
  const fs::path installed =
      ec ? fs::path() : exe.parent_path().parent_path() / PAIPU_PLUGIN_INSTALL_REL;
  if (!installed.empty()) dirs.push_back({installed, DirOrigin::installed});
  if (installed.empty() || !fs::is_directory(installed, ec))
    dirs.push_back({fs::path(PAIPU_PLUGIN_BUILD_DIR), DirOrigin::build});
  return dirs;
}

std::vector<fs::path> PluginHost::default_search_path() {
  std::vector<fs::path> paths;
  for (auto& d : search_path()) paths.push_back(std::move(d.path));
  return paths;
}

void PluginHost::scan(const std::vector<fs::path>& dirs) {
  std::vector<SearchDir> given;
  for (const auto& d : dirs) given.push_back({d, DirOrigin::given});
  scan_path(given);
}

void PluginHost::scan_path(const std::vector<SearchDir>& dirs) {
  using Kind = ScanEntry::Kind;
  using Seen = ScanEntry::Outcome;
  for (const auto& dir : dirs) {
    ScanEntry logged{dir.path, Kind::directory, Seen::searched, {}, dir.origin};
    std::error_code ec;
    const auto st = fs::status(dir.path, ec);
    if (st.type() == fs::file_type::not_found) {
      logged.outcome = Seen::missing;
      logged.reason = "does not exist";
    } else if (st.type() == fs::file_type::none || st.type() == fs::file_type::unknown) {
      logged.outcome = Seen::unreadable;
      logged.reason = "cannot be examined: " + ec.message();
    } else if (st.type() != fs::file_type::directory) {
      logged.outcome = Seen::not_directory;
      logged.reason = "is not a directory";
    }
    if (logged.outcome != Seen::searched) {
      log_.push_back(std::move(logged));
      continue;
    }
    std::vector<fs::directory_entry> entries;
    fs::directory_iterator it(dir.path, ec);
    for (; !ec && it != fs::directory_iterator(); it.increment(ec)) entries.push_back(*it);
    if (ec) {
      logged.outcome = entries.empty() ? Seen::unreadable : Seen::searched;
      logged.reason = "cannot be listed: " + ec.message();
    }
    log_.push_back(std::move(logged));
    std::sort(entries.begin(), entries.end());
    for (const auto& e : entries) {
      const std::string name = e.path().filename().string();
      if (id_from_file_name(e.path()).empty()) {
        log_.push_back({e.path(), Kind::file, Seen::skipped, skip_reason(e, name), dir.origin});
      } else if (load(e.path())) {
        const auto& p = plugins_.back();
        log_.push_back({e.path(), Kind::file, Seen::loaded,
                        "variant '" + p.id + "' version " + p.version, dir.origin});
      } else {
        log_.push_back({e.path(), Kind::file, Seen::refused, refused_.back().reason, dir.origin});
      }
    }
  }
}

bool PluginHost::load(const fs::path& file) {
  std::string id;  // once the descriptor names it
  auto refuse = [&](std::string why) {
    refused_.push_back(RefusedPlugin{file, std::move(why), id});
    return false;
  };
  // dlopen trusts the file's headers: a truncated copy is mapped anyway and faults with SIGBUS.
  if (auto why = detail::elf_problem(file)) return refuse(*std::move(why));
  // Immediate binding, so that an unresolved symbol is a refusal here, in the loader's words, and
  // not a "symbol lookup error" that ends a later run halfway. The native call is the only way to
  // get those words; Boost.DLL keeps its own reference to the same loaded object.
  void* probe = ::dlopen(file.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!probe) return refuse(loader_error(file));
  std::error_code ec;
  dll::shared_library lib(file, ec, dll::load_mode::rtld_now | dll::load_mode::rtld_local);
  ::dlclose(probe);
  if (ec || !lib.is_loaded()) return refuse("not a loadable shared library (" + ec.message() + ")");
  if (!lib.has(kDescriptorSymbol))
    return refuse(std::string("not a paipu plugin: it has no symbol ") + kDescriptorSymbol);
  // The descriptor is plain C data: read it before any C++ object crosses the boundary.
  auto descriptor = dll::import_alias<DescriptorFn>(lib, kDescriptorSymbol);
  const paipu_plugin_descriptor* d = descriptor();
  if (!d) return refuse("its descriptor is null");
  // Recorded before the checks, so that a refusal can be matched to the variant a record asks for.
  if (d->struct_size >= offsetof(paipu_plugin_descriptor, variant_id) + sizeof(d->variant_id) &&
      d->variant_id)
    id = d->variant_id;
  if (d->abi_major != kAbiMajor)
    return refuse("plugin ABI " + std::to_string(d->abi_major) + "." +
                  std::to_string(d->abi_minor) + " does not match the host's ABI " +
                  std::to_string(kAbiMajor) + ".x");
  if (d->struct_size < sizeof(paipu_plugin_descriptor))
    return refuse("its descriptor is truncated (" + std::to_string(d->struct_size) + " bytes)");
  if (!d->build_id || std::strcmp(d->build_id, PAIPU_BUILD_ID) != 0)
    return refuse(std::string("built with a different toolchain: plugin build id '") +
                  (d->build_id ? d->build_id : "") + "', host build id '" + PAIPU_BUILD_ID + "'");
  if (!d->variant_id || !*d->variant_id) return refuse("its descriptor names no variant");
  if (find(id))
    return refuse("variant '" + id + "' is already provided by " +
                  std::find_if(plugins_.begin(), plugins_.end(), [&](const auto& p) {
                    return p.id == id;
                  })->path.string());

  if (!lib.has(kFactorySymbol))
    return refuse(std::string("incomplete plugin: it has no symbol ") + kFactorySymbol);
  auto factory = dll::import_alias<FactoryFn>(lib, kFactorySymbol);
  Variant* raw = factory();
  if (!raw) return refuse("its factory failed to create the variant");
  // The deleter owns a handle to the library, so the code behind the object stays loaded as long as
  // the object lives, wherever the last reference goes.
  std::shared_ptr<const Variant> variant(raw, [factory](const Variant* v) { delete v; });
  if (variant->info().id != id)
    return refuse("its descriptor says '" + id + "' but the variant calls itself '" +
                  variant->info().id + "'");

  plugins_.push_back(LoadedPlugin{file, id, d->variant_version ? d->variant_version : "",
                                  d->abi_major, d->abi_minor, d->build_id, std::move(variant)});
  return true;
}

const RefusedPlugin* PluginHost::refusal_for(std::string_view id) const {
  if (id.empty()) return nullptr;
  for (const auto& r : refused_)
    if (r.id == id || id_from_file_name(r.path) == id) return &r;
  return nullptr;
}

std::shared_ptr<const Variant> PluginHost::find(std::string_view id) const {
  for (const auto& p : plugins_)
    if (p.id == id) return p.variant;
  return nullptr;
}

}  // namespace paipu
