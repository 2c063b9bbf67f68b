// Effects that set a permanent's land type to a basic land type (305.7): the static ability of
// an Aura such as Song of the Dryads, "Enchanted permanent is a colorless Forest land". chars()
// applies its type (layer 4, 205.1a) and color (layer 5); here are the permanent it comes from
// and the mana ability the enchanted permanent is left with: the abilities of its rules text are
// gone (abilities_of() has none) and its basic land type gives its intrinsic mana ability (305.6).
#include <array>

#include "engine.h"

namespace lore {

namespace {

// An effect made `id` lose all abilities (613.1f). Read from the effects only: an Aura enchanting
// another can't make this recurse.
bool effect_removes_abilities(const GameState& st, ObjId id) {
  for (const ContinuousEffect& e : st.effects)
    if (e.loses_abilities && e.object == id) return true;
  return false;
}

// 305.6: the basic land card of each basic land type has exactly the type's intrinsic mana
// ability ("{T}: Add {G}" for Forest, basics.cpp).
std::span<const Ability> intrinsic_mana_ability(std::string_view type) {
  static constexpr std::array<const char*, 5> kTypes = {"Plains", "Island", "Swamp", "Mountain",
                                                        "Forest"};
  static const std::array<CardId, 5> kCards = [] {
    std::array<CardId, 5> ids{};
    for (size_t i = 0; i < kTypes.size(); ++i) ids[i] = CardDb::get().find(kTypes[i]);
    return ids;
  }();
  for (size_t i = 0; i < kTypes.size(); ++i)
    if (type == kTypes[i] && kCards[i] != kNoCard) return card_def(kCards[i]).abilities;
  return {};
}

}  // namespace

ObjId find_land_type_setter(const GameState& st, ObjId id) {
  const Object& o = st.obj(id);
  if (o.left || o.zone != Zone::Battlefield) return kNoObj;
  ObjId found = kNoObj;
  for (ObjId s : st.battlefield) {
    const Object& so = st.obj(s);
    if (so.attached_to != id || !card_def(so.card).sets_land_type ||
        effect_removes_abilities(st, s))
      continue;
    if (found == kNoObj || so.timestamp > st.obj(found).timestamp) found = s;  // 613.7
  }
  return found;
}

namespace {

const StaticAbility* land_type_ability(const GameState& st, ObjId setter) {
  for (const Ability& a : card_def(st.obj(setter).card).abilities)
    if (a.kind == AbilityKind::Static && a.stat.kind == StaticKind::EnchantedIsBasicLand)
      return &a.stat;
  return nullptr;
}

}  // namespace

const char* land_type_given(const GameState& st, ObjId setter) {
  const StaticAbility* a = land_type_ability(st, setter);
  return a ? a->subtype : nullptr;
}

bool land_type_makes_colorless_land(const GameState& st, ObjId setter) {
  const StaticAbility* a = land_type_ability(st, setter);
  return a && a->colorless_land;
}

AbilityRange abilities_while_removed(const GameState& st, ObjId id) {
  auto range = [](std::span<const Ability> a) {
    return AbilityRange{a.data(), a.data() + a.size()};
  };
  if (abilities_lost_at(st, id) == 0) return range(def(st, id).abilities);
  ObjId setter = land_type_setter(st, id);
  // 613.1f: an effect removing all abilities applies in layer 6, after the land type gave its
  // mana ability in layer 4, so that one goes too.
  if (setter == kNoObj || effect_removes_abilities(st, id)) return {};
  // A later effect setting its card types to others than land leaves it no land type (205.1a).
  for (const ContinuousEffect& e : st.effects)
    if (e.object == id && e.sets_types && e.timestamp > st.obj(setter).timestamp &&
        !(e.add_types & TLand))
      return {};
  const char* type = land_type_given(st, setter);
  return type ? range(intrinsic_mana_ability(type)) : AbilityRange{};
}

}  // namespace lore
