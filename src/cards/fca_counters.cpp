// FINAL FANTASY Through the Ages (FCA) cards about counters: Yawgmoth, Thran Physician.
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> fca_counter_scripts() {
  return {
      {"Yawgmoth, Thran Physician",
       [](CardDef& c) {
         // "Protection from Humans" (702.16a). "Pay 1 life, Sacrifice another creature: Put a
         // -1/-1 counter on up to one target creature and draw a card." "{B}{B}, Discard a card:
         // Proliferate." (701.34a, rulings FIN-R-0629 to FIN-R-0635)
         Ability humans = static_ability(StaticKind::ProtectionFromSubtype);
         humans.stat.subtype = "Human";
         Cost pay = sacrifice(Cost{}, another(creature()));
         pay.life = 1;
         Ability wither = named(
             activated(pay,
                       mode({target(creature(), 0, 1)}, {counters(Counter::MinusOne, 1), draw(1)})),
             "Pay 1 life, Sacrifice another creature: -1/-1 counter, draw a card");
         Ability spread = named(activated(discard(cost("{B}{B}")),
                                          mode({}, {fx(Op::Proliferate, Who::Controller, 1)})),
                                "{B}{B}, Discard a card: Proliferate");
         c.abilities = {humans, wither, spread};
       }},
  };
}

}  // namespace lore
