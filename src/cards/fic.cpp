// FINAL FANTASY Commander cards (data/cards/FIC.jsonl).
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> fic_scripts() {
  return {
      // ---- Saga creatures (714.1a)
      {"Summon: Ixion",
       [](CardDef& c) {
         c.keywords = KFirstStrike;
         add(c.abilities, chapters({1}, mode({target(theirs(creature()))},
                                             {fx(Op::ExileUntilSourceLeaves, Who::Target)})));
         add(c.abilities, chapters({2, 3}, mode({target(yours(creature()), 0, 2)},
                                                {counters(Counter::PlusOne, 1), gain(2)})));
       }},
      {"Summon: Kujata",
       [](CardDef& c) {
         c.keywords = KTrample | KHaste;
         add(c.abilities,
             chapters({1}, mode({target(creature(), 0, 2)}, {damage(Who::Target, 3)})));
         add(c.abilities,
             chapters({2}, mode({target(creature(), 0, 3)}, {fx(Op::CantBlock, Who::Target)})));
         // "When you discard a card this way, ..." (603.12): ability 3, about the discarded card.
         add(c.abilities, chapters({3}, mode({}, {fx(Op::Discard, Who::Controller, 1),
                                                  fx(Op::Reflexive, Who::LastMoved, 3), draw(2)})));
         Ability fire =
             triggered(on(Event::None), mode({}, {fxv(Op::DealDamage, Who::EachOpponent,
                                                      value(Value::TriggerObjectManaValue))}));
         fire.kind = AbilityKind::Linked;
         c.abilities.push_back(fire);
       }},
      {"Summon: Valefor",
       [](CardDef& c) {
         c.keywords = KFlying;
         add(c.abilities,
             chapters({1}, mode({}, {fx(Op::ReturnGreatestManaValue, Who::EachOpponent)})));
         add(c.abilities, chapters({2, 3, 4}, mode({target(creature(), 0, 1)},
                                                   {fx(Op::TapAndStun, Who::Target, 1)})));
       }},
      {"Summon: Esper Valigarmanda",
       [](CardDef& c) {
         c.keywords = KFlying | KHaste;
         Effect exile = fx(Op::ExileFromEachGraveyard, Who::EachPlayer);
         exile.filter.types = TInstant | TSorcery;
         add(c.abilities, chapters({1}, mode({}, {exile})));
         // Not mana abilities: they use the stack and can be responded to (605.5a, ruling
         // FIN-R-0833). The lore counters are counted as the ability resolves.
         Effect red = fxv(Op::AddMana, Who::Controller,
                          value(Value::SourceCounters, static_cast<int>(Counter::Lore)));
         red.set<Effect::ManaCosts>().colors = Red;
         Effect cast = fx(Op::CastExiledWithSource, Who::Controller);
         cast.filter.types = TInstant | TSorcery;
         add(c.abilities, chapters({2, 3, 4}, mode({}, {red, cast})));
       }},
      {"Summon: Good King Mog XII",
       [](CardDef& c) {
         c.keywords = KFlying | KLifelink;
         add(c.abilities, chapters({1}, mode({}, {token("Moogle", 2)})));
         // II, III: "Whenever you cast a noncreature spell this turn, ..." is a delayed triggered
         // ability for the rest of the turn (603.7a-c), the Linked ability 4 below.
         add(c.abilities, chapters({2, 3}, mode({}, {fx(Op::CreateDelayed, Who::Controller, 4)})));
         Filter other_moogles = another(yours(Filter{}.with(HasSubtype, "Moogle")));
         add(c.abilities,
             chapters({4}, mode({}, {all(counters(Counter::PlusOne, 2), other_moogles)})));
         Trigger noncreature_cast = on_cast(Filter{}.with(NonCreature));
         noncreature_cast.repeats = true;
         // The token to copy is chosen as it resolves (not targeted); 707.2: only its copiable
         // values are copied (rulings FIN-R-0836-0838).
         Effect copy = fx(Op::CopyToken, Who::ChosenPermanent);
         copy.filter = yours(Filter{}.with(LacksSubtypes, "Saga").with(Token));
         c.abilities.push_back(linked(noncreature_cast, mode({}, {copy})));  // index 4
       }},
      {"Summon: Magus Sisters",
       [](CardDef& c) {
         c.keywords = KHaste;
         Mode combine =
             named(mode({target(creature())}, {counters(Counter::PlusOne, 3)}), "Combine Powers!");
         Mode defense =
             named(mode({target(creature())}, {counters(Counter::Shield, 1), gain(3)}), "Defense!");
         Mode fight = named(mode({target(theirs(creature()), 0, 1)}, {fx(Op::Fight, Who::Target)}),
                            "Fight!");
         add(c.abilities, chapters_at_random({1, 2, 3}, {combine, defense, fight}));
       }},
      {"Summon: Yojimbo",
       [](CardDef& c) {
         c.keywords = KVigilance;
         Filter what =
             theirs(permanent(TArtifact | TEnchantment | TCreature).with(TappedIfCreature));
         add(c.abilities, chapters({1}, mode({target(what)}, {fx(Op::Exile, Who::Target)})));
         add(c.abilities,
             chapters({2, 3}, mode({}, {fx(Op::AttackTaxUntilYourNextTurn, Who::Controller, 2)})));
         add(c.abilities,
             chapters({4}, mode({}, {fxv(Op::CreateToken, Who::Controller,
                                         value(Value::OpponentsWithCreaturePowerAtLeast, 4))})));
         c.abilities.back().modes[0].effects[0].token = "Treasure";
       }},
  };
}

// Dominaria United Commander cards (data/cards/DMC.jsonl).
std::vector<CardScript> dmc_scripts() {
  return {
      {"Historian's Boon",
       [](CardDef& c) {
         // "Historian's Boon or another nontoken enchantment": itself included.
         Filter enchantment = yours(permanent(TEnchantment).with(NonToken));
         Filter saga = yours(permanent(TEnchantment).with(HasSubtype, "Saga"));
         c.abilities = {
             triggered(on_other(Event::EntersBattlefield, enchantment),
                       mode({}, {token("Soldier")})),
             triggered(on_other(Event::FinalChapterTriggers, saga), mode({}, {token("Angel")}))};
       }},
  };
}

}  // namespace lore
