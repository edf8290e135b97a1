// A record file's hands reviewed by exact search (docs/analysis.md), one at a time and in any
// order: the file is replayed once and the match as it stood before each hand kept, so that a
// viewer can review the hand on screen first. What `paipu analyze`, `paipu view --analyze`,
// `paipu render --analyze` and `paipu export-html --analyze` share.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "paipu/analysis/review.hpp"
#include "paipu/analysis/texts.hpp"
#include "paipu/host.hpp"

namespace paipu::cli {

// A hand's review with its texts (analysis/texts.hpp): each decision's moves as the record would
// write them ("E play 天天"), spelt as the line played spells its pieces (CJK or ASCII codes), a
// discard row's effective pieces, and each call decision's calls, discards and pieces.
struct ReviewedHand : analysis::ReviewTexts {
  using CallTexts = analysis::CallTexts;
  analysis::HandReview review;
  int positions = 0;  // the hand's positions as the viewer counts them: steps applied + 1
};

class FileReview {
 public:
  // Where a hand of the file is: its record, and its index in that record's `hands`; -1 for a
  // hand with a syntax error, which the reader left out but the file's count of hands includes.
  struct Slot {
    int record = 0;
    int hand = -1;
  };
  // Replays every hand of `records` (read from `file`) once, keeping the match before each;
  // `slots` lists the file's hands in order (empty: every hand of `records`).
  FileReview(const PluginHost& host, std::vector<Record> records, std::string file,
             std::vector<Slot> slots = {});
  // Reads and parses `file` first (its syntax errors go to `diags`), counting its hands as the
  // viewer's document does, a hand with a syntax error included; null when it cannot be read.
  static std::unique_ptr<FileReview> read(const PluginHost& host, const std::string& file,
                                          Diagnostics& diags);
  ~FileReview();
  FileReview(const FileReview&) = delete;
  FileReview& operator=(const FileReview&) = delete;

  // Hands counted through the file, as the viewer and `--hand` count them. hand(n) is only for a
  // hand that unreplayable(n) does not refuse.
  int hands() const { return static_cast<int>(hands_.size()); }
  Hand& hand(int n);
  std::vector<Record>& records() { return records_; }
  // Why hand n cannot be replayed at all (no variant, no plugin), or empty.
  const std::string& unreplayable(int n) const;
  int seats(int n) const;
  const Vocabulary* vocabulary(int n) const;
  // The diagnostics of starting each record, and whether any hand broke a rule.
  const Diagnostics& diagnostics() const { return diagnostics_; }
  bool any_error() const { return any_error_; }

  // Told of each decision as it is valued, with its moves' text and its rows' effective pieces
  // (ReviewOptions::progress).
  using Progress =
      std::function<void(const analysis::Decision&, const std::vector<std::string>&,
                         const std::vector<analysis::PieceTexts>&, int done, int total)>;
  // Reviews hand n. A hand that breaks a rule, does not reach its end or cannot be replayed
  // comes back skipped, with the reason.
  ReviewedHand review(int n, analysis::ReviewOptions options, const Progress& progress = {});

 private:
  struct RecordReplay;
  struct HandEntry {
    Slot slot;
    int index = 0;  // in its record, counting the hands that could not be read (as replay counts)
    std::unique_ptr<MatchState> before;  // the match before the hand; null when not replayable
    std::string why;                     // why it is not, when the record is and the hand not
  };
  std::vector<std::string> move_texts(int n, const analysis::Decision& d);
  std::vector<analysis::PieceTexts> effective_texts(int n, const analysis::Decision& d);
  analysis::CallTexts call_texts(int n, const analysis::CallDecision& d);

  const PluginHost& host_;
  std::vector<Record> records_;
  std::string file_;
  std::vector<std::unique_ptr<RecordReplay>> replays_;  // by record
  std::vector<HandEntry> hands_;
  Diagnostics diagnostics_;
  bool any_error_ = false;
};

}  // namespace paipu::cli
