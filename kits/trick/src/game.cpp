// The trick kit's game scaffolding: the dealer and its tags, rule option lookup, itemised
// payments, the piece table and the verbs.
#include "paipu/trick.hpp"

#include <algorithm>
#include <charconv>
#include <utility>

namespace paipu::trick {

void Dealer::advance(int winner, const DealerRule& r) {
  if (winner == seat) {
    streak = first ? (r.first_win_repeats ? 1 : 0) : streak + 1;
  } else {
    seat = winner;
    streak = 0;
  }
  first = false;
  previous = seat;
}

void Dealer::lose_track() {
  if (seat >= 0) previous = seat;
  seat = -1;
}

void Dealer::resume(int dealer, const DealerRule& r) {
  seat = previous;
  advance(dealer, r);
}

int seat_from_tag(const std::string& value, int seats) {
  static const char* const kLetters[] = {"E", "S", "W", "N"};
  static const char* const kWinds[] = {"東", "南", "西", "北"};
  for (int s = 0; s < seats && s < 4; ++s)
    if (value == kLetters[s] || value == kWinds[s]) return s;
  return -1;
}

namespace {

// ", multiplier ×2" (DealerRule::label), or nothing for a game without a stake.
std::string stake_text(const Dealer& d, const DealerRule& r, const Conventions& c) {
  return c.has_stake() ? ", " + std::string(r.label) + " ×" + std::to_string(d.multiplier(r))
                       : std::string();
}

}  // namespace

void take_dealer_tag(const std::map<std::string, std::string>& tags, bool first_hand, int seats,
                     const DealerRule& r, const Conventions& c, const DealerTagCodes& codes,
                     Dealer& d, std::vector<Problem>& problems) {
  auto warn = [&](const std::string& code, std::string message) {
    problems.push_back({Severity::warning, code, std::move(message), -1});
  };
  const bool rotates = c.next_deal == NextDeal::rotates;
  int tagged = -1;
  if (auto it = tags.find("Dealer"); it != tags.end()) {
    tagged = seat_from_tag(it->second, seats);
    if (tagged < 0)
      problems.push_back({Severity::error, codes.bad,
                          "the Dealer tag says '" + shown(it->second) + "'; write " +
                              (seats == 3 ? "E, S or W" : "E, S, W or N"),
                          -1});
  }
  if (first_hand) {
    if (tagged >= 0) d.seat = tagged;
    return;
  }
  if (d.seat < 0) {
    if (tagged < 0) {
      warn(codes.unknown,
           "the previous hand did not finish, so the dealer is unknown until this hand's first "
           "lead; a Dealer tag would say who deals");
      return;
    }
    if (rotates) {
      d.advance(tagged, r);  // from an unknown seat: a new dealer
      warn(codes.unknown,
           "the previous hand did not finish and its dealer is unknown; the Dealer tag "
           "makes " +
               seat_name(tagged) + " the dealer" + stake_text(d, r, c));
      return;
    }
    const bool stayed = tagged == d.previous;
    d.resume(tagged, r);
    warn(codes.unknown,
         "the previous hand did not finish, so its winner is unknown; the Dealer tag makes " +
             seat_name(tagged) + " the dealer, assumed " +
             (stayed ? "to have won as dealer" +
                           (r.repeat.empty() ? std::string() : " (" + std::string(r.repeat) + ")")
                     : std::string("to be a new dealer")) +
             (c.has_stake() ? ": " + std::string(r.label) + " ×" + std::to_string(d.multiplier(r))
                            : std::string()));
    return;
  }
  if (tagged >= 0 && tagged != d.seat) {
    warn(codes.disagrees, "the Dealer tag says " + seat_name(tagged) + ", but " +
                              (rotates ? "the deal passes in turn to " + seat_name(d.seat)
                                       : seat_name(d.seat) + " won the previous hand and deals") +
                              "; following the tag, " + seat_name(tagged) + " deals" +
                              (rotates ? "" : " as a new dealer"));
    d.advance(tagged, r);
  }
}

void advance_dealer(Dealer& d, int winner, int seats, const DealerRule& r, const Conventions& c) {
  if (c.next_deal == NextDeal::rotates) {
    if (d.seat >= 0) d.advance((d.seat + 1) % seats, r);
    return;
  }
  d.advance(winner, r);
}

void dealer_from_lead(Dealer& d, const DealerRule& r, const Conventions& c, Table& table,
                      int leader) {
  table.set_leader(leader);
  const int dealer = c.dealer_for_leader(leader, table.seats());
  if (dealer < 0) return;  // the game names its first leader: a lead says nothing of the deal
  // Where the deal rotates, a dealer in the last known seat won nothing by staying there.
  if (c.next_deal == NextDeal::rotates)
    d.advance(dealer, r);
  else
    d.resume(dealer, r);
}

std::string dealer_from_lead_note(const Dealer& d, const DealerRule& r, const Conventions& c,
                                  int leader, int seats) {
  std::string text = "the dealer is taken from the first lead: ";
  if (c.first_leader(d.seat, seats) != d.seat)
    text += seat_name(leader) + " leads, so " + seat_name(d.seat) + " deals";
  else
    text += seat_name(d.seat);
  return text + stake_text(d, r, c);
}

// ---------------------------------------------------------------------------------------------------

namespace {

const RuleOption* find_option(const std::vector<RuleOption>& options, const std::string& name) {
  for (const RuleOption& o : options)
    if (o.name == name) return &o;
  return nullptr;
}

}  // namespace

std::string option_value(const std::vector<RuleOption>& options, const RuleValues& values,
                         const std::string& name) {
  const RuleOption* o = find_option(options, name);
  if (o == nullptr) return {};
  auto it = values.find(name);
  if (it == values.end()) return o->default_value;
  const bool listed = o->choices.empty() || std::find(o->choices.begin(), o->choices.end(),
                                                      it->second) != o->choices.end();
  return listed ? it->second : o->default_value;
}

int option_index(const std::vector<RuleOption>& options, const RuleValues& values,
                 const std::string& name) {
  const RuleOption* o = find_option(options, name);
  if (o == nullptr) return 0;
  const std::string v = option_value(options, values, name);
  auto at = std::find(o->choices.begin(), o->choices.end(), v);
  return at == o->choices.end() ? 0 : static_cast<int>(at - o->choices.begin());
}

bool option_on(const std::vector<RuleOption>& options, const RuleValues& values,
               const std::string& name) {
  return option_value(options, values, name) == "on";
}

int option_int(const std::vector<RuleOption>& options, const RuleValues& values,
               const std::string& name) {
  const std::string v = option_value(options, values, name);
  const char* begin = v.data();
  const char* end = begin + v.size();
  if (begin != end && *begin == '+') ++begin;
  int n = 0;
  const auto [stop, error] = std::from_chars(begin, end, n);
  return error == std::errc() && stop == end ? n : 0;
}

RuleValues option_defaults(const std::vector<RuleOption>& options) {
  RuleValues v;
  for (const RuleOption& o : options) v[o.name] = o.default_value;
  return v;
}

// ---------------------------------------------------------------------------------------------------

Payment payment(int from, int to, std::string reason, std::string_view label, long long amount,
                int step, bool itemise) {
  Payment p;
  p.from = from;
  p.to = to;
  p.reason = std::move(reason);
  p.amount = amount;
  if (itemise) p.items.push_back({ItemKind::base, std::string(label), amount});
  p.step = step;
  return p;
}

void add(Payment& p, std::string_view label, long long k) {
  p.amount += k;
  if (!p.items.empty()) p.items.push_back({ItemKind::add, std::string(label), k});
}

void multiply(Payment& p, std::string_view label, long long k) {
  p.amount *= k;
  if (!p.items.empty()) p.items.push_back({ItemKind::times, std::string(label), k});
}

// ---------------------------------------------------------------------------------------------------

// A game's scaffolding.
std::vector<PieceInfo> piece_table(std::span<const PieceRow> rows, Family family,
                                   const std::function<int(PieceId)>& copies,
                                   const std::function<std::string(PieceId)>& face) {
  std::vector<PieceInfo> out;
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const PieceRow& r = rows[i];
    PieceInfo p;
    p.id = static_cast<PieceId>(i);
    p.code = r.code;
    p.name = r.name;
    p.aliases = r.aliases;
    p.copies = copies(p.id);
    p.family = family;
    p.face = face(p.id);
    p.description = r.description;
    out.push_back(std::move(p));
  }
  return out;
}

