// A replayed file as the viewer and `paipu replay` consume it: hands indexed lazily, each hand
// replayed on demand into per-step states. No SFML here; the viewer draws what this gives it.
#pragma once

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "paipu/scene.hpp"
#include "paipu/settlement.hpp"
#include "paipu/source.hpp"

namespace paipu {

// What happened at one position of a hand. Position 0 is the start (no event); position k > 0 is
// the state after the k-th event line that was applied.
struct StepInfo {
  std::string notation;  // the event line as written, e.g. "S play 天天"
  std::string glyph;     // "!", "?!", ...
  std::vector<std::string> comments;
  std::vector<std::string>
      notes;  // rule events: "N wins trick 3 (2 棟)", "賀尊: everyone pays E 2"
  std::vector<Diagnostic> diagnostics;  // validator findings at this step
  SourcePos pos;
};

class HandView {
 public:
  virtual ~HandView() = default;
  virtual int positions() const = 0;                      // applied events + 1
  virtual Scene scene(int position, int seat) const = 0;  // seat -1: omniscient
  virtual const StepInfo& step(int position) const = 0;
  virtual int seats() const = 0;
  virtual bool finished() const = 0;
  virtual bool broken()
      const = 0;  // replay stopped at an error; the error is in the last step's info
  virtual const Settlement& settlement() const = 0;
  virtual const std::vector<long long>& totals_before() const = 0;
  virtual const std::vector<long long>& totals_after() const = 0;
  // Event lines after the error that could not be replayed, as written; shown greyed out.
  virtual const std::vector<std::string>& unplayed() const = 0;
};

struct HandSummary {
  int record = 0;
  int hand = 0;       // index within the record
  std::string title;  // "Club night — hand 3"
  std::string variant;
  std::vector<std::pair<std::string, std::string>> tags;  // record tags, then the hand's own
  bool has_error = false;                                 // known once the hand has been replayed
};

class Document {
 public:
  virtual ~Document() = default;
  virtual const std::string& file() const = 0;
  // Hands found so far. Indexing is lazy: the first hand is available before the whole file is
  // read; index_all() finishes the index.
  virtual int hand_count() const = 0;
  virtual void index_all() = 0;
  virtual bool fully_indexed() const = 0;
  virtual const HandSummary& summary(int hand) const = 0;
  virtual std::shared_ptr<const HandView> hand(int index) = 0;
  // Diagnostics that belong to no replayable hand: syntax errors, unknown variants.
  virtual const std::vector<Diagnostic>& file_diagnostics() const = 0;
};

}  // namespace paipu
