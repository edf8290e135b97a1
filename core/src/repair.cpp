#include "repair.hpp"

#include <algorithm>
#include <set>
#include <tuple>

#include "suggest.hpp"

namespace paipu::repair {

namespace {

// Enough legal moves to find the one a transcriber meant; a 21-card hand has far more.
constexpr std::size_t kMaxMoves = 512;

std::vector<Event> legal_moves(const HandState& state, std::size_t limit = kMaxMoves) {
  std::vector<Event> moves;
  if (limit == 0) return moves;
  state.visit_legal_moves([&](const Event& m) {
    moves.push_back(m);
    return moves.size() < limit;
  });
  return moves;
}

// How far a legal move is from what was written: a changed seat, verb, numbers or words count one
// each, pieces the number that differ (a `*` written matches any piece).
int distance(const Event& written, const Event& move) {
  int d = (written.seat != move.seat) + (written.verb != move.verb) +
          (written.numbers != move.numbers) + (written.words != move.words);
  std::vector<PieceId> a = written.pieces, b = move.pieces;
  std::sort(a.begin(), a.end());
  std::sort(b.begin(), b.end());
  std::size_t unknown = 0;  // `*` sorts last
  while (!a.empty() && a.back() == kUnknownPiece) {
    a.pop_back();
    ++unknown;
  }
  std::vector<PieceId> common;
  std::set_intersection(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(common));
  const std::size_t move_left = b.size() - common.size();
  const std::size_t by_unknown = std::min(unknown, move_left);
  const std::size_t written_left = a.size() - common.size() + unknown - by_unknown;
  return d + static_cast<int>(std::max(written_left, move_left - by_unknown));
}

bool apply_ok(HandState& s, const Event& e) {
  return s.apply(e).ok();
}

// Lines applied to `state`, from position `from`, before the first that fails (or the end).
std::size_t run(HandState& state, const std::vector<Line>& lines, std::size_t from) {
  std::size_t n = 0;
  for (std::size_t i = from; i < lines.size(); ++i, ++n)
    if (!lines[i].event || !apply_ok(state, *lines[i].event)) break;
  return n;
}

}  // namespace

std::optional<Edit> recover(const HandState& before, const std::vector<Line>& lines, std::size_t at,
                            std::size_t max_moves) {
  const Event* written = lines[at].event ? &*lines[at].event : nullptr;
  std::optional<Edit> best;
  std::size_t best_progress = 0;
  const auto consider = [&](Edit e, std::size_t progress) {
    if (!best || progress > best_progress || (progress == best_progress && e.cost < best->cost)) {
      best = std::move(e);
      best_progress = progress;
    }
  };
  {
    const std::unique_ptr<HandState> s = before.clone();
    consider(Edit{Edit::Kind::remove, at, {}, 2}, run(*s, lines, at + 1));
  }
  for (const Event& r : lines[at].readings) {
    const std::unique_ptr<HandState> s = before.clone();
    if (apply_ok(*s, r)) consider(Edit{Edit::Kind::replace, at, r, 1}, run(*s, lines, at + 1));
  }
  for (const Event& m : legal_moves(before, std::min(max_moves, kMaxMoves))) {
    const std::unique_ptr<HandState> s = before.clone();
    if (!apply_ok(*s, m)) continue;
    {
      const std::unique_ptr<HandState> r = s->clone();
      consider(Edit{Edit::Kind::replace, at, m, written ? distance(*written, m) : 3},
               run(*r, lines, at + 1));
    }
    if (written && apply_ok(*s, *written))
      consider(Edit{Edit::Kind::insert, at, m, 2}, run(*s, lines, at + 1));
  }
  if (best && best_progress == 0 && at + 1 < lines.size()) return std::nullopt;
  return best;
}

namespace {

// Whether `e`, written with `spec`'s verb, is a line the vocabulary reads: as many arguments as
// the verb takes, and words among its keywords. A verb changed by the search keeps the written
// arguments, and a plugin is never sent an event no record could spell.
bool spellable(const VerbSpec& spec, const Event& e) {
  std::size_t count = 0;
  switch (spec.args) {
    case ArgKind::none:
      count = e.pieces.size() + e.numbers.size() + e.words.size();
      break;
    case ArgKind::pieces:
      count = e.pieces.size();
      break;
    case ArgKind::numbers:
      count = e.numbers.size();
      break;
    case ArgKind::words:
      count = e.words.size();
      for (const std::string& w : e.words)
        if (!spec.keywords.empty() &&
            std::find(spec.keywords.begin(), spec.keywords.end(), w) == spec.keywords.end())
          return false;
      break;
  }
  return spec.takes(count);
}

// The spelling distance between two pieces (the closer of their names and codes), for ranking
// replacements: a typed slip is usually a near spelling.
std::size_t spelling_distance(const Vocabulary& vocab, PieceId a, PieceId b) {
  return std::min(
      edit_distance(vocab.piece_text(a, PieceStyle::cjk), vocab.piece_text(b, PieceStyle::cjk)),
      edit_distance(vocab.piece_text(a, PieceStyle::ascii),
                    vocab.piece_text(b, PieceStyle::ascii)));
}

struct Candidate {
  Edit edit;
  std::size_t far = 0;    // lines between the edit and the failing line
  std::size_t spell = 0;  // spelling distance of a replaced piece
  auto rank() const { return std::tuple(far, edit.cost, spell, static_cast<int>(edit.kind)); }
};

class Search {
 public:
  Search(const HandFactory& factory, const std::vector<Line>& lines,
         const std::optional<Stated>& stated, std::size_t budget)
      : factory_(factory), lines_(lines), stated_(stated), budget_(budget) {}

