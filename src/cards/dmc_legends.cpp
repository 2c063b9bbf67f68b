// Dominaria United Commander legends built from the common primitives.
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> dmc_legend_scripts() {
  return {
      {"Shanid, Sleepers' Scourge",
       [](CardDef& c) {
         c.keywords = KMenace;
         Ability others = anthem(another(yours(creature().with(Legendary))), 0, 0);
         others.stat.keywords = KMenace;
         Mode draw_lose = mode({}, {draw(1), lose(1)});
         // "play a legendary land" (305.1): a land put onto the battlefield otherwise isn't
         // played (ruling DMU-R-0442)
         Trigger played = on(Event::PlaysLand);
         played.self = false;
         played.spell = permanent(TLand).with(Legendary);
         c.abilities = {others, triggered(on_cast(Filter{}.with(Legendary)), draw_lose),
                        triggered(played, draw_lose)};
       }},
      {"Hazon, Shaper of Sand",
       [](CardDef& c) {
         // "Desertwalk" (702.14a, 702.14c: can't be blocked as long as the defending player
         // controls a Desert)
         Ability desertwalk = static_ability(StaticKind::UnblockableWhileDefenderControls);
         desertwalk.stat.power = 1;
         desertwalk.stat.filter = Filter{}.with(HasSubtype, "Desert");
         desertwalk.text = "Desertwalk";
         // "You may play Desert lands from your graveyard." (305.1: a land play, at the usual
         // times and within the land plays, ruling DMU-R-0397; not an ability's activation,
         // DMU-R-0398). A land is played only during its owner's turn, so "during your turn"
         // changes nothing.
         Ability deserts = static_ability(StaticKind::PlayFromGraveyardDuringYourTurn);
         deserts.stat.filter = permanent(TLand).with(HasSubtype, "Desert");
         // "Whenever a Desert you control enters, create two 1/1 red, green, and white Sand
         // Warrior creature tokens."
         c.abilities = {desertwalk, deserts,
                        triggered(on_other(Event::EntersBattlefield,
                                           yours(Filter{}.with(HasSubtype, "Desert"))),
                                  mode({}, {token("Sand Warrior", 2)}))};
       }},
      {"Gerrard's Hourglass Pendant",
       [](CardDef& c) {
         c.keywords = KFlash;
         // "If a player would begin an extra turn, that player skips that turn instead."
         // (614.10; turn.cpp) "{4}, {T}, Exile Gerrard's Hourglass Pendant: Return to the
         // battlefield tapped all artifact, creature, enchantment, and land cards in your
         // graveyard that were put there from the battlefield this turn." (whoever controlled
         // them then; not those put there from elsewhere, ruling DMU-R-0393)
         Cost k = cost("{4}", true);
         k.exile_self = true;
         Effect back = with_filter(
             fx(Op::ReturnToBattlefield, Who::AllInYourGraveyard),
             permanent(TArtifact | TCreature | TEnchantment | TLand).with(FromBattlefieldThisTurn));
         back.set<Effect::ExileReturn>() = {.tapped = true};
         c.abilities = {static_ability(StaticKind::ExtraTurnsSkipped),
                        named(activated(k, mode({}, {back})),
                              "{4}, {T}, Exile this: return the permanent cards put into your "
                              "graveyard from the battlefield this turn, tapped")};
       }},
  };
}

}  // namespace lore
