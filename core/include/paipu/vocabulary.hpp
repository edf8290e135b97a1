// A variant's words — pieces and verbs — as lookup tables built at run time from VariantInfo. The
// grammar stays the same for every variant; this is where a variant's vocabulary enters.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "paipu/variant.hpp"

namespace paipu {

enum class PieceStyle { cjk, ascii };

struct PieceSplit {
  std::vector<PieceId> pieces;
  // Byte offset of each piece within the token (code_points() turns one into a column shift; only
  // a diagnostic needs that).
  std::vector<std::uint32_t> offsets;
  int error_at = -1;  // code-point offset of the first unknown text, -1 if none
};

class Vocabulary {
 public:
  explicit Vocabulary(const VariantInfo& info);
  ~Vocabulary();
  Vocabulary(const Vocabulary&) = delete;
  Vocabulary& operator=(const Vocabulary&) = delete;

  // Splits a token into pieces by longest match over codes, names and aliases; `*` is an unknown
  // piece.
  PieceSplit split(std::string_view token) const;
  // The same into `out`, reusing its vectors.
  void split(std::string_view token, PieceSplit& out) const;
  // The same appended to `pieces` and `offsets`: the replay splits every token of every event into
  // its Event directly. Returns -1, or the error's code-point offset (and appends nothing).
  int split_append(std::string_view token, std::vector<PieceId>& pieces,
                   std::vector<std::uint32_t>& offsets) const;
  // Index into info.verbs of a verb spelling (name or alias), or -1.
  int verb(std::string_view word) const;
  const std::string& piece_text(PieceId id, PieceStyle style) const;
  // "Did you mean", for diagnostics only (never on the replay's hot path). The verb spelling (name
  // or alias, or `result`) clearly closest to `word`, or "" when none is.
  std::string closest_verb(std::string_view word) const;
  // The piece spelling (name, code or alias) that the start of `rest` most likely misspells, or ""
  // when no one piece is clearly closest. `rest` is the text from where splitting failed.
  std::string closest_piece(std::string_view rest) const;
  const VariantInfo& info() const { return info_; }

 private:
  // Appends the longest-match reading; returns -1 or the byte offset where it stops.
  int split_longest(std::string_view token, std::vector<PieceId>& pieces,
                    std::vector<std::uint32_t>& offsets) const;
  bool split_slow(std::string_view rest, std::uint32_t at, PieceSplit& out) const;
  struct Tables;
  const VariantInfo& info_;
  std::unique_ptr<Tables> tables_;
};

// The number of UTF-8 code points in the first `bytes` bytes of `text`.
std::uint32_t code_points(std::string_view text, std::size_t bytes);

// Seat letters in play order for a seat count: E S W N (or E S W).
const char* seat_letter(int seat);
int seat_index(std::string_view letter, int seats);

}  // namespace paipu
