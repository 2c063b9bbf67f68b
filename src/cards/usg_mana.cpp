// Urza's Saga mana primitives: mana abilities whose amount is counted as they resolve (106.4:
// "{T}: Add {G} for each creature you control" and the like) and triggered mana abilities (605.1b).
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

namespace {

// "{T}: Add {<color>} for each <f>" (a mana ability, 605.1a; the count as it is activated).
Ability mana_for_each(ColorMask color, Filter f) {
  Ability a = mana(color);
  a.mana_per_matching = true;
  a.stat.filter = f;
  return a;
}

}  // namespace

std::vector<CardScript> usg_mana_scripts() {
  return {
      {"Gaea's Cradle",
       [](CardDef& c) { c.abilities = {mana_for_each(Green, yours(creature()))}; }},
      {"Serra's Sanctum",
       [](CardDef& c) { c.abilities = {mana_for_each(White, yours(permanent(TEnchantment)))}; }},
      {"Tolarian Academy",
       [](CardDef& c) { c.abilities = {mana_for_each(Blue, yours(permanent(TArtifact)))}; }},
      {"Vernal Bloom",
       [](CardDef& c) {  // a triggered mana ability (605.1b): any player's Forest, its controller
         Ability bloom;
         bloom.kind = AbilityKind::Triggered;
         bloom.trigger = on_other(Event::TappedForMana, Filter{}.with(HasSubtype, "Forest"));
         bloom.mana_colors = Green;
         c.abilities = {bloom};
       }},
      {"Thran Turbine",
       [](CardDef& c) {  // not a mana ability: it triggers at the upkeep (605.5a)
         Effect cc = optional(add_mana(0, 2));
         cc.set<Effect::ManaCosts>().spend_only = SpendOnly::Abilities;  // 106.6
         c.abilities = {triggered(on(Event::BeginningOfUpkeep), mode({}, {cc}))};
       }},
      {"Carpet of Flowers",
       [](CardDef& c) {
         // "At the beginning of each of your main phases, if you haven't added mana with this
         // ability this turn, you may add X mana of any one color, where X is the number of
         // Islands target opponent controls." Not a mana ability: it targets and uses the stack
         // (605.5a, ruling FIN-R-0455); X is counted as it resolves (FIN-R-0456); the intervening
         // "if" (603.4) reads the mana it added this turn (Object::activations).
         Effect add =
             fxv(Op::AddMana, Who::Controller, value(Value::BasicLandTypeTargetPlayerControls, 1));
         auto& m = add.set<Effect::ManaCosts>();
         m.colors = kAnyColor;
         m.one_color = true;
         m.counts_for_source = true;
         Ability first = triggered(on(Event::BeginningOfPrecombatMain),
                                   mode({target_player(Filter::Opponent)}, {optional(add)}));
         first.trigger.if_clause = TriggerIf::SourceAddedNoManaThisTurn;
         Ability later = first;  // 505.1a: each main phase after the first
         later.trigger.event = Event::BeginningOfPostcombatMain;
         c.abilities = {first, later};
       }},
      {"Priest of Titania",
       [](CardDef& c) {  // every Elf on the battlefield, whoever controls it (this one included)
         c.abilities = {mana_for_each(Green, Filter{}.with(HasSubtype, "Elf"))};
       }},
  };
}

}  // namespace lore
