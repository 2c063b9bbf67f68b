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
