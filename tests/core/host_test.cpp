// Plugin loading: the real plugins load; broken ones are refused with a reason and never crash the
// host.
#include <gtest/gtest.h>

#include "paipu/host.hpp"
#include "paipu/plugin_abi.hpp"

namespace paipu {
namespace {

const RefusedPlugin* refused(const PluginHost& h, const std::string& file) {
  for (const auto& r : h.refused())
    if (r.path.filename() == file) return &r;
  return nullptr;
}

TEST(Host, LoadsTheBuiltPlugins) {
  PluginHost host;
  host.scan({PAIPU_PLUGIN_DIR});
  auto v = host.find("tianjiu");
  ASSERT_NE(v, nullptr);
  EXPECT_EQ(v->info().id, "tianjiu");
  ASSERT_FALSE(host.plugins().empty());
  EXPECT_EQ(host.plugins().front().abi_major, paipu::kAbiMajor);
  EXPECT_TRUE(host.refused().empty());
}

TEST(Host, RefusesBrokenPluginsWithReasons) {
  PluginHost host;
  host.scan({BAD_PLUGIN_DIR});
  EXPECT_TRUE(host.plugins().empty());
  ASSERT_EQ(host.refused().size(), 5u);
  auto reason = [&](const std::string& f) {
    const RefusedPlugin* r = refused(host, f);
    return r ? r->reason : std::string("<not refused>");
  };
  EXPECT_NE(reason("libpaipu_badabi.so").find("ABI"), std::string::npos)
      << reason("libpaipu_badabi.so");
  EXPECT_NE(reason("libpaipu_badbuild.so").find("different toolchain"), std::string::npos);
  EXPECT_NE(reason("libpaipu_nofactory.so").find("paipu_create_variant_v1"), std::string::npos);
  EXPECT_NE(reason("libpaipu_nosymbol.so").find("not a paipu plugin"), std::string::npos);
  EXPECT_EQ(reason("libpaipu_text.so"), "not an ELF file");
}

TEST(Host, ADuplicateVariantIsRefused) {
  PluginHost host;
  host.scan({PAIPU_PLUGIN_DIR, PAIPU_PLUGIN_DIR});
  ASSERT_NE(host.find("tianjiu"), nullptr);
  ASSERT_NE(refused(host, "libpaipu_tianjiu.so"), nullptr);
  EXPECT_NE(refused(host, "libpaipu_tianjiu.so")->reason.find("already provided"),
            std::string::npos);
}

TEST(Host, VariantOutlivesTheHost) {
  std::shared_ptr<const Variant> v;
  {
    PluginHost host;
    host.scan({PAIPU_PLUGIN_DIR});
    v = host.find("tianjiu");
  }
  // The library stays loaded through the variant's deleter, so its code is still callable.
  ASSERT_NE(v, nullptr);
  EXPECT_EQ(v->info().id, "tianjiu");
  RuleValues rules;
  for (const auto& o : v->info().options) rules[o.name] = o.default_value;
  auto match = v->new_match(rules, 4);
  EXPECT_NE(match, nullptr);
}

}  // namespace
}  // namespace paipu
