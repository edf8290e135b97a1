// The module's only exports: the descriptor and the factory. The rules live in chinton_rules.
#include "chinton.hpp"
#include "paipu/plugin_abi.hpp"
#include "paipu/variant.hpp"

PAIPU_PLUGIN("chinton", "0.1.0", paipu::chinton::make_variant)
