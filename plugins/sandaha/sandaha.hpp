// 三打哈 as a Variant: its vocabulary and the match. The module around it is not built yet (see
// docs/variants/sandaha.md); the tests replay records through make_variant() directly.
#pragma once

#include <memory>

#include "paipu/variant.hpp"

namespace paipu::sandaha {

inline constexpr const char* kVersion = "0.1.0";

// Verb indices into VariantInfo::verbs.
enum VerbIndex : int { kDeal, kBid, kPass, kKitty, kBury, kTrump, kSurrender, kPlay, kChallenge };

const VariantInfo& variant_info();
std::unique_ptr<Variant> make_variant();

}  // namespace paipu::sandaha
