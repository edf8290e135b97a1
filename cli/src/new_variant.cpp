// paipu new-variant NAME [DIR]: writes a plugin project that builds against the installed SDK,
// passes its tests and validates its sample before any rule is written. The files are those of
// cli/templates/variant/, embedded at build time (cli/templates/templates.cmake), with the
// placeholder id `mygame` replaced by NAME.
#include <filesystem>
#include <fstream>
#include <iostream>
#include <regex>
#include <string>
#include <string_view>
#include <system_error>

#include "commands.hpp"

namespace paipu::cli {

namespace {

namespace fs = std::filesystem;

struct TemplateFile {
  const char* path;
  const char* text;
};

const TemplateFile kTemplate[] = {
#include "variant_template.inc"
};

constexpr std::string_view kPlaceholder = "mygame";

// NAME becomes a C++ namespace and part of CMake names, so besides the id rule it may be no
// keyword and no namespace the plugin's code already uses.
constexpr std::string_view kTaken =
    " alignas alignof and and_eq asm auto bitand bitor bool break case catch char char8_t "
    "char16_t char32_t class compl concept const consteval constexpr constinit const_cast "
    "continue co_await co_return co_yield decltype default delete do double dynamic_cast else "
    "enum explicit export extern false float for friend goto if inline int long mutable "
    "namespace new noexcept not not_eq nullptr operator or or_eq private protected public "
    "register reinterpret_cast requires return short signed sizeof static static_assert "
    "static_cast struct switch template this thread_local throw true try typedef typeid "
    "typename union unsigned using virtual void volatile wchar_t while xor xor_eq std paipu "
    "boost testing ";

// Why NAME cannot be a variant id, or empty if it can.
std::string name_problem(const std::string& name) {
  if (!std::regex_match(name, std::regex("[a-z][a-z0-9_]*")))
    return "'" + name +
           "' is no variant id: a lowercase letter, then lowercase letters, digits or _";
  if (name.find("__") != std::string::npos)
    return "'" + name + "' has a double underscore, which C++ reserves";
  if (kTaken.find(" " + name + " ") != std::string_view::npos)
    return "'" + name + "' is a C++ keyword or a namespace the plugin uses; choose another id";
  return {};
}

std::string replace_all(std::string text, std::string_view from, const std::string& to) {
  for (std::size_t at = text.find(from); at != std::string::npos;
       at = text.find(from, at + to.size()))
    text.replace(at, from.size(), to);
  return text;
}

std::string upper(std::string s) {
  for (char& c : s) c = static_cast<char>(c >= 'a' && c <= 'z' ? c - 'a' + 'A' : c);
  return s;
}

// The prefix this paipu is installed in (bin/paipu), for the hint; empty in a build tree.
std::string install_prefix() {
  std::error_code ec;
  const fs::path exe = fs::canonical("/proc/self/exe", ec);
  if (ec || exe.parent_path().filename() != "bin") return {};
  return exe.parent_path().parent_path().string();
}

}  // namespace

int new_variant(const NewVariantOptions& o) {
  if (const std::string why = name_problem(o.name); !why.empty()) {
    std::cerr << "paipu new-variant: " << why << '\n';
    return kExitUsage;
  }
  const fs::path dir = o.dir.empty() ? fs::path(o.name) : fs::path(o.dir);
  std::error_code ec;
  if (fs::exists(dir, ec) && !(fs::is_directory(dir, ec) && fs::is_empty(dir, ec))) {
    std::cerr << "paipu new-variant: " << dir.string()
              << " exists and is not an empty directory; nothing was written\n";
    return kExitUsage;
  }
  const std::string upper_name = upper(o.name);
  for (const TemplateFile& f : kTemplate) {
    const fs::path path = dir / replace_all(f.path, kPlaceholder, o.name);
    fs::create_directories(path.parent_path(), ec);
    std::ofstream out(path, std::ios::binary);
    out << replace_all(replace_all(f.text, kPlaceholder, o.name), upper(std::string(kPlaceholder)),
                       upper_name);
    if (ec || !out.flush()) {
      std::cerr << "paipu new-variant: cannot write " << path.string() << '\n';
      return kExitUsage;
    }
  }
  const std::string d = dir.string();
  const std::string prefix = install_prefix();
  std::cout << "wrote the variant " << o.name << " to " << d << " (" << std::size(kTemplate)
            << " files). Next:\n"
            << "  cmake -S " << d << " -B " << d << "/build -DCMAKE_PREFIX_PATH="
            << (prefix.empty() ? "<paipu's install prefix>" : prefix) << '\n'
            << "  cmake --build " << d << "/build -j2 && ctest --test-dir " << d << "/build\n"
            << "  PAIPU_PLUGIN_PATH=" << d << "/build paipu validate " << d << "/samples/" << o.name
            << ".paipu\n";
  return kExitOk;
}

}  // namespace paipu::cli
