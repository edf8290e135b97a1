// The module's only exports: the descriptor and the factory. The rules live in fourtricks_rules.
#include "fourtricks.hpp"
#include "paipu/plugin_abi.hpp"

PAIPU_PLUGIN("fourtricks", fourtricks::kVersion, fourtricks::make_variant)
