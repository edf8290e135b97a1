/// @file
/// The C-linkage descriptor every plugin exports. The host reads it before it touches any C++
/// object, and refuses a plugin whose ABI major or build id differs from its own.
#pragma once

#include <cstdint>

#include <boost/config.hpp>
#include <boost/dll/alias.hpp>

#include "paipu/build_id.hpp"

namespace paipu {
class Variant;
}

extern "C" {
/// What a plugin exports as `paipu_plugin_descriptor_v1`: plain C, read before any C++ object is
/// touched.
struct paipu_plugin_descriptor {
  std::uint32_t abi_major;  ///< kAbiMajor when built: the host refuses any other
  std::uint32_t abi_minor;  ///< kAbiMinor when built
  /// sizeof(paipu_plugin_descriptor) when built; later minors only append
  std::uint32_t struct_size;
  const char* build_id;         ///< PAIPU_BUILD_ID when built: the host refuses any other
  const char* variant_id;       ///< the id of the variant the factory makes, as VariantInfo::id
  const char* variant_version;  ///< the plugin's version, for `paipu plugins`
};
}

namespace paipu {

/// Major: bump on any incompatible change to variant.hpp and the headers it includes.
inline constexpr std::uint32_t kAbiMajor = 14;
/// Minor: bump on a compatible addition; the host accepts any minor of its major.
inline constexpr std::uint32_t kAbiMinor = 0;

/// The descriptor's exported name.
inline constexpr const char* kDescriptorSymbol = "paipu_plugin_descriptor_v1";
/// The factory's exported name.
inline constexpr const char* kFactorySymbol = "paipu_create_variant_v1";

/// The descriptor accessor's type.
using DescriptorFn = const paipu_plugin_descriptor*();
/// Returns a new Variant, or nullptr on failure. The host deletes it through the same library.
using FactoryFn = Variant*();

}  // namespace paipu

/// Exports the two entry points. Use once per plugin, at namespace scope:
///
///     PAIPU_PLUGIN("tianjiu", "1.0.0", paipu::tianjiu::make_variant)
///
/// `ID` is the variant id (VariantInfo::id), `VERSION` the plugin's version, and `MAKE` a function
/// returning `std::unique_ptr<paipu::Variant>`; an exception from it becomes a refused plugin.
#define PAIPU_PLUGIN(ID, VERSION, MAKE)                                                          \
  namespace paipu_plugin_exports {                                                               \
  inline const paipu_plugin_descriptor* descriptor() {                                           \
    static const paipu_plugin_descriptor d{                                                      \
        paipu::kAbiMajor, paipu::kAbiMinor, sizeof(paipu_plugin_descriptor), PAIPU_BUILD_ID, ID, \
        VERSION};                                                                                \
    return &d;                                                                                   \
  }                                                                                              \
  inline paipu::Variant* create() noexcept {                                                     \
    try {                                                                                        \
      return (MAKE)().release();                                                                 \
    } catch (...) {                                                                              \
      return nullptr;                                                                            \
    }                                                                                            \
  }                                                                                              \
  }                                                                                              \
  BOOST_DLL_ALIAS(paipu_plugin_exports::descriptor, paipu_plugin_descriptor_v1)                  \
  BOOST_DLL_ALIAS(paipu_plugin_exports::create, paipu_create_variant_v1)
