// Urza's Saga cards with protection (702.16) or regeneration (701.19), the spells that say "can't
// be regenerated" (701.19c), and Absolute Virtue (protection from each of your opponents,
// 702.16k).
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

namespace {

// "[Cost]: Regenerate <who>" (701.19a): a shield that lasts until used or the turn ends.
Ability regenerate(const char* mana, Who who = Who::Source) {
  return activated(cost(mana), mode({}, {fx(Op::Regenerate, who)}));
}

// A creature with protection from `colors` and, besides keywords, only `abilities`.
void protected_creature(CardDef& c, ColorMask colors, KeywordMask keywords = 0,
                        std::vector<Ability> abilities = {}) {
  c.protection = colors;
  c.keywords = keywords;
  c.abilities = std::move(abilities);
}

// "All creatures have protection from <color>."
void absolute(CardDef& c, ColorMask color) {
  Ability a = static_ability(StaticKind::Anthem);
  a.stat.filter = creature();
  a.stat.protection = color;
  c.abilities = {a};
}

// "Destroy <who>. It can't be regenerated." (701.19c)
Effect destroy_no_regen(Who who = Who::Target) {
  Effect e = destroy(who);
  e.set<Effect::DestroySacrifice>().no_regen = true;
  return e;
}

Filter nonblack_creature() { return creature().with(NotOfColors, Black); }

}  // namespace

std::vector<CardScript> usg_protection_scripts() {
  return {
      // ---- protection from a color (702.16a-f)
      {"Disciple of Grace", [](CardDef& c) { protected_creature(c, Black, 0, {cycling("{2}")}); }},
      {"Disciple of Law", [](CardDef& c) { protected_creature(c, Red, 0, {cycling("{2}")}); }},
      {"Voice of Grace", [](CardDef& c) { protected_creature(c, Black, KFlying); }},
      {"Voice of Law", [](CardDef& c) { protected_creature(c, Red, KFlying); }},
      {"Guma", [](CardDef& c) { protected_creature(c, Blue); }},
      {"Absolute Grace", [](CardDef& c) { absolute(c, Black); }},
      {"Absolute Law", [](CardDef& c) { absolute(c, Red); }},

      // ---- regeneration (701.19a)
      {"Albino Troll",
       [](CardDef& c) {
         c.abilities = {echo("{1}{G}"), regenerate("{1}{G}")};
       }},
      {"Child of Gaea",
       [](CardDef& c) {
         c.keywords = KTrample;
         c.abilities = {upkeep_unless_pays("{G}{G}"), regenerate("{1}{G}")};
       }},
      {"Sanguine Guard",
       [](CardDef& c) {
         c.keywords = KFirstStrike;
         c.abilities = {regenerate("{1}{B}")};
       }},
      {"Spined Fluke",
       [](CardDef& c) {
         Effect sac = fx(Op::Sacrifice, Who::Controller, 1);
         sac.filter = creature();
         c.abilities = {triggered(on(Event::EntersBattlefield), mode({}, {sac})),
                        regenerate("{B}")};
       }},
      {"Unworthy Dead", [](CardDef& c) { c.abilities = {regenerate("{B}")}; }},
      {"Gaea's Embrace",
       [](CardDef& c) {
         c.abilities = aura(creature());
         c.abilities.push_back(enchanted_gets(3, 3, KTrample));
         c.abilities.push_back(regenerate("{G}", Who::AttachedTo));
       }},
      {"Fortitude",
       [](CardDef& c) {
         c.abilities = aura(creature());
         Cost forest = sacrifice(cost(""), permanent(TLand).with(HasSubtype, "Forest"));
         c.abilities.push_back(activated(forest, mode({}, {fx(Op::Regenerate, Who::AttachedTo)})));
         c.abilities.push_back(triggered(on(Event::PutIntoGraveyardFromBattlefield),
                                         mode({}, {fx(Op::ReturnToHand, Who::TriggerObjectNow)})));
       }},

      // ---- "can't be regenerated" (701.19c)
      {"Befoul",
       [](CardDef& c) {
         // "land or nonblack creature". Limit: the one filter also refuses a black land (a land
         // animated by Llanowar Loamspeaker under Darkest Hour); a Filter can't yet apply
         // "nonblack" to creatures only (failing/befoul/README.md).
         Filter f = permanent(TLand | TCreature).with(NotOfColors, Black);
         c.abilities = {spell(mode({target(f)}, {destroy_no_regen()}))};
       }},
      {"Catastrophe",
       [](CardDef& c) {
         Mode lands = named(mode({}, {all(destroy(Who::AllMatching), permanent(TLand))}),
                            "Destroy all lands");
         Mode creatures = named(mode({}, {all(destroy_no_regen(Who::AllMatching), creature())}),
                                "Destroy all creatures. They can't be regenerated");
         c.abilities = {spell({lands, creatures})};
       }},
      {"Pit Trap",
       [](CardDef& c) {
         Cost cst = cost("{2}", true);
         cst.sacrifice_self = true;
         Filter f = creature().with(Attacking).with(NotFlying);
         c.abilities = {activated(cst, mode({target(f)}, {destroy_no_regen()}))};
       }},
      {"Dark Hatchling",
       [](CardDef& c) {
         c.keywords = KFlying;
         c.abilities = {triggered(on(Event::EntersBattlefield),
                                  mode({target(nonblack_creature())}, {destroy_no_regen()}))};
       }},

      {"Vile Requiem",
       [](CardDef& c) {
         Effect verse = optional(counters(Counter::Verse, 1, Who::Source));
         Cost cst = cost("{1}{B}");
         cst.sacrifice_self = true;
         TargetSpec up_to_x = target(nonblack_creature());
         up_to_x.min = 0;
         up_to_x.max_is_source_counters = true;  // "up to X ..., where X is the number of verse
         up_to_x.max_counter = Counter::Verse;   // counters on Vile Requiem"
         c.abilities = {triggered(on(Event::BeginningOfUpkeep), mode({}, {verse})),
                        activated(cst, mode({up_to_x}, {destroy_no_regen()}))};
       }},

      // ---- protection from a player (702.16k)
      {"Absolute Virtue",
       [](CardDef& c) {
         c.cant_be_countered = true;
         c.keywords = KFlying;
         c.abilities = {static_ability(StaticKind::ControllerProtectedFromOpponents)};
       }},
  };
}

}  // namespace lore
