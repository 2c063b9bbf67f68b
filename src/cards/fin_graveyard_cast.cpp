// FINAL FANTASY cards that cast an instant or sorcery card from a graveyard while their
// ability resolves (608.2g, Op::CastTargetFromGraveyard), and those that return a permanent
// their controller chooses to its owner's hand (Op::ReturnChosenPermanent).
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> fin_graveyard_cast_scripts() {
  return {
      {"Seifer Almasy",
       [](CardDef& c) {
         // "Fire Cross — Whenever Seifer Almasy deals combat damage to a player, you may cast
         // target instant or sorcery card with mana value 3 or less from your graveyard without
         // paying its mana cost. If that spell would be put into your graveyard, exile it
         // instead." (202.3e: an {X} in a graveyard card's cost is 0, ruling FIN-R-0307)
         TargetSpec fire = target_card_in_your_graveyard(TInstant | TSorcery);
         fire.filter = fire.filter.with(ManaValueAtMost, 3);
         Ability cross = triggered(on(Event::CombatDamageToPlayer),
                                   mode({fire}, {fx(Op::CastTargetFromGraveyard, Who::Target)}));
         cross.text = "Fire Cross";
         c.abilities = {triggered(on_other(Event::AttacksAlone, yours(creature())),
                                  mode({}, {grant(KDoubleStrike, Who::TriggerObject)})),
                        cross};
       }},
      {"Quistis Trepe",
       [](CardDef& c) {
         // "Blue Magic — When Quistis Trepe enters, you may cast target instant or sorcery card
         // from a graveyard, and mana of any type can be spent to cast that spell. If that spell
         // would be put into a graveyard, exile it instead."
         Effect cast = fx(Op::CastTargetFromGraveyard, Who::Target);
         cast.set<Effect::Casting>().any_mana = true;
         Ability blue = triggered(on(Event::EntersBattlefield),
                                  mode({target_card_in_a_graveyard(TInstant | TSorcery)}, {cast}));
         blue.text = "Blue Magic";
         c.abilities = {blue};
       }},
      {"Zell Dincht",
       [](CardDef& c) {
         // "Zell Dincht gets +1/+0 for each land you control." (611.3a: counted now)
         Ability per_land = anthem(yours(permanent(TLand)), 1, 0);
         per_land.stat.self_only = true;
         per_land.stat.per_matching = true;
         // "At the beginning of your end step, return a land you control to its owner's hand."
         Effect back =
             with_filter(fx(Op::ReturnChosenPermanent, Who::Controller), yours(permanent(TLand)));
         c.abilities = {static_ability(StaticKind::AdditionalLandPlay), per_land,
                        triggered(on(Event::BeginningOfEndStep), mode({}, {back}))};
       }},
      {"Ambrosia Whiteheart",
       [](CardDef& c) {
         c.keywords = KFlash;
         // "When Ambrosia Whiteheart enters, you may return another permanent you control to
         // its owner's hand."
         Effect back = optional(with_filter(fx(Op::ReturnChosenPermanent, Who::Controller),
                                            another(yours(permanent(kPermanentTypes)))));
         c.abilities = {triggered(on(Event::EntersBattlefield), mode({}, {back})),
                        landfall(mode({}, {pump(1, 0, Who::Source)}))};
       }},
  };
}

}  // namespace lore
