// Dominaria United: cards whose abilities make their choices as they resolve (608.2c-d): Keldon
// Flamesage's exiled spell, Braids's sacrifices, Soul of Windgrace's land, Shanna's X, Bortuk
// Bonerattle's domain check, Threats Undetected's opponent's picks; Phoenix Chick's return from
// the graveyard, and Walking Bulwark.
#include <bit>

#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> dmu_resolution_choice_scripts() {
  return {
      {"Keldon Flamesage",
       [](CardDef& c) {
         // "Whenever this creature attacks, look at the top X cards of your library, where X is
         // this creature's power [as it resolves, or as it last existed, ruling DMU-R-0168]. You
         // may exile an instant or sorcery card with mana value X or less from among them. Put
         // the rest on the bottom of your library in a random order. You may cast the exiled
         // card without paying its mana cost." (608.2g; an uncast card stays exiled)
         add_enlist(c.abilities);
         Effect look = fxv(Op::LookAtTop, Who::Controller, value(Value::SourcePower));
         look.filter = permanent(TInstant | TSorcery).with(ManaValueAtMostX);
         look.set<Effect::Library>().to = Zone::Exile;
         c.abilities.push_back(triggered(
             on(Event::Attacks), mode({}, {look, fx(Op::CastFromExileFree, Who::LastMoved)})));
       }},
      {"Braids, Arisen Nightmare",
       [](CardDef& c) {
         // "At the beginning of your end step, you may sacrifice an artifact, creature,
         // enchantment, land, or planeswalker. If you do, each opponent may sacrifice a permanent
         // of their choice that shares a card type with it [any of its types, ruling DMU-R-0074].
         // For each opponent who doesn't, that player loses 2 life and you draw a card."
         Effect yours = optional(
             with_filter(fx(Op::Sacrifice, Who::Controller, 1),
                         permanent(TArtifact | TCreature | TEnchantment | TLand | TPlaneswalker)));
         Effect theirs = with_filter(fx(Op::EachMaySacrifice, Who::EachOpponent, 1),
                                     permanent(kPermanentTypes).with(SharesCardTypeWithLastMoved));
         Effect drain = lose(2, Who::OpponentsWhoDidNot);
         Effect cards = fxv(Op::DrawCards, Who::Controller, value(Value::OpponentsWhoDidNot));
         c.abilities = {
             triggered(on(Event::BeginningOfEndStep),
                       mode({}, {yours, when(theirs, Cond::IfYouDid), when(drain, Cond::IfYouDid),
                                 when(cards, Cond::IfYouDid)}))};
       }},
      {"Soul of Windgrace",
       [](CardDef& c) {
         // "Whenever Soul of Windgrace enters or attacks, you may put a land card from a
         // graveyard onto the battlefield tapped under your control." (chosen as it resolves,
         // ruling DMU-R-0275)
         Effect land = with_filter(fx(Op::PutFromAGraveyard, Who::Controller), permanent(TLand));
         land.set<Effect::ExileReturn>().tapped = true;
         // "Discard a land card" (601.2h)
         auto discard_land = [](const char* mana) {
           Cost k = cost(mana);
           k.discard = 1;
           k.discard_types = TLand;
           return k;
         };
         // "Soul of Windgrace gains indestructible until end of turn. Tap it." (tapping is part
         // of the effect, not a cost: it may be activated while tapped, ruling DMU-R-0276)
         c.abilities = {
             triggered(on(Event::EntersBattlefield), mode({}, {land})),
             triggered(on(Event::Attacks), mode({}, {land})),
             named(activated(discard_land("{G}"), mode({}, {gain(3)})),
                   "{G}, Discard a land card: You gain 3 life"),
             named(activated(discard_land("{1}{R}"), mode({}, {draw(1)})),
                   "{1}{R}, Discard a land card: Draw a card"),
             named(activated(discard_land("{2}{B}"),
                             mode({}, {grant(KIndestructible, Who::Source), tap_it(Who::Source)})),
                   "{2}{B}, Discard a land card: Indestructible until end of turn. Tap it")};
       }},
      {"Shanna, Purifying Blade",
       [](CardDef& c) {
         // "At the beginning of your end step, you may pay {X}. If you do, draw X cards. X can't
         // be greater than the amount of life you gained this turn." (X chosen as it resolves,
         // ruling DMU-R-0265)
         c.keywords = KLifelink;
         Effect pay =
             optional(fxv(Op::PayXUpTo, Who::Controller, value(Value::LifeGainedThisTurn)));
         Effect cards = fxv(Op::DrawCards, Who::Controller, value(Value::LastAmount));
         c.abilities = {triggered(on(Event::BeginningOfEndStep),
                                  mode({}, {pay, when(cards, Cond::IfYouDid)}))};
       }},
      {"Bortuk Bonerattle",
       [](CardDef& c) {
         // Domain: "When Bortuk Bonerattle enters, if you cast it, choose target creature card in
         // your graveyard. Return that card to the battlefield if its mana value is less than or
         // equal to the number of basic land types among lands you control. Otherwise, put it
         // into your hand." (counted as it resolves)
         Ability back = triggered(
             on(Event::EntersBattlefield),
             mode(
                 {target_card_in_your_graveyard(TCreature)},
                 {when(fx(Op::ReturnToBattlefield, Who::Target), Cond::TargetManaValueAtMostDomain),
                  when(fx(Op::ReturnToHand, Who::Target), Cond::TargetManaValueAboveDomain)}));
         back.trigger.if_clause = TriggerIf::SourceWasCast;
         back.text = "Domain";
         c.abilities = {back};
       }},
      {"Phoenix Chick",
       [](CardDef& c) {
         // "This creature can't block. Whenever you attack with three or more creatures, you may
         // pay {R}{R}. If you do, return this card from your graveyard to the battlefield tapped
         // and attacking with a +1/+1 counter on it." (it works from the graveyard only, 113.6m;
         // its controller chooses what it attacks, ruling DMU-R-0213; it was never declared an
         // attacker, ruling DMU-R-0214)
         c.keywords = KFlying | KHaste;
         Effect pay = fx(Op::PayOptional, Who::Controller);
         ManaCost::parse("{R}{R}", pay.set<Effect::ManaCosts>().cost);
         Effect back = fx(Op::ReturnToBattlefield, Who::Source);
         back.b = n(1);
         back.counter = Counter::PlusOne;
         back.set<Effect::ExileReturn>() = {.tapped = true, .attacking = true};
         Ability rise =
             triggered(on(Event::YouAttack), mode({}, {pay, when(back, Cond::IfYouDid)}));
         rise.trigger.from_graveyard = true;
         rise.trigger.if_clause = TriggerIf::YouAttackWithAtLeast;
         rise.trigger.if_n = 3;
         c.abilities = {static_ability(StaticKind::CantBlock), rise};
       }},
      {"Threats Undetected",
       [](CardDef& c) {
         // "Search your library for up to four creature cards with different powers and reveal
         // them. An opponent chooses two of those cards. Shuffle the chosen cards into your
         // library and put the rest into your hand."
         Effect search =
             with_filter(fx(Op::SearchOpponentChoosesShuffled, Who::Controller, 4), creature());
         search.b = n(2);
         c.abilities = {spell(mode({}, {search}))};
       }},
      {"Walking Bulwark",
       [](CardDef& c) {
         // "{2}: Until end of turn, target creature with defender gains haste, can attack as
         // though it didn't have defender, and assigns combat damage equal to its toughness
         // rather than its power. Activate only as a sorcery." (702.3b, 510.1a)
         c.keywords = KDefender;
         Effect attacker = pump(0, 0);  // one effect: haste and the two rule changes
         attacker.keywords = KHaste;
         attacker.set<Effect::Characteristics>() = {.despite_defender = true,
                                                    .assigns_by_toughness = true};
         Ability wake = named(
             activated(cost("{2}"),
                       mode({target(creature().with(
                                HasKeyword, std::countr_zero(static_cast<unsigned>(KDefender))))},
                            {attacker})),
             "{2}: Target creature with defender can attack, dealing damage by toughness");
         wake.sorcery_speed = true;  // 602.5d
         c.abilities = {wake};
       }},
  };
}

}  // namespace lore
