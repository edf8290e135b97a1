// The estimate of a hand not fully known. A generated 打天九 hand is written as W's opponents
// would write it, W's deal and W's face-down plays unknown. Every deal drawn for a decision must
// show its mover exactly what the record showed it (the plugin's scene for that seat is the same)
// and pass the rules; the estimate must be the mean, over those deals, of each move's value by
// full enumeration. (That the draws are uniform among such deals follows from a uniform shuffle
// and rejection; docs/analysis.md.)
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <iostream>
#include <map>

#include "brute_force.hpp"
#include "paipu/analysis/review.hpp"
#include "paipu/analysis/sample.hpp"
#include "paipu/host.hpp"
#include "played_hand.hpp"

namespace paipu::analysis {
namespace {

constexpr int kW = 2;
constexpr int kDeals = 12;

int verb_index(const VariantInfo& info, const std::string& name) {
  for (std::size_t i = 0; i < info.verbs.size(); ++i)
    if (info.verbs[i].name == name) return static_cast<int>(i);
  return -1;
}

// The hand replayed from `events`, with every state kept; false when a rule refuses an event.
struct Replayed {
  std::vector<std::unique_ptr<HandState>> states;
  std::vector<Step> steps;
};

bool replay(const HandState& start, const std::vector<Event>& events, std::size_t upto,
            Replayed& out) {
  std::unique_ptr<HandState> s = start.clone();
  s->set_notes(false);
  for (std::size_t j = 0; j < upto; ++j) {
    out.states.push_back(s->clone());
    Step step{static_cast<int>(j), events[j], s->apply(events[j])};
    if (!step.outcome.ok()) return false;
    out.steps.push_back(std::move(step));
  }
  out.states.push_back(std::move(s));
  return true;
}

TEST(Sample, EveryDrawnDealShowsTheMoverWhatTheRecordShowedAndTheEstimateIsTheirMean) {
  PluginHost host;
  host.scan({PAIPU_PLUGIN_DIR});
  const auto variant = host.find("tianjiu");
  ASSERT_TRUE(variant);
  const int deal = verb_index(variant->info(), "deal");
  const int pad = verb_index(variant->info(), "pad");
  ASSERT_GE(deal, 0);
  ASSERT_GE(pad, 0);
  // The sanitizer stage of CI (which sets PAIPU_ANALYSIS_POSITIONS, as for the solver's test)
  // plays one hand; the Release stage five.
  const std::uint64_t hands = std::getenv("PAIPU_ANALYSIS_POSITIONS") != nullptr ? 1 : 5;
  int checked = 0, compared = 0;
  for (std::uint64_t seed = 1; seed <= hands; ++seed) {
    const PlayedHand h = play(*variant, 4, seed);
    ASSERT_EQ(h.deal.size(), 4u);
    ASSERT_EQ(h.deal[kW].verb, deal);
    // As the record would have it: W's deal and face-down plays unknown.
    std::vector<Event> events = h.deal;
    events.insert(events.end(), h.moves.begin(), h.moves.end());
    for (Event& e : events)
      if (e.seat == kW && (e.verb == deal || e.verb == pad))
        std::fill(e.pieces.begin(), e.pieces.end(), kUnknownPiece);
    Replayed recorded;
    ASSERT_TRUE(replay(*h.start, events, events.size(), recorded)) << seed;
    ReviewOptions o;
    o.sample.deals = kDeals;
    o.sample.seed = 7;
    o.paranoid = false;
    o.budget.nodes = 4'000;  // the last tricks; earlier decisions are left out by their budget
    o.seat = 0;              // E's decisions
    const HandReview r = review_hand(*h.match, recorded.states, recorded.steps, o);
    ASSERT_TRUE(r.analysed) << r.skipped;
    EXPECT_NE(r.note.find("an estimate"), std::string::npos) << r.note;
    ASSERT_FALSE(r.decisions.empty());
    for (const Decision& d : r.decisions) {
      EXPECT_EQ(d.seat, 0);
      EXPECT_FALSE(d.exact);
      EXPECT_GT(d.deals, 0);
      const auto at = static_cast<std::size_t>(d.step);
      std::string why;
      const auto drawn = draw_positions(recorded.states, recorded.steps, at, o.sample, why);
      ASSERT_TRUE(why.empty()) << why;
      ASSERT_EQ(drawn.size(), static_cast<std::size_t>(kDeals));
      const Scene seen = recorded.states[at]->scene(d.seat);
      for (const auto& p : drawn) {
        ++checked;
        ASSERT_EQ(p->scene(d.seat), seen) << "seed " << seed << " step " << at;
      }
      // The last decisions of the hand: each drawn deal by full enumeration.
      if (d.step + 12 < static_cast<int>(recorded.steps.size()) || d.deals != kDeals) continue;
      const std::vector<Event> legal = recorded.states[at]->legal_moves();
      std::vector<double> mean(legal.size(), 0);
      for (const auto& p : drawn) {
        brute::Counter c{5'000'000};
        for (std::size_t k = 0; k < legal.size(); ++k) {
          auto after = p->clone();
          ASSERT_TRUE(after->apply(legal[k]).ok());
          mean[k] += static_cast<double>(
              brute::maxn(*after, *h.match, c)[static_cast<std::size_t>(d.seat)]);
        }
      }
      for (const MoveValue& m : d.moves) {
        for (const int k : m.same) {
          ++compared;
          EXPECT_NEAR(m.mean, mean[static_cast<std::size_t>(k)] / kDeals, 1e-9)
              << "seed " << seed << " step " << at << " move " << k;
        }
      }
    }
  }
  EXPECT_GE(checked, 20 * static_cast<int>(hands));
  EXPECT_GE(compared, 4 * static_cast<int>(hands));
  std::cout << "deals checked: " << checked << ", moves' means compared: " << compared << '\n';
}

}  // namespace
}  // namespace paipu::analysis
