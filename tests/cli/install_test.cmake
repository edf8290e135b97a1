# Installs the build into a fresh prefix and checks that the installed binary finds its plugins there,
# without PAIPU_PLUGIN_PATH.
file(REMOVE_RECURSE "${PREFIX}")
execute_process(COMMAND "${CMAKE_COMMAND}" --install "${BUILD_DIR}" --prefix "${PREFIX}"
                RESULT_VARIABLE rc OUTPUT_QUIET)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "cmake --install failed: ${rc}")
endif()
foreach(f bin/paipu include/paipu/variant.hpp include/paipu/notation/parse.hpp)
  if(NOT EXISTS "${PREFIX}/${f}")
    message(FATAL_ERROR "not installed: ${f}")
  endif()
endforeach()
execute_process(COMMAND "${CMAKE_COMMAND}" -E env --unset=PAIPU_PLUGIN_PATH "${PREFIX}/bin/paipu" plugins
                RESULT_VARIABLE rc OUTPUT_VARIABLE out)
if(NOT rc EQUAL 0 OR NOT out MATCHES "tianjiu[^\n]*${PREFIX}/lib/paipu/plugins/libpaipu_tianjiu.so")
  message(FATAL_ERROR "the installed paipu does not find its plugins (exit ${rc}):\n${out}")
endif()
if(out MATCHES "refused")
  message(FATAL_ERROR "the installed paipu refused plugins:\n${out}")
endif()
file(REMOVE_RECURSE "${PREFIX}")
