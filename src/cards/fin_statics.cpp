// FINAL FANTASY creatures whose own static ability counts what their controller controls: "gets
// +p/+t as long as you control N or more <permanents>" and "gets +p/+t for each <permanent> you
// control" (an Anthem of the source only, StaticAbility::self_only; 611.3a: never locked in).
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

namespace {

// "This creature gets +p/+t as long as you control `n` or more <counted>" (n = 0: "for each
// <counted> you control").
Ability self_gets(int p, int t, Filter counted, int n) {
  Ability a = anthem(counted, p, t);
  a.stat.self_only = true;
  a.stat.at_least = static_cast<int8_t>(n);
  a.stat.per_matching = n == 0;
  return a;
}

}  // namespace

std::vector<CardScript> fin_static_scripts() {
  return {
      {"Gaelicat",
       [](CardDef& c) {
         c.keywords = KFlying | KVigilance;
         c.abilities = {self_gets(2, 0, yours(permanent(TArtifact)), 2)};
       }},
      {"Scorpion Sentinel",
       [](CardDef& c) { c.abilities = {self_gets(3, 0, yours(permanent(TLand)), 7)}; }},
      {"Gigantoad",
       [](CardDef& c) { c.abilities = {self_gets(2, 2, yours(permanent(TLand)), 7)}; }},
      {"Quina, Qu Gourmet",
       [](CardDef& c) {
         // "If one or more tokens would be created under your control, those tokens plus a 1/1
         // green Frog creature token are created instead." (614.1a: tokens_added(); rulings
         // FIN-R-0276, FIN-R-0277) "{2}, Sacrifice a Frog: Put a +1/+1 counter on Quina."
         c.abilities = {
             static_ability(StaticKind::TokensPlusFrog),
             named(activated(sacrifice(cost("{2}"), yours(creature().with(HasSubtype, "Frog"))),
                             mode({}, {counters(Counter::PlusOne, 1, Who::Source)})),
                   "{2}, Sacrifice a Frog: Put a +1/+1 counter on Quina")};
       }},
      {"Magitek Infantry",
       [](CardDef& c) {
         // "{2}{W}: Search your library for a card named Magitek Infantry, put it onto the
         // battlefield tapped, then shuffle."
         Effect find = search(Filter{}.with(SameNameAsSource), Zone::Battlefield, true);
         c.abilities = {self_gets(1, 0, another(yours(permanent(TArtifact))), 1),
                        named(activated(cost("{2}{W}"), mode({}, {find})),
                              "{2}{W}: Search for a card named Magitek Infantry")};
       }},
      {"Adelbert Steiner",
       [](CardDef& c) {
         c.keywords = KLifelink;
         c.abilities = {self_gets(1, 1, yours(Filter{}.with(HasSubtype, "Equipment")), 0)};
       }},
  };
}

}  // namespace lore
