#include "paipu/host.hpp"

#include <algorithm>
#include <boost/dll/import.hpp>
#include <boost/dll/runtime_symbol_info.hpp>
#include <boost/dll/shared_library.hpp>
#include <cstdlib>
#include <cstring>

#include "paipu/plugin_abi.hpp"

namespace paipu {

namespace fs = std::filesystem;
namespace dll = boost::dll;

std::vector<fs::path> PluginHost::default_search_path() {
  std::vector<fs::path> dirs;
  if (const char* env = std::getenv("PAIPU_PLUGIN_PATH")) {
    std::string_view s(env);
    while (!s.empty()) {
      auto colon = s.find(':');
      auto part = s.substr(0, colon);
      if (!part.empty()) dirs.emplace_back(std::string(part));
      if (colon == std::string_view::npos) break;
      s.remove_prefix(colon + 1);
    }
  }
  // An installed binary uses its own prefix's plugins; only a binary run from the build tree, where
  // that directory does not exist, falls back to the build tree's.
  std::error_code ec;
  fs::path exe = dll::program_location(ec);
  const fs::path installed =
      ec ? fs::path() : exe.parent_path().parent_path() / PAIPU_PLUGIN_INSTALL_REL;
  if (!installed.empty() && fs::is_directory(installed, ec))
    dirs.push_back(installed);
  else
    dirs.emplace_back(PAIPU_PLUGIN_BUILD_DIR);
  return dirs;
}

void PluginHost::scan(const std::vector<fs::path>& dirs) {
  for (const auto& dir : dirs) {
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) continue;
    std::vector<fs::path> files;
    for (const auto& entry : fs::directory_iterator(dir, ec)) {
      const auto name = entry.path().filename().string();
      if (name.rfind("libpaipu_", 0) == 0 && entry.path().extension() == ".so")
        files.push_back(entry.path());
    }
    std::sort(files.begin(), files.end());
    for (const auto& f : files) load(f);
  }
}

bool PluginHost::load(const fs::path& file) {
  auto refuse = [&](std::string why) {
    refused_.push_back(RefusedPlugin{file, std::move(why)});
    return false;
  };
  std::error_code ec;
  dll::shared_library lib(file, ec, dll::load_mode::rtld_lazy | dll::load_mode::rtld_local);
  if (ec || !lib.is_loaded()) return refuse("not a loadable shared library (" + ec.message() + ")");
  if (!lib.has(kDescriptorSymbol))
    return refuse(std::string("not a paipu plugin: it has no symbol ") + kDescriptorSymbol);
  // The descriptor is plain C data: read it before any C++ object crosses the boundary.
  auto descriptor = dll::import_alias<DescriptorFn>(lib, kDescriptorSymbol);
  const paipu_plugin_descriptor* d = descriptor();
  if (!d) return refuse("its descriptor is null");
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
  const std::string id = d->variant_id;
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

std::shared_ptr<const Variant> PluginHost::find(std::string_view id) const {
  for (const auto& p : plugins_)
    if (p.id == id) return p.variant;
  return nullptr;
}

}  // namespace paipu
