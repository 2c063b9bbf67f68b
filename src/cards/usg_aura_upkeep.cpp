// Urza's Saga abilities that trigger for another player than their controller ("that player"):
// Auras at the beginning of the upkeep of the enchanted permanent's controller, and a creature
// becoming the target of a player's spell or ability.
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

namespace {

// "At the beginning of the upkeep of enchanted <permanent>'s controller, <mode>"
Ability enchanted_controllers_upkeep(Mode m) {
  Ability a = triggered(on(Event::BeginningOfUpkeep), m);
  a.trigger.each_player = true;
  a.trigger.attached_subject = true;
  return a;
}

}  // namespace

std::vector<CardScript> usg_aura_upkeep_scripts() {
  return {
      {"Parasitic Bond",
       [](CardDef& c) {
         c.abilities = aura(creature());
         c.abilities.push_back(
             enchanted_controllers_upkeep(mode({}, {damage(Who::TriggerPlayer, 2)})));
       }},
      {"Retromancer",
       [](CardDef& c) {
         // "Whenever this creature becomes the target of a spell or ability" (anyone's, its
         // controller's too), 3 damage to that spell's or ability's controller
         Trigger targeted = on(Event::BecomesTarget);
         targeted.each_player = true;
         c.abilities = {triggered(targeted, mode({}, {damage(Who::TriggerPlayer, 3)}))};
       }},
      {"Power Taint",
       [](CardDef& c) {
         c.abilities = aura(permanent(TEnchantment));
         // "that player loses 2 life unless they pay {2}" (118.12: they choose whether to pay)
         Effect pay = fx(Op::PayOptional, Who::TriggerPlayer);
         ManaCost::parse("{2}", pay.set<Effect::ManaCosts>().cost);
         c.abilities.push_back(enchanted_controllers_upkeep(
             mode({}, {pay, when(lose(2, Who::TriggerPlayer), Cond::IfYouDidNot)})));
         c.abilities.push_back(cycling("{2}"));
       }},
  };
}

}  // namespace lore
