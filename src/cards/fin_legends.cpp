// FINAL FANTASY legendary creatures built from common primitives: tokens with names, counters
// from a dying creature's last-known power, optional transformation on attack.
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> fin_legend_scripts() {
  return {
      {"Rinoa Heartilly",
       [](CardDef& c) {
         // "Angelo Cannon — Whenever Rinoa Heartilly attacks, another target creature you control
         // gets +1/+1 until end of turn for each creature you control." (counted on resolution)
         Effect cannon = fxv(Op::Pump, Who::Target, value(Value::CreaturesYouControl));
         cannon.b = cannon.a;
         c.abilities = {
             triggered(on(Event::EntersBattlefield), mode({}, {token("Angelo")})),
             triggered(on(Event::Attacks), mode({target(another(yours(creature())))}, {cannon}))};
       }},
      {"Vincent Valentine",
       [](CardDef& c) {
         // "a number of +1/+1 counters equal to that creature's power": its power as it last
         // existed on the battlefield (608.2h, ruling FIN-R-0385)
         Effect grow = fxv(Op::PutCounters, Who::Source, value(Value::TriggerObjectPower));
         c.abilities = {
             triggered(on_other(Event::Dies, theirs(creature())), mode({}, {grow})),
             triggered(on(Event::Attacks), mode({}, {optional(fx(Op::Transform, Who::Source))}))};
       }},
      {"Galian Beast",
       [](CardDef& c) {
         // "When Galian Beast dies, return it to the battlefield tapped (front face up)": the
         // card in the graveyard (400.7e) returns as a new object, front face up (712.8a).
         c.keywords = KTrample | KLifelink;
         Effect back = fx(Op::ReturnToBattlefield, Who::TriggerObjectNow);
         back.set<Effect::ExileReturn>() = {.under_owner = true, .tapped = true};
         c.abilities = {triggered(on(Event::Dies), mode({}, {back}))};
       }},
      {"Giott, King of the Dwarves",
       [](CardDef& c) {
         // "Whenever Giott or another Dwarf you control enters and whenever an Equipment you
         // control enters, you may discard a card. If you do, draw a card."
         c.keywords = KDoubleStrike;
         Mode rummage = mode(
             {}, {optional(fx(Op::Discard, Who::Controller, 1)), when(draw(1), Cond::IfYouDid)});
         c.abilities = {
             triggered(
                 on_other(Event::EntersBattlefield, yours(Filter{}.with(HasSubtype, "Dwarf"))),
                 rummage),
             triggered(
                 on_other(
                     Event::EntersBattlefield,
                     yours(Filter{}.with(HasSubtype, "Equipment").with(LacksSubtypes, "Dwarf"))),
                 rummage)};
       }},
      {"Town Greeter",
       [](CardDef& c) {
         // "Mill four cards. You may put a land card from among them into your hand. If you put
         // a Town card into your hand this way, you gain 2 life."
         Effect take = with_filter(fx(Op::ChooseMovedToHand, Who::Controller, 1), permanent(TLand));
         Effect life = with_filter(gain(2), Filter{}.with(HasSubtype, "Town"));
         life.cond = Cond::LastMovedMatches;
         c.abilities = {triggered(on(Event::EntersBattlefield), mode({}, {mill(4), take, life}))};
       }},
  };
}

}  // namespace lore
