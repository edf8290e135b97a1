#include <iostream>

#include "commands.hpp"

namespace paipu::cli {

namespace {

const char* kind_name(ArgKind k) {
  switch (k) {
    case ArgKind::none:
      return "-";
    case ArgKind::pieces:
      return "pieces";
    case ArgKind::numbers:
      return "numbers";
    case ArgKind::words:
      return "keyword";
  }
  return "-";
}

void print_vocabulary(const VariantInfo& info) {
  std::cout << info.id << " — " << info.name << " (" << info.english << ")\n\npieces:\n";
  for (const auto& p : info.pieces) {
    std::cout << "  " << p.code << "\t" << p.name << "\t×" << p.copies;
    if (!p.aliases.empty()) {
      std::cout << "\taliases:";
      for (const auto& a : p.aliases) std::cout << ' ' << a;
    }
    if (!p.description.empty()) std::cout << "\t" << p.description;
    std::cout << '\n';
  }
  std::cout << "\nverbs:\n";
  for (const auto& v : info.verbs) {
    std::cout << "  " << (v.seated ? "SEAT " : "") << v.name << "  [" << kind_name(v.args) << ']';
    for (const auto& a : v.aliases) std::cout << " alias " << a;
    for (const auto& k : v.keywords) std::cout << " '" << k << "'";
    if (!v.doc.empty()) std::cout << "  — " << v.doc;
    std::cout << '\n';
  }
  std::cout << "\nrule options ([Rule.<name> \"value\"]):\n";
  for (const auto& o : info.options) {
    std::cout << "  " << o.name << " = " << o.default_value;
    if (!o.choices.empty()) {
      std::cout << "  (";
      for (std::size_t i = 0; i < o.choices.size(); ++i)
        std::cout << (i ? "|" : "") << o.choices[i];
      std::cout << ')';
    }
    std::cout << "\n      " << o.doc << '\n';
  }
}

}  // namespace

int list_plugins(PluginHost& host, const std::string& pieces_of) {
  if (!pieces_of.empty()) {
    auto v = host.find(pieces_of);
    if (!v) {
      std::cerr << "paipu: unknown variant '" << pieces_of << "'\n";
      return kExitUsage;
    }
    print_vocabulary(v->info());
    return kExitOk;
  }
  for (const auto& p : host.plugins()) {
    const auto& info = p.variant->info();
    std::cout << p.id << "\t" << info.name << "\tversion " << p.version << "\tABI " << p.abi_major
              << '.' << p.abi_minor << "\t" << p.path.string() << '\n';
  }
  for (const auto& r : host.refused())
    std::cout << "refused\t" << r.path.string() << "\t" << r.reason << '\n';
  if (host.plugins().empty()) std::cerr << "paipu: no plugins found; set PAIPU_PLUGIN_PATH\n";
  return host.plugins().empty() ? kExitUsage : kExitOk;
}

}  // namespace paipu::cli
