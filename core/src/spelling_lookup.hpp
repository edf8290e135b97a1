// The lookup behind the vocabulary's x3::symbols table of piece spellings.
//
// x3's default lookup, a ternary search tree, walks one node per byte. Piece names are CJK, three
// bytes a character, so every piece of every event cost a dozen node visits. Here the spellings
// are bucketed by their first character and each bucket is ordered longest first: one hash probe
// and a memcmp or two find the longest match, which is what the tree returns too.
//
// It has the interface x3::symbols_parser expects of its Lookup parameter (find, add, remove,
// clear, for_each), so the table is still an x3::symbols and parses like one.
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

namespace paipu::detail {

template <typename T>
class SpellingLookup {
 public:
  template <typename Iterator, typename CaseCompare>
  T* find(Iterator& first, Iterator last, CaseCompare /*exact*/) const {
    if (first == last) return nullptr;
    const char* p = &*first;
    const auto avail = static_cast<std::size_t>(last - first);
    const Bucket* b = bucket(key_of(p, avail));
    if (b == nullptr) return nullptr;
    // Every spelling in the bucket starts with the key's character: compare what follows it.
    // Spellings are a few bytes, so a byte loop beats a call to memcmp.
    for (std::size_t i = b->begin; i < b->end; ++i) {
      const Entry& e = entries_[i];
      const std::size_t len = e.text.size();
      if (len > avail) continue;
      std::size_t k = b->key_bytes;
      while (k < len && p[k] == e.text[k]) ++k;
      if (k == len) {
        first += static_cast<std::ptrdiff_t>(len);
        return const_cast<T*>(&e.value);
      }
    }
    return nullptr;
  }

  template <typename Iterator>
  T* add(Iterator first, Iterator last, const T& value) {
    std::string text(first, last);
    for (Entry& e : entries_)
      if (e.text == text) return &e.value;  // as the tree does: the first value stays
    entries_.push_back(Entry{text, value});
    rebuild();
    for (Entry& e : entries_)
      if (e.text == text) return &e.value;
    return nullptr;
  }

  template <typename Iterator>
  void remove(Iterator first, Iterator last) {
    const std::string text(first, last);
    std::erase_if(entries_, [&](const Entry& e) { return e.text == text; });
    rebuild();
  }

  void clear() {
    entries_.clear();
    rebuild();
  }

  template <typename F>
  void for_each(F f) const {
    for (const Entry& e : entries_) f(e.text, e.value);
  }

 private:
  struct Entry {
    std::string text;
    T value;
  };
  struct Bucket {
    std::uint32_t key = 0;  // 0: empty slot (no spelling starts with a NUL byte)
    std::uint32_t key_bytes = 0;
    std::size_t begin = 0;
    std::size_t end = 0;
  };

  // The bytes of the first UTF-8 character, packed: the bucket a spelling belongs to.
  static std::size_t key_length(const char* p, std::size_t avail) {
    const auto lead = static_cast<unsigned char>(p[0]);
    const std::size_t n = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
    return std::min(n, avail);
  }
  static std::uint32_t key_of(const char* p, std::size_t avail) {
    const std::size_t n = key_length(p, avail);
    std::uint32_t k = 0;
    for (std::size_t i = 0; i < n; ++i) k = (k << 8) | static_cast<unsigned char>(p[i]);
    return k;
  }
  std::size_t slot_of(std::uint32_t key) const {
    return (key * 2654435761u >> 8) & (buckets_.size() - 1);
  }
  const Bucket* bucket(std::uint32_t key) const {
    if (buckets_.empty() || key == 0) return nullptr;
    for (std::size_t s = slot_of(key);; s = (s + 1) & (buckets_.size() - 1)) {
      const Bucket& b = buckets_[s];
      if (b.key == key) return &b;
      if (b.key == 0) return nullptr;
    }
  }

  // Groups the entries by first character, longest first within a group, and indexes the groups.
  // Tables are built once per variant, so this is not on any hot path.
  void rebuild() {
    std::stable_sort(entries_.begin(), entries_.end(), [](const Entry& a, const Entry& b) {
      const std::uint32_t ka = key_of(a.text.data(), a.text.size());
      const std::uint32_t kb = key_of(b.text.data(), b.text.size());
      return ka != kb ? ka < kb : a.text.size() > b.text.size();
    });
    std::size_t slots = 16;
    while (slots < entries_.size() * 4) slots *= 2;
    buckets_.assign(slots, Bucket{});
    for (std::size_t i = 0; i < entries_.size();) {
      const std::uint32_t key = key_of(entries_[i].text.data(), entries_[i].text.size());
      std::size_t j = i;
      while (j < entries_.size() && key_of(entries_[j].text.data(), entries_[j].text.size()) == key)
        ++j;
      if (key != 0) {
        std::size_t s = slot_of(key);
        while (buckets_[s].key != 0) s = (s + 1) & (slots - 1);
        const auto bytes = static_cast<std::uint32_t>(
            key_length(entries_[i].text.data(), entries_[i].text.size()));
        buckets_[s] = Bucket{key, bytes, i, j};
      }
      i = j;
    }
  }

  std::vector<Entry> entries_;
  std::vector<Bucket> buckets_;
};

}  // namespace paipu::detail
