// Dominaria United: kicker cards (702.33) whose kicked half is an "if it was kicked" effect or an
// intervening "if" of an enters trigger (702.33e, 603.4).
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

namespace {

// "When this enters, if it was kicked, <mode>." (603.4, 702.33e)
Ability kicked_enters(Mode m) {
  Ability a = triggered(on(Event::EntersBattlefield), m);
  a.trigger.if_clause = TriggerIf::Kicked;
  return a;
}

}  // namespace

std::vector<CardScript> dmu_kicker_scripts() {
  return {
      // ---- white
      {"Benalish Sleeper",
       [](CardDef& c) {  // each player, in APNAP order, chooses; all at once (DMU-R-0068)
         Effect sac = fx(Op::Sacrifice, Who::EachPlayer, 1);
         sac.filter = creature();
         c.abilities = {kicker("{B}"), kicked_enters(mode({}, {sac}))};
       }},
      {"Heroic Charge",
       [](CardDef& c) {
         c.abilities = {
             kicker("{1}{R}"),
             spell(mode({}, {all(pump(2, 1), yours(creature())),
                             when(all(grant(KTrample), yours(creature())), Cond::Kicked)}))};
       }},
      {"Phyrexian Missionary",
       [](CardDef& c) {
         c.keywords = KLifelink;
         c.abilities = {kicker("{1}{B}"),
                        kicked_enters(mode({target_card_in_your_graveyard(TCreature)},
                                           {fx(Op::ReturnToHand, Who::Target)}))};
       }},
      {"Stall for Time",
       [](CardDef& c) {
         c.abilities = {
             kicker("{1}{U}"),
             spell(mode({target(creature(), 0, 2)},
                        {tap_it(), when(counters(Counter::Stun, 1), Cond::Kicked), draw(1)}))};
       }},

      // ---- blue
      {"Battlewing Mystic",
       [](CardDef& c) {
         c.keywords = KFlying;
         c.abilities = {kicker("{R}"),
                        kicked_enters(mode({}, {fx(Op::DiscardHand, Who::Controller), draw(2)}))};
       }},
      {"Joint Exploration",
       [](CardDef& c) {
         Effect land = with_filter(fx(Op::PutFromHand, Who::Controller, 1), permanent(TLand));
         c.abilities = {kicker("{G}"),
                        spell(mode({}, {scry(2), draw(1), when(land, Cond::Kicked)}))};
       }},
      {"Phyrexian Espionage",
       [](CardDef& c) {
         c.abilities = {
             kicker("{1}{B}"),
             spell(mode({}, {draw(2), when(fx(Op::Discard, Who::EachOpponent, 1), Cond::Kicked)}))};
       }},
      {"Protect the Negotiators",
       [](CardDef& c) {  // the token first: it counts for the payment (ruling DMU-R-0226)
         c.abilities = {kicker("{W}"), spell(mode({target_spell(Filter{})},
                                                  {when(token("Soldier"), Cond::Kicked),
                                                   fxv(Op::CounterUnlessPays, Who::Target,
                                                       value(Value::CreaturesYouControl))}))};
       }},
      {"Tolarian Geyser",
       [](CardDef& c) {
         c.abilities = {kicker("{W}"),
                        spell(mode({target(creature())}, {fx(Op::ReturnToHand, Who::Target),
                                                          draw(1), when(gain(3), Cond::Kicked)}))};
       }},

      // ---- black
      {"Phyrexian Warhorse",
       [](CardDef& c) {
         c.abilities = {kicker("{W}"), kicked_enters(mode({}, {token("Soldier")})),
                        named(activated(sacrifice(cost("{1}"), another(creature())),
                                        mode({}, {pump(2, 1, Who::Source)})),
                              "{1}, Sacrifice another creature: +2/+1 until end of turn")};
       }},

      // ---- red
      {"Fires of Victory",
       [](CardDef& c) {  // the damage whether kicked or not (ruling DMU-R-0112)
         c.abilities = {
             kicker("{2}{U}"),
             spell(mode({target(permanent(TCreature | TPlaneswalker))},
                        {when(draw(1), Cond::Kicked),
                         fxv(Op::DealDamage, Who::Target, value(Value::CardsInYourHand))}))};
       }},
      {"Ghitu Amplifier",
       [](CardDef& c) {
         c.abilities = {
             kicker("{2}{U}"),
             kicked_enters(mode({target(theirs(creature()))}, {fx(Op::ReturnToHand, Who::Target)})),
             triggered(on_cast(permanent(TInstant | TSorcery)),
                       mode({}, {pump(2, 0, Who::Source)}))};
       }},
      {"Keldon Strike Team",
       [](CardDef& c) {  // rulings DMU-R-0171..0173
         Ability haste = anthem(yours(creature()), 0, 0);
         haste.stat.keywords = KHaste;
         haste.stat.entered_this_turn_only = true;
         c.abilities = {kicker("{1}{W}"), kicked_enters(mode({}, {token("Soldier", 2)})), haste};
       }},
      {"Sprouting Goblin",
       [](CardDef& c) {  // any land with a basic land type (ruling DMU-R-0279)
         Filter typed = permanent(TLand).with(HasSubtype, "Plains,Island,Swamp,Mountain,Forest");
         c.abilities = {
             kicker("{G}"), kicked_enters(mode({}, {search(typed)})),
             named(activated(sacrifice(cost("{R}", true), permanent(TLand)), mode({}, {draw(1)})),
                   "{R}, {T}, Sacrifice a land: Draw a card")};
       }},

      {"Warhost's Frenzy",
       [](CardDef& c) {  // kicked: a delayed "whenever ... this turn" trigger (603.7c)
         Trigger dies = on_other(Event::Dies, yours(creature()));
         dies.repeats = true;
         c.abilities = {
             kicker("{B}"),
             spell(mode({}, {all(pump(2, 0), yours(creature())),
                             when(fx(Op::CreateDelayed, Who::Controller, 2), Cond::Kicked)})),
             linked(dies, mode({}, {draw(1)}))};
       }},

      // ---- green
      {"Bog Badger",
       [](CardDef& c) {
         c.abilities = {kicker("{B}"),
                        kicked_enters(mode({}, {all(grant(KMenace), yours(creature()))}))};
       }},
      {"Colossal Growth",
       [](CardDef& c) {  // kicked: +4/+4 in all ("instead"), with trample and haste
         c.abilities = {kicker("{R}"), spell(mode({target(creature())},
                                                  {pump(3, 3), when(pump(1, 1), Cond::Kicked),
                                                   when(grant(KTrample | KHaste), Cond::Kicked)}))};
       }},
      {"Scout the Wilderness",
       [](CardDef& c) {  // the tokens whether a land was found or not (ruling DMU-R-0263)
         c.abilities = {
             kicker("{1}{W}"),
             spell(mode({}, {search(permanent(TLand).with(Basic), Zone::Battlefield, true),
                             when(token("Soldier", 2), Cond::Kicked)}))};
       }},
      {"Strength of the Coalition",
       [](CardDef& c) {  // nothing if the target is illegal (ruling DMU-R-0288)
         c.abilities = {
             kicker("{2}{W}"),
             spell(mode({target(yours(creature()))},
                        {pump(2, 2), when(all(counters(Counter::PlusOne, 1), yours(creature())),
                                          Cond::Kicked)}))};
       }},
      {"Yavimaya Iconoclast",
       [](CardDef& c) {
         c.keywords = KTrample;
         c.abilities = {
             kicker("{R}"),
             kicked_enters(mode({}, {pump(1, 1, Who::Source), grant(KHaste, Who::Source)}))};
       }},
  };
}

}  // namespace lore
