// Urza's Saga cards on smaller rules: a life total damage can't bring below 1, a search for a card
// named like the creature that died, permanents that skip their next untap step, choices made as a
// spell resolves, a delayed trigger in the cleanup step, divided prevention, a return at the next
// end step, a trigger on tapping for mana that uses the stack, blocked creatures dealing damage
// as though unblocked, the defending player assigning attackers' damage, playing from a graveyard
// for a turn, and control by an Aura.
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> usg_late_scripts() {
  return {
      {"Worship",
       [](CardDef& c) {
         // "If you control a creature, damage that would reduce your life total to less than 1
         // reduces it to 1 instead." (614.1a: the damage is all dealt; only the life lost changes)
         c.abilities = {static_ability(StaticKind::DamageCantReduceYourLifeBelowOne)};
       }},
      {"Remembrance",
       [](CardDef& c) {
         // "Whenever a nontoken creature you control dies, you may search your library for a card
         // with the same name as that creature, reveal it, put it into your hand, then shuffle."
         Effect find = optional(search(Filter{}.with(SameNameAsSource)));
         find.set<Effect::Library>().reveal = true;
         find.set<Effect::Library>().named_as_trigger_object = true;
         c.abilities = {
             triggered(on_other(Event::Dies, yours(creature()).with(NonToken)), mode({}, {find}))};
       }},
      {"Exhaustion",
       [](CardDef& c) {
         // "Creatures and lands target opponent controls don't untap during their next untap
         // step." (611.2c: those they control as it resolves)
         c.abilities = {spell(mode({target_player(Filter::Opponent)},
                                   {with_filter(fx(Op::DoesntUntapNextUntapStep, Who::Target),
                                                permanent(TCreature | TLand))}))};
       }},
      {"Waylay",
       [](CardDef& c) {
         // "Create three 2/2 white Knight creature tokens. Exile them at the beginning of the next
         // cleanup step." (a delayed trigger, 603.7; it triggers in the cleanup step, so players
         // get priority and another cleanup step follows, 514.3a)
         c.abilities = {
             spell(mode({}, {token("Knight", 3), fx(Op::CreateDelayed, Who::LastMoved, 1)})),
             linked(on(Event::BeginningOfCleanup), mode({}, {fx(Op::Exile, Who::TriggerObject)}))};
       }},
      {"Serra's Hymn",
       [](CardDef& c) {
         // "At the beginning of your upkeep, you may put a verse counter on this enchantment."
         // "Sacrifice this enchantment: Prevent the next X damage that would be dealt this turn to
         // any number of targets, divided as you choose, where X is the number of verse counters
         // on this enchantment." (X as the targets are chosen and divided, 601.2c-d, before the
         // sacrifice; at most X targets, one each at least)
         Effect verse = optional(counters(Counter::Verse, 1, Who::Source));
         Cost sac;
         sac.sacrifice_self = true;
         TargetSpec spread = any_target();
         spread.min = 0;
         spread.max_is_source_counters = true;
         spread.max_counter = Counter::Verse;
         Effect shields = fxv(Op::PreventDamage, Who::Target,
                              value(Value::SourceCounters, static_cast<int>(Counter::Verse)));
         shields.set<Effect::DamageLife>();
         shields.distribute = true;
         c.abilities = {triggered(on(Event::BeginningOfUpkeep), mode({}, {verse})),
                        named(activated(sac, mode({spread}, {shields})),
                              "Sacrifice: Prevent the next X damage, divided among any number of "
                              "targets")};
       }},
      {"Lifeline",
       [](CardDef& c) {
         // "Whenever a creature dies, if another creature is on the battlefield, return the first
         // card to the battlefield under its owner's control at the beginning of the next end
         // step." (603.4: checked as it triggers and as it resolves; the card that went to the
         // graveyard, 400.7, only if it is still there)
         Ability dies = triggered(on_other(Event::Dies, creature()),
                                  mode({}, {fx(Op::CreateDelayed, Who::TriggerObjectNow, 1)}));
         dies.trigger.if_clause = TriggerIf::CreatureOnBattlefield;
         Effect back = fx(Op::ReturnToBattlefield, Who::TriggerObject);
         back.set<Effect::ExileReturn>().under_owner = true;
         c.abilities = {dies, linked(on(Event::None), mode({}, {back}))};  // the next end step
       }},
      {"Scald",
       [](CardDef& c) {
         // "Whenever a player taps an Island for mana, this enchantment deals 1 damage to that
         // player." (not a mana ability: it uses the stack, 605.1b)
         c.abilities = {
             triggered(on_other(Event::TappedForMana, Filter{}.with(HasSubtype, "Island")),
                       mode({}, {damage(Who::TriggerPlayer, 1)}))};
       }},
      {"Power Sink",
       [](CardDef& c) {
         // "Counter target spell unless its controller pays {X}. If that player doesn't, they tap
         // all lands with mana abilities they control and lose all unspent mana."
         Effect counter = fxv(Op::CounterUnlessPays, Who::Target, value(Value::X));
         counter.set<Effect::StackSpells>().unpaid_taps_lands = true;
         c.abilities = {spell(mode({target_spell(Filter{})}, {counter}))};
       }},
      {"Persecute",
       [](CardDef& c) {
         // "Choose a color. Target player reveals their hand and discards all cards of that
         // color." (the color is chosen as it resolves, 608.2d)
         c.abilities = {
             spell(mode({target_player()}, {fx(Op::DiscardAllOfChosenColor, Who::Target)}))};
       }},
      {"Turnabout",
       [](CardDef& c) {
         // "Choose artifact, creature, or land. Tap all untapped permanents of the chosen type
         // target player controls, or untap all tapped permanents of that type that player
         // controls." (both choices as it resolves, 608.2d)
         c.abilities = {
             spell(mode({target_player()}, {fx(Op::TapOrUntapAllOfChosenType, Who::Target)}))};
       }},
      {"Outmaneuver",
       [](CardDef& c) {
         // "X target blocked creatures assign their combat damage this turn as though they
         // weren't blocked." (510.1b; X announced before the targets, 601.2b-c)
         TargetSpec blocked = target(creature().with(Blocked), 0, 0);
         blocked.count_is_x = true;
         Effect unblocked = pump(0, 0);
         unblocked.set<Effect::Characteristics>().as_though_unblocked = true;
         c.abilities = {spell(mode({blocked}, {unblocked}))};
       }},
      {"Defensive Formation",
       [](CardDef& c) {
         // "Rather than the attacking player, you assign the combat damage of each creature
         // attacking you. You can divide that creature's combat damage as you choose among any of
         // the creatures blocking it." (510.1, 510.1c)
         c.abilities = {static_ability(StaticKind::YouAssignDamageOfAttackersAttackingYou)};
       }},
      {"Yawgmoth's Will",
       [](CardDef& c) {
         // "Until end of turn, you may play lands and cast spells from your graveyard. If a card
         // would be put into your graveyard from anywhere this turn, exile that card instead."
         c.abilities = {spell(mode({}, {fx(Op::PlayFromGraveyardThisTurn, Who::Controller)}))};
       }},
      {"Confiscate",
       [](CardDef& c) {
         // "Enchant permanent. You control enchanted permanent." (613.1b)
         c.abilities = aura(permanent(kPermanentTypes));
         c.abilities.push_back(static_ability(StaticKind::YouControlEnchanted));
       }},
  };
}

}  // namespace lore
