// Dominaria United: looking at the top of the library, the rest put on the bottom in any order
// (401.4) or in a random order; searching for lands with basic land types.
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

namespace {

// "Look at the top N cards of your library. Put one of them into your hand and the rest on the
// bottom of your library in any order."
Effect look_one_to_hand_rest_any_order(int n) {
  Effect e = fx(Op::LookAtTop, Who::Controller, n);
  e.set<Effect::Library>() = {.bottom_any_order = true, .one_to_hand = true};
  return e;
}

// Domain: "Look at the top X cards of your library, where X is the number of basic land types
// among lands you control. [You may] put [up to] one of them on top of your library and the rest
// on the bottom of your library in a random order." (X counted as it resolves)
Effect look_domain_one_on_top() {
  Effect e = fxv(Op::LookAtTop, Who::Controller, value(Value::Domain));
  e.set<Effect::Library>() = {.to = Zone::Library};
  return e;
}

}  // namespace

std::vector<CardScript> dmu_library_scripts() {
  return {
      {"Impulse",
       [](CardDef& c) { c.abilities = {spell(mode({}, {look_one_to_hand_rest_any_order(4)}))}; }},
      {"Vineshaper Prodigy",
       [](CardDef& c) {
         Ability look = triggered(on(Event::EntersBattlefield),
                                  mode({}, {look_one_to_hand_rest_any_order(3)}));
         look.trigger.if_clause = TriggerIf::Kicked;  // 603.4, 702.33e
         c.abilities = {kicker("{1}{U}"), look};
       }},
      {"Silverback Elder",
       [](CardDef& c) {
         // "You may put a land card from among them onto the battlefield tapped. Put the rest on
         // the bottom of your library in a random order."
         Effect land = with_filter(fx(Op::LookAtTop, Who::Controller, 5), permanent(TLand));
         land.set<Effect::Library>() = {.to = Zone::Battlefield, .tapped = true};
         Ability cast = triggered(on_cast(creature()), Mode{});
         cast.modes = {
             named(mode({target(permanent(TArtifact | TEnchantment))}, {destroy()}),
                   "Destroy target artifact or enchantment"),
             named(mode({}, {land}), "Look at the top five: a land onto the battlefield tapped"),
             named(mode({}, {gain(4)}), "You gain 4 life")};
         c.abilities = {cast};
       }},
      {"Voda Sea Scavenger",
       [](CardDef& c) {
         c.abilities = {
             triggered(on(Event::EntersBattlefield), mode({}, {look_domain_one_on_top()}))};
       }},
      {"Slimefoot's Survey",
       [](CardDef& c) {  // rulings DMU-R-0269 to DMU-R-0271: any land with a basic land type
         Effect lands =
             search(permanent(TLand).with(HasSubtype, "Plains,Island,Swamp,Mountain,Forest"),
                    Zone::Battlefield, true);
         lands.a = n(2);  // "up to two"
         c.abilities = {spell(mode({}, {lands, look_domain_one_on_top()}))};
       }},
      {"Rulik Mons, Warren Chief",
       [](CardDef& c) {  // rulings DMU-R-0258, DMU-R-0259
         c.keywords = KMenace;
         Effect land = with_filter(fx(Op::LookAtTop, Who::Controller, 1), permanent(TLand));
         land.set<Effect::Library>() = {.to = Zone::Battlefield, .tapped = true, .rest_stay = true};
         c.abilities = {triggered(on(Event::Attacks),
                                  mode({}, {land, when(token("Goblin"), Cond::IfYouDidNot)}))};
       }},
  };
}

}  // namespace lore
