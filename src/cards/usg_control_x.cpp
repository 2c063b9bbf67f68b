// Urza's Saga cards that hand a permanent to an opponent ("target opponent gains control of
// it", 613.1b) or back to a hand, and artifacts that become creatures or have {X} abilities.
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

namespace {

// "target opponent gains control of <who>" (the opponent is target slot `slot`)
Effect opponent_gains_control(Who who, int slot) {
  Effect e = fx(Op::GainControl, who);
  e.set<Effect::ControlAttach>().to_target_player = static_cast<int8_t>(slot);
  return e;
}

}  // namespace

std::vector<CardScript> usg_control_x_scripts() {
  return {
      {"Sleeper Agent",
       [](CardDef& c) {
         c.abilities = {
             triggered(
                 on(Event::EntersBattlefield),
                 mode({target_player(Filter::Opponent)}, {opponent_gains_control(Who::Source, 0)})),
             // "your upkeep": its controller's, whoever that is now
             triggered(on(Event::BeginningOfUpkeep), mode({}, {damage(Who::Controller, 2)}))};
       }},
      {"Goblin Cadets",
       [](CardDef& c) {  // the control change removes it from combat (506.4)
         c.abilities = {triggered(
             on(Event::BlocksOrBecomesBlocked),
             mode({target_player(Filter::Opponent)}, {opponent_gains_control(Who::Source, 0)}))};
       }},
      {"Witch Engine",
       [](CardDef& c) {
         c.keywords = KSwampwalk;
         // Not a mana ability: it has a target (605.1a), so it uses the stack.
         c.abilities = {
             named(activated(cost("", true),
                             mode({target_player(Filter::Opponent)},
                                  {add_mana(Black, 4), opponent_gains_control(Who::Source, 0)})),
                   "{T}: Add {B}{B}{B}{B}. Target opponent gains control of this")};
       }},
      {"Chimeric Staff",
       [](CardDef& c) {
         // Layer 4 (card types and the creature type Construct) and 7b in one effect, until end
         // of turn (613.6).
         Effect e = fxv(Op::BecomeCreature, Who::Source, value(Value::X));
         e.b = value(Value::X);
         e.set<Effect::Characteristics>() = {.add_types = TArtifact | TCreature,
                                             .sets_base = true,
                                             .sets_creature_types = true,
                                             .this_turn = true};
         c.becomes_subtypes = "Construct";
         c.abilities = {named(activated(cost("{X}"), mode({}, {e})),
                              "{X}: This becomes an X/X Construct artifact creature until end of "
                              "turn")};
       }},
      {"Karn, Silver Golem",
       [](CardDef& c) {
         // Layers 4 and 7b in one effect (613.6), its P/T fixed as it resolves (608.2h)
         Effect animate = fxv(Op::BecomeCreature, Who::Target, value(Value::TargetManaValue, 0));
         animate.b = value(Value::TargetManaValue, 0);
         animate.set<Effect::Characteristics>() = {.add_types = TArtifact | TCreature,
                                                   .sets_base = true};
         c.abilities = {
             triggered(on(Event::BlocksOrBecomesBlocked), mode({}, {pump(-4, 4, Who::Source)})),
             named(activated(cost("{1}"),
                             mode({target(permanent(TArtifact).with(NonCreature))}, {animate})),
                   "{1}: Target noncreature artifact becomes an artifact creature with power and "
                   "toughness each equal to its mana value until end of turn")};
       }},
      {"Curfew",
       [](CardDef& c) {  // each player chooses one; they return at the same time
         c.abilities = {spell(mode({}, {fx(Op::ReturnGreatestManaValue, Who::EachPlayer, 1)}))};
       }},
      {"Citanul Flute",
       [](CardDef& c) {
         c.abilities = {named(
             activated(cost("{X}", true), mode({}, {search(creature().with(ManaValueAtMostX))})),
             "{X}, {T}: Search your library for a creature card with mana value X or less")};
       }},
  };
}

}  // namespace lore
