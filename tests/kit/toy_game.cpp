#include "toy_game.hpp"

namespace paipu::toy {

namespace {

const trick::Codes kCodes{"X01", "X02", "X03", "X04", "X05", "X06"};

const trick::Wording& wording() {
  static const trick::Wording w = [] {
    trick::Wording x;
    x.game = "toy";
    x.piece = "card";
    x.pieces = "cards";
    x.names = [](const std::vector<PieceId>& ids) {
      std::string s;
      for (PieceId id : ids) s += id == kUnknownPiece ? "*" : std::to_string(id + 1);
      return s;
    };
    x.copies = std::vector<int>(6, 2);
    x.hand_size = kHandSize;
    x.face_down_follows = false;
    return x;
  }();
  return w;
}

// The card's rank, 1–6.
int rank(PieceId id) {
  return static_cast<int>(id) + 1;
}

}  // namespace

ToyHand::ToyHand(trick::HandSetup<Options> setup)
    : HandBase(setup, kCards / setup.seats(), wording().copies) {}

Outcome ToyHand::apply_here(const Event& e) {
  if (finished_) return trick::fail("X07", "the hand is over");
  if (e.seat < 0 || e.seat >= seats()) return trick::fail("X07", "no such seat");
  if (e.verb == kDeal) {
    if (auto p = take_deal(e, wording(), kCodes)) return trick::fail(std::move(*p));
    return {};
  }
  if (auto p = turn_problem(e.seat, kCodes)) return trick::fail(std::move(*p));
  if (e.pieces.size() != 1) return trick::fail("X03", "play one card");
  if (auto p = removal_problem(e, wording(), kCodes)) return trick::fail(std::move(*p));
  const int r = rank(e.pieces[0]);
  Outcome out;
  // The revoke proven now: an earlier follow by this seat lower than its lead, while it held `r`.
  for (const trick::Trick& t : table_.history())
    for (std::size_t i = 1; i < t.plays.size(); ++i) {
      const trick::Play& p = t.plays[i];
      const int led = rank(t.lead().pieces[0]);
      if (p.seat == e.seat && rank(p.pieces[0]) < led && r > led) {
        Problem revoke{Severity::error, "X10",
                       trick::seat_name(e.seat) + " followed trick " + std::to_string(t.number) +
                           " lower than the lead while holding " + std::to_string(r),
                       0, p.step};
        // A proof by a 6 carries the game's own note for the proving event (the one being
        // applied, step_), so that the tests see both that note and the host's default one.
        if (r == 6)
          revoke.related.push_back({step_, 0, trick::seat_name(e.seat) + " shows its 6 here"});
        out.problems.push_back(std::move(revoke));
      }
    }
  if (!out.ok()) return out;
  hands_.remove(e.seat, e.pieces);
  if (!table_.trick_open()) {
    table_.lead(e.seat, e.pieces, 0, r, step_, hands_.size(e.seat) == 0);
    return out;
  }
  const bool beats = r > table_.current().best_play().strength;
  table_.follow(e.seat, e.pieces, true, 0, r, step_, beats);
  if (!table_.trick_full()) return out;
  winning_card_ = static_cast<int>(table_.current().best_play().strength);
  const int w = table_.close(1);
  if (hands_.size(w) == 0) {
    finished_ = true;
    winner_ = w;
  }
  return out;
}

void ToyHand::visit_legal_moves(const std::function<bool(const Event&)>& visit) const {
  if (finished_ || to_move() < 0) return;
  const int seat = to_move();
  // A follower holding a card higher than the lead must play one.
  const int led = table_.trick_open() ? rank(table_.current().lead().pieces[0]) : 0;
  bool has_higher = false;
  for (PieceId p : hands_.known(seat)) has_higher = has_higher || rank(p) > led;
  trick::visit_lead_moves(
      hands_, seat, 1,
      [&](const std::vector<PieceId>& m) { return !has_higher || rank(m[0]) > led; },
      [&](const trick::Move& m) {
        Event e;
        e.seat = seat;
        e.verb = kPlay;
        e.pieces = m.pieces;
        return visit(e);
      });
}

Scene ToyHand::scene(int viewer) const {
  Scene s;
  s.viewer = viewer;
  s.seats = trick::table_seats(table_, dealer_.seat, stake_multiplier(), scores_, to_move());
  s.zones = trick::table_zones(toy_info().pieces, hands_, table_, viewer);
  return s;
}

std::vector<Event> ToyHand::sample_deal(std::uint64_t seed) const {
  const auto hands = trick::shuffled_deal(wording().copies, seats(), kCards / seats(), seed);
  std::vector<Event> out;
  for (int s = 0; s < seats(); ++s) {
    Event e;
    e.seat = s;
    e.verb = kDeal;
    e.pieces = hands[static_cast<std::size_t>(s)];
    out.push_back(e);
  }
  return out;
}

namespace {

class ToyMatch final : public trick::Match<ToyHand, Options> {
 public:
  explicit ToyMatch(int seats, Options options = {})
      : Match(options, {"X20", "X21", "X22"}, seats) {}
  std::unique_ptr<MatchState> clone() const override { return std::make_unique<ToyMatch>(*this); }