std::string piece_names(std::span<const PieceRow> rows, std::span<const PieceId> pieces) {
  std::string out;
  for (PieceId p : pieces) out += p < rows.size() ? std::string_view(rows[p].name) : "*";
  return out;
}

std::vector<int> copy_limits(const std::vector<PieceInfo>& table) {
  std::vector<int> out;
  out.reserve(table.size());
  for (const PieceInfo& p : table) out.push_back(p.copies);
  return out;
}

std::vector<VerbSpec> trick_verbs(const VerbWords& w) {
  std::vector<VerbSpec> v(3);
  v[0] = {"deal",
          {"配"},
          true,
          ArgKind::pieces,
          0,
          w.hand_size,
          {},
          "a seat's deal: up to " + std::to_string(w.hand_size) + " " + w.pieces + ", `*` for a " +
              w.piece + " not seen; " + w.pieces + " left out stay unknown"};
  v[1] = {"play", {"打", "出"}, true, ArgKind::pieces,
          1,      w.max_width,  {},   "a face-up lead or follow"};
  if (!w.play_rule.empty()) v[1].doc.append("; ").append(w.play_rule);
  v[2] = {"pad",
          {"墊"},
          true,
          ArgKind::pieces,
          1,
          w.max_width,
          {},
          "a face-down follow" + w.pad_gloss + " with as many " + w.pieces +
              " as the lead; `*` for " + w.pieces + " not seen"};
  if (!w.pad) v.pop_back();
  if (!w.chinese_aliases)
    for (VerbSpec& verb : v) verb.aliases.clear();
  return v;
}

}  // namespace paipu::trick
