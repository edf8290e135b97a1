#include "paipu/piece.hpp"
#include "paipu/scene.hpp"
#include "paipu/variant.hpp"

namespace paipu {

const char* to_string(Family f) {
  switch (f) {
    case Family::domino:
      return "domino";
    case Family::xiangqi:
      return "xiangqi";
    case Family::card:
      return "card";
    case Family::mahjong:
      return "mahjong";
  }
  return "card";
}

const char* to_string(ZoneKind k) {
  switch (k) {
    case ZoneKind::hand:
      return "hand";
    case ZoneKind::trick:
      return "trick";
    case ZoneKind::won:
      return "won";
    case ZoneKind::melds:
      return "melds";
    case ZoneKind::discards:
      return "discards";
    case ZoneKind::wall:
      return "wall";
    case ZoneKind::bottom:
      return "bottom";
    case ZoneKind::info:
      return "info";
    case ZoneKind::pulled:
      return "pulled";
    case ZoneKind::bids:
      return "bids";
  }
  return "info";
}

const char* to_string(FactType t) {
  switch (t) {
    case FactType::flag:
      return "flag";
    case FactType::count:
      return "count";
    case FactType::amount:
      return "amount";
  }
  return "count";
}

}  // namespace paipu
