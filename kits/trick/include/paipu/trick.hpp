/// @file
/// The trick-taking kit shared by 打天九, 打棋子 and 三打哈: turn order, tricks and their plays,
/// won counts, per-seat hands with hidden information, the problems every trick game reports alike,
/// the dealer multiplier progression and Dealer tags, rule option lookup, itemised payments,
/// generated moves and deals, the common scene zones, and the scaffolding of a game: its piece
/// table, its verbs, what a hand takes over from the match and the MatchState itself.
///
/// It knows no variant. Whether a combination is valid, what class and strength it has and whether
/// it beats the best play so far are the variant's decisions; the kit only records them.
#pragma once

#include "paipu/trick/basics.hpp"
#include "paipu/trick/cards.hpp"
#include "paipu/trick/checks.hpp"
#include "paipu/trick/dealer.hpp"
#include "paipu/trick/game.hpp"
#include "paipu/trick/hands.hpp"
#include "paipu/trick/moves.hpp"
#include "paipu/trick/options.hpp"
#include "paipu/trick/payments.hpp"
#include "paipu/trick/position_key.hpp"
#include "paipu/trick/shapes.hpp"
#include "paipu/trick/table.hpp"
#include "paipu/trick/zones.hpp"
