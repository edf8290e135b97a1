// The C-linkage descriptor every plugin exports. The host reads it before it touches any C++
// object, and refuses a plugin whose ABI major or build id differs from its own.
#pragma once

#include <cstdint>

#include <boost/config.hpp>
#include <boost/dll/alias.hpp>

#include "paipu/build_id.hpp"

namespace paipu {
class Variant;
}

extern "C" {
struct paipu_plugin_descriptor {
  std::uint32_t abi_major;
  std::uint32_t abi_minor;
  std::uint32_t
      struct_size;  // sizeof(paipu_plugin_descriptor) when built; later minors only append
  const char* build_id;
  const char* variant_id;
  const char* variant_version;
};
}

namespace paipu {

// Major: bump on any incompatible change to variant.hpp and the headers it includes.
inline constexpr std::uint32_t kAbiMajor = 12;
inline constexpr std::uint32_t kAbiMinor = 0;

inline constexpr const char* kDescriptorSymbol = "paipu_plugin_descriptor_v1";
inline constexpr const char* kFactorySymbol = "paipu_create_variant_v1";

using DescriptorFn = const paipu_plugin_descriptor*();
// Returns a new Variant, or nullptr on failure. The host deletes it through the same library.
using FactoryFn = Variant*();

}  // namespace paipu

// Exports the two entry points. Use once per plugin, at namespace scope:
//   PAIPU_PLUGIN("tianjiu", "1.0.0", paipu::tianjiu::make_variant)
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
