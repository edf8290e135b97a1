// Where a command writes: standard output, or the file given with -o.
#pragma once

#include <fstream>
#include <iostream>
#include <string>

namespace paipu::cli {

class Output {
 public:
  // Opens `path` for writing, or standard output when it is empty; says why on failure.
  bool open(const std::string& path) {
    if (path.empty()) return true;
    file_.open(path, std::ios::binary);
    if (!file_) std::cerr << "paipu: cannot write '" << path << "'\n";
    to_file_ = true;
    return static_cast<bool>(file_);
  }
  std::ostream& stream() { return to_file_ ? static_cast<std::ostream&>(file_) : std::cout; }

 private:
  std::ofstream file_;
  bool to_file_ = false;
};

}  // namespace paipu::cli
