// The validator's diagnostics as the protocol's: a range in UTF-16 units, the severity, the code
// with a link to where docs/diagnostics.md (or the variant's page) explains it, and related
// locations: the help lines under an error (its repairs), the note that itemises a wrong result,
// and the lines a message names.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "paipu/lsp/positions.hpp"
#include "paipu/source.hpp"

namespace paipu::lsp {

struct Range {
  Position start;
  Position end;
};

nlohmann::json to_json(const Range& r);

// Where a diagnostic is: from its position to the end of the word there (a piece, a verb, a tag),
// or an empty range at the line's end; a help line's (a repair) to the end of its line. A
// diagnostic without a position is at the file's start.
Range range_of(const Diagnostic& d, const LineIndex& lines);

// The page and section that explain a code: docs/diagnostics.md's table of syntax (P) or replay (R)
// codes, or the variant's own page for its codes. `docs` is the docs folder's URI, ending in '/'.
std::string code_href(std::string_view code, std::string_view variant, std::string_view docs);

// Every diagnostic of a document, in order; `variants[i]` is the variant of diagnostic i's record.
nlohmann::json publish_list(const Diagnostics& ds, const std::vector<std::string>& variants,
                            const LineIndex& lines, const std::string& uri, std::string_view docs);

}  // namespace paipu::lsp
