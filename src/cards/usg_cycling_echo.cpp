// Urza's Saga: the cards with cycling (702.29) or echo (702.30), and Fluctuator. The echo cost
// of each Urza block card is its mana cost (702.30b).
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

namespace {

// "<Name> enters the battlefield tapped. {T}: Add <color>. Cycling {2}"
void cycling_land(CardDef& c, ColorMask color) {
  c.abilities = tapped_land(color);
  c.abilities.push_back(cycling("{2}"));
}

// A creature whose only abilities are keywords and echo.
void echo_creature(CardDef& c, const char* echo_cost, KeywordMask keywords = 0) {
  c.keywords = keywords;
  c.abilities = {echo(echo_cost)};
}

// "Cycling {2}" and nothing else but keywords.
void cycling_creature(CardDef& c, KeywordMask keywords = 0) {
  c.keywords = keywords;
  c.abilities = {cycling("{2}")};
}

Ability destroy_target(Filter f) { return spell(mode({target(f)}, {destroy()})); }

}  // namespace

std::vector<CardScript> usg_cycling_echo_scripts() {
  return {
      // ---- echo
      {"Acridian", [](CardDef& c) { echo_creature(c, "{1}{G}"); }},
      {"Citanul Centaurs", [](CardDef& c) { echo_creature(c, "{3}{G}", KShroud); }},
      {"Cradle Guard", [](CardDef& c) { echo_creature(c, "{1}{G}{G}", KTrample); }},
      {"Crater Hellion",
       [](CardDef& c) {
         Effect burn = all(damage(Who::AllMatching, 4), another(creature()));
         c.abilities = {echo("{4}{R}{R}"),
                        triggered(on(Event::EntersBattlefield), mode({}, {burn}))};
       }},
      {"Goblin Patrol", [](CardDef& c) { echo_creature(c, "{R}"); }},
      {"Goblin War Buggy", [](CardDef& c) { echo_creature(c, "{1}{R}", KHaste); }},
      {"Herald of Serra", [](CardDef& c) { echo_creature(c, "{2}{W}{W}", KFlying | KVigilance); }},
      {"Lightning Dragon",
       [](CardDef& c) {
         c.keywords = KFlying;
         Ability firebreathing = named(activated(cost("{R}"), mode({}, {pump(1, 0, Who::Source)})),
                                       "{R}: +1/+0 until end of turn");
         c.abilities = {echo("{2}{R}{R}"), firebreathing};
       }},
      {"Pouncing Jaguar", [](CardDef& c) { echo_creature(c, "{G}"); }},
      {"Shivan Raptor", [](CardDef& c) { echo_creature(c, "{2}{R}", KFirstStrike | KHaste); }},
      {"Viashino Outrider", [](CardDef& c) { echo_creature(c, "{2}{R}"); }},
      {"Vug Lizard", [](CardDef& c) { echo_creature(c, "{1}{R}{R}", KMountainwalk); }},
      {"Winding Wurm", [](CardDef& c) { echo_creature(c, "{4}{G}"); }},

      // ---- cycling lands
      {"Blasted Landscape",
       [](CardDef& c) {
         c.abilities = {mana(0), cycling("{2}")};
       }},
      {"Drifting Meadow", [](CardDef& c) { cycling_land(c, White); }},
      {"Polluted Mire", [](CardDef& c) { cycling_land(c, Black); }},
      {"Remote Isle", [](CardDef& c) { cycling_land(c, Blue); }},
      {"Slippery Karst", [](CardDef& c) { cycling_land(c, Green); }},
      {"Smoldering Crater", [](CardDef& c) { cycling_land(c, Red); }},

      // ---- creatures with cycling
      {"Sandbar Merfolk", [](CardDef& c) { cycling_creature(c); }},
      {"Sandbar Serpent", [](CardDef& c) { cycling_creature(c); }},
      {"Pendrell Drake", [](CardDef& c) { cycling_creature(c, KFlying); }},
      {"Shimmering Barrier", [](CardDef& c) { cycling_creature(c, KDefender | KFirstStrike); }},
      {"Drifting Djinn",
       [](CardDef& c) {
         c.keywords = KFlying;
         c.abilities = {upkeep_unless_pays("{1}{U}"), cycling("{2}")};
       }},
      {"Wild Dogs",
       [](CardDef& c) {
         Effect take = fx(Op::GainControl, Who::Source);
         take.set<Effect::ControlAttach>().to_most_life = true;
         Ability a = triggered(on(Event::BeginningOfUpkeep), mode({}, {take}));
         a.trigger.if_clause = TriggerIf::OnePlayerHasMostLife;
         c.abilities = {a, cycling("{2}")};
       }},

      // ---- spells and an Aura with cycling
      {"Expunge",
       [](CardDef& c) {
         Filter f = creature().with(NonArtifact).with(NotOfColors, Black);
         Effect kill = destroy();
         // "It can't be regenerated" (701.19c)
         kill.set<Effect::DestroySacrifice>().no_regen = true;
         c.abilities = {spell(mode({target(f)}, {kill})), cycling("{2}")};
       }},
      {"Lay Waste",
       [](CardDef& c) {
         c.abilities = {destroy_target(permanent(TLand)), cycling("{2}")};
       }},
      {"Scrap",
       [](CardDef& c) {
         c.abilities = {destroy_target(permanent(TArtifact)), cycling("{2}")};
       }},
      {"Clear",
       [](CardDef& c) {
         c.abilities = {destroy_target(permanent(TEnchantment)), cycling("{2}")};
       }},
      {"Hush",
       [](CardDef& c) {
         c.abilities = {spell(mode({}, {all(destroy(Who::AllMatching), permanent(TEnchantment))})),
                        cycling("{2}")};
       }},
      {"Rescind",
       [](CardDef& c) {
         Mode m = mode({target(permanent(kPermanentTypes))}, {fx(Op::ReturnToHand, Who::Target)});
         c.abilities = {spell(m), cycling("{2}")};
       }},
      {"Rejuvenate",
       [](CardDef& c) {
         c.abilities = {spell(mode({}, {gain(6)})), cycling("{2}")};
       }},
      {"Brand",
       [](CardDef& c) {
         Filter yours_owned;
         yours_owned.who = Filter::You;
         yours_owned.by_owner = true;
         c.abilities = {spell(mode({}, {all(fx(Op::GainControl, Who::AllMatching), yours_owned)})),
                        cycling("{2}")};
       }},
      {"Fluctuator",
       [](CardDef& c) {
         Ability cheaper = static_ability(StaticKind::CyclingCostsLess);
         cheaper.stat.power = 2;
         c.abilities = {cheaper};
       }},
      {"Sicken",
       [](CardDef& c) {
         c.abilities = aura(creature());
         c.abilities.push_back(enchanted_gets(-1, -1));
         c.abilities.push_back(cycling("{2}"));
       }},
  };
}

}  // namespace lore
