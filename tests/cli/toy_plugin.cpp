// A tiny trick-less game for testing `paipu check-plugin` and `paipu generate` on what the real
// variants lack (two seat counts, an integer option), and, built with TOY_DEFECT, plugins that
// break the contract in one known way each:
//   TOY_DEFECT 0: none ("toy");  1: every hand is shown to every seat ("toyleak");
//   2: the winner is paid one point nobody pays ("toysum");  3: the same, but only at a stake of 3,
//   the value its integer option names for checking ("toystake");  4: a payment's reason is
//   written only with notes on ("toyreason"), so the replay settles otherwise.
// Rules: 2 or 3 seats, pieces 1–6 twice each, three to a seat. In turn from E each seat plays a
// piece face up or pads one face down until the hands are empty. The highest face-up total wins
// and each other seat pays it the stake (×2 with double=on); a tie pays nothing.
#include <algorithm>
#include <array>
#include <memory>
#include <random>

#include "paipu/plugin_abi.hpp"
#include "paipu/variant.hpp"

#ifndef TOY_DEFECT
#define TOY_DEFECT 0
#endif

namespace toy {

using namespace paipu;

constexpr int kKinds = 6, kCopies = 2, kHandSize = 3;
enum Verb { kDeal, kPlay, kPad };
const char* const kWinds[] = {"E", "S", "W", "N"};

const VariantInfo& info() {
  static const VariantInfo v = [] {
    VariantInfo i;
    i.id = TOY_ID;
    i.name = "玩具";
    i.english = "a test game";
    i.version = "0.1.0";
    i.seat_counts = {2, 3};
    const char* names[] = {"一", "二", "三", "四", "五", "六"};
    for (int k = 0; k < kKinds; ++k)
      i.pieces.push_back({static_cast<PieceId>(k),
                          std::to_string(k + 1),
                          names[k],
                          {},
                          kCopies,
                          Family::card,
                          "S" + std::to_string(k + 1),
                          "a " + std::to_string(k + 1)});
    i.verbs = {{"deal", {}, true, ArgKind::pieces, kHandSize, kHandSize, {}, "a seat's three"},
               {"play", {}, true, ArgKind::pieces, 1, 1, {}, "one piece face up"},
               {"pad", {}, true, ArgKind::pieces, 1, 1, {}, "one piece face down"}};
    i.options = {{"stake", "1", {}, "what each loser pays", {"3"}},
                 {"double", "off", {"off", "on"}, "on: stakes count twice"}};
    i.facts = {{"won", "won the hand", FactType::flag, ""},
               {"points", "face-up points", FactType::amount, ""}};
    return i;
  }();
  return v;
}

struct Play {
  int seat;
  PieceId piece;
  bool face_up;
};

class Hand final : public HandState {
 public:
  explicit Hand(int seats) : seats_(seats), hands_(static_cast<std::size_t>(seats)) {}

  Outcome apply(const Event& e) override {
    Outcome o;
    auto fail = [&](std::string msg) {
      o.problems.push_back({Severity::error, "Z101", std::move(msg), -1, -1});
      return o;
    };
    if (e.seat < 0 || e.seat >= seats_) return fail("no such seat");
    auto& hand = hands_[static_cast<std::size_t>(e.seat)];
    if (e.verb == kDeal) {
      if (dealt_ != e.seat) return fail("deal E, S, W in order, once each");
      for (PieceId p : e.pieces) {
        if (p >= kKinds || count(p) >= kCopies) {
          hand.clear();  // it was empty: this seat had not been dealt
          return fail("no such piece left");
        }
        hand.push_back(p);
      }
      ++dealt_;
      return o;
    }
    if (dealt_ < seats_ || finished()) return fail("not in play");
    if (e.seat != to_move()) return fail("not this seat's turn");
    auto it = std::find(hand.begin(), hand.end(), e.pieces.at(0));
    if (it == hand.end()) return fail("not in this seat's hand");
    hand.erase(it);
    table_.push_back({e.seat, e.pieces[0], e.verb == kPlay});
    return o;
  }

  void visit_legal_moves(const std::function<bool(const Event&)>& visit) const override {
    if (dealt_ < seats_ || finished()) return;
    const int s = to_move();
    auto hand = hands_[static_cast<std::size_t>(s)];
    std::sort(hand.begin(), hand.end());
    hand.erase(std::unique(hand.begin(), hand.end()), hand.end());
    for (int verb : {kPlay, kPad})
      for (PieceId p : hand)
        if (!visit(Event{s, verb, {p}, {}, {}})) return;
  }

  bool finished() const override {
    return dealt_ == seats_ && static_cast<int>(table_.size()) == seats_ * kHandSize;
  }
  int to_move() const override {
    return dealt_ < seats_ || finished() ? -1 : static_cast<int>(table_.size()) % seats_;
  }

