// Deliberately broken plugins for the host's refusal tests; one source, four defects.
#include <boost/dll/alias.hpp>

#include "paipu/plugin_abi.hpp"

#if !defined(BAD_NOSYMBOL)
namespace bad {
const paipu_plugin_descriptor* descriptor() {
#if defined(BAD_BADABI)
  static const paipu_plugin_descriptor d{
      paipu::kAbiMajor + 98, 0, sizeof(paipu_plugin_descriptor), PAIPU_BUILD_ID, "bad", "0"};
#elif defined(BAD_BADBUILD)
  static const paipu_plugin_descriptor d{
      paipu::kAbiMajor, 0, sizeof(paipu_plugin_descriptor), "some-other-compiler", "bad", "0"};
#else
  static const paipu_plugin_descriptor d{paipu::kAbiMajor, 0,     sizeof(paipu_plugin_descriptor),
                                         PAIPU_BUILD_ID,   "bad", "0"};
#endif
  return &d;
}
}  // namespace bad
BOOST_DLL_ALIAS(bad::descriptor, paipu_plugin_descriptor_v1)
#endif

extern "C" int paipu_bad_plugin_marker() {
  return 1;
}
