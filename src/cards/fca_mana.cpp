// FINAL FANTASY Through the Ages cards whose main need is a mana primitive (605, 106).
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> fca_mana_scripts() {
  return {
      {"Nyxbloom Ancient",
       [](CardDef& c) {
         c.keywords = KTrample;
         c.abilities = {static_ability(StaticKind::TappedForManaTriples)};
       }},
      {"Kinnan, Bonder Prodigy",
       [](CardDef& c) {
         // "Whenever you tap a nonland permanent for mana, add one mana of any type that permanent
         // produced.": a triggered mana ability (605.1b; ruling FIN-R-0502) of a {T} mana ability
         // (106.12, FIN-R-0503), adding mana of the kind that ability made, Kinnan's own mana
         // (FIN-R-0505: not tripled by Nyxbloom Ancient) without the source's restriction
         // (FIN-R-0506).
         Ability more;
         more.kind = AbilityKind::Triggered;
         more.trigger =
             on_other(Event::TappedForMana, yours(permanent(kPermanentTypes).with(Nonland)));
         more.mana_of_produced_kind = true;
         // "{5}{G}{U}: Look at the top five cards of your library. You may put a non-Human
         // creature card from among them onto the battlefield. Put the rest on the bottom of your
         // library in a random order."
         Effect look = with_filter(fx(Op::LookAtTop, Who::Controller, 5),
                                   creature().with(LacksSubtypes, "Human"));
         look.set<Effect::Library>() = {.to = Zone::Battlefield};
         c.abilities = {more, activated(cost("{5}{G}{U}"), mode({}, {look}))};
       }},
      {"Strixhaven Stadium",
       [](CardDef& c) {
         // "{T}: Add {C}. Put a point counter on this artifact." (605.3b: the counter comes with
         // the mana, without the stack)
         Ability tap = mana(0);
         tap.mana_counters = 1;
         tap.counter = Counter::Point;
         // "Whenever a creature deals combat damage to you": once per creature (ruling FIN-R-0575)
         Trigger to_you = on_other(Event::CombatDamageToPlayer, creature());
         to_you.spell.who = Filter::You;
         Effect remove_one = fx(Op::RemoveCounters, Who::Source, 1);
         remove_one.counter = Counter::Point;
         // "Whenever a creature you control deals combat damage to an opponent, put a point
         // counter on this artifact. Then if it has ten or more point counters on it, remove them
         // all and that player loses the game." The count is read only as this resolves (ruling
         // FIN-R-0577); "that player" is the opponent dealt damage (FIN-R-0574).
         Trigger to_opponent = on_other(Event::CombatDamageToPlayer, yours(creature()));
         to_opponent.spell.who = Filter::Opponent;
         Effect add_one = counters(Counter::Point, 1, Who::Source);
         Effect loses = when(fx(Op::LoseGame, Who::TriggerPlayer), Cond::SourceCountersAtLeast, 10);
         loses.counter = Counter::Point;
         // After the loss, so the same count decides both; the loser's leaving (800.4a) moves
         // nothing of the Stadium's controller.
         Effect remove_all =
             when(fxv(Op::RemoveCounters, Who::Source,
                      value(Value::SourceCounters, static_cast<int>(Counter::Point))),
                  Cond::SourceCountersAtLeast, 10);
         remove_all.counter = Counter::Point;
         c.abilities = {tap, triggered(to_you, mode({}, {remove_one})),
                        triggered(to_opponent, mode({}, {add_one, loses, remove_all}))};
       }},
  };
}

}  // namespace lore
