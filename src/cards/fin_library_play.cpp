// FINAL FANTASY cards that put permanents into a library (400.3: Ice Magic, Chaos), let
// their controller play exiled cards for a while (Haste Magic, Opera Love Song, Lightning), or set
// only a creature's base power (PuPu UFO, 613.4b).
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

namespace {

using Place = Effect::ExileReturn::Place;

// "<who>'s owner puts it ..." into their library at `place`.
Effect put_into_library(Who who, Place place) {
  Effect e = fx(Op::PutIntoLibrary, who);
  e.set<Effect::ExileReturn>().library = place;
  return e;
}

// "Exile the top `count` cards of your library. You may play them <window>" (b: 1 "until your
// next end step", 2 "for as long as you control <the source>").
Effect exile_top_playable(int count, int window) {
  Effect e = fx(Op::ExileTopPlayableUntilNextTurn, Who::Controller, count);
  e.b = n(window);
  return e;
}
constexpr int kUntilYourNextEndStep = 1;
constexpr int kWhileYouControlSource = 2;

}  // namespace

std::vector<CardScript> fin_library_play_scripts() {
  return {
      {"Ice Magic",
       [](CardDef& c) {
         TargetSpec any_creature = target(creature());
         c.abilities = {tiered({
             tier("{0}",
                  named(mode({any_creature}, {fx(Op::ReturnToHand, Who::Target)}), "Blizzard")),
             // "Target creature's owner puts it on their choice of the top or bottom of their
             // library."
             tier("{2}",
                  named(mode({any_creature}, {put_into_library(Who::Target, Place::OwnersChoice)}),
                        "Blizzara")),
             tier("{5}{U}",
                  named(mode({any_creature}, {put_into_library(Who::Target, Place::Shuffle)}),
                        "Blizzaga")),
         })};
       }},
      {"Garland, Knight of Cornelia",
       [](CardDef& c) {
         // "{3}{B}{B}{R}{R}: Return this card from your graveyard to the battlefield transformed.
         // Activate only as a sorcery." (712.14a)
         Effect back = fx(Op::ReturnToBattlefield, Who::Source);
         back.set<Effect::ExileReturn>().transformed = true;
         Ability ret = named(activated(cost("{3}{B}{B}{R}{R}"), mode({}, {back})),
                             "{3}{B}{B}{R}{R}: Return this card from your graveyard to the "
                             "battlefield transformed");
         ret.from_graveyard = true;
         ret.sorcery_speed = true;
         c.abilities = {triggered(on_cast(Filter{}.with(NonCreature)), mode({}, {surveil(1)})),
                        ret};
       }},
      {"Chaos, the Endless",
       [](CardDef& c) {
         c.keywords = KFlying;
         // "When Chaos dies, put it on the bottom of its owner's library." (the card it became
         // in the graveyard, 400.7e)
         c.abilities = {triggered(
             on(Event::Dies), mode({}, {put_into_library(Who::TriggerObjectNow, Place::Bottom)}))};
       }},
      {"Haste Magic",
       [](CardDef& c) {
         c.abilities = {
             spell(mode({target(creature())}, {pump(3, 1), grant(KHaste),
                                               exile_top_playable(1, kUntilYourNextEndStep)}))};
       }},
      {"Opera Love Song",
       [](CardDef& c) {
         c.abilities = {spell({mode({}, {exile_top_playable(2, kUntilYourNextEndStep)}),
                               mode({target(creature(), 1, 2)}, {pump(2, 0)})})};
       }},
      {"Lightning, Security Sergeant",
       [](CardDef& c) {
         c.keywords = KMenace;
         // "exile the top card of your library. You may play that card for as long as you
         // control Lightning." (not after a break in control, ruling FIN-R-0648)
         c.abilities = {triggered(on(Event::CombatDamageToPlayer),
                                  mode({}, {exile_top_playable(1, kWhileYouControlSource)}))};
       }},
      {"PuPu UFO",
       [](CardDef& c) {
         c.keywords = KFlying;
         // "{T}: You may put a land card from your hand onto the battlefield." (not playing a
         // land, ruling FIN-R-0273)
         Effect land = with_filter(fx(Op::PutFromHand, Who::Controller, 1), permanent(TLand));
         // "{3}: Until end of turn, this creature's base power becomes equal to the number of
         // Towns you control." (counted as it resolves, ruling FIN-R-0274)
         Effect base = fxv(Op::SetBasePT, Who::Source, value(Value::TownsYouControl));
         base.set<Effect::Characteristics>().power_only = true;
         c.abilities = {
             named(activated(cost("", true), mode({}, {land})),
                   "{T}: You may put a land card from your hand onto the battlefield"),
             named(activated(cost("{3}"), mode({}, {base})),
                   "{3}: This creature's base power becomes the number of Towns you control")};
       }},
  };
}

}  // namespace lore
