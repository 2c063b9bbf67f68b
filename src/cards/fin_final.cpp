// The last FINAL FANTASY and FINAL FANTASY Commander cards: a mana spending restriction for
// Equipment (Freya Crescent), "your first <kind> spell each turn" (Torgal), and costs that depend
// on the target (Helitrooper, Cloud, Planet's Champion, Fate of the Sun-Cryst).
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

namespace {

// "Equip abilities you activate that target this creature cost {n} less to activate." (601.2f;
// only the generic part, rulings FIN-R-0643, FIN-R-0747)
Ability equip_costs_less_targeting_this(int n) {
  Ability a = static_ability(StaticKind::EquipTargetingThisCostsLess);
  a.stat.power = static_cast<int8_t>(n);
  return a;
}

}  // namespace

std::vector<CardScript> fin_final_scripts() {
  return {
      {"Freya Crescent",
       [](CardDef& c) {
         // "Jump — During your turn, Freya Crescent has flying."
         Ability jump = static_ability(StaticKind::KeywordsDuringYourTurn);
         jump.stat.keywords = KFlying;
         jump.text = "Jump";
         // "{T}: Add {R}. Spend this mana only to cast an Equipment spell or activate an equip
         // ability." (106.6)
         Ability r = mana(Red);
         r.spend_only = SpendOnly::EquipmentSpellOrEquipAbility;
         c.abilities = {jump, r};
       }},
      {"Torgal, A Fine Hound",
       [](CardDef& c) {
         // "Whenever you cast your first Human creature spell each turn, that creature enters
         // with an additional +1/+1 counter on it for each Dog and/or Wolf you control." (614.1c;
         // counted as the ability resolves)
         Effect more =
             fxv(Op::EntersWithCounters, Who::TriggerObject, value(Value::DogsAndWolvesYouControl));
         more.counter = Counter::PlusOne;
         Ability first = triggered(on_cast(creature().with(HasSubtype, "Human")), mode({}, {more}));
         first.trigger.first_each_turn = true;
         c.abilities = {first, mana(kAnyColor)};
       }},
      {"Helitrooper",
       [](CardDef& c) {
         c.keywords = KFlying;
         // "Whenever this creature attacks, another target attacking creature gains flying until
         // end of turn."
         c.abilities = {
             triggered(on(Event::Attacks),
                       mode({target(another(creature().with(Attacking)))}, {grant(KFlying)})),
             equip_costs_less_targeting_this(2)};
       }},
      {"Cloud, Planet's Champion",
       [](CardDef& c) {
         // "During your turn, as long as Cloud is equipped, it has double strike and
         // indestructible."
         Ability strong = static_ability(StaticKind::KeywordsDuringYourTurn);
         strong.stat.keywords = KDoubleStrike | KIndestructible;
         strong.stat.if_equipped = true;
         c.abilities = {strong, equip_costs_less_targeting_this(2)};
       }},
      {"Fate of the Sun-Cryst",
       [](CardDef& c) {
         // "This spell costs {2} less to cast if it targets a tapped creature." (601.2f)
         Ability less = costs_less(n(2));
         less.if_targets = true;
         less.stat.filter = creature().with(Tapped);
         c.abilities = {
             less, spell(mode({target(permanent(kPermanentTypes).with(Nonland))}, {destroy()}))};
       }},
      {"Interceptor, Shadow's Hound",
       [](CardDef& c) {
         c.keywords = KMenace;
         // "Assassins you control have menace."
         Ability assassins = anthem(yours(creature().with(HasSubtype, "Assassin")), 0, 0);
         assassins.stat.keywords = KMenace;
         // "Whenever you attack with one or more legendary creatures, you may pay {2}{B}. If you
         // do, return this card from your graveyard to the battlefield tapped and attacking."
         // (113.6m: it works from the graveyard only; 508.4: its controller chooses what it
         // attacks, and it was never declared an attacker)
         Effect pay = fx(Op::PayOptional, Who::Controller);
         ManaCost::parse("{2}{B}", pay.set<Effect::ManaCosts>().cost);
         Effect back = fx(Op::ReturnToBattlefield, Who::Source);
         back.set<Effect::ExileReturn>() = {.tapped = true, .attacking = true};
         Ability rise =
             triggered(on(Event::YouAttack), mode({}, {pay, when(back, Cond::IfYouDid)}));
         rise.trigger.self = false;
         rise.trigger.subject = yours(creature().with(Legendary));
         rise.trigger.from_graveyard = true;
         c.abilities = {assassins, rise};
       }},
  };
}

}  // namespace lore
