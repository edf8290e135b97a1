# The files `paipu new-variant` writes: cli/templates/variant/, a complete plugin project whose id
# is the placeholder `mygame`. They are real files, so they can be read, formatted and built as
# they are, and they are embedded into the paipu binary at build time, so that the command needs
# no data directory and always writes the template of its own version.
set(paipu_template_files
  CMakeLists.txt README.md
  src/mygame.hpp src/pieces.cpp src/hand.hpp src/hand.cpp src/scoring.cpp src/variant.cpp
  src/plugin.cpp tests/mygame_test.cpp samples/mygame.paipu)
paipu_embed(paipu variant_template.inc "${CMAKE_CURRENT_LIST_DIR}/variant"
            "Embedding the new-variant template" ${paipu_template_files})
target_sources(paipu PRIVATE src/new_variant.cpp)
