// A mahjong review's moves and pieces as a record spells them (CJK or ASCII codes, as the line
// reviewed does), and the places they describe as a player reads them: "1-shanten, 16 tiles",
// "ready, 5 tiles (3p6p), worth 24 to 48". Made once here for what prints them (`paipu analyze`)
// and what shows them (the viewer's panel and the page, viewer/evaluation).
#pragma once

#include <string>
#include <vector>

#include "paipu/analysis/review.hpp"

namespace paipu::analysis {

// Pieces spelt one by one ("9m", "白"), in the order of the review's vector.
using PieceTexts = std::vector<std::string>;

// One call decision's texts (HandReview::calls): each call as the record would write it, the best
// discard after it (empty after a kan), and the effective pieces of each call and, last, of the
// hand as it stood.
struct CallTexts {
  std::vector<std::string> moves;
  std::vector<std::string> discards;
  std::vector<PieceTexts> effective;
};

// A hand review's texts, by the indices of its HandReview.
struct ReviewTexts {
  // Each decision's moves ("E play 天天"), in the order of its `moves` (a discard decision: the
  // first move of each row).
  std::vector<std::vector<std::string>> moves;
  // For a discard decision: each row's effective pieces (empty for other decisions).
  std::vector<std::vector<PieceTexts>> effective;
  std::vector<CallTexts> calls;
};

// The pieces run together: "9mP6s".
std::string joined(const PieceTexts& pieces);

// A hand's place: "2-shanten, 16 tiles", or "ready, 5 tiles (1m4m)" (the waits when given).
std::string place_text(int shanten, int copies, const PieceTexts& effective);

// A discard row: its place, ", furiten", and ", worth 24 to 48" (the lowest and highest of its
// waits' points) where the game values them.
std::string discard_row_text(const DiscardChoice& c, const PieceTexts& effective);

// Where call k of `d` leads: "1-shanten, 12 tiles (then S discard 9p)"; a kan names no discard.
std::string call_row_text(const CallDecision& d, const CallTexts& t, int k);

// The hand as it stood when the discard lay: "2-shanten, 30 tiles".
std::string stood_text(const CallDecision& d, const CallTexts& t);

// A ready row's waits with their points, most first: "worth 32 on 5p, 14 on 東 白"; without
// points, "waits on 3p 6p".
std::string waits_text(const PieceTexts& effective, const std::vector<long long>& points);

}  // namespace paipu::analysis
