// FINAL FANTASY Through the Ages (FCA): the Commander cards, the partners (702.124) and the cards
// that refer to commanders (903). Their FINAL FANTASY names are the data's `alt_name`.
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

namespace {

Filter opponents_spell() {
  Filter f;
  f.who = Filter::Opponent;  // "an opponent casts"
  return f;
}

}  // namespace

std::vector<CardScript> fca_commander_scripts() {
  return {
      {"Bruse Tarl, Boorish Herder",
       [](CardDef& c) {
         // "Whenever <this> enters or attacks, target creature you control gains double strike
         // and lifelink until end of turn." Partner is a deck-construction rule (702.124h).
         Mode m = mode({target(yours(creature()))}, {grant(KDoubleStrike | KLifelink)});
         c.abilities = {triggered(on(Event::EntersBattlefield), m),
                        triggered(on(Event::Attacks), m)};
       }},
      {"Ishai, Ojutai Dragonspeaker",
       [](CardDef& c) {
         c.keywords = KFlying;
         c.abilities = {triggered(on_cast(opponents_spell()),
                                  mode({}, {counters(Counter::PlusOne, 1, Who::Source)}))};
       }},
      {"Kraum, Ludevic's Opus",
       [](CardDef& c) {
         c.keywords = KFlying | KHaste;
         Trigger second = on_cast(opponents_spell());
         second.nth_spell = 2;  // "their second spell each turn"
         c.abilities = {triggered(second, mode({}, {draw(1)}))};
       }},
      {"Thrasios, Triton Hero",
       [](CardDef& c) {
         c.abilities = {
             named(activated(cost("{4}"),
                             mode({}, {scry(1), fx(Op::RevealTopLandOrDraw, Who::Controller)})),
                   "{4}: Scry 1, then reveal the top card; a land enters tapped, else draw")};
       }},
      {"Tymna the Weaver",
       [](CardDef& c) {
         c.keywords = KLifelink;
         Value x = value(Value::OpponentsDealtCombatDamageThisTurn);
         c.abilities = {
             triggered(on(Event::BeginningOfPostcombatMain),
                       mode({}, {fxv(Op::PayLifeOptional, Who::Controller, x),
                                 when(fxv(Op::DrawCards, Who::Controller, x), Cond::IfYouDid)}))};
       }},
      {"Vial Smasher the Fierce",
       [](CardDef& c) {
         Trigger first = on_cast(Filter{});
         first.nth_spell = 1;  // "your first spell each turn"
         c.abilities = {triggered(first, mode({}, {fxv(Op::DamageRandomOpponent, Who::Controller,
                                                       value(Value::TriggerObjectManaValue))}))};
       }},
      {"Command Beacon",
       [](CardDef& c) {
         Cost sac = cost("", true);
         sac.sacrifice_self = true;
         c.abilities = {mana(0),
                        named(activated(sac, mode({}, {fx(Op::CommanderToHand, Who::Controller)})),
                              "{T}, Sacrifice: Put your commander into your hand")};
       }},
      {"Syr Konrad, the Grim",
       [](CardDef& c) {
         // "Whenever another creature dies, or a creature card is put into a graveyard from
         // anywhere other than the battlefield, or a creature card leaves your graveyard, <this>
         // deals 1 damage to each opponent." (one ability; each event triggers it)
         Mode ping = mode({}, {damage(Who::EachOpponent, 1)});
         c.abilities = {
             triggered(on_other(Event::Dies, another(creature())), ping),
             triggered(on_other(Event::PutIntoGraveyardNotFromBattlefield, creature()), ping),
             triggered(on_other(Event::CardsLeaveYourGraveyard, creature()), ping),
             named(activated(cost("{1}{B}"), mode({}, {mill(1, Who::EachPlayer)})),
                   "{1}{B}: Each player mills a card")};
       }},
      {"Light Up the Stage",
       [](CardDef& c) {
         Ability spectacle;  // 702.137a
         spectacle.kind = AbilityKind::Spectacle;
         spectacle.cost = cost("{R}");
         spectacle.text = "Spectacle {R}";
         c.abilities = {
             spell(mode({}, {fx(Op::ExileTopPlayableUntilNextTurn, Who::Controller, 2)})),
             spectacle};
       }},
      {"Bolas's Citadel",
       [](CardDef& c) {
         // "You may play lands and cast spells from the top of your library. If you cast a spell
         // this way, pay life equal to its mana value rather than pay its mana cost."
         Ability play = static_ability(StaticKind::PlayFromTopOfLibrary);
         play.stat.pay_life = true;
         Cost ten = sacrifice(cost("", true), permanent(kPermanentTypes).with(Nonland), 10);
         c.abilities = {
             static_ability(StaticKind::LookAtTopOfLibrary), play,
             named(activated(ten, mode({}, {lose(10, Who::EachOpponent)})),
                   "{T}, Sacrifice ten nonland permanents: Each opponent loses 10 life")};
       }},
      {"Inalla, Archmage Ritualist",
       [](CardDef& c) {
         // Eminence: "Whenever another nontoken Wizard you control enters, if <this> is in the
         // command zone or on the battlefield, you may pay {1}. If you do, create a token
         // that's a copy of that Wizard. The token gains haste. Exile it at the beginning of the
         // next end step."
         Filter wizard = Filter{}.with(HasSubtype, "Wizard").with(NonToken);
         Trigger t = on_other(Event::EntersBattlefield, another(yours(wizard)));
         t.if_clause = TriggerIf::SourceInCommandZoneOrBattlefield;
         Effect pay = fx(Op::PayOptional, Who::Controller);
         ManaCost::parse("{1}", pay.set<Effect::ManaCosts>().cost);
         Effect copy = when(fx(Op::CopyToken, Who::TriggerObject), Cond::IfYouDid);
         copy.keywords = KHaste;
         Effect later = when(fx(Op::CreateDelayed, Who::Controller, 1), Cond::IfYouDid);
         Ability eminence = triggered(t, mode({}, {pay, copy, later}));
         eminence.eminence = true;
         eminence.text = "Eminence";
         Ability exile = linked(Trigger{}, mode({}, {fx(Op::Exile, Who::TriggerObject)}));
         // "Tap five untapped Wizards you control: Target player loses 7 life."
         Cost five;
         five.tap_count = 5;
         five.tap_filter = yours(Filter{}.with(HasSubtype, "Wizard"));
         c.abilities = {eminence, exile,
                        named(activated(five, mode({target_player()}, {lose(7, Who::Target)})),
                              "Tap five untapped Wizards you control: Target player loses 7 life")};
       }},
      {"Yuriko, the Tiger's Shadow",
       [](CardDef& c) {
         // Commander ninjutsu {U}{B} (702.49d): "{U}{B}, Reveal this card from your hand or from
         // the command zone, Return an unblocked attacking creature you control to its owner's
         // hand: Put this card onto the battlefield tapped and attacking."
         Ability ninjutsu =
             activated(cost("{U}{B}"), mode({}, {fx(Op::NinjutsuEnter, Who::Source)}));
         ninjutsu.cost.return_unblocked_attacker = true;
         ninjutsu.from_hand = true;
         ninjutsu.commander_ninjutsu = true;
         ninjutsu.text = "Commander ninjutsu {U}{B}";
         // "Whenever a Ninja you control deals combat damage to a player, reveal the top card of
         // your library and put that card into your hand. Each opponent loses life equal to that
         // card's mana value." (202.3e: an {X} in it is 0, ruling FIN-R-0640)
         Effect reveal = with_filter(fx(Op::RevealTopToHand, Who::Controller), Filter{});
         Effect drain = fxv(Op::LoseLife, Who::EachOpponent, value(Value::LastMovedManaValue));
         Trigger hit =
             on_other(Event::CombatDamageToPlayer, yours(creature().with(HasSubtype, "Ninja")));
         c.abilities = {ninjutsu, triggered(hit, mode({}, {reveal, drain}))};
       }},
      {"Akroma's Will",
       [](CardDef& c) {
         Filter yours_c = yours(creature());
         Ability a = spell(
             {named(mode({}, {all(grant(KFlying | KVigilance | KDoubleStrike), yours_c)}),
                    "Flying, vigilance and double strike"),
              named(mode({}, {all(grant(KLifelink | KIndestructible), yours_c),
                              all(fx(Op::GrantProtection, Who::AllMatching, kAnyColor), yours_c)}),
                    "Lifelink, indestructible and protection from each color")});
         a.max_modes = 2;
         a.both_modes_if_commander = true;
         c.abilities = {a};
       }},
  };
}

}  // namespace lore
