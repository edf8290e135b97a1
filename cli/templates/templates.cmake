# The files `paipu new-variant` writes: cli/templates/variant/, a complete plugin project whose id
# is the placeholder `mygame`. They are real files, so they can be read, formatted and built as
# they are, and they are embedded into the paipu binary at build time, so that the command needs
# no data directory and always writes the template of its own version.
set(paipu_template_files
  CMakeLists.txt README.md
  src/mygame.hpp src/pieces.cpp src/hand.hpp src/hand.cpp src/scoring.cpp src/variant.cpp
  src/plugin.cpp tests/mygame_test.cpp samples/mygame.paipu)
set(paipu_template_dir "${CMAKE_CURRENT_LIST_DIR}/variant")
set(paipu_template_inc "${CMAKE_CURRENT_BINARY_DIR}/generated/variant_template.inc")
list(TRANSFORM paipu_template_files PREPEND "${paipu_template_dir}/" OUTPUT_VARIABLE paipu_template_deps)
list(JOIN paipu_template_files "|" paipu_template_arg)
add_custom_command(
  OUTPUT "${paipu_template_inc}"
  COMMAND "${CMAKE_COMMAND}" -DROOT=${paipu_template_dir} -DFILES=${paipu_template_arg}
          -DOUT=${paipu_template_inc} -P "${CMAKE_CURRENT_LIST_DIR}/embed.cmake"
  DEPENDS "${CMAKE_CURRENT_LIST_DIR}/embed.cmake" ${paipu_template_deps}
  COMMENT "Embedding the new-variant template"
  VERBATIM)
target_sources(paipu PRIVATE src/new_variant.cpp "${paipu_template_inc}")
target_include_directories(paipu PRIVATE "${CMAKE_CURRENT_BINARY_DIR}/generated")
