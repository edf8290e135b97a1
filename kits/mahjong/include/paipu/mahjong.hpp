/// @file
/// The mahjong kit shared by 温州麻雀 and 清一色東天紅: tiles and their counts, copy limits, red
/// fives and dora; winning shapes with wild tiles, every decomposition of a hand and where its
/// winning tile sits; waits, furiten and kans that keep the wait; the wall and its stop rule,
/// melds and rivers, the calls a hand can make, claims and their priority, holdings with hidden
/// tiles, payment patterns, the dealer's streak and 本場, scene builders.
///
/// It knows no variant: a game gives its hand as counts, its wilds and its shapes as WinRules, and
/// decides what a reading is worth.
#pragma once

#include "paipu/mahjong/calls.hpp"
#include "paipu/mahjong/claim_review.hpp"
#include "paipu/mahjong/claims.hpp"
#include "paipu/mahjong/dealer.hpp"
#include "paipu/mahjong/discard_review.hpp"
#include "paipu/mahjong/holdings.hpp"
#include "paipu/mahjong/melds.hpp"
#include "paipu/mahjong/payments.hpp"
#include "paipu/mahjong/pieces.hpp"
#include "paipu/mahjong/scene.hpp"
#include "paipu/mahjong/shanten.hpp"
#include "paipu/mahjong/shapes.hpp"
#include "paipu/mahjong/tiles.hpp"
#include "paipu/mahjong/waits.hpp"
#include "paipu/mahjong/wall.hpp"
