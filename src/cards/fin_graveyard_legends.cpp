// FINAL FANTASY legends: Emet-Selch, Unsundered // Hades, Sorcerer of Eld (play cards from your
// graveyard, cards going there are exiled instead), Vivi Ornitier (mana in any combination of two
// colors, X its power), Choco, Seeker of Paradise (lands from among the cards looked at).
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> fin_graveyard_legend_scripts() {
  return {
      // ---- Emet-Selch, Unsundered // Hades, Sorcerer of Eld
      {"Emet-Selch, Unsundered",
       [](CardDef& c) {
         c.keywords = KVigilance;
         // "Whenever Emet-Selch enters or attacks, draw a card, then discard a card."
         Mode loot = mode({}, {draw(1), fx(Op::Discard, Who::Controller, 1)});
         // "At the beginning of your upkeep, if there are fourteen or more cards in your
         // graveyard, you may transform Emet-Selch." (603.4: checked as it triggers and as it
         // resolves, ruling FIN-R-0147)
         Ability upkeep = triggered(on(Event::BeginningOfUpkeep),
                                    mode({}, {optional(fx(Op::Transform, Who::Source))}));
         upkeep.trigger.if_clause = TriggerIf::CardsInYourGraveyardAtLeast;
         upkeep.trigger.if_n = 14;
         c.abilities = {triggered(on(Event::EntersBattlefield), loot),
                        triggered(on(Event::Attacks), loot), upkeep};
       }},
      {"Hades, Sorcerer of Eld",
       [](CardDef& c) {
         c.keywords = KVigilance;
         // "Echo of the Lost — During your turn, you may play cards from your graveyard." (costs
         // and timing as usual, ruling FIN-R-0148) "If a card or token would be put into your
         // graveyard from anywhere, exile it instead." (614.1a; rulings FIN-R-0150, FIN-R-0151)
         Ability echo = static_ability(StaticKind::PlayFromGraveyardDuringYourTurn);
         echo.text = "Echo of the Lost";
         c.abilities = {echo, static_ability(StaticKind::YourGraveyardToExile)};
       }},
      {"Vivi Ornitier",
       [](CardDef& c) {
         // "{0}: Add X mana in any combination of {U} and/or {R}, where X is Vivi Ornitier's
         // power. Activate only during your turn and only once each turn." (a mana ability,
         // ruling FIN-R-0388)
         Ability add;
         add.kind = AbilityKind::Mana;
         add.mana_colors = Blue | Red;
         add.mana_grant = ManaGrant::PowerAnyCombination;
         add.once_per_turn = true;
         add.trigger.if_clause = TriggerIf::DuringYourTurn;
         // "Whenever you cast a noncreature spell, put a +1/+1 counter on Vivi Ornitier and it
         // deals 1 damage to each opponent." (it resolves first, even if that spell is countered,
         // ruling FIN-R-0389)
         c.abilities = {add, triggered(on_cast(Filter{}.with(NonCreature)),
                                       mode({}, {counters(Counter::PlusOne, 1, Who::Source),
                                                 damage(Who::EachOpponent, 1)}))};
       }},
      {"Choco, Seeker of Paradise",
       [](CardDef& c) {
         // "Whenever one or more Birds you control attack, look at that many cards from the top
         // of your library. You may put one of them into your hand. Then put any number of land
         // cards from among them onto the battlefield tapped and the rest into your graveyard."
         // (508.1m: once per declaration of attackers; "that many": the Birds that attacked,
         // counted as it triggers, 603.2)
         Trigger birds = on(Event::YouAttack);
         birds.self = false;
         birds.subject = creature().with(HasSubtype, "Bird");
         Effect look =
             fxv(Op::LookTopHandLandsRestGraveyard, Who::Controller, value(Value::TriggerAmount));
         // "Landfall — Whenever a land you control enters, Choco gets +1/+0 until end of turn."
         c.abilities = {triggered(birds, mode({}, {look})),
                        landfall(mode({}, {pump(1, 0, Who::Source)}))};
       }},
  };
}

}  // namespace lore
