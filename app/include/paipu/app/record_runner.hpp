// Drives records through their variants as the reader yields them: one MatchReplay per record,
// hands replayed in order. Shared by validate, replay, the document behind the viewer, and the
// benchmark.
#pragma once

#include <optional>
#include <string>

#include "paipu/host.hpp"
#include "paipu/notation/parse.hpp"
#include "paipu/replay.hpp"

namespace paipu::cli {

class Runner {
 public:
  Runner(const PluginHost& host, std::string file) : host_(host), file_(std::move(file)) {}

  // Starts a record. Returns false (with diagnostics) when its hands cannot be replayed.
  bool begin_record(const Record& header, int record_index, Diagnostics& out);
  // Replays a hand of the current record; nullopt when the record could not start or the hand did
  // not parse (the match then goes on without it).
  std::optional<HandResult> hand(const notation::Item& item, Diagnostics& out,
                                 std::vector<std::unique_ptr<HandState>>* states = nullptr);
  // Feeds any item; convenience for streaming loops.
  std::optional<HandResult> feed(const notation::Item& item, Diagnostics& out);
  bool started() const { return started_; }
  // The limits of the repair search and of the recovery after an error (ReplayContext's
  // repair_budget and recovery_moves) for the records begun after this call; the validator's by
  // default. The fuzz targets lower them, as a fuzzed hand is nearly always broken.
  void set_search_limits(std::size_t repair_budget, std::size_t recovery_moves) {
    limits_.repair_budget = repair_budget;
    limits_.recovery_moves = recovery_moves;
  }

  MatchReplay* match() { return match_ ? &*match_ : nullptr; }
  const std::string& variant_id() const { return variant_id_; }

 private:
  const PluginHost& host_;
  std::string file_;
  std::optional<MatchReplay> match_;
  std::string variant_id_;
  bool started_ = false;
  ReplayContext limits_;
};

}  // namespace paipu::cli
