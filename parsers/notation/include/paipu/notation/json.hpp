// The JSON form of records (schema: docs/json.md). Lossless in both directions for everything the
// AST holds except source positions.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "paipu/record.hpp"

namespace paipu::notation {

nlohmann::json to_json(const Record& r);
nlohmann::json to_json(const Hand& h);
nlohmann::json to_json(const std::vector<Record>& records);

// On a schema mismatch, records_from_json throws std::runtime_error naming the record and hand
// ("records[2]: hands[0]: ..."); the single-object readers throw nlohmann::json::exception.
Record record_from_json(const nlohmann::json& j);
Hand hand_from_json(const nlohmann::json& j);
std::vector<Record> records_from_json(const nlohmann::json& j);

}  // namespace paipu::notation
