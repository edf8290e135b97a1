#include <gtest/gtest.h>

#include "options.hpp"

namespace {

using namespace paipu::sandaha;

TEST(Options, DefaultsFollowTheSeed) {
  const Options o = parse_options(default_values());
  EXPECT_EQ(o.deck, Deck::full);
  EXPECT_EQ(o.rules.scoring.da_dao_points, 2);
  EXPECT_EQ(o.rules.scoring.xiao_guang, ScoringRules::XiaoGuang::below_30);
  EXPECT_EQ(o.rules.scoring.bands, ScoringRules::Bands::none);
  EXPECT_FALSE(o.rules.no_trump);
  EXPECT_TRUE(o.rules.shape.tractors);
  EXPECT_TRUE(o.rules.shape.longest_tractor);
  EXPECT_TRUE(o.rules.challenge_mandatory);
  EXPECT_EQ(o.rules.scoring.surrender, ScoringRules::Surrender::ja);
  EXPECT_EQ(o.rules.koudi, Rules::KouDi::once);
  EXPECT_FALSE(o.rules.early_stop);
  EXPECT_EQ(o.rules.throws, Rules::Throws::any);
  EXPECT_EQ(o.rules.relead, Rules::Relead::demanded);
  EXPECT_EQ(o.rules.auction.all_pass, AuctionRules::AllPass::first_bidder);
  EXPECT_TRUE(o.rules.koudi_beats_kitty);
  EXPECT_EQ(o.rules.throw_winner, paipu::trick::ThrowWinner::top_class);
  EXPECT_EQ(o.rules.throw_penalty, 0);
  EXPECT_FALSE(o.rules.shape.protect_tractors);
  EXPECT_EQ(o.rules.auction.forced_trumps, 7);
  EXPECT_EQ(o.rules.auction.forced_cap, 75);
  EXPECT_EQ(o.rules.auction.highest, 80);
  // A record that sets nothing, or a value outside the choices, reads as the default.
  EXPECT_EQ(parse_options({}).rules.scoring.da_dao_points, 2);
  EXPECT_EQ(parse_options({{"dadao", "4"}}).rules.scoring.da_dao_points, 2);
}

TEST(Options, EveryChoiceReachesTheRules) {
  const Options o = parse_options({{"deck", "84"},
                                   {"dadao", "3"},
                                   {"xiaoguang", "25"},
                                   {"bands", "124"},
                                   {"no_trump", "yes"},
                                   {"follow", "pairs"},
                                   {"shorter_tractor", "any"},
                                   {"challenge", "optional"},
                                   {"surrender", "xt"},
                                   {"koudi", "tractor"}});
  EXPECT_EQ(o.deck, Deck::without_sixes);
  EXPECT_EQ(o.rules.scoring.da_dao_points, 3);
  EXPECT_EQ(o.rules.scoring.xiao_guang, ScoringRules::XiaoGuang::up_to_25);
  EXPECT_EQ(o.rules.scoring.bands, ScoringRules::Bands::one_two_four);
  EXPECT_TRUE(o.rules.no_trump);
  EXPECT_FALSE(o.rules.shape.tractors);
  EXPECT_FALSE(o.rules.shape.longest_tractor);
  EXPECT_FALSE(o.rules.challenge_mandatory);
  EXPECT_EQ(o.rules.scoring.surrender, ScoringRules::Surrender::xt);
  EXPECT_EQ(o.rules.koudi, Rules::KouDi::tractor);
  EXPECT_TRUE(parse_options({{"early_stop", "yes"}}).rules.early_stop);
  EXPECT_EQ(parse_options({{"relead", "lowest"}}).rules.relead, Rules::Relead::lowest);
  EXPECT_EQ(parse_options({{"relead", "smallest"}}).rules.relead, Rules::Relead::smallest);
  EXPECT_FALSE(parse_options({{"koudi_trumps", "any"}}).rules.koudi_beats_kitty);
  EXPECT_EQ(parse_options({{"throw_winner", "highest"}}).rules.throw_winner,
            paipu::trick::ThrowWinner::highest_card);
  EXPECT_EQ(parse_options({{"throw_penalty", "10"}}).rules.throw_penalty, 10);
  EXPECT_EQ(parse_options({{"throw_winner", "all"}}).rules.throw_winner,
            paipu::trick::ThrowWinner::all_units);
  EXPECT_TRUE(parse_options({{"protect", "tractors"}}).rules.shape.protect_tractors);
  EXPECT_EQ(parse_options({{"koudi", "power"}}).rules.koudi, Rules::KouDi::power);
  EXPECT_EQ(parse_options({{"throws", "declarer"}}).rules.throws, Rules::Throws::declarer);
  EXPECT_EQ(parse_options({{"throws", "side_suits"}}).rules.throws, Rules::Throws::side_suits);
  EXPECT_EQ(parse_options({{"throws", "three_cards"}}).rules.throws, Rules::Throws::three_cards);
  EXPECT_EQ(parse_options({{"all_pass", "redeal"}}).rules.auction.all_pass,
            AuctionRules::AllPass::redeal);
  EXPECT_EQ(parse_options({{"all_pass", "penalty"}}).rules.auction.all_pass,
            AuctionRules::AllPass::penalty);
  EXPECT_EQ(parse_options({{"bands", "12"}}).rules.scoring.bands, ScoringRules::Bands::one_two);
  EXPECT_EQ(parse_options({{"surrender", "cai"}}).rules.scoring.surrender,
            ScoringRules::Surrender::cai);
  EXPECT_EQ(parse_options({{"koudi", "cards"}}).rules.koudi, Rules::KouDi::cards);
  EXPECT_EQ(parse_options({{"koudi", "pair"}}).rules.koudi, Rules::KouDi::pair);
  const AuctionRules six = parse_options({{"forced_bid", "6_55"}, {"bid_max", "60"}}).rules.auction;
  EXPECT_EQ(six.forced_trumps, 6);
  EXPECT_EQ(six.forced_cap, 55);
  EXPECT_EQ(six.highest, 60);
  EXPECT_EQ(parse_options({{"forced_bid", "6_60"}, {"bid_max", "70"}}).rules.auction.forced_cap,
            60);
  EXPECT_EQ(parse_options({{"bid_max", "70"}}).rules.auction.highest, 70);
  EXPECT_EQ(parse_options({{"xiaoguang", "30"}}).rules.scoring.xiao_guang,
            ScoringRules::XiaoGuang::up_to_30);
  EXPECT_EQ(parse_options({{"bands", "123"}}).rules.scoring.bands,
            ScoringRules::Bands::one_two_three);
}

TEST(Options, TheLayoutFollowsSeatsAndDeck) {
  for (const auto& [seats, deck, hand, kitty] :
       {std::tuple{4, Deck::full, 21, 8}, std::tuple{4, Deck::without_sixes, 19, 8},
        std::tuple{3, Deck::full, 28, 8}, std::tuple{3, Deck::without_sixes, 25, 9}}) {
    const Layout l = layout_for(seats, deck);
    EXPECT_EQ(l.hand, hand);
    EXPECT_EQ(l.kitty, kitty);
    EXPECT_EQ(l.seats * l.hand + l.kitty, deck_size(deck));
  }
}

}  // namespace
