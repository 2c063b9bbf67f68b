// Urza's Saga cards made of activated abilities, triggers and spells the engine already
// expresses: tap and untap abilities, pumps, X spells, mass effects, sacrifice-for-mana.
#include <bit>

#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

namespace {

Filter with_flying() {
  return extra(creature(), Filter::HasKeyword, std::countr_zero(static_cast<unsigned>(KFlying)));
}

// "{B}{B}, {T}: Destroy target <color> creature." (the Paladins)
void paladin(CardDef& c, ColorMask color, const char* text) {
  c.abilities = {
      named(activated(cost("{B}{B}", true),
                      mode({target(extra(creature(), Filter::OfColors, color))}, {destroy()})),
            text)};
}

}  // namespace

std::vector<CardScript> usg_cusg_scripts() {
  return {
      {"Silent Attendant",
       [](CardDef& c) {
         c.abilities = {
             named(activated(cost("", true), mode({}, {gain(1)})), "{T}: You gain 1 life")};
       }},
      {"Rain of Salt",
       [](CardDef& c) {
         c.abilities = {spell(mode({target(permanent(TLand), 2, 2)}, {destroy()}))};
       }},
      {"Horseshoe Crab",
       [](CardDef& c) {
         c.abilities = {
             named(activated(cost("{U}"), mode({}, {untap(Who::Source)})), "{U}: Untap this")};
       }},
      {"Argothian Elder",
       [](CardDef& c) {
         c.abilities = {
             named(activated(cost("", true), mode({target(permanent(TLand), 2, 2)}, {untap()})),
                   "{T}: Untap two target lands")};
       }},
      {"Stroke of Genius",
       [](CardDef& c) {  // 107.3a: X is announced as it's cast
         c.abilities = {
             spell(mode({target_player()}, {fxv(Op::DrawCards, Who::Target, value(Value::X))}))};
       }},
      {"Unnerve",
       [](CardDef& c) {
         c.abilities = {spell(mode({}, {fx(Op::Discard, Who::EachOpponent, 2)}))};
       }},
      {"Whirlwind",
       [](CardDef& c) { c.abilities = {spell(mode({}, {all(destroy(), with_flying())}))}; }},
      {"Blood Vassal",
       [](CardDef& c) {  // a mana ability (605.1a); the sacrifice is its cost
         Cost k;
         k.sacrifice_self = true;
         Ability two = mana(Black, k);
         two.mana_amount = 2;
         c.abilities = {two};
       }},
      {"Cathodion",
       [](CardDef& c) {  // a triggered ability that adds mana is not a mana ability (605.1b)
         c.abilities = {triggered(on(Event::Dies), mode({}, {add_mana(0, 3)}))};
       }},
      {"Goblin Offensive",
       [](CardDef& c) {
         Effect goblins = token("Goblin");
         goblins.a = value(Value::X);
         c.abilities = {spell(mode({}, {goblins}))};
       }},
      {"Sunder",
       [](CardDef& c) {
         c.abilities = {
             spell(mode({}, {all(fx(Op::ReturnToHand, Who::AllMatching), permanent(TLand))}))};
       }},
      {"Heat Ray",
       [](CardDef& c) {
         c.abilities = {spell(
             mode({target(creature())}, {fxv(Op::DealDamage, Who::Target, value(Value::X))}))};
       }},
      {"Eastern Paladin",
       [](CardDef& c) { paladin(c, Green, "{B}{B}, {T}: Destroy target green creature"); }},
      {"Western Paladin",
       [](CardDef& c) { paladin(c, White, "{B}{B}, {T}: Destroy target white creature"); }},
      {"Looming Shade",
       [](CardDef& c) {
         c.abilities = {named(activated(cost("{B}"), mode({}, {pump(1, 1, Who::Source)})),
                              "{B}: This gets +1/+1 until end of turn")};
       }},
      {"Dragon Blood",
       [](CardDef& c) {
         c.abilities = {named(activated(cost("{3}", true), mode({target(creature())},
                                                                {counters(Counter::PlusOne, 1)})),
                              "{3}, {T}: Put a +1/+1 counter on target creature")};
       }},
      {"Hibernation",
       [](CardDef& c) {
         Filter green = extra(permanent(kPermanentTypes), Filter::OfColors, Green);
         c.abilities = {spell(mode({}, {all(fx(Op::ReturnToHand, Who::AllMatching), green)}))};
       }},
      {"Elvish Herder",
       [](CardDef& c) {
         c.abilities = {named(activated(cost("{G}"), mode({target(creature())}, {grant(KTrample)})),
                              "{G}: Target creature gains trample until end of turn")};
       }},
      {"Symbiosis",
       [](CardDef& c) { c.abilities = {spell(mode({target(creature(), 2, 2)}, {pump(2, 2)}))}; }},
      {"Reflexes",
       [](CardDef& c) {
         c.abilities = aura(creature());
         c.abilities.push_back(enchanted_gets(0, 0, KFirstStrike));
       }},
      {"Headlong Rush",
       [](CardDef& c) {  // 611.2c: only the creatures attacking as it resolves
         c.abilities = {
             spell(mode({}, {all(grant(KFirstStrike), extra(creature(), Filter::Attacking))}))};
       }},
      {"Falter",
       [](CardDef& c) {  // 611.2c: only the creatures without flying as it resolves
         c.abilities = {spell(mode({}, {all(fx(Op::CantBlock, Who::AllMatching),
                                            extra(creature(), Filter::NotFlying))}))};
       }},
      {"Annul",
       [](CardDef& c) {
         c.abilities = {spell(mode({target_spell(permanent(TArtifact | TEnchantment))},
                                   {fx(Op::CounterSpell, Who::Target)}))};
       }},
      {"Voltaic Key",
       [](CardDef& c) {
         c.abilities = {
             named(activated(cost("{1}", true), mode({target(permanent(TArtifact))}, {untap()})),
                   "{1}, {T}: Untap target artifact")};
       }},
      {"Priest of Gix",
       [](CardDef& c) {  // a triggered ability that adds mana is not a mana ability (605.1b)
         c.abilities = {triggered(on(Event::EntersBattlefield), mode({}, {add_mana(Black, 3)}))};
       }},
      {"Argothian Enchantress",
       [](CardDef& c) {
         c.keywords = KShroud;
         c.abilities = {triggered(on_cast(permanent(TEnchantment)), mode({}, {draw(1)}))};
       }},
      {"Elvish Lyrist",
       [](CardDef& c) {
         Cost k = cost("{G}", true);
         k.sacrifice_self = true;
         c.abilities = {named(activated(k, mode({target(permanent(TEnchantment))}, {destroy()})),
                              "{G}, {T}, Sacrifice this: Destroy target enchantment")};
       }},
      {"Hollow Dogs",
       [](CardDef& c) {
         c.abilities = {triggered(on(Event::Attacks), mode({}, {pump(2, 0, Who::Source)}))};
       }},
      {"Ravenous Skirge",
       [](CardDef& c) {
         c.keywords = KFlying;
         c.abilities = {triggered(on(Event::Attacks), mode({}, {pump(2, 0, Who::Source)}))};
       }},
      {"Seasoned Marshal",
       [](CardDef& c) {  // the target is chosen as it triggers, the "may" as it resolves (603.3d)
         c.abilities = {
             triggered(on(Event::Attacks), mode({target(creature())}, {optional(tap_it())}))};
       }},
      {"Jagged Lightning",
       [](CardDef& c) {
         c.abilities = {spell(mode({target(creature(), 2, 2)}, {damage(Who::Target, 3)}))};
       }},
      {"Worn Powerstone",
       [](CardDef& c) {
         Ability two = mana(0);
         two.mana_amount = 2;
         c.abilities = {enters_tapped(), two};
       }},
      {"Phyrexian Ghoul",
       [](CardDef& c) {
         c.abilities = {
             named(activated(sacrifice(Cost{}, creature()), mode({}, {pump(2, 2, Who::Source)})),
                   "Sacrifice a creature: This gets +2/+2 until end of turn")};
       }},
      {"Fire Ants",
       [](CardDef& c) {
         c.abilities = {
             named(activated(cost("", true),
                             mode({}, {all(damage(Who::AllMatching, 1),
                                           another(extra(creature(), Filter::NotFlying)))})),
                   "{T}: 1 damage to each other creature without flying")};
       }},
      {"Monk Realist",
       [](CardDef& c) {
         c.abilities = {triggered(on(Event::EntersBattlefield),
                                  mode({target(permanent(TEnchantment))}, {destroy()}))};
       }},
      {"Cackling Fiend",
       [](CardDef& c) {
         c.abilities = {triggered(on(Event::EntersBattlefield),
                                  mode({}, {fx(Op::Discard, Who::EachOpponent, 1)}))};
       }},
      {"Abyssal Horror",
       [](CardDef& c) {
         c.keywords = KFlying;
         c.abilities = {triggered(on(Event::EntersBattlefield),
                                  mode({target_player()}, {fx(Op::Discard, Who::Target, 2)}))};
       }},
      {"Fault Line",
       [](CardDef& c) {
         c.abilities = {spell(mode({}, {all(fxv(Op::DealDamage, Who::AllMatching, value(Value::X)),
                                            extra(creature(), Filter::NotFlying)),
                                        fxv(Op::DealDamage, Who::EachPlayer, value(Value::X))}))};
       }},
      {"Shivan Gorge",
       [](CardDef& c) {
         c.abilities = {mana(0), named(activated(cost("{2}{R}", true),
                                                 mode({}, {damage(Who::EachOpponent, 1)})),
                                       "{2}{R}, {T}: 1 damage to each opponent")};
       }},
      {"Zephid's Embrace",
       [](CardDef& c) {
         c.abilities = aura(creature());
         c.abilities.push_back(enchanted_gets(2, 2, KFlying | KShroud));
       }},
      {"Serra's Embrace",
       [](CardDef& c) {
         c.abilities = aura(creature());
         c.abilities.push_back(enchanted_gets(2, 2, KFlying | KVigilance));
       }},
      {"Shivan Hellkite",
       [](CardDef& c) {
         c.keywords = KFlying;
         c.abilities = {
             named(activated(cost("{1}{R}"), mode({any_target()}, {damage(Who::Target, 1)})),
                   "{1}{R}: 1 damage to any target")};
       }},
      {"Shower of Sparks",
       [](CardDef& c) {
         c.abilities = {spell(mode({target(creature()), target_player()},
                                   {damage(Who::Target, 1, 0), damage(Who::Target, 1, 1)}))};
       }},
      {"Stern Proctor",
       [](CardDef& c) {
         c.abilities = {triggered(on(Event::EntersBattlefield),
                                  mode({target(permanent(TArtifact | TEnchantment))},
                                       {fx(Op::ReturnToHand, Who::Target)}))};
       }},
      {"Monk Idealist",
       [](CardDef& c) {
         c.abilities = {triggered(on(Event::EntersBattlefield),
                                  mode({target_card_in_your_graveyard(TEnchantment)},
                                       {fx(Op::ReturnToHand, Who::Target)}))};
       }},
      {"Duress",
       [](CardDef& c) {
         Filter f = also(extra(Filter{}, Filter::NonCreature), Filter::Nonland);
         c.abilities = {spell(mode({target_player(Filter::Opponent)}, {discard_chosen(f)}))};
       }},
      {"Raze",
       [](CardDef& c) {  // the sacrifice is an additional cost (601.2f-h)
         c.abilities = {with_cost(spell(mode({target(permanent(TLand))}, {destroy()})),
                                  sacrifice(Cost{}, permanent(TLand)))};
       }},
      {"Wizard Mentor",
       [](CardDef& c) {
         c.abilities = {named(activated(cost("", true), mode({target(yours(creature()))},
                                                             {fx(Op::ReturnToHand, Who::Source),
                                                              fx(Op::ReturnToHand, Who::Target)})),
                              "{T}: Return this and target creature you control to hand")};
       }},
  };
}

}  // namespace lore
