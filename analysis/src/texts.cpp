#include "paipu/analysis/texts.hpp"

#include <algorithm>
#include <map>

namespace paipu::analysis {

std::string joined(const PieceTexts& pieces) {
  std::string s;
  for (const std::string& p : pieces) s += p;
  return s;
}

std::string place_text(int shanten, int copies, const PieceTexts& effective) {
  std::string s = shanten == 0 ? "ready" : std::to_string(shanten) + "-shanten";
  s += ", " + std::to_string(copies) + " tiles";
  if (shanten == 0 && !effective.empty()) s += " (" + joined(effective) + ")";
  return s;
}

std::string discard_row_text(const DiscardChoice& c, const PieceTexts& effective) {
  std::string s = place_text(c.shanten, c.copies, effective);
  if (c.furiten) s += ", furiten";
  if (!c.points.empty()) {
    const auto [low, high] = std::minmax_element(c.points.begin(), c.points.end());
    s += ", worth " + std::to_string(*low);
    if (*high != *low) s += " to " + std::to_string(*high);
  }
  return s;
}

std::string call_row_text(const CallDecision& d, const CallTexts& t, int k) {
  const auto i = static_cast<std::size_t>(k);
  const CallChoice& c = d.calls.calls[i];
  std::string s = place_text(c.shanten, c.copies, t.effective[i]);
  if (!t.discards[i].empty()) s += " (then " + t.discards[i] + ")";
  return s;
}

std::string stood_text(const CallDecision& d, const CallTexts& t) {
  return place_text(d.calls.shanten, d.calls.copies, t.effective.back());
}

std::string waits_text(const PieceTexts& effective, const std::vector<long long>& points) {
  if (points.size() != effective.size()) {
    std::string s = "waits on";
    for (const std::string& p : effective) s += " " + p;
    return s;
  }
  // The waits grouped by their points, the most first; each group in the row's order.
  std::map<long long, std::string, std::greater<>> by_points;
  for (std::size_t k = 0; k < effective.size(); ++k) {
    std::string& group = by_points[points[k]];
    group += (group.empty() ? "" : " ") + effective[k];
  }
  std::string s = "worth";
  bool first = true;
  for (const auto& [value, group] : by_points) {
    s += (first ? " " : ", ") + std::to_string(value) + " on " + group;
    first = false;
  }
  return s;
}

}  // namespace paipu::analysis
