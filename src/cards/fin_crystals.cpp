// The FINAL FANTASY Crystals: legendary artifacts that each make spells of one color cost {1}
// less (601.2f: generic mana only), have a second static ability and a {4}{C}{C}, {T} ability.
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

namespace {

// "<Color> spells you cast cost {1} less to cast." (601.2f: it reduces only the generic part
// of the total cost, after increases; the mana value stays the printed one, 202.3)
Ability spells_cost_one_less(ColorMask color) {
  Ability a = static_ability(StaticKind::SpellsCostLess);
  a.stat.colors = color;
  a.stat.power = 1;
  return a;
}

// A replacement effect changing the number of an event (614.1a; replaced_amount()).
Ability replaces_amount(StaticKind kind, int plus = 0) {
  Ability a = static_ability(kind);
  a.stat.power = static_cast<int8_t>(plus);
  return a;
}

Ability crystal_ability(const char* cost_text, Mode m, const char* text) {
  return named(activated(cost(cost_text, true), m), text);
}

}  // namespace

std::vector<CardScript> fin_crystal_scripts() {
  return {
      {"The Fire Crystal",
       [](CardDef& c) {
         Ability haste = anthem(yours(creature()), 0, 0);
         haste.stat.keywords = KHaste;
         // "Sacrifice it at the beginning of the next end step": a delayed trigger (603.7) about
         // the token, the Linked ability at index 3.
         Mode copy = mode({target(yours(creature()))}, {fx(Op::CopyToken, Who::Target),
                                                        fx(Op::CreateDelayed, Who::LastMoved, 3)});
         Ability sac =
             triggered(on(Event::None), mode({}, {fx(Op::SacrificeIt, Who::TriggerObject)}));
         sac.kind = AbilityKind::Linked;
         c.abilities = {spells_cost_one_less(Red), haste,
                        crystal_ability("{4}{R}{R}", copy,
                                        "{4}{R}{R}, {T}: Create a token that's a copy of target "
                                        "creature you control"),
                        sac};
       }},
      {"The Earth Crystal",
       [](CardDef& c) {
         // 601.2d: "Distribute two +1/+1 counters among one or two target creatures you
         // control": each target gets at least one, so one target gets two, two get one each.
         Effect put = counters(Counter::PlusOne, 2);
         put.distribute = true;
         c.abilities = {
             spells_cost_one_less(Green),
             replaces_amount(StaticKind::DoubleCountersOnYourCreatures),
             crystal_ability("{4}{G}{G}", mode({target(yours(creature()), 1, 2)}, {put}),
                             "{4}{G}{G}, {T}: Distribute two +1/+1 counters among one or two "
                             "target creatures you control")};
       }},
      {"The Wind Crystal",
       [](CardDef& c) {
         c.abilities = {
             spells_cost_one_less(White), replaces_amount(StaticKind::DoubleLifeYouGain),
             crystal_ability("{4}{W}{W}",
                             mode({}, {all(grant(KFlying | KLifelink), yours(creature()))}),
                             "{4}{W}{W}, {T}: Creatures you control gain flying and "
                             "lifelink until end of turn")};
       }},
      {"The Water Crystal",
       [](CardDef& c) {
         c.abilities = {
             spells_cost_one_less(Blue), replaces_amount(StaticKind::OpponentsMillMore, 4),
             crystal_ability(
                 "{4}{U}{U}",
                 mode({}, {fxv(Op::Mill, Who::EachOpponent, value(Value::CardsInYourHand))}),
                 "{4}{U}{U}, {T}: Each opponent mills cards equal to the number of cards in your "
                 "hand")};
       }},
  };
}

}  // namespace lore
