// A plugin whose factory calls a function nothing defines. A MODULE may leave symbols undefined, so
// it links; with lazy binding it would load and then end the process with "symbol lookup error" the
// first time the factory ran. The host binds immediately and refuses it at scan time instead.
#include <boost/dll/alias.hpp>

#include "paipu/plugin_abi.hpp"

extern "C" paipu::Variant* paipu_test_missing_function();

namespace unresolved {
const paipu_plugin_descriptor* descriptor() {
  static const paipu_plugin_descriptor d{
      paipu::kAbiMajor, paipu::kAbiMinor, sizeof(paipu_plugin_descriptor),
      PAIPU_BUILD_ID,   "unresolved",     "0"};
  return &d;
}
paipu::Variant* create() {
  return paipu_test_missing_function();
}
}  // namespace unresolved
BOOST_DLL_ALIAS(unresolved::descriptor, paipu_plugin_descriptor_v1)
BOOST_DLL_ALIAS(unresolved::create, paipu_create_variant_v1)
