#include "suggest.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <limits>

namespace paipu {

std::u32string decode_utf8(std::string_view text) {
  std::u32string out;
  out.reserve(text.size());
  std::size_t i = 0;
  while (i < text.size()) {
    const auto c = static_cast<unsigned char>(text[i]);
    std::size_t n = c < 0x80           ? 1
                    : (c >> 5) == 0x6  ? 2
                    : (c >> 4) == 0xE  ? 3
                    : (c >> 3) == 0x1E ? 4
                                       : 0;
    if (n == 0 || i + n > text.size()) {
      out.push_back(c);
      ++i;
      continue;
    }
    char32_t cp = n == 1 ? c : n == 2 ? (c & 0x1F) : n == 3 ? (c & 0x0F) : (c & 0x07);
    bool ok = true;
    for (std::size_t k = 1; k < n; ++k) {
      const auto b = static_cast<unsigned char>(text[i + k]);
      ok = ok && (b & 0xC0) == 0x80;
      cp = (cp << 6) | (b & 0x3F);
    }
    if (!ok) {
      out.push_back(c);
      ++i;
      continue;
    }
    out.push_back(cp);
    i += n;
  }
  return out;
}

std::size_t edit_distance(std::u32string_view a, std::u32string_view b) {
  // Optimal string alignment: Levenshtein plus the swap of two neighbouring characters. The swap
  // looks two rows back, so three rows suffice; for the short words compared (spellings of pieces
  // and verbs, by the thousand in a repair search) they live on the stack.
  const std::size_t w = b.size() + 1;
  constexpr std::size_t kShort = 24;
  std::array<std::size_t, 3 * kShort> on_stack{};
  std::vector<std::size_t> on_heap;
  std::size_t* rows = on_stack.data();
  if (w > kShort) {
    on_heap.resize(3 * w);
    rows = on_heap.data();
  }
  auto row = [&](std::size_t i) { return rows + (i % 3) * w; };
  for (std::size_t j = 0; j < w; ++j) row(0)[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t* cur = row(i);
    const std::size_t* up = row(i - 1);
    const std::size_t* two_up = row(i + 1);  // row i - 2, modulo 3
    cur[0] = i;
    for (std::size_t j = 1; j < w; ++j) {
      const std::size_t cost = a[i - 1] == b[j - 1] ? 0 : 1;
      std::size_t v = std::min({up[j] + 1, cur[j - 1] + 1, up[j - 1] + cost});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
        v = std::min(v, two_up[j - 2] + 1);
      cur[j] = v;
    }
  }
  return row(a.size())[b.size()];
}

std::size_t edit_distance(std::string_view a, std::string_view b) {
  return edit_distance(std::u32string_view(decode_utf8(a)), std::u32string_view(decode_utf8(b)));
}

std::size_t suggestion_limit(std::size_t length) {
  return length <= 4 ? 1 : length <= 8 ? 2 : 3;
}

std::string closest(std::string_view word, const std::vector<std::string>& candidates) {
  // A candidate more characters longer or shorter than the limit is never suggested, and cannot
  // tie with one that is. Skipping it keeps a long word (a token of megabytes) from filling a
  // table of its length times the candidate's; a word of 4 bytes per character that is that much
  // longer than every candidate is not even decoded.
  std::size_t longest = 0;
  for (const std::string& c : candidates) longest = std::max(longest, c.size());
  if (word.size() > 4 * (longest + suggestion_limit(SIZE_MAX))) return {};
  const std::u32string w = decode_utf8(word);
  const std::size_t limit = suggestion_limit(w.size());
  std::size_t best = std::numeric_limits<std::size_t>::max();
  const std::string* pick = nullptr;
  bool tied = false;
  for (const std::string& c : candidates) {
    const std::u32string cw = decode_utf8(c);
    if (std::max(w.size(), cw.size()) - std::min(w.size(), cw.size()) > limit) continue;
    const std::size_t dist = edit_distance(std::u32string_view(w), std::u32string_view(cw));
    if (dist == 0) return {};
    if (dist < best) {
      best = dist;
      pick = &c;
      tied = false;
    } else if (dist == best && *pick != c) {
      tied = true;
    }
  }
  if (pick == nullptr || tied || best > limit || best >= w.size()) return {};
  return *pick;
}

}  // namespace paipu
