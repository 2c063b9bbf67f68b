// FINAL FANTASY's general mechanics: job select Equipment (702.182), tiered spells (702.183),
// landfall (an ability word, 207.2c: "Whenever a land you control enters") and flashback
// (702.34).
#include "cards/dsl.h"
#include "engine/card_db.h"
#include "engine/state.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> fin_mech_scripts() {
  return {
      // ---- job select (702.182)
      {"Monk's Fist",
       [](CardDef& c) {
         c.abilities = {job_select(), equipped_gets(1, 0, 0, "Monk"), equip("{2}")};
       }},
      {"Warrior's Sword",
       [](CardDef& c) {
         c.abilities = {job_select(), equipped_gets(3, 2, 0, "Warrior"), equip("{5}")};
       }},
      {"Samurai's Katana",
       [](CardDef& c) {  // "Murasame — Equip {5}": the name has no rules meaning (207.2d)
         c.abilities = {job_select(), equipped_gets(2, 2, KTrample | KHaste, "Samurai"),
                        equip("{5}")};
       }},
      {"Aettir and Priwen",
       [](CardDef& c) {
         c.abilities = {static_ability(StaticKind::EquippedBasePTIsLife), equip("{5}")};
       }},
      {"Excalibur II",
       [](CardDef& c) {
         // "Whenever you gain life" (119.9: once per life gain event)
         Ability charge =
             triggered(on(Event::GainLife), mode({}, {counters(Counter::Charge, 1, Who::Source)}));
         Ability bigger = equipped_gets(1, 1);  // for each charge counter on it
         bigger.stat.per_counter = static_cast<int8_t>(Counter::Charge);
         c.abilities = {charge, bigger, equip("{3}")};
       }},
      {"Buster Sword",
       [](CardDef& c) {
         // "Whenever equipped creature deals combat damage to a player, draw a card, then you
         // may cast a spell from your hand with mana value less than or equal to that damage
         // without paying its mana cost." (608.2g: during the resolution, timing ignored)
         Effect free = fxv(Op::CastFromHandFree, Who::Controller, value(Value::TriggerAmount));
         free.filter = permanent(dsl::kPermanentTypes | TInstant | TSorcery).with(Nonland);
         free.set<Effect::Casting>().max_mana_value = true;
         Ability hit = triggered(on(Event::CombatDamageToPlayer), mode({}, {draw(1), free}));
         hit.trigger.attached_subject = true;
         c.abilities = {equipped_gets(3, 2), hit, equip("{2}")};
       }},
      {"Bard's Bow",
       [](CardDef& c) {  // "Perseus's Bow — Equip {6}"
         c.abilities = {job_select(), equipped_gets(2, 2, KReach, "Bard"), equip("{6}")};
       }},

      // ---- tiered (702.183)
      {"Fire Magic",
       [](CardDef& c) {
         c.abilities = {tiered({
             tier("{0}", named(mode({}, {all(damage(Who::AllMatching, 1), creature())}), "Fire")),
             tier("{2}", named(mode({}, {all(damage(Who::AllMatching, 2), creature())}), "Fira")),
             tier("{5}", named(mode({}, {all(damage(Who::AllMatching, 3), creature())}), "Firaga")),
         })};
       }},
      {"Thunder Magic",
       [](CardDef& c) {
         c.abilities = {tiered({
             tier("{0}", named(mode({target(creature())}, {damage(Who::Target, 2)}), "Thunder")),
             tier("{3}", named(mode({target(creature())}, {damage(Who::Target, 4)}), "Thundara")),
             tier("{5}{R}",
                  named(mode({target(creature())}, {damage(Who::Target, 8)}), "Thundaga")),
         })};
       }},
      {"Restoration Magic",
       [](CardDef& c) {
         KeywordMask k = KHexproof | KIndestructible;
         TargetSpec any_permanent = target(permanent(kPermanentTypes));
         c.abilities = {tiered({
             tier("{0}", named(mode({any_permanent}, {grant(k)}), "Cure")),
             tier("{1}", named(mode({any_permanent}, {grant(k), gain(3)}), "Cura")),
             tier("{3}{W}",
                  named(mode({}, {all(grant(k), yours(permanent(kPermanentTypes))), gain(6)}),
                        "Curaga")),
         })};
       }},
      {"Vincent's Limit Break",
       [](CardDef& c) {
         // Until end of turn, it gains Linked ability 1 (613.1f) and has the tier's base power
         // and toughness (613.4b). The trigger returns the card it became in the graveyard
         // (400.7e); a token has ceased to exist by then (704.5d, ruling FIN-R-0387).
         Effect gains = fx(Op::GrantAbility, Who::Target, 1);
         gains.set<Effect::Characteristics>().this_turn = true;
         auto limit = [&](const char* extra, int p, const char* text) {
           Effect base = fx(Op::SetBasePT, Who::Target, p);
           base.b = n(2);
           return tier(extra, named(mode({target(yours(creature()))}, {gains, base}), text));
         };
         Effect back = fx(Op::ReturnToBattlefield, Who::TriggerObjectNow);
         back.set<Effect::ExileReturn>() = {.under_owner = true, .tapped = true};
         c.abilities = {tiered({limit("{0}", 3, "Galian Beast"), limit("{1}", 5, "Death Gigas"),
                                limit("{3}", 7, "Hellmasker")}),
                        linked(on(Event::Dies), mode({}, {back}))};
       }},
      {"Tifa's Limit Break",
       [](CardDef& c) {
         // 701.10b / 701.11b: doubling gives +X/+Y (its power and toughness as it resolves);
         // tripling gives twice that. (A negative power, 701.10c, isn't reachable in this pool's
         // games with it; eval reads the value as is.)
         Effect twice = fxv(Op::Pump, Who::Target, value(Value::TargetPower, 0));
         twice.b = value(Value::TargetToughness, 0);
         Effect thrice = fxv(Op::Pump, Who::Target, value(Value::TargetPower, 0, 2));
         thrice.b = value(Value::TargetToughness, 0, 2);
         c.abilities = {tiered({
             tier("{0}", named(mode({target(creature())}, {pump(2, 2)}), "Somersault")),
             tier("{2}", named(mode({target(creature())}, {twice}), "Meteor Strikes")),
             tier("{6}{G}", named(mode({target(creature())}, {thrice}), "Final Heaven")),
         })};
       }},

      // ---- landfall (207.2c)
      // (Sabotender and Sazh's Chocobo, in fin.cpp, are landfall creatures too.)
      {"Tifa Lockhart",
       [](CardDef& c) {
         c.keywords = KTrample;
         // "double Tifa Lockhart's power until end of turn": +X/+0, X its power now (701.10b)
         c.abilities = {
             landfall(mode({}, {fxv(Op::Pump, Who::Source, value(Value::SourcePower))}))};
       }},
      {"Gladiolus Amicitia",
       [](CardDef& c) {
         c.abilities = {
             triggered(on(Event::EntersBattlefield),
                       mode({}, {search(permanent(TLand), Zone::Battlefield, true)})),
             landfall(mode({target(another(yours(creature())))}, {pump(2, 2), grant(KTrample)}))};
       }},
      {"Chocobo Racetrack",
       [](CardDef& c) { c.abilities = {landfall(mode({}, {token("Chocobo Bird")}))}; }},

      // ---- flashback (702.34)
      {"Dreams of Laguna",
       [](CardDef& c) {
         c.abilities = {spell(mode({}, {surveil(1), draw(1)})), flashback("{3}{U}")};
       }},
      {"Laughing Mad",
       [](CardDef& c) {  // "As an additional cost to cast this spell, discard a card." (601.2f)
         c.abilities = {with_cost(spell(mode({}, {draw(2)})), discard(cost(""))),
                        flashback("{3}{R}")};
       }},
      {"Gysahl Greens",
       [](CardDef& c) {
         c.abilities = {spell(mode({}, {token("Chocobo Bird")})), flashback("{6}{G}")};
       }},
      {"Nibelheim Aflame",
       [](CardDef& c) {
         // "Choose target creature you control. It deals damage equal to its power to each other
         // creature": the creature is the source of the damage (ruling FIN-R-0258).
         Effect burn = all(fxv(Op::DealDamage, Who::AllMatching, value(Value::TargetPower, 0)),
                           another(creature()));
         burn.source_slot = 0;
         Effect discard_hand = when(fx(Op::DiscardHand, Who::Controller), Cond::CastFromGraveyard);
         Effect draw_four = when(draw(4), Cond::CastFromGraveyard);
         c.abilities = {spell(mode({target(yours(creature()))}, {burn, discard_hand, draw_four})),
                        flashback("{5}{R}{R}")};
       }},
  };
}

}  // namespace lore
