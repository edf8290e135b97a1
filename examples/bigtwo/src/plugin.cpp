// The module's only exports: the descriptor and the factory. The rules live in bigtwo_rules.
#include "bigtwo.hpp"
#include "paipu/plugin_abi.hpp"

PAIPU_PLUGIN("bigtwo", bigtwo::kVersion, bigtwo::make_variant)
