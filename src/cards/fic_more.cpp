// FINAL FANTASY Commander cards (set FIC) on life gained or lost this turn, opponents' draws,
// modified creatures (counters, Equipment, Auras you control) and Equipment costs.
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> fic_more_scripts() {
  return {
      {"Tataru Taru",
       [](CardDef& c) {
         // "When Tataru Taru enters, you draw a card and target opponent may draw a card." An
         // illegal target: nothing happens, you don't draw (608.2b, ruling FIN-R-0863).
         Effect theirs = draw(1, Who::Target);
         theirs.optional = true;
         theirs.they_choose = true;
         // Scions' Secretary: "Whenever an opponent draws a card, if it isn't that player's turn,
         // create a tapped Treasure token. This ability triggers only once each turn."
         Trigger draws = on(Event::DrawsCard);
         draws.spell.who = Filter::Opponent;
         draws.if_clause = TriggerIf::NotTriggerPlayersTurn;
         Effect treasure = token("Treasure");
         treasure.set<Effect::TokensCopies>().tapped = true;
         Ability secretary = triggered(draws, mode({}, {treasure}));
         secretary.once_per_turn = true;
         secretary.text = "Scions' Secretary";
         c.abilities = {triggered(on(Event::EntersBattlefield),
                                  mode({target_player(Filter::Opponent)}, {draw(1), theirs})),
                        secretary};
       }},
      {"Aerith, Last Ancient",
       [](CardDef& c) {
         // Raise: "At the beginning of your end step, if you gained life this turn, return target
         // creature card from your graveyard to your hand. If you gained 7 or more life this
         // turn, return that card to the battlefield instead." The "if" is checked as it
         // triggers; the 7 as it resolves (ruling FIN-R-0649).
         c.keywords = KLifelink;
         Trigger end = on(Event::BeginningOfEndStep);
         end.if_clause = TriggerIf::GainedLifeThisTurn;
         Ability raise = triggered(
             end,
             mode({target_card_in_your_graveyard(TCreature)},
                  {when(fx(Op::ReturnToHand, Who::Target), Cond::LifeGainedFewerThan, 7),
                   when(fx(Op::ReturnToBattlefield, Who::Target), Cond::LifeGainedAtLeast, 7)}));
         raise.text = "Raise";
         c.abilities = {raise};
       }},
      {"Y'shtola, Night's Blessed",
       [](CardDef& c) {
         // "At the beginning of each end step, if a player lost 4 or more life this turn, you
         // draw a card." (603.4, ruling FIN-R-0918)
         c.keywords = KVigilance;
         Trigger end = on(Event::BeginningOfEndStep);
         end.each_player = true;
         end.if_clause = TriggerIf::PlayerLostLifeAtLeast;
         end.if_n = 4;
         // "Whenever you cast a noncreature spell with mana value 3 or greater, Y'shtola deals 2
         // damage to each opponent and you gain 2 life." (a spell's X counts, ruling FIN-R-0920)
         c.abilities = {triggered(end, mode({}, {draw(1)})),
                        triggered(on_cast(Filter{}.with(NonCreature).with(ManaValueAtLeast, 3)),
                                  mode({}, {damage(Who::EachOpponent, 2), gain(2)}))};
       }},
      {"Sphere Grid",
       [](CardDef& c) {
         // "Whenever a creature you control deals combat damage to a player, put a +1/+1 counter
         // on that creature."
         Ability unlock =
             anthem(yours(creature().with(HasCounter, static_cast<int>(Counter::PlusOne))), 0, 0);
         unlock.stat.keywords = KReach | KTrample;
         unlock.text = "Unlock Ability";
         c.abilities = {triggered(on_other(Event::CombatDamageToPlayer, yours(creature())),
                                  mode({}, {counters(Counter::PlusOne, 1, Who::TriggerObject)})),
                        unlock};
       }},
      {"Red XIII, Proud Warrior",
       [](CardDef& c) {
         // "Other modified creatures you control have vigilance and trample." (rulings
         // FIN-R-0804-0806: an Aura you control, any counter, anyone's Equipment)
         c.keywords = KVigilance | KTrample;
         Ability others = anthem(another(yours(creature().with(Modified))), 0, 0);
         others.stat.keywords = KVigilance | KTrample;
         TargetSpec card = target_card_in_your_graveyard(TEnchantment | TArtifact);
         card.filter = card.filter.with(HasSubtype, "Aura,Equipment");
         Ability cosmo = triggered(on(Event::EntersBattlefield),
                                   mode({card}, {fx(Op::ReturnToHand, Who::Target)}));
         cosmo.text = "Cosmo Memory";
         c.abilities = {others, cosmo};
       }},
      {"Cid, Freefler Pilot",
       [](CardDef& c) {
         // "Equipment and Vehicle spells you cast cost {1} less to cast." (601.2f: generic mana
         // only, rulings FIN-R-0693, FIN-R-0694)
         Ability cheaper = static_ability(StaticKind::SpellsCostLess);
         cheaper.stat.power = 1;
         cheaper.stat.filter = Filter{}.with(HasSubtype, "Equipment,Vehicle");
         Ability jump = static_ability(StaticKind::KeywordsDuringYourTurn);  // Jump
         jump.stat.keywords = KFlying;
         TargetSpec card = target_card_in_your_graveyard(TArtifact);
         card.filter = card.filter.with(HasSubtype, "Equipment,Vehicle");
         c.abilities = {
             cheaper, jump,
             named(activated(cost("{2}", true), mode({card}, {fx(Op::ReturnToHand, Who::Target)})),
                   "{2}, {T}: Return target Equipment or Vehicle card to your hand")};
       }},
      {"Papalymo Totolymo",
       [](CardDef& c) {
         // "{4}, {T}, Sacrifice Papalymo Totolymo: Each opponent who lost life this turn
         // sacrifices a creature with the greatest power among creatures they control." Each
         // chooses in turn order, then all are sacrificed at once (ruling FIN-R-0794).
         Effect edict = fx(Op::Sacrifice, Who::OpponentsWhoLostLifeThisTurn, 1);
         edict.filter = creature().with(GreatestPowerTheyControl);
         Cost k = cost("{4}", true);
         k.sacrifice_self = true;
         c.abilities = {triggered(on_cast(Filter{}.with(NonCreature)),
                                  mode({}, {damage(Who::EachOpponent, 1), gain(1)})),
                        named(activated(k, mode({}, {edict})),
                              "{4}, {T}, Sacrifice Papalymo Totolymo: each opponent who lost life "
                              "this turn sacrifices their greatest-power creature")};
       }},
  };
}

}  // namespace lore
