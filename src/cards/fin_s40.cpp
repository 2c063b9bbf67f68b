// FINAL FANTASY: The Masamune (a blocking requirement on the attacker, dies-triggers that trigger
// an additional time), Ultimecia (an optional cost that exiles cards from a graveyard, an extra
// turn), Kefka (card types among discarded cards, life loss triggers), Ancient Adamantoise
// (damage redirected to it and kept through cleanup), The Emperor of Palamecia (mana for
// noncreature spells only).
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

namespace {

Effect transform_self() { return fx(Op::Transform, Who::Source); }

}  // namespace

std::vector<CardScript> fin_s40_scripts() {
  return {
      {"The Masamune",
       [](CardDef& c) {
         // "As long as equipped creature is attacking, it has first strike and must be blocked
         // if able." (509.1c)
         Ability strike = equipped_gets(0, 0, KFirstStrike);
         strike.stat.filter = creature().with(Attacking);
         // "Equipped creature has \"If a creature dying causes a triggered ability of this
         // creature or an emblem you own to trigger, that ability triggers an additional
         // time.\"" (603.2d)
         c.abilities = {strike, static_ability(StaticKind::EquippedMustBeBlockedWhileAttacking),
                        static_ability(StaticKind::EquippedDyingTriggersAgain), equip("{2}")};
       }},

      // ---- Ultimecia, Time Sorceress // Ultimecia, Omnipotent
      {"Ultimecia, Time Sorceress",
       [](CardDef& c) {
         // "Whenever Ultimecia enters or attacks, surveil 2."
         // "At the beginning of your end step, you may pay {4}{U}{U}{B}{B} and exile eight cards
         // from your graveyard. If you do, transform Ultimecia." (118.3: both or neither)
         Effect pay = fx(Op::PayOptional, Who::Controller);
         ManaCost::parse("{4}{U}{U}{B}{B}", pay.set<Effect::ManaCosts>().cost);
         pay.set<Effect::ManaCosts>().exile_from_graveyard = 8;
         c.abilities = {triggered(on(Event::EntersBattlefield), mode({}, {surveil(2)})),
                        triggered(on(Event::Attacks), mode({}, {surveil(2)})),
                        triggered(on(Event::BeginningOfEndStep),
                                  mode({}, {pay, when(transform_self(), Cond::IfYouDid)}))};
       }},
      {"Ultimecia, Omnipotent",
       [](CardDef& c) {
         c.keywords = KMenace;
         // "Time Compression — When this creature transforms into Ultimecia, Omnipotent, take an
         // extra turn after this one." (500.7)
         Ability compression = triggered(on(Event::TransformsInto),
                                         mode({}, {fx(Op::TakeExtraTurn, Who::Controller)}));
         compression.text = "Time Compression";
         c.abilities = {compression};
       }},

      // ---- Kefka, Court Mage // Kefka, Ruler of Ruin
      {"Kefka, Court Mage",
       [](CardDef& c) {
         // "Whenever Kefka enters or attacks, each player discards a card. Then you draw a card
         // for each card type among cards discarded this way." (205.2a, ruling FIN-R-0223)
         Mode ruin =
             mode({}, {fx(Op::Discard, Who::EachPlayer, 1),
                       fxv(Op::DrawCards, Who::Controller, value(Value::CardTypesAmongMoved))});
         // "{8}: Each opponent sacrifices a permanent of their choice. Transform Kefka. Activate
         // only as a sorcery." (chosen in turn order, sacrificed together: ruling FIN-R-0224)
         Effect edict = fx(Op::Sacrifice, Who::EachOpponent, 1);
         edict.filter = permanent(kPermanentTypes);
         Ability eight = activated(cost("{8}"), mode({}, {edict, transform_self()}));
         eight.sorcery_speed = true;  // 602.5d
         c.abilities = {triggered(on(Event::EntersBattlefield), ruin),
                        triggered(on(Event::Attacks), ruin), eight};
       }},
      {"Kefka, Ruler of Ruin",
       [](CardDef& c) {
         c.keywords = KFlying;
         // "Whenever an opponent loses life during your turn, you draw that many cards." (119.3)
         Trigger t = on(Event::LosesLife);
         t.spell.who = Filter::Opponent;
         t.if_clause = TriggerIf::DuringYourTurn;
         c.abilities = {triggered(
             t, mode({}, {fxv(Op::DrawCards, Who::Controller, value(Value::TriggerAmount))}))};
       }},

      {"Ancient Adamantoise",
       [](CardDef& c) {
         c.keywords = KVigilance;
         // "When this creature dies, exile it and create ten tapped Treasure tokens."
         Effect treasures = token("Treasure", 10);
         treasures.set<Effect::TokensCopies>().tapped = true;
         c.abilities = {ward("{3}"), static_ability(StaticKind::DamageNotRemovedInCleanup),
                        static_ability(StaticKind::DamageToYouAndOthersDealtToThis),
                        triggered(on(Event::Dies),
                                  mode({}, {fx(Op::Exile, Who::TriggerObjectNow), treasures}))};
       }},

      // ---- The Emperor of Palamecia // The Lord Master of Hell
      {"The Emperor of Palamecia",
       [](CardDef& c) {
         // "{T}: Add {U} or {R}. Spend this mana only to cast a noncreature spell." (106.6)
         Ability ur = mana(Blue | Red);
         ur.spend_only = SpendOnly::NoncreatureSpell;
         // "Whenever you cast a noncreature spell, if at least four mana was spent to cast it,
         // put a +1/+1 counter on The Emperor of Palamecia. Then if it has three or more +1/+1
         // counters on it, transform it." (603.4; it resolves before the spell, ruling
         // FIN-R-0152)
         Trigger t = on_cast(Filter{}.with(NonCreature));
         t.if_clause = TriggerIf::SpellManaSpentAtLeast4;
         Effect then = when(transform_self(), Cond::SourceCountersAtLeast, 3);
         then.counter = Counter::PlusOne;
         c.abilities = {ur,
                        triggered(t, mode({}, {counters(Counter::PlusOne, 1, Who::Source), then}))};
       }},
      {"The Lord Master of Hell",
       [](CardDef& c) {
         // "Starfall — Whenever The Lord Master of Hell attacks, it deals X damage to each
         // opponent, where X is the number of noncreature, nonland cards in your graveyard."
         // (X counted as it resolves, ruling FIN-R-0153)
         Ability starfall =
             triggered(on(Event::Attacks),
                       mode({}, {fxv(Op::DealDamage, Who::EachOpponent,
                                     value(Value::NoncreatureNonlandCardsInYourGraveyard))}));
         starfall.text = "Starfall";
         c.abilities = {starfall};
       }},

      // ---- Sidequest: Play Blitzball // World Champion, Celestial Weapon
      {"Sidequest: Play Blitzball",
       [](CardDef& c) {
         // "At the beginning of combat on your turn, target creature you control gets +2/+0
         // until end of turn."
         // "At the end of combat on your turn, if a player was dealt 6 or more combat damage
         // this turn, transform this enchantment, then attach it to a creature you control."
         // (603.4; 511.2)
         Ability won = triggered(
             on(Event::EndOfCombat),
             mode({}, {transform_self(),
                       with_filter(fx(Op::AttachSourceToChosen, Who::Source), yours(creature()))}));
         won.trigger.if_clause = TriggerIf::PlayerDealtCombatDamageAtLeast;
         won.trigger.if_n = 6;
         c.abilities = {triggered(on(Event::BeginningOfCombat),
                                  mode({target(yours(creature()))}, {pump(2, 0)})),
                        won};
       }},
      {"World Champion, Celestial Weapon",
       [](CardDef& c) {
         // "Double Overdrive — Equipped creature gets +2/+0 and has double strike."
         Ability overdrive = equipped_gets(2, 0, KDoubleStrike);
         overdrive.text = "Double Overdrive";
         c.abilities = {overdrive, equip("{3}")};
       }},
  };
}

}  // namespace lore
