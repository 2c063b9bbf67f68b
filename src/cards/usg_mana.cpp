// Urza's Saga mana primitives: mana abilities whose amount is counted as they resolve (106.4:
// "{T}: Add {G} for each creature you control" and the like) and triggered mana abilities (605.1b).
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

namespace {

// "{T}: Add {<color>} for each <f>" (a mana ability, 605.1a; the count as it is activated).
Ability mana_for_each(ColorMask color, Filter f) {
  Ability a = mana(color);
  a.mana_per_matching = true;
  a.stat.filter = f;
  return a;
}

}  // namespace

std::vector<CardScript> usg_mana_scripts() {
  return {
      {"Gaea's Cradle",
       [](CardDef& c) { c.abilities = {mana_for_each(Green, yours(creature()))}; }},
      {"Serra's Sanctum",
       [](CardDef& c) { c.abilities = {mana_for_each(White, yours(permanent(TEnchantment)))}; }},
      {"Tolarian Academy",
       [](CardDef& c) { c.abilities = {mana_for_each(Blue, yours(permanent(TArtifact)))}; }},
      {"Vernal Bloom",
       [](CardDef& c) {  // a triggered mana ability (605.1b): any player's Forest, its controller
         Ability bloom;
         bloom.kind = AbilityKind::Triggered;
         bloom.trigger = on_other(Event::TappedForMana, Filter{}.with(HasSubtype, "Forest"));
         bloom.mana_colors = Green;
         c.abilities = {bloom};
       }},
      {"Fertile Ground",
       [](CardDef& c) {  // a triggered mana ability (605.1b); the color chosen as it resolves
         c.abilities = aura(permanent(TLand));
         Ability more;
         more.kind = AbilityKind::Triggered;
         more.trigger.event = Event::TappedForMana;
         more.trigger.attached_subject = true;  // "enchanted land"
         more.mana_colors = kAnyColor;
         c.abilities.push_back(more);
       }},
      {"Thran Turbine",
       [](CardDef& c) {  // not a mana ability: it triggers at the upkeep (605.5a)
         Effect cc = optional(add_mana(0, 2));
         cc.set<Effect::ManaCosts>().spend_only = SpendOnly::Abilities;  // 106.6
         c.abilities = {triggered(on(Event::BeginningOfUpkeep), mode({}, {cc}))};
       }},
      {"Carpet of Flowers",
       [](CardDef& c) {
         // "At the beginning of each of your main phases, if you haven't added mana with this
         // ability this turn, you may add X mana of any one color, where X is the number of
         // Islands target opponent controls." Not a mana ability: it targets and uses the stack
         // (605.5a, ruling FIN-R-0455); X is counted as it resolves (FIN-R-0456); the intervening
         // "if" (603.4) reads the mana it added this turn (Object::activations).
         Effect add =
             fxv(Op::AddMana, Who::Controller, value(Value::BasicLandTypeTargetPlayerControls, 1));
         auto& m = add.set<Effect::ManaCosts>();
         m.colors = kAnyColor;
         m.one_color = true;
         m.counts_for_source = true;
         Ability first = triggered(on(Event::BeginningOfPrecombatMain),
                                   mode({target_player(Filter::Opponent)}, {optional(add)}));
         first.trigger.if_clause = TriggerIf::SourceAddedNoManaThisTurn;
         Ability later = first;  // 505.1a: each main phase after the first
         later.trigger.event = Event::BeginningOfPostcombatMain;
         c.abilities = {first, later};
       }},
      {"Priest of Titania",
       [](CardDef& c) {  // every Elf on the battlefield, whoever controls it (this one included)
         c.abilities = {mana_for_each(Green, Filter{}.with(HasSubtype, "Elf"))};
       }},
      // Mana abilities whose cost chooses what it discards or sacrifices (605.3b, 601.2h)
      {"Skirge Familiar",
       [](CardDef& c) {
         c.keywords = KFlying;
         Cost discard_a_card;
         discard_a_card.discard = 1;
         c.abilities = {mana(Black, discard_a_card)};
       }},
      {"Phyrexian Tower",
       [](CardDef& c) {
         Cost sac = cost("", true);
         sac.sacrifice_count = 1;
         sac.sacrifice_filter = creature();
         Ability bb = mana(0, sac);  // "Add {B}{B}": fixed mana only (106.4)
         bb.mana_amount = 0;
         bb.mana_also = {0, 0, 2, 0, 0, 0};
         c.abilities = {mana(0), bb};
       }},
      {"Contamination",
       [](CardDef& c) {
         // "sacrifice this enchantment unless you sacrifice a creature" (118.12: the player
         // chooses whether to pay; with no creature, or declining, Contamination goes)
         Effect pay = optional(with_filter(fx(Op::Sacrifice, Who::Controller, 1), creature()));
         c.abilities = {
             triggered(on(Event::BeginningOfUpkeep),
                       mode({}, {pay, when(fx(Op::SacrificeIt, Who::Source), Cond::IfYouDidNot)})),
             static_ability(StaticKind::LandsTappedForManaProduceBlack)};
       }},
      {"Rain of Filth",
       [](CardDef& c) {  // the lands it finds as it resolves (611.2c) gain the ability (613.1f)
         Cost sac;
         sac.sacrifice_self = true;
         Ability gained = mana(Black, sac);
         gained.mana_grant = ManaGrant::ByEffect;
         c.abilities = {spell(mode({}, {all(fx(Op::GainManaAbilityUntilEndOfTurn, Who::AllMatching),
                                            yours(permanent(TLand)))})),
                        gained};
       }},
  };
}

}  // namespace lore
