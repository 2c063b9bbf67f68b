// Dominaria United Commander legends: cast triggers, combat damage triggers and the top of the
// library.
#include "cards/dsl.h"
#include "engine/card_db.h"
#include "engine/state.h"  // kMaxTargets

namespace lore {
using namespace dsl;

namespace {

void dmc_creature_token(CardDef& c, std::vector<std::string> subtypes, ColorMask color, int p,
                        int t) {
  c.types = TCreature;
  c.colors = color;
  c.power = static_cast<int16_t>(p);
  c.toughness = static_cast<int16_t>(t);
  c.type_line = "Token Creature \xE2\x80\x94";
  for (const std::string& s : subtypes) c.type_line += " " + s;
  c.subtypes = std::move(subtypes);
}

// "Whenever you cast a <subtype> spell, you may pay {cost}. If you do, create a <token>."
Ability cast_pay_for_token(const char* subtype, const char* mana, const char* token_name) {
  Effect pay = fx(Op::PayOptional, Who::Controller);
  ManaCost::parse(mana, pay.set<Effect::ManaCosts>().cost);
  return triggered(on_cast(Filter{}.with(HasSubtype, subtype)),
                   mode({}, {pay, when(token(token_name), Cond::IfYouDid)}));
}

}  // namespace

std::vector<TokenScript> dmc_token_scripts() {
  return {
      {"Merfolk", [](CardDef& c) { dmc_creature_token(c, {"Merfolk"}, Blue, 1, 1); }},
      // Rohgahh's and Rosnakht's "0/1 red Kobold creature token named Kobolds of Kher Keep"
      {"Kobolds of Kher Keep", [](CardDef& c) { dmc_creature_token(c, {"Kobold"}, Red, 0, 1); }},
      {"Wurm", [](CardDef& c) { dmc_creature_token(c, {"Wurm"}, Green, 4, 4); }},
      // Hazon, Shaper of Sand's "1/1 red, green, and white Sand Warrior creature token"
      {"Sand Warrior",
       [](CardDef& c) {
         dmc_creature_token(c, {"Sand", "Warrior"}, Red | Green | White, 1, 1);
       }},
      // Greensleeves, Maro-Sorcerer's "3/3 green Badger creature token"
      {"Badger", [](CardDef& c) { dmc_creature_token(c, {"Badger"}, Green, 3, 3); }},
      {"Insect",
       [](CardDef& c) {
         dmc_creature_token(c, {"Insect"}, Black, 1, 1);
         c.keywords = KFlying;
       }},
      // Stangg, Echo Warrior's "Stangg Twin, a legendary 3/4 red and green Human Warrior
      // creature token"
      {"Stangg Twin",
       [](CardDef& c) {
         dmc_creature_token(c, {"Human", "Warrior"}, Red | Green, 3, 4);
         c.supertypes = SLegendary;
         c.type_line = "Legendary Token Creature \xE2\x80\x94 Human Warrior";
       }},
      {"Zombie Knight",
       [](CardDef& c) {
         dmc_creature_token(c, {"Zombie", "Knight"}, Black, 2, 2);
         c.keywords = KMenace;
       }},
  };
}

std::vector<CardScript> dmc_commander_scripts() {
  return {
      {"Greensleeves, Maro-Sorcerer",
       [](CardDef& c) {
         // "Protection from planeswalkers and from Wizards" (702.16a: a card type and a subtype)
         Ability from_planeswalkers = static_ability(StaticKind::ProtectionFromSubtype);
         from_planeswalkers.stat.filter.types = TPlaneswalker;
         Ability from_wizards = static_ability(StaticKind::ProtectionFromSubtype);
         from_wizards.stat.subtype = "Wizard";
         // "power and toughness are each equal to the number of lands you control" (604.3, in
         // every zone, ruling DMU-R-0396)
         Ability pt = static_ability(StaticKind::PTIsPermanentsYouControl);
         pt.stat.filter.types = TLand;
         Ability badger = triggered(on(Event::LandEnters), mode({}, {token("Badger")}));
         badger.trigger.subject = yours(permanent(TLand));
         c.abilities = {from_planeswalkers, from_wizards, pt, badger};
       }},
      {"Emperor Mihail II",
       [](CardDef& c) {
         // "You may cast Merfolk spells from the top of your library": spells only, at their
         // normal timing (ruling DMU-R-0381)
         Ability play = static_ability(StaticKind::PlayFromTopOfLibrary);
         play.stat.subtype = "Merfolk";
         play.stat.spells_only = true;
         // any Merfolk spell, wherever it was cast from (ruling DMU-R-0382)
         c.abilities = {static_ability(StaticKind::LookAtTopOfLibrary), play,
                        cast_pay_for_token("Merfolk", "{1}", "Merfolk")};
       }},
      {"Rohgahh, Kher Keep Overlord",
       [](CardDef& c) {
         c.abilities = {
             anthem(another(yours(creature().with(HasSubtype, "Kobold"))), 2, 2),
             cast_pay_for_token("Kobold", "{2}", "Dragon"),
             triggered(on_cast(Filter{}.with(HasSubtype, "Dragon")),
                       mode({}, {token("Kobolds of Kher Keep")})),
         };
       }},
      {"Rosnakht, Heir of Rohgahh",
       [](CardDef& c) {
         // Battle cry (702.91a): "each other attacking creature gets +1/+0 until end of turn"
         Ability battle_cry = triggered(
             on(Event::Attacks), mode({}, {all(pump(1, 0), another(creature().with(Attacking)))}));
         battle_cry.text = "Battle cry";
         // Heroic (207.2c): "Whenever you cast a spell that targets <this>"
         Trigger heroic = on_cast(Filter{});
         heroic.targets_source = true;
         Ability kobold = triggered(heroic, mode({}, {token("Kobolds of Kher Keep")}));
         kobold.text = "Heroic";
         c.abilities = {battle_cry, kobold};
       }},
      {"Bladewing, Deathless Tyrant",
       [](CardDef& c) {
         c.keywords = KFlying | KHaste;
         // counted as it resolves (ruling DMU-R-0371)
         Effect zombies =
             fxv(Op::CreateToken, Who::Controller, value(Value::CreatureCardsInYourGraveyard));
         zombies.token = "Zombie Knight";
         c.abilities = {
             triggered(on(Event::CombatDamageToPlayerOrPlaneswalker), mode({}, {zombies}))};
       }},
      {"Moira, Urborg Haunt",
       [](CardDef& c) {
         c.keywords = KMenace;
         // a card put there in this combat damage step may be chosen (ruling DMU-R-0402)
         TargetSpec card = target_card_in_your_graveyard(TCreature);
         card.filter = card.filter.with(FromBattlefieldThisTurn);
         c.abilities = {triggered(on(Event::CombatDamageToPlayer),
                                  mode({card}, {fx(Op::ReturnToBattlefield, Who::Target)}))};
       }},
      {"General Marhault Elsdragon",
       [](CardDef& c) {
         // One trigger however many block it; they are counted as it resolves (DMU-R-0390).
         Effect grow = fxv(Op::Pump, Who::TriggerObject, value(Value::TriggerObjectBlockers, 0, 3));
         grow.b = grow.a;
         c.abilities = {
             triggered(on_other(Event::BecomesBlocked, yours(creature())), mode({}, {grow}))};
       }},
      {"Xira, the Golden Sting",
       [](CardDef& c) {
         c.keywords = KFlying | KHaste;
         TargetSpec egg_less =
             target(another(creature()).with(LacksCounter, static_cast<int>(Counter::Egg)));
         // "When that creature dies, if it has an egg counter on it, ...": a delayed trigger
         // (603.7) that lasts until it triggers, Xira gone or not (ruling DMU-R-0470)
         Trigger dies = on(Event::Dies);
         dies.until_it_triggers = true;
         dies.if_clause = TriggerIf::SubjectHasCounter;
         dies.if_n = static_cast<int8_t>(Counter::Egg);
         c.abilities = {
             triggered(on(Event::Attacks),
                       mode({egg_less},
                            {counters(Counter::Egg, 1), fx(Op::CreateDelayed, Who::Target, 1)})),
             linked(dies, mode({}, {draw(1), token("Insect")})),
         };
       }},
      {"Sivitri, Dragon Master",
       [](CardDef& c) {
         // "Sivitri, Dragon Master can be your commander." (903.3d; the deck check reads it)
         Effect tax = fx(Op::AttackTaxUntilYourNextTurn, Who::Controller, 0);
         tax.b = n(2);
         c.abilities = {
             loyalty(+1, mode({}, {tax}),
                     "+1: Until your next turn, creatures can't attack you or planeswalkers you "
                     "control unless their controller pays 2 life for each of those creatures."),
             loyalty(-3, mode({}, {search(Filter{}.with(HasSubtype, "Dragon"))}),
                     "-3: Search your library for a Dragon card, reveal it, put it into your hand, "
                     "then "
                     "shuffle."),
             loyalty(-7, mode({}, {all(destroy(), creature().with(LacksSubtypes, "Dragon"))}),
                     "-7: Destroy all non-Dragon creatures."),
         };
       }},
      {"Tor Wauki the Younger",
       [](CardDef& c) {
         c.keywords = KReach | KLifelink;
         // resolves before the spell, even if it is countered (ruling DMU-R-0449)
         c.abilities = {
             static_ability(StaticKind::NoncombatDamagePlusOne),
             triggered(on_cast(permanent(TInstant | TSorcery)),
                       mode({any_target()}, {damage(Who::Target, 2)})),
         };
       }},
      {"Baru, Wurmspeaker",
       [](CardDef& c) {
         Filter wurms = yours(creature().with(HasSubtype, "Wurm"));
         Ability lord = anthem(wurms, 2, 2);
         lord.stat.keywords = KTrample;
         // The reduction lowers only the generic part: never below {G} (ruling DMU-R-0370).
         Ability wurm = named(activated(cost("{7}{G}", true), mode({}, {token("Wurm")})),
                              "{7}{G}, {T}: Create a 4/4 green Wurm creature token.");
         wurm.amount = value(Value::GreatestPowerYouControl);
         wurm.stat.filter = wurms;
         c.abilities = {lord, wurm};
       }},
      {"Tetsuo, Imperial Champion",
       [](CardDef& c) {
         Value highest = value(Value::GreatestManaValueOfAttachedEquipment);
         Effect free = fxv(Op::CastFromHandFree, Who::Controller, highest);
         free.filter = permanent(TInstant | TSorcery);
         free.set<Effect::Casting>().max_mana_value = true;
         // "if it's equipped": as it attacks and as the ability resolves (603.4, ruling
         // DMU-R-0448)
         Ability attack = triggered(
             on(Event::Attacks), mode({any_target()}, {fxv(Op::DealDamage, Who::Target, highest)}));
         attack.modes.push_back(mode({}, {free}));
         attack.trigger.if_clause = TriggerIf::SourceEquipped;
         c.abilities = {attack};
       }},
      {"Cadric, Soul Kindler",
       [](CardDef& c) {
         Effect pay = fx(Op::PayOptional, Who::Controller);
         ManaCost::parse("{1}", pay.set<Effect::ManaCosts>().cost);
         // a copy as it last existed if it left (608.2h, ruling DMU-R-0374)
         Effect copy = when(fx(Op::CopyToken, Who::TriggerObject), Cond::IfYouDid);
         copy.keywords = KHaste;
         Effect later = when(fx(Op::CreateDelayed, Who::LastMoved, 2), Cond::IfYouDid);
         Filter legend = another(yours(permanent(kPermanentTypes).with(NonToken).with(Legendary)));
         c.abilities = {
             static_ability(StaticKind::LegendRuleSparesYourTokens),
             triggered(on_other(Event::EntersBattlefield, legend), mode({}, {pay, copy, later})),
             // "Sacrifice it at the beginning of the next end step." (603.7)
             linked(on(Event::None), mode({}, {fx(Op::SacrificeIt, Who::TriggerObject)})),
         };
       }},
      {"Ayesha Tanaka, Armorer",
       [](CardDef& c) {
         // each card's mana value at most Ayesha's power as the ability resolves, as it last
         // existed if it left (rulings DMU-R-0368, DMU-R-0369)
         Effect look = fx(Op::LookAtTop, Who::Controller, 4);
         look.filter = permanent(TArtifact).with(ManaValueAtMostX);
         look.b = value(Value::SourcePower);
         look.set<Effect::Library>() = {
             .to = Zone::Battlefield, .tapped = true, .any_number = true};
         Ability evasive = static_ability(StaticKind::UnblockableWhileDefenderControls);
         evasive.stat.power = 3;
         evasive.stat.filter = permanent(TArtifact);
         c.abilities = {triggered(on(Event::Attacks), mode({}, {look})), evasive};
       }},
      {"Orca, Siege Demon",
       [](CardDef& c) {
         c.keywords = KTrample;
         // "it deals damage equal to its power divided as you choose among any number of
         // targets": the division is announced as the trigger is put on the stack (601.2d,
         // ruling DMU-R-0405); a target gone loses its share (608.2b, DMU-R-0406, DMU-R-0407)
         TargetSpec any = any_target();
         any.min = 0;
         any.max = kMaxTargets;
         any.max_is_source_power = true;
         Effect split = fxv(Op::DealDamage, Who::Target, value(Value::SourcePower));
         split.distribute = true;
         c.abilities = {
             triggered(on_other(Event::Dies, another(creature())),
                       mode({}, {counters(Counter::PlusOne, 1, Who::Source)})),
             triggered(on(Event::Dies), mode({any}, {split})),
         };
       }},
      {"Activated Sleeper",
       [](CardDef& c) {
         c.keywords = KFlash;
         // 614.1c, 707.9b: it enters as the chosen card, its enters abilities working (ruling
         // DMU-R-0365; an {X} of its cost is 0, DMU-R-0366); none chosen, a 0/0 (DMU-R-0367)
         Effect copy = fx(Op::CopyToken, Who::ChosenPermanent);  // never resolved
         copy.filter = creature().with(FromBattlefieldThisTurn);
         copy.set<Effect::TokensCopies>().except.subtypes_from = c.id;  // "a Phyrexian"
         c.becomes_subtypes = "Phyrexian";
         Ability enters = named(Ability{},
                                "You may have this enter as a copy of any creature card in a "
                                "graveyard that was put there from the battlefield this turn, "
                                "except it's a Phyrexian in addition to its other types");
         enters.kind = AbilityKind::EntersAsCopy;
         enters.modes = {mode({}, {copy})};
         c.abilities = {enters};
       }},
  };
}

}  // namespace lore
