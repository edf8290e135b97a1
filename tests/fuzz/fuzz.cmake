# Included from the top CMakeLists.txt when PAIPU_FUZZ is on, before any target is defined: every
# library the fuzz targets link gets coverage instrumentation and the sanitizers. docs/fuzzing.md.
if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
  message(FATAL_ERROR "PAIPU_FUZZ needs clang (libFuzzer); this build uses ${CMAKE_CXX_COMPILER_ID}. "
                      "Configure a fresh build directory with -DCMAKE_CXX_COMPILER=clang++.")
endif()
add_compile_options(-fsanitize=fuzzer-no-link,address,undefined -fno-omit-frame-pointer
                    -fno-sanitize-recover=undefined -gline-tables-only)
add_link_options(-fsanitize=address,undefined)
# A sanitizer build as far as the rest of the project is concerned: no link-time optimisation, and
# plugin modules may leave the sanitizer runtime's symbols to the host.
set(PAIPU_SANITIZE ON)
