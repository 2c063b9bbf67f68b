// FINAL FANTASY cards that fetch cards from a library or graveyard: searches with a reflexive
// trigger (603.12), looks at the top cards putting a land onto the battlefield, returns from a
// graveyard, and counters doubled (Sazh Katzroy); Delivery Moogle's library and/or graveyard.
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> fin_search_scripts() {
  return {
      {"Delivery Moogle",
       [](CardDef& c) {
         c.keywords = KFlying;
         Effect search = fx(Op::SearchLibraryAndOrGraveyard, Who::Controller);
         search.filter = permanent(TArtifact).with(ManaValueAtMost, 2);
         c.abilities = {triggered(on(Event::EntersBattlefield), mode({}, {search}))};
       }},
      {"Phoenix Down",
       [](CardDef& c) {
         // "{1}{W}, {T}, Exile this artifact: Choose one —"
         Cost k = cost("{1}{W}", true);
         k.exile_self = true;
         TargetSpec card = target_card_in_your_graveyard(TCreature);
         card.filter = card.filter.with(ManaValueAtMost, 4);  // X is 0 there (ruling FIN-R-0269)
         Effect back = fx(Op::ReturnToBattlefield, Who::Target);
         back.set<Effect::ExileReturn>().tapped = true;
         Ability a = activated(k, mode({card}, {back}));
         a.modes.push_back(
             mode({target(permanent(kPermanentTypes).with(HasSubtype, "Skeleton,Spirit,Zombie"))},
                  {fx(Op::Exile, Who::Target)}));
         a.text = "{1}{W}, {T}, Exile this artifact: Choose one";
         c.abilities = {a};
       }},
      {"Prishe's Wanderings",
       [](CardDef& c) {
         // "When you search your library this way, put a +1/+1 counter on target creature you
         // control": a reflexive trigger (603.12), its target chosen as it triggers (ruling
         // FIN-R-0271), whether or not a card was found.
         Filter land = Filter{}.with(BasicLandOrSubtype, "Town");
         c.abilities = {
             spell(mode({}, {search(land, Zone::Battlefield, true),
                             fx(Op::Reflexive, Who::Controller, 1)})),
             linked(Trigger{}, mode({target(yours(creature()))}, {counters(Counter::PlusOne, 1)}))};
         c.abilities[1].trigger.event = Event::None;
       }},
      {"Sazh Katzroy",
       [](CardDef& c) {
         // "double the number of +1/+1 counters on that creature": put as many as it has
         // (ruling FIN-R-0303: replacement effects apply to the counters put on)
         Effect twice = fxv(Op::PutCounters, Who::Target, value(Value::TargetPlusOneCounters, 0));
         c.abilities = {
             triggered(on(Event::EntersBattlefield),
                       mode({}, {optional(search(Filter{}.with(BasicLandOrSubtype, "Bird")))})),
             triggered(on(Event::Attacks),
                       mode({target(creature())}, {counters(Counter::PlusOne, 1), twice}))};
       }},
      {"Ignis Scientia",
       [](CardDef& c) {
         Effect look = with_filter(fx(Op::LookAtTop, Who::Controller, 6), permanent(TLand));
         look.set<Effect::Library>() = {.to = Zone::Battlefield, .tapped = true};
         // "Exile target card from a graveyard. If a creature card was exiled this way, create a
         // Food token." (ruling FIN-R-0215: an illegal target, no Food)
         Effect food = with_filter(token("Food"), permanent(TCreature));
         food.cond = Cond::LastMovedMatches;
         c.abilities = {
             triggered(on(Event::EntersBattlefield), mode({}, {look})),
             named(activated(cost("{1}{G}{U}", true), mode({target_card_in_a_graveyard(0)},
                                                           {fx(Op::Exile, Who::Target), food})),
                   "I've Come Up with a New Recipe!")};
       }},
      {"Golbez, Crystal Collector",
       [](CardDef& c) {
         Filter artifacts = yours(permanent(TArtifact));
         Ability end = triggered(on(Event::BeginningOfEndStep),
                                 mode({target_card_in_your_graveyard(TCreature)},
                                      {fx(Op::ReturnToHand, Who::Target),
                                       with_filter(when(fxv(Op::LoseLife, Who::EachOpponent,
                                                            value(Value::LastMovedPower)),
                                                        Cond::ControlMatchingAtLeast, 8),
                                                   artifacts)}));
         // 603.4: checked as it triggers and as it resolves (ruling FIN-R-0208)
         end.trigger.if_clause = TriggerIf::ControlAtLeast;
         end.trigger.if_n = 4;
         end.trigger.subject = artifacts;
         c.abilities = {
             triggered(on_other(Event::EntersBattlefield, artifacts), mode({}, {surveil(1)})), end};
       }},
      {"Hope Estheim",
       [](CardDef& c) {
         c.keywords = KLifelink;
         // X is the life you gained this turn as the ability resolves (ruling FIN-R-0213)
         c.abilities = {triggered(
             on(Event::BeginningOfEndStep),
             mode({}, {fxv(Op::Mill, Who::EachOpponent, value(Value::LifeGainedThisTurn))}))};
       }},
  };
}

}  // namespace lore
