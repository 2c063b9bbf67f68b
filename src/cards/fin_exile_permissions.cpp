// FINAL FANTASY cards that play cards from unusual places: hideaway (Clive's Hideaway, 702.75),
// artifact spells cast from a graveyard for life (Noctis, Prince of Lucis) and cards cast from an
// opponent's library (Vaan, Street Thief).
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

namespace {

// "Hideaway N" (702.75a): "When this permanent enters, look at the top N cards of your library.
// Exile one of them face down and put the rest on the bottom of your library in a random order."
Ability hideaway(int n) {
  Effect look = fx(Op::LookAtTop, Who::Controller, n);
  look.set<Effect::Library>() = {.to = Zone::Exile, .one_to_hand = true, .face_down = true};
  Ability a = triggered(on(Event::EntersBattlefield), mode({}, {look}));
  a.text = "Hideaway";
  return a;
}

}  // namespace

std::vector<CardScript> fin_exile_permission_scripts() {
  return {
      {"Clive's Hideaway",
       [](CardDef& c) {
         // "{2}, {T}: You may play the exiled card without paying its mana cost if you control
         // four or more legendary creatures." (checked as it resolves, ruling FIN-R-0119)
         Effect play = with_filter(when(fx(Op::PlayExiledWithSourceFree, Who::Controller),
                                        Cond::ControlMatchingAtLeast, 4),
                                   yours(creature().with(Legendary)));
         c.abilities = {hideaway(4), mana(0), activated(cost("{2}", true), mode({}, {play}))};
       }},
      {"Noctis, Prince of Lucis",
       [](CardDef& c) {
         c.keywords = KLifelink;
         // "You may cast artifact spells from your graveyard by paying 3 life in addition to
         // paying their other costs. If you cast a spell this way, that artifact enters with a
         // finality counter on it." (costs and timing as usual, ruling FIN-R-0262)
         Ability recast = static_ability(StaticKind::CastFromGraveyardPayingLife);
         recast.stat.filter = permanent(TArtifact);
         recast.stat.power = 3;
         c.abilities = {recast};
       }},
      {"Vaan, Street Thief",
       [](CardDef& c) {
         Filter thieves = yours(Filter{}.with(HasSubtype, "Scout,Pirate,Rogue"));
         // "Whenever one or more Scouts, Pirates, and/or Rogues you control deal combat damage to
         // a player, exile the top card of that player's library. You may cast it. If you don't,
         // create a Treasure token." (cast now or never, its timing ignored: ruling FIN-R-0382)
         Ability steal = triggered(on_other(Event::CreaturesDealCombatDamageToPlayer, thieves),
                                   mode({}, {fx(Op::ExileTopOfWhoMayCast, Who::TriggerPlayer),
                                             when(token("Treasure"), Cond::IfYouDidNot)}));
         // "Whenever you cast a spell you don't own, put a +1/+1 counter on each Scout, Pirate,
         // and Rogue you control." (it resolves first, ruling FIN-R-0383)
         Trigger foreign = on_cast(Filter{});
         foreign.if_clause = TriggerIf::SpellYouDontOwn;
         Ability grow = triggered(
             foreign, mode({}, {all(counters(Counter::PlusOne, 1, Who::AllMatching), thieves)}));
         c.abilities = {steal, grow};
       }},
  };
}

}  // namespace lore
