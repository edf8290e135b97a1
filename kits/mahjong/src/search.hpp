// The searches behind paipu/mahjong/shapes.hpp, one per shape; shapes.cpp checks the hand's size
// and dispatches. Private to the kit.
#pragma once

#include "kind_bytes.hpp"
#include "paipu/mahjong/shapes.hpp"

namespace paipu::mahjong::detail {

// Each takes a hand of the complete size.
bool standard_complete(const Hand& hand, const WinRules& rules);
bool visit_standard(const Hand& hand, const WinRules& rules,
                    const VisitorRef<Decomposition>& visit);

bool pairs_complete(const Hand& hand, const WinRules& rules);
bool visit_pairs(const Hand& hand, const WinRules& rules, const VisitorRef<Decomposition>& visit);

bool orphans_complete(const Hand& hand, const WinRules& rules);
bool visit_orphans(const Hand& hand, const WinRules& rules, const VisitorRef<Decomposition>& visit);

}  // namespace paipu::mahjong::detail
