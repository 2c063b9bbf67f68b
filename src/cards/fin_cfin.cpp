// FINAL FANTASY cards built from existing effect primitives: damage dealt by a target creature,
// destroying an Equipment chosen as the spell resolves, a land destroyed and replaced by its
// controller's search, and a noncreature-spell trigger with a mana-spent condition.
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

namespace {

// "Whenever you cast a noncreature spell, if at least four (eight) mana was spent to cast it"
// (603.4: checked as it triggers and as it resolves).
Trigger noncreature_spell_with_mana(TriggerIf at_least) {
  Trigger t = on_cast(Filter{}.with(NonCreature));
  t.if_clause = at_least;
  return t;
}

// "Whenever [another] creature or artifact you control dies": 700.4, "dies" means put into a
// graveyard from the battlefield, for any permanent (rulings FIN-R-0078).
Trigger creature_or_artifact_dies(bool other) {
  Filter f = yours(permanent(TArtifact | TCreature));
  return on_other(Event::PutIntoGraveyardFromBattlefield, other ? another(f) : f);
}

}  // namespace

std::vector<CardScript> fin_cfin_scripts() {
  return {
      {"Sahagin",
       [](CardDef& c) {
         // 603.4: "if at least four mana was spent to cast it", checked on trigger and
         // resolution; the trigger resolves first and even if the spell is countered (FIN-R-0299).
         Trigger t = noncreature_spell_with_mana(TriggerIf::SpellManaSpentAtLeast4);
         c.abilities = {triggered(t, mode({}, {counters(Counter::PlusOne, 1, Who::Source),
                                               fx(Op::CantBeBlocked, Who::Source)}))};
       }},
      {"Self-Destruct",
       [](CardDef& c) {
         // "Target creature you control deals X damage to any other target and X damage to
         // itself, where X is its power": the creature is the source (source_slot 0), X its power
         // as the spell resolves (608.2h, ruling FIN-R-0308). An illegal first target deals no
         // damage; an illegal second one leaves the damage to itself (608.2b, FIN-R-0309).
         TargetSpec other = any_target();
         other.different_from_prev = true;
         Effect to_other = fxv(Op::DealDamage, Who::Target, value(Value::TargetPower, 0), 1);
         to_other.source_slot = 0;
         Effect to_itself = fxv(Op::DealDamage, Who::Target, value(Value::TargetPower, 0), 0);
         to_itself.source_slot = 0;
         c.abilities = {spell(mode({target(yours(creature())), other}, {to_other, to_itself}))};
       }},
      {"Light of Judgment",
       [](CardDef& c) {
         // "Destroy up to one Equipment attached to that creature": chosen as the spell resolves
         // (608.2c, not targeted: ruling FIN-R-0230), after the damage.
         Effect choose = fx(Op::ChooseAttached, Who::Target);
         choose.filter = permanent(TArtifact).with(HasSubtype, "Equipment");
         c.abilities = {spell(mode({target(creature())},
                                   {damage(Who::Target, 6), choose, destroy(Who::LastMoved)}))};
       }},
      {"Sandworm",
       [](CardDef& c) {
         c.keywords = KHaste;
         // "Its controller may search their library for a basic land card, put it onto the
         // battlefield tapped, then shuffle" (701.23a): the land's controller (as it last existed,
         // 608.2h) decides and searches, even if the land wasn't destroyed (FIN-R-0302).
         Effect fetch = search(permanent(TLand).with(Basic), Zone::Battlefield, true);
         fetch.who = Who::TargetController;
         fetch.optional = true;
         fetch.they_choose = true;
         c.abilities = {triggered(on(Event::EntersBattlefield),
                                  mode({target(permanent(TLand))}, {destroy(), fetch}))};
       }},
      {"Ride the Shoopuf",
       [](CardDef& c) {
         Ability landfall =
             triggered(on(Event::LandEnters),  // 207.2c: an ability word
                       mode({target(yours(creature()))}, {counters(Counter::PlusOne, 1)}));
         landfall.text = "Landfall";
         // "This enchantment becomes a 7/7 Beast creature in addition to its other types": layer
         // 4 (types) and 7b (base P/T), with no duration (611.2a, ruling FIN-R-0293).
         c.becomes_subtypes = "Beast";
         Effect beast = fx(Op::BecomeCreature, Who::Source, 7);
         beast.b = n(7);
         beast.set<Effect::Characteristics>() = {
             .add_types = TCreature, .sets_base = true, .sets_creature_types = true};
         c.abilities = {landfall,
                        named(activated(cost("{5}{G}{G}"), mode({}, {beast})),
                              "{5}{G}{G}: This enchantment becomes a 7/7 Beast creature")};
       }},
      {"Zack Fair",
       [](CardDef& c) {
         Cost k = cost("{1}");
         k.sacrifice_self = true;
         // The counters it had as it was sacrificed (608.2h; every kind, FIN-R-0417), and an
         // Equipment that was attached to it then (unattached as it left, 301.5c).
         c.abilities = {
             enters_with(Counter::PlusOne, n(1)),
             named(
                 activated(k, mode({target(yours(creature()))},
                                   {grant(KIndestructible), fx(Op::PutSourceCounters, Who::Target),
                                    fx(Op::AttachFromSource, Who::Target)})),
                 "{1}, Sacrifice Zack Fair: Target creature you control gains indestructible")};
       }},
      {"Prompto Argentum",
       [](CardDef& c) {
         c.keywords = KHaste;
         Ability selfie = triggered(noncreature_spell_with_mana(TriggerIf::SpellManaSpentAtLeast4),
                                    mode({}, {token("Treasure")}));
         selfie.text = "Selfie Shot";  // an ability word (207.2c)
         c.abilities = {selfie};
       }},
      {"Ultros, Obnoxious Octopus",
       [](CardDef& c) {
         c.abilities = {
             triggered(noncreature_spell_with_mana(TriggerIf::SpellManaSpentAtLeast4),
                       mode({target(theirs(creature()))}, {fx(Op::TapAndStun, Who::Target, 1)})),
             triggered(noncreature_spell_with_mana(TriggerIf::SpellManaSpentAtLeast8),
                       mode({}, {counters(Counter::PlusOne, 8, Who::Source)}))};
       }},
      {"Slash of Light",
       [](CardDef& c) {
         // Counted as the spell resolves (ruling FIN-R-0326).
         c.abilities = {spell(mode(
             {target(creature())},
             {fxv(Op::DealDamage, Who::Target, value(Value::CreaturesPlusEquipmentYouControl))}))};
       }},
      {"Tellah, Great Sage",
       [](CardDef& c) {
         // "If four (eight) or more mana was spent to cast that spell": not intervening-if
         // clauses, checked as the ability resolves (608.2c). Sacrificed, Tellah deals the damage
         // as it last existed (608.2h, ruling FIN-R-0353).
         Effect sac = when(fx(Op::SacrificeIt, Who::Source), Cond::TriggerSpellManaAtLeast, 8);
         Effect burn =
             when(fxv(Op::DealDamage, Who::EachOpponent, value(Value::TriggerSpellManaSpent)),
                  Cond::TriggerSpellManaAtLeast, 8);
         c.abilities = {triggered(
             on_cast(Filter{}.with(NonCreature)),
             mode({},
                  {token("Hero"), when(draw(2), Cond::TriggerSpellManaAtLeast, 4), sac, burn}))};
       }},
      {"Black Waltz No. 3",
       [](CardDef& c) {
         c.keywords = KFlying | KDeathtouch;
         c.abilities = {triggered(on_cast(Filter{}.with(NonCreature)),
                                  mode({}, {damage(Who::EachOpponent, 2)}))};
       }},
      {"Eject",
       [](CardDef& c) {
         c.cant_be_countered = true;  // 113.6g
         c.abilities = {spell(
             mode({target(Filter{}.with(Nonland))}, {fx(Op::ReturnToHand, Who::Target), draw(1)}))};
       }},
      {"Airship Crash",
       [](CardDef& c) {
         c.abilities = {
             spell(
                 mode({target(or_keyword(permanent(TArtifact | TEnchantment), TCreature, KFlying))},
                      {destroy()})),
             cycling("{2}")};
       }},
      {"Adventurer's Inn",
       [](CardDef& c) {
         c.abilities = {triggered(on(Event::EntersBattlefield), mode({}, {gain(2)})), mana(0)};
       }},
      {"Jumbo Cactuar",
       [](CardDef& c) {
         // Its 10,000 damage is divided among blockers with one number decision (510.1c).
         Ability needles = triggered(on(Event::Attacks), mode({}, {pump(9999, 0, Who::Source)}));
         needles.text = "10,000 Needles";
         c.abilities = {needles};
       }},
      {"Il Mheg Pixie",
       [](CardDef& c) {
         c.keywords = KFlying;
         c.abilities = {triggered(on(Event::Attacks), mode({}, {surveil(1)}))};
       }},
      {"Locke Cole",
       [](CardDef& c) {
         c.keywords = KDeathtouch | KLifelink;
         c.abilities = {triggered(on(Event::CombatDamageToPlayer),
                                  mode({}, {draw(1), fx(Op::Discard, Who::Controller, 1)}))};
       }},
      {"Lunatic Pandora",
       [](CardDef& c) {
         Cost sac = cost("{6}", true);
         sac.sacrifice_self = true;
         c.abilities = {
             named(activated(cost("{2}", true), mode({}, {surveil(1)})), "{2}, {T}: Surveil 1"),
             named(activated(sac, mode({target(Filter{}.with(Nonland))}, {destroy()})),
                   "{6}, {T}, Sacrifice Lunatic Pandora: Destroy target nonland permanent")};
       }},
      {"Coliseum Behemoth",
       [](CardDef& c) {
         c.keywords = KTrample;
         Ability etb = triggered(on(Event::EntersBattlefield), Mode{});
         etb.modes = {// 700.2: the mode is chosen as the ability is put on the stack (603.3c)
                      named(mode({target(permanent(TArtifact | TEnchantment))}, {destroy()}),
                            "Destroy target artifact or enchantment"),
                      named(mode({}, {draw(1)}), "Draw a card")};
         c.abilities = {etb};
       }},
      {"Auron's Inspiration",
       [](CardDef& c) {
         c.abilities = {spell(mode({}, {all(pump(2, 0), creature().with(Attacking))})),
                        flashback("{2}{W}{W}")};
       }},
      {"The Crystal's Chosen",
       [](CardDef& c) {
         c.abilities = {spell(
             mode({}, {token("Hero", 4), all(counters(Counter::PlusOne, 1), yours(creature()))}))};
       }},
      {"Ultima",
       [](CardDef& c) {
         c.abilities = {spell(mode({}, {all(destroy(), permanent(TArtifact | TCreature)),
                                        fx(Op::EndTheTurn, Who::Controller)}))};
       }},
      {"Starting Town",
       [](CardDef& c) {
         Ability tapped = enters_tapped();
         tapped.amount = n(3);  // "unless it's your first, second, or third turn of the game"
         // 605.1a: two mana abilities that each cost {T}; the second also costs 1 life (119.4).
         Ability any = mana(kAnyColor);
         any.cost.life = 1;
         c.abilities = {tapped, mana(0), any};
       }},
      {"Battle Menu",
       [](CardDef& c) {
         c.abilities = {spell({
             named(mode({}, {token("Knight")}),
                   "Attack - Create a 2/2 white Knight creature token"),
             named(mode({target(creature())}, {pump(0, 4)}),
                   "Ability - Target creature gets +0/+4 until end of turn"),
             named(mode({target(creature().with(PowerAtLeast, 4))}, {destroy()}),
                   "Magic - Destroy target creature with power 4 or greater"),
             named(mode({}, {gain(4)}), "Item - You gain 4 life"),
         })};
       }},
      {"Rydia's Return",
       [](CardDef& c) {
         c.abilities = {spell({
             named(mode({}, {all(pump(3, 3), yours(creature()))}),
                   "Creatures you control get +3/+3 until end of turn"),
             named(mode({target_card_in_your_graveyard(dsl::kPermanentTypes, 0, 2)},
                        {fx(Op::ReturnToHand, Who::Target)}),
                   "Return up to two target permanent cards from your graveyard to your hand"),
         })};
       }},
      {"Tidus, Blitzball Star",
       [](CardDef& c) {
         c.abilities = {
             triggered(on_other(Event::EntersBattlefield, yours(permanent(TArtifact))),
                       mode({}, {counters(Counter::PlusOne, 1, Who::Source)})),
             triggered(on(Event::Attacks), mode({target(theirs(creature()))}, {tap_it()}))};
       }},
      {"Magic Pot",
       [](CardDef& c) {
         c.abilities = {triggered(on(Event::Dies), mode({}, {token("Treasure")})),
                        named(activated(cost("{2}", true), mode({target_card_in_a_graveyard(0)},
                                                                {fx(Op::Exile, Who::Target)})),
                              "{2}, {T}: Exile target card from a graveyard")};
       }},
      {"Rook Turret",
       [](CardDef& c) {
         c.keywords = KFlying;
         c.abilities = {triggered(
             on_other(Event::EntersBattlefield, another(yours(permanent(TArtifact)))),
             mode({},
                  {optional(draw(1)), when(fx(Op::Discard, Who::Controller, 1), Cond::IfYouDid)}))};
       }},
      {"The Wandering Minstrel",
       [](CardDef& c) {
         Trigger combat = on(Event::BeginningOfCombat);
         combat.if_clause = TriggerIf::ControlFiveTowns;  // 603.4 (ruling FIN-R-0392)
         Ability ballad = triggered(combat, mode({}, {token("Elemental")}));
         ballad.text = "The Minstrel's Ballad";
         // X is counted once, as the ability resolves (ruling FIN-R-0393; 611.2c)
         Effect pump_others = all(fxv(Op::Pump, Who::AllMatching, value(Value::TownsYouControl)),
                                  another(yours(creature())));
         pump_others.b = value(Value::TownsYouControl);
         c.abilities = {static_ability(StaticKind::LandsYouControlEnterUntapped), ballad,
                        named(activated(cost("{3}{W}{U}{B}{R}{G}"), mode({}, {pump_others})),
                              "{3}{W}{U}{B}{R}{G}: Other creatures you control get +X/+X")};
       }},
      {"Weapons Vendor",
       [](CardDef& c) {
         // "you may pay {1}. When you do, attach target Equipment you control to target creature
         // you control": a reflexive trigger (603.12) targeting as it's put on the stack (ruling
         // FIN-R-0399).
         Effect pay = fx(Op::PayOptional, Who::Controller);
         ManaCost::parse("{1}", pay.set<Effect::ManaCosts>().cost);
         Trigger combat = on(Event::BeginningOfCombat);
         combat.if_clause = TriggerIf::ControlEquipment;  // 603.4
         Effect attach = fx(Op::Attach, Who::Target, 0, 1);
         attach.source_slot = 0;
         Ability reflexive =
             triggered(on(Event::None),
                       mode({target(yours(permanent(TArtifact).with(HasSubtype, "Equipment"))),
                             target(yours(creature()))},
                            {attach}));
         reflexive.kind = AbilityKind::Linked;
         c.abilities = {triggered(on(Event::EntersBattlefield), mode({}, {draw(1)})),
                        triggered(combat, mode({}, {pay, when(fx(Op::Reflexive, Who::Controller, 2),
                                                              Cond::IfYouDid)})),
                        reflexive};
       }},
      {"Judge Magister Gabranth",
       [](CardDef& c) {
         c.keywords = KMenace;
         c.abilities = {triggered(creature_or_artifact_dies(true),
                                  mode({}, {counters(Counter::PlusOne, 1, Who::Source)}))};
       }},
      {"Al Bhed Salvagers",
       [](CardDef& c) {
         c.abilities = {
             triggered(creature_or_artifact_dies(false),
                       mode({target_player(Filter::Opponent)}, {lose(1, Who::Target), gain(1)}))};
       }},
      {"G'raha Tia",
       [](CardDef& c) {
         c.keywords = KReach;
         Ability eye = triggered(creature_or_artifact_dies(true), mode({}, {draw(1)}));
         eye.once_per_turn = true;  // "This ability triggers only once each turn."
         eye.text = "The Allagan Eye";
         c.abilities = {eye};
       }},
      {"Mysidian Elder",
       [](CardDef& c) {
         c.abilities = {triggered(on(Event::EntersBattlefield), mode({}, {token("Wizard")}))};
       }},
      {"Queen Brahne",
       [](CardDef& c) {
         // 702.108a Prowess: "Whenever you cast a noncreature spell, this creature gets +1/+1
         // until end of turn."
         Ability prowess =
             triggered(on_cast(Filter{}.with(NonCreature)), mode({}, {pump(1, 1, Who::Source)}));
         prowess.text = "Prowess";
         c.abilities = {prowess, triggered(on(Event::Attacks), mode({}, {token("Wizard")}))};
       }},
      {"Circle of Power",
       [](CardDef& c) {
         Filter wizards = yours(creature()).with(HasSubtype, "Wizard");
         c.abilities = {spell(mode({}, {draw(2), lose(2), token("Wizard"), all(pump(1, 0), wizards),
                                        all(grant(KLifelink), wizards)}))};
       }},
      {"Cornered by Black Mages",
       [](CardDef& c) {
         Effect edict = fx(Op::Sacrifice, Who::Target, 1);  // of their choice (701.21a)
         edict.filter = creature();
         c.abilities = {spell(mode({target_player(Filter::Opponent)}, {edict, token("Wizard")}))};
       }},
      {"Lion Heart",
       [](CardDef& c) {
         c.abilities = {triggered(on(Event::EntersBattlefield),
                                  mode({any_target()}, {damage(Who::Target, 2)})),
                        equipped_gets(2, 1), equip("{2}")};
       }},
      {"Coral Sword",
       [](CardDef& c) {
         c.keywords = KFlash;
         c.abilities = {triggered(on(Event::EntersBattlefield),
                                  mode({target(yours(creature()))},
                                       {fx(Op::Attach, Who::Target), grant(KFirstStrike)})),
                        equipped_gets(1, 0), equip("{1}")};
       }},
      {"Namazu Trader",
       [](CardDef& c) {
         Effect sac = fx(Op::Sacrifice, Who::Controller, 1);
         sac.filter = another(permanent(TArtifact | TCreature));
         c.abilities = {
             triggered(on(Event::EntersBattlefield), mode({}, {lose(1), token("Treasure")})),
             triggered(on(Event::Attacks),
                       mode({}, {optional(sac), when(surveil(2), Cond::IfYouDid)}))};
       }},
      {"Moogles' Valor",
       [](CardDef& c) {
         Effect moogles = fxv(Op::CreateToken, Who::Controller, value(Value::CreaturesYouControl));
         moogles.token = "Moogle";
         c.abilities = {spell(mode({}, {moogles, all(grant(KIndestructible), yours(creature()))}))};
       }},
      {"Hill Gigas",
       [](CardDef& c) {
         c.keywords = KTrample | KHaste;
         c.abilities = {typecycling("{2}", "Mountain", "Mountaincycling {2}")};
       }},
      {"Balamb T-Rexaur",
       [](CardDef& c) {
         c.keywords = KTrample;
         c.abilities = {triggered(on(Event::EntersBattlefield), mode({}, {gain(3)})),
                        typecycling("{2}", "Forest", "Forestcycling {2}")};
       }},
      {"Cloudbound Moogle",
       [](CardDef& c) {
         c.keywords = KFlying;
         c.abilities = {triggered(on(Event::EntersBattlefield),
                                  mode({target(creature())}, {counters(Counter::PlusOne, 1)})),
                        typecycling("{2}", "Plains", "Plainscycling {2}")};
       }},
      {"Ice Flan",
       [](CardDef& c) {
         c.abilities = {triggered(on(Event::EntersBattlefield),
                                  mode({target(theirs(permanent(TArtifact | TCreature)))},
                                       {fx(Op::TapAndStun, Who::Target, 1)})),
                        typecycling("{2}", "Island", "Islandcycling {2}")};
       }},
      {"Retrieve the Esper",
       [](CardDef& c) {
         c.abilities = {spell(mode({}, {token("Robot Warrior"),
                                        when(counters(Counter::PlusOne, 2, Who::LastMoved),
                                             Cond::CastFromGraveyard)})),
                        flashback("{5}{U}")};
       }},
      {"The Final Days",
       [](CardDef& c) {
         Effect two = token("Horror", 2);
         two.set<Effect::TokensCopies>().tapped = true;
         // "instead create X of those tokens", X counted once as it resolves (FIN-R-0176)
         Effect x =
             fxv(Op::CreateToken, Who::Controller, value(Value::CreatureCardsInYourGraveyard));
         x.token = "Horror";
         x.set<Effect::TokensCopies>().tapped = true;
         c.abilities = {spell(mode({}, {when(two, Cond::NotCastFromGraveyard),
                                        when(x, Cond::CastFromGraveyard)})),
                        flashback("{4}{B}{B}")};
       }},
      {"You're Not Alone",
       [](CardDef& c) {
         // As it resolves: +4/+4 instead of +2/+2 with three or more creatures.
         c.abilities = {spell(
             mode({target(creature())}, {when(pump(4, 4), Cond::ControlCreaturesAtLeast, 3),
                                         when(pump(2, 2), Cond::ControlCreaturesFewerThan, 3)}))};
       }},
  };
}

}  // namespace lore
