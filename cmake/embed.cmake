# Files embedded into a target at build time by embed_files.cmake: `inc` (under generated/) holds
# one {"path", R"(text)"} line per file of `files`, relative to `root`. The new-variant template
# (cli/templates/) and the replay page's assets (viewer/page/assets/) are embedded so.
function(paipu_embed target inc root comment)
  set(files ${ARGN})
  set(out "${CMAKE_CURRENT_BINARY_DIR}/generated/${inc}")
  list(TRANSFORM files PREPEND "${root}/" OUTPUT_VARIABLE deps)
  list(JOIN files "|" arg)
  add_custom_command(
    OUTPUT "${out}"
    COMMAND "${CMAKE_COMMAND}" -DROOT=${root} -DFILES=${arg} -DOUT=${out}
            -P "${PROJECT_SOURCE_DIR}/cmake/embed_files.cmake"
    DEPENDS "${PROJECT_SOURCE_DIR}/cmake/embed_files.cmake" ${deps}
    COMMENT "${comment}"
    VERBATIM)
  target_sources(${target} PRIVATE "${out}")
  target_include_directories(${target} PRIVATE "${CMAKE_CURRENT_BINARY_DIR}/generated")
endfunction()