  // The states before each of `positions` (all at or before `at`): false when the hand cannot be
  // begun or a line before `at` fails. Only the positions edits are tried at are kept: a copy of
  // the state before every line of a long hand cost more than a small search.
  bool prepare(std::size_t at, const std::vector<std::size_t>& positions) {
    std::vector<bool> wanted(at + 1, false);
    for (std::size_t p : positions) wanted[p] = true;
    prefix_.resize(at + 1);
    std::unique_ptr<HandState> s = factory_.begin();
    if (!s) return false;
    for (std::size_t p = 0;; ++p) {
      if (wanted[p]) prefix_[p] = s->clone();
      if (p == at) return true;
      if (!lines_[p].event || !apply_ok(*s, *lines_[p].event)) return false;
    }
  }
  const HandState& before(std::size_t p) const { return *prefix_[p]; }
  bool exhausted() const { return tried_ >= budget_; }

  // Whether the hand with `e` applied at position `p` is valid to its end and agrees with the
  // stated result.
  bool complete(const Edit& e) {
    ++tried_;
    std::unique_ptr<HandState> s = prefix_[e.at]->clone();
    std::size_t next = e.at + 1;
    switch (e.kind) {
      case Edit::Kind::replace:
        if (!apply_ok(*s, e.event)) return false;
        break;
      case Edit::Kind::remove:
        break;
      case Edit::Kind::insert:
        if (!apply_ok(*s, e.event)) return false;
        next = e.at;
        break;
      case Edit::Kind::swap:
        if (e.at + 1 >= lines_.size() || !lines_[e.at + 1].event || !lines_[e.at].event ||
            !apply_ok(*s, *lines_[e.at + 1].event) || !apply_ok(*s, *lines_[e.at].event))
          return false;
        next = e.at + 2;
        break;
    }
    if (next < lines_.size() && run(*s, lines_, next) != lines_.size() - next) return false;
    if (!stated_) return true;
    if (!s->finished()) return false;
    const std::vector<long long> deltas = factory_.settle(*s);
    for (std::size_t i = 0; i < stated_->deltas.size() && i < deltas.size(); ++i)
      if (stated_->given[i] && stated_->deltas[i] != deltas[i]) return false;
    return true;
  }

