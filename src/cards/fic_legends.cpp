// FINAL FANTASY Commander legends (set FIC) built from common primitives: cast triggers, combat
// triggers, reflexive "when you do" returns and enters-the-battlefield counts.
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

namespace {

// "Whenever you cast a <color> spell, put a +1/+1 counter on each legendary creature you control.
// They gain <keyword> until end of turn." (Ardbert): "they" are the creatures that got counters.
Ability ardbert_trigger(ColorMask color, KeywordMask k) {
  Filter legends = yours(creature().with(Legendary));
  return triggered(on_cast(Filter{}.with(OfColors, color)),
                   mode({}, {all(counters(Counter::PlusOne, 1), legends), all(grant(k), legends)}));
}

// Hraesvelgr's Shiva's Aid: "target creature gets +1/+0 until end of turn and can't be blocked
// this turn".
Mode shivas_aid() {
  return mode({target(creature())},
              {pump(1, 0), fx(Op::CantBeBlocked, Who::Target)});  // 509.1b, ruling FIN-R-0752
}

}  // namespace

std::vector<CardScript> fic_legend_scripts() {
  return {
      {"Sephiroth, Fallen Hero",
       [](CardDef& c) {
         // Jenova Cells: "Whenever Sephiroth attacks, you may put a cell counter on target
         // creature. Until end of turn, each modified creature you control has base power and
         // toughness 7/5." (700.9: a counter of any kind, an Equipment, or an Aura its controller
         // controls; the creatures are those modified as it resolves, 611.2c; layer 7b, so +1/+1
         // counters and pumps still apply, ruling FIN-R-0814)
         Effect base =
             all(fx(Op::SetBasePT, Who::AllMatching, 7), yours(creature()).with(Modified));
         base.b = n(5);
         Ability cells =
             triggered(on(Event::Attacks),
                       mode({target(creature())}, {optional(counters(Counter::Cell, 1)), base}));
         cells.text = "Jenova Cells";
         // The Reunion: "{3}, Sacrifice a modified creature: Return this card from your
         // graveyard to the battlefield tapped." (113.6b: it functions in the graveyard)
         Effect back = fx(Op::ReturnToBattlefield, Who::Source);
         back.set<Effect::ExileReturn>() = {.tapped = true};
         Ability reunion = named(
             activated(sacrifice(cost("{3}"), yours(creature()).with(Modified)), mode({}, {back})),
             "The Reunion \xE2\x80\x94 {3}, Sacrifice a modified creature: Return this card "
             "from your graveyard to the battlefield tapped");
         reunion.from_graveyard = true;
         c.abilities = {cells, reunion};
       }},
      {"Sabin, Master Monk",
       [](CardDef& c) {
         c.keywords = KDoubleStrike;
         // "Blitz—{2}{R}{R}, Discard a card." (702.152a) and "You may cast this card from your
         // graveyard using its blitz ability."
         add_dash_or_blitz(c.abilities, AbilityKind::Blitz, discard(cost("{2}{R}{R}")),
                           "Blitz {2}{R}{R}, Discard a card", true);
       }},
      {"Bugenhagen, Wise Elder",
       [](CardDef& c) {
         // "At the beginning of your upkeep, if you control a creature with power 7 or greater,
         // draw a card." An intervening "if" (603.4, ruling FIN-R-0685).
         c.keywords = KReach;
         Trigger upkeep = on(Event::BeginningOfUpkeep);
         upkeep.if_clause = TriggerIf::ControlAtLeast;
         upkeep.if_n = 1;
         upkeep.subject = yours(creature().with(PowerAtLeast, 7));
         c.abilities = {triggered(upkeep, mode({}, {draw(1)})), mana(kAnyColor)};
       }},
      {"Siegfried, Famed Swordsman",
       [](CardDef& c) {
         // "mill three cards. Then put X +1/+1 counters on Siegfried, where X is twice the number
         // of creature cards in your graveyard": X counted once, after the mill (ruling
         // FIN-R-0821).
         c.keywords = KMenace;
         Effect grow =
             fxv(Op::PutCounters, Who::Source, value(Value::CreatureCardsInYourGraveyard, 0, 2));
         c.abilities = {triggered(on(Event::EntersBattlefield), mode({}, {mill(3), grow}))};
       }},
      {"General Leo Cristophe",
       [](CardDef& c) {
         // "return up to one target creature card with mana value 3 or less from your graveyard
         // to the battlefield. Then put a +1/+1 counter on General Leo Cristophe for each
         // creature you control." A target chosen that became illegal: nothing happens (608.2b,
         // ruling FIN-R-0739).
         TargetSpec card = target_card_in_your_graveyard(TCreature, 0, 1);
         card.filter = card.filter.with(ManaValueAtMost, 3);
         Effect grow = fxv(Op::PutCounters, Who::Source, value(Value::CreaturesYouControl));
         c.abilities = {triggered(on(Event::EntersBattlefield),
                                  mode({card}, {fx(Op::ReturnToBattlefield, Who::Target), grow}))};
       }},
      {"Hraesvelgr of the First Brood",
       [](CardDef& c) {
         c.keywords = KFlying | KVigilance;
         c.abilities = {ward("{2}"), triggered(on(Event::EntersBattlefield), shivas_aid()),
                        triggered(on_cast(Filter{}.with(NonCreature)), shivas_aid())};
       }},
      {"Terra, Herald of Hope",
       [](CardDef& c) {
         // Trance: "At the beginning of combat on your turn, mill two cards. Terra gains flying
         // until end of turn."
         Ability trance = triggered(on(Event::BeginningOfCombat),
                                    mode({}, {mill(2), grant(KFlying, Who::Source)}));
         trance.text = "Trance";
         // "you may pay {2}. When you do, return target creature card with power 3 or less from
         // your graveyard to the battlefield tapped": a reflexive trigger targeting as it's put
         // on the stack (603.12, ruling FIN-R-0864).
         Effect pay = fx(Op::PayOptional, Who::Controller);
         ManaCost::parse("{2}", pay.set<Effect::ManaCosts>().cost);
         TargetSpec card = target_card_in_your_graveyard(TCreature);
         card.filter = card.filter.with(PowerAtMost, 3);
         Effect back = fx(Op::ReturnToBattlefield, Who::Target);
         back.set<Effect::ExileReturn>().tapped = true;
         Ability reflexive = triggered(on(Event::None), mode({card}, {back}));
         reflexive.kind = AbilityKind::Linked;
         c.abilities = {
             trance,
             triggered(
                 on(Event::CombatDamageToPlayer),
                 mode({}, {pay, when(fx(Op::Reflexive, Who::Controller, 2), Cond::IfYouDid)})),
             reflexive};
       }},
      {"Ardbert, Warrior of Darkness",
       [](CardDef& c) {
         c.abilities = {ardbert_trigger(White, KVigilance), ardbert_trigger(Black, KMenace)};
       }},
      {"Hermes, Overseer of Elpis",
       [](CardDef& c) {
         // "Whenever you attack with one or more Birds, scry 2." (508.1m: once per attack)
         Trigger birds = on(Event::YouAttack);
         birds.self = false;
         birds.subject = creature().with(HasSubtype, "Bird");
         c.abilities = {
             triggered(on_cast(Filter{}.with(NonCreature)), mode({}, {token("Elpis Bird")})),
             triggered(birds, mode({}, {scry(2)}))};
       }},
      {"Heidegger, Shinra Executive",
       [](CardDef& c) {
         // "At the beginning of combat on your turn, target creature you control gets +X/+0
         // until end of turn, where X is the number of Soldiers you control." (X counted once,
         // as it resolves, ruling FIN-R-0746) "At the beginning of your end step, create a number
         // of 1/1 white Soldier creature tokens equal to the number of opponents who control
         // more creatures than you."
         Effect boost = fxv(Op::Pump, Who::Target, value(Value::SoldiersYouControl));
         boost.b = n(0);
         Effect soldiers =
             fxv(Op::CreateToken, Who::Controller, value(Value::OpponentsWithMoreCreatures));
         soldiers.token = "Soldier";
         c.abilities = {
             triggered(on(Event::BeginningOfCombat), mode({target(yours(creature()))}, {boost})),
             triggered(on(Event::BeginningOfEndStep), mode({}, {soldiers}))};
       }},
      {"Setzer, Wandering Gambler",
       [](CardDef& c) {
         // "Whenever a Vehicle you control deals combat damage to a player, flip a coin."
         // "Whenever you win a coin flip, create two tapped Treasure tokens." (705.2)
         Effect treasures = token("Treasure", 2);
         treasures.set<Effect::TokensCopies>().tapped = true;
         c.abilities = {triggered(on(Event::EntersBattlefield), mode({}, {token("The Blackjack")})),
                        triggered(on_other(Event::CombatDamageToPlayer,
                                           yours(permanent(TArtifact).with(HasSubtype, "Vehicle"))),
                                  mode({}, {fx(Op::FlipCoin, Who::Controller)})),
                        triggered(on(Event::WinsCoinFlip), mode({}, {treasures}))};
       }},
  };
}

}  // namespace lore
