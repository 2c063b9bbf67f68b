// Urza's Saga cards on rules the engine reads from their data: a life total as power and
// toughness, an anthem read after keywords, "each blocking creature", a creature chosen among
// those tied for least toughness, a random discard, an Aura granting an upkeep cost, hands played
// revealed, and the sorceries that exile themselves and remake every player's hand.
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;
using Place = Effect::ExileReturn::Place;

namespace {

Effect shuffle_into_library(Who who) {
  Effect e = fx(Op::PutIntoLibrary, who);
  e.set<Effect::ExileReturn>().library = Place::Shuffle;
  return e;
}

Filter any_card() { return Filter{}.with(NonToken); }

}  // namespace

std::vector<CardScript> usg_rule_static_scripts() {
  return {
      {"Serra Avatar",
       [](CardDef& c) {
         // "Serra Avatar's power and toughness are each equal to your life total." (604.3: in
         // every zone; its owner's life off the battlefield and stack)
         // "When Serra Avatar is put into a graveyard from anywhere, shuffle it into its owner's
         // library." (it triggers from the graveyard, even if it died without abilities: 603.6c)
         c.abilities = {static_ability(StaticKind::PTIsYourLife),
                        triggered(on(Event::PutIntoGraveyardFromAnywhere),
                                  mode({}, {shuffle_into_library(Who::TriggerObject)}))};
       }},
      {"Crosswinds",
       [](CardDef& c) {
         // "Creatures with flying get -2/-0." (layer 7c after every layer-6 effect, 613.8)
         Ability a = static_ability(StaticKind::CreaturesWithKeywordsGet);
         a.stat.keywords = KFlying;
         a.stat.power = -2;
         c.abilities = {a};
       }},
      {"Electryte",
       [](CardDef& c) {
         // "Whenever this creature deals combat damage to defending player, it deals damage
         // equal to its power to each blocking creature." (any blocking creature, 509.1g; its
         // power as it resolves, or as it last existed: 608.2h)
         c.abilities = {triggered(
             on(Event::CombatDamageToPlayer),
             mode({}, {all(fxv(Op::DealDamage, Who::AllMatching, value(Value::SourcePower)),
                           creature().with(Blocking))}))};
       }},
      {"Noetic Scales",
       [](CardDef& c) {
         // "At the beginning of each player's upkeep, return to its owner's hand each creature
         // that player controls with power greater than the number of cards in their hand."
         // (that player is the active player: the ability resolves during their upkeep)
         Ability a = triggered(on(Event::BeginningOfUpkeep),
                               mode({}, {all(fx(Op::ReturnToHand, Who::AllMatching),
                                             creature()
                                                 .with(ControlledByActivePlayer)
                                                 .with(PowerGreaterThanControllersHand))}));
         a.trigger.each_player = true;
         c.abilities = {a};
       }},
      {"Purging Scythe",
       [](CardDef& c) {
         // "At the beginning of your upkeep, this artifact deals 2 damage to the creature with
         // the least toughness. If two or more creatures are tied for least toughness, you
         // choose one of them." (not targeted; chosen as it resolves, 608.2d)
         Effect e = with_filter(fx(Op::DealDamage, Who::ChosenPermanent, 2),
                                creature().with(LeastToughness));
         c.abilities = {triggered(on(Event::BeginningOfUpkeep), mode({}, {e}))};
       }},
      {"Gamble",
       [](CardDef& c) {
         // "Search your library for a card, put that card into your hand, discard a card at
         // random, then shuffle." (the shuffle is part of the search here; nothing reads the
         // library's order in between)
         c.abilities = {
             spell(mode({}, {search(Filter{}), fx(Op::DiscardAtRandom, Who::Controller, 1)}))};
       }},
      {"Planar Void",
       [](CardDef& c) {
         // "Whenever another card is put into a graveyard from anywhere, exile that card." (a
         // token is no card; not a leaves-the-battlefield ability, so it doesn't see the cards
         // put into a graveyard with it: 603.6c)
         c.abilities = {
             triggered(on_other(Event::PutIntoGraveyardFromAnywhere, another(any_card())),
                       mode({}, {fx(Op::Exile, Who::TriggerObject)}))};
       }},
      {"Time Spiral",
       [](CardDef& c) {
         // "Exile Time Spiral. Each player shuffles their hand and graveyard into their
         // library, then draws seven cards. You untap up to six lands." (any lands)
         // Exiled as the last step: on the stack it is in no hand or graveyard, so nothing in
         // between sees the difference, and no choice is asked while the stack holds a spell
         // that has left it.
         c.abilities = {
             spell(mode({}, {fx(Op::ShuffleHandAndGraveyardIntoLibrary, Who::EachPlayer),
                             draw(7, Who::EachPlayer),
                             with_filter(fx(Op::UntapUpTo, Who::Controller, 6), permanent(TLand)),
                             fx(Op::Exile, Who::Source)}))};
       }},
      {"Ill-Gotten Gains",
       [](CardDef& c) {
         // "Exile Ill-Gotten Gains. Each player discards their hand, then returns up to three
         // cards from their graveyard to their hand." (chosen in APNAP order, 101.4)
         // (exiled last, as Time Spiral is: the card on the stack is never one of them)
         c.abilities = {spell(mode({}, {fx(Op::DiscardHand, Who::EachPlayer),
                                        fx(Op::EachReturnsFromGraveyard, Who::EachPlayer, 3),
                                        fx(Op::Exile, Who::Source)}))};
       }},
      {"Reprocess",
       [](CardDef& c) {
         // "Sacrifice any number of artifacts, creatures, and/or lands. Draw a card for each
         // permanent sacrificed this way."
         c.abilities = {
             spell(mode({}, {with_filter(fx(Op::SacrificeAnyNumber, Who::Controller),
                                         permanent(TArtifact | TCreature | TLand)),
                             fxv(Op::DrawCards, Who::Controller, value(Value::LastAmount))}))};
       }},
      {"Telepathy",
       [](CardDef& c) {
         // "Your opponents play with their hands revealed." (shown to every player, 701.20a)
         c.abilities = {static_ability(StaticKind::OpponentsPlayWithHandsRevealed)};
       }},
      {"Pendrell Flux",
       [](CardDef& c) {
         // "Enchanted creature has \"At the beginning of your upkeep, sacrifice this creature
         // unless you pay its mana cost.\"" (613.1f: the creature is the ability's source and
         // its controller is "you")
         c.abilities = aura(creature());
         Ability grant = static_ability(StaticKind::EquippedHasAbility);
         grant.linked = static_cast<int8_t>(c.abilities.size() + 1);
         Effect sac = fx(Op::SacrificeUnlessPays, Who::Source);
         sac.set<Effect::DestroySacrifice>().its_mana_cost = true;
         Ability upkeep = triggered(on(Event::BeginningOfUpkeep), mode({}, {sac}));
         upkeep.kind = AbilityKind::Linked;
         c.abilities.push_back(grant);
         c.abilities.push_back(upkeep);
       }},
  };
}

}  // namespace lore
