// The module's only exports: the descriptor and the factory. The rules live in daqizi_rules.
#include "daqizi.hpp"
#include "paipu/plugin_abi.hpp"
#include "paipu/variant.hpp"

PAIPU_PLUGIN("daqizi", "1.0.0", paipu::daqizi::make_variant)
