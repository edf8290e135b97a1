/// @file
/// Rule options: what a variant reads from the RuleValues the core passes to new_match(). A value
/// that is absent, or not one of the option's choices, reads as the default.
/// Part of the trick kit (paipu/trick.hpp includes every part).
#pragma once

#include "paipu/trick/basics.hpp"

namespace paipu::trick {

/// The index of `name`'s value among its choices.
int option_index(const std::vector<RuleOption>& options, const RuleValues& values,
                 const std::string& name);
/// The value of `name`, resolved as above ("" for an option that does not exist).
std::string option_value(const std::vector<RuleOption>& options, const RuleValues& values,
                         const std::string& name);
/// `name`'s value is "on".
bool option_on(const std::vector<RuleOption>& options, const RuleValues& values,
               const std::string& name);
/// `name`'s value as a number (0 when it is not one).
int option_int(const std::vector<RuleOption>& options, const RuleValues& values,
               const std::string& name);
/// Every option at its default: what the core passes when a record sets none.
RuleValues option_defaults(const std::vector<RuleOption>& options);

}  // namespace paipu::trick
