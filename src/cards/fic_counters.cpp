// FINAL FANTASY Commander cards about counters: proliferate (701.34) and counters as creatures
// enter (614.1c).
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> fic_counter_scripts() {
  return {
      {"Maester Seymour",
       [](CardDef& c) {
         // "At the beginning of combat on your turn, put a number of +1/+1 counters equal to
         // Maester Seymour's power on another target creature you control." (its last-known
         // power if it left, ruling FIN-R-0787) "{3}{G}{G}: Monstrosity X, where X is the
         // number of counters among creatures you control." (X counted as it resolves,
         // FIN-R-0788; 701.37)
         Effect grow = fxv(Op::PutCounters, Who::Target, value(Value::SourcePower));
         grow.counter = Counter::PlusOne;
         Effect monstrosity =
             fxv(Op::Monstrosity, Who::Source, value(Value::CountersOnCreaturesYouControl));
         monstrosity.counter = Counter::PlusOne;
         c.abilities = {triggered(on(Event::BeginningOfCombat),
                                  mode({target(another(yours(creature())))}, {grow})),
                        named(activated(cost("{3}{G}{G}"), mode({}, {monstrosity})),
                              "{3}{G}{G}: Monstrosity X")};
       }},
      {"Lulu, Stern Guardian",
       [](CardDef& c) {
         // "Whenever an opponent attacks you, choose target creature attacking you. Put a stun
         // counter on that creature." (only creatures attacking you, ruling FIN-R-0779)
         c.abilities = {
             triggered(on(Event::OpponentAttacksYou),
                       mode({target(creature().with(AttackingYou))}, {counters(Counter::Stun, 1)})),
             named(activated(cost("{3}{U}"), mode({}, {fx(Op::Proliferate, Who::Controller, 1)})),
                   "{3}{U}: Proliferate")};
       }},
      {"Tidus, Yuna's Guardian",
       [](CardDef& c) {
         // "At the beginning of combat on your turn, you may move a counter from target creature
         // you control onto a second target creature you control." (122.5, ruling FIN-R-0867)
         TargetSpec onto = target(yours(creature()));
         onto.different_from_prev = true;  // "a second target" (115.3)
         Effect move = optional(fx(Op::MoveCounter, Who::Target, 0, 1));
         move.source_slot = 0;
         // Cheer: "Whenever one or more creatures you control with counters on them deal combat
         // damage to a player, you may draw a card and proliferate. Do this only once each turn."
         // (701.34a; rulings FIN-R-0868 to FIN-R-0871)
         Ability cheer = triggered(
             on_other(Event::CreaturesDealCombatDamageToPlayer, creature().with(HasAnyCounter)),
             mode({}, {when(optional(draw(1)), Cond::NotDoneThisTurn),
                       when(fx(Op::Proliferate, Who::Controller, 1), Cond::IfYouDid)}));
         cheer.text = "Cheer";
         c.abilities = {triggered(on(Event::BeginningOfCombat),
                                  mode({target(yours(creature())), onto}, {move})),
                        cheer};
       }},
      {"Cyan, Vengeful Samurai",
       [](CardDef& c) {
         // "This spell costs {1} less to cast for each creature card in your graveyard." (601.2f)
         // Double strike. "Whenever one or more creature cards leave your graveyard, put a +1/+1
         // counter on Cyan." (once for cards leaving together, ruling FIN-R-0701)
         c.keywords = KDoubleStrike;
         Ability grow = triggered(on_other(Event::CardsLeaveYourGraveyard, creature()),
                                  mode({}, {counters(Counter::PlusOne, 1, Who::Source)}));
         grow.trigger.one_or_more = true;
         c.abilities = {costs_less(value(Value::CreatureCardsInYourGraveyard)), grow};
       }},
      {"Rikku, Resourceful Guardian",
       [](CardDef& c) {
         // "Whenever you put one or more counters on a creature, until end of turn, that creature
         // can't be blocked by creatures your opponents control." (122.6; once blocked it stays
         // blocked, ruling FIN-R-0807)
         Ability sneak = triggered(on_other(Event::YouPutCountersOn, creature()),
                                   mode({}, {fx(Op::CantBeBlocked, Who::TriggerObject)}));
         // Steal: "{1}, {T}: Move a counter from target creature an opponent controls onto target
         // creature you control. Activate only as a sorcery." (122.5: the counter is put, so the
         // first ability triggers, ruling FIN-R-0808; 602.5d)
         Effect move = fx(Op::MoveCounter, Who::Target, 0, 1);
         move.source_slot = 0;
         Ability steal =
             activated(cost("{1}", true),
                       mode({target(theirs(creature())), target(yours(creature()))}, {move}));
         steal.sorcery_speed = true;
         c.abilities = {sneak, named(steal, "Steal")};
       }},
      {"Tromell, Seymour's Butler",
       [](CardDef& c) {
         Ability more = static_ability(StaticKind::OthersEnterWithCounter);
         more.stat.filter = another(yours(creature().with(NonToken)));
         // "{1}, {T}: Proliferate X times, where X is the number of nontoken creatures you
         // control that entered this turn." (X counted as it resolves, ruling FIN-R-0881)
         Effect prolif = fxv(Op::Proliferate, Who::Controller,
                             value(Value::NontokenCreaturesYouControlEnteredThisTurn));
         c.abilities = {more, named(activated(cost("{1}", true), mode({}, {prolif})),
                                    "{1}, {T}: Proliferate X times")};
       }},
  };
}

}  // namespace lore
