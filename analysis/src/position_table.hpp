// The solver's transposition table: open addressing over one flat array, so that storing a
// position allocates nothing. It grows by doubling up to kMaxSlots; past that a new position
// takes the place of an old one in its probe window, and what is lost is only time.
#pragma once

#include <cstdint>
#include <cstdlib>
#include <limits>
#include <memory>
#include <new>
#include <type_traits>

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

  // Fills `out` and returns true when `k` is stored.
  bool find(const PositionKey& k, TableEntry& out) const {
    if (size_ == 0) return false;
    const std::size_t mask = size_ - 1;
    for (std::size_t i = 0, at = home(k) & mask; i < kProbes; ++i, at = (at + 1) & mask) {
      const Slot& e = slots_.get()[at];
      if (e.key == k) {
        e.unpack(out);
        return true;
      }
      if (empty(e)) return false;
    }
    return false;
  }

  // An entry whose figures do not fit a slot (more than four seats, or points past 32 bits) is
  // not stored: what is lost is only time.
  void store(const TableEntry& entry) {
    Slot slot;
    if (!slot.pack(entry)) return;
    if (size_ == 0) allocate(kInitialSlots);
    if ((used_ + 1) * 2 > size_ && size_ < kMaxSlots) grow();
    // A full probe window is a local cluster, not a full table: the new position takes the place
    // of the one at its home slot. Growing there instead doubled the table at a quarter full
    // and spent half the search's time zeroing memory.
    if (!place(slot)) slots_.get()[home(slot.key) & (size_ - 1)] = slot;
  }

  std::size_t size() const { return used_; }

 private:
  static constexpr std::size_t kInitialSlots = std::size_t{1} << 12;
  static constexpr std::size_t kProbes = 8;
  static constexpr std::size_t kSeats = 4;

  // A stored entry in 40 bytes where a TableEntry takes 80: half the memory to clear and to
  // page in. Trivially copyable, and all zero bytes is an empty slot, so a table's memory comes
  // from calloc: the system hands over zeroed pages as they are first touched, and nothing
  // writes zeros into them first (that writing was four fifths of store's time).
  struct Slot {
    PositionKey key;  // {0, 0}: empty
    std::int32_t value;
    std::int32_t outcome[kSeats];
    std::int16_t best;
    std::int8_t bound;
    std::uint8_t seats;

    static bool fits(long long v) {
      return v >= std::numeric_limits<std::int32_t>::min() &&
             v <= std::numeric_limits<std::int32_t>::max();
    }
    bool pack(const TableEntry& e) {
      if (e.outcome.size() > kSeats || !fits(e.value)) return false;
      key = e.key;
      value = static_cast<std::int32_t>(e.value);
      best = e.best;
      bound = e.bound;
      seats = static_cast<std::uint8_t>(e.outcome.size());
      for (std::size_t i = 0; i < kSeats; ++i) {
        const long long v = i < e.outcome.size() ? e.outcome[i] : 0;
        if (!fits(v)) return false;
        outcome[i] = static_cast<std::int32_t>(v);
      }
      return true;
    }
    void unpack(TableEntry& e) const {
      e.key = key;
      e.value = value;
      e.best = best;
      e.bound = bound;
      e.outcome.clear();
      for (std::size_t i = 0; i < seats; ++i) e.outcome.push_back(outcome[i]);
    }
  };
  static_assert(std::is_trivially_copyable_v<Slot>);
  static_assert(sizeof(Slot) == 40);

  struct Free {
    void operator()(Slot* p) const { std::free(p); }
  };

  static bool empty(const Slot& e) { return e.key.a == 0 && e.key.b == 0; }
  // The slot comes from the multiply-xorshift hash: FNV-1a's low bits mix poorly, and runs of
  // keys that differ in one byte clustered in the probe windows.
  static std::size_t home(const PositionKey& k) { return static_cast<std::size_t>(k.b); }

  void allocate(std::size_t n) {
    auto* p = static_cast<Slot*>(std::calloc(n, sizeof(Slot)));
    if (p == nullptr) throw std::bad_alloc();
    slots_.reset(p);
    size_ = n;
    used_ = 0;
  }

  bool place(const Slot& slot) {
    const std::size_t mask = size_ - 1;
    for (std::size_t i = 0, at = home(slot.key) & mask; i < kProbes; ++i, at = (at + 1) & mask) {
      Slot& e = slots_.get()[at];
      if (e.key == slot.key || empty(e)) {
        used_ += empty(e) ? 1 : 0;
        e = slot;
        return true;
      }
    }
    return false;
  }

  void grow() {
    std::unique_ptr<Slot, Free> old = std::move(slots_);
    const std::size_t old_size = size_;
    allocate(old_size * 2);
    // Eight full slots in a row at a table twice the size are rare; an entry that finds none is
    // dropped, which costs only the time to search its position again.
    for (std::size_t i = 0; i < old_size; ++i)
      if (!empty(old.get()[i])) place(old.get()[i]);
  }

  std::unique_ptr<Slot, Free> slots_;
  std::size_t size_ = 0;
  std::size_t used_ = 0;
};

}  // namespace paipu::analysis
