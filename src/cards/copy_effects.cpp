// Copy effects with exceptions (707.2, 707.9; 613.2: layer 1): permanents that become a copy of
// another while on the battlefield (Op::BecomeCopy), keeping their name or an ability of their
// own as copiable values (CopyExcept::name_from, ability_card), and token copies of cards.
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

namespace {

// "<this> becomes a copy of <who>[ until end of turn], except ..." (707.2, 707.9b)
Effect becomes_copy(Who who, const CopyExcept& except, bool until_end_of_turn = false) {
  Effect e = fx(Op::BecomeCopy, who);
  e.set<Effect::TokensCopies>() = {.except = except, .until_end_of_turn = until_end_of_turn};
  return e;
}

// "except its name is <this card's name>" (707.9b): the name of the card whose ability resolves
CopyExcept keeps_name() {
  CopyExcept x;
  x.name_from = kThisAbility;
  return x;
}

}  // namespace

std::vector<CardScript> copy_effect_scripts() {
  return {
      {"Kimahri, Valiant Guardian",
       [](CardDef& c) {
         // Ronso Rage: "At the beginning of combat on your turn, put a +1/+1 counter on Kimahri
         // and tap target creature an opponent controls. Then you may have Kimahri become a copy
         // of that creature, except its name is Kimahri, Valiant Guardian and it has vigilance
         // and this ability." The counter stays (122.1: not a copiable value); the copy keeps
         // vigilance and this ability as copiable values (707.9b), so it triggers again on a
         // later turn and a copy of it has them too.
         c.keywords = KVigilance;
         CopyExcept except = keeps_name();
         except.add_keywords = KVigilance;
         except.ability_index = kThisAbility;
         Ability rage =
             triggered(on(Event::BeginningOfCombat),
                       mode({target(theirs(creature()))},
                            {counters(Counter::PlusOne, 1, Who::Source), fx(Op::Tap, Who::Target),
                             optional(becomes_copy(Who::Target, except))}));
         rage.text = "Ronso Rage";
         c.abilities = {rage};
       }},
      {"Gogo, Mysterious Mime",
       [](CardDef& c) {
         // "At the beginning of combat on your turn, you may have Gogo become a copy of another
         // target creature you control until end of turn, except its name is Gogo, Mysterious
         // Mime. If you do, Gogo and that creature each get +2/+0 and gain haste until end of
         // turn and attack this turn if able." Gogo is the same object as a copy (the pump and
         // the requirement follow it); the copy effect ends in the cleanup step (611.2a).
         auto if_done = [](Effect e) { return when(e, Cond::IfYouDid); };
         c.abilities = {triggered(
             on(Event::BeginningOfCombat),
             mode({target(another(yours(creature())))},
                  {optional(becomes_copy(Who::Target, keeps_name(), true)),
                   if_done(pump(2, 0, Who::Source)), if_done(pump(2, 0, Who::Target)),
                   if_done(grant(KHaste, Who::Source)), if_done(grant(KHaste, Who::Target)),
                   if_done(fx(Op::MustAttack, Who::Source)),
                   if_done(fx(Op::MustAttack, Who::Target))}))};
       }},
      {"The Ever-Changing 'Dane",
       [](CardDef& c) {
         // "{1}, Sacrifice another creature: The Ever-Changing 'Dane becomes a copy of the
         // sacrificed creature, except it has this ability." The sacrificed creature as it last
         // existed (608.2h; the item's trigger_obj): its copiable values, a copy effect's
         // included (ruling DMU-R-0383). The copy lasts indefinitely (ruling DMU-R-0385).
         CopyExcept except;
         except.ability_index = kThisAbility;
         c.abilities = {named(activated(sacrifice(cost("{1}"), another(yours(creature()))),
                                        mode({}, {becomes_copy(Who::TriggerObject, except)})),
                              "{1}, Sacrifice another creature: The Ever-Changing 'Dane becomes "
                              "a copy of the sacrificed creature, except it has this ability")};
       }},
      {"Ardyn, the Usurper",
       [](CardDef& c) {
         // "Demons you control have menace, lifelink, and haste."
         Ability demons = anthem(yours(creature().with(HasSubtype, "Demon")), 0, 0);
         demons.stat.keywords = KMenace | KLifelink | KHaste;
         // Starscourge: "At the beginning of combat on your turn, exile up to one target creature
         // card from a graveyard. If you exiled a card this way, create a token that's a copy of
         // that card, except it's a 5/5 black Demon." A Demon creature instead of its other
         // types, black instead of its other colors (205.1a, 105.3; ruling FIN-R-0083): copiable
         // values; its enters abilities work (ruling FIN-R-0085).
         TargetSpec dead = target_card_in_a_graveyard(TCreature);
         dead.min = 0;
         Effect copy = fx(Op::CopyToken, Who::Target);
         Effect::TokensCopies& make = copy.set<Effect::TokensCopies>();
         make.of_card = true;
         make.except.power = make.except.toughness = 5;
         make.except.sets_colors = true;
         make.except.add_colors = Black;
         make.except.sets_types = true;
         make.except.add_types = TCreature;
         make.except.subtypes_from = c.id;  // its `becomes_subtypes`
         c.becomes_subtypes = "Demon";
         Ability starscourge = triggered(on(Event::BeginningOfCombat),
                                         mode({dead}, {fx(Op::Exile, Who::Target), copy}));
         starscourge.text = "Starscourge";
         c.abilities = {demons, starscourge};
       }},
      {"Stangg, Echo Warrior",
       [](CardDef& c) {
         // "Whenever Stangg, Echo Warrior attacks, create Stangg Twin, a legendary 3/4 red and
         // green Human Warrior creature token. It enters the battlefield tapped and attacking.
         // For each Aura and Equipment attached to Stangg, create a token that's a copy of it
         // attached to Stangg Twin. Sacrifice all tokens created this way at the beginning of
         // the next end step." (508.4: attacking, never declared; 603.7: the delayed trigger is
         // the Linked ability 1, about the batch; only those its controller still controls are
         // sacrificed, ruling DMU-R-0447)
         Effect twin = token("Stangg Twin");
         twin.set<Effect::TokensCopies>() = {.tapped = true, .attacking = true};
         Effect gear = fx(Op::CopyToken, Who::Source);
         gear.set<Effect::TokensCopies>().attached_to_last_made = true;
         c.abilities = {
             triggered(on(Event::Attacks),
                       mode({}, {twin, gear, fx(Op::CreateDelayed, Who::LastMoved, 1)})),
             linked(on(Event::None), mode({}, {fx(Op::SacrificeIt, Who::TriggerObject)}))};
       }},
      {"Espers to Magicite",
       [](CardDef& c) {
         // "Exile each opponent's graveyard. When you do, choose up to one target creature card
         // exiled this way. Create a token that's a copy of that card, except it's an artifact
         // and it loses all other card types." The reflexive ability (603.12, the Linked ability
         // 1) targets as it is put on the stack (ruling FIN-R-0714); the token is an artifact
         // instead of its other types, a copiable value (205.1a; ruling FIN-R-0716), and its
         // enters abilities work (ruling FIN-R-0718).
         Effect exile = with_filter(fx(Op::Exile, Who::AllInAllGraveyards),
                                    theirs(permanent(kPermanentTypes | TInstant | TSorcery)));
         exile.set<Effect::ExileReturn>().exiled_together = true;  // "exiled this way"
         TargetSpec card;
         card.what = TargetSpec::ExiledWithSource;
         card.filter.types = TCreature;
         card.min = 0;
         Effect copy = fx(Op::CopyToken, Who::Target);
         Effect::TokensCopies& make = copy.set<Effect::TokensCopies>();
         make.of_card = true;
         make.except.sets_types = true;
         make.except.add_types = TArtifact;
         c.abilities = {
             spell(
                 {mode({}, {exile, when(fx(Op::Reflexive, Who::Controller, 1), Cond::IfYouDid)})}),
             linked(Trigger{}, mode({card}, {copy}))};
       }},
  };
}

}  // namespace lore
