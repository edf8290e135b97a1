# cmake -DSTEP=install|example|new_variant|cleanup -DBUILD_DIR=... -DPAIPU_SOURCE_DIR=... -DWORK=...
#       -DGENERATOR=... -DCXX=... [-DLAUNCHER=...] -DNM=... -DLIBDIR=lib -P sdk_test.cmake
# One step of the SDK test (tests/sdk/CMakeLists.txt). Projects are built from copies under WORK,
# against WORK/prefix only: nothing may reach into the source tree.
set(prefix "${WORK}/prefix")
set(paipu "${prefix}/bin/paipu")

function(fail what)
  message(FATAL_ERROR "sdk test, step ${STEP}: ${what}")
endfunction()

# Runs a command, failing the step with its output unless it exits with `code`.
function(run code)
  cmake_parse_arguments(R "" "DIR;OUT" "" ${ARGN})
  if(NOT R_DIR)
    set(R_DIR "${WORK}")
  endif()
  execute_process(COMMAND ${R_UNPARSED_ARGUMENTS} WORKING_DIRECTORY "${R_DIR}"
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc STREQUAL code)
    list(JOIN R_UNPARSED_ARGUMENTS " " cmd)
    fail("`${cmd}` exited with ${rc}, expected ${code}\n${out}\n${err}")
  endif()
  if(R_OUT)
    set(${R_OUT} "${out}" PARENT_SCOPE)
  endif()
endfunction()

# Configures, builds and tests the project in `src` against the prefix alone.
function(build_and_test src build)
  # No build type: unoptimised code compiles fastest, and optimisation is not in the build id.
  set(args -S "${src}" -B "${build}" -G "${GENERATOR}" -DCMAKE_BUILD_TYPE=
           -DCMAKE_PREFIX_PATH=${prefix} -DCMAKE_CXX_COMPILER=${CXX} -DCMAKE_EXPORT_COMPILE_COMMANDS=ON)
  if(LAUNCHER)
    list(APPEND args -DCMAKE_CXX_COMPILER_LAUNCHER=${LAUNCHER})
  endif()
  run(0 "${CMAKE_COMMAND}" ${args})
  run(0 "${CMAKE_COMMAND}" --build "${build}" -j 2)
  file(READ "${build}/compile_commands.json" commands)
  string(FIND "${commands}" "${PAIPU_SOURCE_DIR}/" at)
  if(NOT at EQUAL -1)
    fail("${src} was compiled with a path into paipu's source tree")
  endif()
  run(0 "${CMAKE_CTEST_COMMAND}" --test-dir "${build}" --output-on-failure)
endfunction()

# The module exports the descriptor and the factory and nothing else.
function(check_exports module)
  run(0 "${NM}" -D --defined-only "${module}" OUT symbols)
  string(REGEX MATCHALL "[^\n ]+\n" names "${symbols}")
  list(TRANSFORM names STRIP)
  list(SORT names)
  if(NOT names STREQUAL "paipu_create_variant_v1;paipu_plugin_descriptor_v1")
    fail("${module} exports more than the two entry points:\n${symbols}")
  endif()
endfunction()

if(STEP STREQUAL "install")
  file(REMOVE_RECURSE "${WORK}")
  file(MAKE_DIRECTORY "${WORK}")
  run(0 "${CMAKE_COMMAND}" --install "${BUILD_DIR}" --prefix "${prefix}")
  set(pkg ${LIBDIR}/cmake/paipu)
  foreach(f bin/paipu ${pkg}/paipuConfig.cmake ${pkg}/paipuConfigVersion.cmake ${pkg}/paipuTargets.cmake
            ${pkg}/paipu-variant.cmake ${LIBDIR}/libpaipu_kits.a include/paipu/trick.hpp
            include/paipu/plugin_abi.hpp share/doc/paipu/plugins.md share/doc/paipu/notation.md
            share/doc/paipu/diagnostics.md share/doc/paipu/variants/daqizi.md
            share/doc/paipu/api/index.html share/doc/paipu/api/classpaipu_1_1HandState.html)
    if(NOT EXISTS "${prefix}/${f}")
      fail("not installed: ${f}")
    endif()
  endforeach()

elseif(STEP STREQUAL "example")
  # Both examples, copied, configured once as two subprojects of one build (one configure and one
  # parallel build instead of two); each still finds paipu through the prefix alone.
  set(src "${WORK}/examples")
  file(REMOVE_RECURSE "${src}")
  file(MAKE_DIRECTORY "${src}")
  foreach(example fourtricks bigtwo)
    file(COPY "${PAIPU_SOURCE_DIR}/examples/${example}" DESTINATION "${src}" REGEX "/build[^/]*$" EXCLUDE)
  endforeach()
  file(WRITE "${src}/CMakeLists.txt" "cmake_minimum_required(VERSION 3.25)\nproject(examples CXX)\n"
                                     "enable_testing()\nadd_subdirectory(fourtricks)\nadd_subdirectory(bigtwo)\n")
  build_and_test("${src}" "${src}/build")
  # example, its planted error (exactly the diagnostics of the .expect file, at their line:col)
  foreach(pair fourtricks:revoke bigtwo:low-pair)
    string(REPLACE ":" ";" pair "${pair}")
    list(GET pair 0 example)
    list(GET pair 1 planted)
    set(module_dir "${src}/build/${example}")
    check_exports("${module_dir}/libpaipu_${example}.so")
    set(ENV{PAIPU_PLUGIN_PATH} "${module_dir}")
    run(0 "${paipu}" validate samples/match.paipu DIR "${src}/${example}")
    run(1 "${paipu}" validate samples/invalid/${planted}.paipu DIR "${src}/${example}" OUT got)
    file(READ "${src}/${example}/samples/invalid/${planted}.expect" want)
    if(NOT got STREQUAL want)
      fail("paipu validate ${example}/samples/invalid/${planted}.paipu printed\n${got}\nexpected\n${want}")
    endif()
    # The conformance check every plugin can run, on the outside plugin as installed users would.
    run(0 "${paipu}" check-plugin ${example} --hands 40)
  endforeach()

elseif(STEP STREQUAL "new_variant")
  set(dir "${WORK}/new-variant")
  file(REMOVE_RECURSE "${dir}")
  file(MAKE_DIRECTORY "${dir}/full")
  file(WRITE "${dir}/full/keep.txt" "not empty\n")
  run(2 "${paipu}" new-variant 9lives "${dir}/bad")
  run(2 "${paipu}" new-variant class "${dir}/bad")
  run(2 "${paipu}" new-variant sdkcheck "${dir}/full")
  # What it writes is built, tested, changed and validated by sdk.docs, as docs/plugins.md's
  # tutorial tells its reader; here only the names and directories it refuses.
  run(0 "${paipu}" new-variant sdkcheck "${dir}/sdkcheck")
  foreach(f CMakeLists.txt README.md src/sdkcheck.hpp samples/sdkcheck.paipu tests/sdkcheck_test.cpp)
    if(NOT EXISTS "${dir}/sdkcheck/${f}")
      fail("paipu new-variant wrote no ${f}")
    endif()
  endforeach()

elseif(STEP STREQUAL "cleanup")
  file(REMOVE_RECURSE "${WORK}")

else()
  fail("unknown step")
endif()
