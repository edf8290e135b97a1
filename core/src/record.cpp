#include "paipu/record.hpp"

namespace paipu {

const Tag* Record::find_tag(std::string_view name) const {
  for (const auto& t : tags)
    if (t.name == name) return &t;
  return nullptr;
}

std::string Record::tag_or(std::string_view name, std::string_view fallback) const {
  const Tag* t = find_tag(name);
  return t ? t->value : std::string(fallback);
}

}  // namespace paipu
