// Rectangle tests the layout tests share, with half a pixel of slack for rounding.
#pragma once

#include "paipu/viewer/layout.hpp"

namespace paipu::viewer::rects {

inline bool inside(const Rect& inner, const Rect& outer) {
  return inner.x >= outer.x - 0.5f && inner.y >= outer.y - 0.5f &&
         inner.right() <= outer.right() + 0.5f && inner.bottom() <= outer.bottom() + 0.5f;
}

inline bool overlap(const Rect& a, const Rect& b) {
  return a.x < b.right() - 0.5f && b.x < a.right() - 0.5f && a.y < b.bottom() - 0.5f &&
         b.y < a.bottom() - 0.5f;
}

}  // namespace paipu::viewer::rects
