// Dominaria United cards.
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

namespace {

// The Defilers (DMU-M-09): a keyword; "As an additional cost to cast <color> permanent spells, you
// may pay 2 life. Those spells cost {<color>} less to cast if you paid life this way. This
// effect reduces only the amount of <color> mana you pay."; and "Whenever you cast a <color>
// permanent spell, <effect>."
void defiler(CardDef& c, KeywordMask keyword, ColorMask color, Mode on_spell) {
  c.keywords = keyword;
  Ability pay = static_ability(StaticKind::OptionalLifeCostReducesPip);
  pay.stat.colors = color;
  pay.stat.power = 2;
  Filter spell = permanent(kPermanentTypes & ~TLand).with(OfColors, color);
  c.abilities = {pay, triggered(on_cast(spell), on_spell)};
}

// "<this> becomes a <subtypes of `variant`> with base power and toughness p/p": its creature
// types and base P/T (layers 4 and 7b), with no duration (611.2a, ruling DMU-R-0107).
Effect becomes_subtypes_with_base(int variant, int p) {
  Effect e = fx(Op::BecomeCreature, Who::Source, p);
  e.b = n(p);
  e.set<Effect::Characteristics>() = {.sets_base = true,
                                      .sets_creature_types = true,
                                      .subtypes_variant = static_cast<int8_t>(variant)};
  return e;
}

// "If <this> is a <subtype>, <effect>": checked as the ability resolves (ruling DMU-R-0109).
Effect if_source_is(Effect e, const char* subtype) {
  e.cond = Cond::SourceMatches;
  e.filter = Filter{}.with(HasSubtype, subtype);
  return e;
}

}  // namespace

