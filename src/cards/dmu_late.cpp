// Dominaria United: domain-reduced activated abilities, Lagomos's Elemental, Inscribed Tablet.
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<TokenScript> dmu_late_token_scripts() {
  return {
      // Lagomos, Hand of Hatred's "2/1 red Elemental creature token with trample and haste"
      {"Lagomos Elemental",
       [](CardDef& c) {
         c.types = TCreature;
         c.subtypes = {"Elemental"};
         c.colors = Red;
         c.power = 2;
         c.toughness = 1;
         c.keywords = KTrample | KHaste;
         c.type_line = "Token Creature \xE2\x80\x94 Elemental";
       }},
  };
}

std::vector<CardScript> dmu_late_scripts() {
  return {
      {"Jodah's Codex",
       [](CardDef& c) {
         // Domain: "This ability costs {1} less to activate for each basic land type among lands
         // you control." (602.2b, 601.2f)
         Ability draw_one = named(activated(cost("{5}", true), mode({}, {draw(1)})),
                                  "Domain \xE2\x80\x94 {5}, {T}: Draw a card");
         draw_one.amount = value(Value::Domain);
         c.abilities = {draw_one};
       }},
      {"Radha's Firebrand",
       [](CardDef& c) {
         // Its power as the trigger is put on the stack and again as it resolves (608.2b); once
         // resolved, the creature can't block whatever its power becomes (ruling DMU-R-0232).
         TargetSpec weaker =
             target(creature().with(ControlledByDefendingPlayer).with(PowerLessThanSource));
         Ability attack =
             triggered(on(Event::Attacks), mode({weaker}, {fx(Op::CantBlock, Who::Target)}));
         Ability grow = named(activated(cost("{5}{R}"), mode({}, {pump(2, 2, Who::Source)})),
                              "Domain \xE2\x80\x94 {5}{R}: +2/+2 until end of turn");
         grow.amount = value(Value::Domain);  // {1} less for each basic land type (602.2b)
         grow.once_per_turn = true;
         c.abilities = {attack, grow};
       }},
      {"Lagomos, Hand of Hatred",
       [](CardDef& c) {
         // "Sacrifice it at the beginning of the next end step": a delayed trigger (603.7) about
         // the token, the Linked ability at index 1.
         Ability combat = triggered(
             on(Event::BeginningOfCombat),
             mode({}, {token("Lagomos Elemental"), fx(Op::CreateDelayed, Who::LastMoved, 1)}));
         Ability sac = linked(on(Event::None), mode({}, {fx(Op::SacrificeIt, Who::TriggerObject)}));
         Ability tutor = named(activated(cost("", true), mode({}, {search(Filter{})})),
                               "{T}: Search your library for a card, put it into your hand");
         // "Activate only if five or more creatures died this turn." (602.5b, 700.4)
         tutor.trigger.if_clause = TriggerIf::CreaturesDiedThisTurnAtLeast;
         tutor.trigger.if_n = 5;
         c.abilities = {combat, sac, tutor};
       }},
      {"Inscribed Tablet",
       [](CardDef& c) {
         // "Reveal the top five cards of your library. Put a land card from among them into your
         // hand [one must be chosen if any, ruling DMU-R-0130] and the rest on the bottom of your
         // library in a random order. If you didn't put a card into your hand this way, draw a
         // card."
         Effect reveal = with_filter(fx(Op::LookAtTop, Who::Controller, 5), permanent(TLand));
         reveal.set<Effect::Library>() = {.reveal = true, .one_to_hand = true};
         Cost k = cost("{1}", true);
         k.sacrifice_self = true;
         c.abilities = {named(activated(k, mode({}, {reveal, when(draw(1), Cond::IfYouDidNot)})),
                              "{1}, {T}, Sacrifice Inscribed Tablet: Reveal the top five cards")};
       }},
      {"Garna, Bloodfist of Keld",
       [](CardDef& c) {
         // "draw a card if it was attacking. Otherwise, Garna deals 1 damage to each opponent."
         // (the creature as it last existed on the battlefield, 603.10a)
         c.abilities = {triggered(
             on_other(Event::Dies, another(yours(creature()))),
             mode({}, {when(draw(1), Cond::TriggerObjectWasAttacking),
                       when(damage(Who::EachOpponent, 1), Cond::TriggerObjectWasNotAttacking)}))};
       }},
      {"Nael, Avizoa Aeronaut",
       [](CardDef& c) {
         // Domain: "look at the top X cards of your library ... Put up to one of them on top of
         // your library and the rest on the bottom of your library in a random order. Then if
         // there are five basic land types among lands you control, draw a card."
         c.keywords = KFlying;
         Effect look = fxv(Op::LookAtTop, Who::Controller, value(Value::Domain));
         look.set<Effect::Library>() = {.to = Zone::Library};
         Ability hit = triggered(on(Event::CombatDamageToPlayer),
                                 mode({}, {look, when(draw(1), Cond::DomainAtLeast, 5)}));
         hit.text = "Domain";
         c.abilities = {hit};
       }},
      {"Rona's Vortex",
       [](CardDef& c) {
         // "Return target creature or planeswalker you don't control to its owner's hand. If this
         // spell was kicked, put that permanent on the bottom of its owner's library instead."
         Filter theirs_cp = permanent(TCreature | TPlaneswalker);
         theirs_cp.who = Filter::NotYou;
         Effect bottom = fx(Op::PutIntoLibrary, Who::Target);
         bottom.set<Effect::ExileReturn>().library = Effect::ExileReturn::Place::Bottom;
         c.abilities = {kicker("{2}{B}"),
                        spell(mode({target(theirs_cp)},
                                   {when(fx(Op::ReturnToHand, Who::Target), Cond::NotKicked),
                                    when(bottom, Cond::Kicked)}))};
       }},
      {"Balduvian Atrocity",
       [](CardDef& c) {
         // "When this enters, if it was kicked, return target creature card with mana value 3 or
         // less from your graveyard to the battlefield. It gains haste [no duration, 611.2a].
         // Sacrifice it at the beginning of the next end step." (a delayed trigger, 603.7: the
         // Linked ability at index 2)
         c.keywords = KMenace;
         TargetSpec card = target_card_in_your_graveyard(TCreature);
         card.filter = card.filter.with(ManaValueAtMost, 3);
         Effect haste = grant(KHaste, Who::LastMoved);
         haste.set<Effect::Characteristics>().no_duration = true;
         Ability back = triggered(on(Event::EntersBattlefield),
                                  mode({card}, {fx(Op::ReturnToBattlefield, Who::Target), haste,
                                                fx(Op::CreateDelayed, Who::LastMoved, 2)}));
         back.trigger.if_clause = TriggerIf::Kicked;
         c.abilities = {
             kicker("{R}"), back,
             linked(on(Event::None), mode({}, {fx(Op::SacrificeIt, Who::TriggerObject)}))};
       }},
      {"Llanowar Loamspeaker",
       [](CardDef& c) {
         // "Target land you control becomes a 3/3 Elemental creature with haste until end of turn.
         // It's still a land." (layers 4, 6 and 7b in one effect, 613.6; it isn't untapped,
         // ruling DMU-R-0192)
         c.becomes_subtypes = "Elemental";
         Effect animate = becomes_creature_with_subtypes(3, 3, KHaste, true);
         Ability land =
             named(activated(cost("", true), mode({target(yours(permanent(TLand)))}, {animate})),
                   "{T}: Target land you control becomes a 3/3 Elemental creature");
         land.sorcery_speed = true;  // 602.5d
         c.abilities = {mana(kAnyColor), land};
       }},
      {"Raff, Weatherlight Stalwart",
       [](CardDef& c) {
         // "Whenever you cast an instant or sorcery spell, you may tap two untapped creatures you
         // control. If you do, draw a card." (it resolves first, even if the spell is countered:
         // ruling DMU-R-0233)
         Effect tap_two =
             optional(with_filter(fx(Op::TapAnyNumber, Who::Controller, 2), creature()));
         Ability cast = triggered(on_cast(permanent(TInstant | TSorcery)),
                                  mode({}, {tap_two, when(draw(1), Cond::IfYouDid)}));
         Ability rally = named(
             activated(cost("{3}{W}{W}"), mode({}, {all(pump(1, 1), yours(creature())),
                                                    all(grant(KVigilance), yours(creature()))})),
             "{3}{W}{W}: Creatures you control get +1/+1 and gain vigilance until end of turn");
         c.abilities = {cast, rally};
       }},
      {"Temporal Firestorm",
       [](CardDef& c) {
         // "Choose up to X creatures and/or planeswalkers you control, where X is the number of
         // times this spell was kicked. Those permanents phase out. Temporal Firestorm deals 5
         // damage to each creature and each planeswalker." (702.33d; phased-out permanents are
         // treated as though they don't exist, 702.26b)
         Effect shelter = fx(Op::PhaseOut, Who::Controller);  // the player chooses (`b` of them)
         shelter.b = value(Value::TimesKicked);
         shelter.filter = permanent(TCreature | TPlaneswalker);
         c.abilities = {kicker("{1}{W}"), kicker("{1}{U}"),
                        spell(mode({}, {shelter, all(damage(Who::AllMatching, 5),
                                                     permanent(TCreature | TPlaneswalker))}))};
       }},
  };
}

}  // namespace lore