 private:
  const HandFactory& factory_;
  const std::vector<Line>& lines_;
  const std::optional<Stated>& stated_;
  std::vector<std::unique_ptr<HandState>> prefix_;
  std::size_t budget_;
  std::size_t tried_ = 0;
};

}  // namespace

std::vector<Edit> suggest(const HandFactory& factory, const std::vector<Line>& lines,
                          std::size_t at, std::size_t focus, const std::optional<Stated>& stated,
                          const Vocabulary& vocab, int seats, std::size_t budget,
                          std::size_t limit) {
  if (budget == 0 || at >= lines.size()) return {};
  const VariantInfo& info = vocab.info();
  focus = std::min(focus, at);
  const int seat = lines[focus].event ? lines[focus].event->seat : -1;

  // Positions: the failing and the reported line and the three before each, then earlier lines of
  // the seat at fault (its deal, its plays).
  std::vector<std::size_t> positions;
  for (std::size_t back = 0; back <= at; ++back) {
    const std::size_t p = at - back;
    const bool near = back <= 3 || (p <= focus && focus - p <= 3);
    const bool same_seat = seat >= 0 && lines[p].event && lines[p].event->seat == seat;
    if (near || same_seat) positions.push_back(p);
  }
  Search search(factory, lines, stated, budget);
  if (!search.prepare(at, positions)) return {};

  std::vector<Candidate> found;
  std::set<std::tuple<int, std::size_t, int, int, std::vector<PieceId>>> seen;
  // `was` and `now`: the piece a replacement swaps out and in, whose spelling distance ranks it
  // (worked out only for an edit that works: it is most of the cost of an edit that fails early).
  const auto consider = [&](Edit e, PieceId was = kUnknownPiece, PieceId now = kUnknownPiece) {
    if (search.exhausted()) return;
    if (!seen.insert({static_cast<int>(e.kind), e.at, e.event.seat, e.event.verb, e.event.pieces})
             .second)
      return;
    const std::size_t far = e.at > focus ? e.at - focus : focus - e.at;
    if (!search.complete(e)) return;
    const std::size_t spell = was == kUnknownPiece ? 0 : spelling_distance(vocab, was, now);
    found.push_back(Candidate{std::move(e), far, spell});
  };

  // Candidates are built only while the budget lasts: building one copies its event.
  for (std::size_t p : positions) {
    if (search.exhausted()) break;
    const std::optional<Event>& written = lines[p].event;
    if (written) {
      // One piece replaced, or every copy of it (a pair written as one token is one slip).
      for (std::size_t k = 0; k < written->pieces.size() && !search.exhausted(); ++k)
        for (PieceId q = 0; q < info.pieces.size() && !search.exhausted(); ++q) {
          const PieceId was = written->pieces[k];
          if (q == was) continue;
          Edit one{Edit::Kind::replace, p, *written, 1};
          one.event.pieces[k] = q;
          consider(std::move(one), was, q);
          Edit all{Edit::Kind::replace, p, *written, 1};
          std::replace(all.event.pieces.begin(), all.event.pieces.end(), was, q);
          consider(std::move(all), was, q);
        }
      const VerbSpec& spec = info.verbs[static_cast<std::size_t>(written->verb)];
      for (std::size_t v = 0; v < info.verbs.size(); ++v) {
        const VerbSpec& other = info.verbs[v];
        if (static_cast<int>(v) == written->verb || other.args != spec.args ||
            other.seated != spec.seated)
          continue;
        Edit e{Edit::Kind::replace, p, *written, 1};
        e.event.verb = static_cast<int>(v);
        if (spellable(other, e.event)) consider(std::move(e));
      }
      if (written->seat >= 0)
        for (int s = 0; s < seats; ++s) {
          if (s == written->seat) continue;
          Edit e{Edit::Kind::replace, p, *written, 1};
          e.event.seat = s;
          consider(std::move(e));
        }
    }
    // A line is left out only where it repeats its neighbour: leaving out a line that reads as
    // something else (a deal, a play) would make almost any hand valid.
    const bool repeats = written && ((p > 0 && lines[p - 1].event == written) ||
                                     (p + 1 < lines.size() && lines[p + 1].event == written));
    if (repeats) consider(Edit{Edit::Kind::remove, p, {}, 1});
    for (const Event& r : lines[p].readings) consider(Edit{Edit::Kind::replace, p, r, 1});
    if (p + 1 < lines.size() && (p + 3 >= at || p + 3 >= focus))
      consider(Edit{Edit::Kind::swap, p, {}, 1});
    if (search.exhausted()) break;
    for (const Event& m : legal_moves(search.before(p))) {
      if (!written) consider(Edit{Edit::Kind::replace, p, m, 1});
      consider(Edit{Edit::Kind::insert, p, m, 2});
    }
  }

  std::stable_sort(found.begin(), found.end(),
                   [](const Candidate& a, const Candidate& b) { return a.rank() < b.rank(); });
  std::vector<Edit> best;
  for (std::size_t i = 0; i < found.size() && best.size() < limit; ++i)
    best.push_back(found[i].edit);
  return best;
}

}  // namespace paipu::repair
