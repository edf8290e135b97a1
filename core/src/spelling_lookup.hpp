// The lookup behind the vocabulary's x3::symbols table of piece spellings.
//
// x3's default lookup, a ternary search tree, walks one node per byte with a comparison at each
// sibling. Piece names are CJK, three bytes a character, so every piece of every event cost a
// dozen node visits. Here the first character of the text is looked up byte by byte in 256- and
// 64-way tables (one load per byte), which leads to the spellings starting with it, longest
// first; the rest of each is compared in place. The result is the longest match, as the tree's.
//
// It has the interface x3::symbols_parser expects of its Lookup parameter (find, add, remove,
// clear, for_each), so the table is still an x3::symbols and parses like one.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace paipu::detail {

template <typename T>
class SpellingLookup {
 public:
  template <typename Iterator, typename CaseCompare>
  T* find(Iterator& first, Iterator last, CaseCompare /*exact*/) const {
    if (first == last) return nullptr;
    const auto* p = reinterpret_cast<const unsigned char*>(&*first);
    const auto avail = static_cast<std::size_t>(last - first);
    // Walk the first character's bytes: the lead byte in the root, each continuation byte in a
    // 64-way node.
    std::int32_t at = root_[p[0]];
    std::size_t k = 1;
    while (at > 0) {
      if (k == avail || (p[k] & 0xC0) != 0x80) return nullptr;
      at = nodes_[static_cast<std::size_t>(at)][p[k] & 0x3F];
      ++k;
    }
    if (at == 0) return nullptr;
    const Group& g = groups_[static_cast<std::size_t>(-at - 1)];
    for (std::size_t i = g.begin; i < g.end; ++i) {
      const Entry& e = entries_[i];
      const std::size_t len = e.text.size();
      if (len > avail) continue;
      // Spellings are a few bytes: a byte loop beats a call to memcmp.
      std::size_t j = k;
      while (j < len && static_cast<char>(p[j]) == e.text[j]) ++j;
      if (j == len) {
        first += static_cast<std::ptrdiff_t>(len);
        return const_cast<T*>(&e.value);
      }
    }
    return nullptr;
  }

  template <typename Iterator>
  T* add(Iterator first, Iterator last, const T& value) {
    std::string text(first, last);
    if (text.empty()) return nullptr;
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
  // The entries [begin, end) that start with one character.
  struct Group {
    std::size_t begin = 0;
    std::size_t end = 0;
  };
  // A root or node slot: 0 nothing, > 0 the next node, < 0 -(group + 1).
  using Slots = std::array<std::int32_t, 64>;

  // The bytes of the spelling's first UTF-8 character (a stray continuation byte counts alone).
  static std::size_t head_length(const std::string& s) {
    const auto lead = static_cast<unsigned char>(s[0]);
    const std::size_t n = lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
    std::size_t k = 1;
    while (k < n && k < s.size() && (static_cast<unsigned char>(s[k]) & 0xC0) == 0x80) ++k;
    return k;
  }
  static std::string_view head(const std::string& s) { return {s.data(), head_length(s)}; }

  // Places a group under its first character's bytes, making nodes as needed. Slots are named by
  // (node, byte) rather than pointers, which a new node would invalidate; node 0 is the root.
  void index(std::string_view head, std::int32_t group) {
    std::size_t node = 0;
    std::size_t byte = static_cast<unsigned char>(head[0]);
    auto slot = [&]() -> std::int32_t& { return node == 0 ? root_[byte] : nodes_[node][byte]; };
    for (std::size_t k = 1; k < head.size(); ++k) {
      if (slot() <= 0) {
        nodes_.push_back(Slots{});
        slot() = static_cast<std::int32_t>(nodes_.size() - 1);
      }
      node = static_cast<std::size_t>(slot());
      byte = static_cast<unsigned char>(head[k]) & 0x3F;
    }
    slot() = -group - 1;
  }

  // Groups the entries by first character, longest first within a group, and indexes the groups.
  // Tables are built once per variant, so this is not on any hot path.
  void rebuild() {
    std::stable_sort(entries_.begin(), entries_.end(), [](const Entry& a, const Entry& b) {
      const auto ha = head(a.text), hb = head(b.text);
      return ha != hb ? ha < hb : a.text.size() > b.text.size();
    });
    root_.fill(0);
    nodes_.assign(1, Slots{});  // node 0 stands for the root: a slot holding 0 means "nothing"
    groups_.clear();
    for (std::size_t i = 0; i < entries_.size();) {
      const auto h = head(entries_[i].text);
      std::size_t j = i;
      while (j < entries_.size() && head(entries_[j].text) == h) ++j;
      groups_.push_back(Group{i, j});
      index(h, static_cast<std::int32_t>(groups_.size() - 1));
      i = j;
    }
  }

  std::vector<Entry> entries_;
  std::array<std::int32_t, 256> root_{};
  std::vector<Slots> nodes_;
  std::vector<Group> groups_;
};

}  // namespace paipu::detail
