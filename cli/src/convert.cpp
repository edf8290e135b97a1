#include <fstream>
#include <iostream>
#include <sstream>

#include "command_output.hpp"
#include "commands.hpp"
#include "paipu/notation/json.hpp"
#include "paipu/notation/parse.hpp"
#include "paipu/notation/write.hpp"

namespace paipu::cli {

int convert(PluginHost& host, const ConvertOptions& o) {
  std::ostringstream buf;
  if (o.file == "-") {
    buf << std::cin.rdbuf();
  } else {
    if (const int rc = check_input(o.file); rc != kExitOk) return rc;
    std::ifstream in(o.file, std::ios::binary);
    if (!in) {
      std::cerr << "paipu: " << o.file << ": cannot read\n";
      return kExitUsage;
    }
    buf << in.rdbuf();
  }
  const std::string text = buf.str();
  Diagnostics diags;
  std::vector<Record> records;
  // Auto: JSON if it parses as JSON (a notation file never does), the notation otherwise.
  bool is_json = o.from == "json";
  if (o.from == "auto") is_json = nlohmann::json::accept(text);
  if (is_json) {
    try {
      records = notation::records_from_json(nlohmann::json::parse(text));
    } catch (const std::exception& e) {
      std::cerr << o.file << ": error[J001]: not a paipu JSON document: " << e.what() << '\n';
      return kExitInvalid;
    }
  } else {
    records = notation::parse_string(text, o.file, diags);
  }
  for (const auto& d : diags) std::cerr << format_diagnostic(d) << '\n';

  if (o.pieces != "asis") {
    const PieceStyle style = o.pieces == "ascii" ? PieceStyle::ascii : PieceStyle::cjk;
    for (auto& r : records) {
      const Tag* v = r.find_tag("Variant");
      auto variant = v ? host.find(v->value) : nullptr;
      if (!variant) {
        std::cerr
            << o.file
            << ": warning[C001]: record has no known variant; its pieces are left as written\n";
        continue;
      }
      Vocabulary vocab(variant->info());
      for (auto& h : r.hands) notation::canonicalize(vocab, h, style);
    }
  }

  // Written whole or not at all: a failure leaves an existing output file as it was.
  std::string text_out;
  try {
    if (o.to == "json")
      text_out =
          notation::to_json(records).dump(1, ' ', false, nlohmann::json::error_handler_t::replace) +
          '\n';
    else
      text_out = notation::to_text(records);
  } catch (const std::exception& e) {
    std::cerr << "paipu: " << o.file << ": cannot convert: " << e.what() << '\n';
    return kExitUsage;
  }
  AtomicOutput output;
  if (!output.open(o.output)) return kExitUsage;
  output.stream() << text_out;
  if (!output.commit()) return kExitUsage;
  // Hands with syntax errors cannot be converted; say so through the exit code too.
  return has_errors(diags) ? kExitInvalid : kExitOk;
}

}  // namespace paipu::cli
