// Dominaria United spells whose cost or effect depends on how and when they are cast: kicked or
// not (702.33d), during your main phase, after an opponent cast two spells.
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> dmu_cast_condition_scripts() {
  return {
      {"Tail Swipe",
       [](CardDef& c) {
         Filter not_yours = creature();
         not_yours.who = Filter::NotYou;
         Effect fight = fx(Op::Fight, Who::Target, 0, 1);
         fight.source_slot = 0;  // "those creatures fight each other" (701.14a)
         c.abilities = {
             spell(mode({target(yours(creature())), target(not_yours)},
                        {when(pump(1, 1, Who::Target, 0), Cond::CastDuringYourMainPhase), fight}))};
       }},
      {"Sheoldred's Restoration",
       [](CardDef& c) {
         Effect back = fx(Op::ReturnToBattlefield, Who::Target);
         Value mv = value(Value::LastMovedManaValue);
         c.abilities = {
             kicker("{2}{W}"),
             spell(mode({target_card_in_your_graveyard(TCreature)},
                        {back, when(fxv(Op::GainLife, Who::Controller, mv), Cond::Kicked),
                         when(fxv(Op::LoseLife, Who::Controller, mv), Cond::NotKicked),
                         fx(Op::Exile, Who::Source)}))};
       }},
      {"Ertai's Scorn",
       [](CardDef& c) {  // ruling DMU-R-0106: {U} less once, however many such opponents
         Ability less = costs_less(value(Value::OpponentCastSpellsAtLeast, 2));
         less.mana_colors = Blue;  // "costs {U} less"
         c.abilities = {less,
                        spell(mode({target_spell(Filter{})}, {fx(Op::CounterSpell, Who::Target)}))};
       }},
      {"Tear Asunder",
       [](CardDef& c) {  // 702.33g: kicked, only the nonland permanent is targeted
         TargetSpec art_ench = target(permanent(TArtifact | TEnchantment));
         art_ench.if_kicked = -1;
         TargetSpec nonland = target(permanent(kPermanentTypes).with(Nonland));
         nonland.if_kicked = 1;
         c.abilities = {kicker("{1}{B}"),
                        spell(mode({art_ench, nonland}, {fx(Op::Exile, Who::Target, 0, 0),
                                                         fx(Op::Exile, Who::Target, 0, 1)}))};
       }},
      {"Urborg Repossession",
       [](CardDef& c) {  // 702.33g: the second target only if kicked
         TargetSpec other = target_card_in_your_graveyard(kPermanentTypes);
         other.if_kicked = 1;
         other.different_from_prev = true;  // "another target permanent card"
         c.abilities = {kicker("{1}{G}"),
                        spell(mode({target_card_in_your_graveyard(TCreature), other},
                                   {fx(Op::ReturnToHand, Who::Target, 0, 0), gain(2),
                                    fx(Op::ReturnToHand, Who::Target, 0, 1)}))};
       }},
      {"Choking Miasma",
       [](CardDef& c) {
         Effect one = counters(Counter::PlusOne, 1, Who::ChosenPermanent);  // not targeted
         one.filter = yours(creature());
         c.abilities = {kicker("{G}"),
                        spell(mode({}, {when(one, Cond::Kicked), all(pump(-2, -2), creature())}))};
       }},
  };
}

}  // namespace lore
