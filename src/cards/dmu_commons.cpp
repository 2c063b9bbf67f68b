// Dominaria United: creatures, spells and artifacts built from the common primitives (domain,
// enlist, stun counters, ward, "becomes tapped" and cast triggers).
#include <bit>

#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

namespace {

// Domain (DMU): the number of basic land types among lands you control, `plus` more, `times`.
Value domain(int plus = 0, int times = 1) { return value(Value::Domain, plus, times); }

Filter with_keyword(Filter f, KeywordMask k) {
  return f.with(HasKeyword, std::countr_zero(static_cast<unsigned>(k)));
}

// "Whenever another creature enters under your control, <this> gets +p/+t until end of turn."
Ability another_enters_pump(int p, int t) {
  return triggered(on_other(Event::EntersBattlefield, another(yours(creature()))),
                   mode({}, {pump(p, t, Who::Source)}));
}

Ability instant_or_sorcery_cast(Mode m) {
  return triggered(on_cast(permanent(TInstant | TSorcery)), m);
}

}  // namespace

std::vector<CardScript> dmu_commons_scripts() {
  return {
      // ---- white
      {"Artillery Blast",
       [](CardDef& c) {
         c.abilities = {spell(mode({target(creature().with(Tapped))},
                                   {fxv(Op::DealDamage, Who::Target, domain(1))}))};
       }},
      {"Citizen's Arrest",
       [](CardDef& c) {  // 610.3: one ability, two one-shot effects (rulings DMU-R-0078..0080)
         c.abilities = {triggered(on(Event::EntersBattlefield),
                                  mode({target(theirs(permanent(TCreature | TPlaneswalker)))},
                                       {fx(Op::ExileUntilSourceLeaves, Who::Target)}))};
       }},
      {"Coalition Skyknight",
       [](CardDef& c) {
         c.keywords = KFlying;
         add_enlist(c.abilities);
       }},
      {"Griffin Protector",
       [](CardDef& c) {
         c.keywords = KFlying;
         c.abilities = {another_enters_pump(1, 1)};
       }},
      {"Samite Herbalist",
       [](CardDef& c) {
         c.abilities = {triggered(on(Event::BecomesTapped), mode({}, {gain(1), scry(1)}))};
       }},
      {"Valiant Veteran",
       [](CardDef& c) {
         Filter soldiers = yours(creature().with(HasSubtype, "Soldier"));
         Cost exile = cost("{3}{W}{W}");
         exile.exile_self = true;  // part of the cost (ruling DMU-R-0334)
         Ability back =
             named(activated(exile, mode({}, {all(counters(Counter::PlusOne, 1), soldiers)})),
                   "{3}{W}{W}, Exile this card from your graveyard: +1/+1 counter on each "
                   "Soldier you control");
         back.from_graveyard = true;
         c.abilities = {anthem(another(soldiers), 1, 1), back};
       }},

      // ---- blue
      {"Aether Channeler",
       [](CardDef& c) {
         Ability etb = triggered(on(Event::EntersBattlefield), mode({}, {}));
         etb.modes = {
             named(mode({}, {token("Bird")}), "Create a 1/1 white Bird creature token with flying"),
             named(mode({target(another(Filter{}.with(Nonland)))},
                        {fx(Op::ReturnToHand, Who::Target)}),
                   "Return another target nonland permanent to its owner's hand"),
             named(mode({}, {draw(1)}), "Draw a card"),
         };
         c.abilities = {etb};
       }},
      {"Frostfist Strider",
       [](CardDef& c) {  // an already tapped creature may be chosen (ruling DMU-R-0116)
         c.abilities = {ward("{2}"), triggered(on(Event::EntersBattlefield),
                                               mode({target(theirs(creature()))},
                                                    {fx(Op::TapAndStun, Who::Target, 1)}))};
       }},
      {"Impede Momentum",
       [](CardDef& c) {  // counters even on a tapped target (ruling DMU-R-0128)
         c.abilities = {
             spell(mode({target(creature())}, {tap_it(), counters(Counter::Stun, 3), scry(1)}))};
       }},
      {"Micromancer",
       [](CardDef& c) {  // X is 0 in a library (ruling DMU-R-0196)
         Filter one =
             permanent(TInstant | TSorcery).with(ManaValueAtLeast, 1).with(ManaValueAtMost, 1);
         c.abilities = {triggered(on(Event::EntersBattlefield), mode({}, {optional(search(one))}))};
       }},
      {"Tidepool Turtle",
       [](CardDef& c) {
         c.abilities = {named(activated(cost("{2}{U}"), mode({}, {scry(1)})), "{2}{U}: Scry 1")};
       }},
      {"Vodalian Hexcatcher",
       [](CardDef& c) {
         c.keywords = KFlash;
         Filter merfolk = yours(creature().with(HasSubtype, "Merfolk"));
         Ability counter =
             named(activated(sacrifice(Cost{}, yours(Filter{}.with(HasSubtype, "Merfolk"))),
                             mode({target_spell(Filter{}.with(NonCreature))},
                                  {fx(Op::CounterUnlessPays, Who::Target, 1)})),
                   "Sacrifice a Merfolk: Counter target noncreature spell unless its controller "
                   "pays {1}");
         c.abilities = {anthem(another(merfolk), 1, 1), counter};
       }},

      // ---- black
      {"Drag to the Bottom",
       [](CardDef& c) {
         Effect shrink = fxv(Op::Pump, Who::AllMatching, domain(1, -1));
         shrink.b = shrink.a;
         shrink.filter = creature();
         c.abilities = {spell(mode({}, {shrink}))};
       }},
      {"Gibbering Barricade",
       [](CardDef& c) {  // it may be sacrificed to its own ability (ruling DMU-R-0118)
         c.keywords = KDefender;
         c.abilities = {
             named(activated(sacrifice(cost("{2}{B}"), creature()), mode({}, {gain(1), draw(1)})),
                   "{2}{B}, Sacrifice a creature: You gain 1 life and draw a card")};
       }},
      {"Sengir Connoisseur",
       [](CardDef& c) {
         c.keywords = KFlying;
         Ability grow = triggered(on_other(Event::Dies, another(creature())),
                                  mode({}, {counters(Counter::PlusOne, 1, Who::Source)}));
         grow.once_per_turn = true;
         c.abilities = {grow};
       }},

      // ---- red
      {"Balduvian Berserker",
       [](CardDef& c) {  // its power as it last existed (ruling DMU-R-0064)
         add_enlist(c.abilities);
         c.abilities.push_back(triggered(
             on(Event::Dies), mode({any_target()}, {fxv(Op::DealDamage, Who::Target,
                                                        value(Value::TriggerObjectPower))})));
       }},
      {"Hurler Cyclops",
       [](CardDef& c) {
         c.abilities = {named(activated(sacrifice(cost("{1}"), another(creature())),
                                        mode({any_target()}, {damage(Who::Target, 1)})),
                              "{1}, Sacrifice another creature: 1 damage to any target")};
       }},
      {"Meria's Outrider",
       [](CardDef& c) {
         c.keywords = KReach;
         c.abilities = {triggered(on(Event::EntersBattlefield),
                                  mode({}, {fxv(Op::DealDamage, Who::EachOpponent, domain())}))};
       }},
      {"Smash to Dust",
       [](CardDef& c) {
         c.abilities = {spell({
             named(mode({target(permanent(TArtifact))}, {destroy()}), "Destroy target artifact"),
             named(mode({target(with_keyword(creature(), KDefender))}, {destroy()}),
                   "Destroy target creature with defender"),
             named(mode({}, {all(damage(Who::AllMatching, 1), theirs(creature()))}),
                   "1 damage to each creature your opponents control"),
         })};
       }},
      {"Yavimaya Steelcrusher",
       [](CardDef& c) {
         add_enlist(c.abilities);
         Cost sac = cost("{1}");
         sac.sacrifice_self = true;
         c.abilities.push_back(
             named(activated(sac, mode({target(permanent(TArtifact))}, {destroy()})),
                   "{1}, Sacrifice this creature: Destroy target artifact"));
       }},

      // ---- green
      {"Bite Down",
       [](CardDef& c) {  // no damage if either target is illegal (ruling DMU-R-0069)
         Effect bite = fxv(Op::DealDamage, Who::Target, value(Value::TargetPower, 0), 1);
         bite.source_slot = 0;
         c.abilities = {spell(
             mode({target(yours(creature())), target(theirs(permanent(TCreature | TPlaneswalker)))},
                  {bite}))};
       }},
      {"Broken Wings",
       [](CardDef& c) {
         c.abilities = {spell(
             mode({target(or_keyword(permanent(TArtifact | TEnchantment), TCreature, KFlying))},
                  {destroy()}))};
       }},
      {"Gaea's Might",
       [](CardDef& c) {
         Effect grow = fxv(Op::Pump, Who::Target, domain());
         grow.b = grow.a;
         c.abilities = {spell(mode({target(creature())}, {grow}))};
       }},
      {"Herd Migration",
       [](CardDef& c) {
         Effect beasts = fxv(Op::CreateToken, Who::Controller, domain());
         beasts.token = "Beast";
         Cost discard_it = cost("{1}{G}");
         discard_it.discard_self = true;
         Ability land =
             named(activated(discard_it, mode({}, {search(permanent(TLand).with(Basic)), gain(3)})),
                   "{1}{G}, Discard this card: Search for a basic land card, gain 3 "
                   "life");
         land.from_hand = true;
         c.abilities = {spell(mode({}, {beasts})), land};
       }},
      {"Hexbane Tortoise",
       [](CardDef& c) {
         c.abilities = {ward("{2}")};
         add_enlist(c.abilities);
       }},
      {"Leaf-Crowned Visionary",
       [](CardDef& c) {  // paid even if the spell is gone (ruling DMU-R-0181)
         Effect pay = fx(Op::PayOptional, Who::Controller);
         ManaCost::parse("{G}", pay.set<Effect::ManaCosts>().cost);
         c.abilities = {anthem(another(yours(creature().with(HasSubtype, "Elf"))), 1, 1),
                        triggered(on_cast(Filter{}.with(HasSubtype, "Elf")),
                                  mode({}, {pay, when(draw(1), Cond::IfYouDid)}))};
       }},
      {"Llanowar Stalker", [](CardDef& c) { c.abilities = {another_enters_pump(1, 0)}; }},
      {"Sunbathing Rootwalla",
       [](CardDef& c) {
         Effect grow = fxv(Op::Pump, Who::Source, domain());
         grow.b = grow.a;
         Ability a = named(activated(cost("{3}{G}"), mode({}, {grow})),
                           "{3}{G}: +1/+1 for each basic land type among lands you control");
         a.once_per_turn = true;
         c.abilities = {a};
       }},

      // ---- multicolored
      {"Aron, Benalia's Ruin",
       [](CardDef& c) {
         c.keywords = KMenace;
         c.abilities = {
             named(activated(sacrifice(cost("{W}{B}", true), another(creature())),
                             mode({}, {all(counters(Counter::PlusOne, 1), yours(creature()))})),
                   "{W}{B}, {T}, Sacrifice another creature: +1/+1 counter on each "
                   "creature you control")};
       }},
      {"Balmor, Battlemage Captain",
       [](CardDef& c) {  // those creatures at resolution (ruling DMU-R-0065)
         c.keywords = KFlying;
         c.abilities = {instant_or_sorcery_cast(mode(
             {}, {all(pump(1, 0), yours(creature())), all(grant(KTrample), yours(creature()))}))};
       }},
      {"King Darien XLVIII",
       [](CardDef& c) {
         Cost sac;
         sac.sacrifice_self = true;
         c.abilities = {
             anthem(another(yours(creature())), 1, 1),
             named(activated(
                       cost("{3}{G}{W}"),
                       mode({}, {counters(Counter::PlusOne, 1, Who::Source), token("Soldier")})),
                   "{3}{G}{W}: +1/+1 counter on King Darien and a 1/1 Soldier token"),
             named(activated(sac, mode({}, {all(grant(KHexproof | KIndestructible),
                                                yours(creature().with(Token)))})),
                   "Sacrifice King Darien: creature tokens you control gain hexproof and "
                   "indestructible")};
       }},
      {"Radha, Coalition Warlord",
       [](CardDef& c) {
         Effect grow = fxv(Op::Pump, Who::Target, domain());
         grow.b = grow.a;
         c.abilities = {triggered(on(Event::BecomesTapped),
                                  mode({target(another(yours(creature())))}, {grow}))};
       }},
      {"Tori D'Avenant, Fury Rider",
       [](CardDef& c) {
         c.keywords = KVigilance | KTrample;
         Filter others = another(yours(creature().with(Attacking)));
         c.abilities = {triggered(
             on(Event::Attacks),
             mode({}, {all(pump(1, 1), others), all(grant(KTrample), others.with(OfColors, Red)),
                       all(untap(Who::AllMatching), others.with(OfColors, White))}))};
       }},
      {"Tura Kennerüd, Skyknight",
       [](CardDef& c) {
         c.keywords = KFlying;
         c.abilities = {instant_or_sorcery_cast(mode({}, {token("Soldier")}))};
       }},

      // ---- artifacts
      {"Meteorite",
       [](CardDef& c) {
         c.abilities = {triggered(on(Event::EntersBattlefield),
                                  mode({any_target()}, {damage(Who::Target, 2)})),
                        mana(kAnyColor)};
       }},
      {"Hero's Heirloom",
       [](CardDef& c) {
         Ability legendary = equipped_gets(0, 0, KTrample | KHaste);
         legendary.stat.filter = Filter{}.with(Legendary);  // "as long as ... is legendary"
         c.abilities = {equipped_gets(2, 1), legendary, equip("{2}")};
       }},
      {"Vanquisher's Axe",
       [](CardDef& c) {
         c.abilities = {equipped_gets(2, 0), equip("{2}")};
       }},
      {"Shield-Wall Sentinel",
       [](CardDef& c) {
         c.keywords = KDefender;
         c.abilities = {
             triggered(on(Event::EntersBattlefield),
                       mode({}, {optional(search(with_keyword(creature(), KDefender)))}))};
       }},

      // ---- lands
      {"Contaminated Aquifer", [](CardDef& c) { c.abilities = tapped_land(Blue | Black); }},
      {"Geothermal Bog", [](CardDef& c) { c.abilities = tapped_land(Black | Red); }},
      {"Haunted Mire", [](CardDef& c) { c.abilities = tapped_land(Black | Green); }},
      {"Idyllic Beachfront", [](CardDef& c) { c.abilities = tapped_land(White | Blue); }},
      {"Molten Tributary", [](CardDef& c) { c.abilities = tapped_land(Blue | Red); }},
      {"Radiant Grove", [](CardDef& c) { c.abilities = tapped_land(Green | White); }},
      {"Sacred Peaks", [](CardDef& c) { c.abilities = tapped_land(Red | White); }},
      {"Sunlit Marsh", [](CardDef& c) { c.abilities = tapped_land(White | Black); }},
      {"Tangled Islet", [](CardDef& c) { c.abilities = tapped_land(Green | Blue); }},
      {"Wooded Ridgeline", [](CardDef& c) { c.abilities = tapped_land(Red | Green); }},
  };
}

}  // namespace lore
