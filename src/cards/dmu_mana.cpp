// Dominaria United cards whose main need is a mana primitive (605, 106).
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> dmu_mana_scripts() {
  return {
      {"Timeless Lotus",
       [](CardDef& c) {
         // "{T}: Add {W}{U}{B}{R}{G}": five mana of fixed kinds in one activation (106.4)
         Ability five = mana(0);
         five.mana_amount = 0;
         five.mana_also = {1, 1, 1, 1, 1, 0};
         c.abilities = {enters_tapped(), five};
       }},
      {"Volshe Tideturner",
       [](CardDef& c) {
         // "{T}: Add {U}. Spend this mana only to cast an instant or sorcery spell or a kicked
         // spell." (106.6; a spell is kicked once its kicker is announced, 601.2b)
         Ability u = mana(Blue);
         u.spend_only = SpendOnly::InstantSorceryOrKicked;
         c.abilities = {u};
       }},
      {"Plaza of Heroes",
       [](CardDef& c) {
         // "{T}: Add {C}."
         Ability colorless = mana(0);
         // "{T}: Add one mana of any color. Spend this mana only to cast a legendary spell."
         // (106.6; activated at priority only, apart from the {C} ability's unit)
         Ability legendary = mana(kAnyColor);
         legendary.spend_only = SpendOnly::LegendarySpell;
         legendary.mana_grant = ManaGrant::AtPriority;
         // "{T}: Add one mana of any color among legendary permanents you control." (106.7: none
         // with no such color)
         Ability among = mana(kAnyColor);
         among.mana_grant = ManaGrant::ColorAmongMatching;
         among.stat.filter = yours(permanent(kPermanentTypes).with(Legendary));
         // "{3}, {T}, Exile this land: Target legendary creature gains hexproof and
         // indestructible until end of turn."
         Cost k = cost("{3}", true);
         k.exile_self = true;
         c.abilities = {colorless, legendary, among,
                        activated(k, mode({target(creature().with(Legendary))},
                                          {grant(KHexproof | KIndestructible)}))};
       }},
      {"Rivaz of the Claw",
       [](CardDef& c) {
         c.keywords = KMenace;
         // "{T}: Add two mana in any combination of colors. Spend this mana only to cast Dragon
         // creature spells." (605.4a: the second mana's color chosen as it resolves)
         Ability two = mana(kAnyColor);
         two.mana_grant = ManaGrant::AnyCombination;
         two.mana_amount = 2;
         two.spend_only = SpendOnly::DragonCreatureSpell;
         // "Once during each of your turns, you may cast a Dragon creature spell from your
         // graveyard." (601.3; the timing as usual, ruling DMU-R-0249)
         Ability once = static_ability(StaticKind::OncePerTurnFromGraveyard);
         once.stat.filter = creature().with(HasSubtype, "Dragon");
         // "Whenever you cast a Dragon creature spell from your graveyard, it gains \"When this
         // creature dies, exile it.\"" (any permission, ruling DMU-R-0251; 400.7a: the permanent
         // the spell becomes keeps it, ruling DMU-R-0252)
         Trigger cast = on_cast(creature().with(HasSubtype, "Dragon"));
         cast.cast_from_graveyard = true;
         Ability gains = triggered(cast, mode({}, {fx(Op::GrantAbility, Who::TriggerSpell, 3)}));
         Ability exile_it =
             linked(on(Event::Dies), mode({}, {fx(Op::Exile, Who::TriggerObjectNow)}));
         exile_it.text = "When this creature dies, exile it";
         c.abilities = {two, once, gains, exile_it};
       }},
  };
}

}  // namespace lore
