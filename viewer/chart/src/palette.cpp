// Line colours: a player keeps one colour from chart to chart, chosen from a hash of the name.
#include <array>

#include "paipu/chart/chart.hpp"

namespace paipu::chart {

namespace {

// Tableau 10, made for telling lines apart, then a navy and an olive for an 11th and 12th player.
constexpr std::array<Color, 12> kPalette{{{78, 121, 167},
                                          {242, 142, 43},
                                          {225, 87, 89},
                                          {118, 183, 178},
                                          {89, 161, 79},
                                          {237, 201, 72},
                                          {176, 122, 161},
                                          {255, 157, 167},
                                          {156, 117, 95},
                                          {186, 176, 172},
                                          {31, 56, 100},
                                          {128, 118, 0}}};

// FNV-1a over the name's bytes: the same on every machine and build, unlike std::hash.
std::size_t home_slot(const std::string& name) {
  std::uint32_t h = 2166136261u;
  for (const char c : name) {
    h ^= static_cast<unsigned char>(c);
    h *= 16777619u;
  }
  return h % kPalette.size();
}

}  // namespace

Color series_color(std::size_t index) {
  return kPalette[index % kPalette.size()];
}

std::size_t palette_size() {
  return kPalette.size();
}

Color line_color(const NetChart& chart, std::size_t index) {
  const int slot = index < chart.lines.size() ? chart.lines[index].palette : -1;
  return series_color(slot >= 0 ? static_cast<std::size_t>(slot) : index);
}

std::vector<std::size_t> distinct_slots(const std::vector<std::size_t>& wanted) {
  std::array<bool, kPalette.size()> taken{};
  std::size_t used = 0;
  std::vector<std::size_t> out;
  for (const std::size_t want : wanted) {
    std::size_t slot = want % kPalette.size();
    // Once every colour is taken, a slot is shared: the home one, so it is still the player's.
    while (used < kPalette.size() && taken[slot]) slot = (slot + 1) % kPalette.size();
    if (!taken[slot]) ++used;
    taken[slot] = true;
    out.push_back(slot);
  }
  return out;
}

std::vector<std::size_t> palette_slots(const std::vector<std::string>& names) {
  std::vector<std::size_t> homes;
  for (const auto& n : names) homes.push_back(home_slot(n));
  return distinct_slots(homes);
}

}  // namespace paipu::chart
