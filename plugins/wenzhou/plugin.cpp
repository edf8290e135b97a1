// The module's only exports: the descriptor and the factory. The rules live in wenzhou_rules.
#include "paipu/plugin_abi.hpp"
#include "paipu/variant.hpp"
#include "wenzhou.hpp"

PAIPU_PLUGIN("wenzhou", "0.1.0", paipu::wenzhou::make_variant)
