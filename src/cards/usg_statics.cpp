// Urza's Saga static abilities: turn rules (untapping, 502.3; land plays, 305.2) and counted
// bonuses (611.3a: counted whenever characteristics are computed).
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> usg_statics_scripts() {
  return {
      {"Blanchwood Armor",
       [](CardDef& c) {
         c.abilities = aura(creature());
         Ability per_forest = enchanted_gets(1, 1);
         per_forest.stat.per_matching = true;  // "for each Forest you control"
         per_forest.stat.filter = yours(permanent(TLand)).with(HasSubtype, "Forest");
         c.abilities.push_back(per_forest);
       }},
      {"Endless Wurm",
       [](CardDef& c) {
         c.keywords = KTrample;
         // "sacrifice this creature unless you sacrifice an enchantment" (118.12: the player
         // chooses whether to pay; with no enchantment, or declining, the Wurm is sacrificed)
         Effect pay =
             optional(with_filter(fx(Op::Sacrifice, Who::Controller, 1), permanent(TEnchantment)));
         c.abilities = {
             triggered(on(Event::BeginningOfUpkeep),
                       mode({}, {pay, when(fx(Op::SacrificeIt, Who::Source), Cond::IfYouDidNot)}))};
       }},
      {"Tainted Aether",
       [](CardDef& c) {
         // "its controller": the player who controlled it as it entered (the trigger's player)
         c.abilities = {triggered(on_other(Event::EntersBattlefield, creature()),
                                  mode({}, {with_filter(fx(Op::Sacrifice, Who::TriggerPlayer, 1),
                                                        permanent(TCreature | TLand))}))};
       }},
      {"Back to Basics",
       [](CardDef& c) { c.abilities = {static_ability(StaticKind::NonbasicLandsDontUntap)}; }},
      {"Arcane Laboratory",
       [](CardDef& c) { c.abilities = {static_ability(StaticKind::OneSpellPerTurn)}; }},
      {"Mobile Fort",
       [](CardDef& c) {
         c.keywords = KDefender;
         Effect fort = pump(3, -1, Who::Source);
         fort.set<Effect::Characteristics>().despite_defender = true;  // 702.3b, this turn
         Ability a = named(activated(cost("{3}"), mode({}, {fort})),
                           "{3}: +3/-1 until end of turn; it can attack this turn as though it "
                           "didn't have defender. Activate only once each turn");
         a.once_per_turn = true;
         c.abilities = {a};
       }},
      {"Attunement",
       [](CardDef& c) {
         Cost k;
         k.return_self = true;
         c.abilities = {
             named(activated(k, mode({}, {draw(3), fx(Op::Discard, Who::Controller, 4)})),
                   "Return this to its owner's hand: Draw three cards, then discard "
                   "four cards")};
       }},
      {"Sulfuric Vapors",
       [](CardDef& c) { c.abilities = {static_ability(StaticKind::RedSpellDamagePlusOne)}; }},
      {"Darkest Hour",
       [](CardDef& c) {
         Ability black = static_ability(StaticKind::CreaturesAreColor);
         black.stat.colors = Black;
         c.abilities = {black};
       }},
      {"Exploration",
       [](CardDef& c) { c.abilities = {static_ability(StaticKind::AdditionalLandPlay)}; }},
      {"Phyrexian Colossus",
       [](CardDef& c) {
         Cost eight;
         eight.life = 8;
         Ability three_or_more = static_ability(StaticKind::BlockedOnlyByAtLeast);
         three_or_more.stat.power = 3;  // 509.1b
         c.abilities = {static_ability(StaticKind::DoesntUntap),
                        named(activated(eight, mode({}, {untap(Who::Source)})),
                              "Pay 8 life: Untap this creature"),
                        three_or_more};
       }},
  };
}

}  // namespace lore