  Scene scene(int viewer) const override {
    Scene s;
    s.viewer = viewer;
    for (int i = 0; i < seats_; ++i) {
      SeatInfo si;
      si.wind = kWinds[i];
      si.dealer = i == 0;
      si.to_move = i == to_move();
      s.seats.push_back(std::move(si));
    }
    for (int i = 0; i < seats_; ++i) {
      SceneGroup hand;
      hand.seat = i;
      Zone z{ZoneKind::hand, i, "hand", {std::move(hand)}};
      for (PieceId p : hands_[static_cast<std::size_t>(i)])
        z.groups[0].pieces.push_back(piece(p, false, TOY_DEFECT == 1 || viewer < 0 || viewer == i));
      s.zones.push_back(std::move(z));
    }
    Zone t{ZoneKind::trick, -1, "table", {}};
    for (const Play& p : table_) {
      SceneGroup g;
      g.seat = p.seat;
      g.caption = p.face_up ? "" : "pad";
      g.pieces = {piece(p.piece, !p.face_up, p.face_up || viewer < 0 || viewer == p.seat)};
      t.groups.push_back(std::move(g));
    }
    s.zones.push_back(std::move(t));
    return s;
  }

  std::vector<Event> sample_deal(std::uint64_t seed) const override {
    std::vector<PieceId> all;
    for (int k = 0; k < kKinds * kCopies; ++k) all.push_back(static_cast<PieceId>(k % kKinds));
    std::shuffle(all.begin(), all.end(), std::mt19937_64(seed));
    std::vector<Event> deal;
    for (int s = 0; s < seats_; ++s) {
      auto from = all.begin() + s * kHandSize;
      deal.push_back({s, kDeal, std::vector<PieceId>(from, from + kHandSize), {}, {}});
    }
    return deal;
  }

  std::unique_ptr<HandState> clone() const override { return std::make_unique<Hand>(*this); }

  std::vector<long long> points() const {
    std::vector<long long> pts(static_cast<std::size_t>(seats_), 0);
    for (const Play& p : table_)
      if (p.face_up) pts[static_cast<std::size_t>(p.seat)] += p.piece + 1;
    return pts;
  }

 private:
  int count(PieceId p) const {
    int n = 0;
    for (const auto& h : hands_) n += static_cast<int>(std::count(h.begin(), h.end(), p));
    return n;
  }
  static ScenePiece piece(PieceId p, bool face_down, bool visible) {
    ScenePiece sp;
    sp.face_down = face_down;
    sp.hidden = !visible;
    if (visible) {
      sp.id = p;
      sp.face = info().pieces[p].face;
      sp.label = info().pieces[p].name;
    }
    return sp;
  }
  int seats_;
  int dealt_ = 0;
  std::vector<std::vector<PieceId>> hands_;
  std::vector<Play> table_;
};

class Match final : public MatchState {
 public:
  Match(const RuleValues& rules, int seats)
      : seats_(seats),
        stake_(std::stoll(rules.at("stake"))),
        doubled_(rules.at("double") == "on"),
        totals_(static_cast<std::size_t>(seats), 0) {}
  std::unique_ptr<HandState> begin_hand(const std::map<std::string, std::string>&,
                                        std::vector<Problem>&) override {
    return std::make_unique<Hand>(seats_);
  }
  Settlement finish_hand(const HandState& state) override {
    const auto pts = static_cast<const Hand&>(state).points();
    Settlement s;
    s.complete = true;
    s.deltas.assign(pts.size(), 0);
    const long long top = *std::max_element(pts.begin(), pts.end());
    if (std::count(pts.begin(), pts.end(), top) == 1)
      s.winners.push_back(static_cast<int>(std::max_element(pts.begin(), pts.end()) - pts.begin()));
    for (int l = 0; l < seats_ && !s.winners.empty() && stake_ > 0; ++l) {
      const int w = s.winners[0];
      if (l == w) continue;
      Payment p{l, w, stake_ * (doubled_ ? 2 : 1), "stake", {}, -1};
      if (TOY_DEFECT == 4 && !state.notes()) p.reason.clear();
      if (state.notes()) {
        p.items.push_back({ItemKind::base, "stake", stake_});
        if (doubled_) p.items.push_back({ItemKind::times, "double", 2});
      }
      s.deltas[static_cast<std::size_t>(l)] -= p.amount;
      s.deltas[static_cast<std::size_t>(w)] += p.amount;
      s.payments.push_back(std::move(p));
    }
    if ((TOY_DEFECT == 2 || (TOY_DEFECT == 3 && stake_ == 3)) && !s.winners.empty())
      ++s.deltas[static_cast<std::size_t>(s.winners[0])];
    for (int i = 0; i < seats_; ++i) {
      s.facts.push_back(s.winner() == i ? 1 : 0);
      s.facts.push_back(pts[static_cast<std::size_t>(i)]);
    }
    for (std::size_t i = 0; i < totals_.size(); ++i) totals_[i] += s.deltas[i];
    return s;
  }
  void abandon_hand(const HandState&) override {}
  std::vector<long long> totals() const override { return totals_; }
  std::unique_ptr<MatchState> clone() const override { return std::make_unique<Match>(*this); }

 private:
  int seats_;
  long long stake_;
  bool doubled_;
  std::vector<long long> totals_;
};

class ToyVariant final : public Variant {
 public:
  const VariantInfo& info() const override { return toy::info(); }
  std::unique_ptr<MatchState> new_match(const RuleValues& rules, int seats) const override {
    return std::make_unique<Match>(rules, seats);
  }
};

std::unique_ptr<Variant> make() {
  return std::make_unique<ToyVariant>();
}

}  // namespace toy

PAIPU_PLUGIN(TOY_ID, "0.1.0", toy::make)
