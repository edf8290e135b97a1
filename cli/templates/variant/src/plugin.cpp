// The module's only exports: the descriptor and the factory. The rules live in mygame_rules.
#include "mygame.hpp"
#include "paipu/plugin_abi.hpp"

PAIPU_PLUGIN("mygame", mygame::kVersion, mygame::make_variant)
