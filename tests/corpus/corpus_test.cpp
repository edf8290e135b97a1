// Planted errors, one at a time, in valid records of each variant, through `paipu validate` as a
// scorer runs it. Each must be flagged at the line it was planted on (or, when it can be proven
// only further on, at a later line of its hand with a diagnostic at the planted line), must cost no
// other hand, and must give exit code 1; text mode and --json must agree. The records are made by
// `paipu generate`, so every deal is known and a one-token edit can be illegal by construction;
// edits that may leave a legal record are not planted.
#include <gtest/gtest.h>

#include <algorithm>

#include "corpus.hpp"

namespace paipu::corpus {
namespace {

namespace fs = std::filesystem;

// The corrupted file and where the corruption is.
struct Planted {
  std::string text;
  int line = 0;        // 1-based
  int hand = 0;        // the hand it breaks, 1-based; 0 for the record's tags
  int hands = kHands;  // hands in the corrupted file
  bool later = false;  // may be proven only at a later line of the hand
};

Planted edited(const Record& r, int index, std::string line) {
  Record c = r;
  c.lines[index] = std::move(line);
  return {c.text(), index + 1, r.hand};
}

std::string seat_of(const Record& r, int index) {
  return words(r.lines[index])[0];
}

// The pieces a seat was dealt in the record's hand.
std::vector<std::string> dealt(const Corpus& c, const std::string& seat) {
  for (int i : c.generated.deals)
    if (seat_of(c.generated, i) == seat) return split_pieces(words(c.generated.lines[i])[2], c.set);
  return {};
}

std::string absent_from(const Corpus& c, const std::vector<std::string>& held) {
  for (const auto& [name, count] : c.set)
    if (std::find(held.begin(), held.end(), name) == held.end()) return name;
  return {};
}

std::string other_seat(const std::string& seat) {
  const std::string order = "ESWN";
  return std::string(1, order[(order.find(seat) + 2) % 4]);
}

// The line of move `k` of the hand (0-based), in tricks of four: trick t's lead is move 4t.
int move_line(const Corpus& c, int k) {
  return c.generated.moves.at(static_cast<std::size_t>(k));
}

// A seat plays a single piece it was not dealt (every deal is known).
Planted piece_in_play(const Corpus& c) {
  for (int i : c.generated.moves) {
    std::vector<std::string> w = words(c.generated.lines[i]);
    if (w[1] != "play" || split_pieces(w[2], c.set).size() != 1) continue;
    w[2] = absent_from(c, dealt(c, w[0]));
    return edited(c.generated, i, joined(w));
  }
  return {};
}

// The last deal holds a piece all of whose copies the earlier deals hold: the whole set is dealt.
Planted piece_in_deal(const Corpus& c) {
  const int i = c.generated.deals.back();
  std::vector<std::string> w = words(c.generated.lines[i]);
  std::vector<std::string> held = split_pieces(w[2], c.set);
  held[0] = absent_from(c, held);
  w[2].clear();
  for (const std::string& p : held) w[2] += p;
  return edited(c.generated, i, joined(w));
}

Planted seat_in_play(const Corpus& c) {
  std::vector<std::string> w = words(c.generated.lines[move_line(c, 5)]);
  w[0] = other_seat(w[0]);
  return edited(c.generated, move_line(c, 5), joined(w));
}

Planted seat_in_deal(const Corpus& c) {
  std::vector<std::string> w = words(c.generated.lines[c.generated.deals[1]]);
  w[0] = seat_of(c.generated, c.generated.deals[0]);  // dealt twice
  return edited(c.generated, c.generated.deals[1], joined(w));
}

// A lead is face up in both games.
Planted play_to_pad(const Corpus& c) {
  std::vector<std::string> w = words(c.generated.lines[move_line(c, 4)]);
  w[1] = "pad";
  return edited(c.generated, move_line(c, 4), joined(w));
}

// The last pad of a trick before the last trick, turned face up: either it does not beat the trick
// (an error at the line) or it wins the trick, and then the record's next lead is by the wrong
// seat (an error at the next line). The last two tricks are left alone: there a face-up play may
// count as face down (打天九's 2牌縛り, 打棋子's last single).
Planted pad_to_play(const Corpus& c) {
  const int tricks = static_cast<int>(c.generated.moves.size()) / 4;
  for (int t = 0; t + 2 < tricks; ++t) {
    std::vector<std::string> w = words(c.generated.lines[move_line(c, 4 * t + 3)]);
    if (w[1] != "pad") continue;
    w[1] = "play";
    Planted p = edited(c.generated, move_line(c, 4 * t + 3), joined(w));
    p.later = true;
    return p;
  }
  return {};
}

// The lead of trick 2 deleted: the follower's line now stands where the leader's turn is.
Planted deleted_line(const Corpus& c) {
  Record r = c.generated;
  r.lines.erase(r.lines.begin() + move_line(c, 4));
  return {r.text(), move_line(c, 4) + 1, r.hand};
}

Planted duplicated_line(const Corpus& c) {
  Record r = c.generated;
  const std::string copy = r.lines[move_line(c, 5)];
  r.lines.insert(r.lines.begin() + move_line(c, 5), copy);
  return {r.text(), move_line(c, 5) + 2, r.hand};
}

Planted swapped_lines(const Corpus& c) {
  Record r = c.generated;
  std::swap(r.lines[move_line(c, 5)], r.lines[move_line(c, 6)]);
  return {r.text(), move_line(c, 5) + 1, r.hand};
}

// "E+9" as a seat and an amount, and back.
std::pair<std::string, int> amount(const std::string& w) {
  return {w.substr(0, 1), std::stoi(w.substr(1))};
}
std::string amount(const std::string& seat, int n) {
  return seat + (n > 0 ? "+" : "") + std::to_string(n);
}

// Two seats' amounts swapped on the result line: two seats now differ from the computed result.
Planted swapped_seats(const Corpus& c) {
  std::vector<std::string> w = words(c.generated.lines[c.generated.result]);
  for (std::size_t a = 1; a < w.size(); ++a) {
    for (std::size_t b = a + 1; b < w.size(); ++b) {
      const auto [sa, na] = amount(w[a]);
      const auto [sb, nb] = amount(w[b]);
      if (na == nb) continue;
      w[a] = amount(sa, nb);
      w[b] = amount(sb, na);
      return edited(c.generated, c.generated.result, joined(w));
    }
  }
  return {};
}

Planted wrong_result(const Corpus& c) {
  std::vector<std::string> w = words(c.generated.lines[c.generated.result]);
  const auto [seat, n] = amount(w[1]);
  w[1] = amount(seat, n + 1);
  return edited(c.generated, c.generated.result, joined(w));
}

Planted open_comment(const Corpus& c) {
  return edited(c.generated, move_line(c, 8), c.generated.lines[move_line(c, 8)] + " {oops");
}

// [Event "paipu generate] : the record's tags before it are kept, its hands checked.
Planted open_string_in_record_tag(const Corpus& c) {
  const std::string& tag = c.generated.lines[1];
  Planted p = edited(c.generated, 1, tag.substr(0, tag.size() - 2) + "]");
  p.hand = 0;
  return p;
}

// [Dealer "N] in the sample's second hand.
Planted open_string_in_hand_tag(const Corpus& c) {
  const std::string& tag = c.sample.lines[c.sample.tags.at(0)];
  Planted p = edited(c.sample, c.sample.tags[0], tag.substr(0, tag.size() - 2) + "]");
  p.hands = c.sample.hands;
  return p;
}

Planted tag_after_first_event(const Corpus& c) {
  Record r = c.generated;
  r.lines.insert(r.lines.begin() + r.deals[0] + 1, "[Dealer \"" + seat_of(r, r.deals[1]) + "\"]");
  return {r.text(), r.deals[0] + 2, r.hand};
}

// The file ends inside a line: in a verb, and inside a piece's UTF-8 bytes.
Planted truncated(const Corpus& c, bool mid_character) {
  const Record& r = c.generated;
  std::string text;
  for (int i = 0; i < move_line(c, 9); ++i) text += r.lines[i] + "\n";
  const std::string& line = r.lines[move_line(c, 9)];
  text += mid_character ? line.substr(0, line.rfind(' ') + 2) : line.substr(0, 4);
  return {text, move_line(c, 9) + 1, r.hand, kPlantedHand};
}
Planted truncated_in_verb(const Corpus& c) {
  return truncated(c, false);
}
Planted truncated_in_character(const Corpus& c) {
  return truncated(c, true);
}

// 0xFF, never UTF-8, inside a token of pieces (after its first piece).
Planted invalid_utf8(const Corpus& c) {
  std::vector<std::string> w = words(c.generated.lines[move_line(c, 9)]);
  const std::string first = split_pieces(w[2], c.set).at(0);
  w[2].insert(first.size(), "\xFF");
  return edited(c.generated, move_line(c, 9), joined(w));
}

struct Case {
  const char* name;
  Planted (*plant)(const Corpus&);
};

const Case kCases[] = {
    {"piece_in_play", piece_in_play},
    {"piece_in_deal", piece_in_deal},
    {"seat_in_play", seat_in_play},
    {"seat_in_deal", seat_in_deal},
    {"play_to_pad", play_to_pad},
    {"pad_to_play", pad_to_play},
    {"deleted_line", deleted_line},
    {"duplicated_line", duplicated_line},
    {"swapped_lines", swapped_lines},
    {"swapped_seats_in_result", swapped_seats},
    {"wrong_result", wrong_result},
    {"open_comment", open_comment},
    {"open_string_in_record_tag", open_string_in_record_tag},
    {"open_string_in_hand_tag", open_string_in_hand_tag},
    {"tag_after_first_event", tag_after_first_event},
    {"truncated_in_verb", truncated_in_verb},
    {"truncated_in_character", truncated_in_character},
    {"invalid_utf8", invalid_utf8},
};

// Flagged at the planted line, every other hand still checked and valid.
void expect_flagged(const Validation& v, const Planted& p) {
  EXPECT_EQ(v.code, 1);
  EXPECT_EQ(v.disagreements, "");
  EXPECT_EQ(v.summary.value("hands", -1), p.hands) << "a hand was lost";
  const int broken = p.hand > 0 ? 1 : 0;
  EXPECT_EQ(v.summary.value("invalid_hands", -1), broken) << "another hand was broken";
  EXPECT_EQ(v.summary.value("valid_hands", -1), p.hands - broken);
  bool at = false, after = false, noted = false;
  for (const auto& d : v.diagnostics) {
    const int line = d.value("line", 0);
    if (d.value("severity", "") != "error") {
      noted = noted || line == p.line;
      continue;
    }
    EXPECT_EQ(d.value("hand", 0), p.hand) << "an error outside the planted hand: " << d.dump();
    at = at || line == p.line;
    after = after || line > p.line;
  }
  EXPECT_TRUE(at || (p.later && after && noted)) << "nothing at line " << p.line;
}

class Planting : public CorpusTest,
                 public ::testing::WithParamInterface<std::tuple<std::string, std::size_t>> {};

TEST_P(Planting, IsFlaggedAtItsLine) {
  const auto& [variant, index] = GetParam();
  const Case& k = kCases[index];
  const Corpus& c = corpus(variant);
  ASSERT_EQ(c.generated.hands, kHands);
  std::size_t dealt_pieces = 0, set_size = 0;
  for (int i : c.generated.deals)
    dealt_pieces += split_pieces(words(c.generated.lines[i])[2], c.set).size();
  for (const auto& [name, count] : c.set) set_size += static_cast<std::size_t>(count);
  ASSERT_EQ(dealt_pieces, set_size) << "every deal is known";
  ASSERT_EQ(c.generated.moves.size() % 4, 0u) << "tricks of four";
  const Planted p = k.plant(c);
  ASSERT_GT(p.line, 0) << k.name << ": nothing to plant in " << variant;
  const Validation v = validate({file(std::string(k.name) + ".paipu", p.text)});
  SCOPED_TRACE(std::string(k.name) + " in " + variant + ", planted at line " +
               std::to_string(p.line) + "\n" + listing(v));
  expect_flagged(v, p);
}

std::string case_name(const ::testing::TestParamInfo<Planting::ParamType>& info) {
  return std::string(kCases[std::get<1>(info.param)].name) + "_" + std::get<0>(info.param);
}

INSTANTIATE_TEST_SUITE_P(Variants, Planting,
                         ::testing::Combine(::testing::Values("tianjiu", "daqizi"),
                                            ::testing::Range<std::size_t>(0, std::size(kCases))),
                         case_name);

}  // namespace
}  // namespace paipu::corpus
