// Effects that set a permanent's land type to a basic land type (305.7): the static ability of
// an Aura such as Song of the Dryads, "Enchanted permanent is a colorless Forest land", or a
// resolved effect, "becomes the basic land type of your choice until end of turn" (Pixie
// Illusionist). chars() applies its type (layer 4, 205.1a) and color (layer 5); here are the
// latest such effect and the mana ability the permanent is left with: the abilities of its rules
// text are gone (abilities_of() has none) and its basic land type gives its intrinsic mana ability
// (305.6).
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
  static const std::array<CardId, 5> kCards = [] {
    std::array<CardId, 5> ids{};
    for (int i = 0; i < 5; ++i)
      ids[static_cast<size_t>(i)] = CardDb::get().find(basic_land_type_name(i));
    return ids;
  }();
  for (int i = 0; i < 5; ++i)
    if (type == basic_land_type_name(i) && kCards[static_cast<size_t>(i)] != kNoCard)
      return card_def(kCards[static_cast<size_t>(i)]).abilities;
  return {};
}

}  // namespace

const char* basic_land_type_name(int index) {
  static constexpr std::array<const char*, 5> kNames = {"Plains", "Island", "Swamp", "Mountain",
                                                        "Forest"};
  return index >= 0 && index < 5 ? kNames[static_cast<size_t>(index)] : nullptr;
}

namespace {

const StaticAbility* land_type_ability(const GameState& st, ObjId setter) {
  for (const Ability& a : card_def(st.obj(setter).card).abilities)
    if (a.kind == AbilityKind::Static && a.stat.kind == StaticKind::EnchantedIsBasicLand)
      return &a.stat;
  return nullptr;
}

}  // namespace

LandTypeSet find_land_type_set(const GameState& st, ObjId id) {
  const Object& o = st.obj(id);
  LandTypeSet found;
  if (o.left || o.zone != Zone::Battlefield) return found;
  for (size_t i = 0; st.land_type_sources > 0 && i < st.battlefield.size(); ++i) {
    ObjId s = st.battlefield[i];
    const Object& so = st.obj(s);
    if (so.attached_to != id || !card_def(so.card).sets_land_type ||
        effect_removes_abilities(st, s) || (found && so.timestamp < found.timestamp))
      continue;
    if (const StaticAbility* a = land_type_ability(st, s))
      found = {a->subtype, a->colorless_land, so.timestamp};
  }
  for (const ContinuousEffect& e : st.effects)  // in timestamp order: the latest last
    if (e.object == id && e.land_type > 0 && (!found || e.timestamp > found.timestamp))
      found = {basic_land_type_name(e.land_type - 1), false, e.timestamp};
  return found;
}

AbilityRange chosen_mana_ability(const GameState& st, ObjId id) {
  const Object& o = st.obj(id);
  // The chosen color (MW..MG) or basic land type: Plains, Island, Swamp, Mountain and Forest
  // make W, U, B, R and G (305.6), the order of the card's mana abilities.
  int index = o.chosen >= kBasicLandTypeCode ? o.chosen - kBasicLandTypeCode : o.chosen;
  if (o.zone != Zone::Battlefield || index < 0 || index > 4) return {};  // ruling DMU-R-0307
  for (const Ability& a : def(st, id).abilities)
    if (a.kind == AbilityKind::Mana && a.mana_colors == mana_kind_color(index)) return {&a, &a + 1};
  return {};
}

AbilityRange abilities_while_removed(const GameState& st, ObjId id) {
  auto range = [](std::span<const Ability> a) {
    return AbilityRange{a.data(), a.data() + a.size()};
  };
  if (abilities_lost_at(st, id) == 0)
    return def(st, id).mana_of_choice ? chosen_mana_ability(st, id) : range(def(st, id).abilities);
  LandTypeSet set = land_type_set(st, id);
  // 613.1f: an effect removing all abilities applies in layer 6, after the land type gave its
  // mana ability in layer 4, so that one goes too.
  if (!set || effect_removes_abilities(st, id)) return {};
  // A later effect setting its card types to others than land leaves it no land type (205.1a).
  for (const ContinuousEffect& e : st.effects)
    if (e.object == id && e.sets_types && e.timestamp > set.timestamp && !(e.add_types & TLand))
      return {};
  return range(intrinsic_mana_ability(set.type));
}

}  // namespace lore
