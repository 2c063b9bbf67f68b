// FINAL FANTASY Commander cards (set FIC), part 2: an artifact cast from the graveyard entering
// tapped (Edgar), a prevention effect that puts +1/+1 counters (Gatta and Luzzu), an Aura removing
// all abilities and removing a creature from combat (Observed Stasis), a permanent's counters of
// every kind counted as it died (Yuna, Grand Summoner), a copy cast for {3} (Blue Mage's Cane),
// an Adventure cast from the graveyard (Hildibrand Manderville), creatures entering from a
// graveyard (Celes, Rune Knight).
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> fic_part2_scripts() {
  return {
      {"Edgar, Master Machinist",
       [](CardDef& c) {
         // "Once during each of your turns, you may cast an artifact spell from your graveyard.
         // If you cast a spell this way, that artifact enters tapped." (costs and timing as
         // usual, ruling FIN-R-0703; the spell keeps it if Edgar leaves, FIN-R-0704)
         Ability permission = static_ability(StaticKind::OncePerTurnFromGraveyard);
         permission.stat.filter = permanent(TArtifact).with(Nonland);  // spells, not lands
         permission.stat.enters_tapped = true;
         // Tools: "Whenever Edgar attacks, it gets +X/+0 until end of turn, where X is the
         // greatest mana value among artifacts you control." (X counted once as it resolves,
         // ruling FIN-R-0705; an artifact's X is 0, FIN-R-0706)
         Ability tools =
             triggered(on(Event::Attacks),
                       mode({}, {fxv(Op::Pump, Who::Source,
                                     value(Value::GreatestManaValueAmongArtifactsYouControl))}));
         tools.text = "Tools";
         c.abilities = {permission, tools};
       }},
      {"Gatta and Luzzu",
       [](CardDef& c) {
         c.keywords = KFlash;
         // "When Gatta and Luzzu enters, choose target creature you control. If damage would be
         // dealt to that creature this turn, prevent that damage and put that many +1/+1
         // counters on it." (615; the counters are put even for damage that can't be
         // prevented, ruling FIN-R-0736)
         Effect shield = fx(Op::PreventDamage, Who::Target, 0);
         shield.set<Effect::DamageLife>().adds_counters = true;
         c.abilities = {
             triggered(on(Event::EntersBattlefield), mode({target(yours(creature()))}, {shield}))};
       }},
      {"Observed Stasis",
       [](CardDef& c) {
         c.keywords = KFlash;
         // "Enchant creature an opponent controls"
         c.abilities = aura(theirs(creature()));
         // "When this Aura enters, remove enchanted creature from combat. Then draw a card for
         // each tapped creature its controller controls." (506.4: it stays tapped, ruling
         // FIN-R-0792)
         c.abilities.push_back(
             triggered(on(Event::EntersBattlefield),
                       mode({}, {fx(Op::RemoveFromCombat, Who::AttachedTo),
                                 fxv(Op::DrawCards, Who::Controller,
                                     value(Value::TappedCreaturesAttachedControllerControls))})));
         // "Enchanted creature loses all abilities and can't attack or block." (613.1f)
         c.abilities.push_back(static_ability(StaticKind::EnchantedLosesAllAbilities));
         c.abilities.push_back(static_ability(StaticKind::EnchantedCantAttackOrBlock));
       }},
      {"Blue Mage's Cane",
       [](CardDef& c) {
         // "Job select" (702.182a). "Equipped creature gets +0/+2, is a Wizard in addition to its
         // other types, and has \"Whenever this creature attacks, exile up to one target instant
         // or sorcery card from defending player's graveyard. If you do, copy it. You may cast
         // the copy by paying {3} rather than paying its mana cost.\"" (707.12; cast as the
         // ability resolves or never, rulings FIN-R-0681, FIN-R-0684; X is 0, FIN-R-0682;
         // additional costs still paid, FIN-R-0683)
         c.abilities = {job_select(), equipped_gets(0, 2, 0, "Wizard")};
         TargetSpec lore = target_card_in_a_graveyard(TInstant | TSorcery);
         lore.filter = lore.filter.with(ControlledByDefendingPlayer);
         lore.min = 0;
         Effect cast = fx(Op::CopyAndCast, Who::Controller);
         cast.set<Effect::Casting>().for_three = true;
         add_equipped_has(c.abilities, triggered(on(Event::Attacks),
                                                 mode({lore}, {fx(Op::Exile, Who::Target), cast})));
         Ability equip_it = equip("{2}");
         equip_it.text = "Spirit of the Whalagee — Equip {2}";
         c.abilities.push_back(equip_it);
       }},
      {"Hildibrand Manderville",
       [](CardDef& c) {
         // "Creature tokens you control get +1/+1."
         Ability tokens = anthem(yours(creature().with(Token)), 1, 1);
         // "When Hildibrand Manderville dies, you may cast it from your graveyard as an Adventure
         // until the end of your next turn." (715.3a: as Gentleman's Rise, paying its mana cost
         // with its usual timing, ruling FIN-R-0750; resolved, it goes on an adventure, 715.3d)
         Ability rise =
             triggered(on(Event::Dies),
                       mode({}, {fx(Op::MayCastFromGraveyardThisTurn, Who::TriggerObjectNow, 1)}));
         c.abilities = {tokens, rise};
       }},
      {"Gentleman's Rise",
       [](CardDef& c) {  // "Create a 2/2 black Zombie creature token."
         c.abilities = {spell(mode({}, {token("Zombie")}))};
       }},
      {"Celes, Rune Knight",
       [](CardDef& c) {
         // "When Celes enters, discard any number of cards, then draw that many cards plus one."
         // (the number chosen as it resolves, none included, ruling FIN-R-0690)
         Ability enter = triggered(
             on(Event::EntersBattlefield),
             mode({}, {fx(Op::DiscardAnyNumber, Who::Controller),
                       fxv(Op::DrawCards, Who::Controller, value(Value::LastAmount, 1))}));
         // "Whenever one or more other creatures you control enter, if one or more of them
         // entered from a graveyard or was cast from a graveyard, put a +1/+1 counter on each
         // creature you control." (603.4)
         Trigger others = on_other(Event::EntersBattlefield, another(yours(creature())));
         others.one_or_more = true;
         others.if_clause = TriggerIf::EnteredFromGraveyard;
         Ability rally = triggered(
             others,
             mode({}, {all(counters(Counter::PlusOne, 1, Who::AllMatching), yours(creature()))}));
         c.abilities = {enter, rally};
       }},
      {"Yuna, Grand Summoner",
       [](CardDef& c) {
         // Grand Summon: "{T}: Add one mana of any color. When you next cast a creature spell
         // this turn, that creature enters with two additional +1/+1 counters on it." A mana
         // ability (605.1a) whose effect also creates the delayed trigger (603.7a), Linked 1.
         Ability summon = mana(kAnyColor);
         summon.linked = 1;
         summon.text = "Grand Summon";
         Effect more = fx(Op::EntersWithCounters, Who::TriggerObject, 2);
         more.counter = Counter::PlusOne;
         // "Whenever another permanent you control is put into a graveyard from the battlefield,
         // if it had one or more counters on it, you may put that number of +1/+1 counters on
         // target creature." (every kind of counter, as it last existed: ruling FIN-R-0930)
         Trigger died = on_other(Event::PutIntoGraveyardFromBattlefield,
                                 yours(another(permanent(kPermanentTypes))));
         died.if_clause = TriggerIf::SubjectHasCounter;
         died.if_n = -1;
         Effect put =
             optional(fxv(Op::PutCounters, Who::Target, value(Value::TriggerObjectAllCounters)));
         put.counter = Counter::PlusOne;
         c.abilities = {summon, linked(on_cast(creature()), mode({}, {more})),
                        triggered(died, mode({target(creature())}, {put}))};
       }},
  };
}

}  // namespace lore
