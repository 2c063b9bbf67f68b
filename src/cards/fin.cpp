// FINAL FANTASY cards.
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

namespace {

// "Saga you control" (714.1).
Filter your_saga() { return yours(Filter{}.with(HasSubtype, "Saga")); }

}  // namespace

std::vector<CardScript> fin_scripts() {
  return {
      {"Undercity Dire Rat",
       [](CardDef& c) {
         c.abilities = {triggered(on(Event::Dies), mode({}, {token("Treasure")}))};
       }},

      // ---- white
      {"Dwarven Castle Guard",
       [](CardDef& c) { c.abilities = {triggered(on(Event::Dies), mode({}, {token("Hero")}))}; }},
      {"Coeurl",
       [](CardDef& c) {
         Mode m = mode({target(creature().with(NonEnchantment))}, {tap_it()});
         c.abilities = {named(activated(cost("{1}{W}", true), m),
                              "{1}{W}, {T}: Tap target nonenchantment creature")};
       }},
      {"Minwu, White Mage",
       [](CardDef& c) {
         c.keywords = KVigilance | KLifelink;
         c.abilities = {triggered(on(Event::GainLife),
                                  mode({}, {all(counters(Counter::PlusOne, 1),
                                                yours(creature().with(HasSubtype, "Cleric")))}))};
       }},
      {"Aerith Gainsborough",
       [](CardDef& c) {
         c.keywords = KLifelink;
         // "put X +1/+1 counters on each legendary creature you control, where X is the number
         // of +1/+1 counters on Aerith": the counters it had as it left (608.2h, 603.10a)
         Effect share = all(counters(Counter::PlusOne, 0), yours(creature().with(Legendary)));
         share.a = value(Value::SourceCounters, static_cast<int>(Counter::PlusOne));
         c.abilities = {triggered(on(Event::GainLife),  // once per life gain event (119.9)
                                  mode({}, {counters(Counter::PlusOne, 1, Who::Source)})),
                        triggered(on(Event::Dies), mode({}, {share}))};
       }},
      {"Relentless X-ATM092",
       [](CardDef& c) {
         Ability few = static_ability(StaticKind::BlockedOnlyByAtLeast);
         few.stat.power = 3;
         // "{8}: Return this card from your graveyard to the battlefield tapped with a finality
         // counter on it." (122.1h)
         Effect back = fx(Op::ReturnToBattlefield, Who::Source);
         back.set<Effect::ExileReturn>().tapped = true;
         back.counter = Counter::Finality;
         back.b = n(1);
         Ability ret = named(activated(cost("{8}"), mode({}, {back})),
                             "{8}: Return this card from your graveyard to the battlefield");
         ret.from_graveyard = true;
         c.abilities = {few, ret};
       }},
      {"Cloud, Midgar Mercenary",
       [](CardDef& c) {
         Filter equipment = permanent(TArtifact).with(HasSubtype, "Equipment");
         c.abilities = {triggered(on(Event::EntersBattlefield), mode({}, {search(equipment)})),
                        static_ability(StaticKind::EquippedTriggersAgain)};
       }},
      {"White Auracite",
       [](CardDef& c) {  // 610.3: exiled until White Auracite leaves the battlefield
         c.abilities = {
             triggered(on(Event::EntersBattlefield),
                       mode({target(theirs(permanent(dsl::kPermanentTypes).with(Nonland)))},
                            {fx(Op::ExileUntilSourceLeaves, Who::Target)})),
             mana(White)};
       }},
      {"Snow Villiers",
       [](CardDef& c) {
         c.keywords = KVigilance;
         c.abilities = {static_ability(StaticKind::PowerIsCreaturesYouControl)};
       }},

      // ---- blue
      {"Dragoon's Wyvern",
       [](CardDef& c) {
         c.keywords = KFlying;
         c.abilities = {triggered(on(Event::EntersBattlefield), mode({}, {token("Hero")}))};
       }},
      {"Combat Tutorial",
       [](CardDef& c) {
         c.abilities = {
             spell(mode({target_player(), target(yours(creature()), 0, 1)},
                        {draw(2, Who::Target), counters(Counter::PlusOne, 1, Who::Target, 1)}))};
       }},
      {"Magic Damper",
       [](CardDef& c) {
         c.abilities = {
             spell(mode({target(yours(creature()))}, {pump(1, 1), grant(KHexproof), untap()}))};
       }},

      // ---- black
      {"Hecteyes",
       [](CardDef& c) {
         c.abilities = {triggered(on(Event::EntersBattlefield),
                                  mode({}, {fx(Op::Discard, Who::EachOpponent, 1)}))};
       }},
      {"Overkill",
       [](CardDef& c) { c.abilities = {spell(mode({target(creature())}, {pump(0, -9999)}))}; }},
      {"Sephiroth's Intervention",
       [](CardDef& c) {
         c.abilities = {spell(mode({target(creature())}, {destroy(), gain(2)}))};
       }},
      {"Shinra Reinforcements",
       [](CardDef& c) {
         c.abilities = {triggered(on(Event::EntersBattlefield), mode({}, {mill(3), gain(3)}))};
       }},
      {"Evil Reawakened",
       [](CardDef& c) {
         Effect back = fx(Op::ReturnToBattlefield, Who::Target);
         back.b = n(2);  // with two additional +1/+1 counters
         c.abilities = {spell(mode({target_card_in_your_graveyard(TCreature)}, {back}))};
       }},
      {"Fight On!",
       [](CardDef& c) {
         c.abilities = {spell(mode({target_card_in_your_graveyard(TCreature, 0, 2)},
                                   {fx(Op::ReturnToHand, Who::Target)}))};
       }},
      {"Ahriman",
       [](CardDef& c) {
         c.keywords = KFlying | KDeathtouch;
         Cost k = sacrifice(cost("{3}"), another(permanent(TCreature | TArtifact)));
         c.abilities = {named(activated(k, mode({}, {draw(1)})),
                              "{3}, Sacrifice another creature or artifact: Draw a card")};
       }},

      // ---- red
      {"Sabotender",
       [](CardDef& c) {
         c.keywords = KReach;
         c.abilities = {triggered(on(Event::LandEnters), mode({}, {damage(Who::EachOpponent, 1)}))};
       }},

      // ---- green
      {"Blitzball Shot",
       [](CardDef& c) {
         c.abilities = {spell(mode({target(creature())}, {pump(3, 3), grant(KTrample)}))};
       }},
      {"Goobbue Gardener", [](CardDef& c) { c.abilities = {mana(Green)}; }},
      {"Gran Pulse Ochu",
       [](CardDef& c) {
         c.keywords = KDeathtouch;
         Effect e = fxv(Op::Pump, Who::Source, value(Value::PermanentCardsInYourGraveyard));
         e.b = e.a;
         c.abilities = {named(activated(cost("{8}"), mode({}, {e})),
                              "{8}: +1/+1 for each permanent card in your graveyard")};
       }},
      {"Sazh's Chocobo",
       [](CardDef& c) {
         c.abilities = {triggered(on(Event::LandEnters),
                                  mode({}, {counters(Counter::PlusOne, 1, Who::Source)}))};
       }},
      {"Squall, SeeD Mercenary",
       [](CardDef& c) {
         TargetSpec back = target_card_in_your_graveyard(dsl::kPermanentTypes);
         back.filter = back.filter.with(Filter::ManaValueAtMost, 3);
         c.abilities = {triggered(on_other(Event::AttacksAlone, yours(creature())),
                                  mode({}, {grant(KDoubleStrike, Who::TriggerObject)})),
                        triggered(on(Event::CombatDamageToPlayer),
                                  mode({back}, {fx(Op::ReturnToBattlefield, Who::Target)}))};
       }},
      {"Loporrit Scout",
       [](CardDef& c) {
         c.abilities = {triggered(on_other(Event::EntersBattlefield, another(yours(creature()))),
                                  mode({}, {pump(1, 1, Who::Source)}))};
       }},

      // ---- colorless
      {"Iron Giant", [](CardDef& c) { c.keywords = KVigilance | KReach | KTrample; }},
      {"Instant Ramen",
       [](CardDef& c) {
         c.keywords = KFlash;
         Cost k = cost("{2}", true);
         k.sacrifice_self = true;
         c.abilities = {triggered(on(Event::EntersBattlefield), mode({}, {draw(1)})),
                        named(activated(k, mode({}, {gain(3)})),
                              "{2}, {T}, Sacrifice this artifact: You gain 3 life")};
       }},

      // ---- Towns and other lands
      {"Baron, Airship Kingdom", [](CardDef& c) { c.abilities = tapped_land(Blue | Red); }},
      {"Gohn, Town of Ruin", [](CardDef& c) { c.abilities = tapped_land(Black | Green); }},
      {"Gongaga, Reactor Town", [](CardDef& c) { c.abilities = tapped_land(Red | Green); }},
      {"Guadosalam, Farplane Gateway", [](CardDef& c) { c.abilities = tapped_land(Green | Blue); }},
      {"Insomnia, Crown City", [](CardDef& c) { c.abilities = tapped_land(White | Black); }},
      {"Rabanastre, Royal City", [](CardDef& c) { c.abilities = tapped_land(Red | White); }},
      {"Sharlayan, Nation of Scholars",
       [](CardDef& c) { c.abilities = tapped_land(White | Blue); }},
      {"Treno, Dark City", [](CardDef& c) { c.abilities = tapped_land(Blue | Black); }},
      {"Vector, Imperial Capital", [](CardDef& c) { c.abilities = tapped_land(Black | Red); }},
      {"Windurst, Federation Center", [](CardDef& c) { c.abilities = tapped_land(Green | White); }},
      {"Eden, Seat of the Sanctum",
       [](CardDef& c) {  // a reflexive trigger (603.12): "When you do, ..."
         TargetSpec back = target_card_in_your_graveyard(TArtifact | TCreature | TEnchantment |
                                                         TLand | TPlaneswalker | TBattle);
         back.filter.other = true;
         Ability reflexive =
             triggered(on(Event::None), mode({back}, {fx(Op::ReturnToHand, Who::Target)}));
         reflexive.kind = AbilityKind::Linked;
         c.abilities = {
             mana(0),
             named(
                 activated(cost("{5}", true),
                           mode({}, {mill(2), optional(fx(Op::SacrificeIt, Who::Source)),
                                     when(fx(Op::Reflexive, Who::Controller, 2), Cond::IfYouDid)})),
                 "{5}, {T}: Mill two cards. Then you may sacrifice this land. When you do, return "
                 "another target permanent card from your graveyard to your hand"),
             reflexive,
         };
       }},
      {"Tonberry",
       [](CardDef& c) {  // two replacement effects as it enters (614.1c); stun counters (122.1d)
         Ability knife = static_ability(StaticKind::KeywordsDuringYourTurn);
         knife.stat.keywords = KFirstStrike | KDeathtouch;
         c.abilities = {enters_tapped(), enters_with(Counter::Stun, n(1)), knife};
       }},

      {"Relm's Sketching",
       [](CardDef& c) {  // 707.2: the token copies the target's copiable values only
         c.abilities = {spell(mode({target(permanent(TArtifact | TCreature | TLand))},
                                   {fx(Op::CopyToken, Who::Target)}))};
       }},
      {"Ether",
       [](CardDef& c) {
         // A mana ability (605.1a, ruling FIN-R-0160) whose effect also creates a delayed
         // trigger "when you next cast an instant or sorcery spell this turn" (603.7a), the
         // Linked ability 1: the copy may have new targets (707.10c).
         Cost exile = cost("", true);
         exile.exile_self = true;
         Ability blue = mana(Blue, exile);
         blue.linked = 1;
         c.abilities = {blue, linked(on_cast(permanent(TInstant | TSorcery)),
                                     mode({}, {fx(Op::CopySpell, Who::TriggerObject, 1)}))};
       }},

      {"Firion, Wild Rose Warrior",
       [](CardDef& c) {
         Ability haste = anthem(yours(creature().with(Equipped)), 0, 0);
         haste.stat.keywords = KHaste;
         Filter equipment =
             yours(permanent(TArtifact).with(HasSubtype, "Equipment").with(NonToken));
         // 707.9a: the gained ability is part of the token's copiable values.
         Effect copy = fx(Op::CopyToken, Who::TriggerObject);
         copy.set<Effect::TokensCopies>().except.equip_costs_less = 2;
         // "Sacrifice that token at the beginning of the next upkeep": the Linked ability 2.
         Ability sac = linked(on(Event::BeginningOfUpkeep),
                              mode({}, {fx(Op::SacrificeIt, Who::TriggerObject)}));
         c.abilities = {haste,
                        triggered(on_other(Event::EntersBattlefield, equipment),
                                  mode({}, {copy, fx(Op::CreateDelayed, Who::LastMoved, 2)})),
                        sac};
       }},
      {"The Darkness Crystal",
       [](CardDef& c) {
         Ability cheaper = static_ability(StaticKind::SpellsCostLess);
         cheaper.stat.colors = Black;
         cheaper.stat.power = 1;
         Ability exile;
         exile.kind = AbilityKind::ReplaceDies;
         exile.stat.filter = theirs(creature()).with(NonToken);
         exile.replace_life = 2;
         TargetSpec exiled;
         exiled.what = TargetSpec::ExiledWithSource;
         exiled.filter.types = TCreature;
         Effect put = fx(Op::ReturnToBattlefield, Who::Target);
         put.set<Effect::ExileReturn>().tapped = true;
         put.b = n(2);
         c.abilities = {cheaper, exile,
                        named(activated(cost("{4}{B}{B}", true), mode({exiled}, {put})),
                              "{4}{B}{B}, {T}: Put target creature card exiled with The Darkness "
                              "Crystal onto the battlefield tapped under your control with two "
                              "additional +1/+1 counters")};
       }},

      // ---- Saga creatures (714.1a)
      {"Summon: Anima",
       [](CardDef& c) {
         c.keywords = KMenace;
         Effect edict = fx(Op::Sacrifice, Who::EachOpponent, 1);
         edict.filter = creature();
         add(c.abilities, chapters({1, 2, 3}, mode({}, {draw(1), lose(1)})));
         add(c.abilities, chapters({4}, mode({}, {edict, lose(3, Who::EachOpponent)})));
       }},
      {"Summon: Choco/Mog",
       [](CardDef& c) {
         add(c.abilities,
             chapters({1, 2, 3, 4}, mode({}, {all(pump(1, 0), another(yours(creature())))})));
       }},
      {"Summon: Shiva",
       [](CardDef& c) {
         add(c.abilities, chapters({1, 2}, mode({target(theirs(creature()))},
                                                {fx(Op::TapAndStun, Who::Target, 1)})));
         add(c.abilities,
             chapters({3}, mode({}, {fxv(Op::DrawCards, Who::Controller,
                                         value(Value::TappedCreaturesOpponentsControl))})));
       }},

      {"Summon: Primal Garuda",
       [](CardDef& c) {
         c.keywords = KFlying;
         add(c.abilities, chapters({1}, mode({target(theirs(creature()).with(Tapped))},
                                             {damage(Who::Target, 4)})));
         add(c.abilities, chapters({2, 3}, mode({target(another(yours(creature())))},
                                                {pump(1, 0), grant(KFlying)})));
       }},
      {"Summon: Esper Ramuh",
       [](CardDef& c) {
         add(c.abilities,
             chapters({1}, mode({target(theirs(creature()))},
                                {fxv(Op::DealDamage, Who::Target,
                                     value(Value::NoncreatureNonlandCardsInYourGraveyard))})));
         add(c.abilities,
             chapters({2, 3},
                      mode({}, {all(pump(1, 0), yours(creature()).with(HasSubtype, "Wizard"))})));
       }},
      {"Summon: G.F. Ifrit",
       [](CardDef& c) {  // III, IV add mana through the stack: not mana abilities (605.5a)
         add(c.abilities, chapters({1, 2}, mode({}, {optional(fx(Op::Discard, Who::Controller, 1)),
                                                     when(draw(1), Cond::IfYouDid)})));
         add(c.abilities, chapters({3, 4}, mode({}, {add_mana(Red, 1)})));
       }},
      {"Summon: Titan",
       [](CardDef& c) {
         c.keywords = KReach | KTrample;
         Effect lands = fx(Op::ReturnToBattlefield, Who::AllInYourGraveyard);
         lands.filter = permanent(TLand);
         lands.set<Effect::ExileReturn>().tapped = true;
         Value x = value(Value::LandsYouControl);  // computed once, as it resolves
         Effect big = fxv(Op::Pump, Who::Target, x);
         big.b = x;
         add(c.abilities, chapters({1}, mode({}, {mill(5)})));
         add(c.abilities, chapters({2}, mode({}, {lands})));
         add(c.abilities,
             chapters({3}, mode({target(another(yours(creature())))}, {grant(KTrample), big})));
       }},
      {"Summon: Fenrir",
       [](CardDef& c) {
         Effect fetch = search(permanent(TLand).with(Basic), Zone::Battlefield, true);
         add(c.abilities, chapters({1}, mode({}, {fetch})));
         add(c.abilities, chapters({2}, mode({}, {fx(Op::CreateDelayed, Who::Controller, 3)})));
         add(c.abilities, chapters({3}, mode({}, {when(draw(1), Cond::ControlGreatestPower)})));
         Effect more = fx(Op::EntersWithCounters, Who::TriggerObject, 1);
         more.counter = Counter::PlusOne;
         // 3: "that creature enters with an additional +1/+1 counter on it"
         c.abilities.push_back(linked(on_cast(creature()), mode({}, {more})));
       }},
      {"Summon: Primal Odin",
       [](CardDef& c) {
         add(c.abilities, chapters({1}, mode({target(theirs(creature()))}, {destroy()})));
         add(c.abilities, chapters({2}, mode({}, {fx(Op::GrantAbility, Who::Source, 3)})));
         add(c.abilities, chapters({3}, mode({}, {draw(2), lose(2, Who::EachPlayer)})));
         c.abilities.push_back(linked(  // 3: the granted "Zantetsuken" ability
             on(Event::CombatDamageToPlayer), mode({}, {fx(Op::LoseGame, Who::TriggerPlayer)})));
       }},
      {"Summon: Knights of Round",
       [](CardDef& c) {
         c.keywords = KIndestructible;
         Filter others = another(yours(creature()));
         add(c.abilities, chapters({1, 2, 3, 4}, mode({}, {token("Knight", 3)})));
         add(c.abilities,
             chapters({5}, mode({}, {all(pump(2, 2), others),
                                     all(counters(Counter::Indestructible, 1), others)})));
       }},
      {"Summon: Bahamut",
       [](CardDef& c) {
         c.keywords = KFlying;
         add(c.abilities,
             chapters({1, 2}, mode({target(Filter{}.with(Nonland), 0, 1)}, {destroy()})));
         add(c.abilities, chapters({3}, mode({}, {draw(2)})));
         add(c.abilities,
             chapters({4}, mode({}, {fxv(Op::DealDamage, Who::EachOpponent,
                                         value(Value::ManaValueOfOtherPermanentsYouControl))})));
       }},
      {"Summon: Fat Chocobo",
       [](CardDef& c) {
         add(c.abilities, chapters({1}, mode({}, {token("Chocobo Bird")})));
         add(c.abilities, chapters({2, 3, 4}, mode({}, {all(grant(KTrample), yours(creature()))})));
       }},
      {"Summon: Leviathan",
       [](CardDef& c) {
         static constexpr const char* kSea = "Kraken,Leviathan,Merfolk,Octopus,Serpent";
         c.abilities = {ward("{2}")};
         add(c.abilities, chapters({1}, mode({}, {all(fx(Op::ReturnToHand, Who::AllMatching),
                                                      creature().with(LacksSubtypes, kSea))})));
         add(c.abilities, chapters({2, 3}, mode({}, {fx(Op::CreateDelayed, Who::Controller, 4)})));
         Trigger attacks = on_other(Event::Attacks, creature().with(HasSubtype, kSea));
         attacks.repeats = true;  // "until end of turn, whenever ..."
         c.abilities.push_back(linked(attacks, mode({}, {draw(1)})));  // 4
       }},

      {"Summon: Brynhildr",
       [](CardDef& c) {
         add(c.abilities, chapters({1}, mode({}, {fx(Op::ExileTopPlayable, Who::Controller, 1)})));
         add(c.abilities, chapters({2, 3}, mode({}, {fx(Op::CreateDelayed, Who::Controller, 3)})));
         c.abilities.push_back(linked(  // 3: "it gains haste until end of turn" (400.7a)
             on_cast(creature()), mode({}, {grant(KHaste, Who::TriggerObject)})));
       }},
      {"Summon: G.F. Cerberus",
       [](CardDef& c) {
         Filter spells = permanent(TInstant | TSorcery);
         add(c.abilities, chapters({1}, mode({}, {surveil(1)})));
         add(c.abilities, chapters({2}, mode({}, {fx(Op::CreateDelayed, Who::Controller, 3)})));
         add(c.abilities, chapters({3}, mode({}, {fx(Op::CreateDelayed, Who::Controller, 4)})));
         c.abilities.push_back(  // 3: "copy it. You may choose new targets for the copy."
             linked(on_cast(spells), mode({}, {fx(Op::CopySpell, Who::TriggerObject, 1)})));
         c.abilities.push_back(  // 4: "copy it twice."
             linked(on_cast(spells), mode({}, {fx(Op::CopySpell, Who::TriggerObject, 2)})));
       }},
      {"Ring of the Lucii",
       [](CardDef& c) {
         Ability two = mana(0);
         two.mana_amount = 2;
         Cost k = cost("{2}", true);
         k.life = 1;  // 119.4: paying life as a cost
         c.abilities = {two, named(activated(k, mode({target(Filter{}.with(Nonland))}, {tap_it()})),
                                   "{2}, {T}, Pay 1 life: Tap target nonland permanent")};
       }},

      {"Blazing Bomb",
       [](CardDef& c) {
         Trigger t = on_cast(Filter{}.with(NonCreature));
         t.if_clause = TriggerIf::SpellManaSpentAtLeast4;  // 603.4
         Cost blow = cost("", true);
         blow.sacrifice_self = true;
         Ability a = named(
             activated(blow, mode({target(creature())},
                                  {fxv(Op::DealDamage, Who::Target, value(Value::SourcePower))})),
             "Blow Up - {T}, Sacrifice this creature: damage equal to its power to target "
             "creature");
         a.sorcery_speed = true;  // "Activate only as a sorcery." (602.5d)
         c.abilities = {triggered(t, mode({}, {counters(Counter::PlusOne, 1, Who::Source)})), a};
       }},

      // ---- cards that act on lore counters and Sagas
      {"Clash of the Eikons",
       [](CardDef& c) {  // "Choose one or more" (700.2d): the chosen modes in printed order
         Effect fight = fx(Op::Fight, Who::Target, 0, 1);
         fight.source_slot = 0;  // the first target fights the second (701.14a)
         Effect remove = fx(Op::RemoveCounters, Who::Target, 1);
         remove.counter = Counter::Lore;
         Ability a = spell({
             named(mode({target(yours(creature())), target(theirs(creature()))}, {fight}),
                   "Target creature you control fights target creature an opponent controls"),
             named(mode({target(your_saga())}, {remove}),
                   "Remove a lore counter from target Saga you control"),
             named(mode({target(your_saga())}, {counters(Counter::Lore, 1)}),
                   "Put a lore counter on target Saga you control"),
         });
         a.max_modes = 3;
         c.abilities = {a};
       }},
      {"Garnet, Princess of Alexandria",
       [](CardDef& c) {
         c.keywords = KLifelink;
         // "You may remove ... from each of any number": choosing none is declining.
         Effect remove =
             with_filter(fx(Op::RemoveCounterFromAnyNumber, Who::Controller), your_saga());
         remove.counter = Counter::Lore;
         Effect grow = fxv(Op::PutCounters, Who::Source, value(Value::LastAmount));
         grow.counter = Counter::PlusOne;
         c.abilities = {triggered(on(Event::Attacks), mode({}, {remove, grow}))};
       }},
      {"Rydia, Summoner of Mist",
       [](CardDef& c) {
         Ability landfall = triggered(on(Event::LandEnters),  // 207.2c: an ability word
                                      mode({}, {optional(fx(Op::Discard, Who::Controller, 1)),
                                                when(draw(1), Cond::IfYouDid)}));
         landfall.text = "Landfall";
         TargetSpec saga_card = target_card_in_your_graveyard(0);
         saga_card.filter = saga_card.filter.with(HasSubtype, "Saga");
         saga_card.mana_value_x = true;  // the X announced for the ability (107.3)
         Effect back = fx(Op::ReturnToBattlefield, Who::Target);
         back.counter = Counter::Finality;  // "with a finality counter on it" (122.1h)
         back.b = n(1);
         Ability summon = named(
             activated(cost("{X}", true), mode({saga_card}, {back, grant(KHaste, Who::LastMoved)})),
             "Summon - {X}, {T}: Return target Saga card with mana value X");
         summon.sorcery_speed = true;  // 602.5d
         c.abilities = {landfall, summon};
       }},
  };
}

}  // namespace lore
