// The replay page of `paipu export-html`: one self-contained HTML file that steps through a
// record's hands.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

namespace paipu::cli {

// The page: the embedded stylesheet and script (viewer/page/assets/) with `data` (page_data())
// inlined as JSON. Nothing in it refers to the network or to another file.
std::string page_html(const nlohmann::json& data, const std::string& title);

}  // namespace paipu::cli
