// FINAL FANTASY Commander cards whose effects last "for as long as you control" them (611.2b):
// Yuffie, Materia Hunter and Thancred Waters.
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> fic_duration_scripts() {
  return {
      {"Yuffie, Materia Hunter",
       [](CardDef& c) {
         // Ninjutsu {1}{R} (702.49a)
         Ability ninjutsu =
             activated(cost("{1}{R}"), mode({}, {fx(Op::NinjutsuEnter, Who::Source)}));
         ninjutsu.cost.return_unblocked_attacker = true;
         ninjutsu.from_hand = true;
         ninjutsu.text = "Ninjutsu {1}{R}";
         // "gain control of target noncreature artifact for as long as you control Yuffie"
         // (611.2b: nothing if Yuffie has already left or changed controller, ruling FIN-R-0927).
         // "Then you may attach an Equipment you control to Yuffie" (the stolen one included;
         // an illegal target stops it all, ruling FIN-R-0928)
         Effect steal = fx(Op::GainControl, Who::Target);
         steal.set<Effect::ControlAttach>().until = ControlUntil::WhileControls;
         Effect attach = with_filter(fx(Op::AttachChosen, Who::Source),
                                     yours(permanent(TArtifact).with(HasSubtype, "Equipment")));
         c.abilities = {ninjutsu, triggered(on(Event::EntersBattlefield),
                                            mode({target(permanent(TArtifact).with(NonCreature))},
                                                 {steal, attach}))};
       }},
      {"Thancred Waters",
       [](CardDef& c) {
         c.keywords = KFlash;
         // Royal Guard: "another target legendary permanent you control gains indestructible for
         // as long as you control Thancred Waters" (611.2b; ruling FIN-R-0865)
         Effect guard = grant(KIndestructible);
         guard.set<Effect::Characteristics>().while_you_control_source = true;
         Ability royal = triggered(
             on(Event::EntersBattlefield),
             mode({target(another(yours(permanent(kPermanentTypes).with(Legendary))))}, {guard}));
         royal.text = "Royal Guard";
         // "Whenever you cast a noncreature spell, Thancred Waters gains indestructible until end
         // of turn" (resolves first, ruling FIN-R-0866)
         c.abilities = {royal, triggered(on_cast(Filter{}.with(NonCreature)),
                                         mode({}, {grant(KIndestructible, Who::Source)}))};
       }},
  };
}

}  // namespace lore
