// A byte for each of the 34 kinds, in three 16-byte SSE2 lanes (the third holds kinds 32 and 33
// and zeros), for the counts that look at every kind at once: a loop over the kinds costs a branch
// a kind that the predictor loses on random hands. Without SSE2 the same operations run a byte at
// a time. Private to the kit.
//
// The counts assume every byte below 128 and a sum below 2^16, which a hand keeps.
#pragma once

#include <array>
#include <cstdint>
#include <cstring>

#include "paipu/mahjong/tiles.hpp"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace paipu::mahjong::detail {

#if defined(__SSE2__)
class KindBytes {
 public:
  static KindBytes of(const Counts& c) {
    KindBytes b;
    b.v_[0] = _mm_loadu_si128(reinterpret_cast<const __m128i*>(c.data()));
    b.v_[1] = _mm_loadu_si128(reinterpret_cast<const __m128i*>(c.data() + 16));
    b.v_[2] = _mm_cvtsi32_si128(c[32] | (c[33] << 8));
    return b;
  }
  // 0xFF for each kind whose bit `kinds` sets: a lane's two bytes of bits copied across its two
  // halves, each byte then keeping its own bit.
  static KindBytes of_kinds(std::uint64_t kinds) {
    constexpr std::uint64_t kLow = 0x0101010101010101ULL;
    const __m128i bit = _mm_set1_epi64x(static_cast<long long>(0x8040201008040201ULL));
    KindBytes b;
    for (int i = 0; i < 3; ++i) {
      const std::uint64_t lo = (kinds >> (16U * static_cast<unsigned>(i))) & 0xFFU;
      const std::uint64_t hi = (kinds >> (16U * static_cast<unsigned>(i) + 8U)) & 0xFFU;
      const __m128i spread =
          _mm_set_epi64x(static_cast<long long>(hi * kLow), static_cast<long long>(lo * kLow));
      b.v_[i] = _mm_cmpeq_epi8(_mm_and_si128(spread, bit), bit);
    }
    return b;
  }

  friend KindBytes operator&(const KindBytes& a, const KindBytes& b) {
    return a.zip(b, [](__m128i x, __m128i y) { return _mm_and_si128(x, y); });
  }
  // This and not `mask`.
  KindBytes but_not(const KindBytes& mask) const {
    return zip(mask, [](__m128i x, __m128i m) { return _mm_andnot_si128(m, x); });
  }
  // This less `b`, down to 0.
  KindBytes minus(const KindBytes& b) const {
    return zip(b, [](__m128i x, __m128i y) { return _mm_subs_epu8(x, y); });
  }
  // Each byte halved.
  KindBytes half() const {
    const __m128i seven = _mm_set1_epi8(0x7F);
    return map([&](__m128i x) { return _mm_and_si128(_mm_srli_epi16(x, 1), seven); });
  }
  // Each byte's low bit.
  KindBytes odd() const {
    const __m128i one = _mm_set1_epi8(1);
    return map([&](__m128i x) { return _mm_and_si128(x, one); });
  }
  // 0xFF where a byte is not zero.
  KindBytes nonzero() const {
    const __m128i zero = _mm_setzero_si128();
    return map(
        [&](__m128i x) { return _mm_xor_si128(_mm_cmpeq_epi8(x, zero), _mm_set1_epi8(-1)); });
  }
  // 1 where a byte is not zero.
  KindBytes ones() const {
    const __m128i one = _mm_set1_epi8(1);
    return map([&](__m128i x) { return _mm_min_epu8(x, one); });
  }
  bool any() const {
    const __m128i all = _mm_or_si128(_mm_or_si128(v_[0], v_[1]), v_[2]);
    return _mm_movemask_epi8(_mm_cmpeq_epi8(all, _mm_setzero_si128())) != 0xFFFF;
  }
  int sum() const {
    const __m128i zero = _mm_setzero_si128();
    const __m128i s =
        _mm_add_epi64(_mm_add_epi64(_mm_sad_epu8(v_[0], zero), _mm_sad_epu8(v_[1], zero)),
                      _mm_sad_epu8(v_[2], zero));
    return _mm_cvtsi128_si32(s) + _mm_cvtsi128_si32(_mm_unpackhi_epi64(s, s));
  }

 private:
  template <class F>
  KindBytes map(F f) const {
    KindBytes out;
    for (int i = 0; i < 3; ++i) out.v_[i] = f(v_[i]);
    return out;
  }
  template <class F>
  KindBytes zip(const KindBytes& b, F f) const {
    KindBytes out;
    for (int i = 0; i < 3; ++i) out.v_[i] = f(v_[i], b.v_[i]);
    return out;
  }

  __m128i v_[3]{};  // a C array: std::array would drop __m128i's alignment attribute
};
#else
class KindBytes {
 public:
  static KindBytes of(const Counts& c) {
    KindBytes b;
    std::memcpy(b.v_.data(), c.data(), c.size());
    return b;
  }
  static KindBytes of_kinds(std::uint64_t kinds) {
    KindBytes b;
    for (int k = 0; k < kKinds; ++k)
      b.v_[k] = ((kinds >> static_cast<unsigned>(k)) & 1U) ? 0xFF : 0;
    return b;
  }
  friend KindBytes operator&(const KindBytes& a, const KindBytes& b) {
    return a.zip(b, [](int x, int y) { return x & y; });
  }
  KindBytes but_not(const KindBytes& mask) const {
    return zip(mask, [](int x, int m) { return x & ~m; });
  }
  KindBytes minus(const KindBytes& b) const {
    return zip(b, [](int x, int y) { return x > y ? x - y : 0; });
  }
  KindBytes half() const {
    return zip(*this, [](int x, int) { return x >> 1; });
  }
  KindBytes odd() const {
    return zip(*this, [](int x, int) { return x & 1; });
  }
  KindBytes nonzero() const {
    return zip(*this, [](int x, int) { return x != 0 ? 0xFF : 0; });
  }
  KindBytes ones() const {
    return zip(*this, [](int x, int) { return x != 0 ? 1 : 0; });
  }
  bool any() const { return sum() != 0; }
  int sum() const {
    int n = 0;
    for (std::uint8_t x : v_) n += x;
    return n;
  }

 private:
  template <class F>
  KindBytes zip(const KindBytes& b, F f) const {
    KindBytes out;
    for (std::size_t i = 0; i < v_.size(); ++i)
      out.v_[i] = static_cast<std::uint8_t>(f(v_[i], b.v_[i]));
    return out;
  }

  std::array<std::uint8_t, kKinds> v_{};
};
#endif

// How many kinds have an odd count.
inline int odd_kinds(const Counts& c) {
  return KindBytes::of(c).odd().sum();
}

}  // namespace paipu::mahjong::detail
