// FINAL FANTASY cards on small primitives of their own: counting Equipment and creatures that
// died this turn, a creature immune to combat damage, a named legendary token, a land with a coin
// flip, and looking at the top of the library with the rest put on the bottom in any order.
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> fin_late_scripts() {
  return {
      {"Aerith Rescue Mission",
       [](CardDef& c) {
         // "Take 59 Flights of Stairs — Tap up to three target creatures. Put a stun counter on
         // one of them." (the one chosen as it resolves, ruling FIN-R-0075)
         Effect stun = fx(Op::PutCountersOnOneTarget, Who::Target, 1);
         stun.counter = Counter::Stun;
         c.abilities = {spell({named(mode({}, {token("Hero", 3)}), "Take the Elevator"),
                               named(mode({target(creature(), 0, 3)}, {tap_it(), stun}),
                                     "Take 59 Flights of Stairs")})};
       }},
      {"Judgment Bolt",
       [](CardDef& c) {
         // "deals 5 damage to target creature and X damage to that creature's controller, where
         // X is the number of Equipment you control" (X counted as it resolves, ruling FIN-R-0646)
         c.abilities = {
             spell(mode({target(creature())},
                        {damage(Who::Target, 5), fxv(Op::DealDamage, Who::TargetController,
                                                     value(Value::EquipmentYouControl))}))};
       }},
      {"Deadly Embrace",
       [](CardDef& c) {
         // "Destroy target creature an opponent controls. Then draw a card for each creature that
         // died this turn." (700.4: put into a graveyard from the battlefield, under anyone)
         c.abilities = {spell(mode({target(theirs(creature()))},
                                   {destroy(), fxv(Op::DrawCards, Who::Controller,
                                                   value(Value::CreaturesDiedThisTurn))}))};
       }},
      {"Diamond Weapon",
       [](CardDef& c) {
         c.keywords = KReach;
         // "This spell costs {1} less to cast for each permanent card in your graveyard." and
         // "Immune — Prevent all combat damage that would be dealt to Diamond Weapon." (615.1a)
         Ability immune = static_ability(StaticKind::PreventCombatDamageToSelf);
         immune.text = "Immune";
         c.abilities = {costs_less(value(Value::PermanentCardsInYourGraveyard)), immune};
       }},
      {"Rufus Shinra",
       [](CardDef& c) {
         // "Whenever Rufus Shinra attacks, if you don't control a creature named Darkstar, create
         // Darkstar, a legendary 2/2 white and black Dog creature token." (603.4)
         Ability a = triggered(on(Event::Attacks), mode({}, {token("Darkstar")}));
         a.trigger.if_clause = TriggerIf::ControlNone;
         a.trigger.subject = yours(creature().with(Named, "Darkstar"));
         c.abilities = {a};
       }},
      {"The Gold Saucer",
       [](CardDef& c) {
         Effect treasure = when(token("Treasure"), Cond::WonFlip);
         c.abilities = {
             mana(0),
             named(activated(cost("{2}", true),
                             mode({}, {fx(Op::FlipCoin, Who::Controller), treasure})),
                   "{2}, {T}: Flip a coin; if you win the flip, create a Treasure token"),
             named(activated(sacrifice(cost("{3}", true), yours(permanent(TArtifact)), 2),
                             mode({}, {draw(1)})),
                   "{3}, {T}, Sacrifice two artifacts: Draw a card")};
       }},
      {"Stiltzkin, Moogle Merchant",
       [](CardDef& c) {
         c.keywords = KLifelink;
         // "{2}, {T}: Target opponent gains control of another target permanent you control. If
         // they do, you draw a card."
         Effect give = fx(Op::GainControl, Who::Target, 0, 1);
         give.set<Effect::ControlAttach>().to_target_player = 0;
         c.abilities = {named(
             activated(cost("{2}", true), mode({target_player(Filter::Opponent),
                                                target(another(yours(permanent(kPermanentTypes))))},
                                               {give, when(draw(1), Cond::IfYouDid)})),
             "{2}, {T}: Target opponent gains control of another target permanent you control")};
       }},
      {"Kain, Traitorous Dragoon",
       [](CardDef& c) {
         // "Jump — During your turn, Kain has flying."
         Ability jump = static_ability(StaticKind::KeywordsDuringYourTurn);
         jump.stat.keywords = KFlying;
         jump.text = "Jump";
         // "Whenever Kain deals combat damage to a player, that player gains control of Kain. If
         // they do, you draw that many cards, create that many tapped Treasure tokens, then lose
         // that much life." ("you": the ability's controller, 113.8)
         Effect give = fx(Op::GainControl, Who::Source);
         give.set<Effect::ControlAttach>().to_trigger_player = true;
         Value that_many = value(Value::TriggerAmount);
         Effect treasures = token("Treasure");
         treasures.a = that_many;
         treasures.set<Effect::TokensCopies>().tapped = true;
         c.abilities = {
             jump,
             triggered(
                 on(Event::CombatDamageToPlayer),
                 mode({},
                      {give, when(fxv(Op::DrawCards, Who::Controller, that_many), Cond::IfYouDid),
                       when(treasures, Cond::IfYouDid),
                       when(fxv(Op::LoseLife, Who::Controller, that_many), Cond::IfYouDid)}))};
       }},
      {"Qiqirn Merchant",
       [](CardDef& c) {
         Cost big = cost("{7}", true);
         big.sacrifice_self = true;
         // "This ability costs {1} less to activate for each Town you control." (602.2b)
         Ability three = named(activated(big, mode({}, {draw(3)})),
                               "{7}, {T}, Sacrifice this creature: Draw three cards");
         three.amount = value(Value::TownsYouControl);
         c.abilities = {named(activated(cost("{1}", true),
                                        mode({}, {draw(1), fx(Op::Discard, Who::Controller, 1)})),
                              "{1}, {T}: Draw a card, then discard a card"),
                        three};
       }},
      {"Balamb Garden, SeeD Academy",
       [](CardDef& c) {
         // "{5}{G}{U}, {T}: Transform this land. This ability costs {1} less to activate for each
         // other Town you control." (602.2b)
         Ability fly =
             named(activated(cost("{5}{G}{U}", true), mode({}, {fx(Op::Transform, Who::Source)})),
                   "{5}{G}{U}, {T}: Transform this land");
         fly.amount = value(Value::TownsYouControl, 1);
         c.abilities = {enters_tapped(), mana(Green | Blue), fly};
       }},
      {"Balamb Garden, Airborne",
       [](CardDef& c) {
         c.keywords = KFlying;
         c.abilities = {triggered(on(Event::Attacks), mode({}, {draw(1)})), crew(1)};
       }},
      {"Blitzball",
       [](CardDef& c) {
         // "GOOOOAAAALLL! — {T}, Sacrifice this artifact: Draw two cards. Activate only if an
         // opponent was dealt combat damage by a legendary creature this turn."
         Cost k = cost("", true);
         k.sacrifice_self = true;
         Ability goal = named(activated(k, mode({}, {draw(2)})),
                              "GOOOOAAAALLL! {T}, Sacrifice this artifact: Draw two cards");
         goal.trigger.if_clause = TriggerIf::OpponentDealtCombatDamageByLegend;
         c.abilities = {mana(kAnyColor), goal};
       }},
      {"Suplex",
       [](CardDef& c) {
         // "Suplex deals 3 damage to target creature. If that creature would die this turn,
         // exile it instead." / "Exile target artifact."
         c.abilities = {
             spell({mode({target(creature())},
                         {damage(Who::Target, 3), fx(Op::ExileIfDiesThisTurn, Who::Target)}),
                    mode({target(permanent(TArtifact))}, {fx(Op::Exile, Who::Target)})})};
       }},
      {"Sleep Magic",
       [](CardDef& c) {
         c.abilities = aura(creature());
         // "When this Aura enters, tap enchanted creature." "Enchanted creature doesn't untap
         // during its controller's untap step." "When enchanted creature is dealt damage,
         // sacrifice this Aura."
         Trigger hurt = on(Event::DealtDamage);
         hurt.attached_subject = true;
         c.abilities.push_back(
             triggered(on(Event::EntersBattlefield), mode({}, {tap_it(Who::AttachedTo)})));
         c.abilities.push_back(static_ability(StaticKind::EnchantedDoesntUntap));
         c.abilities.push_back(triggered(hurt, mode({}, {fx(Op::SacrificeIt, Who::Source)})));
       }},
      {"Phantom Train",
       [](CardDef& c) {
         c.keywords = KTrample;
         // "Sacrifice another artifact or creature: Put a +1/+1 counter on this Vehicle. It
         // becomes a Spirit artifact creature in addition to its other types until end of turn."
         // (layer 4; its printed 4/4, 301.7b)
         c.becomes_subtypes = "Spirit";
         Effect spirit = fx(Op::BecomeCreature, Who::Source);
         spirit.set<Effect::Characteristics>() = {
             .add_types = TArtifact | TCreature, .sets_creature_types = true, .this_turn = true};
         c.abilities = {named(
             activated(sacrifice(Cost{}, another(permanent(TArtifact | TCreature))),
                       mode({}, {counters(Counter::PlusOne, 1, Who::Source), spirit})),
             "Sacrifice another artifact or creature: +1/+1 counter; it becomes a Spirit artifact "
             "creature until end of turn")};
       }},
      {"Stuck in Summoner's Sanctum",
       [](CardDef& c) {
         c.keywords = KFlash;
         c.abilities = aura(permanent(TArtifact | TCreature));
         // "When this Aura enters, tap enchanted permanent." "Enchanted permanent doesn't untap
         // during its controller's untap step and its activated abilities can't be activated."
         c.abilities.push_back(
             triggered(on(Event::EntersBattlefield), mode({}, {tap_it(Who::AttachedTo)})));
         c.abilities.push_back(static_ability(StaticKind::EnchantedDoesntUntap));
         c.abilities.push_back(static_ability(StaticKind::EnchantedCantActivate));
       }},
      {"Commune with Beavers",
       [](CardDef& c) {
         // "Look at the top three cards of your library. You may reveal an artifact, creature, or
         // land card from among them and put it into your hand. Put the rest on the bottom of
         // your library in any order."
         Effect look = with_filter(fx(Op::LookAtTop, Who::Controller, 3),
                                   permanent(TArtifact | TCreature | TLand));
         look.set<Effect::Library>().bottom_any_order = true;
         c.abilities = {spell(mode({}, {look}))};
       }},
  };
}

}  // namespace lore
