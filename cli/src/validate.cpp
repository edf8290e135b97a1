#include <algorithm>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>

#include "command_output.hpp"
#include "commands.hpp"
#include "paipu/app/json_out.hpp"
#include "paipu/app/record_runner.hpp"

namespace paipu::cli {

namespace {

struct Totals {
  long records = 0;
  long hands = 0;
  long invalid_hands = 0;
  long unchecked_hands = 0;  // in records that could not start (unknown variant, bad options)
  long errors = 0;
  long warnings = 0;
};

// Streams one input: memory holds one chunk at a time, however large the file.
void validate_stream(const PluginHost& host, std::istream& in, const std::string& name,
                     const ValidateOptions& o, Totals& t) {
  notation::Reader reader(in, name);
  Runner runner(host, name);
  notation::Item item;
  Diagnostics diags;
  bool seen_record = false;
  auto flush = [&](bool hand_item) {
    bool hand_error = false;
    for (const auto& d : diags) {
      if (std::find(o.suppress.begin(), o.suppress.end(), d.code) != o.suppress.end()) continue;
      if (d.severity == Severity::error) {
        ++t.errors;
        hand_error = true;
      } else if (d.severity == Severity::warning) {
        ++t.warnings;
      }
      if (o.quiet) continue;
      if (o.json)
        std::cout << diagnostic_json(d).dump(-1, ' ', false,
                                             nlohmann::json::error_handler_t::replace)
                  << '\n';
      else
        std::cout << format_diagnostic(d) << '\n';
    }
    if (hand_item && hand_error) ++t.invalid_hands;
    diags.clear();
  };
  while (reader.next(item, diags)) {
    if (item.kind == notation::Item::Kind::record) {
      ++t.records;
      seen_record = true;
      runner.begin_record(item.header, item.record, diags);
      flush(false);
      continue;
    }
    ++t.hands;
    if (!seen_record) {
      ++t.records;
      seen_record = true;
    }
    runner.hand(item, diags);
    // A hand of a record that could not start is unchecked, not invalid too: its errors are the
    // record's (no variant, bad options).
    const bool unchecked = !runner.match() && item.ok;
    if (unchecked) ++t.unchecked_hands;
    flush(!unchecked);
  }
}

}  // namespace

int validate(PluginHost& host, const ValidateOptions& o) {
  Totals t;
  bool io_error = false, empty = false;
  for (const auto& f : o.files) {
    // Whatever goes wrong in one file, the others are checked and the summary is printed.
    try {
      if (f == "-") {
        validate_stream(host, std::cin, "<stdin>", o, t);
        continue;
      }
      if (const int rc = check_input(f); rc != kExitOk) {
        (rc == kExitUsage ? io_error : empty) = true;
        continue;
      }
      std::ifstream in(f, std::ios::binary);
      if (!in) {
        std::cerr << "paipu: " << f << ": cannot read\n";
        io_error = true;
        continue;
      }
      validate_stream(host, in, f, o, t);
    } catch (const std::exception& e) {
      std::cerr << "paipu: " << f << ": " << e.what() << '\n';
      io_error = true;
    }
  }
  const long valid = t.hands - t.invalid_hands - t.unchecked_hands;
  if (o.json) {
    std::cout << nlohmann::json{{"summary",
                                 {{"records", t.records},
                                  {"hands", t.hands},
                                  {"valid_hands", valid},
                                  {"invalid_hands", t.invalid_hands},
                                  {"unchecked_hands", t.unchecked_hands},
                                  {"errors", t.errors},
                                  {"warnings", t.warnings}}}}
                     .dump(-1, ' ', false, nlohmann::json::error_handler_t::replace)
              << '\n';
  } else {
    std::cerr << "checked " << t.records << " record(s), " << t.hands << " hand(s): " << valid
              << " valid, " << t.invalid_hands << " invalid, " << t.unchecked_hands
              << " unchecked; " << t.errors << " error(s), " << t.warnings << " warning(s)\n";
  }
  if (io_error) return kExitUsage;
  return t.errors > 0 || empty ? kExitInvalid : kExitOk;
}

}  // namespace paipu::cli
