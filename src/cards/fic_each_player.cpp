// FINAL FANTASY Commander cards whose effects let each player (or each opponent) choose, in turn
// order, then act together (101.4): Snort, Fandaniel, Telophoroi Ascian and Mog, Moogler Warrior.
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> fic_each_player_scripts() {
  return {
      {"Snort",
       [](CardDef& c) {
         // "Each player may discard their hand and draw five cards. Then Snort deals 5 damage to
         // each opponent who discarded their hand this way." (an empty hand too, FIN-R-0826)
         c.abilities = {spell(mode({}, {fx(Op::EachMayDiscardHandAndDraw, Who::EachPlayer, 5),
                                        damage(Who::OpponentsWhoDid, 5)})),
                        flashback("{5}{R}")};
       }},
      {"Fandaniel, Telophoroi Ascian",
       [](CardDef& c) {
         // "Whenever you cast an instant or sorcery spell, surveil 1." (FIN-R-0731) "At the
         // beginning of your end step, each opponent may sacrifice a nontoken creature of their
         // choice. Each opponent who doesn't loses 2 life for each instant and sorcery card in
         // your graveyard." (FIN-R-0732)
         Effect sac = fx(Op::EachMaySacrifice, Who::EachOpponent, 1);
         sac.filter = creature().with(NonToken);
         Effect lose_life = fxv(Op::LoseLife, Who::OpponentsWhoDidNot,
                                value(Value::InstantSorceryCardsInYourGraveyard, 0, 2));
         c.abilities = {triggered(on_cast(permanent(TInstant | TSorcery)), mode({}, {surveil(1)})),
                        triggered(on(Event::BeginningOfEndStep), mode({}, {sac, lose_life}))};
       }},
      {"Mog, Moogler Warrior",
       [](CardDef& c) {
         // Dance: "At the beginning of your end step, each player may discard a card. Each player
         // who discarded a card this way draws a card. If a creature card was discarded this way,
         // you create a 1/2 white Moogler creature token with lifelink. Then if a noncreature card
         // was discarded this way, put a +1/+1 counter on each Moogler you control." (one token
         // and one counter each at most, ruling FIN-R-0791)
         c.keywords = KLifelink;
         Effect grow =
             all(counters(Counter::PlusOne, 1), yours(creature().with(HasSubtype, "Moogler")));
         Ability dance = triggered(
             on(Event::BeginningOfEndStep),
             mode({}, {fx(Op::EachMayDiscardCard, Who::EachPlayer), draw(1, Who::PlayersWhoDid),
                       when(token("Moogler"), Cond::MovedCreatureCard),
                       when(grow, Cond::MovedNoncreatureCard)}));
         dance.text = "Dance";
         c.abilities = {dance};
       }},
  };
}

}  // namespace lore
