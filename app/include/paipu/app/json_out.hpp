// What the commands print for machines: diagnostics (`validate --json`) and settled hands
// (`replay --json`): payments with their items (sums and products as data, not text), winners,
// deltas and the per-seat facts under the names the variant declares.
#pragma once

#include <nlohmann/json.hpp>

#include "paipu/scene.hpp"
#include "paipu/settlement.hpp"
#include "paipu/source.hpp"
#include "paipu/variant.hpp"

namespace paipu::cli {

// `j` as one line of JSON; invalid UTF-8 in a string becomes U+FFFD rather than an exception.
std::string json_text(const nlohmann::json& j);

nlohmann::json diagnostic_json(const Diagnostic& d);
nlohmann::json settlement_json(const Settlement& s, const VariantInfo& info);
// Every field of a scene, named as in paipu/scene.hpp (`replay --json --step K`; the reference the
// HTML page is checked against).
nlohmann::json scene_json(const Scene& s);

}  // namespace paipu::cli
