// The solver's transposition table: open addressing over one flat array, so that storing a
// position allocates nothing. It grows by doubling up to kMaxSlots; past that a new position
// takes the place of an old one in its probe window, and what is lost is only time.
#pragma once

#include <cstdint>
#include <vector>

#include "paipu/analysis/solver.hpp"
#include "paipu/inline_list.hpp"

namespace paipu::analysis {

// Settlement points per seat, inline for tables of up to four.
using Values = trick::InlineList<long long, 4>;

struct TableEntry {
  PositionKey key;         // {0, 0}: an empty slot (Solver::key_of never makes it)
  long long value = 0;     // two sides: the side-0 total of `outcome`
  std::int8_t bound = 0;   // 0 exact, 1 lower, -1 upper
  std::int16_t best = -1;  // index of the best move, tried first next time
  Values outcome;
};

class PositionTable {
 public:
  static constexpr std::size_t kMaxSlots = std::size_t{1} << 20;

  const TableEntry* find(const PositionKey& k) const {
    if (slots_.empty()) return nullptr;
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t i = 0, at = home(k) & mask; i < kProbes; ++i, at = (at + 1) & mask) {
      const TableEntry& e = slots_[at];
      if (e.key == k) return &e;
      if (empty(e)) return nullptr;
    }
    return nullptr;
  }

  void store(TableEntry entry) {
    if (slots_.empty()) slots_.resize(kInitialSlots);
    if ((used_ + 1) * 2 > slots_.size() && slots_.size() < kMaxSlots) grow();
    // A full probe window is a local cluster, not a full table: the new position takes the place
    // of the one at its home slot. Growing there instead doubled the table at a quarter full
    // and spent half the search's time zeroing memory.
    if (!place(entry)) slots_[home(entry.key) & (slots_.size() - 1)] = std::move(entry);
  }

  std::size_t size() const { return used_; }

 private:
  static constexpr std::size_t kInitialSlots = std::size_t{1} << 12;
  static constexpr std::size_t kProbes = 8;

  static bool empty(const TableEntry& e) { return e.key.a == 0 && e.key.b == 0; }
  // The slot comes from the multiply-xorshift hash: FNV-1a's low bits mix poorly, and runs of
  // keys that differ in one byte clustered in the probe windows.
  static std::size_t home(const PositionKey& k) { return static_cast<std::size_t>(k.b); }

  bool place(TableEntry& entry) {
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t i = 0, at = home(entry.key) & mask; i < kProbes; ++i, at = (at + 1) & mask) {
      TableEntry& e = slots_[at];
      if (e.key == entry.key || empty(e)) {
        used_ += empty(e) ? 1 : 0;
        e = std::move(entry);
        return true;
      }
    }
    return false;
  }

  void grow() {
    std::vector<TableEntry> old(slots_.size() * 2);
    old.swap(slots_);
    used_ = 0;
    // Eight full slots in a row at a table twice the size are rare; an entry that finds none is
    // dropped, which costs only the time to search its position again.
    for (TableEntry& e : old)
      if (!empty(e)) place(e);
  }

  std::vector<TableEntry> slots_;
  std::size_t used_ = 0;
};

}  // namespace paipu::analysis