std::vector<CardScript> dmu_scripts() {
  return {
      {"Evolved Sleeper",
       [](CardDef& c) {
         c.becomes_subtypes = "Human,Cleric";
         c.becomes_subtypes2 = "Phyrexian,Human,Cleric";
         c.abilities = {
             named(activated(cost("{B}"), mode({}, {becomes_subtypes_with_base(0, 2)})),
                   "{B}: becomes a 2/2 Human Cleric"),
             named(activated(cost("{1}{B}"),
                             mode({}, {if_source_is(counters(Counter::Deathtouch, 1, Who::Source),
                                                    "Cleric"),
                                       if_source_is(becomes_subtypes_with_base(1, 3), "Cleric")})),
                   "{1}{B}: if a Cleric, deathtouch counter; becomes a 3/3 Phyrexian Human Cleric"),
             named(activated(cost("{1}{B}{B}"),
                             mode({}, {if_source_is(counters(Counter::PlusOne, 1, Who::Source),
                                                    "Phyrexian"),
                                       if_source_is(draw(1), "Phyrexian"),
                                       if_source_is(lose(1), "Phyrexian")})),
                   "{1}{B}{B}: if a Phyrexian, +1/+1 counter, draw a card and lose 1 life")};
       }},
      {"Lightning Strike",
       [](CardDef& c) { c.abilities = {spell(mode({any_target()}, {damage(Who::Target, 3)}))}; }},
      {"Mesa Cavalier",
       [](CardDef& c) {
         c.keywords = KFlying;
         c.abilities = {triggered(on(Event::EntersBattlefield), mode({}, {gain(2)}))};
       }},
      {"Soaring Drake", [](CardDef& c) { c.keywords = KFlying; }},
      {"Magnigoth Sentry", [](CardDef& c) { c.keywords = KReach; }},
      {"Elfhame Wurm", [](CardDef& c) { c.keywords = KVigilance | KTrample; }},
      {"Cut Down",
       [](CardDef& c) {
         c.abilities = {spell(mode({target(creature().with(TotalPTAtMost, 5))}, {destroy()}))};
       }},
      {"Phyrexian Rager",
       [](CardDef& c) {
         c.abilities = {triggered(on(Event::EntersBattlefield), mode({}, {draw(1), lose(1)}))};
       }},

      // ---- white
      {"Captain's Call",
       [](CardDef& c) { c.abilities = {spell(mode({}, {token("Soldier", 3)}))}; }},
      {"Charismatic Vanguard",
       [](CardDef& c) {
         Mode m = mode({}, {all(pump(1, 1), yours(creature()))});
         c.abilities = {named(activated(cost("{4}{W}"), m),
                              "{4}{W}: Creatures you control get +1/+1 until end of turn")};
       }},
      {"Clockwork Drawbridge",
       [](CardDef& c) {
         c.keywords = KDefender;
         Mode m = mode({target(creature())}, {tap_it()});
         c.abilities = {
             named(activated(cost("{2}{W}", true), m), "{2}{W}, {T}: Tap target creature")};
       }},
      {"Destroy Evil",
       [](CardDef& c) {
         c.abilities = {spell({
             named(mode({target(creature().with(ToughnessAtLeast, 4))}, {destroy()}),
                   "Destroy target creature with toughness 4 or greater"),
             named(mode({target(permanent(TEnchantment))}, {destroy()}),
                   "Destroy target enchantment"),
         })};
       }},
      {"Join Forces",
       [](CardDef& c) {
         c.abilities = {spell(mode({target(creature(), 0, 2)}, {untap(), pump(2, 2)}))};
       }},
      {"Resolute Reinforcements",
       [](CardDef& c) {
         c.keywords = KFlash;
         c.abilities = {triggered(on(Event::EntersBattlefield), mode({}, {token("Soldier")}))};
       }},
      {"Take Up the Shield",
       [](CardDef& c) {
         c.abilities = {spell(mode({target(creature())}, {counters(Counter::PlusOne, 1),
                                                          grant(KLifelink | KIndestructible)}))};
       }},

      // ---- blue
      {"Shore Up",
       [](CardDef& c) {
         c.abilities = {
             spell(mode({target(yours(creature()))}, {pump(1, 1), grant(KHexproof), untap()}))};
       }},
      {"Essence Scatter",
       [](CardDef& c) {
         c.abilities = {
             spell(mode({target_spell(creature())}, {fx(Op::CounterSpell, Who::Target)}))};
       }},
      {"Negate",
       [](CardDef& c) {
         c.abilities = {spell(mode({target_spell(Filter{}.with(NonCreature))},
                                   {fx(Op::CounterSpell, Who::Target)}))};
       }},
      {"Silver Scrutiny",
       [](CardDef& c) {
         Ability flash;
         flash.kind = AbilityKind::FlashIfXAtMost;
         flash.amount = n(3);
         c.abilities = {flash,
                        spell(mode({}, {fxv(Op::DrawCards, Who::Controller, value(Value::X))}))};
       }},
      {"Automatic Librarian",
       [](CardDef& c) {
         c.abilities = {triggered(on(Event::EntersBattlefield), mode({}, {scry(2)}))};
       }},

      // ---- black
      {"Battle-Rage Blessing",
       [](CardDef& c) {
         c.abilities = {spell(mode({target(creature())}, {grant(KDeathtouch | KIndestructible)}))};
       }},
      {"Battlefly Swarm",
       [](CardDef& c) {
         c.keywords = KFlying;
         c.abilities = {named(activated(cost("{B}"), mode({}, {grant(KDeathtouch, Who::Source)})),
                              "{B}: Gains deathtouch until end of turn")};
       }},
      {"Bone Splinters",
       [](CardDef& c) {  // the sacrifice is an additional cost (601.2f-h)
         c.abilities = {with_cost(spell(mode({target(creature())}, {destroy()})),
                                  sacrifice(Cost{}, creature()))};
       }},
      {"Extinguish the Light",
       [](CardDef& c) {  // mana value as last known (608.2h)
         c.abilities = {spell(mode({target(permanent(TCreature | TPlaneswalker))},
                                   {destroy(), when(gain(3), Cond::TargetManaValueAtMost, 3)}))};
       }},
      {"Knight of Dusk's Shadow",
       [](CardDef& c) {
         c.keywords = KMenace;
         c.abilities = {static_ability(StaticKind::OpponentsCantGainLife),
                        named(activated(cost("{1}{B}"), mode({}, {pump(1, 1, Who::Source)})),
                              "{1}{B}: +1/+1 until end of turn")};
       }},
      {"Phyrexian Vivisector",
       [](CardDef& c) {
         c.abilities = {triggered(on_other(Event::Dies, yours(creature())), mode({}, {scry(1)}))};
       }},
      {"Splatter Goblin",
       [](CardDef& c) {
         c.abilities = {
             triggered(on(Event::Dies), mode({target(theirs(creature()))}, {pump(-1, -1)}))};
       }},
      {"Tattered Apparition",
       [](CardDef& c) {
         c.keywords = KFlying;
         c.abilities = {named(activated(cost("{1}{B}"), mode({}, {pump(1, 1, Who::Source)})),
                              "{1}{B}: +1/+1 until end of turn")};
       }},
      {"Toxic Abomination",
       [](CardDef& c) {
         c.abilities = {triggered(on(Event::EntersBattlefield), mode({}, {lose(2)}))};
       }},
      {"Pilfer",
       [](CardDef& c) {
         c.abilities = {spell(
             mode({target_player(Filter::Opponent)}, {discard_chosen(Filter{}.with(Nonland))}))};
       }},

      // ---- red
      {"Electrostatic Infantry",
       [](CardDef& c) {
         c.keywords = KTrample;
         c.abilities = {triggered(on_cast(permanent(TInstant | TSorcery)),
                                  mode({}, {counters(Counter::PlusOne, 1, Who::Source)}))};
       }},
      {"Flowstone Infusion",
       [](CardDef& c) { c.abilities = {spell(mode({target(creature())}, {pump(2, -2)}))}; }},
      {"Flowstone Kavu",
       [](CardDef& c) {
         c.keywords = KMenace;
         c.abilities = {named(activated(cost("{R}"), mode({}, {pump(1, -1, Who::Source)})),
                              "{R}: +1/-1 until end of turn")};
       }},
      {"Furious Bellow",
       [](CardDef& c) {
         c.abilities = {
             spell(mode({target(creature())}, {pump(3, 0), grant(KFirstStrike), scry(1)}))};
       }},
      {"Goblin Picker",
       [](CardDef& c) {
         c.abilities = {named(activated(discard(cost("{R}", true)), mode({}, {draw(1)})),
                              "{R}, {T}, Discard a card: Draw a card")};
       }},
      {"Jaya's Firenado",
       [](CardDef& c) {
         c.abilities = {spell(mode({target(permanent(TCreature | TPlaneswalker))},
                                   {damage(Who::Target, 5), scry(1)}))};
       }},
      {"Shivan Devastator",
       [](CardDef& c) {
         c.keywords = KFlying | KHaste;
         c.abilities = {enters_with(Counter::PlusOne, value(Value::X))};
       }},
      {"Thrill of Possibility",
       [](CardDef& c) { c.abilities = {with_cost(spell(mode({}, {draw(2)})), discard(Cost{}))}; }},

      // ---- green
      {"Deathbloom Gardener",
       [](CardDef& c) {
         c.keywords = KDeathtouch;
         c.abilities = {mana(kAnyColor)};
       }},
      {"Mossbeard Ancient",
       [](CardDef& c) {
         c.keywords = KTrample;
         c.abilities = {triggered(on(Event::EntersBattlefield), mode({}, {gain(5)}))};
       }},
      {"Snarespinner",
       [](CardDef& c) {
         c.keywords = KReach;
         c.abilities = {triggered(on(Event::BlocksFlyer), mode({}, {pump(2, 0, Who::Source)}))};
       }},

      // ---- trigger mechanics: intervening "if", "only once each turn", delayed triggers
      {"Baird, Argivian Recruiter",
       [](CardDef& c) {  // 603.4: checked as it triggers and again as it resolves
         Trigger t = on(Event::BeginningOfEndStep);
         t.if_clause = TriggerIf::ControlCreatureWithPowerAboveBase;
         c.abilities = {triggered(t, mode({}, {token("Soldier")}))};
       }},
      {"Academy Wall",
       [](CardDef& c) {
         c.keywords = KDefender;
         Ability a = triggered(
             on_cast(permanent(TInstant | TSorcery)),
             mode({},
                  {optional(draw(1)), when(fx(Op::Discard, Who::Controller, 1), Cond::IfYouDid)}));
         a.once_per_turn = true;
         c.abilities = {a};
       }},
      {"Djinn of the Fountain",
       [](CardDef& c) {
         c.keywords = KFlying;
         Effect later = fx(Op::CreateDelayed, Who::Controller, 1);  // the Linked ability below
         Effect back = fx(Op::ReturnToBattlefield, Who::TriggerObject);
         back.set<Effect::ExileReturn>().under_owner = true;
         Ability ret = triggered(on(Event::None), mode({}, {back}));
         ret.kind = AbilityKind::Linked;
         c.abilities = {triggered(on_cast(permanent(TInstant | TSorcery)), mode({}, {})), ret};
         c.abilities[0].modes = {
             named(mode({}, {pump(1, 1, Who::Source)}),
                   "Djinn of the Fountain gets +1/+1 until end of turn"),
             named(mode({}, {fx(Op::Exile, Who::Source), later}),
                   "Exile Djinn of the Fountain. Return it at the beginning of the next end step"),
             named(mode({}, {scry(1)}), "Scry 1"),
         };
       }},
      {"Dragon Whelp",
       [](CardDef& c) {
         c.keywords = KFlying;
         Effect later = when(fx(Op::CreateDelayed, Who::Source, 1), Cond::ActivatedAtLeast, 4);
         Ability sac =
             triggered(on(Event::None), mode({}, {fx(Op::SacrificeIt, Who::TriggerObject)}));
         sac.kind = AbilityKind::Linked;
         c.abilities = {named(activated(cost("{R}"), mode({}, {pump(1, 0, Who::Source), later})),
                              "{R}: +1/+0 until end of turn (sacrificed at the next end step if "
                              "activated four or more times this turn)"),
                        sac};
       }},

      // ---- cost reductions (601.2f) and Auras (303.4)
      {"Argivian Phalanx",
       [](CardDef& c) {
         c.keywords = KVigilance;
         c.abilities = {costs_less(value(Value::CreaturesYouControl))};
       }},
      {"Writhing Necromass",
       [](CardDef& c) {
         c.keywords = KDeathtouch;
         c.abilities = {costs_less(value(Value::CreatureCardsInYourGraveyard))};
       }},
      {"Yavimaya Sojourner", [](CardDef& c) { c.abilities = {costs_less(value(Value::Domain))}; }},
      {"Molten Monstrosity",
       [](CardDef& c) {
         c.keywords = KTrample;
         c.abilities = {costs_less(value(Value::GreatestPowerYouControl))};
       }},
      {"Hammerhand",
       [](CardDef& c) {
         c.abilities = aura(creature());
         c.abilities.push_back(
             triggered(on(Event::EntersBattlefield),
                       mode({target(creature())}, {fx(Op::CantBlock, Who::Target)})));
         c.abilities.push_back(enchanted_gets(1, 1, KHaste));
       }},

      // ---- replacement effects on "would die" (614.1a, 616.1)
      {"Nemata, Primeval Warden",
       [](CardDef& c) {
         c.keywords = KReach;
         Ability exile;
         exile.kind = AbilityKind::ReplaceDies;
         exile.stat.filter = theirs(creature());
         exile.linked = 1;
         Ability saproling = triggered(on(Event::None), mode({}, {token("Saproling")}));
         saproling.kind = AbilityKind::Linked;
         Filter sap = yours(creature()).with(HasSubtype, "Saproling");
         c.abilities = {
             exile,
             saproling,
             named(activated(sacrifice(cost("{G}"), sap), mode({}, {pump(2, 2, Who::Source)})),
                   "{G}, Sacrifice a Saproling: +2/+2 until end of turn"),
             named(activated(sacrifice(cost("{1}{B}"), sap, 2), mode({}, {draw(1)})),
                   "{1}{B}, Sacrifice two Saprolings: Draw a card"),
         };
       }},

      // ---- Sagas (714)
      {"Love Song of Night and Day",
       [](CardDef& c) {
         c.read_ahead = true;
         add(c.abilities, chapters({1}, mode({target_player(Filter::Opponent)},
                                             {draw(2), draw(2, Who::Target)})));
         add(c.abilities, chapters({2}, mode({}, {token("Bird")})));
         add(c.abilities,
             chapters({3}, mode({target(creature(), 0, 2)}, {counters(Counter::PlusOne, 1)})));
       }},

      {"The Elder Dragon War",
       [](CardDef& c) {
         c.read_ahead = true;
         add(c.abilities, chapters({1}, mode({}, {all(damage(Who::AllMatching, 2), creature()),
                                                  damage(Who::EachOpponent, 2)})));
         add(c.abilities,
             chapters({2},
                      mode({}, {fx(Op::DiscardAnyNumber, Who::Controller),
                                fxv(Op::DrawCards, Who::Controller, value(Value::LastAmount))})));
         add(c.abilities, chapters({3}, mode({}, {token("Dragon")})));
       }},
      {"The Weatherseed Treaty",
       [](CardDef& c) {
         c.read_ahead = true;
         Effect grow = fxv(Op::Pump, Who::Target, value(Value::Domain));
         grow.b = grow.a;
         add(c.abilities,
             chapters({1},
                      mode({}, {search(permanent(TLand).with(Basic), Zone::Battlefield, true)})));
         add(c.abilities, chapters({2}, mode({}, {token("Saproling")})));
         add(c.abilities,
             chapters({3}, mode({target(yours(creature()))}, {grow, grant(KTrample)})));
       }},
      {"Braids's Frightful Return",
       [](CardDef& c) {
         c.read_ahead = true;
         Effect sac = fx(Op::Sacrifice, Who::Controller, 1);
         sac.filter = creature();
         Effect theirs_sac = fx(Op::Sacrifice, Who::Target, 1);
         theirs_sac.filter = Filter{}.with(Nonland).with(NonToken);
         theirs_sac.optional = true;
         theirs_sac.they_choose = true;  // "Target opponent may sacrifice ..."
         add(c.abilities,
             chapters({1}, mode({}, {optional(sac), when(fx(Op::Discard, Who::EachOpponent, 1),
                                                         Cond::IfYouDid)})));
         add(c.abilities, chapters({2}, mode({target_card_in_your_graveyard(TCreature)},
                                             {fx(Op::ReturnToHand, Who::Target)})));
         add(c.abilities,
             chapters({3}, mode({target_player(Filter::Opponent)},
                                {theirs_sac, when(lose(2, Who::Target), Cond::IfYouDidNot),
                                 when(draw(1), Cond::IfYouDidNot)})));
       }},
      {"The Cruelty of Gix",
       [](CardDef& c) {
         c.read_ahead = true;
         add(c.abilities,
             chapters({1}, mode({target_player(Filter::Opponent)},
                                {discard_chosen(permanent(TCreature | TPlaneswalker))})));
         add(c.abilities, chapters({2}, mode({}, {search(Filter{}), lose(3)})));
         add(c.abilities, chapters({3}, mode({target_card_in_a_graveyard(TCreature)},
                                             {fx(Op::ReturnToBattlefield, Who::Target)})));
       }},
      {"Yotia Declares War",
       [](CardDef& c) {
         c.read_ahead = true;
         Effect when_you_do = fx(Op::Reflexive, Who::Controller, 3);  // the Linked ability
         when_you_do.b = value(Value::LastAmount);  // 603.12: "that much", known as it triggers
         Effect animate = fx(Op::BecomeCreature, Who::Target, 4);
         animate.b = n(4);
         animate.set<Effect::Characteristics>() = {.add_types = TArtifact | TCreature,
                                                   .sets_base = true};
         add(c.abilities, chapters({1}, mode({}, {token("Ornithopter")})));
         add(c.abilities, chapters({2}, mode({}, {with_filter(fx(Op::TapAnyNumber, Who::Controller),
                                                              permanent(TArtifact)),
                                                  when_you_do})));
         add(c.abilities,
             chapters({3}, mode({target(yours(permanent(TArtifact)), 0, 1)}, {animate})));
         Ability damage_it =
             triggered(on(Event::None),
                       mode({target(permanent(TCreature | TPlaneswalker))},
                            {fxv(Op::DealDamage, Who::Target, value(Value::TriggerAmount))}));
         damage_it.kind = AbilityKind::Linked;
         c.abilities.push_back(damage_it);
       }},
      {"The World Spell",
       [](CardDef& c) {
         c.read_ahead = true;
         Filter non_saga = permanent(kPermanentTypes).with(LacksSubtypes, "Saga");
         add(c.abilities,
             chapters({1, 2},
                      mode({}, {with_filter(fx(Op::LookAtTop, Who::Controller, 7), non_saga)})));
         add(c.abilities,
             chapters({3},
                      mode({}, {with_filter(fx(Op::PutFromHand, Who::Controller, 2), non_saga)})));
       }},
      {"Founding the Third Path",
       [](CardDef& c) {
         c.read_ahead = true;
         Filter cheap =
             permanent(TInstant | TSorcery).with(ManaValueAtLeast, 1).with(ManaValueAtMost, 2);
         add(c.abilities,
             chapters({1},
                      mode({}, {with_filter(fx(Op::CastFromHandFree, Who::Controller), cheap)})));
         add(c.abilities, chapters({2}, mode({target_player()}, {mill(4, Who::Target)})));
         add(c.abilities, chapters({3}, mode({target_card_in_your_graveyard(TInstant | TSorcery)},
                                             {fx(Op::Exile, Who::Target),
                                              fx(Op::CopyAndCast, Who::Controller)})));
       }},
      {"The Phasing of Zhalfir",
       [](CardDef& c) {
         c.read_ahead = true;
         Effect wrath = all(destroy(Who::AllMatching), creature());
         wrath.token = "Phyrexian";  // one per creature destroyed, for its controller
         add(c.abilities, chapters({1, 2}, mode({target(another(Filter{}.with(Nonland)))},
                                                {fx(Op::PhaseOut, Who::Target, 1)})));
         add(c.abilities, chapters({3}, mode({}, {wrath})));
       }},
      {"Urza Assembles the Titans",
       [](CardDef& c) {
         c.read_ahead = true;
         add(c.abilities,
             chapters({1}, mode({}, {scry(4),
                                     optional(with_filter(fx(Op::RevealTopToHand, Who::Controller),
                                                          permanent(TPlaneswalker)))})));
         add(c.abilities,
             chapters({2},
                      mode({}, {with_filter(fx(Op::PutFromHand, Who::Controller, 1),
                                            permanent(TPlaneswalker).with(ManaValueAtMost, 6))})));
         add(c.abilities, chapters({3}, mode({}, {fx(Op::LoyaltyTwice, Who::Controller)})));
       }},

      // ---- alternative costs (118.9, 601.2b)
      {"Squee, Dubious Monarch",
       [](CardDef& c) {
         c.keywords = KHaste;
         Effect goblin = token("Goblin");
         goblin.set<Effect::TokensCopies>() = {.tapped = true, .attacking = true};
         Ability alt;
         alt.kind = AbilityKind::AltCostFromGraveyard;
         alt.cost = cost("{3}{R}");
         alt.cost.exile_from_graveyard = 4;
         c.abilities = {triggered(on(Event::Attacks), mode({}, {goblin})), alt};
       }},

      // ---- cost increases (601.2f)
      {"Academy Loremaster",
       [](CardDef& c) {
         Trigger t = on(Event::BeginningOfDrawStep);
         t.each_player = true;
         t.that_player = true;  // 805.4d: each player of the active team
         Effect more = draw(1, Who::TriggerPlayer);
         more.optional = true;
         more.they_choose = true;  // "that player may draw an additional card"
         Effect pricier = when(fx(Op::CostMoreThisTurn, Who::TriggerPlayer, 2), Cond::IfYouDid);
         c.abilities = {triggered(t, mode({}, {more, pricier}))};
       }},
      // ---- kicker (702.33)
      {"Archangel of Wrath",
       [](CardDef& c) {
         c.keywords = KFlying | KLifelink;
         Ability once = triggered(on(Event::EntersBattlefield),
                                  mode({any_target()}, {damage(Who::Target, 2)}));
         once.trigger.if_clause = TriggerIf::Kicked;
         Ability twice = once;
         twice.trigger.if_clause = TriggerIf::KickedTwice;
         c.abilities = {kicker("{B}"), kicker("{R}"), once, twice};
       }},
      {"Runic Shot",
       [](CardDef& c) {
         c.abilities = {kicker("{U}"), spell(mode({target(creature().with(Tapped))},
                                                  {destroy(), when(scry(2), Cond::Kicked)}))};
       }},
      {"Hurloon Battle Hymn",
       [](CardDef& c) {
         c.abilities = {kicker("{W}"),
                        spell(mode({target(permanent(TCreature | TPlaneswalker))},
                                   {damage(Who::Target, 4), when(gain(4), Cond::Kicked)}))};
       }},
      {"Aggressive Sabotage",
       [](CardDef& c) {
         c.abilities = {kicker("{R}"), spell(mode({target_player()},
                                                  {fx(Op::Discard, Who::Target, 2),
                                                   when(damage(Who::Target, 3), Cond::Kicked)}))};
       }},
      {"Shalai's Acolyte",
       [](CardDef& c) {
         c.keywords = KFlying;
         // "If it was kicked, it enters with two +1/+1 counters" (614.1c): 2 per kick, one kicker.
         c.abilities = {kicker("{1}{G}"),
                        enters_with(Counter::PlusOne, value(Value::TimesKicked, 0, 2))};
       }},
      {"Juniper Order Rootweaver",
       [](CardDef& c) {
         Ability etb =
             triggered(on(Event::EntersBattlefield),
                       mode({target(yours(creature()))}, {counters(Counter::PlusOne, 1)}));
         etb.trigger.if_clause = TriggerIf::Kicked;
         c.abilities = {kicker("{G}"), etb};
       }},
      {"Vesuvan Duplimancy",
       [](CardDef& c) {
         Trigger cast = on_cast(Filter{});
         cast.if_clause = TriggerIf::SpellTargetsOnlyOne;
         cast.subject = yours(permanent(TArtifact | TCreature));
         Effect copy = fx(Op::CopyToken, Who::TriggerObject);
         // 707.9b: copiable (ruling DMU-R-0339)
         copy.set<Effect::TokensCopies>().except.not_legendary = true;
         c.abilities = {triggered(cast, mode({}, {copy}))};
       }},
      {"Ivy, Gleeful Spellthief",
       [](CardDef& c) {
         c.keywords = KFlying;
         // "Whenever a player casts a spell that targets only a single creature other than Ivy,
         // you may copy that spell. The copy targets Ivy." (707.10, 707.10c)
         Trigger cast = on_cast(Filter{});
         cast.each_player = true;
         cast.if_clause = TriggerIf::SpellTargetsOnlyOne;
         cast.subject = another(creature());
         Effect copy = optional(fx(Op::CopySpell, Who::TriggerSpell, 1));
         copy.set<Effect::StackSpells>().copy_targets_source = true;
         c.abilities = {triggered(cast, mode({}, {copy}))};
       }},
      // "When this enters, exile <target> until this leaves the battlefield" (610.3): one ability
      // making two one-shot effects (rulings DMU-R-0182, DMU-R-0218, DMU-R-0297).
      {"Prayer of Binding",
       [](CardDef& c) {
         c.keywords = KFlash;
         Filter theirs_nonland = theirs(Filter{}.with(Nonland));
         c.abilities = {triggered(on(Event::EntersBattlefield),
                                  mode({target(theirs_nonland, 0, 1)},
                                       {fx(Op::ExileUntilSourceLeaves, Who::Target), gain(2)}))};
       }},
      {"Leyline Binding",
       [](CardDef& c) {
         c.keywords = KFlash;
         Filter theirs_nonland = theirs(Filter{}.with(Nonland));
         c.abilities = {costs_less(value(Value::Domain)),  // Domain (601.2f)
                        triggered(on(Event::EntersBattlefield),
                                  mode({target(theirs_nonland)},
                                       {fx(Op::ExileUntilSourceLeaves, Who::Target)}))};
       }},
      {"Temporary Lockdown",
       [](CardDef& c) {
         Filter cheap = Filter{}.with(Nonland).with(ManaValueAtMost, 2);
         c.abilities = {
             triggered(on(Event::EntersBattlefield),
                       mode({}, {all(fx(Op::ExileUntilSourceLeaves, Who::AllMatching), cheap)}))};
       }},
      {"Karn's Sylex",
       [](CardDef& c) {
         Cost k = cost("{X}", true);
         k.exile_self = true;
         Effect wipe =
             all(destroy(Who::AllMatching), Filter{}.with(Nonland).with(ManaValueAtMostX));
         Ability sylex = named(activated(k, mode({}, {wipe})),
                               "{X}, {T}, Exile: destroy each nonland permanent with mana value X "
                               "or less");
         sylex.sorcery_speed = true;
         c.abilities = {enters_tapped(),
                        static_ability(StaticKind::CantPayLifeForSpellsAndAbilities), sylex};
       }},
      {"Knight of Dawn's Light",
       [](CardDef& c) {
         c.keywords = KFirstStrike;
         c.abilities = {static_ability(StaticKind::GainLifePlusOne),
                        named(activated(cost("{1}{W}"), mode({}, {pump(1, 1, Who::Source)})),
                              "{1}{W}: Knight of Dawn's Light gets +1/+1 until end of turn")};
       }},
      {"Urborg Lhurgoyf",
       [](CardDef& c) {
         Ability mill;  // "As this enters, mill three cards for each time it was kicked."
         mill.kind = AbilityKind::MillAsEntersPerKick;
         mill.mana_amount = 3;
         Ability pt = static_ability(StaticKind::PTIsCreatureCardsInYourGraveyard);
         pt.stat.toughness = 1;  // "that number plus 1"
         c.abilities = {kicker("{U}"), kicker("{B}"), mill, pt};
       }},
      {"Jodah, the Unifier",
       [](CardDef& c) {
         Filter legendary = Filter{}.with(Legendary);
         // "Legendary creatures you control get +X/+X where X is the number of legendary
         // creatures you control" (layer 7c, 613.4c; X is counted whenever it applies, 611.3a).
         Ability legends = anthem(yours(creature().with(Legendary)), 1, 1);
         legends.stat.per_matching = true;
         Trigger cast = on_cast(legendary);
         cast.from_hand = true;
         c.abilities = {
             legends,
             triggered(cast,
                       mode({}, {with_filter(fx(Op::ExileUntilLesserCastFree, Who::Controller),
                                             legendary)}))};
       }},
      {"Ratadrabik of Urborg",
       [](CardDef& c) {
         c.keywords = KVigilance;
         Ability zombies = anthem(another(yours(creature().with(HasSubtype, "Zombie"))), 0, 0);
         zombies.stat.keywords = KVigilance;
         // "except it's not legendary and it's a 2/2 black Zombie in addition to its other
         // colors and types" (707.9b); the dead creature as it last existed (608.2h).
         Effect copy = fx(Op::CopyToken, Who::TriggerObject);
         CopyExcept& except = copy.set<Effect::TokensCopies>().except;
         except.not_legendary = true;
         except.power = except.toughness = 2;
         except.add_colors = Black;
         except.subtypes_from = c.id;  // its `becomes_subtypes`
         c.becomes_subtypes = "Zombie";
         Filter legend = another(yours(creature().with(Legendary)));
         c.abilities = {ward("{2}"), zombies,
                        triggered(on_other(Event::Dies, legend), mode({}, {copy}))};
       }},
      {"Twinferno",
       [](CardDef& c) {
         // Mode 1 creates the delayed trigger "when you cast your next instant or sorcery spell
         // this turn" (603.7c), the Linked ability 1: its copy may have new targets (707.10c).
         c.abilities = {spell({mode({}, {fx(Op::CreateDelayed, Who::Controller, 1)}),
                               mode({target(yours(creature()))}, {grant(KDoubleStrike)})}),
                        linked(on_cast(permanent(TInstant | TSorcery)),
                               mode({}, {fx(Op::CopySpell, Who::TriggerObject, 1)}))};
       }},
      {"Elvish Hydromancer",
       [](CardDef& c) {
         Ability etb =
             triggered(on(Event::EntersBattlefield),
                       mode({target(yours(creature()))}, {fx(Op::CopyToken, Who::Target)}));
         etb.trigger.if_clause = TriggerIf::Kicked;
         c.abilities = {kicker("{3}{U}"), etb};
       }},

      {"Viashino Branchrider",
       [](CardDef& c) {
         c.keywords = KHaste;
         c.abilities = {kicker("{2}{G}"),
                        enters_with(Counter::PlusOne, value(Value::TimesKicked, 0, 2)),
                        named(activated(cost("{2}{R}"), mode({}, {pump(2, 0, Who::Source)})),
                              "{2}{R}: Viashino Branchrider gets +2/+0 until end of turn")};
       }},

      // ---- enlist (702.154)
      {"Benalish Faithbonder",
       [](CardDef& c) {
         c.keywords = KVigilance;
         add_enlist(c.abilities);
       }},
      {"Barkweave Crusher", [](CardDef& c) { add_enlist(c.abilities); }},
      {"Coalition Warbrute",
       [](CardDef& c) {
         c.keywords = KTrample;
         add_enlist(c.abilities);
       }},
      {"Argivian Cavalier",
       [](CardDef& c) {
         add_enlist(c.abilities);
         c.abilities.push_back(
             triggered(on(Event::EntersBattlefield), mode({}, {token("Soldier")})));
       }},
      {"Guardian of New Benalia",
       [](CardDef& c) {
         add_enlist(c.abilities);
         c.abilities.push_back(triggered(on(Event::Enlists), mode({}, {scry(2)})));
         c.abilities.push_back(named(
             activated(discard(cost(""), 1),
                       mode({}, {grant(KIndestructible, Who::Source), tap_it(Who::Source)})),
             "Discard a card: Guardian of New Benalia gains indestructible until end of turn. "
             "Tap it."));
       }},

      // ---- the Defilers (601.2b, 118.8, 601.2f)
      {"Defiler of Faith",
       [](CardDef& c) { defiler(c, KVigilance, White, mode({}, {token("Soldier")})); }},
      {"Defiler of Dreams", [](CardDef& c) { defiler(c, KFlying, Blue, mode({}, {draw(1)})); }},
      {"Defiler of Flesh",
       [](CardDef& c) {
         defiler(c, KMenace, Black,
                 mode({target(yours(creature()))}, {pump(1, 1), grant(KMenace)}));
       }},
      {"Defiler of Instinct",
       [](CardDef& c) {
         defiler(c, KFirstStrike, Red, mode({any_target()}, {damage(Who::Target, 1)}));
       }},
      {"Defiler of Vigor",
       [](CardDef& c) {
         defiler(c, KTrample, Green,
                 mode({}, {all(counters(Counter::PlusOne, 1), yours(creature()))}));
       }},

      // ---- cards with multiplayer and Two-Headed Giant rulings (810.9)
      {"Blight Pile",
       [](CardDef& c) {
         c.keywords = KDefender;
         c.abilities = {named(
             activated(cost("{2}{B}", true),
                       mode({}, {fxv(Op::LoseLife, Who::EachOpponent,
                                     value(Value::CreaturesWithDefenderYouControl))})),
             "{2}{B}, {T}: each opponent loses X life, X the creatures with defender you control")};
       }},
      {"Elas il-Kor, Sadistic Pilgrim",
       [](CardDef& c) {
         c.keywords = KDeathtouch;
         c.abilities = {triggered(on_other(Event::EntersBattlefield, another(yours(creature()))),
                                  mode({}, {gain(1)})),
                        triggered(on_other(Event::Dies, another(yours(creature()))),
                                  mode({}, {lose(1, Who::EachOpponent)}))};
       }},
      {"Cleaving Skyrider",
       [](CardDef& c) {
         c.keywords = KFlash | KFlying;
         Ability kicked =
             triggered(on(Event::EntersBattlefield),
                       mode({any_target()},
                            {fxv(Op::DealDamage, Who::Target, value(Value::AttackingCreatures))}));
         kicked.trigger.if_clause = TriggerIf::Kicked;
         c.abilities = {kicker("{2}{R}"), kicked};
       }},

      // ---- painlands (605.1a)
      {"Adarkar Wastes", [](CardDef& c) { c.abilities = painland(White | Blue); }},
      {"Caves of Koilos", [](CardDef& c) { c.abilities = painland(White | Black); }},
      {"Karplusan Forest", [](CardDef& c) { c.abilities = painland(Red | Green); }},
      {"Shivan Reef", [](CardDef& c) { c.abilities = painland(Blue | Red); }},
      {"Sulfurous Springs", [](CardDef& c) { c.abilities = painland(Black | Red); }},
      {"Yavimaya Coast", [](CardDef& c) { c.abilities = painland(Green | Blue); }},
  };
}

}  // namespace lore
