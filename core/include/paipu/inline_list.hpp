/// @file
/// A small-buffer list for the trick kit: plays, tricks and piece counts.
#pragma once

#include <algorithm>
#include <concepts>
#include <cstddef>
#include <initializer_list>
#include <iterator>
#include <memory>
#include <new>
#include <ranges>
#include <span>
#include <type_traits>
#include <utility>
#include <vector>

namespace paipu::trick {

/// A list that keeps up to N elements inside itself and moves them all to the heap only when it
/// grows past N. Plays, tricks and piece counts are small in every trick game, and keeping them
/// inline saves an allocation per play; but 三打哈 can throw a long run of cards, so N is a fast
/// path, not a limit.
template <class T, std::size_t N>
class InlineList {
 public:
  /// The element type.
  using value_type = T;
  /// A pointer: the elements are contiguous.
  using iterator = T*;
  /// A pointer to const.
  using const_iterator = const T*;

  InlineList() = default;
  /// The items, in order.
  InlineList(std::initializer_list<T> items) { append(items); }
  /// From any range of T, such as an Event's std::vector<PieceId>: implicit, as a copy would be.
  template <std::ranges::input_range R>
  requires(!std::same_as<std::remove_cvref_t<R>, InlineList> &&
           std::convertible_to<std::ranges::range_reference_t<const R>, T>)
      InlineList(const R& items) {  // NOLINT(google-explicit-constructor)
    append(items);
  }
  /// `n` copies of `value`.
  InlineList(std::size_t n, const T& value) {
    if (n <= N)
      std::uninitialized_fill_n(slots(), n, value);
    else
      heap_ = std::make_unique<std::vector<T>>(n, value);
    size_ = n;
  }
  /// A copy, inline where it fits.
  InlineList(const InlineList& o) { append(o); }
  /// Copies `o`'s items.
  InlineList& operator=(const InlineList& o) {
    if (this != &o) {
      clear();
      append(o);
    }
    return *this;
  }
  /// A moved-from list is empty, wherever its elements were.
  InlineList(InlineList&& o) noexcept { take(o); }
  /// Takes `o`'s items; `o` is left empty.
  InlineList& operator=(InlineList&& o) noexcept {
    if (this != &o) {
      clear();
      take(o);
    }
    return *this;
  }
  ~InlineList() { clear(); }

  /// The number of items.
  std::size_t size() const { return size_; }
  /// Whether there are no items.
  bool empty() const { return size_ == 0; }
  /// The first item; the items are contiguous.
  T* data() { return heap_ ? heap_->data() : slots(); }
  /// The first item; the items are contiguous.
  const T* data() const { return heap_ ? heap_->data() : slots(); }
  /// The first item.
  T* begin() { return data(); }
  /// Past the last item.
  T* end() { return data() + size_; }
  /// The first item.
  const T* begin() const { return data(); }
  /// Past the last item.
  const T* end() const { return data() + size_; }
  /// Item `i`, unchecked.
  T& operator[](std::size_t i) { return data()[i]; }
  /// Item `i`, unchecked.
  const T& operator[](std::size_t i) const { return data()[i]; }
  /// The first item; the list must not be empty.
  T& front() { return data()[0]; }
  /// The first item; the list must not be empty.
  const T& front() const { return data()[0]; }
  /// The last item; the list must not be empty.
  T& back() { return data()[size_ - 1]; }
  /// The last item; the list must not be empty.
  const T& back() const { return data()[size_ - 1]; }

  /// Appends a copy of `item`.
  void push_back(const T& item) { add(item); }
  /// Appends `item`.
  void push_back(T&& item) { add(std::move(item)); }
  /// Constructs an element in place at the end and returns it.
  template <class... Args>
  T& emplace_back(Args&&... args) {
    if (!heap_ && size_ < N) {
      T* at = std::construct_at(slots() + size_, std::forward<Args>(args)...);
      ++size_;
      return *at;
    }
    if (!heap_) move_to_heap(2 * N);
    T& at = heap_->emplace_back(std::forward<Args>(args)...);
    ++size_;
    return at;
  }
  /// Removes the last element; the list is not empty.
  void pop_back() {
    if (heap_)
      heap_->pop_back();
    else
      std::destroy_at(slots() + size_ - 1);
    --size_;
  }
  /// Replaces the elements with a copy of `items`.
  template <std::ranges::input_range R>
  void assign(const R& items) {
    clear();
    append(items);
  }
  /// Removes every item; the storage is kept.
  void clear() {
    if (heap_)
      heap_.reset();
    else
      std::destroy_n(slots(), size_);
    size_ = 0;
  }

  /// Equal sizes and equal items in order.
  friend bool operator==(const InlineList& a, const InlineList& b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end());
  }

 private:
  /// The inline elements live in raw storage: only the first size_ are constructed, so an empty
  /// list costs nothing to make, and adding an element constructs it in place.
  T* slots() { return std::launder(reinterpret_cast<T*>(storage_)); }
  const T* slots() const { return std::launder(reinterpret_cast<const T*>(storage_)); }

  template <class U>
  void add(U&& item) {
    if (!heap_ && size_ < N) {
      std::construct_at(slots() + size_, std::forward<U>(item));
      ++size_;
      return;
    }
    if (!heap_) move_to_heap(2 * N);
    heap_->push_back(std::forward<U>(item));
    ++size_;
  }
  void move_to_heap(std::size_t capacity) {
    auto heap = std::make_unique<std::vector<T>>();
    heap->reserve(capacity);
    std::move(slots(), slots() + size_, std::back_inserter(*heap));
    std::destroy_n(slots(), size_);
    heap_ = std::move(heap);
  }
  template <class R>
  void append(const R& items) {
    if constexpr (std::ranges::sized_range<const R>) {
      const auto n = static_cast<std::size_t>(std::ranges::size(items));
      if (!heap_ && size_ + n <= N) {
        // A plain loop: the lists are a few elements long, shorter than a library copy's set-up.
        T* out = slots() + size_;
        for (const auto& item : items) std::construct_at(out++, item);
        size_ += n;
        return;
      }
      // Past N (三打哈's piece counts are 324 long), one allocation and one bulk copy: copying a
      // hand element by element through add() was a fifth of a 三打哈 replay's repair search.
      if (!heap_)
        move_to_heap(std::max(size_ + n, 2 * N));
      else
        heap_->reserve(size_ + n);
      if constexpr (std::ranges::common_range<const R>) {
        heap_->insert(heap_->end(), std::ranges::begin(items), std::ranges::end(items));
      } else {
        for (const auto& item : items) heap_->push_back(item);
      }
      size_ += n;
      return;
    }
    for (const auto& item : items) add(item);
  }
  void take(InlineList& o) {
    if (o.heap_) {
      heap_ = std::move(o.heap_);
    } else {
      std::uninitialized_move_n(o.slots(), o.size_, slots());
      std::destroy_n(o.slots(), o.size_);
    }
    size_ = std::exchange(o.size_, 0);
  }

  alignas(T) std::byte storage_[sizeof(T) * N];
  std::unique_ptr<std::vector<T>> heap_;  ///< every element, once the list has grown past N
  std::size_t size_ = 0;
};

}  // namespace paipu::trick
