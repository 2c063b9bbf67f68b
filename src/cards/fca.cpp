// FINAL FANTASY Through the Ages (FCA): reprints printed with an alternate name (201.6). Each is
// scripted under its Oracle name; the alternate name in its printed text means the card itself
// (the card database reads it as the card's name).
#include <bit>

#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

namespace {

Filter with_keyword(Filter f, KeywordMask k) {
  return f.with(HasKeyword, std::countr_zero(static_cast<unsigned>(k)));
}

// A 1/1 white Human creature token for `who`.
Effect human_token(Who who) { return token("Human", 1, who); }

}  // namespace

std::vector<CardScript> fca_scripts() {
  return {
      // ---- white
      {"Adeline, Resplendent Cathar",
       [](CardDef& c) {
         c.keywords = KVigilance;
         // "Whenever you attack" (508.1m): once per combat, whichever creatures attack (ruling
         // FIN-R-0425); a token for each opponent, attacking that player or one of their
         // planeswalkers (rulings FIN-R-0426, FIN-R-0427), never declared as an attacker (508.4).
         Effect humans = human_token(Who::Controller);
         humans.set<Effect::TokensCopies>() = {
             .tapped = true, .attacking = true, .per_opponent = true};
         c.abilities = {static_ability(StaticKind::PowerIsCreaturesYouControl),  // 604.3
                        triggered(on(Event::YouAttack), mode({}, {humans}))};
       }},
      {"Danitha Capashen, Paragon",
       [](CardDef& c) {
         c.keywords = KFirstStrike | KVigilance | KLifelink;
         // 601.2f: only the generic part (ruling FIN-R-0463)
         Ability less = static_ability(StaticKind::SpellsCostLess);
         less.stat.filter = permanent(TEnchantment | TArtifact).with(HasSubtype, "Aura,Equipment");
         less.stat.power = 1;
         c.abilities = {less};
       }},
      {"Ranger-Captain of Eos",
       [](CardDef& c) {
         Cost sac;
         sac.sacrifice_self = true;
         c.abilities = {
             triggered(on(Event::EntersBattlefield),
                       mode({}, {optional(search(creature().with(ManaValueAtMost, 1)))})),
             named(
                 activated(sac, mode({}, {fx(Op::CantCastNoncreatureThisTurn, Who::EachOpponent)})),
                 "Sacrifice this creature: Your opponents can't cast noncreature spells this "
                 "turn"),
         };
       }},
      {"Kenrith, the Returned King",
       [](CardDef& c) {
         Effect reanimate = fx(Op::ReturnToBattlefield, Who::Target);
         reanimate.set<Effect::ExileReturn>().under_owner = true;  // ruling FIN-R-0501
         c.abilities = {
             named(activated(cost("{R}"), mode({}, {all(grant(KTrample | KHaste), creature())})),
                   "{R}: All creatures gain trample and haste until end of turn"),
             named(activated(cost("{1}{G}"),
                             mode({target(creature())}, {counters(Counter::PlusOne, 1)})),
                   "{1}{G}: Put a +1/+1 counter on target creature"),
             named(activated(cost("{2}{W}"), mode({target_player()}, {gain(5, Who::Target)})),
                   "{2}{W}: Target player gains 5 life"),
             named(activated(cost("{3}{U}"), mode({target_player()}, {draw(1, Who::Target)})),
                   "{3}{U}: Target player draws a card"),
             named(activated(cost("{4}{B}"),
                             mode({target_card_in_a_graveyard(TCreature)}, {reanimate})),
                   "{4}{B}: Put target creature card from a graveyard onto the battlefield"),
         };
       }},
      {"Mangara, the Diplomat",
       [](CardDef& c) {
         c.keywords = KLifelink;
         Trigger attack = on(Event::YouAttack);
         attack.spell.who = Filter::Opponent;  // "Whenever an opponent attacks with creatures"
         attack.if_clause = TriggerIf::TwoOrMoreAttackingYou;  // 603.4 (ruling FIN-R-0524)
         Trigger second = on_cast(theirs(Filter{}));
         second.nth_spell = 2;                                   // "their second spell each turn"
         c.abilities = {triggered(attack, mode({}, {draw(1)})),  // one card (FIN-R-0525)
                        triggered(second, mode({}, {draw(1)}))};
       }},
      {"Nature's Claim",
       [](CardDef& c) {  // the controller gains life even if it isn't destroyed (FIN-R-0548)
         c.abilities = {spell(mode({target(permanent(TArtifact | TEnchantment))},
                                   {destroy(), gain(4, Who::TargetController)}))};
       }},
      {"Sram, Senior Edificer",
       [](CardDef& c) {
         c.abilities = {triggered(on_cast(Filter{}.with(HasSubtype, "Aura,Equipment,Vehicle")),
                                  mode({}, {draw(1)}))};
       }},
      {"Stroke of Midnight",
       [](CardDef& c) {  // the token even if it isn't destroyed (ruling FIN-R-0578)
         c.abilities = {spell(mode({target(permanent(kPermanentTypes).with(Nonland))},
                                   {destroy(), human_token(Who::TargetController)}))};
       }},

      // ---- blue
      {"Brainstorm",
       [](CardDef& c) {  // all while it resolves (ruling FIN-R-0444)
         c.abilities = {spell(mode({}, {draw(3), fx(Op::PutFromHandOnTop, Who::Controller, 2)}))};
       }},
      {"Cryptic Command",
       [](CardDef& c) {
         Ability a = spell({
             named(mode({target_spell(Filter{})}, {fx(Op::CounterSpell, Who::Target)}),
                   "Counter target spell"),
             named(mode({target(permanent(kPermanentTypes))}, {fx(Op::ReturnToHand, Who::Target)}),
                   "Return target permanent to its owner's hand"),
             named(mode({}, {all(tap_it(), theirs(creature()))}),
                   "Tap all creatures your opponents control"),
             named(mode({}, {draw(1)}), "Draw a card"),
         });
         a.max_modes = a.min_modes = 2;  // "Choose two" (700.2d; ruling FIN-R-0461)
         c.abilities = {a};
       }},
      {"Rhystic Study",
       [](CardDef& c) {
         // "you may draw a card unless that player pays {1}": they choose first, then you (ruling
         // FIN-R-0572), as it resolves, even if the spell is gone (ruling FIN-R-0571)
         Effect pay = fx(Op::PayOptional, Who::TriggerPlayer);
         ManaCost::parse("{1}", pay.set<Effect::ManaCosts>().cost);
         c.abilities = {triggered(on_cast(theirs(Filter{})),
                                  mode({}, {pay, optional(when(draw(1), Cond::IfYouDidNot))}))};
       }},
      {"Teferi, Mage of Zhalfir",
       [](CardDef& c) {
         c.keywords = KFlash;
         Ability flash = static_ability(StaticKind::CastAsThoughFlash);  // 702.8a
         flash.stat.filter = creature();
         c.abilities = {flash, static_ability(StaticKind::OpponentsCastOnlyAsSorcery)};
       }},
      {"Venser, Shaper Savant",
       [](CardDef& c) {
         c.keywords = KFlash;
         TargetSpec any;
         any.what = TargetSpec::SpellOrPermanent;
         c.abilities = {triggered(on(Event::EntersBattlefield),
                                  mode({any}, {fx(Op::ReturnToHand, Who::Target)}))};
       }},
      {"Laboratory Maniac",
       [](CardDef& c) { c.abilities = {static_ability(StaticKind::WinInsteadOfEmptyDraw)}; }},

      // ---- red
      {"Ragavan, Nimble Pilferer",
       [](CardDef& c) {
         // "Whenever Ragavan deals combat damage to a player, create a Treasure token and exile
         // the top card of that player's library. Until end of turn, you may cast that card."
         // (a Treasure even from an empty library, ruling FIN-R-0562; costs and timing as usual,
         // a land can't be played, ruling FIN-R-0563)
         Effect pilfer = fx(Op::ExileTopCastableWhileExiled, Who::TriggerPlayer);
         pilfer.b = n(1);  // until end of turn
         c.abilities = {
             triggered(on(Event::CombatDamageToPlayer), mode({}, {token("Treasure"), pilfer}))};
         add_dash(c.abilities, "{1}{R}");  // 702.109a
       }},
      {"Captain Lannery Storm",
       [](CardDef& c) {
         c.keywords = KHaste;
         Filter treasure = yours(permanent(TArtifact).with(HasSubtype, "Treasure"));
         c.abilities = {
             triggered(on(Event::Attacks), mode({}, {token("Treasure")})),
             triggered(on_other(Event::Sacrificed, treasure), mode({}, {pump(1, 0, Who::Source)}))};
       }},

      {"Purphoros, God of the Forge",
       [](CardDef& c) {
         c.keywords = KIndestructible;
         Ability god = static_ability(StaticKind::NotCreatureBelowDevotion);
         god.stat.colors = Red;
         god.stat.power = 5;  // "less than five"
         c.abilities = {
             god,  // its other abilities work either way (ruling FIN-R-0558)
             triggered(on_other(Event::EntersBattlefield, another(yours(creature()))),
                       mode({}, {damage(Who::EachOpponent, 2)})),
             named(activated(cost("{2}{R}"),
                             mode({}, {all(pump(1, 0, Who::AllMatching), yours(creature()))})),
                   "{2}{R}: Creatures you control get +1/+0 until end of turn"),
         };
       }},
      {"Godo, Bandit Warlord",
       [](CardDef& c) {
         Ability first = triggered(
             on(Event::Attacks),
             mode({}, {untap(Who::Source),
                       all(untap(Who::AllMatching), yours(creature().with(HasSubtype, "Samurai"))),
                       fx(Op::AdditionalCombatPhase, Who::Controller)}));
         first.once_per_turn = true;  // "for the first time each turn"
         c.abilities = {triggered(on(Event::EntersBattlefield),
                                  mode({}, {optional(search(Filter{}.with(HasSubtype, "Equipment"),
                                                            Zone::Battlefield))})),
                        first};
       }},
      {"Najeela, the Blade-Blossom",
       [](CardDef& c) {
         // "you may have its controller create ... tapped and attacking": never declared, so no
         // Warrior token triggers it again (ruling FIN-R-0545); its controller chooses what it
         // attacks (FIN-R-0544).
         Effect warrior = token("Warrior", 1, Who::TriggerObjectController);
         warrior.set<Effect::TokensCopies>() = {.tapped = true, .attacking = true};
         Filter attackers = creature().with(Attacking);
         Ability again = named(
             activated(cost("{W}{U}{B}{R}{G}"),
                       mode({}, {all(untap(Who::AllMatching), attackers),  // FIN-R-0546
                                 all(grant(KTrample | KLifelink | KHaste), attackers),
                                 fx(Op::AdditionalCombatPhase, Who::Controller)})),
             "{W}{U}{B}{R}{G}: Untap all attacking creatures; they gain trample, lifelink and "
             "haste; an additional combat phase");
         again.trigger.if_clause = TriggerIf::DuringCombat;  // "Activate only during combat."
         c.abilities = {triggered(on_other(Event::Attacks, creature().with(HasSubtype, "Warrior")),
                                  mode({}, {optional(warrior)})),
                        again};
       }},

      // ---- black
      {"Diabolic Intent",
       [](CardDef& c) {  // exactly one creature, as a cost (rulings FIN-R-0465, FIN-R-0466)
         c.abilities = {
             with_cost(spell(mode({}, {search(Filter{})})), sacrifice(Cost{}, creature()))};
       }},
      {"Fatal Push",
       [](CardDef& c) {  // mana value checked as it resolves (rulings FIN-R-0469, FIN-R-0470)
         c.abilities = {spell(
             mode({target(creature())}, {when(destroy(), Cond::NoRevoltTargetManaValueAtMost, 2),
                                         when(destroy(), Cond::RevoltTargetManaValueAtMost, 4)}))};
       }},
      {"Varragoth, Bloodsky Sire",
       [](CardDef& c) {
         c.keywords = KDeathtouch;
         Effect tutor = search(Filter{}, Zone::Library);  // shuffles, then puts it on top
         tutor.who = Who::Target;
         Ability boast = named(activated(cost("{1}{B}"), mode({target_player()}, {tutor})),
                               "Boast — {1}{B}: Target player searches their library for a card "
                               "and puts it on top");
         // 702.142a: "Activate only if this creature attacked this turn and only once each turn."
         boast.trigger.if_clause = TriggerIf::SourceAttackedThisTurn;
         boast.once_per_turn = true;
         c.abilities = {boast};
       }},

      // ---- green
      {"Azusa, Lost but Seeking",
       [](CardDef& c) {
         Ability more = static_ability(StaticKind::AdditionalLandPlay);
         more.stat.power = 2;  // "two additional lands" (305.2)
         c.abilities = {more};
       }},
      {"Farseek",
       [](CardDef& c) {  // any land with one of those types (ruling FIN-R-0468)
         c.abilities = {
             spell(mode({}, {search(Filter{}.with(HasSubtype, "Plains,Island,Swamp,Mountain"),
                                    Zone::Battlefield, true)}))};
       }},
      {"Fynn, the Fangbearer",
       [](CardDef& c) {
         c.keywords = KDeathtouch;
         c.abilities = {triggered(
             on_other(Event::CombatDamageToPlayer, with_keyword(yours(creature()), KDeathtouch)),
             mode({}, {counters(Counter::Poison, 2, Who::TriggerPlayer)}))};
       }},

      // ---- multicolored
      {"Muldrotha, the Gravetide",
       [](CardDef& c) {
         // "During each of your turns, you may play a land and cast a permanent spell of each
         // permanent type from your graveyard." (601.3, 305.1: timing, land plays and costs as
         // usual, rulings FIN-R-0538, FIN-R-0539; a new Muldrotha has its own, FIN-R-0541)
         Ability permission = static_ability(StaticKind::OncePerTurnFromGraveyard);
         permission.stat.filter = permanent(kPermanentTypes);
         permission.stat.each_permanent_type = true;
         c.abilities = {permission};
       }},
      {"Isshin, Two Heavens as One",
       [](CardDef& c) { c.abilities = {static_ability(StaticKind::AttackTriggersAgain)}; }},
      {"Winota, Joiner of Forces",
       [](CardDef& c) {
         // Each non-Human attacker its own trigger (ruling FIN-R-0625); the Human attacks what its
         // controller chooses (FIN-R-0626), never declared (508.4, FIN-R-0627, FIN-R-0628).
         Effect look = with_filter(fx(Op::LookAtTop, Who::Controller, 6),
                                   creature().with(HasSubtype, "Human"));
         look.set<Effect::Library>() = {.to = Zone::Battlefield, .tapped = true, .attacking = true};
         c.abilities = {
             triggered(on_other(Event::Attacks, yours(creature()).with(LacksSubtypes, "Human")),
                       mode({}, {look, grant(KIndestructible, Who::LastMoved)}))};
       }},
      {"Atraxa, Grand Unifier",
       [](CardDef& c) {
         c.keywords = KFlying | KVigilance | KDeathtouch | KLifelink;
         c.abilities = {triggered(on(Event::EntersBattlefield),
                                  mode({}, {fx(Op::RevealTopOnePerType, Who::Controller, 10)}))};
       }},
      {"Dovin's Veto",
       [](CardDef& c) {
         c.cant_be_countered = true;  // 113.6g (ruling FIN-R-0467)
         c.abilities = {spell(mode({target_spell(Filter{}.with(NonCreature))},
                                   {fx(Op::CounterSpell, Who::Target)}))};
       }},

      // ---- colorless
      {"Traxos, Scourge of Kroog",
       [](CardDef& c) {
         c.keywords = KTrample;
         // 700.6: a historic spell; cast only (rulings FIN-R-0593..0596)
         c.abilities = {
             enters_tapped(), static_ability(StaticKind::DoesntUntap),
             triggered(on_cast(Filter{}.with(Historic)), mode({}, {untap(Who::Source)}))};
       }},
  };
}

}  // namespace lore
