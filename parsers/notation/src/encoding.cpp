#include "encoding.hpp"

#include <cstdint>

#include "paipu/source.hpp"

namespace paipu::notation::detail {

std::size_t first_invalid_utf8(std::string_view s) {
  std::size_t i = 0;
  while (i < s.size()) {
    // ASCII eight bytes at a time: most of a record's syntax.
    while (i + 8 <= s.size()) {
      std::uint64_t w;
      __builtin_memcpy(&w, s.data() + i, 8);
      // Any byte >= 0x80, or any zero byte.
      const bool high = (w & 0x8080808080808080ull) != 0;
      const bool zero = ((w - 0x0101010101010101ull) & ~w & 0x8080808080808080ull) != 0;
      if (high || zero) break;
      i += 8;
    }
    if (i >= s.size()) break;
    const auto c = static_cast<unsigned char>(s[i]);
    if (c == 0) return i;
    if (c < 0x80) {
      ++i;
      continue;
    }
    // CJK text, the common case: a lead byte E1-EC or EE-EF and two continuation bytes.
    if (c >= 0xE1 && c != 0xED && c <= 0xEF && i + 3 <= s.size() &&
        (static_cast<unsigned char>(s[i + 1]) & 0xC0) == 0x80 &&
        (static_cast<unsigned char>(s[i + 2]) & 0xC0) == 0x80) {
      i += 3;
      continue;
    }
    const std::size_t n = utf8_sequence_length(s, i);
    if (n == 0) return i;
    i += n;
  }
  return std::string_view::npos;
}

namespace {

bool gbk_trail(unsigned char b) {
  return b >= 0x40 && b <= 0xFE && b != 0x7F;
}

}  // namespace

// The heuristic, on at most the first 64 KiB of the sample:
//   1. A byte-order mark FF FE or FE FF at the start of the file: UTF-16LE or UTF-16BE.
//   2. NUL bytes in at least 1 in 8 bytes: UTF-16, LE when more of them sit at odd offsets.
//   3. Bytes >= 0x80 read as (lead, trail) pairs, a lead being 0x81-0xFE and a trail 0x40-0xFE
//      but 0x7F. Fewer than 80% of high bytes in such pairs, or fewer than half of them next to
//      another high byte (CJK text comes in runs; accented letters among ASCII do not): a
//      single-byte encoding, Windows-1252.
//   4. Otherwise by the lead and trail ranges each encoding's common characters use: over 30% of
//      leads in 0x81-0x9F (kana in Shift_JIS): Shift_JIS; over 10% of trails below 0xA1 (GB2312's
//      common hanzi never have one, Big5's often do): Big5; else GBK.
EncodingGuess guess_encoding(std::string_view sample, bool at_start) {
  if (sample.size() > 65536) sample = sample.substr(0, 65536);
  const auto at = [&](std::size_t i) { return static_cast<unsigned char>(sample[i]); };
  if (at_start && sample.size() >= 2) {
    if (at(0) == 0xFF && at(1) == 0xFE)
      return {"UTF-16LE (byte-order mark FF FE)", "UTF-16", false};
    if (at(0) == 0xFE && at(1) == 0xFF)
      return {"UTF-16BE (byte-order mark FE FF)", "UTF-16", false};
  }
  std::size_t nul_even = 0, nul_odd = 0;
  for (std::size_t i = 0; i < sample.size(); ++i)
    if (sample[i] == '\0') ++(i % 2 ? nul_odd : nul_even);
  if ((nul_even + nul_odd) * 8 >= sample.size() && nul_even + nul_odd > 0)
    return nul_odd >= nul_even ? EncodingGuess{"UTF-16LE", "UTF-16LE", false}
                               : EncodingGuess{"UTF-16BE", "UTF-16BE", false};
  std::size_t high = 0, paired = 0, pairs = 0, adjacent = 0, sjis_leads = 0, low_trails = 0;
  const auto high_at = [&](std::size_t i) { return i < sample.size() && at(i) >= 0x80; };
  for (std::size_t i = 0; i < sample.size();) {
    const unsigned char b = at(i);
    if (b < 0x80) {
      ++i;
      continue;
    }
    // Valid UTF-8 among the rest (a file may mix them): skipped.
    if (const std::size_t n = utf8_sequence_length(sample, i); n > 1) {
      i += n;
      continue;
    }
    ++high;
    if (b >= 0x81 && b <= 0xFE && i + 1 < sample.size() && gbk_trail(at(i + 1))) {
      ++pairs;
      adjacent += high_at(i + 1) || (i > 0 && high_at(i - 1));
      if (high_at(i + 1)) {
        ++high;
        ++adjacent;
        paired += 2;
      } else {
        ++paired;
      }
      if (b <= 0x9F) ++sjis_leads;
      if (at(i + 1) < 0xA1) ++low_trails;
      i += 2;
      continue;
    }
    adjacent += (i > 0 && high_at(i - 1)) || high_at(i + 1);
    ++i;
  }
  if (high == 0 || paired * 10 < high * 8 || adjacent * 2 < high || pairs == 0)
    return {"Windows-1252 (Latin-1)", "WINDOWS-1252", false};
  if (sjis_leads * 10 > pairs * 3) return {"Shift_JIS", "SHIFT_JIS", true};
  if (low_trails * 10 > pairs) return {"Big5", "BIG5", true};
  return {"GBK", "GBK", true};
}

std::string replace_invalid_utf8(std::string_view s, bool double_byte) {
  std::string out;
  out.reserve(s.size() + 16);
  std::size_t i = 0;
  while (i < s.size()) {
    const std::size_t n = s[i] == '\0' ? 0 : utf8_sequence_length(s, i);
    if (n > 0) {
      out.append(s.substr(i, n));
      i += n;
      continue;
    }
    const auto b = static_cast<unsigned char>(s[i]);
    out += "\xEF\xBF\xBD";
    ++i;
    // A double-byte character: its second byte (which may be ASCII, '}' and '[' among them, or
    // happen to start a UTF-8 sequence with what follows) goes with it.
    if (double_byte && b >= 0x81 && b <= 0xFE && i < s.size()) {
      const auto t = static_cast<unsigned char>(s[i]);
      if (t >= 0x40 && t <= 0xFE && t != 0x7F) ++i;
    }
  }
  return out;
}

}  // namespace paipu::notation::detail
