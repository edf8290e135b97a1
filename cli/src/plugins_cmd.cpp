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

const char* origin_name(DirOrigin o) {
  switch (o) {
    case DirOrigin::given:
      return "given";
    case DirOrigin::env:
      return "PAIPU_PLUGIN_PATH";
    case DirOrigin::installed:
      return "installed dir";
    case DirOrigin::build:
      return "build dir";
  }
  return "given";
}

const char* outcome_name(ScanEntry::Outcome o) {
  switch (o) {
    case ScanEntry::Outcome::loaded:
      return "loaded ";
    case ScanEntry::Outcome::refused:
      return "refused";
    case ScanEntry::Outcome::skipped:
      return "skipped";
    default:
      return "";
  }
}

std::string directory_state(const ScanEntry& e) {
  // The installed directory is absent in every build tree; saying so keeps it from looking broken.
  if (e.origin == DirOrigin::installed && e.outcome == ScanEntry::Outcome::missing)
    return e.reason +
           " (as when paipu runs from its build tree; the build dir is searched instead)";
  return e.reason;
}

// The whole scan, in order: where the host looked, what it found there and what it made of it.
void print_scan_log(const PluginHost& host) {
  const auto& log = host.scan_log();
  std::cout << "search path, in order:\n";
  int n = 0;
  for (const auto& e : log) {
    if (e.kind != ScanEntry::Kind::directory) continue;
    std::cout << "  " << ++n << ". " << e.path.string() << "  (" << origin_name(e.origin) << ")";
    if (e.outcome != ScanEntry::Outcome::searched) std::cout << ": " << directory_state(e);
    std::cout << '\n';
  }
  for (std::size_t i = 0; i < log.size(); ++i) {
    const ScanEntry& dir = log[i];
    if (dir.kind != ScanEntry::Kind::directory || dir.outcome != ScanEntry::Outcome::searched)
      continue;
    std::cout << '\n' << dir.path.string() << "  (" << origin_name(dir.origin) << "):";
    if (!dir.reason.empty()) std::cout << ' ' << dir.reason;
    std::cout << '\n';
    std::size_t j = i + 1;
    for (; j < log.size() && log[j].kind == ScanEntry::Kind::file; ++j)
      std::cout << "  " << outcome_name(log[j].outcome) << "  " << log[j].path.filename().string()
                << ": " << log[j].reason << '\n';
    if (j == i + 1) std::cout << "  (empty)\n";
  }
  std::cout << '\n'
            << host.plugins().size() << " loaded, " << host.refused().size() << " refused\n\n";
}

// Without -v a mistyped PAIPU_PLUGIN_PATH would go unnoticed: its plugins are simply not there.
void warn_about_search_path(const PluginHost& host) {
  for (const auto& e : host.scan_log())
    if (e.kind == ScanEntry::Kind::directory && e.origin == DirOrigin::env &&
        e.outcome != ScanEntry::Outcome::searched)
      std::cerr << "paipu: warning: PAIPU_PLUGIN_PATH entry " << e.path.string() << " " << e.reason
                << '\n';
}

}  // namespace

int list_plugins(PluginHost& host, const std::string& pieces_of, bool verbose) {
  if (!pieces_of.empty()) {
    auto v = host.find(pieces_of);
    if (!v) {
      std::cerr << "paipu: unknown variant '" << pieces_of << "'";
      if (const RefusedPlugin* r = host.refusal_for(pieces_of))
        std::cerr << ": the plugin " << r->path.string() << " was refused: " << r->reason;
      std::cerr << '\n';
      return kExitUsage;
    }
    print_vocabulary(v->info());
    return kExitOk;
  }
  if (verbose)
    print_scan_log(host);
  else
    warn_about_search_path(host);
  for (const auto& p : host.plugins()) {
    const auto& info = p.variant->info();
    std::cout << p.id << "\t" << info.name << "\tversion " << p.version << "\tABI " << p.abi_major
              << '.' << p.abi_minor << "\t" << p.path.string() << '\n';
  }
  if (!verbose)
    for (const auto& r : host.refused())
      std::cout << "refused\t" << r.path.string() << "\t" << r.reason << '\n';
  if (host.plugins().empty()) std::cerr << "paipu: no plugins found; set PAIPU_PLUGIN_PATH\n";
  return host.plugins().empty() ? kExitUsage : kExitOk;
}

}  // namespace paipu::cli
