// FINAL FANTASY Commander cards (set FIC) that attach Equipment or exile what they attack:
// Barret, Cloud and Auron; Dancer's Chakrams.
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

namespace {

Filter your_equipment() { return yours(permanent(TArtifact).with(HasSubtype, "Equipment")); }

}  // namespace

std::vector<CardScript> fic_equipment_scripts() {
  return {
      {"Barret, Avalanche Leader",
       [](CardDef& c) {
         // Avalanche!: "Whenever an Equipment you control enters, create a 2/2 red Rebel
         // creature token." "At the beginning of combat on your turn, attach up to one target
         // Equipment you control to target Rebel you control." (nothing happens if it can't be
         // attached to that Rebel, 701.3b, ruling FIN-R-0680)
         c.keywords = KReach;
         Ability avalanche = triggered(on_other(Event::EntersBattlefield, your_equipment()),
                                       mode({}, {token("Rebel")}));
         avalanche.text = "Avalanche!";
         Effect attach = fx(Op::Attach, Who::Target, 0, 1);
         attach.source_slot = 0;
         c.abilities = {
             avalanche,
             triggered(on(Event::BeginningOfCombat),
                       mode({target(your_equipment(), 0, 1),
                             target(yours(permanent(kPermanentTypes).with(HasSubtype, "Rebel")))},
                            {attach}))};
       }},
      {"Cloud, Ex-SOLDIER",
       [](CardDef& c) {
         // "When Cloud enters, attach up to one target Equipment you control to it." "Whenever
         // Cloud attacks, draw a card for each equipped attacking creature you control. Then if
         // Cloud has power 7 or greater, create two Treasure tokens."
         c.keywords = KHaste;
         Effect attach = fx(Op::Attach, Who::Source);
         attach.source_slot = 0;
         Effect treasures = when(token("Treasure", 2), Cond::SourceMatches);
         treasures.filter = creature().with(PowerAtLeast, 7);
         c.abilities = {triggered(on(Event::EntersBattlefield),
                                  mode({target(your_equipment(), 0, 1)}, {attach})),
                        triggered(on(Event::Attacks),
                                  mode({}, {fxv(Op::DrawCards, Who::Controller,
                                                value(Value::EquippedAttackingCreaturesYouControl)),
                                            treasures}))};
       }},
      {"Auron, Venerated Guardian",
       [](CardDef& c) {
         // Shooting Star: "Whenever Auron attacks, put a +1/+1 counter on it. When you do, exile
         // target creature defending player controls with power less than Auron's power until
         // Auron leaves the battlefield." A reflexive trigger targeting as it's put on the stack
         // (603.12, ruling FIN-R-0673); the exile lasts whatever Auron's power becomes (610.3,
         // FIN-R-0674).
         c.keywords = KVigilance;
         Ability star =
             triggered(on(Event::Attacks), mode({}, {counters(Counter::PlusOne, 1, Who::Source),
                                                     fx(Op::Reflexive, Who::Controller, 1)}));
         star.text = "Shooting Star";
         TargetSpec victim =
             target(creature().with(ControlledByDefendingPlayer).with(PowerLessThanSource));
         Ability exile = triggered(on(Event::None),
                                   mode({victim}, {fx(Op::ExileUntilSourceLeaves, Who::Target)}));
         exile.kind = AbilityKind::Linked;
         c.abilities = {star, exile};
       }},
      {"Dancer’s Chakrams",
       [](CardDef& c) {
         // "Equipped creature gets +2/+2, has lifelink and \"Other commanders you control get
         // +2/+2 and have lifelink,\" and is a Performer in addition to its other types."
         Ability grant = static_ability(StaticKind::EquippedGrantsCommanderAnthem);
         grant.stat.power = 2;
         grant.stat.toughness = 2;
         grant.stat.keywords = KLifelink;
         Ability krishna = equip("{3}");
         krishna.text = "Krishna — Equip {3}";
         c.abilities = {job_select(), equipped_gets(2, 2, KLifelink, "Performer"), grant, krishna};
       }},
  };
}

}  // namespace lore
