// Urza's Saga cards made of activated abilities, triggers and spells the engine already
// expresses: tap and untap abilities, pumps, X spells, mass effects, sacrifice-for-mana.
#include <bit>

#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

namespace {

Filter with_flying() {
  return creature().with(HasKeyword, std::countr_zero(static_cast<unsigned>(KFlying)));
}

// "{B}{B}, {T}: Destroy target <color> creature." (the Paladins)
void paladin(CardDef& c, ColorMask color, const char* text) {
  c.abilities = {named(activated(cost("{B}{B}", true),
                                 mode({target(creature().with(OfColors, color))}, {destroy()})),
                       text)};
}

// "When this is put into a graveyard from the battlefield, return it to its owner's hand."
// (the card in the graveyard is a new object, 400.7)
Ability returns_to_hand() {
  return triggered(on(Event::PutIntoGraveyardFromBattlefield),
                   mode({}, {fx(Op::ReturnToHand, Who::TriggerObjectNow)}));
}

// "At the beginning of your upkeep, you may put a verse counter on <this>. / [mana], Sacrifice
// <this>: <effect> up to X target <f>, where X is the number of verse counters on <this>" (the
// count as targets are chosen, 601.2c, before the sacrifice pays the cost)
void verse_enchantment(CardDef& c, const char* mana, Filter f, Effect e, const char* text) {
  Cost k = cost(mana);
  k.sacrifice_self = true;
  TargetSpec up_to_x = target(f);
  up_to_x.min = 0;
  up_to_x.max_is_source_counters = true;
  up_to_x.max_counter = Counter::Verse;
  c.abilities = {triggered(on(Event::BeginningOfUpkeep),
                           mode({}, {optional(counters(Counter::Verse, 1, Who::Source))})),
                 named(activated(k, mode({up_to_x}, {e})), text)};
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
         Filter green = permanent(kPermanentTypes).with(OfColors, Green);
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
         c.abilities = {spell(mode({}, {all(grant(KFirstStrike), creature().with(Attacking))}))};
       }},
      {"Falter",
       [](CardDef& c) {  // 611.2c: a rule for the creatures without flying as blockers are declared
         c.abilities = {spell(
             mode({}, {all(fx(Op::CantBlock, Who::AllMatching), creature().with(NotFlying))}))};
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
             named(activated(cost("", true), mode({}, {all(damage(Who::AllMatching, 1),
                                                           another(creature().with(NotFlying)))})),
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
                                            creature().with(NotFlying)),
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
         // Current Oracle: "target player or planeswalker" (115.4).
         TargetSpec player_or_planeswalker = any_target();
         player_or_planeswalker.filter.types = TPlaneswalker;
         c.abilities = {spell(mode({target(creature()), player_or_planeswalker},
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
         Filter f = Filter{}.with(NonCreature).with(Nonland);
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
      {"Disruptive Student",
       [](CardDef& c) {
         c.abilities = {named(
             activated(cost("", true),
                       mode({target_spell(Filter{})}, {fx(Op::CounterUnlessPays, Who::Target, 1)})),
             "{T}: Counter target spell unless its controller pays {1}")};
       }},
      {"Douse",
       [](CardDef& c) {
         c.abilities = {
             named(activated(cost("{1}{U}"), mode({target_spell(Filter{}.with(OfColors, Red))},
                                                  {fx(Op::CounterSpell, Who::Target)})),
                   "{1}{U}: Counter target red spell")};
       }},
      {"Claws of Gix",
       [](CardDef& c) {
         c.abilities = {named(
             activated(sacrifice(cost("{1}"), permanent(kPermanentTypes)), mode({}, {gain(1)})),
             "{1}, Sacrifice a permanent: You gain 1 life")};
       }},
      {"Hopping Automaton",
       [](CardDef& c) {
         c.abilities = {named(activated(cost("{0}"), mode({}, {pump(-1, -1, Who::Source),
                                                               grant(KFlying, Who::Source)})),
                              "{0}: This gets -1/-1 and gains flying until end of turn")};
       }},
      {"Tolarian Winds",
       [](CardDef& c) {  // "that many": the cards discarded (GameState::last_count)
         c.abilities = {
             spell(mode({}, {fx(Op::DiscardHand, Who::Controller),
                             fxv(Op::DrawCards, Who::Controller, value(Value::LastCount))}))};
       }},
      {"Barrin, Master Wizard",
       [](CardDef& c) {
         c.abilities = {
             named(activated(sacrifice(cost("{2}"), permanent(kPermanentTypes)),
                             mode({target(creature())}, {fx(Op::ReturnToHand, Who::Target)})),
                   "{2}, Sacrifice a permanent: Return target creature to hand")};
       }},
      {"Titania's Chosen",
       [](CardDef& c) {
         Trigger t = on_cast(Filter{}.with(OfColors, Green));
         t.each_player = true;  // "a player casts"
         c.abilities = {triggered(t, mode({}, {counters(Counter::PlusOne, 1, Who::Source)}))};
       }},
      {"Yawgmoth's Edict",
       [](CardDef& c) {
         Filter white = Filter{}.with(OfColors, White);
         white.who = Filter::Opponent;  // "an opponent casts"
         c.abilities = {
             triggered(on_cast(white), mode({}, {lose(1, Who::TriggerPlayer), gain(1)}))};
       }},
      {"Presence of the Master",
       [](CardDef& c) {
         Trigger t = on_cast(permanent(TEnchantment));
         t.each_player = true;
         c.abilities = {triggered(t, mode({}, {fx(Op::CounterSpell, Who::TriggerSpell)}))};
       }},
      {"Oppression",
       [](CardDef& c) {
         Trigger t = on_cast(Filter{});
         t.each_player = true;
         c.abilities = {triggered(t, mode({}, {fx(Op::Discard, Who::TriggerPlayer, 1)}))};
       }},
      {"Skittering Skirge",
       [](CardDef& c) {
         c.keywords = KFlying;
         c.abilities = {
             triggered(on_cast(creature()), mode({}, {fx(Op::SacrificeIt, Who::Source)}))};
       }},
      {"Bereavement",
       [](CardDef& c) {  // "its controller": the controller it had on the battlefield (603.10a)
         c.abilities = {triggered(on_other(Event::Dies, creature().with(OfColors, Green)),
                                  mode({}, {fx(Op::Discard, Who::TriggerPlayer, 1)}))};
       }},
      {"Fecundity",
       [](CardDef& c) {
         Effect e = optional(draw(1, Who::TriggerPlayer));
         e.they_choose = true;  // "that creature's controller may"
         c.abilities = {triggered(on_other(Event::Dies, creature()), mode({}, {e}))};
       }},
      {"Intrepid Hero",
       [](CardDef& c) {
         c.abilities = {
             named(activated(cost("", true),
                             mode({target(creature().with(PowerAtLeast, 4))}, {destroy()})),
                   "{T}: Destroy target creature with power 4 or greater")};
       }},
      {"Angelic Page",
       [](CardDef& c) {
         c.keywords = KFlying;
         c.abilities = {
             named(activated(cost("", true),
                             mode({target(creature().with(AttackingOrBlocking))}, {pump(1, 1)})),
                   "{T}: Target attacking or blocking creature gets +1/+1 until end of turn")};
       }},
      {"Elite Archers",
       [](CardDef& c) {
         c.abilities = {
             named(activated(cost("", true), mode({target(creature().with(AttackingOrBlocking))},
                                                  {damage(Who::Target, 3)})),
                   "{T}: 3 damage to target attacking or blocking creature")};
       }},
      {"Great Whale",
       [](CardDef& c) {
         c.abilities = {triggered(
             on(Event::EntersBattlefield),
             mode({}, {with_filter(fx(Op::UntapUpTo, Who::Controller, 7), permanent(TLand))}))};
       }},
      {"Peregrine Drake",
       [](CardDef& c) {
         c.keywords = KFlying;
         c.abilities = {triggered(
             on(Event::EntersBattlefield),
             mode({}, {with_filter(fx(Op::UntapUpTo, Who::Controller, 5), permanent(TLand))}))};
       }},
      {"Rewind",
       [](CardDef& c) {
         c.abilities = {
             spell(mode({target_spell(Filter{})},
                        {fx(Op::CounterSpell, Who::Target),
                         with_filter(fx(Op::UntapUpTo, Who::Controller, 4), permanent(TLand))}))};
       }},
      {"Launch",
       [](CardDef& c) {
         c.abilities = aura(creature());
         c.abilities.push_back(enchanted_gets(0, 0, KFlying));
         c.abilities.push_back(returns_to_hand());
       }},
      {"Despondency",
       [](CardDef& c) {
         c.abilities = aura(creature());
         c.abilities.push_back(enchanted_gets(-2, 0));
         c.abilities.push_back(returns_to_hand());
       }},
      {"Brilliant Halo",
       [](CardDef& c) {
         c.abilities = aura(creature());
         c.abilities.push_back(enchanted_gets(1, 2));
         c.abilities.push_back(returns_to_hand());
       }},
      {"Fiery Mantle",
       [](CardDef& c) {
         c.abilities = aura(creature());
         c.abilities.push_back(
             named(activated(cost("{R}"), mode({}, {pump(1, 0, Who::AttachedTo)})),
                   "{R}: Enchanted creature gets +1/+0 until end of turn"));
         c.abilities.push_back(returns_to_hand());
       }},
      {"Goblin Matron",
       [](CardDef& c) {  // 701.23: "you may search"; the reveal shows a Goblin card
         c.abilities = {
             triggered(on(Event::EntersBattlefield),
                       mode({}, {optional(search(Filter{}.with(HasSubtype, "Goblin")))}))};
       }},
      {"Goblin Raider", [](CardDef& c) { c.abilities = {static_ability(StaticKind::CantBlock)}; }},
      {"Pestilence",
       [](CardDef& c) {
         // "At the beginning of the end step" is each end step, checked again as it resolves
         // (603.4)
         Trigger end = on(Event::BeginningOfEndStep);
         end.each_player = true;
         end.if_clause = TriggerIf::NoCreaturesOnBattlefield;
         c.abilities = {
             triggered(end, mode({}, {fx(Op::SacrificeIt, Who::Source)})),
             named(activated(cost("{B}"), mode({}, {all(damage(Who::AllMatching, 1), creature()),
                                                    damage(Who::EachPlayer, 1)})),
                   "{B}: 1 damage to each creature and each player")};
       }},
      {"Serra's Liturgy",
       [](CardDef& c) {
         verse_enchantment(
             c, "{W}", permanent(TArtifact | TEnchantment), destroy(),
             "{W}, Sacrifice this: Destroy up to X target artifacts and/or enchantments");
       }},
      {"Recantation",
       [](CardDef& c) {
         verse_enchantment(c, "{U}", permanent(kPermanentTypes), fx(Op::ReturnToHand, Who::Target),
                           "{U}, Sacrifice this: Return up to X target permanents to hand");
       }},
      {"Rumbling Crescendo",
       [](CardDef& c) {
         verse_enchantment(c, "{R}", permanent(TLand), destroy(),
                           "{R}, Sacrifice this: Destroy up to X target lands");
       }},
      {"Copper Gnomes",
       [](CardDef& c) {
         Cost k = cost("{4}");
         k.sacrifice_self = true;
         c.abilities = {
             named(activated(k, mode({}, {with_filter(fx(Op::PutFromHand, Who::Controller, 1),
                                                      permanent(TArtifact))})),
                   "{4}, Sacrifice this: You may put an artifact card from your hand "
                   "onto the battlefield")};
       }},
      {"Crystal Chimes",
       [](CardDef& c) {
         Cost k = cost("{3}", true);
         k.sacrifice_self = true;
         c.abilities = {
             named(activated(k, mode({}, {with_filter(fx(Op::ReturnToHand, Who::AllInYourGraveyard),
                                                      permanent(TEnchantment))})),
                   "{3}, {T}, Sacrifice this: Return all enchantment cards from your "
                   "graveyard to your hand")};
       }},
      {"Lingering Mirage",
       [](CardDef& c) {
         // "Enchanted land is an Island": its land type becomes Island and it has only the
         // Island's mana ability (305.7; layers 4 and 6, see land_type_set())
         c.abilities = aura(permanent(TLand));
         Ability island;
         island.kind = AbilityKind::Static;
         island.stat.kind = StaticKind::EnchantedIsBasicLand;
         island.stat.subtype = "Island";
         c.abilities.push_back(named(island, "Enchanted land is an Island"));
         c.abilities.push_back(cycling("{2}"));
       }},
      {"Wildfire",
       [](CardDef& c) {
         // "Each player sacrifices four lands": each chooses in APNAP order, then all are
         // sacrificed at once (101.4)
         c.abilities = {
             spell(mode({}, {with_filter(fx(Op::Sacrifice, Who::EachPlayer, 4), permanent(TLand)),
                             all(damage(Who::AllMatching, 4), creature())}))};
       }},
      {"Destructive Urge",
       [](CardDef& c) {
         c.abilities = aura(creature());
         Ability hit = triggered(
             on(Event::CombatDamageToPlayer),
             mode({}, {with_filter(fx(Op::Sacrifice, Who::TriggerPlayer, 1), permanent(TLand))}));
         hit.trigger.attached_subject = true;  // "enchanted creature" (303.4)
         c.abilities.push_back(hit);
       }},
      {"Shiv's Embrace",
       [](CardDef& c) {
         c.abilities = aura(creature());
         c.abilities.push_back(enchanted_gets(2, 2, KFlying));
         c.abilities.push_back(
             named(activated(cost("{R}"), mode({}, {pump(1, 0, Who::AttachedTo)})),
                   "{R}: Enchanted creature gets +1/+0 until end of turn"));
       }},
      {"Path of Peace",
       [](CardDef& c) {
         c.abilities = {spell(mode({target(creature())}, {destroy(), gain(4, Who::TargetOwner)}))};
       }},
      {"Thran Quarry",
       [](CardDef& c) {
         Trigger end = on(Event::BeginningOfEndStep);
         end.each_player = true;  // "the end step": each player's (603.4: checked again)
         end.if_clause = TriggerIf::YouControlNoCreatures;
         c.abilities = {triggered(end, mode({}, {fx(Op::SacrificeIt, Who::Source)})),
                        mana(kAnyColor)};
       }},
      {"Angelic Chorus",
       [](CardDef& c) {
         c.abilities = {triggered(
             on_other(Event::EntersBattlefield, yours(creature())),
             mode({}, {fxv(Op::GainLife, Who::Controller, value(Value::TriggerObjectToughness))}))};
       }},
      {"Gaea's Bounty",
       [](CardDef& c) {  // one search for up to two cards (701.23a)
         Effect two = search(permanent(TLand).with(HasSubtype, "Forest"));
         two.a = n(2);
         c.abilities = {spell(mode({}, {two}))};
       }},
      {"Meltdown",
       [](CardDef& c) {  // 202.3: mana value (the older "converted mana cost")
         Effect melt = all(destroy(Who::AllMatching), permanent(TArtifact).with(ManaValueAtMostX));
         c.abilities = {spell(mode({}, {melt}))};
       }},
      {"Grafted Skullcap",
       [](CardDef& c) {
         c.abilities = {triggered(on(Event::BeginningOfDrawStep), mode({}, {draw(1)})),
                        triggered(on(Event::BeginningOfEndStep),
                                  mode({}, {fx(Op::DiscardHand, Who::Controller)}))};
       }},
      {"Morphling",
       [](CardDef& c) {
         c.abilities = {
             named(activated(cost("{U}"), mode({}, {untap(Who::Source)})), "{U}: Untap this"),
             named(activated(cost("{U}"), mode({}, {grant(KFlying, Who::Source)})),
                   "{U}: This gains flying until end of turn"),
             named(activated(cost("{U}"), mode({}, {grant(KShroud, Who::Source)})),
                   "{U}: This gains shroud until end of turn"),
             named(activated(cost("{1}"), mode({}, {pump(1, -1, Who::Source)})),
                   "{1}: This gets +1/-1 until end of turn"),
             named(activated(cost("{1}"), mode({}, {pump(-1, 1, Who::Source)})),
                   "{1}: This gets -1/+1 until end of turn")};
       }},
      {"Imaginary Pet",
       [](CardDef& c) {  // an intervening "if" clause, checked again as it resolves (603.4)
         Ability a =
             triggered(on(Event::BeginningOfUpkeep), mode({}, {fx(Op::ReturnToHand, Who::Source)}));
         a.trigger.if_clause = TriggerIf::YouHaveACardInHand;
         c.abilities = {a};
       }},
      {"Reclusive Wight",
       [](CardDef& c) {
         Ability a =
             triggered(on(Event::BeginningOfUpkeep), mode({}, {fx(Op::SacrificeIt, Who::Source)}));
         a.trigger.if_clause = TriggerIf::YouControlAnotherNonland;
         c.abilities = {a};
       }},
  };
}

}  // namespace lore
