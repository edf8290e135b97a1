/// @file
/// Pieces as the core and the viewer see them: an id within the variant's piece set, plus what is
/// needed to name and draw it. The viewer draws by family and face, never by variant.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace paipu {

/// A piece kind's index in VariantInfo::pieces.
using PieceId = std::uint16_t;
/// A piece whose face the transcriber did not see (written `*`).
inline constexpr PieceId kUnknownPiece = 0xFFFF;

/// The kind of pieces a game uses, which tells the viewer how to draw a face (docs/plugins.md,
/// Faces).
enum class Family : std::uint8_t { domino, xiangqi, card, mahjong };

/// "domino", "xiangqi", "card" or "mahjong".
const char* to_string(Family f);

/// One kind of piece: its spellings in the notation, how many copies a set has and how to draw it.
struct PieceInfo {
  PieceId id = 0;                    ///< its index in VariantInfo::pieces
  std::string code;                  ///< canonical ASCII code, e.g. "66", "K", "H10", "5p"
  std::string name;                  ///< canonical CJK/Japanese name, e.g. "天", "帥", "五筒"
  std::vector<std::string> aliases;  ///< other accepted spellings, e.g. "鵝" for "和"
  int copies = 1;                    ///< how many the set holds
  Family family = Family::card;      ///< how its face is drawn
  /// How to draw it, in the family's vocabulary (docs/plugins.md, "Faces"): domino "6-6", xiangqi
  /// "R帥", card "H10" / "BJ", mahjong "5p" / "0p" (red five).
  std::string face;
  std::string description;  ///< a short English gloss for help texts
};

}  // namespace paipu
