// Rulings where [CT] is silent or leaves a reading (docs/variants/chinton.md): the drawn end
// without a LiveWall tag, a Wall tag against the alternation (§2.6 item 1), the passes of an
// open riichi (C-14, CT-9), and normal mahjong's rules for the last discard and the last riichi.
#include <gtest/gtest.h>

#include <algorithm>

#include "support.hpp"

namespace {

using namespace cttest;
using Codes = std::vector<std::string>;

bool has(const Replayed& r, Severity severity, const std::string& code) {
  return std::any_of(r.diags.begin(), r.diags.end(),
                     [&](const Diagnostic& d) { return d.severity == severity && d.code == code; });
}

// S: 234p 456p 67p 999p 南南, ready on 5p and 8p.
const std::string kDealS = "S deal 2p3p4p 4p5p6p 6p7p 9p9p9p 南南\n";
const std::string kPlay = kDealS + "E discard 1p\nS draw 中\nS discard 中\nW discard 1p\n";

// Whether the one hand of `text`, replayed with notes on (as `paipu replay` does), is settled with
// the note that the live wall's size is unknown.
bool noted_unknown_wall(const std::string& text) {
  Diagnostics diags;
  const auto records = notation::parse_string(text, "test.paipu", diags);
  if (records.empty()) return false;
  auto match =
      MatchReplay::start(paipu::chinton::make_variant(), records[0], {"test.paipu", 0}, diags);
  if (!match) return false;
  std::vector<std::unique_ptr<HandState>> states;
  const HandResult h = match->play(records[0].hands[0], 0, diags, &states);
  return std::any_of(h.settlement.notes.begin(), h.settlement.notes.end(),
                     [](const std::string& n) { return n.find("size is unknown") != n.npos; });
}

TEST(Endings, ADrawnEndWithoutTheWallsSizeIsNoted) {
  // accepted where the record puts it, with a note on the settlement (not a diagnostic: a
  // generated record ends so too, and must replay with none).
  const std::string unsized = hand(kPlay + "draw-game\nE reveal\nW reveal\n");
  const auto r = replay(unsized);
  EXPECT_TRUE(r.clean()) << r.text();
  EXPECT_TRUE(noted_unknown_wall(unsized));
  const std::string sized =
      hand(kPlay + "draw-game\nE reveal\nW reveal\n", "", "[LiveWall \"3\"]\n");
  EXPECT_TRUE(replay(sized).clean());
  EXPECT_FALSE(noted_unknown_wall(sized));
}

TEST(Endings, AWallTagAgainstTheAlternationIsAnError) {
  const std::string first = hand(kDealS + "E discard 5p\nS ron\n");
  const auto same = replay(first + "\nhand 2\n[Wall \"p\"]\nindicator 3p\nS discard 1p\n");
  EXPECT_TRUE(has(same, Severity::error, "K195")) << same.text();
  EXPECT_TRUE(replay(first + "\nhand 2\n[Wall \"s\"]\nindicator 3s\nS discard 1s\n").clean());
}

// W: 123s 456s 67s 999s 22s, open riichi on 5s 8s; E's 8s and S's 5s come by.
const std::string kOpenPass =
    "indicator 東\nW deal 1s2s3s 4s5s6s 6s7s 9s9s9s 2s2s\nE discard 1m\nS discard 1m\n"
    "W draw 9m\nW open-riichi 1s2s3s 4s5s6s 6s7s 9s9s9s 2s2s\nW tsumogiri\nE discard 8s\n"
    "S discard 9m\nW draw 1m\nW tsumogiri\nE discard 發\nS discard 5s\nW ron\nura 西\n";

TEST(Endings, AnOpenRiichiThatLetsAWinPassIsFuriten) {
  // C-14 spares only a wait nobody noticed; §2.1: no passing a win after riichi.
  const auto strict = replay(souzu_hand(kOpenPass));
  EXPECT_EQ(strict.codes(), Codes{"K151"}) << strict.text();
  const auto unnoticed = replay(souzu_hand(kOpenPass, "[Rule.open_riichi_pass \"unnoticed\"]\n"));
  EXPECT_TRUE(unnoticed.clean()) << unnoticed.text();
}

// With 3 live tiles (E's first draw, S's, W's), W draws the last one; S holds 中中.
std::string last(const std::string& deal_s, const std::string& events, int live = 3) {
  return hand(deal_s + "E discard 西\nS draw 9p\nS discard 9p\nW draw 1p\n" + events, "",
              "[LiveWall \"" + std::to_string(live) + "\"]\n");
}

TEST(Endings, TheLastDiscardIsNotPonnedAndTheLastDrawTakesNoRiichi) {
  const std::string pair = "S deal 1p2p3p 4p5p6p 7p8p9p 3p3p 中中\n";
  const auto pon = replay(last(pair, "W discard 中\nS pon 中中中\n"));
  EXPECT_EQ(pon.codes(), Codes{"K137"}) << pon.text();
  // A kan may still be made: it ends the hand once it stands ([CT]).
  const std::string three = "S deal 1p2p3p 4p5p6p 7p8p9p 3p 中中中\n";
  const auto kan = replay(
      last(three, "W discard 中\nS kan 中中中中\nindicator 1p\ndraw-game\nE reveal\nW reveal\n"));
  EXPECT_TRUE(kan.clean()) << kan.text();
  // Riichi needs a draw of one's own still to come.
  const auto riichi = replay(last(pair, "W riichi\n"));
  EXPECT_EQ(riichi.codes(), Codes{"K148"}) << riichi.text();
  // Two live tiles left: E and S draw them, W none.
  EXPECT_EQ(replay(last(pair, "W riichi\n", 5)).codes(), Codes{"K148"});
  const auto early = replay(last(pair, "W riichi\nW discard 1p\n", 6));
  EXPECT_TRUE(early.clean()) << early.text();
}

}  // namespace
