/// @file
/// Seats, the pieces of a play and a small sort: what every part of the trick kit uses.
/// Part of the trick kit (paipu/trick.hpp includes every part).
#pragma once

#include <algorithm>
#include <array>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <iterator>
#include <map>
#include <memory>
#include <new>
#include <optional>
#include <ranges>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "paipu/event.hpp"
#include "paipu/inline_list.hpp"
#include "paipu/piece.hpp"
#include "paipu/scene.hpp"
#include "paipu/settlement.hpp"
#include "paipu/variant.hpp"

namespace paipu::trick {

/// Seats are numbered in play order E S W N, which at a Chinese table is counter-clockwise.
inline int next_seat(int seat, int seats) {
  return (seat + 1) % seats;
}

/// "E", "S", "W", "N"; "?" for anything else.
std::string seat_name(int seat);

/// Sorts a handful of elements (a play's pieces): below a dozen, an insertion sort is cheaper than
/// std::sort's set-up.
template <class T>
void sort_few(std::span<T> items) {
  for (std::size_t i = 1; i < items.size(); ++i)
    for (std::size_t j = i; j > 0 && items[j] < items[j - 1]; --j)
      std::swap(items[j], items[j - 1]);
}

/// The pieces of a play: a lead or follow has at most 5 pieces in 打天九 and 打棋子.
using PieceList = InlineList<PieceId, 8>;

}  // namespace paipu::trick
