// Planeswalkers: loyalty abilities (CR 606).
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> planeswalker_scripts() {
  return {
      {"Ajani, Sleeper Agent",
       [](CardDef& c) {
         Ability compleated;  // 702.150a (its {G/W/P} is parsed with the mana cost, 107.4f)
         compleated.kind = AbilityKind::Compleated;
         Effect reveal = with_filter(fx(Op::RevealTopToHand, Who::Controller),
                                     permanent(TCreature | TPlaneswalker));
         reveal.set<Effect::Library>().else_may_bottom = true;
         Effect distribute = counters(Counter::PlusOne, 3);
         distribute.distribute = true;  // 601.2d
         Effect emblem = fx(Op::CreateEmblem, Who::Controller);
         emblem.token = "Ajani, Sleeper Agent Emblem";
         c.abilities = {
             compleated,
             loyalty(+1, mode({}, {reveal}),
                     "+1: Reveal the top card of your library. If it's a creature or planeswalker "
                     "card, put it into your hand. Otherwise, you may put it on the bottom of your "
                     "library."),
             loyalty(-3, mode({target(creature(), 0, 3)}, {distribute, grant(KVigilance)}),
                     "-3: Distribute three +1/+1 counters among up to three target creatures. "
                     "They gain vigilance until end of turn."),
             loyalty(-6, mode({}, {emblem}),
                     "-6: You get an emblem with \"Whenever you cast a creature or planeswalker "
                     "spell, target opponent gets two poison counters.\""),
         };
       }},
      {"Karn, Living Legacy",
       [](CardDef& c) {
         Effect stone = token("Powerstone");
         stone.set<Effect::TokensCopies>().tapped = true;
         Effect emblem = fx(Op::CreateEmblem, Who::Controller);
         emblem.token = "Karn, Living Legacy Emblem";
         c.abilities = {
             loyalty(+1, mode({}, {stone}), "+1: Create a tapped Powerstone token."),
             loyalty(-1, mode({}, {fx(Op::PayAnyAmountLook, Who::Controller)}),
                     "-1: Pay any amount of mana. Look at that many cards from the top of your "
                     "library, then put one of those cards into your hand and the rest on the "
                     "bottom of your library in a random order."),
             loyalty(-7, mode({}, {emblem}),
                     "-7: You get an emblem with \"Tap an untapped artifact you control: This "
                     "emblem deals 1 damage to any target.\""),
         };
       }},
      {"Jaya, Fiery Negotiator",
       [](CardDef& c) {
         Effect emblem = fx(Op::CreateEmblem, Who::Controller);
         emblem.token = "Jaya, Fiery Negotiator Emblem";
         // Ability 4, created by the -2 (603.7): "Whenever you attack this turn, Jaya deals
         // damage equal to the number of attacking creatures to that creature."
         Trigger attack = on(Event::YouAttack);
         attack.repeats = true;
         c.abilities = {
             loyalty(+1, mode({}, {token("Monk")}),
                     "+1: Create a 1/1 red Monk creature token with prowess."),
             loyalty(-1, mode({}, {fx(Op::ExileTopChoosePlayable, Who::Controller, 2)}),
                     "-1: Exile the top two cards of your library. Choose one of them. You may "
                     "play that card this turn."),
             loyalty(-2,
                     mode({target(theirs(creature()))}, {fx(Op::CreateDelayed, Who::Target, 4)}),
                     "-2: Choose target creature an opponent controls. Whenever you attack this "
                     "turn, Jaya deals damage equal to the number of attacking creatures to that "
                     "creature."),
             loyalty(-8, mode({}, {emblem}),
                     "-8: You get an emblem with \"Whenever you cast a red instant or sorcery "
                     "spell, copy it twice. You may choose new targets for the copies.\""),
             linked(attack, mode({}, {fxv(Op::DealDamage, Who::TriggerObject,
                                          value(Value::AttackingCreatures))})),
         };
       }},
      {"Liliana of the Veil",
       [](CardDef& c) {
         Effect sac = fx(Op::Sacrifice, Who::Target, 1);
         sac.filter = creature();
         c.abilities = {
             loyalty(+1, mode({}, {fx(Op::Discard, Who::EachPlayer, 1)}),
                     "+1: Each player discards a card."),
             loyalty(-2, mode({target_player()}, {sac}),
                     "-2: Target player sacrifices a creature."),
             loyalty(
                 -6, mode({target_player()}, {fx(Op::SeparatePiles, Who::Target)}),
                 "-6: Separate all permanents target player controls into two piles. That player "
                 "sacrifices all permanents in the pile of their choice."),
         };
       }},
  };
}

}  // namespace lore
