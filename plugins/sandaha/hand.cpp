#include "hand.hpp"

#include <algorithm>
#include <limits>

#include "paipu/trick/moves.hpp"
#include "sandaha.hpp"

namespace paipu::sandaha {

Event seat_event(int seat, int verb, std::vector<PieceId> cards) {
  Event e;
  e.seat = seat;
  e.verb = verb;
  e.pieces = std::move(cards);
  return e;
}

namespace {

// The trump verb's word: a suit letter or symbol; anything else (`NT`) is no-trump.
std::optional<Suit> suit_from_word(const std::string& w) {
  for (int s = 0; s < kSuits; ++s)
    if (w == suit_letter(static_cast<Suit>(s)) || w == suit_name(static_cast<Suit>(s)))
      return static_cast<Suit>(s);
  return std::nullopt;
}

}  // namespace

SandahaHand::SandahaHand(const Options& options, int seats, int first_bidder,
                         std::vector<long long> scores)
    : options_(options),
      round_(layout_for(seats, options.deck), options.rules, first_bidder),
      scores_(std::move(scores)) {}

Outcome SandahaHand::apply(const Event& e) {
  Outcome out;
  // The host resolves seat letters at the table's size; an event built elsewhere may not be.
  if (e.seat >= round_.seats()) {
    out.problems.push_back({Severity::error, "S109",
                            "no such seat at a table of " + std::to_string(round_.seats()), -1});
    return out;
  }
  std::vector<std::string> notes;
  switch (e.verb) {
    case kDeal:
      out.problems = round_.deal(e.seat, e.pieces);
      break;
    case kBid: {
      // The vocabulary gives one number; a huge one is still a bid out of range.
      const long long n = e.numbers.front();
      const int bid = static_cast<int>(std::clamp<long long>(n, -1, 1000));
      out.problems = round_.call(e.seat, bid);
      break;
    }
    case kPass:
      out.problems = round_.call(e.seat, std::nullopt);
      break;
    case kKitty:
      // Shown as the declarer takes it up (or as the bidding ends, before anyone knows who).
      out.problems =
          round_.take(round_.auction().over() ? round_.auction().declarer() : -1, e.pieces);
      break;
    case kBury:
      out.problems = round_.bury(e.seat, e.pieces);
      break;
    case kTrump:
      out.problems = round_.name_trump(e.seat, suit_from_word(e.words.front()));
      break;
    case kSurrender:
      out.problems = round_.surrender(e.seat);
      break;
    case kPlay:
      round_.set_notes(this->notes());
      out.problems = round_.play(e.seat, e.pieces, step_, notes);
      break;
    case kChallenge:
      out.problems = round_.challenge(e.seat, e.pieces, step_, notes);
      break;
    default:
      out.problems.push_back({Severity::error, "S109", "not a verb of 三打哈", -1});
  }
  if (out.ok()) {
    ++step_;
    if (this->notes()) out.notes = std::move(notes);
  }
  return out;
}

std::vector<Event> SandahaHand::sample_deal(std::uint64_t seed) const {
  const Layout& l = round_.layout();
  const auto dealt = trick::shuffled_deal(copy_limits(l.deck), l.seats, l.hand, seed);
  std::vector<Event> out;
  out.reserve(static_cast<std::size_t>(l.seats));
  for (int s = 0; s < l.seats; ++s)
    out.push_back(seat_event(s, kDeal, dealt[static_cast<std::size_t>(s)]));
  return out;
}

void SandahaHand::visit_legal_moves(const std::function<bool(const Event&)>& visit) const {
  switch (round_.phase()) {
    case Phase::deal:
    case Phase::auction: {
      const Auction a = round_.calls();
      const int seat = a.to_call();
      for (int bid = round_.rules().auction.highest; bid >= round_.rules().auction.lowest;
           bid -= round_.rules().auction.step) {
        if (!a.may_bid(bid)) continue;
        Event e = seat_event(seat, kBid);
        e.numbers = {bid};
        if (!visit(e)) return;
      }
      if (a.may_pass()) visit(seat_event(seat, kPass));
      return;
    }
    case Phase::kitty:
      visit_kitty_moves(visit);
      return;
    case Phase::play:
      visit_play_moves(visit);
      return;
    case Phase::over:
      return;
  }
}

bool SandahaHand::visit_kitty_moves(const std::function<bool(const Event&)>& visit) const {
  const int d = round_.auction().declarer();
  const trick::Hands& hands = round_.hands();
  const Layout& l = round_.layout();
  if (!round_.kitty_taken()) {
    // The kitty is what the deals left: every copy nobody was dealt, if the deals were written.
    std::vector<PieceId> kitty;
    for (PieceId c = 0; c < kKinds; ++c) kitty.insert(kitty.end(), hands.unseen(c), c);
    if (static_cast<int>(kitty.size()) != l.kitty)
      kitty.assign(static_cast<std::size_t>(l.kitty), kUnknownPiece);
    return visit(seat_event(-1, kKitty, kitty));
  }
  if (!visit(seat_event(d, kSurrender))) return false;
  if (!round_.trump_named()) {
    for (int s = 0; s < kSuits; ++s) {
      Event e = seat_event(d, kTrump);
      e.words = {suit_letter(static_cast<Suit>(s))};
      if (!visit(e)) return false;
    }
    if (round_.rules().no_trump) {
      Event e = seat_event(d, kTrump);
      e.words = {"NT"};
      if (!visit(e)) return false;
    }
  }
  // Once the kitty is buried and trumps named, the declarer leads.
  if (round_.buried()) return !round_.trump_named() || visit_play_moves(visit);
  return trick::visit_sub_multisets(hands.known(d), l.kitty, [&](const std::vector<PieceId>& b) {
    return visit(seat_event(d, kBury, b));
  });
}

bool SandahaHand::visit_play_moves(const std::function<bool(const Event&)>& visit) const {
  const int s = round_.to_move();
  const std::vector<PieceId> hand = round_.hands().known(s);
  const trick::CardOrder& order = round_.order();
  const auto& lead = round_.current_lead();
  // Where the declarer may give up during play (surrender = xt), on its turn.
  if (round_.phase() == Phase::play && s == round_.auction().declarer() &&
      round_.rules().scoring.surrender == ScoringRules::Surrender::xt &&
      !visit(seat_event(s, kSurrender)))
    return false;
  if (!lead) {
    if (!round_.relead().empty()) {
      for (const trick::Unit& u : round_.relead())
        if (!visit(seat_event(s, kPlay, u.cards))) return false;
      return true;
    }
    // Any cards of one group: a single, a pair, a tractor or a throw.
    trick::MovesAsEvents events(s, kPlay, kPlay, visit);
    for (int g = 0; g <= kTrumpGroup; ++g) {
      std::vector<PieceId> group, paired;
      for (PieceId c : hand)
        if (order.group_of(c) == g) {
          if (!group.empty() && group.back() == c && (paired.empty() || paired.back() != c))
            paired.push_back(c);
          group.push_back(c);
        }
      for (int k = 1; k <= static_cast<int>(group.size()); ++k) {
        const bool one_unit = k > 1 && !round_.may_throw(s, g, static_cast<std::size_t>(k));
        const bool go_on = one_unit ? k % 2 == 1 || visit_one_unit_leads(s, paired, k / 2, visit)
                                    : trick::visit_sub_multisets(group, k, [&](const auto& m) {
                                        return events.emit(kPlay, m);
                                      });
        if (!go_on) return false;
      }
    }
    return true;
  }
  return visit_follows(visit) && visit_challenges(visit);
}

// Without a throw a lead of several cards is one pair or tractor: cards held twice, each played
// twice. Choosing among the paired cards alone keeps a 20-trump hand from trying a million sets.
bool SandahaHand::visit_one_unit_leads(int s, const std::vector<PieceId>& paired, int pairs,
                                       const std::function<bool(const Event&)>& visit) const {
  std::vector<PieceId> cards;
  trick::MovesAsEvents events(s, kPlay, kPlay, visit);
  return trick::visit_sub_multisets(paired, pairs, [&](const std::vector<PieceId>& half) {
    cards.clear();
    for (PieceId c : half) cards.insert(cards.end(), 2, c);
    return trick::split_units(cards, round_.order()).size() > 1 || events.emit(kPlay, cards);
  });
}

bool SandahaHand::follow_allowed(const std::vector<PieceId>& hand,
                                 const std::vector<PieceId>& play) const {
  const trick::Lead& lead = *round_.current_lead();
  const Rules& rules = round_.rules();
  if (trick::follow_fault(lead, hand, play, round_.order(), rules.shape)) return false;
  // Where challenges are mandatory, a follow that could challenge is no follow.
  return !(rules.challenge_mandatory && lead.is_throw() &&
           !trick::challengeable(lead, play, round_.order()).empty());
}

bool SandahaHand::visit_follows(const std::function<bool(const Event&)>& visit) const {
  const int s = round_.to_move();
  const std::vector<PieceId> hand = round_.hands().known(s);
  const trick::Lead& lead = *round_.current_lead();
  trick::MovesAsEvents events(s, kPlay, kPlay, visit);
  const auto follow = [&](const std::vector<PieceId>& m) {
    return !follow_allowed(hand, m) || events.emit(kPlay, m);
  };
  // A follow holds as many cards of the led group as the hand has, up to the count led, so only
  // such sets are tried: a 28-card hand has 98,280 sets of 5 cards, and few keep that obligation.
  std::vector<PieceId> own;
  std::vector<PieceId> other;
  for (PieceId c : hand) (round_.order().group_of(c) == lead.group ? own : other).push_back(c);
  const int short_by = lead.cards() - static_cast<int>(own.size());
  if (short_by <= 0) return trick::visit_sub_multisets(own, lead.cards(), follow);
  std::vector<PieceId> play;  // its storage serves every set
  return trick::visit_sub_multisets(other, short_by, [&](const std::vector<PieceId>& m) {
    play.assign(own.begin(), own.end());
    play.insert(play.end(), m.begin(), m.end());
    std::sort(play.begin(), play.end());
    return follow(play);
  });
}

// Against a throw: one unit of the led group that beats a unit of the throw of its kind.
bool SandahaHand::visit_challenges(const std::function<bool(const Event&)>& visit) const {
  const trick::Lead& lead = *round_.current_lead();
  if (!lead.is_throw()) return true;
  const int s = round_.to_move();
  const trick::CardOrder& order = round_.order();
  std::vector<PieceId> own;
  for (PieceId c : round_.hands().known(s))
    if (order.group_of(c) == lead.group) own.push_back(c);
  int longest = 0;
  for (const trick::Unit& u : lead.units) longest = std::max(longest, u.size());
  trick::MovesAsEvents events(s, kChallenge, kChallenge, visit);
  for (int k = 1; k <= std::min(longest, static_cast<int>(own.size())); ++k)
    if (!trick::visit_sub_multisets(own, k, [&](const std::vector<PieceId>& m) {
          const auto units = trick::split_units(m, order);
          if (units.size() != 1) return true;
          for (std::size_t i : trick::challengeable(lead, m, order))
            if (lead.units[i].pairs == units.front().pairs) return events.emit(kChallenge, m);
          return true;
        }))
      return false;
  return true;
}

std::vector<int> SandahaHand::sides() const {
  const int declarer = round_.auction().declarer();
  std::vector<int> side(static_cast<std::size_t>(round_.layout().seats), -1);
  if (declarer < 0 || round_.phase() == Phase::deal || round_.phase() == Phase::auction) {
    return side;
  }
  std::fill(side.begin(), side.end(), 1);
  side[static_cast<std::size_t>(declarer)] = 0;
  return side;
}

}  // namespace paipu::sandaha
