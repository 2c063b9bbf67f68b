// Dominaria United: cards counting the instant and sorcery cards in your graveyard, and Sheoldred,
// the Apocalypse's draw triggers (121.2: one event per card drawn).
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

namespace {

Value spells_in_graveyard(int times = 1) {
  return value(Value::InstantSorceryCardsInYourGraveyard, 0, times);
}

}  // namespace

std::vector<CardScript> dmu_spells_matter_scripts() {
  return {
      {"Tolarian Terror",
       [](CardDef& c) {  // only the generic part is reduced (rulings DMU-R-0310, DMU-R-0311)
         c.abilities = {costs_less(spells_in_graveyard()), ward("{2}")};
       }},
      {"Cosmic Epiphany",
       [](CardDef& c) {  // still on the stack as it counts (ruling DMU-R-0085)
         c.abilities = {
             spell(mode({}, {fxv(Op::DrawCards, Who::Controller, spells_in_graveyard())}))};
       }},
      {"Tribute to Urborg",
       [](CardDef& c) {  // it doesn't count itself (ruling DMU-R-0313)
         Effect more = fxv(Op::Pump, Who::Target, spells_in_graveyard(-1));
         more.b = more.a;
         c.abilities = {kicker("{1}{U}"), spell(mode({target(creature())},
                                                     {pump(-2, -2), when(more, Cond::Kicked)}))};
       }},
      {"Rona, Sheoldred's Faithful",
       [](CardDef& c) {           // rulings DMU-R-0254..0257
         Ability from_graveyard;  // "by discarding two cards in addition to its other costs"
         from_graveyard.kind = AbilityKind::AltCostFromGraveyard;
         from_graveyard.cost = cost("{1}{U}{B}{B}");
         from_graveyard.cost.discard = 2;
         c.abilities = {triggered(on_cast(permanent(TInstant | TSorcery)),
                                  mode({}, {lose(1, Who::EachOpponent)})),
                        from_graveyard};
       }},
      {"Najal, the Storm Runner",
       [](CardDef& c) {  // the copy keeps modes, division and kicker, and isn't cast (707.10)
         Ability flash = static_ability(StaticKind::CastAsThoughFlash);
         flash.stat.filter.types = TSorcery;
         Effect pay = fx(Op::PayOptional, Who::Controller);
         ManaCost::parse("{2}", pay.set<Effect::ManaCosts>().cost);
         // "when you next cast an instant or sorcery spell this turn, copy it" (603.7c)
         c.abilities = {
             flash,
             triggered(
                 on(Event::Attacks),
                 mode({}, {pay, when(fx(Op::CreateDelayed, Who::Controller, 2), Cond::IfYouDid)})),
             linked(on_cast(permanent(TInstant | TSorcery)),
                    mode({}, {fx(Op::CopySpell, Who::TriggerObject, 1)}))};
       }},
      {"Sheoldred, the Apocalypse",
       [](CardDef& c) {
         c.keywords = KDeathtouch;
         Trigger theirs_draw = on(Event::DrawsCard);
         theirs_draw.spell.who = Filter::Opponent;
         c.abilities = {triggered(on(Event::DrawsCard), mode({}, {gain(2)})),
                        triggered(theirs_draw, mode({}, {lose(2, Who::TriggerPlayer)}))};
       }},
  };
}

}  // namespace lore
