// The trick kit's hands with hidden pieces, the table and its tricks, where each copy was placed,
// and the problems every trick game reports alike. The other parts: game.cpp, moves.cpp,
// zones.cpp and shapes.cpp.
#include "paipu/trick.hpp"

#include <algorithm>
#include <limits>
#include <numeric>
#include <utility>

namespace paipu::trick {

namespace {

std::size_t ix(int i) {
  return static_cast<std::size_t>(i);
}

}  // namespace

Hands::Hands(int seats, int hand_size, Counts copies)
    : kinds_(copies.size()),
      seats_(ix(seats), Seat{hand_size, 0, hand_size}),
      counts_((2 + ix(seats)) * kinds_, 0) {
  std::copy(copies.begin(), copies.end(), counts_.begin());
}

// Checks every piece before it changes anything, so a refused deal leaves the hands as they were:
// the copies are counted as seen while they are checked, and counted back at the first refusal.
Check Hands::deal(int seat, const std::vector<PieceId>& pieces) {
  Seat& s = seats_[ix(seat)];
  if (static_cast<int>(pieces.size()) > s.unknown) return {Shortfall::too_many, s.unknown};
  const int* copy = copies();
  int* seen = this->seen();
  for (std::size_t i = 0; i < pieces.size(); ++i) {
    const PieceId p = pieces[i];
    if (p == kUnknownPiece) continue;
    const Shortfall why = p >= kinds_          ? Shortfall::not_in_hand
                          : seen[p] >= copy[p] ? Shortfall::over_copies
                                               : Shortfall::none;
    if (why != Shortfall::none) {
      for (std::size_t j = 0; j < i; ++j)
        if (pieces[j] != kUnknownPiece) --seen[pieces[j]];
      return {why, static_cast<int>(i)};
    }
    ++seen[p];
  }
  int* known = known_of(seat);
  for (PieceId p : pieces) {
    if (p == kUnknownPiece) continue;
    ++known[p];
    --s.unknown;
  }
  return {};
}

Check Hands::add(int seat, const std::vector<PieceId>& pieces) {
  const int* copy = copies();
  const int* seen = this->seen();
  for (std::size_t i = 0; i < pieces.size(); ++i) {
    const PieceId p = pieces[i];
    if (p == kUnknownPiece) continue;
    if (p >= kinds_) return {Shortfall::not_in_hand, static_cast<int>(i)};
    int before = 0;  // copies of `p` earlier in the same list
    for (std::size_t j = 0; j < i; ++j) before += pieces[j] == p ? 1 : 0;
    if (seen[p] + before >= copy[p]) return {Shortfall::over_copies, static_cast<int>(i)};
  }
  Seat& s = seats_[ix(seat)];
  int* known = known_of(seat);
  for (PieceId p : pieces) {
    if (p == kUnknownPiece) {
      ++s.unknown;
    } else {
      ++this->seen()[p];
      ++known[p];
    }
  }
  s.size += static_cast<int>(pieces.size());
  return {};
}

// A named piece that remove() took from an unknown slot was counted as seen then; it stays seen
// and comes back known. A `*` went out as a piece nobody can name, and comes back as one.
void Hands::give_back(int seat, const std::vector<PieceId>& pieces) {
  Seat& s = seats_[ix(seat)];
  int* known = known_of(seat);
  for (PieceId p : pieces) {
    if (p == kUnknownPiece)
      --s.anonymous_out;
    else
      ++known[p];
  }
  s.size += static_cast<int>(pieces.size());
}

std::vector<PieceId> Hands::known(int seat) const {
  std::vector<PieceId> out;
  const int* known = known_of(seat);
  out.reserve(ix(std::accumulate(known, known + kinds_, 0)));
  for (std::size_t p = 0; p < kinds_; ++p)
    for (int n = 0; n < known[p]; ++n) out.push_back(static_cast<PieceId>(p));
  return out;
}

bool Hands::fully_known(int seat) const {
  const Seat& s = at(seat);
  return s.unknown == 0 && s.anonymous_out == 0;
}

int Hands::unseen(PieceId id) const {
  return copies()[id] - seen()[id];
}

// ---------------------------------------------------------------------------------------------------

Table::Table(int seats) : seats_(seats), won_(ix(seats), 0) {}

const Trick& Table::no_trick() {
  static const Trick kNone{};
  return kNone;
}

int Table::close(int units) {
  const int winner = trick_.winner();
  won_[ix(winner)] += units;
  closed_ = std::make_shared<const Closed>(std::move(trick_), std::move(closed_),
                                           closed_ ? closed_->count + 1 : 1);
  trick_.plays.clear();
  open_ = false;
  leader_ = winner;
  return winner;
}

History Table::history() const {
  History h;
  if (!closed_) return h;
  h.at_ = InlineList<const Trick*, 32>(closed_->count, nullptr);
  std::size_t i = closed_->count;
  for (const Closed* c = closed_.get(); c; c = c->before.get()) h.at_[--i] = &c->trick;
  return h;
}

Trick Table::withdraw() {
  Trick t = std::move(trick_);
  trick_.plays.clear();
  open_ = false;
  leader_ = t.leader;
  return t;
}

// ---------------------------------------------------------------------------------------------------

void Placements::record(int step, int seat, std::span<const PieceId> pieces, How how) {
  entries_.push_back(
      {step, static_cast<std::uint8_t>(seat), how, static_cast<std::uint16_t>(pieces_.size())});
  for (PieceId p : pieces) pieces_.push_back(p);
}

std::vector<Reference> placed_copies(PieceId p, const Placed& placed, const Wording& w) {
  std::vector<Reference> out;
  const std::string name = w.names({p});
  const auto entries = placed.into_hands.entries();
  std::size_t next = 0;  // the first entry not yet counted into `known`
  // Each seat's copies of `p` named into its hand and not yet played, as remove() counts them: a
  // play of `p` that finds none took an unknown slot.
  PerSeat<int> known(ix(placed.table.seats()), 0);
  // Counts the copies named into hands by the entries before `step`, each with its reference.
  auto take_entries_before = [&](int step) {
    for (; next < entries.size() && entries[next].step < step; ++next) {
      const Placements::Entry& e = entries[next];
      const auto pieces = placed.into_hands.pieces(next);
      for (std::size_t i = 0; i < pieces.size(); ++i) {
        if (pieces[i] != p) continue;
        ++known[ix(e.seat)];
        const char* verb = e.how == Placements::How::dealt ? " was dealt " : " took up ";
        out.push_back({e.step, static_cast<int>(i), seat_name(e.seat) + verb + name + " here"});
      }
    }
  };
  auto take_play = [&](const Play& play) {
    take_entries_before(play.step);
    for (std::size_t i = 0; i < play.pieces.size(); ++i) {
      if (play.pieces[i] != p) continue;
      int& k = known[ix(play.seat)];
      if (k > 0) {
        --k;
        continue;
      }
      out.push_back({play.step, static_cast<int>(i),
                     seat_name(play.seat) + " played " + name +
                         (play.face_up ? " here" : " face down here")});
    }
  };
  for (const Trick& t : placed.table.history())
    for (const Play& play : t.plays) take_play(play);
  for (const Play& play : placed.table.current().plays) take_play(play);
  take_entries_before(std::numeric_limits<int>::max());
  return out;
}

// ---------------------------------------------------------------------------------------------------

std::string seat_name(int seat) {
  static const char* const kSeat[] = {"E", "S", "W", "N"};
  return seat >= 0 && seat < 4 ? kSeat[seat] : "?";
}

namespace {

Problem error(const std::string& code, std::string message, int piece = -1) {
  return {Severity::error, code, std::move(message), piece};
}

// "the set has only 2 and the record has placed all of them already"; `both` is what a kind of
// two calls its copies.
std::string placed_all(const Wording& w, PieceId p, const std::string& both, const char* where) {
  const int n = p < w.copies.size() ? w.copies[p] : 0;
  const std::string them = n == 1 ? "it" : n == 2 ? both : "all of them";
  return "the set has only " + std::to_string(n) + " and the record has placed " + them + " " +
         where;
}

// A piece outside the set is no tile or card of the game: the message says "piece" whatever the
// game calls its pieces.
std::string foreign(const Wording& w) {
  return "piece " + w.game + " does not have";
}

}  // namespace

Outcome fail(Problem p) {
  Outcome out;
  out.problems.push_back(std::move(p));
  return out;
}

Outcome fail(const char* code, std::string message, int piece) {
  return fail(Problem{Severity::error, code, std::move(message), piece});
}

std::string count_of(std::size_t n, const Wording& w) {
  return std::to_string(n) + " " + (n == 1 ? w.piece : w.pieces);
}

std::optional<Problem> deal_into(Hands& hands, int seat, const std::vector<PieceId>& pieces,
                                 bool started, bool dealt, const Wording& w, const Codes& c,
                                 const Placed* placed) {
  const bool in_order = !started && !dealt && static_cast<int>(pieces.size()) <= w.hand_size;
  const Check k = in_order ? hands.deal(seat, pieces) : Check{};
  if (in_order && k.ok()) return std::nullopt;
  const std::string s = seat_name(seat);
  if (started)
    return error(c.deal, s + " is dealt after play has begun; write deals before the first lead");
  if (dealt) return error(c.deal, s + " is dealt twice; write each seat's deal once");
  if (static_cast<int>(pieces.size()) > w.hand_size)
    return error(c.count, s + " is dealt " + count_of(pieces.size(), w) + ", but a hand holds " +
                              std::to_string(w.hand_size));
  if (k.why == Shortfall::too_many)
    return error(c.count,
                 s + " is dealt " + count_of(pieces.size(), w) + ", more than its hand holds");
  const PieceId p = pieces[ix(k.index)];
  if (p >= w.copies.size()) return error(c.malformed, s + "'s deal names a " + foreign(w), k.index);
  Problem out =
      error(c.copies,
            s + " is dealt " + w.names({p}) + ", but " + placed_all(w, p, "all of them", "already"),
            k.index);
  if (placed != nullptr) out.related = placed_copies(p, *placed, w);
  return out;
}

namespace detail {

Problem removal_report(const Hands& hands, int seat, const std::vector<PieceId>& pieces, Check k,
                       const Wording& w, const Codes& c, const Placed* placed) {
  const std::string s = seat_name(seat);
  if (k.why == Shortfall::too_many)
    return error(c.count, s + " plays " + count_of(pieces.size(), w) + " but has only " +
                              count_of(ix(std::max(0, hands.size(seat))), w) + " left");
  const PieceId p = pieces[ix(k.index)];
  if (p >= w.copies.size()) return error(c.malformed, s + " plays a " + foreign(w), k.index);
  const std::string n = w.names({p});
  if (k.why == Shortfall::over_copies) {
    Problem out = error(
        c.copies, s + " plays " + n + ", but " + placed_all(w, p, w.both, "elsewhere"), k.index);
    if (placed != nullptr) out.related = placed_copies(p, *placed, w);
    return out;
  }
  const std::vector<PieceId> known = hands.known(seat);
  const std::string held = hands.fully_known(seat) ? " (it holds " + w.names(known) + ")" : "";
  // A play that names more copies than the hand holds: "plays 3 天 but holds only 2".
  const auto has = std::count(known.begin(), known.end(), p);
  if (has > 0)
    return error(c.not_in_hand,
                 s + " plays " + std::to_string(std::count(pieces.begin(), pieces.end(), p)) + " " +
                     n + " but holds only " + std::to_string(has) + held,
                 k.index);
  return error(c.not_in_hand, s + " plays " + n + " but has no " + n + " in hand" + held, k.index);
}

Problem unnamed_face_up_report(int seat, std::size_t index, const Wording& w, const Codes& c) {
  // Only a game with a face-down follow has a play where `*` fits; no other is told of one.
  return error(c.malformed,
               seat_name(seat) + " plays `*` face up; a face-up play names its " + w.pieces +
                   (w.face_down_follows ? ", `*` is only for pad" : ""),
               static_cast<int>(index));
}

Problem turn_report(const Table& table, int seat, const Codes& c, const Conventions& conventions,
                    int dealer) {
  const int expected = table.to_move();
  const std::string s = seat_name(seat);
  const int n = table.trick_number();
  if (table.trick_open())
    return error(c.turn, s + " plays, but it is " + seat_name(expected) + "'s turn in trick " +
                             std::to_string(n));
  if (!table.history().empty())
    return error(c.turn, s + " leads trick " + std::to_string(n) + ", but " + seat_name(expected) +
                             " won trick " + std::to_string(n - 1) + " and leads");
  // Who leads trick 1, and why, by the game's conventions: no convention is assumed.
  const bool after_dealer = conventions.first_lead == FirstLead::after_dealer && expected >= 0;
  std::string m = s + " leads, but ";
  if (conventions.first_lead == FirstLead::by_game)
    return error(c.turn, m + seat_name(expected) + " leads trick 1");  // the game says why
  if (after_dealer)
    m.append(seat_name(expected)).append(", the seat after the dealer ").append(seat_name(dealer));
  else
    m.append("the dealer ").append(seat_name(expected));
  m.append(after_dealer ? ", leads trick 1" : " leads trick 1");
  return error(c.turn, std::move(m));
}

Problem follow_count_report(const Table& table, int seat, std::size_t n, const Wording& w,
                            const Codes& c) {
  const auto width = ix(table.current().width());
  return error(c.count, seat_name(seat) + " plays " + count_of(n, w) + " but trick " +
                            std::to_string(table.current().number) + " was led with " +
                            count_of(width, w) + "; follow with exactly " + count_of(width, w) +
                            (w.face_down_follows ? ", face up or face down" : ""));
}

}  // namespace detail

}  // namespace paipu::trick
