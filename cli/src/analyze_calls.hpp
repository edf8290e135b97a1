// `paipu analyze` on a mahjong hand's calls (analysis::CallDecision): the comment written into the
// record, the line printed and the --json object. Private to the command.
#pragma once

#include <ostream>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "paipu/app/file_review.hpp"

namespace paipu::cli {

// Comments on calls start so; a second run replaces them and keeps the others.
inline constexpr std::string_view kCallMark = "call: ";

// The comment a call made, or a pass a call would have bettered, writes into the record.
std::string call_comment(const analysis::CallDecision& d, const ReviewedHand::CallTexts& t);

// One line of the printed review, for a call made or a pass a call would have bettered; nothing for
// another pass.
void print_call(std::ostream& out, const Hand& hand, const analysis::CallDecision& d,
                const ReviewedHand::CallTexts& t);

// The --json object of a call decision, made or passed.
nlohmann::json call_json(const Hand& hand, const analysis::CallDecision& d,
                         const ReviewedHand::CallTexts& t);

}  // namespace paipu::cli
