// The replay page of `paipu export-html`: one self-contained HTML file that steps through a
// record's hands.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

namespace paipu::cli {

// The page: the embedded stylesheet and script (viewer/page/assets/) with `data` (page_data())
// inlined as gzipped JSON in base64. Nothing in it refers to the network or to another file.
std::string page_html(const nlohmann::json& data, const std::string& title);

// The data a page holds, read back (for tests and scripts); null when it holds none. Throws
// when the data is there but damaged.
nlohmann::json page_data_of(const std::string& page);

}  // namespace paipu::cli
