// A Document made in memory for the viewer's tests: hands whose scenes are scripted step by step,
// with a seat's view hiding what that seat could not see. Knows no variant; it only builds Scenes.
#pragma once

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "paipu/document.hpp"

namespace paipu::viewer::fakes {

class FakeHandView : public HandView {
 public:
  int positions() const override { return static_cast<int>(scenes.size()); }
  // Seat views hide other seats' hands and the face-down plays of other seats.
  Scene scene(int position, int seat) const override;
  const StepInfo& step(int position) const override {
    return steps.at(static_cast<std::size_t>(position));
  }
  int seats() const override { return seat_count; }
  bool finished() const override { return is_finished; }
  bool broken() const override { return is_broken; }
  const Settlement& settlement() const override { return settle; }
  const std::vector<long long>& totals_before() const override { return before; }
  const std::vector<long long>& totals_after() const override { return after; }
  const std::vector<std::string>& unplayed() const override { return rest; }

  std::vector<Scene> scenes;  // omniscient, one per position
  std::vector<StepInfo> steps;
  int seat_count = 4;
  bool is_finished = false;
  bool is_broken = false;
  Settlement settle;
  std::vector<long long> before, after;
  std::vector<std::string> rest;
  // Every (position, seat) the viewer asked for, in order.
  mutable std::vector<std::pair<int, int>> requests;
};

class FakeDocument : public Document {
 public:
  explicit FakeDocument(std::string file) : file_(std::move(file)) {}

  void add(HandSummary s, std::shared_ptr<FakeHandView> h) {
    summaries_.push_back(std::move(s));
    hands_.push_back(std::move(h));
  }
  // Simulates lazy indexing: only the first `n` hands are known until index_all().
  void set_indexed(int n) { indexed_ = n; }
  std::vector<Diagnostic>& problems() { return problems_; }
  FakeHandView& fake(int i) { return *hands_.at(static_cast<std::size_t>(i)); }
  HandSummary& summary_of(int i) { return summaries_.at(static_cast<std::size_t>(i)); }
  int index_all_calls = 0;

  const std::string& file() const override { return file_; }
  int hand_count() const override {
    const int n = static_cast<int>(hands_.size());
    return indexed_ < 0 ? n : std::min(indexed_, n);
  }
  void index_all() override {
    ++index_all_calls;
    indexed_ = -1;
  }
  bool fully_indexed() const override { return indexed_ < 0; }
  const HandSummary& summary(int hand) const override {
    return summaries_.at(static_cast<std::size_t>(hand));
  }
  std::shared_ptr<const HandView> hand(int index) override {
    return hands_.at(static_cast<std::size_t>(index));
  }
  const std::vector<Diagnostic>& file_diagnostics() const override { return problems_; }

 private:
  std::string file_;
  std::vector<HandSummary> summaries_;
  std::vector<std::shared_ptr<FakeHandView>> hands_;
  std::vector<Diagnostic> problems_;
  int indexed_ = -1;
};

// Scripted hands. Each has comments, glyphs, notes and diagnostics at known steps (see the .cpp).
std::shared_ptr<FakeHandView> domino_hand();  // 4 seats, 打天九-like: hands, tricks, 墊, won stacks
std::shared_ptr<FakeHandView>
mahjong_hand();                             // 3 seats: hands, melds, riichi discard, wall; broken
std::shared_ptr<FakeHandView> card_hand();  // 4 seats: cards, both jokers, face-down kitty
std::shared_ptr<FakeHandView> xiangqi_hand();  // 4 seats, 打棋子-like: discs, a face-down play
// 4 seats of mahjong late in a hand: full hands, three melds and long rivers each (the most
// crowded)
std::shared_ptr<FakeHandView> mahjong4_hand();

// A document with the domino hand, then the mahjong hand (and more when `all`).
std::unique_ptr<FakeDocument> make_document(bool all = false);

// A match for the score strip: record 0 has four 4-seat hands with known totals and marks, record 1
// one more hand (see the .cpp for the numbers).
std::unique_ptr<FakeDocument> make_match_document();

}  // namespace paipu::viewer::fakes
