# Included from the top CMakeLists.txt when PAIPU_FUZZ is on, before any target is defined: every
# library the fuzz targets link gets coverage instrumentation and the sanitizers. docs/fuzzing.md.
if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
  message(FATAL_ERROR "PAIPU_FUZZ needs clang (libFuzzer); this build uses ${CMAKE_CXX_COMPILER_ID}. "
                      "Configure a fresh build directory with -DCMAKE_CXX_COMPILER=clang++.")
endif()
# The sanitizers: ASan and UBSan for CI and every run that looks for memory errors. A long run may
# take UBSan alone ("undefined", built at the build type's optimisation, not ASan's -O1), several
# times faster per execution (docs/fuzzing.md, "A long run without ASan"); its corpus is then
# replayed under ASan.
set(PAIPU_FUZZ_SANITIZERS "address,undefined" CACHE STRING
    "Sanitizers of a PAIPU_FUZZ build: address,undefined (the default) or undefined")
if(NOT PAIPU_FUZZ_SANITIZERS MATCHES "undefined")
  message(FATAL_ERROR "PAIPU_FUZZ_SANITIZERS must include undefined (got ${PAIPU_FUZZ_SANITIZERS})")
endif()
add_compile_options(-fsanitize=fuzzer-no-link,${PAIPU_FUZZ_SANITIZERS} -fno-omit-frame-pointer
                    -fno-sanitize-recover=undefined -gline-tables-only)
# libFuzzer's tracing of comparisons feeds its mutations the values the code compares with, and
# is more than half of fuzz_lsp_session's time. A long run may add processes built without it
# beside one built with it, all on one corpus (docs/fuzzing.md, "A long run without ASan").
option(PAIPU_FUZZ_TRACE_CMP "Trace comparisons for libFuzzer's mutations (off: faster, blinder)" ON)
if(NOT PAIPU_FUZZ_TRACE_CMP)
  add_compile_options(-fno-sanitize-coverage=trace-cmp)
endif()
# The JSON writer is neither traced nor checked by UBSan: it reads nothing of the input, and leaving
# it out took 7 % off fuzz_lsp_session (the list says why).
set(paipu_fuzz_ignore "${CMAKE_CURRENT_LIST_DIR}/ignore_json_writer.txt")
add_compile_options(-fsanitize-coverage-ignorelist=${paipu_fuzz_ignore}
                    -fsanitize-ignorelist=${paipu_fuzz_ignore})
add_link_options(-fsanitize=${PAIPU_FUZZ_SANITIZERS})
# The plugins fuzz_lsp_session loads refer to libFuzzer's __sancov_lowest_stack in the executable.
# ASan's runtime exports it with its own symbols; without ASan the executable exports it only when
# it exports all of its symbols (else dlopen fails and the server has no variant).
if(NOT PAIPU_FUZZ_SANITIZERS MATCHES "address")
  add_link_options(-rdynamic)
endif()
# A sanitizer build as far as the rest of the project is concerned: no link-time optimisation, and
# plugin modules may leave the sanitizer runtime's symbols to the host.
set(PAIPU_SANITIZE ON)
