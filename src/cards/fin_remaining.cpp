// FINAL FANTASY cards of the main set finished last (issue 18): a Town with a filtered mana
// ability, an enchantment granting a mana ability, a creature returning from the graveyard when
// its owner casts a noncreature spell, ...
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

namespace {

// "The first legendary creature spell you cast each turn costs {2} less to cast." (601.2f: the
// generic part only, rulings FIN-R-0313 and FIN-R-0314)
Ability first_legend_costs_less() {
  Ability a = static_ability(StaticKind::SpellsCostLess);
  a.stat.power = 2;
  a.stat.filter = creature().with(Legendary);
  a.stat.first_legendary_creature = true;
  return a;
}

}  // namespace

std::vector<CardScript> fin_remaining_scripts() {
  return {
      {"Capital City",
       [](CardDef& c) {
         // "{T}: Add {C}." "{1}, {T}: Add one mana of any color." (605.1a) "Cycling {2}"
         c.abilities = {mana(0), mana(kAnyColor, cost("{1}", true)), cycling("{2}")};
       }},
      {"A Realm Reborn",
       [](CardDef& c) {
         // "Other permanents you control have \"{T}: Add one mana of any color.\"" (613.1f)
         Ability any = mana(kAnyColor);
         any.mana_grant = ManaGrant::Granted;
         any.stat.filter = another(yours(permanent(kPermanentTypes)));
         c.abilities = {any};
       }},
      {"Shambling Cie'th",
       [](CardDef& c) {
         // "Whenever you cast a noncreature spell, you may pay {B}. If you do, return this card
         // from your graveyard to your hand." (it functions only in the graveyard, 113.6m; it
         // resolves before that spell, even if the spell is countered, ruling FIN-R-0316)
         Effect pay = fx(Op::PayOptional, Who::Controller);
         ManaCost::parse("{B}", pay.set<Effect::ManaCosts>().cost);
         Ability back =
             triggered(on_cast(Filter{}.with(NonCreature)),
                       mode({}, {pay, when(fx(Op::ReturnToHand, Who::Source), Cond::IfYouDid)}));
         back.trigger.from_graveyard = true;
         c.abilities = {enters_tapped(), back};
       }},
      {"Astrologian's Planisphere",
       [](CardDef& c) {
         // "Equipped creature is a Wizard in addition to its other types and has \"Whenever you
         // cast a noncreature spell and whenever you draw your third card each turn, put a +1/+1
         // counter on this creature.\"" (two triggered abilities; the draws before it was
         // equipped count, ruling FIN-R-0086) "Diana — Equip {2}"
         c.abilities = {job_select(), equipped_gets(0, 0, 0, "Wizard")};
         Mode grow = mode({}, {counters(Counter::PlusOne, 1, Who::Source)});
         add_equipped_has(c.abilities, triggered(on_cast(Filter{}.with(NonCreature)), grow));
         Ability third = triggered(on(Event::DrawsCard), grow);
         third.trigger.nth_spell = 3;
         add_equipped_has(c.abilities, third);
         Ability diana = equip("{2}");
         diana.text = "Diana — Equip {2}";
         c.abilities.push_back(diana);
       }},
      {"Serah Farron",
       [](CardDef& c) {
         // "At the beginning of combat on your turn, if you control two or more other legendary
         // creatures, you may transform Serah Farron." (603.4: checked as it triggers and
         // resolves, ruling FIN-R-0315)
         Ability crystal = triggered(on(Event::BeginningOfCombat),
                                     mode({}, {optional(fx(Op::Transform, Who::Source))}));
         crystal.trigger.if_clause = TriggerIf::ControlAtLeast;
         crystal.trigger.if_n = 2;
         crystal.trigger.subject = another(yours(creature().with(Legendary)));
         c.abilities = {first_legend_costs_less(), crystal};
       }},
      {"Crystallized Serah",
       [](CardDef& c) {
         c.abilities = {first_legend_costs_less(), anthem(yours(creature().with(Legendary)), 2, 2)};
       }},
      {"Cid, Timeless Artificer",
       [](CardDef& c) {
         // "Artifact creatures and Heroes you control get +1/+1 for each Artificer you control
         // and each Artificer card in your graveyard." "A deck can have any number of cards
         // named Cid, Timeless Artificer." (read from its text by the deck checks, rulings
         // FIN-R-0102 and FIN-R-0103) "Cycling {W}{U}"
         Ability team = static_ability(StaticKind::ArtifactCreaturesAndSubtypeGetPerCount);
         team.stat.power = 1;
         team.stat.toughness = 1;
         team.stat.subtype = "Hero";
         team.stat.filter = yours(Filter{}.with(HasSubtype, "Artificer"));
         c.abilities = {team, cycling("{W}{U}")};
       }},
      {"Qutrub Forayer",
       [](CardDef& c) {
         // "When this creature enters, choose one — Destroy target creature that was dealt
         // damage this turn. / Exile up to two target cards from a single graveyard."
         TargetSpec cards = target_card_in_a_graveyard(0);
         cards.min = 0, cards.max = 2;
         cards.one_graveyard = true;
         Ability enters =
             triggered(on(Event::EntersBattlefield),
                       mode({target(creature().with(DealtDamageThisTurn))}, {destroy()}));
         enters.modes.push_back(mode({cards}, {fx(Op::Exile, Who::Target)}));
         c.abilities = {enters};
       }},
      {"Balthier and Fran",
       [](CardDef& c) {
         // "Vehicles you control get +1/+1 and have vigilance and reach." "Whenever a Vehicle
         // crewed by Balthier and Fran this turn attacks, if it's the first combat phase of the
         // turn, you may pay {1}{R}{G}. If you do, after this phase, there is an additional combat
         // phase." (500.8: no additional main phase, ruling FIN-R-0087)
         c.keywords = KReach;
         Filter vehicles = yours(Filter{}.with(HasSubtype, "Vehicle"));
         Ability team = anthem(vehicles, 1, 1);
         team.stat.keywords = KVigilance | KReach;
         Effect pay = fx(Op::PayOptional, Who::Controller);
         ManaCost::parse("{1}{R}{G}", pay.set<Effect::ManaCosts>().cost);
         Ability again = triggered(
             on_other(Event::Attacks, vehicles.with(CrewedBySourceThisTurn)),
             mode({}, {pay, when(fx(Op::AdditionalCombatPhase, Who::Controller), Cond::IfYouDid)}));
         again.trigger.if_clause = TriggerIf::FirstCombatPhase;
         c.abilities = {team, again};
       }},
  };
}

}  // namespace lore