 private:
  Settlement settle_hand(const ToyHand& h) const override {
    Settlement s;
    s.complete = true;
    s.winners = {h.winner()};
    for (int l = 0; l < seats(); ++l) {
      if (l == h.winner()) continue;
      Payment p = trick::payment(l, h.winner(), "last trick", "base", 1, -1, h.notes());
      if (h.winning_card() == 6) trick::add(p, "won with a 6", 1);
      if (const auto times = h.stake_multiplier();
          times && trick::with_dealer(l, h.winner(), h.dealer().seat))
        trick::multiply(p, "倍", *times);
      s.payments.push_back(std::move(p));
    }
    s.deltas = net_deltas(s.payments, seats());
    s.facts.assign(static_cast<std::size_t>(seats() * 2), 0);
    for (int seat = 0; seat < seats(); ++seat) {
      s.facts[static_cast<std::size_t>(seat * 2)] = seat == h.winner() ? 1 : 0;
      s.facts[static_cast<std::size_t>(seat * 2 + 1)] = h.table().won(seat);
    }
    return s;
  }
  std::string streak_text(int streak) const override {
    return " (streak " + std::to_string(streak) + ")";
  }
};

}  // namespace

const VariantInfo& toy_info() {
  static const VariantInfo info = [] {
    VariantInfo v;
    v.id = "toy";
    v.name = "toy";
    v.version = "1.0.0";
    v.seat_counts = {3, 4};
    for (int r = 1; r <= 6; ++r) {
      PieceInfo p;
      p.id = static_cast<PieceId>(r - 1);
      p.code = std::to_string(r);
      p.name = std::to_string(r);
      p.family = Family::card;
      p.copies = 2;
      p.face = std::to_string(r);
      v.pieces.push_back(p);
    }
    v.verbs = trick::trick_verbs(
        {.piece = "card", .pieces = "cards", .hand_size = kHandSize, .max_width = 1, .pad = false});
    v.hand_tags = {"Dealer"};
    v.facts = {{"won", "won the hand", FactType::flag, ""},
               {"tricks", "tricks taken", FactType::amount, ""}};
    return v;
  }();
  return info;
}

std::shared_ptr<const Variant> toy_variant() {
  return std::make_shared<trick::GameVariant>(
      toy_info(), [](const RuleValues&, int seats) -> std::unique_ptr<MatchState> {
        return std::make_unique<ToyMatch>(seats);
      });
}

std::shared_ptr<const Variant> whist_like_variant() {
  return std::make_shared<trick::GameVariant>(
      toy_info(), [](const RuleValues&, int seats) -> std::unique_ptr<MatchState> {
        Options o;
        o.conventions_of_game = kWhistLike;
        return std::make_unique<ToyMatch>(seats, o);
      });
}

}  // namespace paipu::toy
