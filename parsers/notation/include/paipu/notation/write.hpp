// The canonical writer. It prints tokens as they are in the AST (so parse(write(parse(x))) ==
// parse(x)), normalising only layout: one tag or event per line, single spaces, a blank line before
// each hand. Rewriting pieces to one spelling is a separate step (canonicalize), since it needs the
// variant.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "paipu/record.hpp"
#include "paipu/vocabulary.hpp"

namespace paipu::notation {

void write_record_header(std::ostream& out, const Record& r);
void write_hand(std::ostream& out, const Hand& h);
void write_record(std::ostream& out, const Record& r);
std::string to_text(const std::vector<Record>& records);

// Rewrites every piece token of an event line to one canonical spelling (one token per event,
// pieces joined for CJK, space-separated for ASCII). Lines whose tokens do not resolve are left as
// written.
void canonicalize(const Vocabulary& vocab, Hand& hand, PieceStyle style);

}  // namespace paipu::notation
