// Stands for a library that a hostile record names by path. Merely loading it runs its constructor,
// which leaves a marker file; the tests assert that paipu never loads it.
#include <cstdio>
#include <cstdlib>

__attribute__((constructor)) static void paipu_test_evil_constructor() {
  if (const char* marker = std::getenv("PAIPU_EVIL_MARKER")) {
    if (std::FILE* f = std::fopen(marker, "w")) {
      std::fputs("loaded\n", f);
      std::fclose(f);
    }
  }
}
