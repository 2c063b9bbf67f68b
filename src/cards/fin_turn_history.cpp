// FINAL FANTASY cards that read what happened this turn: the first combat phase (Genji Glove),
// the first coin flip (Edgar, King of Figaro), creatures that died under an opponent's control
// (Sidequest: Hunt the Mark), each scry or surveil (Matoya, Archon Elder), and a card put into
// the hand at the upkeep (Sidequest: Catch a Fish).
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> fin_turn_history_scripts() {
  return {
      {"Genji Glove",
       [](CardDef& c) {
         // "Whenever equipped creature attacks, if it's the first combat phase of the turn,
         // untap it. After this phase, there is an additional combat phase." (500.8, 603.4)
         Ability again = triggered(
             on(Event::Attacks),
             mode({}, {untap(Who::TriggerObject), fx(Op::AdditionalCombatPhase, Who::Controller)}));
         again.trigger.attached_subject = true;
         again.trigger.if_clause = TriggerIf::FirstCombatPhase;
         c.abilities = {equipped_gets(0, 0, KDoubleStrike), again, equip("{3}")};
       }},
      {"Matoya, Archon Elder",
       [](CardDef& c) {
         // "Whenever you scry or surveil, draw a card." (after the scry or surveil)
         c.abilities = {triggered(on(Event::ScriesOrSurveils), mode({}, {draw(1)}))};
       }},
      {"Edgar, King of Figaro",
       [](CardDef& c) {
         Ability coin = static_ability(StaticKind::FirstCoinFlipWon);
         coin.text = "Two-Headed Coin";
         c.abilities = {triggered(on(Event::EntersBattlefield),
                                  mode({}, {fxv(Op::DrawCards, Who::Controller,
                                                value(Value::ArtifactsYouControl))})),
                        coin};
       }},
      {"Sidequest: Hunt the Mark",
       [](CardDef& c) {
         // "At the beginning of your end step, if a creature died under an opponent's control
         // this turn, create a Treasure token. Then if you control three or more Treasures,
         // transform this enchantment." (603.4: checked as it would trigger, ruling FIN-R-0320)
         Effect grow = when(fx(Op::Transform, Who::Source), Cond::ControlMatchingAtLeast, 3);
         grow.filter = yours(permanent(TArtifact).with(HasSubtype, "Treasure"));
         Ability end =
             triggered(on(Event::BeginningOfEndStep), mode({}, {token("Treasure"), grow}));
         end.trigger.if_clause = TriggerIf::CreatureDiedUnderOpponentThisTurn;
         c.abilities = {
             triggered(on(Event::EntersBattlefield), mode({target(creature(), 0, 1)}, {destroy()})),
             end};
       }},
      {"Yiazmat, Ultimate Mark",
       [](CardDef& c) {
         Cost cost_ = sacrifice(cost("{1}{B}"), another(yours(permanent(TCreature | TArtifact))));
         c.abilities = {named(
             activated(cost_, mode({}, {grant(KIndestructible, Who::Source), tap_it(Who::Source)})),
             "{1}{B}, Sacrifice another creature or artifact: Yiazmat gains "
             "indestructible until end of turn. Tap it")};
       }},
      {"Sidequest: Catch a Fish",
       [](CardDef& c) {
         // "At the beginning of your upkeep, look at the top card of your library. If it's an
         // artifact or creature card, you may reveal it and put it into your hand. If you put a
         // card into your hand this way, create a Food token and transform this enchantment."
         // (it may stay on top, ruling FIN-R-0319)
         Effect look =
             with_filter(fx(Op::LookAtTop, Who::Controller, 1), permanent(TArtifact | TCreature));
         look.set<Effect::Library>().rest_stay = true;
         c.abilities = {
             triggered(on(Event::BeginningOfUpkeep),
                       mode({}, {look, when(token("Food"), Cond::IfYouDid),
                                 when(fx(Op::Transform, Who::Source), Cond::IfYouDid)}))};
       }},
      {"Cooking Campsite",
       [](CardDef& c) {
         // "{3}, {T}, Sacrifice an artifact: Put a +1/+1 counter on each creature you control.
         // Activate only as a sorcery."
         Ability feast = named(
             activated(sacrifice(cost("{3}", true), yours(permanent(TArtifact))),
                       mode({}, {all(counters(Counter::PlusOne, 1, Who::AllMatching),
                                     yours(creature()))})),
             "{3}, {T}, Sacrifice an artifact: Put a +1/+1 counter on each creature you control");
         feast.sorcery_speed = true;
         c.abilities = {mana(White), feast};
       }},
  };
}

}  // namespace lore
