// The match at a glance: for the record (match) of the current hand, each seat's running total
// after every hand and each hand's marks (errors, warnings, comments). Totals need every hand
// replayed, so they are learnt lazily and in order: the window asks for a few hands at a time once
// its first frame is on screen, and draws what is known so far. No SFML here.
#pragma once

#include <cstdint>
#include <vector>

#include "paipu/document.hpp"

namespace paipu::viewer {

// One hand of the match as the strip shows it.
struct MatchPoint {
  bool known = false;    // replayed yet
  bool settled = false;  // the hand reached its end and was paid; else the totals stay as they were
  std::vector<long long> totals;  // by seat, after the hand
  std::uint8_t marks = 0;         // MarkBits of all its steps, together
};

class MatchStrip {
 public:
  // Follows the record `hand` belongs to: the run of indexed hands with its record number and
  // consecutive hand numbers. A different record starts over; a record that grew as the file was
  // indexed keeps what is known. Cheap when nothing changed.
  void follow(const Document& doc, int hand);
  // Replays up to `max_hands` more hands of the record, in order. True when anything was learnt.
  bool advance(Document& doc, int max_hands);

  int first() const { return first_; }  // the document index of the record's first hand
  int count() const { return static_cast<int>(points_.size()); }
  int known() const { return known_; }  // points known, from the first
  bool complete() const { return known_ == count(); }
  int seats() const { return seats_; }
  const std::vector<MatchPoint>& points() const { return points_; }
  const std::vector<long long>& start() const { return start_; }  // totals before the first hand
  // The lowest and highest totals known (the start included), for the chart's scale.
  long long low() const { return low_; }
  long long high() const { return high_; }

 private:
  void learn(const HandView* view, int k);

  int first_ = -1;
  int seen_hands_ = -1;  // the document's hand count when the range was last found
  int seats_ = 0;
  int known_ = 0;
  std::vector<MatchPoint> points_;
  std::vector<long long> start_;
  long long low_ = 0, high_ = 0;
};

}  // namespace paipu::viewer
