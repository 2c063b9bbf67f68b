// FINAL FANTASY cards.
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> fin_scripts() {
  return {
      {"Undercity Dire Rat",
       [](CardDef& c) {
         c.abilities = {triggered(on(Event::Dies), mode({}, {token("Treasure")}))};
       }},

      // ---- white
      {"Dwarven Castle Guard",
       [](CardDef& c) { c.abilities = {triggered(on(Event::Dies), mode({}, {token("Hero")}))}; }},
      {"Coeurl",
       [](CardDef& c) {
         Mode m = mode({target(extra(creature(), Filter::NonEnchantment))}, {tap_it()});
         c.abilities = {named(activated(cost("{1}{W}", true), m),
                              "{1}{W}, {T}: Tap target nonenchantment creature")};
       }},
      {"Minwu, White Mage",
       [](CardDef& c) {
         c.keywords = KVigilance | KLifelink;
         c.abilities = {triggered(on(Event::GainLife),
                                  mode({}, {all(counters(Counter::PlusOne, 1),
                                                yours(with_subtype(creature(), "Cleric")))}))};
       }},
      {"Snow Villiers",
       [](CardDef& c) {
         c.keywords = KVigilance;
         c.abilities = {static_ability(StaticKind::PowerIsCreaturesYouControl)};
       }},

      // ---- blue
      {"Dragoon's Wyvern",
       [](CardDef& c) {
         c.keywords = KFlying;
         c.abilities = {triggered(on(Event::EntersBattlefield), mode({}, {token("Hero")}))};
       }},
      {"Combat Tutorial",
       [](CardDef& c) {
         c.abilities = {
             spell(mode({target_player(), target(yours(creature()), 0, 1)},
                        {draw(2, Who::Target), counters(Counter::PlusOne, 1, Who::Target, 1)}))};
       }},
      {"Magic Damper",
       [](CardDef& c) {
         c.abilities = {
             spell(mode({target(yours(creature()))}, {pump(1, 1), grant(KHexproof), untap()}))};
       }},

      // ---- black
      {"Hecteyes",
       [](CardDef& c) {
         c.abilities = {triggered(on(Event::EntersBattlefield),
                                  mode({}, {fx(Op::Discard, Who::EachOpponent, 1)}))};
       }},
      {"Overkill",
       [](CardDef& c) { c.abilities = {spell(mode({target(creature())}, {pump(0, -9999)}))}; }},
      {"Sephiroth's Intervention",
       [](CardDef& c) {
         c.abilities = {spell(mode({target(creature())}, {destroy(), gain(2)}))};
       }},
      {"Shinra Reinforcements",
       [](CardDef& c) {
         c.abilities = {triggered(on(Event::EntersBattlefield), mode({}, {mill(3), gain(3)}))};
       }},
      {"Evil Reawakened",
       [](CardDef& c) {
         Effect back = fx(Op::ReturnToBattlefield, Who::Target);
         back.b = n(2);  // with two additional +1/+1 counters
         c.abilities = {spell(mode({target_card_in_your_graveyard(TCreature)}, {back}))};
       }},
      {"Fight On!",
       [](CardDef& c) {
         c.abilities = {spell(mode({target_card_in_your_graveyard(TCreature, 0, 2)},
                                   {fx(Op::ReturnToHand, Who::Target)}))};
       }},
      {"Ahriman",
       [](CardDef& c) {
         c.keywords = KFlying | KDeathtouch;
         Cost k = sacrifice(cost("{3}"), another(permanent(TCreature | TArtifact)));
         c.abilities = {named(activated(k, mode({}, {draw(1)})),
                              "{3}, Sacrifice another creature or artifact: Draw a card")};
       }},

      // ---- red
      {"Sabotender",
       [](CardDef& c) {
         c.keywords = KReach;
         c.abilities = {triggered(on(Event::LandEnters), mode({}, {damage(Who::EachOpponent, 1)}))};
       }},

      // ---- green
      {"Blitzball Shot",
       [](CardDef& c) {
         c.abilities = {spell(mode({target(creature())}, {pump(3, 3), grant(KTrample)}))};
       }},
      {"Goobbue Gardener", [](CardDef& c) { c.abilities = {mana(Green)}; }},
      {"Gran Pulse Ochu",
       [](CardDef& c) {
         c.keywords = KDeathtouch;
         Effect e = fxv(Op::Pump, Who::Source, value(Value::PermanentCardsInYourGraveyard));
         e.b = e.a;
         c.abilities = {named(activated(cost("{8}"), mode({}, {e})),
                              "{8}: +1/+1 for each permanent card in your graveyard")};
       }},
      {"Sazh's Chocobo",
       [](CardDef& c) {
         c.abilities = {triggered(on(Event::LandEnters),
                                  mode({}, {counters(Counter::PlusOne, 1, Who::Source)}))};
       }},
      {"Loporrit Scout",
       [](CardDef& c) {
         c.abilities = {triggered(on_other(Event::EntersBattlefield, another(yours(creature()))),
                                  mode({}, {pump(1, 1, Who::Source)}))};
       }},

      // ---- colorless
      {"Iron Giant", [](CardDef& c) { c.keywords = KVigilance | KReach | KTrample; }},
      {"Instant Ramen",
       [](CardDef& c) {
         c.keywords = KFlash;
         Cost k = cost("{2}", true);
         k.sacrifice_self = true;
         c.abilities = {triggered(on(Event::EntersBattlefield), mode({}, {draw(1)})),
                        named(activated(k, mode({}, {gain(3)})),
                              "{2}, {T}, Sacrifice this artifact: You gain 3 life")};
       }},
  };
}

}  // namespace lore
