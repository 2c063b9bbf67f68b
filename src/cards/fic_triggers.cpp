// FINAL FANTASY Commander cards (set FIC) with beginning-of-step and attack triggers: a random
// mode each combat, historic spells, cards leaving a graveyard, Spirits from exiled cards.
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> fic_trigger_scripts() {
  return {
      {"Champions from Beyond",
       [](CardDef& c) {
         // "When this enchantment enters, create X 1/1 colorless Hero creature tokens." (X of
         // its mana cost as cast, 107.3m)
         Effect heroes = fxv(Op::CreateToken, Who::Controller, value(Value::SourceX));
         heroes.token = "Hero";
         // "Light Party — Whenever you attack with four or more creatures, scry 2, then draw a
         // card." "Full Party — Whenever you attack with eight or more creatures, those creatures
         // get +4/+4 until end of turn." (508.1m: a trigger condition, counted as the attack is
         // declared; once triggered it resolves whatever became of those creatures, and one
         // removed from combat still gets +4/+4, ruling FIN-R-0691; "party" is only a flavor
         // word, not the party of 700.8, FIN-R-0692.) "Those creatures": the creatures declared
         // as attackers this turn, so with an additional combat phase a creature that attacked
         // only in an earlier one is counted too (a known limit). Whoever controls them now.
         Ability light = triggered(on(Event::YouAttack), mode({}, {scry(2), draw(1)}));
         light.trigger.if_clause = TriggerIf::YouAttackWithAtLeast;
         light.trigger.if_n = 4;
         Ability full = triggered(on(Event::YouAttack),
                                  mode({}, {all(pump(4, 4), creature().with(AttackedThisTurn))}));
         full.trigger.if_clause = TriggerIf::YouAttackWithAtLeast;
         full.trigger.if_n = 8;
         c.abilities = {triggered(on(Event::EntersBattlefield), mode({}, {heroes})), light, full};
       }},
      {"Umaro, Raging Yeti",
       [](CardDef& c) {
         // "At the beginning of combat on your turn, choose one at random —" (700.2: a mode that
         // can't be chosen for want of a target isn't among them, ruling FIN-R-0895); chosen as
         // it is put on the stack (603.3c, ruling FIN-R-0894).
         c.keywords = KTrample;
         Filter others = another(yours(creature()));
         Ability rage =
             triggered(on(Event::BeginningOfCombat),
                       mode({}, {all(pump(3, 0), others), all(grant(KTrample), others)}));
         rage.modes.push_back(mode({}, {fx(Op::DiscardHand, Who::Controller), draw(4)}));
         rage.modes.push_back(mode({any_target()}, {damage(Who::Target, 5)}));
         rage.random_mode = true;
         c.abilities = {rage};
       }},
      {"Elena, Turk Recruit",
       [](CardDef& c) {
         // "When Elena enters, return target non-Assassin historic card from your graveyard to
         // your hand." "Whenever you cast a historic spell, put a +1/+1 counter on Elena."
         // (700.6: legendary, artifact or Saga; rulings FIN-R-0707-0710)
         TargetSpec card = target_card_in_your_graveyard(0);
         card.filter = card.filter.with(LacksSubtypes, "Assassin").with(Historic);
         c.abilities = {triggered(on(Event::EntersBattlefield),
                                  mode({card}, {fx(Op::ReturnToHand, Who::Target)})),
                        triggered(on_cast(Filter{}.with(Historic)),
                                  mode({}, {counters(Counter::PlusOne, 1, Who::Source)}))};
       }},
      {"Gau, Feral Youth",
       [](CardDef& c) {
         // Rage: "Whenever Gau attacks, put a +1/+1 counter on it." "At the beginning of each end
         // step, if a card left your graveyard this turn, Gau deals damage equal to its power to
         // each opponent." (its last-known power if it left, ruling FIN-R-0738; the "if" is
         // checked as the end step begins, FIN-R-0737)
         Ability rage =
             triggered(on(Event::Attacks), mode({}, {counters(Counter::PlusOne, 1, Who::Source)}));
         rage.text = "Rage";
         Trigger end = on(Event::BeginningOfEndStep);
         end.each_player = true;
         end.if_clause = TriggerIf::CardLeftYourGraveyardThisTurn;
         c.abilities = {rage, triggered(end, mode({}, {fxv(Op::DealDamage, Who::EachOpponent,
                                                           value(Value::SourcePower))}))};
       }},
      {"Summoner's Sending",
       [](CardDef& c) {
         // "At the beginning of your end step, you may exile target creature card from a
         // graveyard. If you do, create a 1/1 white Spirit creature token with flying. Put a
         // +1/+1 counter on it if the exiled card's mana value is 4 or greater." ({X} is 0 in a
         // graveyard, ruling FIN-R-0858)
         Effect spirit = when(token("Spirit"), Cond::IfYouDid);
         Effect grow =
             when(counters(Counter::PlusOne, 1, Who::LastMoved), Cond::TargetManaValueAtLeast, 4);
         c.abilities = {triggered(on(Event::BeginningOfEndStep),
                                  mode({target_card_in_a_graveyard(TCreature)},
                                       {optional(fx(Op::Exile, Who::Target)), spirit, grow}))};
       }},
  };
}

}  // namespace lore
